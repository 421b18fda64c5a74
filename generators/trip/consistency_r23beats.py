"""The consistency audit's round-23 beat rules (cold read 32 of algorithm-21 trips: 4 of 10
trips had a clock whose ticks repeat the same beat). consistency_r23.py registers them;
tests/test_r23_beats.py feeds each a trip broken on purpose.

- ``tick-beat-twice``: no two clock lines tell the same beat (what a line does in the story:
  the ``beat`` of its line in corpora/trip/play_clock.json, read back by trip/beats.py): r23-cold-c
  and -e, the rescued person hidden at tick 2 and moved at tick 4; r23-cold-a, the egg "puts it
  somewhere harder to reach" at tick 2 and "moves the egg to another spot" at tick 4; r23-cold-d,
  tick 2 "The best spot ... is taken" and tick 4 "take the best spot".
- ``tick-beat-told``: no tick tells a beat the goal place's own text already states (r23-cold-a:
  the egg is "moved this morning to a new hiding place", then moved again on the clock).
- ``ending-beat-twice``: no ending's follows tell the same beat twice (r23-cold: "someone at
  the barn wants to buy it" beside "Another crew asks to buy the crew's notes on the node").
trip/clock.py and trip/endings.py deal at most one line of a beat.
"""

from __future__ import annotations

from .beats import beat_of, setup_beats

RULES = ("tick-beat-twice", "tick-beat-told", "ending-beat-twice")


def _goal_text(trip: dict) -> str:
    where = ((trip.get("maguffin") or {}).get("where") or "").lower()
    return " ".join(loc.get("text") or "" for loc in trip.get("locations") or []
                    if (loc.get("name") or "").lower() == where)


def check_r23beats(trip: dict, world: dict, every, bad) -> None:
    told = setup_beats(_goal_text(trip))
    first: dict[str, int] = {}
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            beat = beat_of("trip/play_clock", e.get("text") or "")
            if not beat:
                continue
            if beat in told:
                bad("tick-beat-told", f"tick {tick['tick']}: {e['text']!r} tells the beat {beat!r} "
                    f"the goal place's text already states")
            if beat in first:
                bad("tick-beat-twice", f"tick {tick['tick']}: {e['text']!r} tells the beat {beat!r} "
                    f"tick {first[beat]} already told")
            else:
                first[beat] = tick["tick"]
    for end in trip.get("endings") or []:
        seen: set[str] = set()
        for f in end.get("follows") or []:
            beat = beat_of("trip/play_endings", f)
            if beat and beat in seen:
                bad("ending-beat-twice", f"{end.get('outcome')}: {f!r} tells the beat {beat!r} twice")
            seen |= {beat} - {None}
