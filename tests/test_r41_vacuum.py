"""Round 41, airless worlds: each rule of generators/trip/consistency_r41vacuum.py fires on a trip
broken on purpose (R41_VACUUM_BREAKS), and the data keep to it.

Cold reads of round 40 (notes/r40/cold_a_report.md, cold_b_report.md): cold40-a-dove-19 ("Atmosphere:
Vacuum: no air at all") with "locals calling one name into every corner", a tourist who wants "To try
the local food, all of it", a dragon that "Calls in a voice that sounds like someone the crew know",
"A footfall here is felt through the boots, never heard. Underfoot, felt through the suit's boots:
ground that squeaks faintly, like new shoes", "Thorny scrub ... tears at clothes and skin" and "a wax
candle"; the GM "would have to decide how human locals live in vacuum (suits? domes?)".
cold40-b-iris-23 (a vacuum rubble pile): "a few prophets sleep here in the open", "Climate: Cold:
fingers go numb in an hour without gloves", "How the Mela live without air (domes? suits?)".
cold40-b-hazel-2 (corrosive air, the crew masked): "Tie cloths over mouths and noses and go at a
walk", and "curls flattened by a hat just visible through the visor of a sealed helmet"."""

from __future__ import annotations

import pytest

from audit_trips import fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r41vacuum import (CLOTH, FLAME, FOOD, GLOVES, HAT, LIVES, OPEN_SLEEP, RULES, SKIN,
                                                   SOUND)

VACUUM = {"node": "planet", "air": "vacuum", "inhabitants": "many", "natives": "human", "body": "human",
          "tech": "iron", "life": "rich", "settled": "villages", "water": "none", "sun": "mild", "climate": "cold",
          "setting": "outdoor", "place_kind": "wild", "place_promise": "prophets", "monster_way": "lurks",
          "monster_size": "big", "monster_shape": "beast", "silent": "no", "meets_visitors": True, "folk": "local",
          "masked": "yes", "lost": "no", "slip_look": None, "footing": "rock", "realistic": "no",
          "place_shape": "hollow"}


def _vacuum(t: dict, **more) -> dict:
    t["world"].update(air="vacuum", **more)
    return t


def _two_scenes(t: dict) -> bool:
    return len(t["scenes"]) >= 2 and any(n.get("folk") == "local" for n in t["npcs"])


def _break_sound() -> dict:
    t = _vacuum(trip_where(_two_scenes))
    t["scenes"][1]["read_aloud"] += " Locals calling one name into every corner."
    return t


def _break_open_air() -> dict:
    t = _vacuum(trip_where(_two_scenes))
    t["scenes"][1]["read_aloud"] += " A wax candle stub, with a few words cut small into the wax."
    return t


def _break_locals() -> dict:
    t = _vacuum(trip_where(lambda t: _two_scenes(t) and any(d["label"] == "Locals" for d in t["node"]["details"])))
    t["world"]["inhabitants"] = "many"
    next(d for d in t["node"]["details"] if d["label"] == "Locals")["text"] = (
        "Humans, descended from a lost colony; they keep a law for every day of the week")
    return t


def _break_cloth() -> dict:
    t = trip_where(_two_scenes)
    t["world"]["air"] = "toxic"
    t["scenes"][1]["read_aloud"] += " Tie cloths over mouths and noses and go at a walk."
    return t


def _break_hat() -> dict:
    t = trip_where(_two_scenes)
    n = next(n for n in t["npcs"] if n.get("folk") == "local")
    n["look"] = "Middle-aged, rangy, with curls flattened by a hat just visible through the visor of a sealed helmet"
    return t


R41_VACUUM_BREAKS = {"sound-in-vacuum": _break_sound,
                     "open-air-life-in-vacuum": _break_open_air,
                     "locals-air-unsaid": _break_locals,
                     "cloth-over-masks": _break_cloth,
                     "hat-in-sealed-helmet": _break_hat}


def test_every_rule_has_a_break():
    assert set(R41_VACUUM_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R41_VACUUM_BREAKS[rule](), rule)


def test_the_rules_catch_the_cold_reads_and_spare_what_fits():
    assert SOUND.search("The search reaches the Far-Side Lava Tube: locals calling one name into every corner")
    assert SOUND.search("Calls in a voice that sounds like someone the crew know")
    assert SOUND.search("ground that squeaks faintly, like new shoes")
    assert not SOUND.search("Sound stops at the visor; everything out there is a silent film")
    assert FOOD.search("To try the local food, all of it, whatever the crew say")
    assert FLAME.search("A wax candle stub at the barn, with a few words cut small into the wax")
    assert SKIN.search("Thorny scrub chokes the Lesser Bone Orchard, and every way through it tears at clothes and skin")
    assert GLOVES.search("Cold: fingers go numb in an hour without gloves")
    assert OPEN_SLEEP.search("a few prophets sleep here in the open, and tap out what they dream on the stones")
    assert CLOTH.search("Tie cloths over mouths and noses and go at a walk (one hour on the clock)")
    assert HAT.search("curls flattened by a hat just visible through the visor of a sealed helmet")
    assert not HAT.search("a deep tan line where a hat should be")
    assert LIVES.search("Humans, descended from a lost colony, who live in sealed halls and go suited out of doors")


def _drawn(key: str, facts: dict) -> list[str]:
    """The values of a list or trip corpus whose needs hold for ``facts``."""
    return [v for v, _, f in load(key).items if fits(f.get("needs"), facts)]


