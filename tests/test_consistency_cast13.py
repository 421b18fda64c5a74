"""Round 13 (cast): NPC lines that read the rest of the page (generators/trip/
consistency_cast_lines.py, and maguffin-made-fact's wider reading). Each rule is fed a trip with
the contradiction (``CAST13_BREAKS``, also run by test_consistency.py's
test_each_structure_rule_fires) and one without it. Every break fails on the old code (main at
9271bf2): the rules did not exist there, and maguffin-made-fact did not read "hand X to"."""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path

import pytest

from generators.content import stratify
from generators.content.maguffin import PARTY
from generators.needs import fits
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission

PREDS = {
    "robot-local": lambda t: any(n.get("folk") == "local" and n.get("body") == "robot" for n in t["npcs"]),
    "made": lambda t: t["world"].get("maguffin_made") == "yes",
    "rescue": lambda t: t["world"].get("maguffin") == "person",
    "tour": lambda t: bool(t["world"].get("party")),
    "any": lambda t: True,
    "held": lambda t: bool((t.get("maguffin") or {}).get("held_by")),
}


@lru_cache(maxsize=None)
def _where(key: str, seed: str = "cast13") -> dict:
    """The first audit trip of ``seed`` for which PREDS[key] holds (found by search, never
    pinned to a trip number; cached: read-only)."""
    for k in range(1, 400):
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        t = trip_from_mission(m, s).to_dict()
        if PREDS[key](t):
            return t
    raise AssertionError(f"no trip for {key}")


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _person(t: dict, **kw) -> dict:
    n = next(n for n in t["npcs"] if n.get("folk") != "creature" and n.get("source") != "creature")
    n.update(kw)
    return n


def _robot(t: dict) -> dict:
    return next(n for n in t["npcs"] if n.get("folk") == "local" and n.get("body") == "robot")


def _break_from_home() -> dict:
    """Review 12 finding 3 (y2/audit/177): the robot "Cremonis-66" "Was a tourist here once,
    and never went home"."""
    t = copy.deepcopy(_where("robot-local"))
    _robot(t)["secret"] = "Was a tourist here once, and never went home"
    return t


def _break_people_here() -> dict:
    """Review 12 finding 6 (y2/audit/213): "To leave without anyone here seeing them go" where
    nobody lives."""
    t = copy.deepcopy(_where("any"))
    t["world"]["inhabitants"] = "nobody"
    _person(t, want="To leave without anyone here seeing them go")
    return t


def _break_cites_want() -> dict:
    """Cold read 19, g-8 and i-4: "it is why they want paying before they help the crew" beside
    "Wants: To tell the pilot something"."""
    t = copy.deepcopy(_where("any"))
    _person(t, want="To tell the pilot something",
            secret="Set the fire at the schoolroom, and it is why they want paying before they help the crew")
    return t


def _break_related() -> dict:
    """Cold read 19, j-7: the galley robot Hirun-8 "is related to the physicist, and nobody knows"."""
    t = copy.deepcopy(_where("rescue"))
    n = _person(t, body="robot", folk="local")
    n["secret"] = f"Is related to {t['maguffin']['short']}, and nobody knows"
    return t


def _break_someone() -> dict:
    """Cold read 19, E-9: "To be forgiven by someone at the hallway that is also a whale"."""
    t = copy.deepcopy(_where("any"))
    _person(t, want="To be forgiven by someone at the hallway that is also a whale, before the day is out")
    return t


def _break_party() -> dict:
    """Cold read 19, C-2: "twelve tourists paid for the trip and travel with the crew", on no
    lander the page knows (the rules: Capacity is how many people a ship holds)."""
    t = copy.deepcopy(_where("tour"))
    t["world"]["party"] = 12
    t["start"]["then"] = "The party: twelve tourists paid for the trip and travel with the crew; count them."
    return t


def _break_made_handed() -> dict:
    """Review 12 finding 2 (y1/audit/59): "To hand the soil core to someone else before the crew
    can reach it", where the crew drill the soil core themselves."""
    t = copy.deepcopy(_where("made"))
    _person(t, want=f"To hand {t['maguffin']['short']} to someone else before the crew can reach it")
    return t


def _break_dark() -> dict:
    """Cold read 19, A-11: "To make sure the crew leave before nightfall", and the crew land at night."""
    t = copy.deepcopy(_where("any"))
    t["world"]["arrival"] = "night"
    _person(t, want="To make sure the crew leave before nightfall, for their own sake")
    return t


def _break_never_left() -> dict:
    """Cold read 19, f-2: the Key local, "a mayor's chief of staff", "Has never left Ruby's Feed
    Store and is afraid of what is outside"."""
    t = copy.deepcopy(_where("any"))
    n = _person(t, role="The person history depends on")
    n["secret"] = "Has never left Ruby's Feed Store and is afraid of what is outside"
    return t


def _break_keeper_twice() -> dict:
    """Cold read 19, f-7: the warden is two people: "under the eye of a clerk who misses
    nothing" at the summit Alexia Beerbohm (the warden of the site) keeps."""
    t = copy.deepcopy(_where("held"))
    loc = next(x for x in t["locations"] if any(isinstance(v, str) for v in x.values()))
    k = next(k for k, v in loc.items() if isinstance(v, str) and k != "name")
    loc[k] += " Everything about it is decided here, under the eye of a clerk who misses nothing."
    return t


