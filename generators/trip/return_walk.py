"""The walk back to the lander, reckoned once from what the page prints (round 36, cold reads of
algorithm-31 trips: "takes 5 hours with the clock's delays", and the reader counted 6; "takes 7
hours", and the reader could not get past 5; tick 5's "+1 hour on the clock at Penny Drop" fired
at hour 20, the very hour the crew had to be on their way, and was not counted, so a crew who
followed the page reached the lander at hour 25).

The facts are the scene map's paths (``links``: from, to, hours) and the clock's own lines, read
from their printed words (the same words the GM reads):

- a path's cost: "+1 hour on the clock each time they walk it" (a path the line names by its
  two places, else the path into the climax), the shortest way to the goal "gone for the rest of
  the day", the last stretch's "way in takes an hour";
- every path's cost "from now on" ("for each path walked from now on", "every path walked back
  to the lander with them");
- every path's cost "until the next tick" (weather, the node running slow): the paths the crew
  start in that tick's four hours;
- a place's cost on the way: "+1 hour on the clock at Penny Drop" at a place the walk passes
  (at the climax itself it is paid before the crew start back);
- the lander's repair ("the slip home needs a repair"): an hour kept at the lander.

Our ruling (the rules give the walk no clock): a delay counts when the crew meet it at or after
the hour it starts (a path's and every path's cost when they set out on that path, a place's
when they reach it); a delay with a roll or a choice ("unless a clue ...", "a miss: ...", "or
push on with a HEALTH roll") is not a sure hour and is not counted; an obstacle met on the way
out is past. The hour to start back is the latest hour from which some route over the map's
paths, with the delays the crew meet on it, reaches the lander by the window's close (less the
repair hour); the page says the route's hours on foot and each delay with the hour it starts, so
the figure is the sum of what it prints.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

HOURS, PER_TICK, REPAIR = 24, 4, 1

PATH = re.compile(r"\beach time (?:they|the crew) walk (?:it|that path)\b", re.I)
INTO = re.compile(r"\bthe shortest way to .+? is gone for the rest of the day\b|"
                  r"\bfrom now on the way in takes an hour\b", re.I)
EVERY = re.compile(r"\bfor each path walked from now on\b|\bevery path walked back to the lander with them\b", re.I)
THEN = re.compile(r"\b(?:until|before|for) the next tick\b", re.I)
THEN_COST = re.compile(r"\+1 hour on the clock(?: for each(?: path walked then)?)?\)|hour longer|extra hour", re.I)
PLACE = re.compile(r"\+1 hour on the clock at ([^)]+)\)", re.I)
UNSURE = re.compile(r"\bunless\b|\ba miss\b|\broll\b", re.I)
AT_HOUR = re.compile(r"\bat hour (\d+)\b", re.I)
REPAIR_WORDS = re.compile(r"\bthe slip home needs a repair\b")
# a line that may print a delay on the way (the clock deals it only where the walk still fits)
HINT = re.compile(r"\+1 hour|hour longer|extra hour|each time (?:they|the crew) walk|"
                  r"is gone for the rest of the day", re.I)
DELAYS = " with the clock's delays on the way"


@dataclass
class Delay:
    kind: str  # "path" (one path), "every" (every path from then), "then" (every path started in its tick), "place"
    hour: int  # the hour it starts
    tick: int
    ends: tuple = ()  # a path's two scene ids, or a place's one


@dataclass
class Walk:
    leave: int  # the hour the crew must be on their way
    back: int  # the route's hours, delays counted
    foot: int  # the route's path hours
    route: list = field(default_factory=list)  # scene ids, goal to slip-in
    met: list = field(default_factory=list)  # (Delay, hours) the crew meet on it
    repair: int | None = None  # the tick that may force a repair at the lander


def _bare(name: str) -> str:
    low = name.lower().strip()
    return low[4:] if low.startswith("the ") else low


def _named(text: str, scenes: list[dict]) -> list[str]:
    """The scene ids whose places ``text`` names, in the order it names them (longest names first
    where one contains another)."""
    low, hits, taken = text.lower(), [], []
    for sc in sorted(scenes, key=lambda sc: -len(sc["place"])):
        name = _bare(sc["place"])
        at = low.find(name) if name else -1
        if at >= 0 and not any(a <= at < b for a, b in taken):
            taken.append((at, at + len(name)))
            hits.append((at, sc["id"]))
    return [i for _, i in sorted(hits)]


def into_goal(scenes: list[dict]) -> str | None:
    """The scene that leads into the climax (the clock's {before_goal})."""
    if len(scenes) < 2:
        return None
    goal = scenes[-1]["id"]
    return next((sc["id"] for sc in scenes if goal in (sc.get("leads_to") or ())), scenes[-2]["id"])


def delays_of(ticks: list[dict], scenes: list[dict]) -> list[Delay]:
    """The sure delays on the way back the clock's lines print (see the module's docstring)."""
    if not scenes:
        return []
    goal, into, out = scenes[-1]["id"], into_goal(scenes), []
    for t in ticks:
        k = int(t["tick"])
        for e in t.get("events") or []:
            text = str(e.get("text") or "")
            m = AT_HOUR.search(text)
            hour = int(m.group(1)) if m and int(m.group(1)) <= HOURS else PER_TICK * k
            if PATH.search(text) or INTO.search(text):
                cut = re.search(r"\bbetween\b", text, re.I)  # "the path between A and B" (not the war's place)
                ends = _named(text[cut.end():] if cut else text, scenes)
                pair = tuple(ends[:2]) if len(ends) >= 2 and not INTO.search(text) else (into, goal)
                out.append(Delay("path", hour, k, pair))
            elif EVERY.search(text):
                out.append(Delay("every", hour, k))
            elif THEN.search(text) and THEN_COST.search(text) and not UNSURE.search(text):
                out.append(Delay("then", PER_TICK * k, k))
            else:
                m = PLACE.search(text)
                if m and not UNSURE.search(text):
                    at = _named(m.group(1), scenes)
                    if at and at[0] != goal:
                        out.append(Delay("place", hour, k, (at[0],)))
    return out


def repair_of(ticks: list[dict]) -> int | None:
    """The first tick before hour 24 whose line may leave the lander needing a repair."""
    return min((int(t["tick"]) for t in ticks if PER_TICK * int(t["tick"]) < HOURS
                and any(REPAIR_WORDS.search(str(e.get("text") or "")) for e in t.get("events") or [])), default=None)


def routes(scenes: list[dict], links: list[dict], cap: int = 200) -> list[list[str]]:
    """The simple routes over the map's paths from the climax to the slip-in scene."""
    if not scenes:
        return []
    goal, home, out = scenes[-1]["id"], scenes[0]["id"], []
    near: dict[str, list[str]] = {}
    for c in links:
        near.setdefault(c["from"], []).append(c["to"])
        near.setdefault(c["to"], []).append(c["from"])

    def go(path: list[str]) -> None:
        if len(out) >= cap:
            return
        if path[-1] == home:
            out.append(list(path))
            return
        for b in near.get(path[-1], []):
            if b not in path:
                go(path + [b])
    go([goal])
    return out


def _hours(links: list[dict], a: str, b: str) -> int:
    return min(c["hours"] for c in links if {c["from"], c["to"]} == {a, b})


def walk(route: list[str], links: list[dict], delays: list[Delay], leave: int) -> tuple[int, list]:
    """(the hour the crew reach the lander, the delays they meet) leaving the climax at ``leave``."""
    t, met = leave, []
    for a, b in zip(route, route[1:]):
        start = t  # the hour they set out on this path: whether a delay counts never hangs on the
        for d in delays:  # delays' order (the review of round 36)
            if (d.kind == "path" and set(d.ends) == {a, b} and d.hour <= start) or (d.kind == "every" and d.hour <= start) \
                    or (d.kind == "then" and d.hour <= start < d.hour + PER_TICK):
                met.append((d, 1))
                t += 1
        t += _hours(links, a, b)
        for d in delays:
            if d.kind == "place" and d.ends[0] == b and d.hour <= t:
                met.append((d, 1))
                t += 1
    return t, met


def reckon(ticks: list[dict], scenes: list[dict], links: list[dict]) -> Walk | None:
    """The walk back and the hour to start it (None without a map to walk)."""
    ways = routes(scenes, links)
    if not ways:
        return None
    delays, fix = delays_of(ticks, scenes), repair_of(ticks)
    end = HOURS - (REPAIR if fix else 0)
    foot = {i: sum(_hours(links, a, b) for a, b in zip(r, r[1:])) for i, r in enumerate(ways)}
    for leave in range(end - min(foot.values()), -HOURS, -1):
        best = min(((walk(r, links, delays, leave), foot[i], i) for i, r in enumerate(ways)),
                   key=lambda x: (x[0][0], x[1], x[2]))
        (arrive, met), hours, i = best
        if arrive <= end or leave <= 0:
            return Walk(leave, arrive - leave, hours, ways[i], met, fix)
    return None


def place_names(scenes: list[dict]) -> dict[str, str]:
    return {sc["id"]: sc["place"][:1].lower() + sc["place"][1:] if sc["place"].startswith("The ") else sc["place"]
            for sc in scenes}


def parts(w: Walk, scenes: list[dict], said_at: int = 0) -> str:
    """The walk's parts in the page's words: " with the clock's delays on the way (4 on foot by
    way of B; +1 at Penny Drop, tick 5, for a crew there at hour 20 or later; ...)", or "" when
    the crew meet no delay; ``said_at``: the hour of the tick that prints it."""
    if not w.met:
        return ""
    name = place_names(scenes)
    via = [name[i] for i in w.route[1:-1]]
    out = [f"{w.foot} on foot" + (f" by way of {_and(via)}" if via else "")]
    seen: dict[tuple, int] = {}
    for d, n in w.met:
        key = (d.kind, d.hour, d.ends, d.tick)
        seen[key] = seen.get(key, 0) + n
    for (kind, hour, ends, tick), n in seen.items():
        each = f"the {n} paths" if n > 1 else "the path"
        # the hour a delay starts, when it is still to come where the line is read (a tick names
        # no hour before its own: tests/test_r32_rulings.py); one in force already says its tick
        later = hour > said_at
        out.append(f"+{n} on the path between {name[ends[0]]} and {name[ends[1]]}" if kind == "path" else
                   f"+{n} at {name[ends[0]]}" if kind == "place" else
                   f"+{n} for {each} walked" + (f" at hour {hour} or later" if later else "") if kind == "every" else
                   f"+{n} for {each} set out on before hour {hour + PER_TICK}")
        out[-1] += f", tick {tick}" + (f", for a crew {'on it' if kind == 'path' else 'there'} at hour {hour} or later"
                                       if later and kind in ("path", "place") else "")
    return DELAYS + " (" + "; ".join(out) + ")"


def settle(ticks: list[dict], scenes: list[dict], links: list[dict], drop) -> Walk | None:
    """The walk back once the lines the crew cannot meet are off the clock: ``drop(ticks, leave)``
    takes the goal's and rivals' lines from the hour to start back on, so a delay they printed is
    not counted either (cold read: "takes 7 hours with the clock's delays", and no line on the
    page made more than 5)."""
    w = reckon(ticks, scenes, links)
    for _ in range(6):
        if w is None:
            return None
        drop(ticks, w.leave)
        again = reckon(ticks, scenes, links)
        if again is None or (again.leave, again.back) == (w.leave, w.back):
            return again
        w = again
    return w


def _and(xs: list[str]) -> str:
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]
