"""When the crew can be at a place of the trip (round 24, issue 10: cold readers of algorithm-21
trips found hours nobody on the crew can keep: "the dance is at hour 19" beside "the crew must
be on their way by hour 18"; a feast at a place four hours' walk from the lander at hour 2).

The crew's window at a place: from the fewest path hours from the slip-in scene (they cannot be
there sooner after the landing, hour 0) to the hour they must start back from the goal (the
clock's "on their way by hour H"; a place they attend after that hour is one they are walking
away from). The slip-in point, where the lander waits, is theirs all day.

The trip's events (content/places.py events_for: happenings and one per Mission Complication,
their hours drawn before the scene map exists) are moved into their place's window, once before
the clock (with the hour the bare walk allows, less a margin for the clock's delays: the clock
ties a War Zone's and a Bad Odds' tick to its event's hour) and once after it (all but those
two, with the clock's own hour to start back). An event moves to the nearest free
hour inside the window; the hours stay distinct, a line naming the rival crew stays after they
land and the Deadline's message stays early enough (content/clock_facts.TOLD_BY). The audit's
rules event-outside-crew-window and goal-hour-after-start-back read the same functions.
"""

from __future__ import annotations

import re

from ..content.clock_facts import TOLD_BY
from .clock_leave import HOURS, PER_TICK, REPAIR, walk_back

LEAVE_BY = re.compile(r"\bon their way by hour (\d+)")
HOUR = re.compile(r"\d+")
RIVAL_WORD = re.compile(r"\brivals?\b", re.I)  # the rival crew, never an "arrival"
MARGIN = 1  # pre-clock: an hour for the clock's delays on the way back (its tolls)


def walks_from(scenes: list[dict], links: list[dict], src: str) -> dict[str, int]:
    """The fewest path hours from scene ``src`` to every scene."""
    best, todo = {src: 0}, [src]
    while todo:
        at = todo.pop(0)
        for c in links:
            for a, b in ((c["from"], c["to"]), (c["to"], c["from"])):
                if a == at and best[at] + c["hours"] < best.get(b, 10 ** 6):
                    best[b] = best[at] + c["hours"]
                    todo.append(b)
    return best


def hour_of(e: dict) -> int | None:
    m = HOUR.search(str(e.get("when") or ""))
    return int(m.group(0)) if m else None


def place_of(text: str, scenes: list[dict]) -> dict | None:
    """The scene whose place the line names first, or None."""
    low = text.lower()
    hits = sorted((low.find(sc["place"].lower()), -len(sc["place"]), i) for i, sc in enumerate(scenes)
                  if sc["place"].lower() in low)
    return scenes[hits[0][2]] if hits else None


def printed_leave(clock: dict | None) -> int | None:
    """The clock's hour to start back ("on their way by hour H"), or None."""
    hours = [int(m.group(1)) for t in (clock or {}).get("ticks") or [] for e in t.get("events") or []
             for m in LEAVE_BY.finditer(str(e.get("text") or ""))]
    return min(hours) if hours else None


def bare_leave(scenes: list[dict], links: list[dict]) -> int:
    """The hour to start back by the bare walk (no delays, no repair)."""
    return HOURS - walk_back(scenes, links)


def crew_leave(clock: dict | None, scenes: list[dict], links: list[dict]) -> int:
    """The hour the crew must start back: the clock's, else the bare walk's."""
    at = printed_leave(clock)
    return at if at is not None else bare_leave(scenes, links)


def window_of(sc: dict, scenes: list[dict], links: list[dict], leave: int) -> tuple[int, int]:
    """(earliest, latest) hour the crew can be at scene ``sc``."""
    if not scenes or sc["id"] == scenes[0]["id"]:
        return 0, HOURS - 1
    return walks_from(scenes, links, scenes[0]["id"]).get(sc["id"], 0), leave


def is_fixed(e: dict) -> bool:
    """The landing's and the slip home's events (hours 0 and 23) stay where they are."""
    return hour_of(e) in (0, HOURS - 1, None)


def outside(e: dict, scenes: list[dict], links: list[dict], leave: int) -> tuple[dict, int, int] | None:
    """(scene, earliest, latest) when event ``e`` is at a place at an hour the crew cannot be there."""
    if is_fixed(e):
        return None
    sc = place_of(str(e.get("text") or ""), scenes)
    if sc is None:
        return None
    lo, hi = window_of(sc, scenes, links, leave)
    return None if lo <= hour_of(e) <= hi else (sc, lo, hi)


def _allowed(e: dict, hour: int, rivals: list[str], land: int | None) -> bool:
    text = str(e.get("text") or "")
    if land is not None and (any(r and r in text for r in rivals) or RIVAL_WORD.search(text)) and hour <= land:
        return False  # never the rival crew before they land (content/places.py _rivals_too_early)
    return not (text.startswith("Deadline:") and hour > TOLD_BY)


