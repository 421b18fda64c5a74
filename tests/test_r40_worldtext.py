"""Round 40, world and text: each rule of generators/trip/consistency_r40worldtext.py fires on a trip
broken on purpose (R40_WORLDTEXT_BREAKS), the data keep to it, and over the audit trips the
generator does.

Cold reads of algorithm-33 trips (notes r39): cold39-b-heron-9, "Nobody here has a face; they have
smooth skin and very expressive hats" beside "White-haired and quick-eyed, long-armed, with a cloud
of white curls", "a dimple in one cheek only", "ginger sideburns down to the jaw"; cold39-a-ember-2,
"1989: The World Wide Web was never invented" beside "nothing in anyone's pocket but a watch";
cold39-a-corrie-8, "Something is strange about echoes here. It works on names instead: at the
Hollow Boulder Field, whatever it touches ends up called something else", "The Pene, crab-like,
with singing shells; they own no weapons" beside "Two hunters at the salt flats" and a herder who
"whistles to the dogs", and "The only photograph in the briefing" beside "Barn records show eleven
earlier trips" and "The crew has maps and reports".

Over 300 audit trips of slip-n-slide before the fixes: the faceless or animal-headed slip against
the locals' looks on 15, a fork behind its year's machines on 9, a misfit "It works on" tweak on 6,
hunters among a weaponless people on 2, home's animals among aliens on 4, the only photograph
beside the barn's records on 3; after, none."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.common import gx
from generators.data import load
from generators.facts_r40worldtext import look_of_slip
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r40worldtext import (EARTH_BEASTS, FACE, FACE_DOES, HAT, HUNTERS, KINDS_FOR,
                                                      NEEDS_ACTS, NO_FACE, RULES, TECH, WORKS_ON, check_r40worldtext,
                                                      fork_floor)

N_TRIPS = 200
FACELESS = "One major divergence: Nobody here has a face; they have smooth skin and very expressive hats"


def _with_local(t: dict) -> bool:
    return any(n.get("folk") == "local" and not n.get("creature") for n in t["npcs"]) and len(t["scenes"]) >= 2


def _break_faceless() -> dict:
    t = trip_where(_with_local)
    t["node"]["details"].append({"label": "Appearance slipped", "text": FACELESS})
    n = next(n for n in t["npcs"] if n.get("folk") == "local" and not n.get("creature"))
    n["look"] = "White-haired and quick-eyed, long-armed, with a cloud of white curls"
    return t


def _break_fork() -> dict:
    t = trip_where(_with_local)
    t["world"].update(family="alternate", fork="1989: The World Wide Web was never invented; a rival system won",
                      tech="electric", old_ways=1989)
    return t


def _break_tweak() -> dict:
    t = trip_where(lambda t: any(tw.get("kind") == "natural" for tw in t.get("tweaks") or []))
    tw = next(tw for tw in t["tweaks"] if tw.get("kind") == "natural")
    place = tw["target"].split(" at ", 1)[-1]
    tw["target"] = f"Echoes at {place}"
    tw["detail"] = f"It works on names instead: at {place}, whatever it touches ends up called something else."
    return t


def _break_hunters() -> dict:
    t = trip_where(_with_local)
    t["world"]["peaceful"] = "yes"
    t["scenes"][1]["read_aloud"] += " Two hunters arguing about it over a small fire, loud enough to carry."
    return t


def _break_beasts() -> dict:
    t = trip_where(_with_local)
    t["world"].update(family="planet", natives="alien")
    t["scenes"][1]["read_aloud"] += " A herder brings the animals through, between whistles to the dogs."
    return t


def _break_photo() -> dict:
    t = trip_where(_with_local)
    t["world"]["visits"] = "some"
    t["scenes"][1]["read_aloud"] += " The only photograph in the briefing shows the place at night, from a long way off."
    return t


R40_WORLDTEXT_BREAKS = {"slip-look-locals": _break_faceless,
                        "fork-tech-behind-its-year": _break_fork,
                        "tweak-works-on-misfit": _break_tweak,
                        "hunters-without-weapons": _break_hunters,
                        "earth-beasts-off-earth": _break_beasts,
                        "scant-photo-vs-records": _break_photo}


def test_every_rule_has_a_break():
    assert set(R40_WORLDTEXT_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R40_WORLDTEXT_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    assert not EARTH_BEASTS.search("The Goat Society for Getting There First set down at the canyon")
    assert not EARTH_BEASTS.search("It is the size of a large dog, and stubborn as a mule")
    assert EARTH_BEASTS.search("Landing site: a hen run, whose hens have a great deal to say")
    assert not HUNTERS.search("A bounty hunter from another trip entirely has the crew's faces on a poster")
    assert not FACE.search("Heavyset, under a wide straw hat whose brim turns up when they are pleased")
    assert HAT.search("a bowler that tips itself forward when they are cross")
    assert FACE_DOES.search("Talks with a hand over their mouth")


def test_the_slip_is_a_fact_of_the_locals_looks():
    """The faceless slip is the fact faceless; its locals' looks have no face and a hat, their
    manners use no face; the station slip gives each local an animal's head."""
    assert look_of_slip(FACELESS) == "faceless"
    assert look_of_slip("Direct allegory: People look like animals that match their station: clerks are mice") == "beastly"
    assert look_of_slip("One major divergence: Every building is made of glass, including the bank vault") is None
    world = {"node": "alternate", "tech": "steam", "year": 2017, "fork_year": 1876, "old_ways": 1876,
             "inhabitants": "many", "natives": "human", "body": "human", "folk": "local", "lost": "no",
             "masked": "no", "air": "breathable", "maguffin": "object"}
    for k in range(60):
        look = gx(Stream(f"face-{k}", "look"), "people", "look", {"_world": dict(world, slip_look="faceless")})
        assert HAT.search(look) and not FACE.search(NO_FACE.sub("", look)), look
        head = gx(Stream(f"head-{k}", "look"), "people", "look", {"_world": dict(world, slip_look="beastly")})
        assert "the head of" in head, head
    for symbol in ("habit", "talk"):  # no manner of theirs uses a face
        for text, needs in _lines("people", symbol):
            if FACE_DOES.search(text):
                assert not fits(needs, dict(world, slip_look="faceless")), text


