#!/usr/bin/env python3
"""The stock lines a campaign's trips share word for word (round 27, "stock").

    .venv/bin/python scripts/stock_lines.py --seed slip-n-slide --missions 300 --top 40

Builds the campaign's trips as scripts/variety.py does (``board/1/mission/<i>``), renders each
whole trip page as the terminal shows it (``trip_text``), masks names (variety.py's names_of)
and numbers, splits the page into sentences and clauses (at , ; : and sentence ends) of at least
four words, and prints the ones found on the most trips with their share of trips. The rules'
own fixed wording (a sentence on more than --fixed of the trips, 60% unless told, e.g. the
clock's frame or a stat block's labels) is the game's text, not a stock line, and is left out.

A GM reading ten trips of one campaign notices the same line on several of them: the goal is
no generated line on more than about 5% of the trips.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generators.rng import Stream  # noqa: E402
from generators.rules.board import roll_board  # noqa: E402
from generators.render.trip import trip_text  # noqa: E402
from generators.trip.daytrip import trip_from_mission  # noqa: E402
from scripts.variety import mask, names_of  # noqa: E402

MECHANICS = ("BRA ", "Skills:", "Items:", "Odds:", "Harm:", "Rank:", "Paths:", "Leads to:", "Pay:",
             "Pays:", "XP:", "Fame:", "Mission:", "Node:", "Trip code:", "(Stat blocks")
SPLIT = re.compile(r"(?<=[.!?])[\"']?\s+|[,;:()\"]\s*|\s+-+\s+|\n")


def campaign(seed: str, n: int) -> list:
    """The campaign's first ``n`` trips (as `daytrip build --missions n` makes them)."""
    board = roll_board(Stream(seed, "board/1"), "typical", n)
    return [trip_from_mission(m, Stream(seed, f"board/1/mission/{i}"), number=i)
            for i, m in enumerate(board.missions, 1)]


def pieces(trip) -> set[str]:
    """The page's masked sentences and clauses of four words or more."""
    names = names_of(trip.to_dict())
    out = set()
    for line in trip_text(trip).splitlines():
        text = line.strip()
        if text.startswith("ROLL LOG"):
            break  # the dice, not the page's prose
        if text.startswith(MECHANICS):
            continue  # stat blocks, odds, pay tables: the rules' numbers
        text = mask(text, names)
        whole = [s.strip(" .!?'\"") for s in re.split(r"(?<=[.!?])\s+", text)]
        for s in whole + SPLIT.split(text):
            s = s.strip(" .!?'\"-")
            if len(s.split()) >= 4:
                out.add(s)
    return out


def corpus_blob() -> str:
    """Every string of corpora/**.json, lower-cased, slots ({x}, #x#) and numbers masked."""
    import json

    out = []

    def walk(v):
        if isinstance(v, str):
            out.append(re.sub(r"\d[\d,.]*", "n", re.sub(r"\{[^}]*\}|#[^#]*#", " x ", v.lower())))
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    for f in sorted((Path(__file__).resolve().parent.parent / "corpora").rglob("*.json")):
        walk(json.loads(f.read_text(encoding="utf-8")))
    return "\n".join(out)


def from_pool(piece: str, blob: str) -> bool:
    """Whether ``piece`` is (part of) a corpus line: its longest run of words without a mask
    (X, N) is three words or more and stands in the corpora word for word. The page's own
    frames (render/, the rules' wording) are not corpus lines."""
    runs = [r.strip() for r in re.split(r"\bX\b|\bN\b|[()]", piece)]
    best = max(runs, key=lambda r: len(r.split()), default="")
    return len(best.split()) >= 3 and best.lower() in blob


def shares(trips) -> Counter:
    return Counter(s for t in trips for s in pieces(t))


def stock(on: Counter, n: int, fixed: float = 0.6, blob: str | None = None) -> list[tuple[str, int]]:
    """The corpus lines by how many trips hold them, most first (fixed text left out, and a
    clause left out where a longer piece holding it is on as many trips)."""
    blob = corpus_blob() if blob is None else blob
    out: list[tuple[str, int]] = []
    for s, c in sorted(on.items(), key=lambda x: (-x[1], -len(x[0]), x[0])):
        if c > fixed * n or not from_pool(s, blob):
            continue
        if any(c == c2 and s in s2 for s2, c2 in out[-40:]):
            continue
        out.append((s, c))
    return out


# the people.json pools a persona's look, manner and want are drawn from (round 27 "stockcast":
# cold readers found "one brown eye and one green", "never sits down" on three trips of a campaign)
PEOPLE_RULES = ("age_look", "hair", "feature", "garment", "lost_garment", "masked_garment", "habit",
                "talk", "want", "want_thing")


def people_fragments() -> list[tuple[str, str]]:
    """(rule, fragment) of every line of PEOPLE_RULES: a whole line, or a line's longest run of
    words between its slots (#x#) where that run is three words or more."""
    from generators.data import load

    rules = load("grammars/people").rules
    out = set()
    for k in PEOPLE_RULES:
        for r in rules.get(k, ()):
            line = r if isinstance(r, str) else r["text"]
            runs = [x.strip(" ,.;") for x in re.split(r"#[^#]*#", line)]
            text = max(runs, key=lambda x: len(x.split()))
            if len(text.split()) >= (2 if "#" not in line else 3):
                out.add((k, text.lower()))
    return sorted(out)


def people_shares(trips, frags=None) -> dict[tuple[str, str], int]:
    """How many of ``trips`` print each people.json fragment (the page's text, lower case)."""
    frags = people_fragments() if frags is None else frags
    pages = [trip_text(t).split("ROLL LOG")[0].lower() for t in trips]
    return {f: sum(f[1] in p for p in pages) for f in frags}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="slip-n-slide")
    ap.add_argument("--missions", type=int, default=300)
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--fixed", type=float, default=0.6)
    ap.add_argument("--fixed-list", action="store_true", help="also list the text left out as fixed")
    ap.add_argument("--people", action="store_true",
                    help="rank the NPC look, manner and want fragments (grammars/people.json) instead")
    a = ap.parse_args(argv)
    trips = campaign(a.seed, a.missions)
    if a.people:
        n = len(trips)
        on = people_shares(trips)
        print(f"trips: {n} (seed {a.seed}); NPC look/manner/want fragments on the most trips:")
        for (k, f), c in sorted(on.items(), key=lambda x: (-x[1], x[0]))[:a.top]:
            print(f"  {100 * c / n:5.1f}%  {k:<10} {f[:100]}")
        return 0
    on = shares(trips)
    n = len(trips)
    print(f"trips: {n} (seed {a.seed}); lines on the most trips (goal <= 5%):")
    for s, c in stock(on, n, a.fixed)[:a.top]:
        print(f"  {100 * c / n:5.1f}%  {s[:120]}")
    if a.fixed_list:
        print("left out as fixed:")
        for s, c in on.most_common():
            if c > a.fixed * n:
                print(f"  {100 * c / n:5.1f}%  {s[:120]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
