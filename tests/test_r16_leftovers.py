"""Round 16, leftovers: skills and place dressing that fit the world
(generators/trip/consistency_r16leftovers.py; cold read 23, READER-C trips b and c).

The facts behind the fix hold (an NPC's specialisation and a place's sound line are drawn only
where the world has them: corpora/trip/skill_needs.json, corpora/grammars/places.json), and
each rule fires on a contradicting trip."""

from __future__ import annotations

import copy

from audit_trips import audit_trip
from generators.content.world import EARTH, facts_of
from generators.data import load
from generators.needs import fits
from generators.trip.cast import skill_fits
from generators.trip.consistency import check

LAKES = {"node": "planet", "air": "breathable", "water": "lakes", "climate": "temperate", "tech": "iron",
         "inhabitants": "few", "life": "rich", "realistic": "no"}
# 1130 BCE in the Sacramento Valley (cold read 23 c): a river village of the Stone Age
VALLEY = {"node": "early", "water": "lakes", "climate": "hot", "tech": "stone", "inhabitants": "few",
          "life": "rich", "epoch": "today", "realistic": "yes", "year": -1130, "air": "breathable",
          "natives": "human", "setting": "outdoor", "din": "quiet", "place_kind": "settlement"}


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _trip_where(pred, seed: str = "hang") -> dict:
    for i in range(1, 120):
        t = audit_trip(i, seed)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def _family(*families):
    return lambda t: t["world"].get("family") in families


def _local(t: dict) -> dict:
    return next(n for n in t["npcs"] if n.get("source") == "npc" and n.get("folk") == "local")


def _has_local(t: dict) -> bool:
    return any(n.get("source") == "npc" and n.get("folk") == "local" for n in t["npcs"])


def test_specialisations_fit_the_land():
    """Cold read 23: Survival:Ocean on lakes and rivers, Survival:Urban in a river village,
    Survival:Desert in the Valley; nobody swims in a liquid that is not water."""
    assert not skill_fits("Survival:Ocean", LAKES)
    assert skill_fits("Survival:Ocean", dict(LAKES, water="oceans"))
    assert not skill_fits("Survival:Urban", VALLEY)
    assert skill_fits("Survival:Urban", dict(LAKES, inhabitants="many"))
    assert not skill_fits("Survival:Desert", VALLEY) and not skill_fits("Survival:Desert", EARTH)
    assert skill_fits("Survival:Desert", dict(LAKES, water="scarce", climate="hot"))
    assert not skill_fits("Survival:Jungle", VALLEY)
    assert not skill_fits("Athletics:Swimming", dict(LAKES, water="strange"))
    assert not skill_fits("Driving/Piloting:Boat", dict(LAKES, water="none"))
    assert skill_fits("Survival", VALLEY)  # the role's own skill still fits: its base


def _sounds(facts: dict) -> list[str]:
    df = load("grammars/places")
    return [r for r, n in zip(df.rules["sound"], df.rule_needs.get("sound") or ())
            if fits(n, facts)]


def test_sound_lines_fit_the_world():
    """No street seller in a Stone-Age village, nor in a quiet place; no dogs on an alien
    planet; no dream-like sound on our own Earth."""
    valley = _sounds(VALLEY)
    assert valley and not any("street seller" in s for s in valley)
    town = dict(VALLEY, tech="iron", inhabitants="many")
    assert not any("street seller" in s for s in _sounds(town))
    assert any("street seller" in s for s in _sounds(dict(town, din="loud")))
    planet = dict(LAKES, node="planet", realistic="no", setting="outdoor", din="quiet")
    assert not any("dogs bark" in s for s in _sounds(planet))
    for s in ("a bell rings thirteen times", "wind chimes play in perfect tune"):
        assert s not in _sounds(dict(town, din="loud")), s


def test_no_potter_in_the_early_valley():
    assert not any("potter" in v for v in load("grammars/places").rules["early_crowd"])


def _break_skill() -> dict:
    t = _trip_where(lambda t: _has_local(t) and facts_of(t["world"]).get("water") == "lakes"
                    and t["world"].get("inhabitants") != "nobody")
    _local(t)["skills"][0]["name"] = "Survival:Ocean"
    return t


def _break_place(families: tuple, sensory: str = "", text: str = "", din: str | None = None):
    def make() -> dict:
        t = _trip_where(_family(*families))
        loc = t["locations"][0]
        if sensory:
            loc["sensory"] = sensory
        if text:
            loc["text"] = text
        if din:
            loc["din"] = din
        return t
    return make


SELLER = "Somewhere, a street seller calls the same three words over and over."

# test_consistency.py's test_each_structure_rule_fires reads these (one import there)
R16_LEFTOVERS_BREAKS = {
    "skill-spec-land": _break_skill,
    "street-seller-village": _break_place(("early", "deep"), sensory=SELLER),
    "loud-sound-in-quiet-place": _break_place(("past", "recent", "alternate"), sensory=SELLER,
                                              din="quiet"),
    "dogs-off-earth": _break_place(("planet",), sensory="Somewhere, dogs bark at something, then settle."),
    "uncanny-sound-on-real-node": _break_place(("past", "recent", "alternate"),
                                               sensory="Somewhere, a bell rings thirteen times."),
    "potter-before-pottery": _break_place(("early",), text="Busy with a potter and her apprentices."),
}


def test_r16_leftovers_breaks_cover_the_rules():
    from generators.trip.consistency_r16leftovers import RULES

    assert set(R16_LEFTOVERS_BREAKS) == set(RULES)
    for rule, make in R16_LEFTOVERS_BREAKS.items():
        assert _fires(make(), rule), rule


def test_rules_quiet_on_their_own_trips():
    """The unbroken trips the breaks start from do not fire the rules the fix is about."""
    from generators.trip.consistency_r16leftovers import RULES

    for i in range(1, 13):
        t = audit_trip(i, "hang")
        assert not [v for v in check(t) if v.rule in RULES], i


def test_vacuum_noise_and_dry_wells_are_word_rules():
    """Round 16 moved two round-15 loops into data (corpora/trip/consistency_words.json): the
    same names, the same world facts, the same texts (checked over 200 dumped trips with the
    world forced airless and bone-dry: the same 44 findings before and after)."""
    from generators.trip.consistency import word_rules
    from generators.trip.consistency_r15world import RULES

    rules = {n: (pat, needs) for n, pat, needs, _ in word_rules()}
    assert {"vacuum-noise", "dry-wells"} <= set(rules) and not {"vacuum-noise", "dry-wells"} & set(RULES)
    assert rules["vacuum-noise"][0].search("hide in the noise of the crowd")
    assert rules["dry-wells"][0].search("the village wells are low") and not rules["dry-wells"][0].search(
        "well-worn wells-fargo")
    assert not fits(rules["vacuum-noise"][1], {"air": "vacuum"}) and fits(rules["vacuum-noise"][1], {"air": "thin"})
    assert not fits(rules["dry-wells"][1], {"water": "none"}) and fits(rules["dry-wells"][1], {"water": "scarce"})
