"""The clock against the map and the hour (cold read 19: reader A class 1, C-1, D-1, E-1, E-5,
A-6; reader B class 6; REVIEW r12 finding 13 for daytime-fits-hour). Each contradicting trip
is built by hand (never an audit trip number); each test says whether it fails on the old code."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from generators.trip.consistency_daytime import check_daytime
from generators.trip.consistency_timeline import DL_ON_TRAVEL, PUSH_ON, check_timeline
from generators.trip.consistency_timing import check_timing
from generators.trip.consistency_walk import strings

ROOT = Path(__file__).resolve().parent.parent


def _rules(fn, *args) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    fn(*args, lambda rule, msg: out.append((rule, msg)))
    return out


def _trip(ticks: dict[int, list[str]], want="", links=((1, 2, 2), (2, 3, 2), (3, 4, 1)), then="") -> dict:
    scenes = [{"id": f"scene-{k}", "number": k, "place": f"the Place {'ABCD'[k - 1]}", "here": [],
               "want": want if k == 4 else ""} for k in range(1, 5)]
    return {"scenes": scenes, "connections": [{"from": f"scene-{a}", "to": f"scene-{b}", "hours": h}
                                              for a, b, h in links],
            "clock": {"ticks": [{"tick": k, "events": [{"track": "goal" if "hour" in x and "over" in x else "opp",
                                                        "text": x} for x in ticks.get(k, [])]}
                                for k in range(1, 7)]},
            "events": [], "start": {"then": then, "read_aloud": ""}, "npcs": []}


def _texts(trip: dict) -> list[tuple[str, str]]:
    return strings({k: v for k, v in trip.items() if k != "world"}, ("world",))


SUNSET = ("When it happens: the sunset is at dusk, hour 18, and is over by hour 19; the crew must be at "
          "the Place D by hour 18, whatever else is going on")
HARM = "Someone sends people for the lander at the Place A; if the crew are not there, it is damaged (the slip home needs a repair: BRAINS DL 3)"


def test_timeline_fits_map_catches_a_forced_repair_past_the_window():
    """Cold read 19 C-1: a sunset over by hour 19, a five-hour walk back, and tick 5 harming
    the lander at hour 20 while the crew are at the sunset. Fails on the old code (no rule)."""
    trip = _trip({1: [SUNSET], 5: [HARM]})
    found = [m for r, m in _rules(check_timeline, trip, _texts(trip)) if r == "timeline-fits-map"]
    assert found and "harmed at hour 20" in found[0]


def test_timeline_fits_map_passes_a_walk_that_leaves_the_repair_hour():
    trip = _trip({1: [SUNSET], 5: [HARM]}, links=((1, 2, 1), (2, 3, 1), (3, 4, 1)))
    assert not [m for r, m in _rules(check_timeline, trip, _texts(trip)) if r == "timeline-fits-map"]


def test_timeline_fits_map_catches_an_hour_before_the_walk_there():
    """A tick that puts something at a place at an hour the crew cannot reach it by: the
    Place D is five hours' walk from the landing. Fails on the old code."""
    trip = _trip({1: ["Someone opens the gate at the Place D at hour 3, and only then"]})
    found = [m for r, m in _rules(check_timeline, trip, _texts(trip)) if r == "timeline-fits-map"]
    assert found and "5 hours' walk" in found[0]
    ok = _trip({1: ["Someone opens the gate at the Place D at hour 9, and only then"]})
    assert not _rules(check_timeline, ok, _texts(ok))


def test_walk_back_leaves_the_repair_hour():
    """The generator's side of C-1: an event over at hour 18 leaves a walk back of at most 5
    hours (the old code allowed 6: hour 24 exactly, and nothing left for a forced repair)."""
    from generators.trip.start import REPAIR_SLACK, WINDOW, walk_back_most

    trip = SimpleNamespace(world={"maguffin": "event", "maguffin_bulk": "small", "maguffin_time": "any"})
    assert walk_back_most(trip) == WINDOW - 18 - REPAIR_SLACK == 5


