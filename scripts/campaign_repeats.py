"""Whole lines one kind of a campaign repeats within ten trips in a row (round 25, issue 10).

    .venv/bin/python scripts/campaign_repeats.py slip-n-slide 300

Builds the campaign's trips as scripts/variety.py does and, for each kind of line (faction
names, NPC secrets and wants, client endings, follow-ups, obstacles, ways round, faction
details, rival crews; names and numbers masked as variety.py masks them), prints how many of
the sliding windows of ten trips repeat a line of that kind, how many repeats the runs of
ten hold, and the lines repeated most often."""
import re
import sys
from collections import Counter, defaultdict
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))
from scripts.variety import names_of
from generators.rng import Stream
from generators.rules.board import roll_board
from generators.trip.daytrip import trip_from_mission

def mask(t, text):
    for x in names_of(t):
        if len(x) > 3:
            text = text.replace(x, "X")
    return re.sub(r"\d[\d,.]*", "N", text)

def kinds(t):
    out = defaultdict(list)
    out["faction"] = [f["name"] for f in t["factions"]]
    out["secret"] = [mask(t, n["secret"]) for n in t["npcs"]]
    out["client_ending"] = [mask(t, e["client"]) for e in t["endings"] if e.get("client")]
    out["follow"] = [mask(t, x) for e in t["endings"] for x in e.get("follows") or []]
    out["obstacle"] = [mask(t, o.split(": ", 1)[-1]) for o in t["obstacles"]] + [mask(t, sc["obstacle"]["text"]) for sc in t["scenes"]]
    out["way"] = [mask(t, sc["obstacle"]["way"]) for sc in t["scenes"]]
    out["want"] = [mask(t, n["want"]) for n in t["npcs"]]
    out["faction_detail"] = [mask(t, d["text"]) for f in t["factions"] for d in f["details"] if d["label"] not in ("Status","Captain")]
    out["rival"] = [r["name"] for r in t["rivals"]]
    return out

seed = sys.argv[1]; n = int(sys.argv[2])
board = roll_board(Stream(seed, "board/1"), "typical", n)
trips = []
for i, m in enumerate(board.missions, 1):
    t = trip_from_mission(m, Stream(seed, f"board/1/mission/{i}"), number=i).to_dict()
    trips.append(kinds(t))
for k in trips[0]:
    hits = 0; ex = Counter(); tot = 0
    for g in range(0, n - 9):  # sliding windows
        where = Counter(s for tr in trips[g:g+10] for s in set(tr[k]))
        rec = [s for s, c in where.items() if c > 1]
        if rec: hits += 1
        ex.update(rec)
    # non-overlapping
    pairs = 0
    for g in range(0, n - 9, 10):
        where = Counter(s for tr in trips[g:g+10] for s in set(tr[k]))
        pairs += sum(c - 1 for c in where.values() if c > 1)
    print(f"{k:15s} sliding windows with a repeat: {hits}/{n-9}; repeats in the {(n - 9 + 9) // 10} runs of 10: {pairs}; e.g. {ex.most_common(2)}")
