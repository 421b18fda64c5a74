"""`daytrip audit --consistency`: every trip's text checked against its own fact sheet
(generators/trip/consistency.py); each violation printed with its trip path, exit 1 if any."""

from __future__ import annotations

import sys

import click


def consistency_audit(runs: int, seed, weirdness: str, rolled_nodes: bool, packs, fmt: str) -> None:
    from ..text.packs import use_packs
    from ..trip.consistency import check, rule_names
    from ..trip.audit_trip import audit_trip
    from .output import resolve_seed, to_json

    seed, made = resolve_seed(seed)
    if made:
        click.echo(f"seed: {seed}  (made for you; pass --seed to choose one)", err=True)
    found: list[tuple[str, str, str]] = []
    with use_packs(packs or None):
        for i in range(1, runs + 1):
            trip = audit_trip(seed, i, weirdness, stratified=not rolled_nodes)
            found += [(f"audit/{i}", v.rule, v.message) for v in check(trip)]
    if fmt == "json":
        from ..schema import BASE_URI

        click.echo(to_json({"$schema": f"{BASE_URI}consistency.schema.json",
                            "runs": runs, "seed": seed, "rules": list(rule_names()),
                            "violations": [{"path": p, "rule": r, "message": msg}
                                           for p, r, msg in found]}))
    else:
        for p, r, msg in found:
            click.echo(f"{p}: {r}: {msg}")
        trips = len({p for p, _, _ in found})
        click.echo(f"{len(rule_names())} rules, {runs} trips: {len(found)} violations "
                   f"on {trips} trips\n\nruns: {runs}  seed: {seed}")
    if found:
        sys.exit(1)
