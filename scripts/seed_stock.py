#!/usr/bin/env python3
"""Stock text across trips of DIFFERENT seeds (round 37, "stock").

    .venv/bin/python scripts/seed_stock.py --seeds 200 --top 40

Rolls trip 1 of each of ``--seeds`` seeds (``daytrip roll trip --seed stock001``, ...
``stock200``: the generator call behind it, ``roll_trip(Stream(seed, "trip/1"))``), and counts
on how many of the trips each masked sentence pattern is printed: the whole page as the
terminal shows it (scripts/stock_lines.py ``pieces``: sentences and clauses of four words or
more, names and numbers masked as scripts/variety.py does; the rules' fixed wording, on more
than 60% of the trips, and text that is no corpus line are left out), then by part of the trip:

- client: who the client is (the "A mother who has been sleeping in ..." line), their manner
  and what they are not telling the crew;
- twist: the maguffin's GM-only truth ("really") and why the client wants it;
- rival: a rival crew's gimmick and goal;
- faction: a faction's want, method and attitude;
- place name: each location's name (whole, without "The"), and each word of it;
- texture: each location's description and sensory line (sentences and clauses).

A GM who reads trips of ten different seeds notices a line met twice: the goal is no pattern on
more than 5% of the trips (10 of 200).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generators.rng import Stream  # noqa: E402
from generators.trip.daytrip import roll_trip  # noqa: E402
from scripts.stock_lines import corpus_blob, pieces, stock  # noqa: E402
from scripts.variety import mask, names_of  # noqa: E402

SPLIT = re.compile(r"(?<=[.!?])\s+|[;:]\s*|,\s+")
PARTS = ("client", "twist", "rival", "faction", "place name", "texture")


def seeds(n: int, prefix: str = "stock") -> list[str]:
    return [f"{prefix}{i:03d}" for i in range(1, n + 1)]


def roll(seed: str):
    """Trip 1 of ``seed``, as `daytrip roll trip --seed SEED` rolls it."""
    return roll_trip(Stream(seed, "trip/1"))


def _bits(text: str, names: list[str], whole: bool = False) -> set[str]:
    """The masked text, whole (``whole``) or its sentences and clauses of four words or more."""
    text = mask(text, names).strip(" .")
    if whole:
        return {text} if text else set()
    out = {s.strip(" .!?'\"") for s in re.split(r"(?<=[.!?])\s+", text)}
    out |= {s.strip(" .!?'\"") for s in SPLIT.split(text)}
    return {s for s in out if len(s.split()) >= 4}


def _details(group: list[dict], labels: tuple[str, ...]) -> list[str]:
    return [d["text"] for f in group for d in f["details"] if d["label"] in labels]


def parts(t: dict) -> dict[str, set[str]]:
    """One trip dict's patterns, by part (see the module's docstring)."""
    names = names_of(dict(t, client=""))  # the client's own line is the pattern: not masked
    client = [t["client"]] + [c["text"] for c in t["client_details"] if c["label"] in ("Manner", "Not telling the crew")]
    mag = t["maguffin"]
    twist = [mag[k] for k in ("really", "why") if mag.get(k)]
    out = {
        "client": set().union(*(_bits(x, names, whole=True) for x in client)),
        "twist": set().union(*(_bits(x, names, whole=True) for x in twist)),
        "rival": set().union(set(), *(_bits(x, names, whole=True) for x in _details(t["rivals"], ("Gimmick", "Goal")))),
        "faction": set().union(set(), *(_bits(x, names, whole=True) for x in _details(
            t["factions"], ("Want", "Method", "Attitude")))),
        "texture": set().union(set(), *(_bits(x, names) for loc in t["locations"]
                                        for x in (loc["text"], loc.get("sensory") or ""))),
    }
    places = set()
    for loc in t["locations"]:
        name = re.sub(r"^The\s+", "", loc["name"])
        places.add(name)
        places |= {f"word: {w}" for w in re.findall(r"[A-Z][\w'-]{3,}", name)}
    out["place name"] = places
    return out


def measure(n: int, prefix: str = "stock"):
    """(page pieces, per-part patterns) counted over trip 1 of ``n`` seeds, and the trip count."""
    page, by = Counter(), {p: Counter() for p in PARTS}
    for seed in seeds(n, prefix):
        trip = roll(seed)
        page.update(pieces(trip))
        for p, found in parts(trip.to_dict()).items():
            by[p].update(found)
    return page, by


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=200)
    ap.add_argument("--prefix", default="stock")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--part-top", type=int, default=12)
    a = ap.parse_args(argv)
    page, by = measure(a.seeds, a.prefix)
    n, cap = a.seeds, a.seeds * 0.05
    blob = corpus_blob()
    top = stock(page, n, blob=blob)
    print(f"trips: {n} (trip 1 of seeds {a.prefix}001..); page lines on the most trips (goal <= 5%, {cap:g}):")
    for s, c in top[:a.top]:
        print(f"  {c:3d}  {100 * c / n:5.1f}%  {s[:130]}")
    print(f"  (page patterns over the cap: {sum(1 for _, c in top if c > cap)})")
    for p in PARTS:
        over = sum(1 for c in by[p].values() if c > cap)
        print(f"{p} (patterns over the cap: {over}):")
        for s, c in by[p].most_common(a.part_top):
            print(f"  {c:3d}  {100 * c / n:5.1f}%  {s[:130]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
