"""Round 22, the strong start against the rest of the trip (issue 10, cold read of algorithm-20
trips r22-cold-a .. r22-cold-j): the same roll twice at the landing (r22-cold-b: "CHARM DL 2 to
calm the crowd" and scene 1's "A crowd ... is waiting for a fight ... Roll CHARM against DL 2"),
and a landing site quiet and loud at once (r22-cold-g: "Quiet and very clean; a robot sweeps the
same square metre forever" and "Someone ... is shouting ...; heads turn").

The facts behind each fix hold (trip/start_echo.py same_trouble and loud_at_quiet, which
trip/start.py draws by), the cold-read seeds read right now, the audit's trips keep every rule of
generators/trip/consistency_r22start.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.rng import Stream
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r22start import RULES, check_r22start, react_of
from generators.trip.daytrip import roll_trip
from generators.trip.start_echo import creature_elsewhere, loud_at_quiet, same_trouble

SHOUT = ("Someone at {place} is shouting that the sky-people have come to take what is theirs; "
         "heads turn towards the hatch.")
CALM = ("First: CHARM DL 2 to calm the crowd before it gathers; a miss: a crowd follows the crew "
        "to the next scene (+1 DL there).")


def _shouting(t: dict) -> dict:
    """``t`` with the r22-cold-b/g beat as its strong start's trouble."""
    st = t["start"]
    place = t["scenes"][0]["place"]
    st["read_aloud"] += " " + SHOUT.format(place=place[:1].lower() + place[1:])
    st["then"] = CALM + " " + st["then"].split(". ", 1)[1]
    return t


def _break_twice() -> dict:
    t = _shouting(trip_where(lambda t: bool(t["scenes"])))
    ob = t["scenes"][0]["obstacle"]
    ob["text"] = (f"A crowd at {t['scenes'][0]['place']} is waiting for a fight, and the crew's arrival "
                  "looks like the start of it.")
    ob["stat"], ob["dl"] = "CHARM", 2
    return t


def _break_quiet() -> dict:
    t = _shouting(trip_where(lambda t: bool(t["scenes"])))
    t["scenes"][0]["read_aloud"] = "Quiet and very clean; a robot sweeps the same square metre forever."
    return t


def _elsewhere(t: dict):
    st = t["start"]
    return next((n for n in t["npcs"] if n.get("source") == "creature" and n.get("where")
                 and n["where"] != st["place"]), None)


def _break_elsewhere() -> dict:
    """r22-cold-f: a kangaroo at the lander, the cast's kangaroo found at scene 2, nothing said."""
    t = trip_where(lambda t: _elsewhere(t) is not None)
    sp = _elsewhere(t)["name"].removeprefix("The ")
    st = t["start"]
    st["read_aloud"] += f" Fresh tracks circle the lander, still warm, and a {sp} is breathing just out of sight."
    st["then"] = ("First: PSYCHE DL 2 to keep still until it moves off; a miss: it charges the hatch (the "
                  "crew's first scene starts in a fight). " + " ".join(st["then"].split(". ")[1:]))
    return t


def _break_untrodden() -> dict:
    """r22-cold-h: "not one footprint on it but the crew's" where another crew's flag flies."""
    t = trip_where(lambda t: bool(t["scenes"]))
    t["scenes"][0]["read_aloud"] = "Red dust that sticks to everything, and not one footprint on it but the crew's."
    t["world"]["before"] = "tourists"
    return t


def _break_sinking() -> dict:
    """r22-cold-a: the lander's feet sink in a car park, in the one space marked RESERVED."""
    t = trip_where(lambda t: bool(t["scenes"]))
    st = t["start"]
    st["read_aloud"] += (" The lander's alarms all go off at once: the ground at the car park is shifting, "
                         "and the lander's feet are sinking.")
    st["then"] = ("First: MIGHT DL 2 to dig the feet out and shore them up (one hour on the clock either way); "
                  "a miss: the lander settles at a tilt, and the slip home first needs BRAINS DL 2 to level it, "
                  "and each miss costs an hour. "
                  + st["then"].split(". ", 1)[1])
    t["scenes"][0]["gm"] = "Where the lander touches down: a car park, in the one space marked RESERVED."
    return t


def _break_late() -> dict:
    """r22-cold-d: Bad Intel about scene 3's place, told twice at scene 3."""
    t = trip_where(lambda t: len(t["scenes"]) > 3)
    sc = t["scenes"][2]
    t["clues"].append({"id": "complication-9", "needed": False,
                       "fact": f"Bad Intel: The briefing was wrong about {sc['place']}: it is half a day further than the map says.",
                       "clues": [{"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "trace",
                                  "how": f"A postcard propped up at {sc['place']}, never sent"}]})
    return t