BITES = ["The creature takes up a place between the Place C and the Place D; the way is dangerous now (+1 DL on the way)",
         "She is hurt doing it; from now on they cannot run (+1 DL on the way back)",
         "A storm crosses the open ground: whoever is caught outside must shelter, or push on at +1 DL",
         "The fighting moves closer (+2 DL along the road, or a detour)",
         "The herd spreads out (+1 DL between places)"]


def test_clock_penalty_bites_catches_a_dl_on_the_paths():
    """Cold read 19 B class 6, A B-10, D-10: a DL on walks that have no roll, worded several
    ways, and suit power the clock does not track. Fails on the old code (no rule)."""
    for line in BITES:
        trip = _trip({3: [line]})
        assert [r for r, _ in _rules(check_timeline, trip, _texts(trip))] == ["clock-penalty-bites"], line
    trip = _trip({1: ["The node turns against visitors: everything outside costs twice the suit power for the next tick"]})
    assert [r for r, _ in _rules(check_timeline, trip, _texts(trip))] == ["clock-penalty-bites"]


def test_clock_penalty_bites_passes_hours_and_named_rolls():
    for line in ("The creature takes up a place between the Place C and the Place D (+1 hour on the clock each time the crew walk it)",
                 "They watch the way, so the Place D expects them (+1 DL at the Place D)",
                 "Anyone they meet wants paying (+1 DL on every CHARM roll from now)"):
        trip = _trip({3: [line]})
        assert not _rules(check_timeline, trip, _texts(trip)), line


def test_no_corpus_line_puts_a_dl_on_the_paths():
    """Every line in corpora/ (the clock's, the complications', any other): no DL on the way.
    Fails on the old corpus (play_clock.json had ten such lines)."""
    found = []
    for path in sorted((ROOT / "corpora").rglob("*.json")):
        for where, text in strings(json.loads(path.read_text()), ()):
            if DL_ON_TRAVEL.search(text) or PUSH_ON.search(text):
                found.append(f"{path.name}:{where}: {text[:70]}")
    assert not found, found[:5]


LIGHT = "Light and dark: a day here lasts 30 hours, and the crew land in the middle of the night: dawn at hour 4, dusk at hour 19."


def test_daytime_fits_hour_reads_a_ticks_own_words():
    """Cold read 19 D-1: "The heat of the day peaks" at tick 1, hour 4, the node's dawn.
    Fails on the old code (it read only "hour N, <words>")."""
    trip = _trip({1: ["The heat of the day peaks: until the next tick, every path walked in the open costs a HEALTH roll"]},
                 then=LIGHT)
    found = _rules(check_daytime, trip, {"arrival": "night"}, _texts(trip))
    assert found and found[0][0] == "daytime-fits-hour" and "hour 4" in found[0][1]
    ok = _trip({3: ["The heat of the day peaks: until the next tick, every path walked in the open costs a HEALTH roll"]},
               then=LIGHT)
    assert not _rules(check_daytime, ok, {"arrival": "night"}, _texts(ok))


def test_daytime_fits_hour_reads_every_wording():
    """REVIEW r12 finding 13: "<words> at hour N" and "hour N (<words>)" are read as "hour N,
    <words>" was (fails on the old code), and "in the evening" is either side of a dusk (hour
    20 after a dusk at 19 passes; the old code flagged it as daylight)."""
    for line in ("The dance starts early in the night at hour 12", "The bell rings at hour 12 (in the last dark before dawn)",
                 "The gate opens at hour 12 for the market, in the evening"):
        trip = _trip({1: [line]}, then=LIGHT)
        assert [r for r, _ in _rules(check_daytime, trip, {"arrival": "night"}, _texts(trip))] == ["daytime-fits-hour"], line
    trip = _trip({1: ["The gate opens at hour 20, in the evening"]}, then=LIGHT)
    assert not _rules(check_daytime, trip, {"arrival": "night"}, _texts(trip))


def _timing(trip: dict) -> list[tuple[str, str]]:
    return _rules(check_timing, trip, {})