def _rule(grammar: str, symbol: str, facts: dict) -> list[str]:
    g = load(f"grammars/{grammar}")
    return [t for t, needs in zip(g.rules[symbol], g.rule_needs[symbol]) if fits(needs, facts)]


def test_no_airless_line_writes_as_if_there_were_air():
    """On a vacuum world no drawn line carries sound by air, food, flame, bare skin or bare hands,
    and the pools the cold reads drew from still have a line to give."""
    for key in ("trip/play_threads", "trip/play_obstacles", "trip/play_clues", "lists/climates"):
        for v in _drawn(key, VACUUM):
            for pat in (FOOD, FLAME, SKIN, GLOVES, CLOTH):
                assert not pat.search(v), (key, v)
    threads = _drawn("trip/play_threads", VACUUM)
    assert any(v.startswith("The search reaches {place}") for v in threads)
    assert not any("calling one name" in v for v in threads)
    obstacles = _drawn("trip/play_obstacles", VACUUM)
    assert any(v.startswith("Thorny scrub chokes {place}") for v in obstacles)
    assert not any(SOUND.search(v) for v in obstacles if "hears their own name" in v)
    for symbol in ("feel",):
        for t in _rule("places", symbol, VACUUM):
            assert not SOUND.search(t), t
    wants = _rule("people", "want_tourist", VACUUM)
    assert wants and not any(FOOD.search(w) for w in wants)
    assert any(FOOD.search(w) for w in _rule("people", "want_tourist", dict(VACUUM, air="thin")))
    manners = _rule("people", "creature_does_monster", VACUUM)
    assert manners and not any(SOUND.search(m) for m in manners)
    assert any("through their boots" in m for m in manners)


def test_suited_locals_sleep_sealed_and_airless_aliens_in_the_open():
    """Where the locals are human they go suited, so their prophets sleep sealed; airless aliens
    sleep in the open (iris-23: "a few prophets sleep here in the open")."""
    human = [t for t in _rule("places", "promise_line", VACUUM) if "prophets" in t]
    assert human and all("sealed" in t for t in human if OPEN_SLEEP.search(t) or "bare ground" in t)
    alien = [t for t in _rule("places", "promise_line", dict(VACUUM, natives="alien")) if "prophets" in t]
    assert any(OPEN_SLEEP.search(t) for t in alien)


def test_an_airless_worlds_locals_say_how_they_live():
    """The Locals line of a vacuum world says how its people live without air: humans in sealed
    halls and suited out of doors, aliens and robots needing none (content/cast_facts.py masked)."""
    for natives, symbol in (("human", "locals_human"), ("alien", "locals_alien"), ("robot", "locals_robot")):
        lines = _rule("planet", symbol, dict(VACUUM, natives=natives))
        assert lines and all(LIVES.search(t) for t in lines), (symbol, lines)
        assert not any(LIVES.search(t) for t in _rule("planet", symbol, dict(VACUUM, air="breathable")))
    human = _rule("planet", "locals_human", VACUUM)
    assert all("suited" in t for t in human)
    alien = _rule("planet", "locals_alien", dict(VACUUM, natives="alien"))
    assert all("need no air" in t for t in alien)


def test_masked_ways_round_and_looks():
    """Where the crew go masked, no way round ties cloths over mouths, and a masked person's hair
    is never flattened by a hat (hazel-2)."""
    toxic = dict(VACUUM, air="toxic", climate="hot", footing="loose")
    for v, _, f in load("trip/play_obstacles").items:
        if fits(f.get("needs"), toxic):
            assert not CLOTH.search(f.get("way") or ""), v
    hair = _rule("people", "hair", dict(VACUUM, masked="yes"))
    assert hair and not any(HAT.search(h) for h in hair)
    assert any("flattened by a hat" in h for h in _rule("people", "hair", dict(VACUUM, masked="no")))


def test_a_sealed_helmet_is_a_suit_of_their_own():
    """hazel-2: "They need air the node does not have: without a spare suit or mask they last an
    hour outside" beside "curls ... just visible through the visor of a sealed helmet": a masked
    person's look is the suit or mask they have (stranded_suit yes), so the risk drawn is its twin."""
    from generators.content.stranded_dress import stranded_suit

    look = "Middle-aged, rangy, with a mop of dark curls just visible through the visor of a sealed helmet; a scar"
    assert stranded_suit("", look) == "yes"
    assert stranded_suit("", "Short, in the barn's thermal layer, the outer suit long gone") == "no"
    risks = [v for v, _, f in load("trip/maguffin_handling").items
             if f.get("part") == "risk" and fits(f.get("needs"), {"air": "toxic", "stranded_suit": "yes",
                                                                   "maguffin": "person"})]
    assert not any("without a spare suit or mask" in v for v in risks)
    assert any("the suit or mask they have" in v for v in risks)


def test_a_sound_felt_elsewhere_in_the_line_is_still_a_sound():
    from generators.trip.consistency_r41vacuum import _heard

    assert _heard("A footfall here is felt through the boots, never heard. Underfoot, felt through the suit's "
                  "boots: ground that squeaks faintly, like new shoes")
    assert not _heard("The suits' comms pick up a whispering under the static here")
    assert not _heard("Knocks on the rock in a rhythm the crew feel through their boots")
