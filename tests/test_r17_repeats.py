"""Round 17, repeats: lines repeated inside one trip (generators/trip/consistency_r17repeats.py;
cold read 25, READER-F and READER-G "Repeats").

The facts behind the fixes hold (each scene is dealt its own want, from the campaign's deck; no
two people share a stock piece of their look; at most two swarm obstacles; the barn's rumour is
one whole sentence of our corpus), and each rule fires on a contradicting trip."""

from __future__ import annotations

import copy
from collections import Counter

from audit_trips import audit_trip
from audit_trips import fires as _fires, trip_where as _trip_where
from generators.content.look_once import distinct_look, look_pieces
from generators.data import load
from generators.rng import Stream
from generators.trip.consistency import check
from generators.trip.consistency_r17repeats import RULES, check_r17repeats
from generators.trip.scenes import MAX_SWARMS, is_swarm, swarms_capped

TRIPS = range(1, 61)


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if not n.get("creature") and n.get("body") != "creature"]


def test_no_scene_wants_what_another_wants():
    """Cold read 25 h: scenes 2 and 3 both 'A safe way on towards the great falls, and a look
    at who else is heading there.'"""
    for seed in ("hang", "slip-n-slide"):
        for i in TRIPS:
            wants = [sc["want"] for sc in audit_trip(i, seed)["scenes"]]
            assert len(set(wants)) == len(wants), (seed, i, wants)


def test_wants_vary_across_trips():
    """The campaign's deck deals the wants from a wider pool: no lead want (its first four
    words, before the place) is on a quarter of the trips (r17-base: 'A safe way on' on 19 of 60)."""
    lead = Counter(" ".join(sc["want"].split(" ")[:4]) for i in TRIPS
                   for sc in audit_trip(i, "hang")["scenes"] if sc["kind"] == "lead")
    assert lead and max(lead.values()) < len(TRIPS) // 4, lead.most_common(3)


def test_no_two_people_share_a_look_piece():
    """Cold read 25 j: 'a dressing gown and a tool belt' on the tourist and on the warden; e:
    'Ageless in a worrying way' twice."""
    assert "a dressing gown and a tool belt" in look_pieces("Thick-necked, dressed in a dressing gown and a tool belt.")
    assert "ageless in a worrying way" in look_pieces("Ageless in a worrying way, rangy")
    for seed in ("hang", "slip-n-slide"):
        for i in TRIPS:
            seen: Counter = Counter()
            for n in _people(audit_trip(i, seed)):
                seen.update(look_pieces(n["look"]))
            assert not [p for p, k in seen.items() if k > 1], (seed, i, seen)


def test_distinct_look_redraws_a_shared_piece():
    taken = set(look_pieces("wearing a dressing gown and a tool belt"))
    looks = iter(["Barely twenty, in a dressing gown and a tool belt", "Barely twenty, in a smock stiff with dried clay"])
    assert distinct_look(Stream("t", "look"), lambda s: next(looks), taken) == \
        "Barely twenty, in a smock stiff with dried clay"


def test_at_most_two_swarm_obstacles():
    """Cold read 25 f: spiders, midges, wasps, burrowers, small things and beetles: six."""
    fields = [f for _, _, f in load("trip/play_obstacles").items]
    swarms = [v for v, _, f in load("trip/play_obstacles").items if is_swarm(f)]
    assert len(swarms) > MAX_SWARMS
    pool = [(v, f) for v, _, f in load("trip/play_obstacles").items]
    assert any(is_swarm(f) for _, f in swarms_capped(pool, set(swarms[:1])))
    assert not any(is_swarm(f) for _, f in swarms_capped(pool, set(swarms[:MAX_SWARMS])))
    assert fields
    for seed in ("hang", "slip-n-slide"):
        for i in TRIPS:
            t = audit_trip(i, seed)
            n = sum(ob is not None and ob.get("opposition") == "Wildlife/Animals" and "foes" in ob
                    and ob["foes"] is None for sc in t["scenes"] for ob in (sc["obstacle"], sc.get("surprise")))
            assert n <= MAX_SWARMS, (seed, i, n)


