"""Round 27, a rescue's stranded person (cold readers of algorithm-25 trips, r27-cold-e, -f, -h):
they wear one thing on the whole page ("still in their survival suit" never beside "still in the
barn's grey expedition coveralls"), no line fits them into the crew's spare suit, a person locked
in a cellar is never moved by a tick, no line promises a next-tick act no tick holds, no rival came
for them last month when they left the barn last week, and a theft names what was stolen.

The facts behind each fix hold (``stranded_dress`` read from the maguffin's look, the NPC look's
lines declare it, "locked in a cellar" states the hide beat), the audit's trips keep every rule of
generators/trip/consistency_r27rescue.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.stranded_dress import stranded_dress
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.beats import setup_beats
from generators.trip.consistency_r27rescue import RULES, STRANDED, check_r27rescue
from generators.trip.daytrip import roll_trip


def _rescue(t: dict) -> bool:
    return (t.get("maguffin") or {}).get("kind") == "person" and any(n.get("role") == STRANDED for n in t["npcs"])


def _stranded(t: dict) -> dict:
    return next(n for n in t["npcs"] if n.get("role") == STRANDED)


def _break_dress() -> dict:
    t = trip_where(_rescue)
    t["maguffin"]["looks"] = "They are still in their survival suit, scuffed grey and patched at one knee."
    _stranded(t)["look"] = "Long-armed, a perfect 1950s pompadour, still in the barn's grey expedition coveralls, filthy at the cuffs"
    return t


def _break_spare() -> dict:
    t = trip_where(_rescue)
    t["maguffin"]["description"]["size"] = "An ordinary adult: about 70 kg, and the crew's spare survival suit will fit at a squeeze."
    _stranded(t)["items"] = [{"name": "Automated Survival Suit", "level": 0}]
    return t


def _goal(t: dict) -> dict:
    return next(loc for loc in t["locations"] if loc["name"] == t["maguffin"]["where"])


def _break_moved() -> dict:
    t = trip_where(lambda t: _rescue(t) and t["clock"]["ticks"])
    _goal(t)["text"] = "A cold stone house. The one the crew came for is here, locked in a cellar and rationed to one meal a day."
    t["clock"]["ticks"][3]["events"].append({"track": "goal", "text": f"{t['maguffin']['short']} is moved to another corner "
                                             f"of the house, and the crew must ask round to find where."})
    return t


def _break_next_tick() -> dict:
    t = trip_where(_rescue)
    t["maguffin"]["description"]["risk"] = ("Whoever held them will not let them go quietly: once the crew have them, their "
                                            "captors follow at a distance and try to take them back at the next tick.")
    return t


def _break_days() -> dict:
    t = trip_where(_rescue)
    t["maguffin"]["really"] = "They have been here for years, although they left the barn last week."
    t["rivals"] = [{"name": "The Lucky Cartographer Company", "details": [
        {"label": "Goal", "text": "They came for the same thing last month and failed, and mean to get it right"}]}]
    return t


def _break_stole() -> dict:
    t = trip_where(_rescue)
    t["maguffin"]["really"] = "They stole something before they were stranded, and still have it."
    return t


R27_RESCUE_BREAKS = {
    "rescue-dress-two-ways": _break_dress,
    "rescue-spare-suit-own": _break_spare,
    "rescue-held-moved": _break_moved,
    "rescue-next-tick-none": _break_next_tick,
    "rescue-days-clash": _break_days,
    "rescue-stole-unnamed": _break_stole,
}


def test_breaks_cover_the_rules():
    assert set(R27_RESCUE_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R27_RESCUE_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R27_RESCUE_BREAKS[rule](), rule)


def test_their_look_says_what_they_wear():
    assert stranded_dress("They are still in their survival suit, scuffed grey and patched at one knee.") == "suit"
    assert stranded_dress("They have settled in, and are wearing the local dress.") == "clothes"
    assert stranded_dress("They are thinner than their photo and have a new scar.") == "open"


def test_the_npc_look_keeps_to_their_dress():
    """The barn's coveralls and thermal layer never beside a survival suit; no barn kit beside clothes from here."""
    rules = load("grammars/people").raw["rules"]
    for g in rules["lost_garment"]:
        text, needs = (g, None) if isinstance(g, str) else (g["text"], g.get("needs"))
        if "survival suit" not in text or "outer suit long gone" in text:
            assert not fits(needs, {"stranded_dress": "suit", "years": "no"}), text
    for r in rules["look"]:
        if "#lost_garment#" in r["text"]:
            assert not fits(r["needs"], {"stranded_dress": "clothes", "lost": "yes", "body": "human"}), r["text"]


def test_a_cellar_states_the_hide_beat():
    assert "hide" in setup_beats("The one the crew came for is here, locked in a cellar and rationed to one meal a day.")


@pytest.mark.parametrize("seed", ["r27-cold-e", "r27-cold-f", "r27-cold-h"])
def test_the_cold_read_trips_keep_the_rules(seed):
    t = roll_trip(Stream(seed, "trip/1")).to_dict()
    got = []
    check_r27rescue(t, t["world"], [], lambda r, m: got.append((r, m)))
    assert not got, got


@pytest.mark.parametrize("i", range(1, 31))
def test_audit_trips_keep_the_rescue_rules(i):
    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        check_r27rescue(t, t["world"], [], lambda r, m: got.append((seed, r, m)))
    assert not got, got
