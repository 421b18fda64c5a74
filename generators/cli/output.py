"""Printing results: text, Markdown, JSON and JSONL; the seed and the command that
reproduces the output; auto-made memorable seeds."""

from __future__ import annotations

import sys
from typing import Callable, Sequence

import click

# shlex.quote leaves these alone: a value made of them only needs no shlex on `daytrip
# roll`'s start-up
_SHELL_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")


def _quote(value: str) -> str:
    if value and all(ch in _SHELL_SAFE for ch in value):
        return value
    import shlex

    return shlex.quote(value)


def make_seed() -> str:
    """A memorable seed (adjective-noun-number) from our own word lists. Uses the OS's
    randomness on purpose: the seed is the one thing that is not derived from a seed."""
    import secrets

    from ..data import load

    adj = load("lists/seed_adjectives").values
    noun = load("lists/seed_nouns").values
    return f"{secrets.choice(adj)}-{secrets.choice(noun)}-{secrets.randbelow(90) + 10}"


def resolve_seed(seed: str | None) -> tuple[str, bool]:
    """(seed, made): the given seed, or a new one (which the caller must print)."""
    if seed is not None:
        return seed, False
    return make_seed(), True


def command_line(parts: Sequence[str], options: dict) -> str:
    """The shell command that reproduces an output: `daytrip roll board --seed ...`."""
    out = ["daytrip", *parts]
    for key, value in options.items():
        if value is None or value is False:
            continue
        flag = "--" + key.replace("_", "-")
        if value is True:
            out.append(flag)
        elif isinstance(value, (list, tuple)):
            for v in value:
                out += [flag, _quote(str(v))]
        else:
            out += [flag, _quote(str(value))]
    return " ".join(out)


def to_json(obj) -> str:
    """JSON in the dicts' own (fixed, documented) key order; emoji seeds stay readable."""
    import json

    return json.dumps(obj, ensure_ascii=False, indent=2)


def emit(
    results: list,
    fmt: str,
    *,
    many: bool,
    seed: str,
    made_seed: bool,
    command: str,
    text: Callable[[object], str],
    markdown: Callable[[object], str],
    schema: str | None = None,
) -> None:
    """Print ``results`` (objects with to_dict()) in ``fmt``. JSON objects name their JSON
    Schema first (``"$schema"``, `daytrip schema KIND` prints it) when ``schema`` is given."""
    def to_dict(r) -> dict:
        d = r.to_dict()
        if schema is None or not isinstance(d, dict):
            return d
        from ..schema import BASE_URI

        return {"$schema": f"{BASE_URI}{schema}.schema.json", **d}

    if made_seed:
        click.echo(f"seed: {seed}  (made for you; pass --seed to choose one)", err=True)
    if fmt == "json":
        data = [to_dict(r) for r in results] if many else to_dict(results[0])
        click.echo(to_json(data))
    elif fmt == "jsonl":
        import json

        for r in results:
            click.echo(json.dumps(to_dict(r), ensure_ascii=False, separators=(",", ":")))
    elif fmt in ("markdown", "reddit"):  # reddit: Markdown with >!spoilers!< (roll trip)
        body = "\n\n---\n\n".join(markdown(r) for r in results)
        click.echo(f"{body}\n\n*Seed `{seed}`. Reproduce with:* `{command}`")
    elif fmt == "bbcode":  # roll trip: the markdown callable gives BBCode
        body = "\n\n[hr]\n\n".join(markdown(r) for r in results)
        click.echo(f"{body}\n\n[i]Seed [b]{seed}[/b]. Reproduce with:[/i] [code]{command}[/code]")
    else:
        body = "\n\n".join(text(r) for r in results)
        click.echo(f"{body}\n\nseed: {seed}\nreproduce: {command}")
    sys.stdout.flush()
