"""Counting which table rows, list values and grammar rules fire (for `daytrip audit`).

Usage::

    from generators import audit
    with audit.recording() as rec:
        for i in range(1000):
            make_trip(seed, i)
    report = build_report(rec)     # generators/text/coverage.py
    print(report.to_text())

Generation code does not know about the audit: text/grammar.py reports every rule choice
(grammar key, symbol, rule index) with :func:`rule_fired`; rules/tables.py reports every
table row and list value chosen with :func:`row_fired`; text/markov.py reports fallbacks.
With no recording active these calls cost one list check. This module imports nothing of
the package, so every layer may report to it.
"""

from __future__ import annotations

import contextlib
from typing import Iterator

_active: list["Recorder"] = []


def rule_fired(key: str, symbol: str, index: int) -> None:
    """Called by the grammar adapter for every choice among a symbol's own rules."""
    for rec in _active:
        k = (key, symbol, index)
        rec.rules[k] = rec.rules.get(k, 0) + 1


def row_fired(kind: str, key: str, index: int) -> None:
    """Called for every table row ("table") or list value ("list") chosen."""
    for rec in _active:
        k = (key, index)
        target = rec.rows if kind == "table" else rec.picks
        target[k] = target.get(k, 0) + 1


def markov_event(key: str, event: str) -> None:
    """Called by the Markov adapter: event is "generated" or "fallback"."""
    for rec in _active:
        k = (key, event)
        rec.markov[k] = rec.markov.get(k, 0) + 1


class Recorder:
    """The counts of one recording (a plain class: a dataclass would cost `daytrip roll`'s
    start-up its creation, see generators/record.py)."""

    def __init__(self) -> None:
        self.rules: dict[tuple[str, str, int], int] = {}
        self.rows: dict[tuple[str, int], int] = {}
        self.picks: dict[tuple[str, int], int] = {}
        self.markov: dict[tuple[str, str], int] = {}


@contextlib.contextmanager
def recording() -> Iterator[Recorder]:
    """Record every rule, row and pick made inside the block (nestable)."""
    rec = Recorder()
    _active.append(rec)
    try:
        yield rec
    finally:
        _active.remove(rec)
