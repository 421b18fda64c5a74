"""Round 18, repeats across the trips of one Big Board (cold read 26: several trips of one
board read in a row, the same client or the same maguffin twice; and every sightseeing trip's
climax with the same last barrier, word for word).

The board deals its clients and maguffins without replacement (generators/content/
board_deal.py), from the board's seed and each trip's number only; the tourism climax's last
barrier, its want and its opening line are drawn by fit from more rows of corpora/. Each rule of
generators/trip/consistency_r18repeats.py fires on a trip broken on purpose."""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import lru_cache

from audit_trips import audit_trip, fires, trip_where
from generators.content.board_deal import board_index
from generators.data import load
from generators.trip.consistency import check
from generators.trip.consistency_r18repeats import RULES

TOURISM = "Sightseeing/Tourism"


def _break_client_kind() -> dict:
    t = trip_where(lambda t: t["world"].get("client") == "company")
    t["world"]["client"] = "person"  # "Slip-N-Slide Adventure Tours, LLC" as a person
    return t


def _break_maguffin_kind() -> dict:
    t = trip_where(lambda t: t["maguffin"].get("kind") == "view")
    t["world"]["maguffin"] = "place"
    return t


R18_REPEATS_BREAKS = {"client-name-kind": _break_client_kind,
                      "maguffin-kind-fact": _break_maguffin_kind}


def test_every_rule_has_a_break_and_fires():
    assert set(R18_REPEATS_BREAKS) == set(RULES)
    for rule, brk in R18_REPEATS_BREAKS.items():
        assert fires(brk(), rule), rule


def test_audit_trips_keep_the_dealt_facts():
    for i in range(1, 40):
        assert not [v for v in check(audit_trip(i)) if v.rule in RULES], i


# --- the board's deal -------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _board(seed: str, reverse: bool = False) -> tuple[str, ...]:
    """The board's trips as `daytrip build` makes them (JSON), built in order or backwards."""
    from generators.rng import Stream
    from generators.rules.board import roll_board
    from generators.trip.daytrip import trip_from_mission

    root = Stream(seed, "board/1")
    ms = list(enumerate(roll_board(root, "typical").missions, 1))
    out = {i: json.dumps(trip_from_mission(m, root.child("mission", i), number=i).to_dict(), sort_keys=True)
           for i, m in (reversed(ms) if reverse else ms)}
    return tuple(out[i] for i in sorted(out))


def _repeats(seed: str) -> tuple[int, int]:
    trips = [json.loads(t) for t in _board(seed)]
    clients = Counter(t["client"] for t in trips)
    maguffins = Counter(t["maguffin"]["what"].lower() for t in trips)
    return sum(v - 1 for v in clients.values()), sum(v - 1 for v in maguffins.values())


def test_a_board_deals_each_client_and_maguffin_once():
    """Boards whose trips met on a client or a maguffin before the deal (board-12: the
    Ziggurat's Department of Applied Lies twice; board-27, board-43: both; board-20, board-36:
    a maguffin), over 50 default boards 6 clients and 5 maguffins repeated. On these five boards
    4 clients and 4 maguffins came twice before the deal; now no client does, and fewer maguffins
    (2 once round 18's world facts were merged: board-20's and board-27's; the deal steps on to
    the next card that fits, which a sibling trip may have)."""
    got = {seed: _repeats(seed) for seed in ("board-12", "board-20", "board-27", "board-36", "board-43")}
    assert all(c == 0 for c, _ in got.values()), got
    assert sum(m for _, m in got.values()) < 4, got


def test_a_trip_does_not_depend_on_the_others_or_their_order():
    """Same seed, same bytes, whichever trip is built first (the deal reads only the seed and
    the trip's own number)."""
    assert _board("board-27") == _board("board-27", reverse=True)
    assert [board_index(p) for p in ("board/1/mission/3/content", "audit/7", "trip/1",
                                      "board/1/mission/2/reroll/1/content")] == [2, 6, 0, 13]


# --- the tourism climax -----------------------------------------------------------------------

def _pattern(v: str) -> re.Pattern:
    return re.compile(re.sub(r"\\\{[a-z_]+\\\}", ".+?", re.escape(v[:1].upper() + v[1:])) + r"\.?$")


def _rows(use: str) -> list[re.Pattern]:
    return [_pattern(v) for v, _, f in load("trip/play_lines").items
            if f.get("use") == use and "mission: tourism" in str(f.get("needs"))]


def _row(text: str, rows: list[re.Pattern]) -> int | None:
    return next((k for k, p in enumerate(rows) if p.match(text)), None)


def _tourism_climaxes(n: int = 24) -> list[dict]:
    from generators.content.force import MISSION_TYPES

    k = MISSION_TYPES.index(TOURISM)
    out = []
    for i in range(1, 400):
        if (i // 6) % 6 == k:
            out.append([s for s in audit_trip(i)["scenes"] if s["kind"] == "climax"][0])
            if len(out) == n:
                return out
    return out


def test_tourism_rows_in_the_corpus():
    """More than one last barrier per kind of world, and more than one want."""
    lines = [(v, str(f.get("needs"))) for v, _, f in load("trip/play_lines").items
             if f.get("use") == "release:record" and "mission: tourism" in str(f.get("needs"))]
    # per kind of world: a place's own din (round 20, "din != loud") is no kind of world
    per = Counter(n.replace("; din != loud", "") for _, n in lines)
    assert all(c >= 2 for c in per.values()), per
    assert per["mission: tourism; since: 1850; inhabited; tech >= iron"] >= 5, per


def test_the_tourism_climax_is_not_one_block():
    """Over the hang audit's first 24 sightseeing trips, the climax's last barrier comes from
    at least four rows and none on more than half of them (before: "X decides who goes in at
    Y: pay ... or slip the tourists in by a side way" on 19 of the 24), and its opening line
    from at least three lead-ins (before: two, 12 and 12)."""
    climaxes = _tourism_climaxes()
    rows = _rows("release:record")
    used = Counter(_row(c.get("release") or "", rows) for c in climaxes if c.get("release"))
    assert None not in used, used
    assert len(used) >= 4, used
    assert max(used.values()) <= len(climaxes) // 2, used
    leads = Counter(c["gm"].split(":")[0] for c in climaxes)
    assert len(leads) >= 3, leads