def retime(events: list[dict], scenes: list[dict], links: list[dict], leave: int,
           which=lambda e: True, rivals: list[str] = (), land: int | None = None) -> None:
    """Move each event of ``which`` at a place outside the crew's window there to the nearest
    free hour inside it (``land``: the hour the rival crew land, when later; ``rivals``: their
    names), in place; the events stay in hour order."""
    taken = {hour_of(e) for e in events}
    for e in events:
        bad = which(e) and outside(e, scenes, links, leave)
        if not bad:
            continue
        _, lo, hi = bad
        h = hour_of(e)
        free = [x for x in range(max(lo, 1), min(hi, HOURS - 2) + 1)
                if x not in taken and _allowed(e, x, list(rivals), land)]
        if not free:
            continue
        _move(e, taken, min(free, key=lambda x: (abs(x - h), x)))
    events.sort(key=lambda e: hour_of(e) if hour_of(e) is not None else HOURS)


def _move(e: dict, taken: set, new: int) -> None:
    """Event ``e`` to hour ``new``, and the hours taken with it."""
    taken.discard(hour_of(e))
    taken.add(new)
    e["when"] = f"Hour {new}"


def event_tick(hour: int) -> int:
    """The tick whose four hours hold ``hour`` (tick k: hours 4k-3 to 4k)."""
    return min(HOURS // PER_TICK, max(1, (hour + PER_TICK - 1) // PER_TICK))


def early_leave(scenes: list[dict], links: list[dict]) -> int:
    """Before the clock: the hour to start back the bare walk allows, less the repair's hour and
    a margin for the clock's delays."""
    return bare_leave(scenes, links) - REPAIR - MARGIN



# a War Zone's or a Bad Odds' event: its hour is its clock tick's (clock.py), so it moves only
# before the clock
TIED_EVENT = re.compile(r"^(?:Bad Odds|War Zone): ")
TIE_MARGIN = 3


def on_ticks(events: list[dict], scenes: list[dict], links: list[dict], leave: int,
             rivals: list[str] = (), land: int | None = None) -> None:
    """A War Zone's or a Bad Odds' event moved to the hour a tick fires: the tick before's (the end
    of the four hours before the ones that hold it), else its own where that is well inside the
    crew's window, where that hour is free: the clock says a tick's lines happen when it fires (cold read 34: "at hour 5" in a
    tick that fires at hour 8)."""
    taken = {hour_of(e) for e in events}
    for e in events:
        h = hour_of(e)
        if not TIED_EVENT.match(str(e.get("text") or "")) or is_fixed(e):
            continue
        sc = place_of(str(e.get("text") or ""), scenes)
        lo, hi = window_of(sc, scenes, links, leave) if sc is not None else (1, HOURS - 2)
        # three hours more in hand than the other events: a tied event cannot move after the clock,
        # and the clock's delays can cost three hours more than MARGIN (slip-n-slide audit/943 of algorithm
        # 30: a war at hour 16, on a tick end, with the crew gone from there by hour 15)
        hi -= TIE_MARGIN if sc is not None else 0
        if h % PER_TICK == 0 and (sc is None or lo <= h <= hi):
            continue  # on a tick end already, inside the window (one outside it moves on)
        # the tick before's end first: a later hour may pass the hour to start back once the
        # clock's delays are priced (slip-n-slide audit/862: 13 -> 16, with the crew gone by 13)
        ends = ((PER_TICK * (event_tick(h) - 1), hi), (PER_TICK * event_tick(h), hi - PER_TICK),
                # and a free end two ticks before, before sharing a taken one near the window's end
                # (slip-n-slide audit/551 of algorithm 28: a war moved from hour 17 to share 16,
                # past the hour 15 the clock's delays left the crew)
                (PER_TICK * (event_tick(h) - 2), hi))
        # a tick end another event holds is shared before the event is left between tick ends,
        # where its tick fires after the hour it names (cold read 31: tick 4, hour 16, "At hour
        # 15 the war ... turns to shooting"; slip-n-slide audit/95: hour 12 held, the war at 14)
        for (new, top), free in [(x, True) for x in ends] + [(x, False) for x in ends]:
            if max(lo, 1) <= new <= min(top, HOURS - 2) and (new not in taken or not free) \
                    and _allowed(e, new, list(rivals), land):
                _move(e, taken, new)
                break
        else:
            if sc is None or lo <= h <= hi:
                continue
            # neither tick end is free and the hour is outside the window: the nearest free tick
            # end inside it (slip-n-slide audit/769 under round 30: a war at hour 17 beside
            # "on their way by hour 16", hour 16 taken by a street singer)
            for new in sorted(range(PER_TICK, min(hi, HOURS - 2) + 1, PER_TICK), key=lambda x: (abs(x - h), x)):
                if new >= max(lo, 1) and new not in taken and _allowed(e, new, list(rivals), land):
                    _move(e, taken, new)
                    break
    events.sort(key=lambda e: hour_of(e) if hour_of(e) is not None else HOURS)
