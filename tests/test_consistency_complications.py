"""Round 12, brief clock: the Mission Complications' own lines and the hours of the day they name
(generators/trip/consistency_complications.py), and the widened tick-npc-elsewhere,
night-landing-daytime and stuck-time-forecast. Each break is a trip with the contradiction,
and each fails on the old code (the rule did not exist there, or read too little to see it);
COMPLICATION_BREAKS joins test_consistency.py's CLOCK_BREAKS, so every rule also fires in
test_each_structure_rule_fires and holds on the unbroken trip."""

from __future__ import annotations

import copy
import re

import pytest

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission

REFUSE = "Object of Mission will Refuse"
NARROW = "Narrow Window of Opportunity"


def _trip(seed: str, i: int) -> dict:
    s = Stream(seed, f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return trip_from_mission(m, s).to_dict()


def _base() -> dict:
    """The clean trip every break starts from (test_consistency.py's trip(1, Trade))."""
    for k in range(1, 601):
        s = Stream("consistency", f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        if m.mission_type == "Acquisition/Trade":  # with neither complication of its own (under
            d = trip_from_mission(m, s).to_dict()  # algorithm 14 the first trade trip Refuses already)
            if not {REFUSE, NARROW} & set(d.get("complications") or []):
                return d
    raise AssertionError("no such trip")


_BASE: list[dict] = []


def base() -> dict:
    if not _BASE:
        _BASE.append(_base())
    return copy.deepcopy(_BASE[0])


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _with_refusal(line: str, refuser: str = "self") -> dict:
    t = base()
    t["complications"] = [c for c in t["complications"] if c != REFUSE][:1] + [REFUSE]
    t["world"]["refuser"] = refuser
    t["events"].append({"when": "Hour 9", "text": f"{REFUSE}: {line}"})
    return t


def _break_refusal() -> dict:
    """Cold reads 17/18: the complication made a gatekeeper ("will not let the crew pass the
    Singing Mesa") beside a tick where the one the crew came for will not go."""
    t = base()
    gate = next(n["name"] for n in t["npcs"] if n["name"] not in (t["maguffin"].get("held_by") or ""))
    return _with_refusal(f"{gate} will not let the crew pass {t['locations'][-1]['name']} until they "
                         "explain themselves, and does not believe the first explanation.")


def test_refusal_gatekeeper_is_caught():
    """Fails on the old code: there was no refusal-one-reading rule."""
    assert _violates(_break_refusal(), "refusal-one-reading")


def test_refusal_two_readings_are_caught():
    """The maguffin refuses in one line and its keeper in another: two readings (old code: no rule)."""
    t = base()
    keeper = (t["maguffin"].get("held_by") or "").split(" (")[0]
    assert keeper
    t = _with_refusal(f"{t['maguffin']['short'][:1].upper()}{t['maguffin']['short'][1:]} will not be taken: "
                      "it slips out of every hand that reaches for it.")
    t["clock"]["ticks"][3]["events"].append({"track": "complication", "text": (
        f"{REFUSE} (Mission Complication): {keeper} has made up their mind not to hand it over.")})
    assert _violates(t, "refusal-one-reading")


def test_refusal_one_reading_passes():
    """The object of the mission refuses, once, as the fact sheet says."""
    t = base()
    short = t["maguffin"]["short"]
    t = _with_refusal(f"{short[:1].upper()}{short[1:]} will not be taken: it slips out of every hand "
                      "that reaches for it.")
    assert not _violates(t, "refusal-one-reading"), [str(v) for v in check(t)]
    t["world"]["refuser"] = "keeper"  # the fact sheet says the keeper: the line disagrees
    assert _violates(t, "refusal-one-reading")


def _with_window(secret_place: str, tick: int, tick_place: str, hour: int = 12) -> dict:
    t = base()
    t["complications"] = [c for c in t["complications"] if c != NARROW][:1] + [NARROW]
    t["events"].append({"when": "Hour 2", "text": (
        f"{NARROW}: The goods can only be reached the easy way through {secret_place}, and that way "
        f"closes at hour {hour} (see the clock).")})
    t["clock"]["ticks"][tick - 1]["events"].append({"track": "complication", "text": (
        f"{NARROW} (Mission Complication): The window of opportunity closes: the easy way into "
        f"{tick_place} is shut for the day; only the hard way is left (+2 DL at {tick_place}).")})
    return t


def _break_window() -> dict:
    """sns audit/2: 'reached the easy way through the Hotel Lobby of Late Fees' beside a tick that
    shuts 'the easy way into the stage from the margin notes'."""
    t = base()
    a, b = t["locations"][1]["name"], t["locations"][-1]["name"]
    return _with_window(a, 3, b)


def test_window_two_places_are_caught():
    """Fails on the old code: there was no narrow-window-one-place rule."""
    assert _violates(_break_window(), "narrow-window-one-place")


def test_window_hour_must_match_its_tick():
    t = base()
    a = t["locations"][1]["name"]
    assert _violates(_with_window(a, 5, a, hour=12), "narrow-window-one-place")
    assert not _violates(_with_window(a, 5, a, hour=20), "narrow-window-one-place")


def _break_way_open() -> dict:
    """hang audit/31: the way into the Hollow Glass Forest shut at hour 12, and the ceasefire
    there at hour 17."""
    t = base()
    goal = t["scenes"][-1]["place"]
    t["scenes"][-1]["want"] = ("The ceasefire, done in front of the assembly. How long it lasts: "
                               "under an hour: the ceasefire is at hour 17 and over by hour 18.")
    t["clock"]["ticks"][2]["events"].append({"track": "complication", "text": (
        f"{NARROW} (Mission Complication): The tide turns: the way to {goal} is under water for "
        f"the rest of the day; only the hard way round is left (+2 DL at {goal}).")})
    return t


def test_way_shut_before_the_goal_is_caught():
    """Fails on the old code: there was no way-open-for-goal rule."""
    t = _break_way_open()
    assert _violates(t, "way-open-for-goal")
    t["clock"]["ticks"][4]["events"].append(t["clock"]["ticks"][2]["events"].pop())  # at hour 20
    assert not _violates(t, "way-open-for-goal")


def _with_light(line: str, night: bool = False, marks: str = "dusk at hour 6, dawn at hour 18") -> dict:
    t = base()
    t["world"].update(arrival="night" if night else "day", nights="yes")
    when = "night" if night else "day"
    light = (f"Light and dark: a day here lasts 24 hours, and the crew land in the middle of the "
             f"{when}: {marks}.")
    then = t["start"]["then"]
    t["start"]["then"] = re.sub(r"Light and dark: .*?\.(?= |$)", light, then) if "Light and dark" in then \
        else then + " " + light
    t["clock"]["ticks"][0]["events"].append({"track": "goal", "text": line})
    return t


def _break_daytime() -> dict:
    """hang audit/31: 'at hour 17, late in the day' beside 'dusk at hour 6, dawn at hour 18'."""
    return _with_light("When it happens: the dance is at the hall at hour 17, late in the day, and is "
                       "over by hour 18; it waits for nobody (see tick 4).")


def test_daytime_words_fit_the_printed_dawn_and_dusk():
    """Fails on the old code: there was no daytime-fits-hour rule."""
    assert _violates(_break_daytime(), "daytime-fits-hour")
    ok = _with_light("When it happens: the dance is at the hall at hour 17, in the last dark before "
                     "dawn, and is over by hour 18; it waits for nobody (see tick 4).")
    assert not _violates(ok, "daytime-fits-hour")
    early = _with_light("When it happens: the dance is at hour 17, late in the day, and is over by hour 18.",
                        marks="dawn at hour 16, dusk at hour 20, dawn at hour 24")
    assert _violates(early, "daytime-fits-hour")  # an hour after dawn is not late in the day


def _break_tick_npc_mid_line() -> dict:
    """The NPC's name in the middle of a clock line: '...; Kliopeja Cosephe goes round Carnegina
    Station' while she is at the summit."""
    t = base()
    n = next(x for x in t["npcs"] if x.get("where"))
    other = next(x["name"] for x in t["locations"] if x["name"] != n["where"])
    t["clock"]["ticks"][0]["events"].append({"track": "opp", "text": (
        f"The crew's description is out by now; {n['name']} goes round {other} asking after them.")})
    return t


def test_tick_npc_elsewhere_reads_the_whole_line():
    """Fails on the old code: tick-npc-elsewhere read only lines that start with the NPC's name."""
    assert _violates(_break_tick_npc_mid_line(), "tick-npc-elsewhere")


def _break_dark_tick_daytime() -> dict:
    """A night landing, and tick 1 (hour 4, dark by the printed dawn at hour 6) has the farmhands
    on their lunch break."""
    return _with_light("The farmhands at the fields stop for their lunch break and talk about the lander.",
                       night=True, marks="dawn at hour 6, dusk at hour 18")


def test_night_daytime_reads_the_ticks():
    """Fails on the old code: night-landing-daytime read only the landing and scene 1."""
    t = _break_dark_tick_daytime()
    assert _violates(t, "night-landing-daytime")
    t["clock"]["ticks"][0]["events"][-1]["text"] = "The farmhands sleep; a dog barks at the lander."
    assert not _violates(t, "night-landing-daytime")


def _break_stuck_morning() -> dict:
    """A dream stuck in its afternoon, and a place where the maguffin was 'moved this morning'."""
    t = base()
    t["world"]["stuck"] = "afternoon"
    t["locations"][1]["text"] += " It was moved this morning to a new hiding place."
    return t


def test_stuck_time_reads_this_morning():
    """Fails on the old code: stuck-time-forecast read only 'forecast for', 'this afternoon/evening'
    and 'tomorrow morning/afternoon/evening'."""
    t = _break_stuck_morning()
    assert _violates(t, "stuck-time-forecast")
    t["world"]["stuck"] = "no"
    assert not _violates(t, "stuck-time-forecast")


COMPLICATION_BREAKS = {
    "refusal-one-reading": _break_refusal,
    "narrow-window-one-place": _break_window,
    "way-open-for-goal": _break_way_open,
    "daytime-fits-hour": _break_daytime,
}


def _nth_with(seed: str, complication: str, n: int) -> dict:
    """The n-th (from 0) audit trip of ``seed`` with ``complication``: found by search, so the
    test outlives an ALGORITHM bump (under 12 they were sns audit/10, 27, hang audit/38, 2, 31)."""
    for i in range(1, 601):
        t = _trip(seed, i)
        if complication in t["complications"]:
            if n == 0:
                return t
            n -= 1
    raise AssertionError(f"no {complication} trip number {n} in 600")


@pytest.mark.parametrize("seed,n", [("slip-n-slide", 0), ("slip-n-slide", 1), ("hang", 0)])
def test_refusing_trips_read_one_refuser(seed, n):
    """Audit trips with Object of Mission will Refuse: the fact sheet names who refuses and every
    line agrees (old code: no refuser fact; algorithm 12's sns audit/10 read the refusal two ways)."""
    t = _nth_with(seed, REFUSE, n)
    assert REFUSE in t["complications"]
    assert t["world"]["refuser"] in ("self", "keeper")
    assert not _violates(t, "refusal-one-reading"), [str(v) for v in check(t)]


@pytest.mark.parametrize("seed,n", [("slip-n-slide", 0), ("hang", 0), ("hang", 1)])
def test_narrow_window_trips_name_one_place(seed, n):
    """Under algorithm 12, sns audit/2 named two places; hang audit/31 shut the way at hour 12
    before a ceasefire at hour 17 and called hour 17 'late in the day' in the dark (old code: all
    three); the trips are now found by search."""
    t = _nth_with(seed, NARROW, n)
    assert NARROW in t["complications"]
    got = [v for v in check(t) if v.rule in COMPLICATION_BREAKS]
    assert not got, [str(v) for v in got]
