"""Round 30, stock: the tenth trip reads fresh. Cold reads 44-46 (fifteen algorithm-27 trips, five
to a reader) found stock text across trips in all fifteen: the same secret ("Is not who their
papers say", "Reads other people's letters"), the same creature weakness ("it tires fast, and
gives up a chase after a few minutes"), the same openers of an alternate Earth's places ("Shabby
and friendly", "Run-down and", "Grand,") and their guards, the same dream rules, endings ("Sore
feet, a spent fuel cell and a long report nobody asked for", "sleeping in the barn's hangar", "A
crew who laughed at the job"), rival names ("(none of them brothers)", the lander "Second
Opinion"), place names ("Second Landing", "Back of Beyond"), and a clock step with nothing in it
("Nothing new happens at this tick", on 29 of hang's 80 audit trips and 17 of slip-n-slide's).

Measured over audit/1..80 of hang and slip-n-slide (every sentence-sized line, how many trips
print it), the pools behind the worst were widened with new lines of the same needs (people,
places, org, teaser and play_* corpora; the faction lines of play_threads; the creature's lair
and ground on the clock; Dangerous Environment footing), and the clock deals a lull to a tick no
track fills (trip/clock.py; the audit's clock-tick-quiet, generators/trip/consistency_r30stock.py,
keeps it so). The aim: no such line on more than 5% (4) of either seed's 80 trips; STOCK pins each
line's most, the aim where it is met, else the count it was brought down to."""

from __future__ import annotations

import json

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.render.trip import play_text
from generators.trip.consistency_r30stock import RULES, quiet_ticks

TRIPS = 80  # audit/1..80 of each seed
SEEDS = ("hang", "slip-n-slide")
AIM = 4     # 5% of 80


def _break_quiet() -> dict:
    t = trip_where(lambda t: len((t.get("clock") or {}).get("ticks") or []) > 4)
    t["clock"]["ticks"][4]["events"] = []  # as ccd699bf dealt an environment's tick 5
    return t


R30_STOCK_BREAKS = {"clock-tick-quiet": _break_quiet}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_STOCK_BREAKS[rule](), rule)


def test_a_tick_with_only_the_schedule_is_quiet_too():
    t = trip_where(lambda t: len((t.get("clock") or {}).get("ticks") or []) > 4)
    t["clock"]["ticks"][0]["events"] = [{"track": "goal", "text": "When it happens: the sunset, at hour 18."}]
    assert 1 in quiet_ticks(t) and fires(t, "clock-tick-quiet")


def _text(t: dict) -> str:
    t = dict(t)
    t.pop("rolls", None)
    return json.dumps(t, ensure_ascii=False).lower()


@pytest.fixture(scope="module")
def pages():
    return {seed: [_text(audit_trip(i, seed)) for i in range(1, TRIPS + 1)] for seed in SEEDS}


def test_no_clock_step_is_empty():
    for seed in SEEDS:
        quiet = [i for i in range(1, TRIPS + 1) if quiet_ticks(audit_trip(i, seed))]
        assert not quiet, (seed, quiet)  # (ccd699bf: 29 of hang's 80, 17 of slip-n-slide's)
    t = audit_trip(1)  # and the page prints the lull, not "Nothing new happens at this tick"
    assert not [x for x in play_text(t) if "Nothing new happens" in x]


# line (lower case, as the trip's JSON holds it) -> the most trips of either seed's 80 it may be on
# (before, ccd699bf: hang / slip-n-slide)
STOCK = {
    "is not who their papers say": AIM,                  # 3 / 4
    "reads other people's letters": AIM,                 # 6 / 6
    "gives up a chase after a few minutes": AIM,         # 6 / 1
    "shabby and friendly": 5,                            # 7 / 8 (5 on slip-n-slide: aim not met)
    "run-down and ": AIM,                                # 11 / 7
    "sleeping in the barn's hangar": AIM,                # 8 / 7
    "sore feet, a spent fuel cell": 7,                   # 10 / 8 (7 on hang's 80 after round 31's audit fixes: every tenth trip, the deck's stride; aim not met)
    "a crew who laughed at the job": AIM + 1,            # 6 / 6 (5 on slip-n-slide after the round's merge)
    "(none of them brothers)": 6,                        # 8 / 13 (5 / 6: aim not met)
    "second opinion": 5,                                 # 8 / 5 (5 on slip-n-slide: aim not met)
    "second landing": AIM,                               # 5 / 4
    "back of beyond": AIM,                               # 5 / 6
    "everyone here knows your middle name": AIM,         # 7 / 4
    "you cannot read the same sign twice": AIM,          # 4 / 7
}


@pytest.mark.parametrize("line", sorted(STOCK))
def test_stock_line_is_rare_across_the_audit_trips(pages, line):
    for seed in SEEDS:
        on = [i + 1 for i, p in enumerate(pages[seed]) if line in p]
        assert len(on) <= STOCK[line], (seed, line, len(on), on)


def test_the_widened_pools_are_still_drawn(pages):
    """A line that vanished would pass the counts by accident: the old lines are still dealt."""
    both = pages["hang"] + pages["slip-n-slide"]
    for line in ("reads other people's letters", "shabby and friendly", "sore feet, a spent fuel cell"):
        assert any(line in p for p in both), line


def test_the_lull_lines_give_the_crew_something():
    """Every lull names what the crew can do with it: a DL for a roll, never an hour's cost (a
    lull that cost hours would move the hour to start back, which the clock's tolls price)."""
    lulls = [v for v, _, f in load("trip/play_clock").items if f.get("track") == "lull"]
    assert len(lulls) >= 10 and sum(not f.get("needs") for _, _, f in load("trip/play_clock").items
                                    if f.get("track") == "lull") >= 3
    for v in lulls:
        assert "DL" in v and "hour on the clock" not in v, v
