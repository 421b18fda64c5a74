"""Round 21, scenes (cold read 29, algorithm-19 trips of seeds r20-cold-a .. r20-cold-j read
cold): Stealth Required at a scene whose point is a talk (r20-cold-a), every obstacle on one
stat (r20-cold-g), ticks pushing a DL to 9 (r20-cold-i), a way round at a place met only later
(r20-cold-b).

The facts behind each fix hold (the wants' needs, the Psychological lines' stats, the clock's
cap, the way's own place), the cold-read seeds read right now, the audit's trips keep every rule
of generators/trip/consistency_r21scenes.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.content.line_places import unseen_away
from generators.trip.clock_dl import cap_tick_dls
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r21scenes import ADD, RULES, RULING, TALK, check_r21scenes


def _stealth_scene(t: dict) -> dict | None:
    m = RULING.search(t["start"].get("then") or "")
    return t["scenes"][int(m.group(1)) - 1] if m else None


def _break_stealth() -> dict:
    t = trip_where(lambda t: _stealth_scene(t) is not None and _stealth_scene(t)["kind"] == "lead")
    _stealth_scene(t)["want"] = "Someone here who has heard of the tower, and a reason for them to tell."
    return t


def _break_one_stat() -> dict:
    t = trip_where(lambda t: len({sc["obstacle"]["stat"] for sc in t["scenes"]}) > 1)
    for sc in t["scenes"]:
        sc["obstacle"]["stat"] = "PSYCHE"
    return t


def _break_dl() -> dict:
    t = trip_where(lambda t: bool(t["clock"]["ticks"]))
    goal = t["scenes"][-1]
    goal["obstacle"]["dl"] = 3
    for k, add in ((1, 1), (2, 1), (3, 2), (4, 1), (4, 1)):  # r20-cold-i: DL 3 to 9
        t["clock"]["ticks"][k]["events"].append(
            {"track": "goal", "text": f"The way in is watched (+{add} DL at {goal['place']})."})
    return t


def _break_way() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 3)
    later = t["scenes"][-1]["place"]
    t["scenes"][1]["obstacle"]["way"] = (f"They drink at {later[:1].lower() + later[1:]} and talk too much: an "
                                         "hour there and a BRAINS roll (DL 3) finds out where they will be waiting.")
    return t


R21_SCENES_BREAKS = {"stealth-at-talk": _break_stealth, "obstacles-one-stat": _break_one_stat,
                     "tick-dl-past-six": _break_dl, "way-names-later-place": _break_way}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R21_SCENES_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R21_SCENES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 19 before this round, audit/1..300): stealth-at-talk 5 + 3, obstacles-one-stat
    23 + 32, tick-dl-past-six 90 + 99, way-names-later-place 5 + 4 (hang + slip-n-slide)."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r21scenes(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def _want_lines():
    return [(v, f) for v, _, f in load("trip/play_lines").items if str(f.get("use", "")).startswith("want:")]


def test_every_talking_want_needs_the_scene_to_be_no_stealth_place():
    """Cold read 29, r20-cold-a: "Someone here who has heard of the tower, and a reason for them
    to tell" where the crew must stay hidden. Every want that is a talk with someone at the scene
    (outside the climax, whose deal goals keep the line off the goal: content/line_places.py) needs
    ``stealth != here``, and every kind of scene but the roleplay keeps a want that fits there."""
    talk = [(v, f) for v, f in _want_lines() if TALK.search(v) and f["use"] not in ("want:roleplay", "want:climax")]
    assert len(talk) >= 10
    base = {"inhabited": True, "inhabitants": "many", "maguffin_made": "no", "someone_here": "yes",
            "maguffin": "object", "maguffin_form": "device", "node": "planet", "tech": "iron"}
    for v, f in talk:
        assert re.search(r"\bstealth != here\b", f.get("needs") or ""), v
        assert not fits(f["_needs"], dict(base, stealth="here")), v
    for use in ("want:arrival", "want:lead", "want:setback"):
        assert any(fits(f.get("_needs"), dict(base, stealth="here")) for v, f in _want_lines() if f["use"] == use), use


def test_stealth_stays_off_a_goal_that_is_a_deal():
    places = ["the landing", "the market hall", "the bridge", "the mill"]
    cc = {"_world": {"mission": "trade"}, "place": "the market hall", "place2": "the bridge"}
    out = unseen_away(cc, places)
    assert "the market hall" not in (out["place"], out["place2"]) and out["place2"] == "the bridge"
    # round 40 (cold39-a-alder-5): an exploration's, a survey's, a tourist party's goal has its keeper
    # and price too (release:record); only a captive held under lock or knot may be reached unseen
    out = unseen_away(dict(cc, _world={"mission": "exploration"}), places)
    assert "the market hall" not in (out["place"], out["place2"]), out
    held = {"mission": "rescue", "maguffin_state": "held"}
    assert unseen_away(dict(cc, _world=held), places) == dict(cc, _world=held)


def test_r20_cold_a_hides_where_nobody_needs_talking_to():
    """r20-cold-a (algorithm 19): Stealth Required at a scene whose point was a talk; now no audit
    trip hides the crew where its scene wants someone talked to."""
    seen = 0
    for i in range(1, 81):
        t = audit_trip(i)
        sc = _stealth_scene(t)
        if sc is not None:
            seen += 1
            assert sc["kind"] != "roleplay" and not TALK.search(sc["want"]), (i, sc["want"])
    assert seen, "no audit trip of 1..80 has a Stealth Required scene"


def test_psychological_challenges_roll_more_than_psyche_on_any_world():
    """r20-cold-g: six PSYCHE obstacles. The kind has lines on other stats with no ``realistic``
    need, so trip/scenes.py one_stat has another stat to deal on a realistic node too."""
    lines = [f for _, _, f in load("trip/play_obstacles").items if f["opposition"] == "Psychological Challenges"]
    other = {f["stat"] for f in lines if f["stat"] != "PSYCHE" and "realistic" not in (f.get("needs") or "")}
    assert {"CHARM", "BRAINS", "HEALTH"} <= other


def test_r20_cold_g_spreads_its_stats():
    """r20-cold-g (algorithm 19): every obstacle on PSYCHE; no audit trip of two scenes or more
    puts every obstacle on one stat."""
    for i in range(1, 81):
        t = audit_trip(i)
        if len(t["scenes"]) > 1:
            assert len({sc["obstacle"]["stat"] for sc in t["scenes"]}) > 1, i


def test_ticks_stop_at_dl_6():
    """The rules: "6 = very hard 7 = unlikely ... Actions of DL 7 or higher are impossible for an
    unskilled and unequipped human to perform without help"."""
    scenes = [{"id": "scene-1", "place": "The landing", "obstacle": {"dl": 2}},
              {"id": "scene-2", "place": "The Hotel Lobby", "obstacle": {"dl": 3}, "surprise": {"dl": 4}}]
    ticks = [{"tick": k, "events": [{"text": f"Trouble {k} (+{a} DL at the Hotel Lobby)."}]}
             for k, a in ((1, 1), (2, 2), (3, 1))]
    ticks[0]["events"].append({"text": "Cold (+1 DL on every GRACE roll in the open until the next tick)."})
    cap_tick_dls(ticks, scenes)
    said = [e["text"] for tk in ticks for e in tk["events"]]
    assert said[0] == "Trouble 1 (+1 DL at the Hotel Lobby)."  # 4 -> 5
    assert said[1] == "Cold (+1 DL on every GRACE roll in the open until the next tick)."
    assert "(+1 DL at the Hotel Lobby, to DL 6 at most)" in said[2]  # 5 -> 6, not 7
    assert "no further rise at the Hotel Lobby" in said[3] and not ADD.search(said[3])
    # the rolls to go unnoticed there, and the goal's bare "+2 DL", rise no further either
    more = [{"tick": 5, "events": [{"text": "Watched (+1 DL on every roll to go unnoticed at the Hotel Lobby)."},
                                   {"text": "Anywhere (+1 DL on every roll to go unnoticed or to shake them off)."}]},
            {"tick": 6, "events": [{"text": "The one person leaves; every roll about it is harder (+2 DL)."}]}]
    scenes[1]["obstacle"]["dl"], scenes[1]["surprise"] = 5, None
    cap_tick_dls(more, scenes)
    said = [e["text"] for tk in more for e in tk["events"]]
    assert said[0] == "Watched (+1 DL on every roll to go unnoticed at the Hotel Lobby)."  # 5 -> 6
    assert said[1].endswith("(+1 DL on every roll to go unnoticed or to shake them off).")
    assert "no further rise at the Hotel Lobby" in said[2]


