"""Every line of a trip's JSON, with where it is: what the audits' text rules read."""

from __future__ import annotations


def strings(node, skip: tuple[str, ...], where: str = "") -> list[tuple[str, str]]:
    """(where, text) of every string under ``node``; keys in ``skip`` (facts and labels, not
    lines) are left out at every depth."""
    if isinstance(node, str):
        return [(where, node)]
    if isinstance(node, dict):
        return [x for k, v in node.items() if k not in skip
                for x in strings(v, skip, f"{where}/{k}" if where else k)]
    if isinstance(node, list):
        return [x for i, v in enumerate(node) for x in strings(v, skip, f"{where}/{i}")]
    return []
