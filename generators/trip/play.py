"""The play layer of a DayTrip: what makes it runnable at the table. One call,
`play_for(trip, content, stream)`, gives the trip's `start`, `scenes` (and their
`connections`; each obstacle with the ``foes`` a crew fight or slip past, foes.py), `clues`,
`clock` and `endings` (generators/trip/start.py, scenes.py, clues.py, clock.py, endings.py). It reads the trip only through generators/trip/parts.py. An event
maguffin's hours (how long it lasts, on the clock's ticks; a timed one's, a sunset's, from
the node's dusk) are added to the climax's want.

Paths: everything under ``<trip>/play``: ``start``, ``scenes``, ``foes``, ``clues``, ``clock``,
``endings``, each its own child, so adding a part reshuffles nothing else.
"""

from __future__ import annotations

import re

from ..rng import Stream
from . import parts
from .clock import clock_for
from .clock_tells import telling
from .clues import clues_for
from .clue_tourist import tourist_secrets
from .dl_log import log_scene_dls
from .endings import endings_for
from .foes import add_foes
from .gist_pay import gist_at_climax
from .map_work import map_want
from .hook_pay import hook_paid
from .scene_known import known_wants
from .scenes import scenes_for, slots_for
from .ways import clue_way
from .event_window import TIED_EVENT, crew_leave, early_leave, on_ticks, retime
from .start import start_for, walk_back_most
from .storm_locals import storm_surprises, storm_threads
from .threads import threads_for
from .want_trade import trades_for
from .window_person import name_window, name_window_clock


def play_for(trip, content: dict, stream: Stream) -> dict:
    s = stream.child("play")
    alts: dict = {}  # each scene's want line and the others that fit it (scene_known.py)
    scenes, links = scenes_for(trip, content, s, walk_back_most(trip), alts)  # back by the window
    fit_events(trip, scenes, links)  # each event at an hour the crew can be at its place (event_window)
    window = name_window(trip, scenes)  # the Narrow Window's one person, by name (round 34)
    log_scene_dls(trip, scenes, s.path)  # where each printed DL comes from, in the roll log
    add_foes(trip, s.child("foes"), scenes)  # a stat block for whoever the crew fight or slip past
    start = start_for(trip, content, s.child("start"), scenes)
    clues = clues_for(trip, s.child("clues"), scenes)
    tourist_secrets(trip, scenes, clues)  # a paying tourist's secret and its tell (round 30)
    known_wants(s.child("wants_known"), scenes, clues, slots_for(trip), alts)  # no goal named before its clue
    clue_way(scenes, clues)  # the climax says the needed clue's way past too (GM only)
    gist_at_climax(trip, scenes)  # and the fact the maguffin turns on (GM only; round 26)
    event_timing(trip, scenes)
    map_want(trip.maguffin, scenes)  # a mapping job's hours and when it is done (round 35)
    threads_for(trip, s, scenes)  # each faction and the hook placed at a scene
    storm_threads(trip, scenes)  # a Flux Storms trip's storm, arriving, and the locals (round 34)
    storm_surprises(trip, scenes)  # and a Flux Storms surprise's, in its own GM-only text (round 35)
    clock = clock_for(trip, s.child("clock"), scenes, start, links)  # the face the start names
    name_window_clock(clock, window)
    clock_crossref(trip, scenes, clock)  # "(the clock says so at ticks 4 and 5)" only where they do (round 36)
    fit_events(trip, scenes, links, clock)  # the happenings by the clock's own hour to start back
    endings = endings_for(trip, s.child("endings"))
    trades_for(trip, scenes, clues, endings)  # what help with a want buys, where nothing else pays it
    hook_paid(trip, scenes, endings)  # what came of the node's Hook, in the Success (round 29)
    return {
        "start": start,
        "scenes": scenes,
        "connections": links,
        "clues": clues,
        "clock": clock,
        "endings": endings,
    }


def fit_events(trip, scenes: list[dict], links: list[dict], clock: dict | None = None) -> None:
    """The trip's events moved into the crew's window at their places (trip/event_window.py):
    before the clock every event, by the hour the bare walk allows less the clock's likely delays
    (a War Zone's or a Bad Odds' tick is its event's hour); after it every other event, by the
    clock's own hour to start back (cold read: "a dance at hour 19" beside "on their way by
    hour 18")."""
    world = trip.world or {}
    land = 4 * int(world.get("rivals_tick") or 0) if world.get("rivals") == "later" else None
    names = [r["name"] for r in parts.rivals(trip)]
    if clock is None:
        retime(trip.events, scenes, links, early_leave(scenes, links), rivals=names, land=land)
        on_ticks(trip.events, scenes, links, early_leave(scenes, links), rivals=names, land=land)
    else:
        retime(trip.events, scenes, links, crew_leave(clock, scenes, links), rivals=names, land=land,
               which=lambda e: not TIED_EVENT.match(str(e.get("text") or "")))


