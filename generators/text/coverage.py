"""The audit report: every table row, grammar rule and list value that could fire, with how
often it did while a `generators.audit` recorder was active (for `daytrip audit`).

The report's universe (what *could* fire) is every table and grammar under corpora/
(and packs in use), except tables whose data file says why trips never roll them
(``"audit_skip": "a lookup table ..."``: they are listed apart, with the reason); list
values are reported only for lists that were picked from at least once (big name lists that
only train Markov chains are not "never picked").

Usage::

    from generators import audit
    from generators.text.coverage import build_report
    with audit.recording() as rec:
        ...
    print(build_report(rec).to_text())
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..audit import Recorder
from ..data import all_keys, load
from .grammar import rule_universe


# --- the report ---------------------------------------------------------------------------


@dataclass
class Line:
    kind: str  # "rule", "row" or "value"
    key: str  # grammars/teaser, tables/node_types, lists/x
    item: str  # "origin#2" for rules, the row's range and value, the list value
    count: int


@dataclass
class AuditReport:
    lines: list[Line]
    markov: dict[tuple[str, str], int]
    # Tables a trip never rolls by design (their data file's "audit_skip" says why).
    skipped: list[tuple[str, str]] = field(default_factory=list)

    @property
    def never(self) -> list[Line]:
        return [ln for ln in self.lines if ln.count == 0]

    def coverage(self, kind: str | None = None) -> tuple[int, int]:
        """(items that fired, items in total), optionally for one kind."""
        sel = [ln for ln in self.lines if kind is None or ln.kind == kind]
        return sum(1 for ln in sel if ln.count), len(sel)

    def to_dict(self) -> dict:
        return {
            "lines": [ln.__dict__ for ln in self.lines],
            "never": [f"{ln.key} {ln.item}" for ln in self.never],
            "markov": [{"key": k, "event": e, "count": c} for (k, e), c in sorted(self.markov.items())],
            "skipped": [{"key": k, "why": w} for k, w in self.skipped],
        }

    def to_text(self) -> str:
        out = []
        for kind, title in (("row", "Table rows"), ("rule", "Grammar rules"), ("value", "List values")):
            fired, total = self.coverage(kind)
            if not total:
                continue
            out.append(f"{title}: {fired}/{total} fired")
            for ln in self.lines:
                if ln.kind == kind:
                    out.append(f"  {ln.count:7d}  {ln.key} {ln.item}")
        if self.markov:
            out.append("Markov:")
            for (key, event), n in sorted(self.markov.items()):
                out.append(f"  {n:7d}  {key} {event}")
        out.extend(self.skipped_lines())
        never = self.never
        out.append(f"Never fired: {len(never)}")
        out.extend(f"  {ln.key} {ln.item}" for ln in never)
        return "\n".join(out)

    def skipped_lines(self) -> list[str]:
        if not self.skipped:
            return []
        return [f"Not rolled on trips, by design: {len(self.skipped)} tables",
                *(f"  {k}: {w}" for k, w in self.skipped)]


def build_report(rec: Recorder) -> AuditReport:
    lines: list[Line] = []
    skipped: list[tuple[str, str]] = []
    keys = all_keys()
    for key in keys:
        if not key.startswith("tables/"):
            continue
        df = load(key)
        if df.kind != "table":
            continue
        why = df.raw.get("audit_skip")
        if isinstance(why, str) and why.strip() and not any(k == key for k, _ in rec.rows):
            skipped.append((key, why))
            continue
        for i, row in enumerate(df.rows):
            lo = "" if row.min is None else row.min
            hi = "" if row.max is None else row.max
            rng = f"{lo}" if lo == hi else f"{lo}-{hi}"
            lines.append(Line("row", key, f"[{rng}] {row.value}", rec.rows.get((key, i), 0)))
    for key in keys:
        if not key.startswith("grammars/"):
            continue
        for symbol, index in rule_universe(key):
            lines.append(Line("rule", key, f"{symbol}#{index}", rec.rules.get((key, symbol, index), 0)))
    picked = sorted({k for k, _ in rec.picks})
    for key in picked:
        df = load(key)
        for i, value in enumerate(df.values):
            lines.append(Line("value", key, value, rec.picks.get((key, i), 0)))
    return AuditReport(lines, dict(rec.markov), skipped)