def test_the_barn_rumour_is_one_whole_sentence():
    """Cold read 25: 'Dr. Barker gave a lecture on slip safety, and the barn cat knows' (two
    rumours' clauses joined by the Markov chain). Now one sentence of our own corpus, dealt from
    the campaign's deck (trips in a row hear different ones)."""
    whole = set(load("text/barn_rumours").value_tuple)
    said = [d["text"] for i in TRIPS for d in audit_trip(i, "hang")["node"]["details"]
            if d["label"] == "Overheard in the barn"]
    assert len(said) == len(TRIPS) and all(s in whole for s in said), [s for s in said if s not in whole][:3]
    assert len(set(said)) >= len(said) - 3


def test_the_start_beat_is_not_met_again():
    """Cold read 25 a: the dune-burrower at the hatch (a roll), then scene 1's obstacle (a second
    roll) in the first ten minutes; b: a glowing stone at the start and as scene 2's obstacle. A
    beat whose miss leads into scene 1 ("the crew's first scene starts in a fight") sets it up."""
    from generators.trip.start_echo import start_echoes
    assert start_echoes("A boar is under the lander, licking its hull.", ["The boar charges."],
                        "The boar charges.", ["The boar"], "First: CHARM DL 2; a miss: it bites") == "The boar"
    assert not start_echoes("A boar is under the lander.", ["The boar charges."], "The boar charges.", ["The boar"],
                            "First: PSYCHE DL 2; a miss: the crew's first scene starts in a fight")
    assert start_echoes("A local holds a stone that glows like a coal.", ["x", "A glowing stone blocks the way."],
                        "x", [])
    for seed in ("hang", "slip-n-slide"):
        for i in TRIPS:
            said: list[str] = []
            check_r17repeats(audit_trip(i, seed), {}, None, lambda rule, msg: said.append(f"{rule}: {msg}"))
            assert not said, (seed, i, said)


def _break_want() -> dict:
    t = _trip_where(lambda t: len(t["scenes"]) >= 3)
    t["scenes"][2]["want"] = t["scenes"][1]["want"]
    return t


def _break_look() -> dict:
    t = _trip_where(lambda t: len(_people(t)) >= 2 and look_pieces(_people(t)[0]["look"]))
    a, b = _people(t)[:2]
    b["look"] = a["look"]
    return t


def _break_swarms() -> dict:
    t = _trip_where(lambda t: len(t["scenes"]) >= MAX_SWARMS + 1)
    for sc in t["scenes"][:MAX_SWARMS + 1]:
        sc["obstacle"] = dict(sc["obstacle"], opposition="Wildlife/Animals", foes=None,
                              text="Midges rise off the place in clouds at every footstep.")
    return t


def _break_rumour() -> dict:
    t = copy.deepcopy(audit_trip(1, "hang"))
    for d in t["node"]["details"]:
        if d["label"] == "Overheard in the barn":
            d["text"] = "Dr. Barker gave a lecture on slip safety, and the barn cat knows."
    return t


def _break_start() -> dict:
    """Cold read 25 b: the runner's glowing stone at the hatch, then a glowing stone as scene 2's obstacle."""
    t = _trip_where(lambda t: len(t["scenes"]) >= 2)
    t["start"]["read_aloud"] += (" A local runs past the hatch holding a stone that glows like a coal, drops it at"
                                 " the crew's feet, and keeps running.")
    t["scenes"][1]["obstacle"] = dict(t["scenes"][1]["obstacle"], text="A glowing stone at the museum is too bright"
                                      " to look at, and it sits where the way on is.")
    return t


R17_REPEATS_BREAKS = {
    "start-beat-again": _break_start,
    "scene-want-twice": _break_want,
    "npc-look-twice": _break_look,
    "swarm-obstacles-many": _break_swarms,
    "barn-rumour-whole": _break_rumour,
}


def test_every_rule_has_a_break_and_fires():
    assert set(R17_REPEATS_BREAKS) == set(RULES)
    for rule, make in R17_REPEATS_BREAKS.items():
        assert _fires(make(), rule), rule
