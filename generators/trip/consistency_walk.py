"""Every line of a trip's JSON, with where it is: what the audits' text rules read."""

from __future__ import annotations

from .check_memo import remembered


def strings(node, skip: tuple[str, ...], where: str = "") -> list[tuple[str, str]]:
    """(where, text) of every string under ``node``; keys in ``skip`` (facts and labels, not
    lines) are left out at every depth. Inside one consistency check a walk of the same node
    with the same ``skip`` is made once (generators/trip/check_memo.py); each caller gets its
    own list."""
    return list(remembered("walk", node, (tuple(skip), where), lambda: _strings(node, skip, where)))


def _strings(node, skip: tuple[str, ...], where: str = "") -> list[tuple[str, str]]:
    if isinstance(node, str):
        return [(where, node)]
    if isinstance(node, dict):
        return [x for k, v in node.items() if k not in skip
                for x in _strings(v, skip, f"{where}/{k}" if where else k)]
    if isinstance(node, list):
        return [x for i, v in enumerate(node) for x in _strings(v, skip, f"{where}/{i}")]
    return []
