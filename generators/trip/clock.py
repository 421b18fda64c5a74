"""The one-day clock of a DayTrip (a Blades-style clock: six segments of four hours): what
happens at each tick if the crew do nothing, on three tracks tied to the goal (the
maguffin's holder), the opposition (its face, a creature, or the node itself) and the rival
crew, and
the slip window in the last segment (a timed maguffin, a sunset, has its hours from the
node's dusk, said at tick 1, and its last chance at the tick before them, in place of the
goal's later stages), and the trip's Mission Complications (up to two) at the
tick their line names. Each line is used once; people act where they are; a line about the
light (the heat of the day, the light going) fits the light at the hour its tick fires
(needs ``light``, from the landing hour and the node's day: start.is_light).

When the crew may leave (``leave``): the rules give no window, only fuel for one day ("Each
ship is equipped with enough fuel to support its crew and dimensional-shift engines for,
predictably enough, one day") and a return that "BURN[s] 1 MW PER TON"; the ship's tonnage is
"(2 + Outer Hull Bonus) x Capacity" (2.6 SHIP). So the window is open from the landing to
hour 24, and leaving early ends the trip with whatever the crew carry.

Paths under the trip's stream: ``play/clock/<track>/<stage>`` (a line among the stage's),
``play/clock/complication/<name>``.
"""

from __future__ import annotations

import re

from ..content.maguffin import NARROW, window_tick
from ..data import load
from ..rng import Stream
from . import parts, pools
from .base import _cap
from .daytime import day_words, daypart
from .scenes import campaign_deck, fill, slots_for
from .rival_where import rival_lander
from .start import LAST_TICK, WARN_TICK, deadline_hour, event_hours, is_light, maguffin_hours
from .creature_kind import clock_creature_slots
from .lair_fit import beast_ground
from .clock_leave import AT_GOAL, PER_TICK, drop_after_leave, place_leave, walk_back
from .return_walk import HINT, reckon, settle
from .clock_dl import cap_tick_dls, dead_rise
from .clock_stack import stacked
from .clock_fit import TIED, clock_facts, comp_hour, comp_tick, war_fight_at
from .beats import line_beat, setup_beats
from .clock_once import fresh, told_ahead
from .clock_view import daylight_line, wait_line
from .map_work import map_clock
from .clock_reach import hour_facts
from .clock_tells import tells
from .stealth import unseen_slots

SEGMENTS, HOURS = 6, 24
# (tick, track, stage): the goal moves at 2, 4 and 5, the opposition at 1, 3 and 5 (the node
# at 1 and 3), the rivals at 2 and 4; the window is the last segment.
PLAN = ((1, "opp", 1), (2, "goal", 1), (2, "rival", 1), (3, "opp", 2), (WARN_TICK, "goal", 2),
        (4, "rival", 2), (LAST_TICK, "goal", 3), (5, "opp", 3), (6, "window", 0))


def _lines(track: str, stage: int, facts: dict | None = None) -> list[str]:
    return [v for v, _, _ in pools.items(load("trip/play_clock"), facts, (("track", track), ("stage", stage)))]


def _deal(deck, s: Stream, track: str, stage: int, facts: dict, seen: set,
          keeps=lambda line: True, alive=lambda line: True, stated: frozenset = frozenset()) -> str | None:
    """A fitting line of ``track`` at ``stage`` not yet on this clock, dealt from the
    campaign's deck (trips in a row get different lines), or None; none of a beat already
    told on this clock or ``stated`` by the trip (trip/beats.py: cold read 32, the egg moved
    three times); a line with a ``toll`` only where ``keeps`` allows it; never a line that
    ``alive`` refuses (a DL rise at a place at DL 6 already: clock_dl.dead_rise): when the
    beats leave only such lines, the track is quiet at that tick (slip-n-slide audit/618)."""
    lst = load("trip/play_clock")
    items = lst.items
    told = {(lst.fields_of(v) or {}).get("event") for v in seen} - {None}  # one event once a clock
    beats = set(stated) | {(lst.fields_of(v) or {}).get("beat") for v in seen} - {None}  # one beat once
    idx = tuple(i for i in pools.indices(lst, facts, (("track", track), ("stage", stage)))
                if items[i][0] not in seen and items[i][2].get("event") not in told
                and items[i][2].get("beat") not in beats
                and (not (items[i][2].get("toll") or HINT.search(items[i][0])) or keeps(items[i][0])))
    if not idx:
        return None
    idx = tuple(i for i in idx if alive(items[i][0]))  # a dead rise prints "no further rise": none
    return items[deck.deal("trip/play_clock", f"{track}/{stage}", len(items), idx, s.path)][0] if idx else None


