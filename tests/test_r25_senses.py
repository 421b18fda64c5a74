"""Round 25, senses (issue 10, coherent trips): cold readers of algorithm-22 trips heard sound on
worlds with no air to carry it (a Humming Ridge, the Orange Choir, a radio set playing the old
songs in the open, a rival lander "loud enough to be heard across" a vacuum), drums carrying
"from hill to hill" in thin air, and met lifeless things asleep ("the crashed moonlet where the
meteors sleep", moths asleep on a world with nothing alive or no air to fly in).

The facts behind each fix hold (the lines' needs: air, life, inhabitants), the audit's trips
keep every rule of generators/trip/consistency_r25senses.py, and each rule fires on a trip
broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.world import facts_of
from generators.data import load
from generators.needs import fits
from generators.text.grammar import compiled_for
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r25senses import FLIERS, LIFELESS, RESTS, RULES, check_r25senses


def _air(air: str):
    return lambda t: t["world"]["air"] == air and t["world"]["family"] == "planet"


def _break_heard() -> dict:
    t = trip_where(_air("vacuum"), n=300)
    t["locations"][1]["text"] += " The Orange Choir practise here at dusk, and the whole plain hears them."
    return t


def _break_far() -> dict:
    t = trip_where(_air("thin"), n=300)
    t["factions"] = t["factions"] or [{"name": "The Humble Union", "details": []}]
    t["factions"][0]["details"].append({"label": "How",
                                        "text": "Drums that carry their orders from hill to hill"})
    return t


def _break_sleeps() -> dict:
    t = trip_where(_air("vacuum"), n=300)
    t["locations"][1]["text"] += " Beyond it lies the crashed moonlet where the meteors sleep."
    return t


R25_SENSES_BREAKS = {"airless-sound-heard": _break_heard, "thin-air-sound-carries": _break_far,
                     "lifeless-thing-sleeps": _break_sleeps}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R25_SENSES_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R25_SENSES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before this fix (algorithm 23, `daytrip audit --consistency --runs 300`, seeds hang +
    slip-n-slide): airless-sound-heard 6 + 13 violations (3 + 2 trips), thin-air-sound-carries
    2 + 0 (1 + 0 trips), lifeless-thing-sleeps 428 + 437 (42 + 38 trips); after: 0."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r25senses(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def _facts(air: str, **change) -> dict:
    t = trip_where(_air(air), n=300)
    return facts_of(dict(t["world"], **change))


def test_no_humming_breathing_or_choir_where_there_is_no_air():
    """A vacuum world's places are never named Humming or Breathing; no faction is a Choir or
    gets its way with one; no fence of humming wires, no floor that creaks, no machine hummed
    into (corpora/grammars/places.json, org.json, tweaks.json)."""
    vac = _facts("vacuum")
    places = compiled_for("grammars/places", dict(vac, setting="outdoor")).rules
    org = compiled_for("grammars/org", vac).rules
    said = " | ".join(str(r) for k in ("planet_adj", "planet_fence") for r in places.get(k) or ())
    assert "Humming" not in said and "Breathing" not in said and "humming" not in said
    assert not any("Choir" in str(r) or "choir" in str(r) for k in ("faction_noun", "faction_method")
                   for r in org.get(k) or ())
    for key, text in (("grammars/places", "under a floor that creaks at every step; lifting the boards unheard "
                                          "takes a GRACE roll (DL 3), or an hour on the clock of slow, careful work"),
                      ("grammars/tweaks", "It runs on songs; hum into the slot"),
                      ("grammars/org", "drums that carry their orders from hill to hill"),
                      ("grammars/org", "song, at great volume")):
        found = _rule_needs(key, text)
        assert found and all(not fits(n, vac) for n in found), text
    thin = _facts("thin")
    drums = _rule_needs("grammars/org", "drums that carry their orders from hill to hill")
    assert all(not fits(n, thin) for n in drums)


def _rule_needs(key: str, text: str) -> list:
    """The needs of every entry of grammar ``key`` whose text is ``text``."""
    g = load(key)
    return [g.rule_needs[sym][i] for sym, texts in g.rules.items() for i, v in enumerate(texts) if v == text]


def test_play_lines_heard_through_air_need_air():
    """A rival lander loud overhead, a radio set playing in the open, a voice to stop ears
    against: never on a vacuum world; there the broadcast comes in on the helmet radios."""
    vac = _facts("vacuum")
    for key, start in (("trip/play_clock", "{rival} come in low over"),
                       ("trip/play_threads", "The broadcast is loudest"),
                       ("trip/play_obstacles", "A voice at {place} speaks to each crewmember")):
        rows = [f for v, _, f in load(key).items if v.startswith(start)]
        assert rows and all(not fits(f.get("_needs"), vac) for f in rows), start
    vac_hook = [v for v, _, f in load("trip/play_threads").items
                if f.get("use") == "hook" and "broadcasting" in f.get("hook", "")
                and fits(f.get("_needs"), vac)]
    assert vac_hook and all("helmet radio" in v for v in vac_hook)


def test_where_the_things_rest_fit_the_world():
    """Every "The SITE where the X ..." line: nothing lifeless sleeps; a creature needs a world
    with beasts (life rich or strange), a flier air to fly in, people a world people live on."""
    g = load("grammars/places")
    rests = list(zip(g.rules["planet_rest"], g.rule_needs["planet_rest"]))
    assert any("#planet_rest#" in v for v in g.rules["name_planet"])
    vac = _facts("vacuum")
    dead, empty = _facts("breathable", life="none"), _facts("breathable", inhabitants="nobody")
    for text, needs in rests:
        m = RESTS.search(f"where the {text}")
        if not m:
            continue
        who = m.group(1).lower()
        assert who not in LIFELESS, text
        if who in FLIERS:
            assert not fits(needs, vac) and not fits(needs, dead), text
        elif who in ("prophets", "pilgrims"):
            assert not fits(needs, empty), text
        else:
            assert not fits(needs, dead), text
