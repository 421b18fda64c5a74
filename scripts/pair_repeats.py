#!/usr/bin/env python3
"""Lines copied word for word between two DayTrips (what a GM running two trips notices).

    PYTHONPATH=$PWD .venv/bin/python scripts/pair_repeats.py --seed hang --trips 200
    PYTHONPATH=$PWD .venv/bin/python scripts/pair_repeats.py --dir /tmp/some-dump   # NNNN.json

Builds the audit trips ``audit/1..N`` of a seed (as `daytrip audit --consistency` and
/work/notes/trips.py do), or reads a folder of dumped trip JSON, and takes every generated
string of each trip (the whole trip dict, less the rules' own fixed wording listed in
``FIXED``), cut into clauses (at sentence ends and semicolons), with the trip's names and
all numbers masked; clauses shorter than four words are dropped.

Key figure: over all pairs of trips, the mean number of distinct masked clauses the two
share (computed exactly: the sum over clauses of C(k, 2) / C(N, 2), k = trips holding it).
Also lists the clauses on the most trips, each with the trip field it came from and the
corpora file it is drawn from (when one holds a long enough piece of it).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The rules' own wording, the same (up to numbers) on every page, and the bookkeeping fields:
# not something a pool can vary.
FIXED = {
    ".command", ".path", ".seed", ".version", ".weirdness", ".title", ".mission_label",
    ".mission_type", ".goal", ".tags[]", ".complications[]", ".opposition[]",
    ".opposition_source", ".node.slip", ".node.slip_type", ".node.summary", ".node.type",
    ".clock.how", ".clock.leave", ".clock.window", ".endings[].fame", ".endings[].xp",
    ".endings[].pay", ".endings[].outcome", ".npcs[].harm", ".maguffin.description.carry",
    ".maguffin.description.kind", ".start.then", ".scenes[].with_clue",
}
SKIP_KEYS = {"rolls", "world", "odds", "skills", "items", "stats", "id", "key", "at", "scene",
             "kind", "source", "label", "stat", "opposition", "track", "hours", "when",
             "role", "setting", "din", "form", "bulk", "class", "tier", "age", "body", "folk",
             "here", "who", "npcs_here", "leads_to", "npcs", "from", "to", "outcome"}
FIXED_LABELS = {"Summary", "Name", "Gravity", "Kind of world", "When", "Distance",
                "Paradox rule", "Paradox risk", "Direction", "Arrival", "Pays", "Contact",
                "Status", "Captain"}


def strings(t: dict):
    """(field path, text) for every generated string of a trip dict."""
    out = []

    def walk(x, p):
        if isinstance(x, dict):
            if "label" in x and x.get("label") in FIXED_LABELS:
                return
            for k, v in x.items():
                if k in SKIP_KEYS and not (k == "npcs" and p == ""):
                    continue
                walk(v, f"{p}.{k}")
        elif isinstance(x, list):
            for v in x:
                walk(v, p + "[]")
        elif isinstance(x, str) and p not in FIXED:
            out.append((p, x))

    walk(t, "")
    return out


def names_of(t: dict) -> list[str]:
    names = [n["name"] for n in t.get("npcs", [])]
    names += [loc["name"] for loc in t.get("locations", [])]
    names += [sc.get("place") or "" for sc in t.get("scenes", [])]
    names += [f["name"] for f in t.get("factions", [])] + [r["name"] for r in t.get("rivals", [])]
    for group in ("rivals", "factions"):
        names += [d["text"] for r in t.get(group, []) for d in r.get("details", [])
                  if d.get("label") in ("Captain", "Ship")]
    names += [d["text"] for d in t["node"]["details"] if d["label"] == "Name"]
    names += [t.get("client") or ""]
    names += [c["text"] for c in t.get("client_details", []) if c["label"] == "Contact"]
    m = t.get("maguffin") or {}
    names += [m.get("what") or "", m.get("short") or "", m.get("where") or "",
              m.get("held_by") or ""]
    parts = set()
    for n in names:
        n = n.strip()
        if len(n) > 3:
            parts.add(n)
            parts.add(n[:1].lower() + n[1:])
            parts.update(w for w in re.split(r"[\s,()]+", n) if len(w) > 3 and w[:1].isupper())
    return sorted(parts, key=len, reverse=True)


def clauses(t: dict) -> dict[str, str]:
    """Masked clause -> the first field path it came from."""
    names = names_of(t)
    pat = re.compile("|".join(re.escape(x) for x in names)) if names else None
    out: dict[str, str] = {}
    for path, text in strings(t):
        if pat:
            text = pat.sub("X", text)
        text = re.sub(r"\d[\d,.]*", "N", text)
        for s in re.split(r"(?<=[.!?])\s+|;\s*", text):
            s = s.strip(" .;:")
            if len(s.split()) >= 4:
                out.setdefault(s, path)
    return out


def corpus_index() -> list[tuple[str, str]]:
    """(file, string) for every string in corpora/ JSON."""
    out = []
    for f in sorted((ROOT / "corpora").rglob("*.json")):
        def walk(x):
            if isinstance(x, dict):
                for v in x.values():
                    walk(v)
            elif isinstance(x, list):
                for v in x:
                    walk(v)
            elif isinstance(x, str) and len(x) > 12:
                out.append((str(f.relative_to(ROOT)), x))
        walk(json.loads(f.read_text()))
    return out


def origin(clause: str, index) -> str:
    """The corpora file holding the longest unmasked piece of a clause ('code' if none)."""
    pieces = sorted((p.strip(" ,:") for p in re.split(r"\bX\b|\bN\b|#", clause)), key=len,
                    reverse=True)
    for piece in pieces[:2]:
        if len(piece) < 14:
            break
        hits = sorted({f for f, s in index if piece in s})
        if hits:
            return ", ".join(h.removeprefix("corpora/") for h in hits[:2])
    return "code"


def build(seed: str, n: int):
    from generators.trip.audit_trip import audit_trip
    for i in range(1, n + 1):
        yield audit_trip(seed, i)


def measure(trips) -> tuple[float, Counter, dict]:
    """(mean shared clauses per pair, clause -> trips holding it, clause -> field)."""
    on: Counter = Counter()
    field: dict[str, str] = {}
    n = 0
    for t in trips:
        n += 1
        for c, p in clauses(t).items():
            on[c] += 1
            field.setdefault(c, p)
    pairs = n * (n - 1) / 2
    mean = sum(k * (k - 1) / 2 for k in on.values()) / pairs if pairs else 0.0
    return mean, on, field, n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="hang")
    ap.add_argument("--trips", type=int, default=200)
    ap.add_argument("--dir", help="read NNNN.json trip dumps from here instead of building")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--by-field", action="store_true", help="also list the pair share by field")
    a = ap.parse_args(argv)
    if a.dir:
        files = sorted(Path(a.dir).glob("*.json"))
        trips = (json.loads(f.read_text()) for f in files)
        what = a.dir
    else:
        trips = build(a.seed, a.trips)
        what = f"seed {a.seed}, audit/1..{a.trips}"
    mean, on, field, n = measure(trips)
    print(f"trips: {n} ({what})")
    print(f"mean identical clauses shared by two trips: {mean:.2f}")
    index = corpus_index()
    print(f"top {a.top} clauses by trips holding them (share, field, source):")
    for c, k in on.most_common(a.top):
        print(f"  {100 * k / n:5.1f}%  {field[c]:34s} {origin(c, index):34s} {c[:120]}")
    if a.by_field:
        per = defaultdict(float)
        for c, k in on.items():
            per[field[c]] += k * (k - 1) / 2 / (n * (n - 1) / 2)
        print("share of the key figure by field:")
        for p, v in sorted(per.items(), key=lambda x: -x[1])[:30]:
            print(f"  {v:6.2f}  {p}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