def test_a_fork_keeps_the_machines_of_its_year():
    """Every fork's tech is at least home's in its year (or the year it went back to), and a fork
    that kept pace with home has home's machines; the 1989 fork has pocket phones, not a watch."""
    for value, _, f in load("lists/bifurcations").items:
        w = {"family": "alternate", "fork": f"{f['year']}: {value}", "old_ways": f.get("old_ways", f["year"])}
        assert TECH.index(f["tech"]) >= TECH.index(fork_floor(w)), (value, f["tech"])
    web = next(f for v, _, f in load("lists/bifurcations").items if v.startswith("The World Wide Web"))
    assert web["tech"] == "digital" and "pocket" in web["machines"] and "no web" in web["machines"]


def _lines(grammar: str, symbol: str) -> list[tuple[str, tuple | None]]:
    g = load(f"grammars/{grammar}")
    return list(zip(g.rules[symbol], g.rule_needs[symbol]))


def test_works_on_lines_fit_their_process():
    """Each natural process draws only the "It works on X instead" lines that make sense of it:
    echoes and shadows never work on names, and echoes carry names instead of sounds."""
    lines = _lines("tweaks", "works_on_different_elements_or_objects")
    for value, _, f in load("lists/tweak_targets_natural").items:
        facts = {"tweak_on": f["on"], "tweak_acts": f.get("acts", "no"), "tweak_moves": f.get("moves", "no"),
                 "tech": "electric", "inhabitants": "many", "air": "breathable", "trees": "yes"}
        drawn = [text for text, needs in lines if fits(needs, facts)]
        assert drawn, value
        for text in drawn:
            m = WORKS_ON.search(text)
            if m and m.group(1) in NEEDS_ACTS:
                assert f.get("acts") == "yes", (value, text)
            if m and m.group(1) in KINDS_FOR:
                assert f["on"] in KINDS_FOR[m.group(1)], (value, text)
    echoes = {"tweak_on": "sound", "tweak_acts": "no", "tweak_moves": "yes", "air": "breathable"}
    drawn = [text for text, needs in lines if fits(needs, echoes)]
    assert any("carries names instead of sounds" in text for text in drawn)
    assert not any("It works on names" in text for text in drawn)


def test_the_lines_keep_to_the_peace_and_home():
    """No hunters among a people who own no weapons, and no dogs among aliens."""
    clues = {v: f for v, _, f in load("trip/play_clues").items}
    alien = {"inhabitants": "many", "natives": "alien", "air": "breathable", "place_kind": "wild", "tech": "iron",
             "life": "rich", "silent": "no", "peaceful": "yes", "meets_visitors": True}
    hunters = clues["Two hunters at {place} arguing about it over a small fire, loud enough to carry"]
    assert not fits(hunters.get("needs"), alien) and fits(hunters.get("needs"), dict(alien, peaceful="no"))
    dogs = clues["A herder at {place} bringing the animals through, who passes it on between whistles to the dogs"]
    assert not fits(dogs.get("needs"), alien) and fits(dogs.get("needs"), dict(alien, natives="human"))
    herd = clues["A herder at {place} bringing the animals through, who passes it on between whistles to the herd"]
    assert fits(herd.get("needs"), alien)


def test_the_only_photograph_only_where_no_crew_has_been():
    visited = {"visits": "some", "nights": "yes", "mission": "tourism"}
    drawn = [text for text, needs in _lines("events", "scant_intel") if fits(needs, visited)]
    assert drawn and not any("The only photograph in the briefing" in text for text in drawn)
    assert any("only photograph" in text for text, needs in _lines("events", "scant_intel")
               if fits(needs, dict(visited, visits="none")))


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips of slip-n-slide no rule fires, and the slipped looks are drawn."""
    from generators.trip.consistency import _texts, play_texts

    slipped = 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        out = []
        check_r40worldtext(t, t["world"], _texts(t) + play_texts(t), lambda r, m: out.append((r, m)))
        assert not out, (i, out)
        if t["world"].get("slip_look"):
            slipped += 1
            assert any(n.get("folk") == "local" and (NO_FACE.search(n["look"]) or "the head of" in n["look"])
                       for n in t["npcs"]), i
    assert slipped >= 5, slipped
