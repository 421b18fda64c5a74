"""The consistency audit's round-23 clock rules (issue 10; cold reads of algorithm-21 trips by
strict GMs, and a code review of the clock and the early clues). consistency_r23.py registers
them; tests/test_r23_clock.py feeds each a trip broken on purpose.

- ``tick-tide-inland``: a clock line about a tide ("The tide turns: the way to the Upside Dune
  Field is under water") only where the way into the goal runs along a tidal shore: a world of
  oceans and, at the goal's place or the scene before it, a beach, a harbour, a reef
  (trip/clock_fit.py shore_way; hang audit/215: a world of lakes and rivers, a dune field).
  A maguffin that is a "tide record" is its own business, not a tide.
- ``war-tick-no-fight``: a War Zone tick that says "the fighting" moves or spreads only beside a
  War Zone line that shows fighting by that tick's hour (hang audit/55: "The fighting moves
  closer" at hour 12 beside "Two armies camp either side of the Spore Market of Begone, each
  waiting for the other to blink"; a War Zone whose fighting breaks out at hour 20 has none to
  spread at hour 12). The line then says where the shooting starts (clock_fit.war_fight_at).
- ``clue-complication-late``: a War Zone, Bad Odds or Must be Kept Secret that names a scene's
  place is told by a clue before that scene (hang audit/8: the survey crews "shooting across"
  the Whispering Beach, scene 2, told only at scene 2; hang audit/50: Bad Odds at the
  Underwater Hallway told only there). trip/clue_early.py (AHEAD), which trip/clues.py places by.
- ``tick-rise-past-6``: walking the ticks in order from each place's printed DL (its obstacle,
  its hidden surprise), no "+N DL at X" pushes X past DL 6 and none is printed as "no further
  rise" where an earlier tick left room (review: the dealer's dead-rise check, clock_dl.dead_rise,
  read every other line as if it came first, so a line at tick 1 could fill a place a tick-3
  complication then found at DL 6).
- ``surprise-over-climax``: no hidden surprise is a harder roll than the climax's obstacle
  (review: trip/scenes.py capped the scenes' obstacles by the climax's DL, never the surprises).
"""

from __future__ import annotations

import re

from ..rules.resolution import OBSTACLE_DL_MAX
from .clock_dl import ADD, scene_named, top_dl
from .clock_fit import FIGHTING, shore_way, war_hour, war_line
from .clue_early import AHEAD, can_be_early, in_time, warned_at

RULES = ("tick-tide-inland", "war-tick-no-fight", "clue-complication-late", "tick-rise-past-6",
         "surprise-over-climax")

TIDE = re.compile(r"\btide\b(?! record)", re.I)
THE_FIGHTING = re.compile(r"\bthe fighting\b", re.I)
CAPPED = re.compile(r"\(no further rise at ([^:()]+):")
PART = re.compile(r"\(\+\d DL[^()]*? at ([^()]+?)(?: from the next tick on)?, to DL \d at most\)")


def _events(trip: dict):
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            yield tick, e


def _goal(trip: dict) -> str:
    where = (trip.get("maguffin") or {}).get("where") or ""
    names = [loc["name"] for loc in trip.get("locations") or []]
    return where if where in names else (trip.get("scenes") or [{}])[-1].get("place", "")


def _into(scenes: list[dict]) -> dict:
    last = scenes[-1]["id"]
    return next((sc for sc in scenes if last in (sc.get("leads_to") or ())), scenes[-2] if len(scenes) > 1 else scenes[-1])


def _clock(trip: dict, world: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    shore = bool(scenes) and shore_way([_goal(trip), _into(scenes)["place"]], world.get("water"))
    fight = bool(FIGHTING.search(war_line(trip.get("events"))))
    at = war_hour(trip.get("events"))
    for tick, e in _events(trip):
        text = e.get("text") or ""
        if TIDE.search(text) and not shore:
            bad("tick-tide-inland", f"clock/tick {tick['tick']}: {text[:90]!r} on a world of "
                                    f"{world.get('water')!r} with no shore on the way to {_goal(trip)!r}")
        if text.startswith("War Zone") and THE_FIGHTING.search(text) and not (
                fight and at is not None and at <= 4 * int(tick["tick"])):
            bad("war-tick-no-fight", f"clock/tick {tick['tick']}: {text[:90]!r} beside the War Zone "
                                     f"{war_line(trip.get('events'))[:80]!r} (hour {at})")


def _late(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    for fact in trip.get("clues") or []:
        text = fact.get("fact") or ""
        late = warned_at(text, scenes, AHEAD)
        if late and can_be_early(text, late) and fact.get("clues") and not any(
                in_time(cl, scenes, late) for cl in fact["clues"]):
            bad("clue-complication-late", f"clue/{fact.get('id')}: {text[:80]!r} is at scene {late}, and is told "
                                          "only at " + ", ".join(sorted({str(cl.get("scene")) for cl in fact["clues"]})))


def _rises(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes:
        return
    now = {sc["id"]: top_dl(sc) for sc in scenes}
    for tick, e in _events(trip):
        text = e.get("text") or ""
        for m in ADD.finditer(text):
            if m.group("what") and not m.group(3):
                continue
            sc = scene_named(scenes, m.group(3))
            if sc is None:
                continue
            now[sc["id"]] += int(m.group(1))
            if now[sc["id"]] > OBSTACLE_DL_MAX:
                bad("tick-rise-past-6", f"clock/tick {tick['tick']}: {m.group(0)[:70]!r} takes "
                                        f"{sc['place']!r} to DL {now[sc['id']]}")
        for m in PART.finditer(text):  # "(+1 DL at X, to DL 6 at most)": X is at 6 now
            if (sc := scene_named(scenes, m.group(1))) is not None:
                now[sc["id"]] = max(now[sc["id"]], OBSTACLE_DL_MAX)
        for m in CAPPED.finditer(text):
            sc = scene_named(scenes, m.group(1))
            if sc is not None and now[sc["id"]] < OBSTACLE_DL_MAX:
                bad("tick-rise-past-6", f"clock/tick {tick['tick']}: 'no further rise' at {sc['place']!r}, "
                                        f"whose DL is {now[sc['id']]} by then")


def _surprises(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes or scenes[-1].get("kind") != "climax":
        return
    top = int(scenes[-1]["obstacle"]["dl"])
    for sc in scenes:
        if sc.get("surprise") and int(sc["surprise"]["dl"]) > top:
            bad("surprise-over-climax", f"scene {sc['number']}: its hidden surprise is DL {sc['surprise']['dl']}, "
                                        f"the climax's obstacle DL {top}")


def check_r23clock(trip: dict, world: dict, every, bad) -> None:
    _clock(trip, world or {}, bad)
    _late(trip, bad)
    _rises(trip, bad)
    _surprises(trip, bad)
