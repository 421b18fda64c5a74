"""The consistency audit's round-38 cast rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it."""

from __future__ import annotations

RULES: tuple[str, ...] = ()


def check_r38cast(trip: dict, world: dict, every, bad) -> None:
    return None