def clock_for(trip, s: Stream, scenes: list[dict], start: dict | None = None,
              links: list[dict] | None = None) -> dict:
    slots = slots_for(trip)
    # a line about the way between two places names a path on the scene map: the climax and
    # a scene that leads into it (never the slip-in point and the goal, three paths apart)
    into = next((sc for sc in scenes if scenes[-1]["id"] in (sc.get("leads_to") or ())),
                scenes[-2] if len(scenes) > 1 else scenes[-1])
    slots["before_goal"] = parts.inline(into["place"])
    cast = {n["name"]: n for n in parts.npcs(trip)}
    holder = cast.get(slots["holder"])
    if holder is None or holder["where"] != scenes[-1]["place"]:
        slots["holder"] = f"Whoever holds {slots['them']}"  # never someone the page puts elsewhere
    enemy = parts.antagonist(trip)
    beasts = {"Monster/Enemy", "Wildlife/Animals"} & set(parts.opposition(trip))
    captain = parts.opposition_person(trip, "Rival DayTrippers")
    # the rival captain as the face: already on the node, lander parked by the crew's
    opp_track = ("opp:rival" if captain and enemy["name"] == captain["name"] else "opp") if enemy \
        else "creature" if beasts else "env"
    has_rivals = bool(parts.rivals(trip)) or captain is not None
    goal_track = "goal:person" if parts.is_person(trip) else "goal:thing"
    ticks = [{"tick": k, "hours": f"{4 * k - 3}-{4 * k}", "events": []} for k in range(1, SEGMENTS + 1)]
    seen: set[str] = set()
    facts = parts.facts(trip)
    # the goal's place: doors are locked "from now on" only in a building, and only where
    # the climax's last barrier is not a lock already
    goal = parts.locations(trip)[parts.maguffin_place(trip)]
    facts = dict(facts, setting=goal.get("setting") or "outdoor",
                 locked="yes" if parts.release_is_lock(scenes[-1].get("release")) else "no",
                 # a loop on the scene map: a lost path leaves another way (a connected map
                 # with as many paths as scenes or more is no single line)
                 map_loop="yes" if len(links or []) >= len(scenes) else "no",
                 # a choice of ways: "takes the other way", "a path that leads nowhere" (r22-cold-e)
                 map_fork="yes" if map_forks(scenes) else "no",
                 # the face already at the landing never hears of the lander from elsewhere
                 face_here="yes" if enemy and (enemy["name"] in (scenes[0].get("here") or []) or enemy[
                     "name"] in _said(start)) else "no",  # nor after the strong start sends their people
                 rival_lander=rival_lander(start))  # rivals parked at the landing: never at the goal since before (r40)
    shore, war = clock_facts(trip, into)  # a tide only on a shore; the War Zone's place (clock_fit)
    facts, slots = dict(facts, **shore), dict(slots, **war, **unseen_slots(trip, scenes))  # (stealth.py)
    if "Monster/Enemy" in beasts:  # the clock's creature is the monster: a lone hunter
        facts = dict(facts, beast_social="solitary", beast_diet="meat")
    ground = beast_ground(trip, scenes) if beasts == {"Wildlife/Animals"} else None  # lair_fit: r27-cold-c
    if ground:  # a wildlife creature that keeps to its own ground is met there, never at the lander
        facts = dict(facts, monster_range=None, beast_range="ground")
    elif "Monster/Enemy" not in beasts:  # the wildlife's beast goes where it likes
        facts = dict(facts, monster_range="roams")
    slots.update(clock_creature_slots(trip, "Monster/Enemy" in beasts))  # the clock's creature, by name
    lair = creature_lair(trip) or ground
    slots["lair"] = parts.inline(lair) if lair else slots["goal_place"]
    deck = campaign_deck(s)
    hours = maguffin_hours(trip)  # a timed maguffin (a sunset): its hours, from the node's dusk
    last = max(1, (hours[0] + 3) // 4 - 1) if hours else SEGMENTS  # the tick before its own
    # an event's or a timed maguffin's one set of hours, in every line that names them
    tslots = {**slots, **{("hour" if k == "start" else k): str(v)
                          for k, v in (event_hours(trip) or {}).items()}}
    if event_hours(trip):  # the time of day in words, from the hour and the node's dawn and dusk
        tslots["daytime"] = day_words(trip, event_hours(trip)["start"])
    timed = event_hours(trip)
    # the hour the crew may start back once they have seen it: a short one over, a stretch of
    # hours begun (consistency_timing success-reachable); one under way from the landing, any hour
    # (beside a Deadline, which falls due by then: start.deadline_hour)
    # (round 24: beside any delays, not only a Deadline's: hang audit/124's tick-3 "+1 hour for
    # each path walked" made the walk back 6 hours, so the crew had to start back at hour 18,
    # before "the dance is at hour 19")
    over = None if not timed or not timed["start"] else timed["end"] if timed["end"] - timed["start"] <= 1 \
        or facts.get("maguffin_time") == "tide" else timed["start"] + 1  # a tide record: whole (r30-record)

    def keeps(line: str, tick: int, track: str = "", ks: dict | None = None) -> bool:
        """A line with a delay on the way back (trip/return_walk.py reads its printed words) only
        where the hour to start back stays at or after the maguffin's end (slip-n-slide audit/844:
        '+1 hour for each path walked' at tick 3 and tick 5's repair made a 3-hour walk back 5
        hours and an hour, so the crew had to start back at hour 18, as the sunset began), and
        (round 28) a goal's or rivals' line not at or after that hour, which the clock then drops
        (r15 walk: "8 hours with the clock's delays" for a 4-hour walk, the limp gone from the page).
        The complications already picked count too (their tick is known)."""
        floor = max([over or 0] + tied)  # (round 28: nor before a Bad Odds' or a War Zone's hour)
        trial = [dict(t, events=list(t["events"])) for t in ticks]
        for comp, cline, ctick in picked:
            if comp != "Deadline":  # (placed later, by the hour to start back)
                trial[ctick - 1]["events"].append({"track": "complication", "text": fill(cline, slots)})
        trial[tick - 1]["events"].append({"track": track, "text": fill(line, ks or slots)})
        w = reckon(trial, scenes, links or [])
        return w is None or (w.leave >= floor and not (track in AT_GOAL and PER_TICK * tick >= w.leave))
    tied = [h for h in (comp_hour(getattr(trip, "events", None), label) for label in TIED.values()) if h]
    due = None  # the Deadline's line, placed by its hour once the walk back is known
    picked = _complications(trip, s, facts, seen, slots, scenes)
    rising = [(tick, 1, fill(line, slots)) for comp, line, tick in picked if comp != "Deadline"]  # their DL rises
    # the beats the goal place's text and the complications already tell (trip/beats.py)
    stated = frozenset(setup_beats(goal.get("text") or "") | {
        line_beat("trip/play_clock", line) for _, line, _ in picked} - {None})
    land = int((trip.world or {}).get("rivals_tick") or 2)  # the rivals' own tick (content/clock_facts.py)
    reach = rival_reach_tick(trip, scenes, links, land, captain is not None)
    plan = sorted(((land if (track, stage) == ("rival", 1) else reach if (track, stage) == ("rival", 2) else tick,
                    track, stage) for tick, track, stage in PLAN), key=lambda p: p[0])  # (stable: PLAN's order)
    places = [sc["place"] for sc in scenes]  # no blockade nor news told twice (clock_once)
    told = told_ahead((trip.maguffin or {}).get("really") or "", scenes[-1]["place"])  # nor news the keeper has
    landed = None
    for tick, track, stage in plan:
        name = {"goal": goal_track, "opp": opp_track}.get(track, track)
        if track == "goal" and tick >= last:
            continue  # from its last-chance tick on, a timed maguffin's hours are the goal track
        if track == "rival" and (not has_rivals or tick >= SEGMENTS or (stage == 1 and (
                captain is not None or facts.get("rivals") == "here"))):
            continue  # no rivals, or they are already on the node (the fact sheet's rivals)
        lit = {"light": "day" if is_light(trip, tick * HOURS // SEGMENTS) else "night",
               "daypart": daypart(trip, tick * HOURS // SEGMENTS),  # and round 37's (clock_reach): "ahead
               **hour_facts(trip, scenes, links or [], tick * HOURS // SEGMENTS)}  # of the crew", "overhead"
        # the hours a line "until the next tick" lasts, said as hours (cold read 31: "impassable
        # for one tick", and the GM did not know which hours)
        kslots = {**tslots, "tick_hour": str(PER_TICK * tick), "next_hour": str(min(HOURS, PER_TICK * (tick + 1)))}
        line = _deal(deck, s.child(track, stage), name, stage, {**facts, **lit}, seen,
                     lambda v, tick=tick, track=track, ks=kslots: keeps(v, tick, track, ks),
                     lambda v, tick=tick, ks=kslots: not dead_rise(fill(v, ks), scenes, rising, tick) and fresh(
                         fill(v, ks), told + [x for _, _, x in rising], scenes[-1]["place"], places)
                     and not stacked(fill(v, ks), tick, rising, slots["goal_place"]), stated)  # (clock_stack)
        if line is None:
            continue  # the node's track has two stages
        seen.add(line)
        rising.append((tick, 0, fill(line, kslots)))
        ticks[tick - 1]["events"].append({"track": "window" if track == "window" else track,
                                          "text": _cap(fill(line, kslots)) + ".", **tells(line)})
        if track == "rival" and stage == 1:  # (their landing: a move at the goal must follow)
            landed = ticks[tick - 1]["events"][-1]
    when = _lines("when:event", 0, facts) if parts.maguffin_kind(trip) == "event" else []
    if hours:  # a timed maguffin: its hours from the node's dusk, and its last chance
        when = _lines("when:timed", 0, facts)
        lines = _lines("last:timed", 0, {**facts, "daypart": daypart(trip, 4 * last)})  # "the light is going"
        line = lines[s.child("last").below(len(lines))]
        ticks[last - 1]["events"].append({"track": "goal", "text": _cap(fill(line, tslots)) + "."})
    if when:  # an event maguffin: when it happens and how long it lasts, before any tick
        line = when[s.child("when").below(len(when))]
        ticks[0]["events"].insert(0, {"track": "goal", "text": _cap(fill(line, tslots)) + "."})  # (a schedule,
        # printed apart from the ticks' rows: render/clock.py; so it carries no "tells", clock_tells)
    wait = wait_line(trip, scenes, links or [])  # an event hours after the crew can be there
    if wait:  # (clock_view: cold read 33-b, eleven hours of nothing before a lantern dance)
        scenes[-1]["gm"] = f"{scenes[-1].get('gm') or ''} {wait}".strip()
    view = daylight_line(trip, scenes, links or [], tslots)  # a daylight sight reached in the dark
    if view:  # (clock_view: the dawn the crew wait for, before any tick)
        ticks[0]["events"].insert(0, {"track": "goal", "text": _cap(view) + "."})
        dawn = re.search(r"\bdawn at hour (\d+)", view)  # and at the climax, where the GM plays it
        if dawn:  # (r30-record, cold read 46: said only inside tick 1, missed by a GM at scene 5)
            scenes[-1]["want"] = (f"{scenes[-1]['want']} When it can be seen: by daylight only; a crew who get "
                                  f"here in the dark wait for dawn at hour {dawn.group(1)} (see the clock's first row).")
    for comp, line, tick in picked:  # the Mission Complications, at their tick
        seen.add(line)
        if comp == "Deadline":  # placed once the walk back is known, below
            due = line
            continue
        ticks[tick - 1]["events"].append({"track": "complication", "text": (
            f"{comp} (Mission Complication): " + _cap(fill(line, slots)) + ".")})
    # the hour to start back from the goal, by the map's walk to the lander (``links``) and
    # the path costs the ticks and complications add before it
    # (round 36: one reckoning, trip/return_walk.py, over the lines the page keeps; its parts printed)
    walk = settle(ticks, scenes, links or [], drop_after_leave)
    leave = walk.leave if walk is not None else HOURS
    if due:  # the Deadline: its hour (start.deadline_hour), never after the hour to start back
        hour = min(deadline_hour(trip), leave)
        place_deadline(ticks, fill(due, {**slots, "deadline": str(hour)}), hour)
    place_leave(ticks, tslots, walk, scenes)
    map_clock(trip.maguffin, ticks, tslots['goal_place'], leave, HOURS // SEGMENTS)  # by when to map (round 35)
    if landed is not None and sum(e["track"] == "rival" for tk in ticks for e in tk["events"]) < 2:
        # rivals who land and then do nothing (cold read 33): what they do instead, at the lander
        late = _deal(deck, s.child("rival", "late"), "rival:late", 1, facts, seen)  # (clock_stack)
        if late:
            seen.add(late)
            landed["text"] = _cap(fill("{rival} land near {start}. " + late, tslots)) + "."
    cap_tick_dls(ticks, scenes)  # no tick pushes a place past DL 6 (cold read 29: DL 9)
    for tk in ticks:  # no tick with nothing in it: a lull the crew can use (cold reads 44-46: "Nothing
        # new happens at this tick" on 29 of hang's 80 trips); the schedule is printed apart (render/clock.py)
        if all(str(e["text"]).startswith("When it happens: ") for e in tk["events"]):
            hour = tk["tick"] * HOURS // SEGMENTS
            line = _deal(deck, s.child("lull", tk["tick"]), "lull", 0, {**facts, "light": "day" if is_light(
                trip, hour) else "night", "daypart": daypart(trip, hour), **hour_facts(trip, scenes, links or [], hour)},
                         seen)
            if line:
                seen.add(line)
                tk["events"].append({"track": "lull", "text": _cap(fill(line, tslots)) + "."})
    for tk in ticks:  # the window's last call ends its tick, after a complication due then (play/98)
        tk["events"].sort(key=lambda e: e["track"] == "window")
    crew = int((trip.aspects or {}).get("crew") or 0)
    return {
        "segments": SEGMENTS, "hours_per_segment": HOURS // SEGMENTS,
        "how": HOW,
        "leave": leave_text(slots["start"], crew),
        "ticks": ticks,
        "window": ticks[-1]["events"][-1]["text"],
    }


def rival_reach_tick(trip, scenes: list[dict], links: list[dict] | None, land: int, captain_here: bool) -> int:
    """The tick the rival crew make their move at the goal (tick 4), never before a crew who
    land at tick ``land`` can have walked there: their landing hour plus the map's fewest path
    hours from the slip-in point (round 24, issue 10: rivals landing at hour 12 at a place six
    hours' walk away at hour 16). SEGMENTS (the window's tick) when they cannot get there in the
    day: their second line is then left out."""
    if captain_here or (trip.world or {}).get("rivals") == "here":
        return 4  # on the node before the crew
    arrive = 4 * land + walk_back(scenes, links or [])
    return min(SEGMENTS, max(4, -(-arrive // 4)))


def map_forks(scenes: list[dict]) -> bool:
    """Whether the scene map gives a choice of ways: the landing leads to two scenes or more, or
    some scene to three (a path off the way to the goal). A map that is one line has none: no
    rival "takes the other way" and no path "turns out to lead nowhere useful" (r22-cold-e)."""
    return bool(scenes) and (len(scenes[0].get("leads_to") or ()) >= 2
                             or any(len(sc.get("leads_to") or ()) >= 3 for sc in scenes))


def _complications(trip, s: Stream, facts: dict, taken: set, slots: dict,
                   scenes: list[dict]) -> list[tuple[str, str, int]]:
    """The Mission Complications' lines (up to two), each with its tick: (name, line, tick).
    Picked before the tracks are dealt, so a track deals no DL rise their own rises leave
    dead (clock_dl.dead_rise)."""
    picked: list[tuple[str, str, int]] = []
    for comp in parts.complications(trip)[:2]:
        items = [it for it in load("trip/play_clock").items
                 if it[2].get("track") == f"complication:{comp}"]
        at = comp_tick(trip, comp)  # a War Zone's, a Bad Odds' tick is its event's hour (one fact)
        options = [(v, at or f["tick"]) for v, _, f in items if v not in taken and parts.fitting(
            [(v, 0, f)], {**facts, "light": "day" if is_light(trip, (at or f["tick"]) * HOURS // SEGMENTS)
                          else "night", "daypart": daypart(trip, (at or f["tick"]) * HOURS // SEGMENTS),
                          **war_fight_at(trip, (at or f["tick"]) * HOURS // SEGMENTS)})]  # fighting by then
        if not options and not parts.facts(trip):  # no fact sheet (generators.content missing):
            # no line's needs hold, so the lines that fit the maguffin's kind, else every one
            kind = {"maguffin": parts.maguffin_kind(trip)}
            options = [(v, f["tick"]) for v, _, f in items if v not in taken and parts.fitting([(v, 0, f)], kind)] \
                or [(v, f["tick"]) for v, _, f in items if v not in taken]
        if not options:  # never a silent skip: tests/test_clock_lines.py draws every one
            raise ValueError(f"no clock line fits the Mission Complication {comp!r} on this trip")
        rises = [(t, 1, fill(v, slots)) for c, v, t in picked if c != "Deadline"]  # the other's, by its tick
        alive = [(v, t) for v, t in options if comp == "Deadline"  # (its hour is placed later; no rise)
                 or not dead_rise(fill(v, slots), scenes, rises,  # no rise where the DL is 6 already (clock_dl)
                                  window_tick(facts) if comp == NARROW else t, 1)]
        options = alive or options
        dslots = {**slots, "deadline": "20"}  # (a Deadline's hour is placed later: it blocks nothing)
        options = [(v, t) for v, t in options if not stacked(  # nor the other's toll again (clock_stack),
            fill(v, dslots), window_tick(facts) if comp == NARROW else t, rises,  # at the tick it lands on
            slots["goal_place"])] or options
        options = [(v, t) for v, t in options if fresh(fill(v, dslots), [fill(pv, dslots) for _, pv, _ in picked],
                                                       scenes[-1]["place"], [sc["place"] for sc in scenes])] or options
        line, tick = options[s.child("complication", comp).below(len(options))]
        if comp == NARROW:  # it shuts after what happens late in the day, not before it
            tick = window_tick(facts)
        picked.append((comp, line, tick))
    return picked


def place_deadline(ticks: list[dict], line: str, hour: int) -> None:
    """The Deadline (Mission Complication) at the tick that fires by its hour, which it names:
    at or before the end of the maguffin's own hours and the hour to start back (cold read 28:
    a deadline at hour 20 beside a sight over at hour 17, or a crew who must leave by hour 17)."""
    tick = max(1, hour // (HOURS // SEGMENTS))
    ticks[tick - 1]["events"].append({"track": "complication", "text": (
        "Deadline (Mission Complication): " + _cap(line) + ".")})


def _said(start: dict | None) -> str:
    """The strong start's words (read aloud and what follows), where the face may already be
    named at the lander (cold read 19 E-1: "Duncan's people are crossing ... towards the
    lander", then tick 1 "Duncan hears of the lander")."""
    return " ".join((start or {}).get(k) or "" for k in ("read_aloud", "then"))


def creature_lair(trip) -> str | None:
    """The place a lair-bound monster keeps to (its own "Found at"), or None when it roams."""
    if (trip.world or {}).get("monster_range") != "lair":
        return None
    from .foes import _face

    face = _face(trip, "Monster/Enemy")
    return face.get("where") or None if face else None


# The rules keep no clock (one day of fuel; "The GM interprets all NPC and 'negative'
# results"), so the hours below are this project's reading, said once and the same everywhere.
HOW = ("Keep a running count of hours from the landing (hour 0). Add: the hours of each path "
       "walked (as printed); 1 hour for each scene the crew stop at and play (its obstacle, a "
       "talk, a search: about as long as a short path), 2 hours for a long stay (a search of "
       "the whole place, a long talk, a rest: as long as a long path), nothing for a scene they "
       "only pass through on the way back; the hours a way round says it costs; and +1 hour for "
       "each NO, BUT or NO, AND (1 hour, never a whole 4-hour segment: the rules leave "
       "'negative' results to the GM and this page prices them at 1 hour). A tick fires when "
       "the count reaches the end of its 4 hours (tick 1 at hour 4, tick 2 at hour 8, and so "
       "on, up to hour 24); what it lists then happens unless the crew have stopped it. "
       "Finishing early: the crew may slip home at any hour; ticks they have not reached never "
       "happen, so a fast crew miss the later trouble (and the chances it brings), and their "
       "ending is judged only on what they carry home.")


def tons(capacity: int, hull: int) -> int:
    """The rules' ship tonnage: (2 + Outer Hull Bonus) x Capacity."""
    return (2 + hull) * capacity


def leave_text(start: str, crew: int = 0) -> str:
    """When the crew may leave, what leaving early means, and what the return slip burns."""
    if crew:  # the crew's size is known (Mission Aspects): their own ship's figures
        burn = ", ".join(f"{tons(crew, h)} t with Outer Hull +{h}" for h in (0, 1, 2))
        sizes = f"so for this crew of {crew} in a Capacity {crew} ship: {burn}, that many MW"
    else:  # the crew is not part of the trip: a table by the ship's Capacity, as for pay
        sizes = ("so by the ship's Capacity (with Outer Hull +0 / +1 / +2): " + ", ".join(
            f"{c}: {' / '.join(str(tons(c, h)) for h in (0, 1, 2))} MW" for c in (1, 2, 3, 4, 5, 6)))
    return (f"The slip window opens when the lander sets down and closes at hour {HOURS}: the crew may "
            f"slip home from the lander at {start} at any hour before then. The rules give the ship "
            f"\"enough fuel to support its crew and dimensional-shift engines for, predictably enough, "
            f"one day\", so at hour {HOURS} the fuel is gone and whoever is not aboard is stranded. "
            f"Leaving early ends the trip there and then: the ending is whatever they carry home "
            f"(see Endings), and ticks not yet reached never happen. The return slip burns 1 MW per "
            f"ton (the rules: \"BURN 1 MW PER TON WHEN... You return to Earth\"); a ship's tonnage "
            f"is (2 + Outer Hull Bonus) x Capacity, {sizes}.")
