"""When the crew must start back from the maguffin's place (round 15, brief clock): the goal's
last stage ("Last chance: at hour 22 the way to the zeppelin yard is cut off") said nothing of
the walk back to the lander, so a GM read the crew as free to stay at the goal until hour 22,
when the fewest path hours back (4-6 on the map) put them past the slip window (hour 24).

The hour to start back is the window less the walk from the climax to the slip-in scene
(the map's fewest path hours, the same walk the audit's timeline counts); it is said once,
at the last tick that fires before it, and the clock has no goal or rival line at a later tick
(round 17: a crew who make the window are on the paths home by then).

The walk counts the clock's own delays (cold 22: "tick 3 makes the 3<->4 path cost +1 hour each
time the crew walk it", yet tick 4 said the walk back takes 4 hours): since round 36 that is
trip/return_walk.py's one reckoning over the printed clock and map, which ``place_leave``
says with its parts.
"""

from __future__ import annotations

import re

from .return_walk import parts

HOURS, PER_TICK = 24, 4

# said once, at the last tick before the hour (GM-facing: the tick's own words)
LEAVE = ("Time to start back: the walk from {goal_place} to the lander at {start} takes {back} "
         "hours{delays}{repair}, so the crew must be on their way by hour {leave} to be aboard before the slip "
         "window closes at hour {window}")
SAY = LEAVE.split(":", 1)[0] + ":"  # "Time to start back:"
# the tracks whose lines change the job at the goal (the opposition's may meet the crew on the
# way back; the window's is the end itself)
AT_GOAL = ("goal", "rival")
# a line whose change comes at the tick after its own ("after the next tick the waterfall shows
# only in glimpses"): it matters only if that tick comes before the hour to start back
NEXT = re.compile(r"\b(?:after|at|by) the next tick\b", re.I)
# the goal's last stage at a tick before that hour: the last chance says the hour too
AND_LEAVE = "; the walk back to the lander at {start} takes {back} hours{delays}{repair}, so the crew must be on their way by hour {leave}"
CHANCE = "Last chance: "
# the walk counts the tolls the clock has added on the way (the GM sees why it is longer)
DELAYS = " with the clock's delays on the way"
# a tick that damages the lander while the crew are away (a line's toll "repair") fires before
# they are back: the slip home needs a repair roll, and a miss costs an hour (start.REPAIR_SLACK),
# so the hour to start back leaves it (cold read 28: a 6-hour walk from hour 18, back at hour 24
# exactly, and tick 5's repair still to make)
REPAIR = 1
REPAIRS = ", and an hour more at the lander for the repair tick {tick} may force"


def walk_back(scenes: list[dict], links: list[dict], goal_path: int = 0, every_path: int = 0,
              into: str | None = None) -> int:
    """The fewest path hours from the climax (the last scene) back to the slip-in scene; the
    path between ``into`` and the climax costs ``goal_path`` hours more, every path
    ``every_path`` more (the clock's tolls)."""
    if not scenes:
        return 0
    goal = scenes[-1]["id"]
    best, todo = {goal: 0}, [goal]
    while todo:
        at = todo.pop(0)
        for c in links:
            cost = c["hours"] + every_path + (goal_path if {c["from"], c["to"]} == {into, goal} else 0)
            for a, b in ((c["from"], c["to"]), (c["to"], c["from"])):
                if a == at and best[at] + cost < best.get(b, 10 ** 6):
                    best[b] = best[at] + cost
                    todo.append(b)
    return best.get(scenes[0]["id"], 0)


def leave_hour(back: int, repair: int | None = None) -> int:
    """The hour the crew must be on their way back to reach the lander by the window (an hour
    earlier when a tick, ``repair``, may damage the lander while they are away)."""
    return HOURS - back - (REPAIR if repair else 0)


def leave_tick(leave: int) -> int:
    """The last tick that fires before ``leave`` (tick k fires at hour 4k)."""
    return max(1, (leave - 1) // PER_TICK)


def place_leave(ticks: list[dict], slots: dict, walk, scenes: list[dict]) -> None:
    """Tie the goal's last stage (the tick whose goal line says "Last chance") to the walk back
    (``walk``: trip/return_walk.py's one reckoning, its parts said): the hour to start back at
    the last tick before it (or in the last chance's own line when that tick comes first), and
    no "Last chance" at or after it; with no last chance, the hour to start back at the last
    tick before it all the same (round 36: trips with no time-to-start-back line at all), and no
    goal or rival line at or after the hour either."""
    if walk is None or walk.foot <= 0:
        return
    at = [(t, e) for t in ticks for e in t["events"] if e["track"] == "goal" and e["text"].startswith(CHANCE)]
    leave, repair = walk.leave, walk.repair
    first = bool(at) and PER_TICK * at[-1][0]["tick"] < leave  # the last chance comes first: it says the hour
    k = at[-1][0]["tick"] if first else leave_tick(leave)
    words = {**slots, "back": str(walk.back), "leave": str(leave), "window": str(HOURS),
             "delays": parts(walk, scenes, PER_TICK * k), "repair": REPAIRS.format(tick=repair) if repair else ""}
    if first:
        e = at[-1][1]
        e["text"] = e["text"].rstrip(".") + AND_LEAVE.format(**words) + "."
    else:
        ticks[k - 1]["events"].append({"track": "goal", "text": LEAVE.format(**words) + "."})
    drop_after_leave(ticks, leave)


def drop_after_leave(ticks: list[dict], leave: int) -> None:
    """From the hour to start back on, the crew who make the window are on the paths home: the
    goal's and the rivals' lines at a tick firing then (the goal's last stage, a haze at the
    goal, the rivals reaching it) change nothing they can meet (cold 25 h: on their way by
    hour 14, yet tick 4's haze and tick 5's "If the crew stay past hour 14 (too late to make
    the slip window)"), so the clock has none (the audit's tick-after-leave). A line whose
    change waits for the next tick counts from that tick. The hour to start back itself stays
    (round 37, review of round 36: an hour to start back at 4 or sooner is said at tick 1, which
    fires at hour 4, and was dropped with the rest, so the page never said it)."""
    for t in ticks:
        t["events"] = [e for e in t["events"] if e["track"] not in AT_GOAL or e["text"].startswith(SAY)
                       or PER_TICK * (t["tick"] + bool(NEXT.search(e["text"]))) < leave]