def _break_untold() -> dict:
    """Cold read 19, g-4: "Hermida ... is hiding something: is related to the pilot, and nobody
    knows", told by "Overheard from locals at the Unborn Eddy"."""
    t = copy.deepcopy(_where("any"))
    n = _person(t)
    t["clues"].append({"id": f"lies-{n['key']}", "needed": False,
                       "fact": f"{n['name']} is hiding something: is related to the pilot, and nobody knows.",
                       "clues": [{"at": "scene-1", "kind": "scene", "scene": "scene-1", "source": "overheard",
                                  "how": "Overheard from locals at the market"}]})
    return t


CAST13_BREAKS = {
    "secret-nobody-knows": _break_untold,
    "keeper-twice": _break_keeper_twice,
    "never-left-roams": _break_never_left,
    "dark-after-night-landing": _break_dark,
    "local-from-home": _break_from_home,
    "people-here-empty": _break_people_here,
    "secret-cites-want": _break_cites_want,
    "related-not-human": _break_related,
    "want-unnamed-someone": _break_someone,
    "party-fits-lander": _break_party,
}


@pytest.mark.parametrize("rule", sorted(CAST13_BREAKS))
def test_each_cast13_rule_fires(rule):
    assert _violates(CAST13_BREAKS[rule](), rule)


def test_made_maguffin_handed_on_fires():
    """Fails on the old code: maguffin-made-fact's EXISTS had "hand over X" but not "hand X to"."""
    assert _violates(_break_made_handed(), "maguffin-made-fact")
    t = copy.deepcopy(_where("made"))
    _person(t, want=f"To be there when the crew make {t['maguffin']['short']}")
    assert not _violates(t, "maguffin-made-fact")


@pytest.mark.parametrize("key", ["robot-local", "made", "rescue", "tour", "any", "held"])
def test_generated_trips_keep_the_cast_rules(key):
    t = _where(key)
    bad = [str(v) for v in check(t) if v.rule in CAST13_BREAKS or v.rule == "maguffin-made-fact"]
    assert not bad, bad


def test_good_lines_pass():
    """The same wordings where they fit: a human visitor who stayed, a pay want behind the pay
    secret, a robot related to nobody from home, a party within the lander, named kin."""
    t = copy.deepcopy(_where("robot-local"))
    _robot(t).update(secret="Is related to the Copper Guild's chief engineer, and nobody knows")
    _person(t, folk="visitor", body="human", secret="Was a tourist here once, and never went home")
    assert not any(_violates(t, r) for r in ("local-from-home", "related-not-human"))
    t = copy.deepcopy(_where("any"))
    _person(t, want="To be paid for what they know about the tower",
            secret="Set the fire at the mill, and it is why they want paying before they help the crew")
    assert not _violates(t, "secret-cites-want")
    t = copy.deepcopy(_where("any"))
    _person(t, want="To be forgiven by their sister at the mill, before the day is out")
    assert not _violates(t, "want-unnamed-someone")
    _person(t, want="To get a letter to someone at the mill without anyone at the mill knowing who sent it")
    assert _violates(t, "want-unnamed-someone")
    n = _person(t, role="A bystander who saw too much")
    n["secret"] = f"Has never left {n['where']} and is afraid of what is outside"
    assert not _violates(t, "never-left-roams")
    t2 = _break_untold()
    t2["clues"][-1]["fact"] = t2["clues"][-1]["fact"].replace("and nobody knows", "and thinks nobody knows")
    assert not _violates(t2, "secret-nobody-knows")
    t["world"]["arrival"] = "day"
    _person(t, want="To make sure the crew leave before nightfall, for their own sake")
    assert not _violates(t, "dark-after-night-landing")


def test_tour_party_fits_the_lander():
    t = _where("tour")
    assert PARTY[0] <= t["world"]["party"] <= PARTY[1] <= 4
    assert "Capacity" in t["start"]["then"]


def _line(sym: str, text: str) -> dict:
    people = json.loads((Path(__file__).parent.parent / "corpora/grammars/people.json").read_text())
    for r in people["rules"][sym]:
        if isinstance(r, dict) and r["text"] == text:
            return r
    raise AssertionError(f"{sym}: no line {text!r}")


def test_the_lines_read_their_facts():
    """The cause: the lines carry needs, so the wrong person cannot draw them."""
    robot = {"folk": "local", "body": "robot", "natives": "robot", "before": "tourists", "visits": "some",
             "maguffin": "person", "inhabitants": "few", "paid": "no"}
    assert not fits(_line("secret_tourism", "Was a tourist here once, and never went home")["needs"], robot)
    assert not fits(_line("secret", "Was a DayTripper once; their ship is still parked behind #place#")["needs"], robot)
    assert not fits(_line("secret_rescue", "Is related to #maguffin#, and thinks nobody knows")["needs"], robot)
    assert not fits(_line("sec_after", "it is why they want paying before they help the crew")["needs"], robot)
    empty = dict(robot, inhabitants="nobody", body="human", natives="none")
    for sym, text in (("want_stranded", "To leave without anyone here seeing them go"),
                      ("want_stranded", "To say goodbye properly to the people here"),
                      ("want_ride_home_core", "To leave with the crew before anyone here notices they have gone")):
        assert not fits(_line(sym, text)["needs"], empty)
    night = {"side": "other", "nights": "yes", "arrival": "night", "role": "other"}
    assert not fits(_line("want", "To make sure the crew leave before nightfall, for their own sake")["needs"], night)
    assert not fits(_line("want", "To be somewhere else by nightfall")["needs"], night)
    assert not fits(_line("secret", "Has never left #place# and is afraid of what is outside")["needs"],
                    {"folk": "local", "roams": "yes"})
    made = {"maguffin": "substance", "maguffin_made": "yes"}
    assert not fits(_line("want_foe", "To hand #maguffin# to someone else before the crew can reach it")["needs"], made)