def test_r20_cold_i_climax_stays_at_most_dl_6():
    """r20-cold-i (algorithm 19): ticks took the climax to DL 9; the clock of the first audit
    trip whose ticks raise the goal's DL stops at 6."""
    def rise(t: dict) -> int:
        goal = t["scenes"][-1]
        return sum(int(m.group(1)) for tk in t["clock"]["ticks"] for e in tk["events"]
                   for m in ADD.finditer(e["text"])
                   if m.group(3) in (None, goal["place"], goal["place"][:1].lower() + goal["place"][1:])
                   and not (m.group("what") and not m.group(3)))  # "every roll to go unnoticed", anywhere: no place's rise
    t = trip_where(lambda t: bool(t["scenes"]) and rise(t) > 0)
    assert t["scenes"][-1]["obstacle"]["dl"] + rise(t) <= 6


def test_r20_cold_b_way_round_stays_at_its_own_place():
    """r20-cold-b (algorithm 19), scene 2 (the People's Bazaar): "They drink at the old mine"
    (scene 5); every "They drink at" way round of the audit trips names its own scene's place."""
    from generators.trip.parts import inline

    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 151):
            for sc in audit_trip(i, seed)["scenes"]:
                if sc["obstacle"]["way"].startswith("They drink at"):
                    seen += 1
                    # (as a sentence names it: "the old mine", and a name that is all name,
                    # "Island Minus One", as it is: trip/parts.py inline)
                    assert inline(sc["place"]) in sc["obstacle"]["way"], sc["obstacle"]["way"]
    assert seen, "no audit trip has a 'they drink at' way round any more"