CROSSREF = re.compile(r" \(the clock says so at ticks? [\d and,]+\)")


def clock_crossref(trip, scenes: list[dict], clock: dict | None) -> None:
    """The event's hours name the ticks that say them (round 36, cold read: "(the clock says so at
    ticks 4 and 5)", and neither tick mentions the festival: the goal's line at tick 4 went when
    the crew had to be on their way by then): the ticks whose lines say the half or the end
    hour, else no cross-reference at all."""
    from .start import event_hours

    h = event_hours(trip) or {}
    if "half" not in h or not scenes:
        return
    at = telling(clock)  # the ticks whose lines say those hours, by the fact they carry (round 37:
    # "hour 16" matched the hour to start back, "hour 20" a War Zone's shooting: clock_tells)
    say = "" if not at else f" (the clock says so at tick {at[0]})" if len(at) == 1 else \
        " (the clock says so at ticks " + ", ".join(map(str, at[:-1])) + f" and {at[-1]})"
    scenes[-1]["want"] = CROSSREF.sub(say, scenes[-1].get("want") or "")
    if (trip.maguffin or {}).get("gist"):
        trip.maguffin["gist"] = CROSSREF.sub(say, trip.maguffin["gist"])


def event_timing(trip, scenes: list[dict]) -> None:
    """How long an event or a timed maguffin lasts, in the one set of hours the clock's ticks
    say too (start.event_hours: a long event is whole until tick 4 and over at tick 5; a short
    one is over by hour 18; a sunset from the node's dusk), added
    to what the crew want at the climax."""
    from .start import WARN_TICK, LAST_TICK, event_hours

    name = slots_for(trip)["maguffin_short"]
    h = event_hours(trip)
    if h is None:
        return
    time = parts.facts(trip).get("maguffin_time") or "any"
    a, b = h["start"], h["end"]
    if time != "any":  # a timed maguffin: its hours from the node's dusk (the clock says them too)
        when = {"dusk": f"How long it lasts: under an hour, at dusk: {name} is at hour {a} and over by "
                        f"hour {b}; the crew must be here by hour {a}.",
                "afternoon": f"How long it lasts: the afternoon here, from hour {a} to dusk at hour {b}; "
                             f"the crew must be here by hour {a} to have all of it.",
                "night": f"How long it lasts: under an hour, once it is dark: {name} is at hour {a} and over "
                         f"by hour {b}; the crew must be here by hour {a}.",
                # a tide record (r30-record): how long it takes and when, in numbers the clock keeps
                "tide": f"How long it takes: {name} runs from high water at hour {a} to low water just "
                        f"before dusk at hour {b}, {_hours(b - a)} of marks against the post every quarter "
                        f"hour; the crew must be at the post by hour {a} and stay to the end, since the "
                        f"marks cannot be read after dark."}[time]
    elif "half" in h:
        when = (f"How long it lasts: {name} is under way when the crew land; it is whole until "
                f"hour {h['half']}, only half of it is left from then, and it is over at hour {b} "
                f"(the clock says so at ticks {WARN_TICK} and {LAST_TICK}).")
    else:
        when = (f"How long it lasts: under an hour: {name} is at hour {a} and over by hour {b}; "
                f"the crew must be here by hour {a}.")
    scenes[-1]["want"] = f"{scenes[-1]['want']} {when}"
    if time == "tide" and scenes[-1].get("release"):  # the last barrier's price, for those hours
        scenes[-1]["release"] = scenes[-1]["release"].replace(
            "for the hours the crew need there", f"for the {_hours(b - a)} the crew need there (hour {a} to hour {b})")
    if (trip.maguffin or {}).get("gist"):  # the fact it turns on says when, in the same hours
        trip.maguffin["gist"] = f"{trip.maguffin['gist']} {when}"


def _hours(n: int) -> str:
    """A count of hours in words the page prints: "6 hours", "1 hour"."""
    return f"{n} hour{'' if n == 1 else 's'}"
