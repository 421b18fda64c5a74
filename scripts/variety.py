#!/usr/bin/env python3
"""How much a campaign's DayTrips repeat themselves.

    .venv/bin/python scripts/variety.py --seed slip-n-slide --missions 300

Builds the trips of a campaign (``board/1/mission/<i>``, as `daytrip build --missions N`
does) and measures the generated sentences of each trip page (teaser, node details,
locations, maguffin, obstacles, events, people, factions, rivals, client, tweaks, and the
scenes' obstacles and ways round; not the rules' own fixed text, stat blocks or roll log),
with names and numbers masked:

- pages that print the same sentence twice (goal: none);
- for each run of 10 trips in a row, the share of their generated sentences that also occur
  in another trip of the same 10 (goal: at most 15%; the mean and the worst are reported);
- the generated sentence patterns found on the most trips (goal: none on more than 10%).

Prints the figures; exits 1 if a goal is missed (``--no-fail`` to only report).
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
from generators.trip.daytrip import trip_from_mission  # noqa: E402

FIXED_LABELS = {"Gravity", "Paradox rule", "Arrival", "Direction", "Kind of world",
                "Summary", "When", "Distance", "Name", "Paradox risk"}


def generated(t: dict) -> list[str]:
    """The generated strings of one trip page."""
    out = [t["teaser"]]
    out += [d["text"] for d in t["node"]["details"] if d["label"] not in FIXED_LABELS]
    out += [c["text"] for c in t["client_details"] if c["label"] != "Pays"]
    for loc in t["locations"]:
        out += [loc["text"], loc.get("sensory") or ""]
    out += [t["maguffin"][k] for k in ("looks", "why", "really") if t["maguffin"].get(k)]
    out += [o.split(": ", 1)[-1] for o in t["obstacles"]]
    out += [e["text"].split(": ", 1)[-1] if e["text"].split(": ", 1)[0] in t["complications"]
            else e["text"] for e in t["events"]]
    for n in t["npcs"]:
        out += [n["look"], n["manner"], n["want"], n["secret"]]
    for group in (t["factions"], t["rivals"]):
        for f in group:
            out += [d["text"] for d in f["details"] if d["label"] not in ("Status", "Captain")]
    out += [x.get("detail", "") for x in t["tweaks"]]
    out += play(t)
    return [x for x in out if x]


def play(t: dict) -> list[str]:
    """The play sections' stock lines: each scene's obstacle and way round, and a hidden
    Mission Surprise's (the strong start, read-aloud frames and clock are the rules' own
    wording and not counted)."""
    out = []
    for sc in t["scenes"]:
        if any(sc["obstacle"]["text"] in o for o in t["obstacles"]):
            continue  # the trip's own obstacle (counted above), met at this scene
        out += [sc["obstacle"]["text"], sc["obstacle"]["way"]]
        if sc["surprise"]:
            out += [sc["surprise"]["text"], sc["surprise"]["way"]]
    return out


def names_of(t: dict) -> list[str]:
    names = [n["name"] for n in t["npcs"]] + [loc["name"] for loc in t["locations"]]
    names += [f["name"] for f in t["factions"]] + [r["name"] for r in t["rivals"]]
    names += [d["text"] for r in t["rivals"] for d in r["details"] if d["label"] in ("Captain", "Ship")]
    names += [d["text"] for d in t["node"]["details"] if d["label"] == "Name"]
    names += [t["client"]] + [c["text"] for c in t["client_details"] if c["label"] == "Contact"]
    if t["maguffin"].get("what"):
        names.append(t["maguffin"]["what"])
    parts = set()
    for n in names:
        parts.add(n)
        parts.update(w for w in re.split(r"[\s,]+", n) if len(w) > 3 and w[:1].isupper())
    return sorted(parts, key=len, reverse=True)


def mask(text: str, names: list[str]) -> str:
    """``text`` with the trip's names as X and numbers as N (scripts/stock_lines.py and
    scripts/seed_stock.py mask the same way)."""
    for x in names:
        if len(x) > 3:
            text = text.replace(x, "X").replace(x[:1].lower() + x[1:], "X")
    return re.sub(r"\d[\d,.]*", "N", text)


def sentences(t: dict) -> list[str]:
    """Masked sentences (names -> X, numbers -> N) of at least four words."""
    names = names_of(t)
    out = []
    for text in generated(t):
        text = mask(text, names)
        for s in re.split(r"(?<=[.!?])\s+", text):
            s = s.strip(" .;")
            if len(s.split()) >= 4:
                out.append(s)
    return out


def show(group: list[list[str]], first: int) -> None:
    """The recurring sentences of one run of 10 trips, with on how many of them each is."""
    where = Counter(s for ss in group for s in set(ss))
    total = sum(len(ss) for ss in group)
    rec = sorted(((c, s) for s, c in where.items() if c > 1), key=lambda x: (-x[0], x[1]))
    shared = sum(1 for ss in group for s in ss if where[s] > 1)
    print(f"worst run: trips {first}..{first + 9}, {shared} of {total} sentences recur "
          f"({len(rec)} distinct):")
    for c, s in rec:
        print(f"  {c:2d}/10  {s[:150]}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="slip-n-slide")
    ap.add_argument("--missions", type=int, default=300)
    ap.add_argument("--no-fail", action="store_true")
    ap.add_argument("--show", action="store_true",
                    help="list the worst run's recurring sentences and on how many of its 10 trips each is")
    a = ap.parse_args(argv)
    root = Stream(a.seed, "board/1")
    board = roll_board(root, "typical", a.missions)
    trips = []
    for i, m in enumerate(board.missions, 1):
        s = Stream(a.seed, f"board/1/mission/{i}")
        trips.append(sentences(trip_from_mission(m, s, number=i).to_dict()))
    n = len(trips)
    twice = sum(1 for ss in trips if len(ss) != len(set(ss)))
    shares = []
    for g in range(0, n - 9, 10):
        group = trips[g:g + 10]
        where = Counter(s for ss in group for s in set(ss))
        total = sum(len(ss) for ss in group)
        shared = sum(1 for ss in group for s in ss if where[s] > 1)
        shares.append(shared / total if total else 0.0)
    worst = max(range(len(shares)), key=shares.__getitem__) if shares else None
    on = Counter(s for ss in trips for s in set(ss))
    top = on.most_common(int(__import__("os").environ.get("VARIETY_TOP", "8")))
    print(f"trips: {n} (seed {a.seed}, board/1/mission/1..{n})")
    print(f"pages printing a sentence twice: {twice} of {n} ({100 * twice / n:.1f}%)  goal 0")
    if shares:
        print(f"sentences recurring within a run of 10 trips: mean {100 * sum(shares) / len(shares):.1f}%, "
              f"worst {100 * max(shares):.1f}% over {len(shares)} runs  goal <= 15%")
    print(f"most common sentence patterns (share of trips)  goal <= 10%:")
    for s, c in top:
        print(f"  {100 * c / n:5.1f}%  {s[:110]}")
    if a.show and worst is not None:
        show(trips[10 * worst:10 * worst + 10], 10 * worst + 1)
    ok = twice == 0 and (not shares or max(shares) <= 0.15) and (not top or top[0][1] <= 0.10 * n)
    print("all goals met" if ok else "goals missed")
    return 0 if ok or a.no_fail else 1


if __name__ == "__main__":
    sys.exit(main())
