#!/usr/bin/env python3
"""Loose threads: what a trip page states and never uses (cold reads 12 and 13).

    PYTHONPATH=$PWD .venv/bin/python scripts/threads.py --seed slip-n-slide --runs 300

Builds the trips the consistency audit builds (``audit/<i>``, stratified as
`daytrip audit --consistency` does) and counts, over all of them:

- printed factions, and those whose name no scene, tick, clue or ending repeats;
- printed hooks, and those no scene shows (the audit's ``hook-used``: a scene thread labelled
  "The hook"), and, for a look that needs no such label, those no play line echoes in words
  (two of the hook's longer words together in one line of a scene, tick, clue or ending);
- Dream Worlds whose What it is names a story ("the one with the clock that ate the town"),
  and those no scene shows (the audit's ``story-used``).

Prints the counts; exits 1 if any thread is loose (``--no-fail`` to only report).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generators.content import stratify  # noqa: E402
from generators.rng import Stream  # noqa: E402
from generators.rules.board import roll_mission  # noqa: E402
from generators.trip.consistency_threads import loose_threads, play_lines  # noqa: E402
from generators.trip.daytrip import trip_from_mission  # noqa: E402
from generators.trip.threads import story_line  # noqa: E402

COMMON = {"locals", "visitors", "crew", "there", "their", "today", "every", "which", "whatever",
          "about", "other", "world", "their", "after", "before", "where"}


def echoed(hook: str, lines: list[str]) -> bool:
    """Whether two of the hook's longer words meet again in one play line."""
    words = {w.lower() for w in re.findall(r"[A-Za-z']{5,}", hook)} - COMMON
    return any(len({w for w in words if re.search(rf"\b{re.escape(w)}", t, re.I)}) >= 2
               for t in lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="slip-n-slide")
    ap.add_argument("--runs", type=int, default=300)
    ap.add_argument("--weirdness", default="typical")
    ap.add_argument("--no-fail", action="store_true")
    a = ap.parse_args(argv)
    n = dict(factions=0, factions_loose=0, hooks=0, hooks_loose=0, hooks_unechoed=0, stories=0,
             stories_loose=0)
    for i in range(1, a.runs + 1):
        s = Stream(a.seed, f"audit/{i}")
        m = roll_mission(s, a.weirdness)
        stratify(m, s, i)
        t = trip_from_mission(m, s).to_dict()
        loose = loose_threads(t)
        hook = next((d["text"] for d in t["node"]["details"] if d["label"] == "Hook"), None)
        n["factions"] += len(t["factions"])
        n["factions_loose"] += sum(k == "faction" for k, _ in loose)
        n["hooks"] += hook is not None
        n["hooks_loose"] += sum(k == "hook" for k, _ in loose)
        what = next((d["text"] for d in t["node"]["details"] if d["label"] == "What it is"), "")
        n["stories"] += story_line(what) is not None
        n["stories_loose"] += sum(k == "story" for k, _ in loose)
        if hook and not echoed(hook, [x for _, x in play_lines(t)]):
            n["hooks_unechoed"] += 1
    print(f"seed {a.seed}, {a.runs} trips")
    print(f"factions printed: {n['factions']}, used in no scene, tick, clue or ending: "
          f"{n['factions_loose']}")
    print(f"hooks printed: {n['hooks']}, shown at no scene: {n['hooks_loose']}, "
          f"echoed by no play line: {n['hooks_unechoed']}")
    print(f"dream stories named: {n['stories']}, shown at no scene: {n['stories_loose']}")
    loose = n["factions_loose"] + n["hooks_loose"] + n["stories_loose"]
    return 1 if loose and not a.no_fail else 0


if __name__ == "__main__":
    sys.exit(main())
