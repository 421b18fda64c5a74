#!/usr/bin/env python3
"""How often a trip page prints the maguffin's full phrase.

    .venv/bin/python scripts/maguffin_count.py --seed slip-n-slide --trips 50

Rolls trips ``trip/1`` .. ``trip/N`` of the seed (as `daytrip roll trip --seed S --count N`
does), renders each as the site's trip page (`--format markdown`) and counts, per page, the
maguffin's full phrase (its ``what``, case-insensitive; for a person, the description after
their name) and its short form. Prints the mean, median and worst per page; exits 1 if a
page prints the full phrase more than ``--max`` times (default 4; ``--no-fail`` to report).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generators.rng import Stream  # noqa: E402
from generators.site.tripview import trip_markdown  # noqa: E402
from generators.trip.daytrip import roll_trip  # noqa: E402


def counts(trip) -> tuple[int, int, str]:
    """(full phrase count, short form count, full phrase) on one trip's page."""
    m = trip.maguffin
    full = m["what"].split(", ", 1)[-1] if m.get("who") else m["what"]
    page = trip_markdown(trip).lower()
    short = (m.get("short") or "").lower()
    n_full = page.count(full.lower())
    n_short = page.count(short) - (n_full if short and short in full.lower() else 0) if short else 0
    return n_full, n_short, full


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="slip-n-slide")
    ap.add_argument("--trips", type=int, default=50)
    ap.add_argument("--max", type=int, default=4)
    ap.add_argument("--no-fail", action="store_true")
    a = ap.parse_args()
    rows = []
    for i in range(1, a.trips + 1):
        t = roll_trip(Stream(a.seed, f"trip/{i}"))
        rows.append((i, *counts(t)))
    full = [r[1] for r in rows]
    short = [r[2] for r in rows]
    worst = max(rows, key=lambda r: r[1])
    print(f"{a.trips} trips of seed {a.seed}: the maguffin's full phrase per page: mean "
          f"{statistics.mean(full):.1f}, median {statistics.median(full)}, max {worst[1]} "
          f"(trip/{worst[0]}: {worst[3]!r}); short form per page: mean {statistics.mean(short):.1f}")
    return 1 if worst[1] > a.max and not a.no_fail else 0


if __name__ == "__main__":
    sys.exit(main())