R22_START_BREAKS = {"clue-warns-late": _break_late, "start-sinking-solid": _break_sinking, "landing-untrodden-visited": _break_untrodden, "start-roll-twice": _break_twice, "start-loud-at-quiet": _break_quiet,
                    "start-creature-elsewhere": _break_elsewhere}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R22_START_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R22_START_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 20, audit/1..300, hang + slip-n-slide): start-roll-twice 8 + 9,
    start-loud-at-quiet 1 + 2, start-creature-elsewhere 38 + 54, landing-untrodden-visited 1 + 0,
    start-sinking-solid 3 + 1, clue-warns-late 11 + 18."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r22start(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


def test_the_audit_reads_every_start_beat():
    """The rules read the start's react line back from its text: every audit trip's is found."""
    for i in range(1, 60):
        beat, roll = react_of(audit_trip(i)["start"])
        assert beat and roll, i


def test_same_trouble_is_one_trouble_on_one_stat():
    ob = "A crowd at the Ottina Crater Town is waiting for a fight, and the crew's arrival looks like the start of it."
    roll = "CHARM DL 2 to calm the crowd before it gathers; a miss: a crowd follows the crew"
    assert same_trouble("Someone is shouting; heads turn", roll, ob, "CHARM") == "a crowd"
    assert same_trouble("Someone is shouting; heads turn", roll, ob, "GRACE") == ""
    assert same_trouble("The ground is shifting", "MIGHT DL 2 to dig the feet out", ob, "MIGHT") == ""


def test_loud_at_quiet_reads_the_site():
    beat = "Someone at the reef is shouting that the sky-people have come; heads turn towards the hatch"
    assert loud_at_quiet(beat, "CHARM DL 2 to calm the crowd", "Quiet and very clean; a robot sweeps") == "shouting"
    assert loud_at_quiet(beat, "CHARM DL 2 to calm the crowd", "Busy and loud, full of traders") == ""
    # a rival crew waving "too cheerfully" is no noise
    assert loud_at_quiet("its crew waves, too cheerfully", "CHARM DL 2 to learn", "It is quieter than it ought to be") == ""


@pytest.mark.parametrize("seed", ["r22-cold-b", "r22-cold-g", "r22-cold-f", "r22-cold-h", "r22-cold-i"])
def test_the_cold_read_seeds_read_right(seed):
    t = roll_trip(Stream(seed, "trip/1")).to_dict()
    found = []
    check_r22start(t, t["world"], [], lambda rule, msg: found.append((rule, msg)))
    assert not found, found
    assert "calm the crowd" not in t["start"]["then"]


def _kin(t: dict):
    """(name, where) of the cast creature whose kind the start's beat meets at the lander, or None."""
    cast = [(n["name"], n.get("where") or "") for n in t["npcs"] if n.get("source") == "creature"]
    return creature_elsewhere(t["start"]["read_aloud"], cast, t["start"]["place"])


def test_no_creature_of_the_cast_s_kind_at_the_lander():
    """The cast's own creature stays where it is found, and the strong start meets no creature of
    its kind at the lander: round 26 told one there as "another <kind>" (r26-cold a, i), which a
    cold reader of round 27 read as "another" before any was met; since round 27 the start draws
    another beat (start_kin.later_kin, consistency_r27beasts.py), and never a GM line explaining
    it. Before (algorithm 25, audit/1..300): 16 (hang) + 9 (slip-n-slide) trips met one."""
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 100):
            t = audit_trip(i, seed)
            assert _kin(t) is None, (seed, i, t["start"]["read_aloud"][-160:])
            assert "not the one in the cast" not in t["start"]["then"]


def _entries(o):
    if isinstance(o, dict):
        if "text" in o:
            yield o
        for v in o.values():
            yield from _entries(v)
    elif isinstance(o, list):
        for v in o:
            yield from _entries(v) if not isinstance(v, str) else iter([{"text": v, "needs": ""}])


def test_untrodden_ground_and_another_crew_keep_apart():
    """r22-cold-h: the untrodden look needs a world nobody has visited, the flag put up this
    morning a world somebody has."""
    root = Path(__file__).resolve().parent.parent / "corpora" / "grammars"
    looks = [e for e in _entries(json.loads((root / "places.json").read_text())) if "not one footprint" in e["text"]]
    flags = [e for e in _entries(json.loads((root / "planet.json").read_text())) if "flag flies at the landing" in e["text"]]
    assert looks and all("before: none" in (e.get("needs") or "") for e in looks)
    assert flags and all("before != none" in (e.get("needs") or "") for e in flags)