def test_face_named_in_the_strong_start_never_hears_of_the_lander():
    """Cold read 19 E-1: "Duncan Chopin's people are crossing ... towards the lander", then tick
    1 "Duncan Chopin hears of the lander", or word that "has reached" him. Fails on the old code
    (it read only the slip-in scene's Here line, and only "hears of the lander" wordings)."""
    for line in ("Duncan Chopin hears of the lander and what the crew are here for",
                 "A description of the crew is going round the Place A by now, and it has reached Duncan Chopin"):
        trip = _trip({1: [line]})
        trip["npcs"] = [{"name": "Duncan Chopin"}]
        trip["start"]["read_aloud"] = "A stone hits the hatch. Duncan Chopin's people are crossing the Place A towards the lander."
        assert "face-here-not-arriving" in [r for r, _ in _timing(trip)], line
    trip["start"]["read_aloud"] = "The hatch opens on a quiet square."
    assert "face-here-not-arriving" not in [r for r, _ in _timing(trip)]


def test_time_cost_needs_a_base_time():
    """Cold read 19 E-5 ("making the soil core there takes an hour longer": longer than what?)
    and A-6 ("or two with the right kit", a kit never named). Fails on the old code. A path has
    its printed hours, so a path that takes an hour longer passes."""
    for line in ("From now on making the soil core there takes an hour longer (+1 hour on the clock)",
                 "A survey of it is four hours on the clock, or two with the right kit"):
        trip = _trip({4: [line]})
        assert "time-cost-in-hours" in [r for r, _ in _timing(trip)], line
    trip = _trip({4: ["The weather turns: for the next tick every path between places takes an hour longer (+1 hour on the clock)"]})
    assert "time-cost-in-hours" not in [r for r, _ in _timing(trip)]


def test_start_lands_once_reads_any_subject():
    """REVIEW r12 finding 13: start-lands-once matched only "the lander ..." as the subject;
    "We touch down ..." beside "The ship settles down ..." is two landings. Fails on the old code."""
    from generators.trip.consistency_fit import _landing

    trip = {"start": {"read_aloud": "We touch down on the salt flat. The ship settles down by the well, "
                                    "and the hatch opens."}, "locations": []}
    assert [r for r, _ in _rules(_landing, trip)] == ["start-lands-once"]
    trip["start"]["read_aloud"] = "The lander sets down on the salt flat. Every step echoes a moment before it lands."
    assert not _rules(_landing, trip)


def test_refusal_one_reading_reads_the_name_inside_a_line():
    """REVIEW r12 finding 13: refusal-one-reading read only lines that start with the
    complication's name; a clue that names it mid-line with a gatekeeper's reading is caught
    too. Fails on the old code."""
    from generators.trip.consistency_complications import check_refusal

    trip = {"complications": ["Object of Mission will Refuse"], "maguffin": {"short": "the ledger"},
            "npcs": [{"name": "Ana Ruiz"}], "events": [], "clock": {"ticks": []}, "endings": [],
            "clues": [{"fact": "What the barn heard: Object of Mission will Refuse: Ana Ruiz will not let the crew pass"}]}
    assert [r for r, _ in _rules(check_refusal, trip, {"refuser": "self"})] == ["refusal-one-reading"]
    trip["clues"][0]["fact"] = "What the barn heard: Object of Mission will Refuse: the ledger will not be written down"
    assert not _rules(check_refusal, trip, {"refuser": "self"})


def _base() -> dict:
    """A clean generated trip for the structure-rule breaks (test_consistency_complications._base)."""
    from test_consistency_complications import _base as base

    return base()


def _break_penalty() -> dict:
    """A clock tick that puts a DL on the paths (cold read 19 B class 6)."""
    t = _base()
    t["clock"]["ticks"][2]["events"].append({"track": "opp", "text": "The creature takes up a place on the "
                                             "paths; the way is dangerous now (+1 DL on the way)."})
    return t


def _break_timeline() -> dict:
    """A tick that opens the climax's gate at hour 1, sooner than the walk there (C-1's class)."""
    t = _base()
    place = _bare_place(t["scenes"][-1]["place"])
    t["clock"]["ticks"][0]["events"].append({"track": "opp", "text": f"Someone opens the gate at {place} at hour 1, "
                                                                     f"and shuts it again at once."})
    return t


def _bare_place(name: str) -> str:
    return name[4:] if name.lower().startswith("the ") else name


TIMELINE_BREAKS = {"clock-penalty-bites": _break_penalty, "timeline-fits-map": _break_timeline}
