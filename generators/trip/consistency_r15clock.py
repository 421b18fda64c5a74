"""The consistency audit's round-15 clock rules (brief r15 clock):

- ``last-chance-walk-back``: a goal line that is a "Last chance" (cold: "Last chance: at hour
  22 the way to the zeppelin yard is cut off") comes with the hour the crew must be on their
  way back to the lander, by the map's walk back (the fewest path hours from the climax), at
  its own tick or an earlier one, and that hour is the window less the walk.
- ``leave-by-before-its-tick``: "on their way by hour H" is said at a tick that fires before
  H, once, and no goal line calls itself a last chance at a tick that fires at or after H.
- ``tick-night-at-light-hour``: a tick's line that puts the night (for the night, after dark,
  moonlight, torches lit) at an hour the trip's own dawns and dusks make light, or sunlight at
  a dark one: the tick's hour and every "at hour N" it names (cold: "at hour 22 ... shuts it
  away for the night" on a node where hour 22 is midday).
- ``rival-settles-before-goal-tick``: a rival crew's tick that settles the goal ("the deal is
  done", "it is accepted") while a later tick still has goal lines about it.
"""

from __future__ import annotations

import re

from .consistency_timeline import _earliest

RULES = ("last-chance-walk-back", "leave-by-before-its-tick", "tick-night-at-light-hour",
         "rival-settles-before-goal-tick")

WINDOW = 24
LEAVE = re.compile(r"\b(?:must|should) (?:be on their way|start back)[^.;]*? by hour (\d+)", re.I)
NIGHT = re.compile(r"\b(for the night|tonight|after dark|after nightfall|in the dark of night|moonlight|"
                   r"moonlit|starlight|under the stars|torches? (?:are )?lit|lamps? (?:are )?lit|"
                   r"by torchlight)\b", re.I)
SUN = re.compile(r"\b(sunlit|in (?:full|broad) daylight|in the sun(?:light|shine)|the midday sun|"
                 r"under the noon sun)\b", re.I)
AT_HOUR = re.compile(r"\bat hour (\d+)\b")
SETTLES = re.compile(r"\b(the deal is done|it is accepted|will be the one that sells|the rivals make their "
                     r"(?:trade|deal)|the job is (?:theirs|over))\b|\bthe rivals make theirs\.?$", re.I)


def _ticks(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]


def _walk_back(trip: dict) -> int:
    scenes = trip.get("scenes") or []
    return _earliest(trip).get(scenes[-1]["id"], 0) if scenes else 0


def _leave(trip: dict, bad) -> None:
    back = _walk_back(trip)
    if back <= 0:
        return
    hour = WINDOW - back
    ticks = _ticks(trip)
    said = [(tick, int(m.group(1))) for tick, e in ticks for m in [LEAVE.search(e["text"])] if m
            and e.get("track") != "complication"]  # a Deadline's own hour is the client's
    for tick, h in said:
        if 4 * tick >= h:
            bad("leave-by-before-its-tick", f"tick {tick} (hour {4 * tick}): on their way by hour {h}, "
                                            f"said when the tick fires at or after it")
    if len(said) > 1:
        bad("leave-by-before-its-tick", f"the hour to start back is said {len(said)} times")
    for tick, e in ticks:
        if e.get("track") != "goal" or not e["text"].startswith(("Last chance", "Too late for a crew")):
            continue  # the goal's last stage, as a chance or past the hour to start back
        if 4 * tick >= hour and e["text"].startswith("Last chance"):
            bad("leave-by-before-its-tick", f"tick {tick} (hour {4 * tick}): {e['text'][:50]!r}, and the "
                                            f"crew must start back by hour {hour} ({back} hours' walk)")
        if not any(k <= tick and h == hour for k, h in said):
            bad("last-chance-walk-back", f"tick {tick}: {e['text'][:50]!r} says nothing of starting back "
                                         f"by hour {hour} ({back} hours' walk to the lander)")


def _names(trip: dict) -> list[str]:
    out = [n.get("name") or "" for n in trip.get("npcs") or []] + [r.get("name") or "" for r in trip.get("rivals") or []]
    out += [x.get("name") or "" for x in trip.get("locations") or []] + [s["place"] for s in trip.get("scenes") or []]
    return sorted((x for x in out if x), key=len, reverse=True)


def _light_words(trip: dict, bad) -> None:
    from .consistency_play import _light

    if not trip.get("node"):
        return
    names = _names(trip)
    for tick, e in _ticks(trip):
        text = e["text"]
        for n in names:  # "the All-Night Air Base" is a name, not the hour
            text = re.sub(re.escape(n), "", text, flags=re.I)
        hours = [4 * tick] + [int(h) for h in AT_HOUR.findall(text) if int(h) <= WINDOW]
        m = NIGHT.search(text)
        if m and all(_light(trip, h) for h in hours):
            bad("tick-night-at-light-hour", f"tick {tick} (hours {hours}, light): {m.group(0)!r}")
        m = SUN.search(text)
        if m and not any(_light(trip, h) for h in hours):
            bad("tick-night-at-light-hour", f"tick {tick} (hours {hours}, dark): {m.group(0)!r}")


def _settles(trip: dict, bad) -> None:
    ticks = _ticks(trip)
    for tick, e in ticks:
        m = SETTLES.search(e["text"]) if e.get("track") == "rival" else None
        later = [k for k, g in ticks if k > tick and g.get("track") == "goal"]
        if m and later:
            bad("rival-settles-before-goal-tick", f"tick {tick}: the rivals' {m.group(0)!r}, and tick "
                                                  f"{later[0]} still moves the goal")


def check_r15clock(trip: dict, world: dict, every, bad) -> None:
    _leave(trip, bad)
    _light_words(trip, bad)
    _settles(trip, bad)