def test_r22_cold_h_lands_on_ground_that_fits_its_visitors():
    """r22-cold-h (a world others had visited, "not one footprint" at its landing); under
    algorithm 25 that seed's world has no visitors before, so the trips read are r22-cold-h's
    and on, until eight worlds with visitors before are met."""
    seen = 0
    for k in range(200):
        t = roll_trip(Stream("r22-cold-h" if k == 0 else f"r22-cold-h-{k}", "trip/1")).to_dict()
        if t["world"].get("before") in (None, "none"):
            continue
        seen += 1
        assert "not one footprint" not in t["scenes"][0]["read_aloud"], k
        if seen == 8:
            break
    assert seen == 8


def test_a_landing_on_made_ground_draws_no_sinking_feet():
    """r22-cold-a: the react line of the sinking lander needs ``solid != yes``, the shouting one
    ``din != quiet``; every made landing site of slip_in_what reads as solid."""
    from generators.data import load
    from generators.trip.start_echo import SOLID

    lines = {f["roll"].split(";")[0]: f.get("needs") or "" for _, _, f in load("trip/play_lines").items
             if str(f.get("use", "")).startswith("react:")}
    assert "solid != yes" in lines["MIGHT DL {dl} to dig the feet out and shore them up (one hour on the clock either way)"]
    assert "din != quiet" in lines["CHARM DL {dl} to calm the crowd before it gathers"]
    root = Path(__file__).resolve().parent.parent / "corpora" / "grammars"
    sites = [e["text"] for e in _entries(json.loads((root / "places.json").read_text())["rules"]["slip_in_what"])]
    for made in ("a roof that creaks", "a car park", "a dry fountain", "a wide flat rock"):
        assert any(made in x and SOLID.search(x) for x in sites), made


def test_a_car_park_landing_does_not_sink():
    """r22-cold-a: the lander's feet sank in a car park, in the one space marked RESERVED; every
    audit trip that lands in such a space now lands on solid ground."""
    parks = [t for seed in ("hang", "slip-n-slide") for i in range(1, 300)
             if "RESERVED" in (t := audit_trip(i, seed))["scenes"][0]["gm"]]
    assert parks, "no audit trip lands in a reserved space"
    for t in parks:
        assert "sinking" not in t["start"]["read_aloud"]


def test_a_warning_is_told_before_its_place():
    """clue_early: a stealth at scene 1 is told at the barn; a Bad Intel about scene 3 at an
    earlier scene; a Bad Intel about scene 1 has nothing earlier (the barn cannot know its own
    briefing was wrong)."""
    from generators.trip.clue_early import can_be_early, early_first, in_time, warned_at

    scenes = [{"id": f"scene-{i}", "number": i, "place": p} for i, p in
              enumerate(["The Mast", "The Bazaar", "The Reef", "The Tower"], 1)]
    assert warned_at("Bad Intel: The briefing was wrong about the Reef: it is further.", scenes) == 3
    assert warned_at("Stealth Required: The locals at the Mast report strangers.", scenes) == 1
    assert warned_at("Deadline: the Reef by hour 20.", scenes) is None
    assert not can_be_early("Bad Intel: the Mast", 1) and can_be_early("Stealth Required: the Mast", 1)
    late = [{"scene": "scene-3"}, {"scene": "scene-3"}]
    pool = [{"scene": "scene-2"}, {"scene": "scene-3"}]
    got = early_first(late, pool, scenes, 3, "Bad Intel: the Reef", lambda e: e[0], {"use": "intel:home"})
    assert in_time(got[0], scenes, 3) and len(got) == 2
    got = early_first([{"scene": "scene-2"}], [], scenes, 1, "Stealth Required: the Mast", lambda e: e[0],
                      {"scene": "scene-1", "use": "intel:home"})
    assert got[0]["use"] == "intel:home"


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_warnings_come_in_time(seed):
    """r22-cold-a (Stealth Required at scene 1, told at 2 and 3) and -d (Bad Intel about scene 3,
    both clues there): a warning that names a scene's place has a clue before it, on every audit
    trip that has one (the scene it names read off the trip)."""
    from generators.trip.clue_early import in_time, warned_at

    seen = 0
    for i in range(1, 120):
        t = audit_trip(i, seed)
        for fact in [f for f in t["clues"] if warned_at(f["fact"], t["scenes"])]:
            late = warned_at(fact["fact"], t["scenes"])
            seen += 1
            assert any(in_time(cl, t["scenes"], late) for cl in fact["clues"]) or late == 1, (i, fact["fact"])
    assert seen >= 5, seen
