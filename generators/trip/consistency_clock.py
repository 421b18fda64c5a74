"""The consistency audit's rules about the day's hours and the clock's losses (generators/trip/
consistency.py runs them; tests/test_consistency.py feeds each a contradicting trip). Cold
read 8 found each of these on pages that passed every other rule; the word rules
night-on-nightless and sun-unseen (corpora/trip/consistency_words.json)
are their fact-sheet half.

- ``climate-day-length``: the climate says the days are short or long (or the nights), and
  every node's light and dark take half a day each (start.light_marks: iron-fern, "short grey
  days and long, bitter nights" beside "dawn at hour 6, dusk at hour 18").
- ``deadline-one-hour``: the Deadline complication's lines name another hour than the
  clock's tick that brings it due, or count the hours another way ("eighteen hours from
  slip-in" beside the tick at hour 20; "the slip window home closes four hours early" beside
  "closes at hour 24").
- ``clock-goal-after-lost``: a goal line says the maguffin is lost (no longer worth the pay,
  gone for good), and a later tick still has goal lines about it (salt-lantern: tick 4 "no
  longer worth the client's pay", tick 5 "Last chance").
- ``clock-loss-fits-kind``: a view, a place, a fact or an event "is gone from" its place (a
  view from a peak is clouded over; a fact's keeper leaves).
- ``maguffin-fits-window``: the maguffin takes longer than the slip window gives ("a record of
  the tides for one full day" in a window that opens mid-day and closes at hour 24), or is
  both made on the spot and half done already.
- ``doors-need-a-building``: a line about doors at a place with none (dunes, a boulder field),
  or a tick that locks the doors where the climax's last barrier is a lock already.
- ``event-hours-agree`` (cold read 9): an event or a timed maguffin has one set of hours
  (start.event_hours: when it starts, when only half is left, when it is over), and every
  line about it says the same ones: the climax's want ("whole until hour 16 ... over at hour
  21"), the clock's ticks ("after the next tick only half of it is left" at tick 4, "at the
  next tick ... is over" at tick 5), and its size ("It lasts about an hour" beside a feast
  under way since the landing); a last chance "before the next tick" comes before it.
- ``noon-outside-window``: noon (midday) named where it never falls inside the slip window: the
  crew land at midday on a 24-hour day (noon at hours 0 and 24), or where there is no day to
  have a noon in (no night). A short day brings noon round again inside the window (a 9-hour
  day: hours 9 and 18), and a midnight landing has it half a day in.
- ``last-tick-no-later`` (cold reads 10-11): a line of the last tick before the window (tick
  5, hour 20) or of the window itself says something happens "at the next tick" (hour 24, when
  the window closes anyway): an empty threat. Its loss comes at an hour inside the window.
- ``briefing-not-a-tick`` (cold-b2eca2): a Mission Complication's clock line restates what the
  briefing already said ("The barn's one lead runs out" at hour 8); a tick is something that
  happens on the node.
- ``rival-acts-after-landing`` (cold10 cedar-pulse): rivals who land at a tick act in no tick
  before it and meet the crew in no scene the crew can reach before that hour; rivals already
  on the node have not "just landed" (engines cooling) where their work is done in the scenes.
- ``rival-goal-fits-ticks``: a rival crew on the clock race the crew for the maguffin, so their
  goal is not to make the job last ("paid by the day") or to film the crew failing.
- ``bound-creature-stays`` (cold10 kestrel-drift, fern-quarry): the monster keeps to its lair
  (world ``monster_range: lair``) and is yet a scene's foe at another place, or its clock
  track takes it to the lander or the paths; or it roams and still wants "to be left alone in
  its lair" (met in every scene).
- ``way-between-linked`` (cold10 brisk-otter): a line puts something "between" two scene places
  that no path on the scene map links (a War Zone's shells "on the road in between").
"""

from __future__ import annotations

import re

from .consistency_timing import RULES as TIMING_RULES, _earliest, check_timing

RULES = TIMING_RULES + ("climate-day-length", "deadline-one-hour", "clock-goal-after-lost",
         "clock-loss-fits-kind", "maguffin-fits-window", "doors-need-a-building",
         "event-hours-agree", "noon-outside-window", "last-tick-no-later", "briefing-not-a-tick",
         "rival-acts-after-landing", "rival-goal-fits-ticks", "way-between-linked",
         "bound-creature-stays")

DAY_LENGTH = re.compile(r"\b(short|long)\b[^.;:]*?\b(days?|nights?)\b", re.I)
HOUR = re.compile(r"\bhour (\d+)\b")
OTHER_RECKONING = re.compile(r"\b(\w+ hours from slip-in|closes \w+ hours early|\w+ hours early|"
                             r"after hour [a-z]+)\b", re.I)
LOST = re.compile(r"\b(no longer worth|for good|no more chances)\b", re.I)
GONE = re.compile(r"\bis gone from\b", re.I)
TOO_LONG = re.compile(r"\b(one full day|a full day|a whole day|a day and a night|twenty-four hours|"
                      r"24 hours|a full week)\b", re.I)
MADE = re.compile(r"\bmade on the spot\b", re.I)
ALREADY = re.compile(r"\b(half done already|already made|started it years ago)\b", re.I)
DOORS = re.compile(r"\bdoors?\b", re.I)
LOCKS = re.compile(r"\bdoors at \S.* are locked\b", re.I)
NOON = re.compile(r"\b(noon|midday)\b", re.I)
# What a line says of an event's hours: (pattern, which hour, how to read it: "hour" the
# number it names, "tick" 4 x the tick it names, "next" the tick after the line's own, a
# number itself). "due" is a short event's own hour before the clock moves it.
CLAIMS = (
    (r"\bunder way when the crew land", "start", 0),
    (r"\b(?:is at|starts at|runs from|forward to|happening now, at) (?:dusk, )?hours? (\d+)", "start", "hour"),
    (r"\bfrom hour (\d+) to dusk", "start", "hour"),
    (r"\bwhole until hour (\d+)", "half", "hour"),
    (r"\(hour (\d+)\) only half", "half", "hour"),
    (r"\bhalf of it is left from hour (\d+)", "half", "hour"),
    (r"\bwhole until tick (\d+)", "half", "tick"),
    (r"\bafter the next tick only half", "half", "next"),
    (r"\bover (?:at|by) hour (\d+)", "end", "hour"),
    (r"\bends at hour (\d+)", "end", "hour"),
    (r"\b(?:to|before) dusk at hour (\d+)", "end", "hour"),
    (r"\bover for this trip after tick (\d+)", "end", "tick"),
    (r"\bat the next tick [^;.]{0,80}?\bis over\b", "end", "next"),
    (r"\bdue at [^;.]{0,80}?\bat hour (\d+)|\bdue at hour (\d+)", "due", "hour"),
)
SHORT = re.compile(r"\b(lasts about an hour|lasts minutes|over in minutes|under an hour|less than an hour)\b", re.I)
LONG = re.compile(r"\b(goes on for hours|most of the day|all day)\b", re.I)
BEFORE_NEXT = re.compile(r"\bat hour (\d+), before the next tick\b")


def _climate(trip: dict, world: dict, bad) -> None:
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    m = DAY_LENGTH.search(world.get("climate_text") or d.get("Climate", ""))
    if m:
        bad("climate-day-length", f"the climate says {m.group(0)!r}, and light and dark take "
                                  f"half a day each")


def _deadline(trip: dict, bad) -> None:
    ticks = (trip.get("clock") or {}).get("ticks") or []
    due = [4 * t["tick"] for t in ticks for e in t["events"] if "deadline comes due" in e["text"]]
    lines = [e["text"] for e in trip.get("events") or [] if e["text"].startswith("Deadline:")]
    lines += [c["fact"] for c in trip.get("clues") or [] if c["fact"].startswith("Deadline:")]
    for text in lines:
        m = OTHER_RECKONING.search(text)
        hours = [int(h) for h in HOUR.findall(text)]
        if m or (due and any(h != due[0] for h in hours)):
            bad("deadline-one-hour", f"{text[:70]!r}, and the deadline comes due at hour "
                                     f"{due[0] if due else '?'}")


def _clock(trip: dict, world: dict, bad) -> None:
    ticks = (trip.get("clock") or {}).get("ticks") or []
    lost = None
    for t in ticks:
        for e in t["events"]:
            if e.get("track") != "goal":
                continue
            if lost is not None and t["tick"] > lost:
                bad("clock-goal-after-lost", f"tick {t['tick']}: {e['text'][:60]!r}, and the "
                                             f"maguffin was lost at tick {lost}")
            elif lost is None and LOST.search(e["text"]):
                lost = t["tick"]
    kind = (trip.get("maguffin") or {}).get("kind")
    if kind in ("view", "place", "knowledge", "event"):
        for t in ticks:
            for e in t["events"]:
                if GONE.search(e["text"]):
                    bad("clock-loss-fits-kind", f"tick {t['tick']}: a {kind} {e['text'][:60]!r}")


def _window(trip: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    for k in ("what", "short"):
        hit = TOO_LONG.search(m.get(k) or "")
        if hit:
            bad("maguffin-fits-window", f"the maguffin takes {hit.group(0)!r}, and the slip "
                                        f"window closes at hour 24")
    wants = " ".join(sc.get("want") or "" for sc in trip.get("scenes") or [])
    said = " ".join(m.get(k) or "" for k in ("looks", "why", "really"))
    if MADE.search(wants) and ALREADY.search(said):
        bad("maguffin-fits-window", f"the maguffin is made on the spot, and "
                                    f"{ALREADY.search(said).group(0)!r}")


def _doors(trip: dict, bad) -> None:
    from .parts import inline, release_is_lock

    outdoor = [inline(x["name"]) for x in trip["locations"] if x.get("setting") == "outdoor"]
    texts = [(f"clock/{t['tick']}", e["text"]) for t in (trip.get("clock") or {}).get("ticks") or []
             for e in t["events"]]
    texts += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    names = [n["name"] for n in trip.get("npcs") or []]  # Lake "Seventeen Doors" Wolfe
    short = str((trip.get("maguffin") or {}).get("short") or "")  # a door for sale is no building's
    for where, text in texts:
        for name in names + ([short] if DOORS.search(short) else []):
            text = re.sub(re.escape(name), "someone", text, flags=re.I)
        for s in re.split(r"(?<=[.;])\s+", text):
            if not DOORS.search(s):
                continue
            at = next((n for n in outdoor if n.lower() in s.lower()), None)
            if at:
                bad("doors-need-a-building", f"{where}: doors at {at!r}, out of doors")
    scenes = trip.get("scenes") or []
    if scenes and release_is_lock(scenes[-1].get("release")):
        for where, text in texts:
            if where.startswith("clock/") and LOCKS.search(text):
                bad("doors-need-a-building", f"{where}: {text[:50]!r}, and the climax is a lock "
                                             f"already")


def _event_lines(trip: dict) -> list[tuple[str, int, str]]:
    """(where, tick or 0, text) of every line that may give an event's hours: the goal track
    of the clock, the climax's want and the maguffin's own lines."""
    out = [(f"clock/{t['tick']}", t["tick"], e["text"]) for t in (trip.get("clock") or {}).get("ticks") or []
           for e in t["events"] if e.get("track") == "goal"]
    scenes = trip.get("scenes") or []
    if scenes:
        out.append(("scene/want", 0, scenes[-1].get("want") or ""))
    m = trip.get("maguffin") or {}
    d = m.get("description") or {}
    out += [(f"maguffin/{k}", 0, v) for k, v in list(m.items()) + list(d.items())
            if k in ("looks", "look", "size") and isinstance(v, str)]
    return out


def _event_hours(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "event" and (world.get("maguffin_time") or "any") == "any":
        return
    said: dict[str, dict[int, str]] = {}
    lines = _event_lines(trip)
    for where, tick, text in lines:
        for pat, which, how in CLAIMS:
            for m in re.finditer(pat, text, re.I):
                if how == "hour":
                    hour = int(next(g for g in m.groups() if g))
                elif how == "tick":
                    hour = 4 * int(m.group(1))
                elif how == "next":
                    if not tick:
                        continue
                    hour = 4 * (tick + 1)
                else:
                    hour = how
                said.setdefault(which, {}).setdefault(hour, f"{where}: {m.group(0)!r}")
        m = BEFORE_NEXT.search(text)
        if m and tick and int(m.group(1)) >= 4 * (tick + 1):
            bad("event-hours-agree", f"{where}: {m.group(0)!r}, and the next tick fires at hour "
                                     f"{4 * (tick + 1)}")
    for which, hours in said.items():
        if len(hours) > 1:
            bad("event-hours-agree", f"its {which} is said {len(hours)} ways: " + "; ".join(
                f"hour {h} ({w[:60]})" for h, w in sorted(hours.items())))
    start, end = said.get("start"), said.get("end")
    if start and end:
        span = max(end) - min(start)
        for where, _, text in lines:
            short, long_ = SHORT.search(text), LONG.search(text)
            if (short and span > 1) or (long_ and span < 2):
                bad("event-hours-agree", f"{where}: {(short or long_).group(0)!r}, and it runs from "
                                         f"hour {min(start)} to hour {max(end)}")


def _noon(trip: dict, world: dict, every, bad) -> None:
    from types import SimpleNamespace

    from .start import day_hours, nightless

    if world.get("arrival") == "night":
        return
    node = SimpleNamespace(node=trip["node"], world=world)
    if not nightless(node) and day_hours(node) < 24:
        return  # a short day: noon comes round again inside the window
    names = sorted([n["name"] for n in trip.get("npcs") or []] + [
        d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"],
        key=len, reverse=True)
    for where, text in every:
        for name in names:  # a person called Noon is not the time of day
            text = text.replace(name, "someone")
        m = NOON.search(text)
        if m:
            bad("noon-outside-window", f"{where}: {m.group(0)!r} (the crew land in the middle of "
                                       f"the day, so noon falls at the slip window's two ends)")


LATER = re.compile(r"\b(?:at|after|by|before|until|from|for) the next tick\b", re.I)
BRIEFED = re.compile(r"\b(the barn's (?:one lead|last message)|the little the client knew|before the "
                     r"slip|comes? out at home|comes true)\b", re.I)
JUST_LANDED = re.compile(r"\b(ticking as they cool|just (?:landed|set down)|engines? still warm)\b", re.I)
DONE_ALREADY = re.compile(r"\b(have|has) (?!\w+ing\b)\w+|\bgot to .* first\b|\bsabotaged\b", re.I)
RIVAL_STAYS = re.compile(r"\b(paid by the day|job to last|film the PCs failing)\b", re.I)


def _ticks(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]


def _last_tick(trip: dict, bad) -> None:
    from .start import LAST_TICK

    for tick, e in _ticks(trip):
        m = LATER.search(e["text"])
        if tick >= LAST_TICK and m:
            bad("last-tick-no-later", f"tick {tick}: {m.group(0)!r} is hour {4 * tick + 4}, when the "
                                      f"window closes anyway")
    for tick, e in _ticks(trip):
        m = BRIEFED.search(e["text"]) if e.get("track") == "complication" else None
        if m:
            bad("briefing-not-a-tick", f"tick {tick}: {m.group(0)!r} is the briefing's, not the node's")


def _rivals(trip: dict, world: dict, bad) -> None:
    # a rival obstacle, or a hidden Mission Surprise of rivals (review r9 item 5)
    rival_scenes = [sc for sc in trip.get("scenes") or [] if any(
        (sc.get(k) or {}).get("opposition") == "Rival DayTrippers" for k in ("obstacle", "surprise"))]
    if world.get("rivals") == "later" and world.get("rivals_tick"):
        land = 4 * int(world["rivals_tick"])
        for tick, e in _ticks(trip):
            if e.get("track") == "rival" and 4 * tick < land:
                bad("rival-acts-after-landing", f"tick {tick}: {e['text'][:50]!r}, and the rivals "
                                                f"land at hour {land}")
        hours = _earliest(trip)
        for sc in rival_scenes:
            if hours.get(sc["id"], 0) < land:
                bad("rival-acts-after-landing", f"scene/{sc['number']}: the rivals at hour "
                                                f"{hours.get(sc['id'], 0)}, and they land at hour {land}")
    start = (trip.get("start") or {}).get("read_aloud") or ""
    done = [sc for sc in rival_scenes if DONE_ALREADY.search((sc.get("obstacle") or {}).get("text") or "")]
    if world.get("rivals") == "here" and JUST_LANDED.search(start) and done:
        bad("rival-acts-after-landing", f"start: {JUST_LANDED.search(start).group(0)!r}, and the rivals' "
                                        f"work is done already at scene {done[0]['number']}")
    racing = [e for _, e in _ticks(trip) if e.get("track") == "rival"]
    for r in trip.get("rivals") or []:
        goal = next((d["text"] for d in r.get("details") or [] if d["label"] == "Goal"), "")
        if racing and RIVAL_STAYS.search(goal) and any(r["name"] in e["text"] for e in racing):
            bad("rival-goal-fits-ticks", f"{r['name']}: {RIVAL_STAYS.search(goal).group(0)!r}, and "
                                         f"on the clock they race the crew for the maguffin")


def _between(trip: dict, bad) -> None:
    from .parts import inline

    scenes = trip.get("scenes") or []
    links = {frozenset((c["from"], c["to"])) for c in trip.get("connections") or []}
    texts = [(f"clock/{t}", e["text"]) for t, e in _ticks(trip)]
    texts += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    texts += [(f"scene/{sc['number']}", " ".join(str((sc.get("obstacle") or {}).get(k) or "")
                                                  for k in ("text", "way"))) for sc in scenes]
    for a in scenes:
        for b in scenes:
            if a["id"] == b["id"] or frozenset((a["id"], b["id"])) in links:
                continue
            said = f"between {inline(a['place'])} and {inline(b['place'])}".lower()
            for where, text in texts:
                if said in text.lower():
                    bad("way-between-linked", f"{where}: {said!r}, and no path links scenes "
                                              f"{a['number']} and {b['number']}")


KIND_OF = re.compile(r"\bmore of its kind\b", re.I)
ROAMING = re.compile(r"^(The creature|(?:The|An?) {sp})\b.*\b(lander|hull|paths?|trail|between|den near|around)\b")


def _lair(trip: dict, world: dict, bad) -> None:
    monster = next((n for n in trip.get("npcs") or [] if n.get("source") == "creature"
                    and "Monster" in (n.get("class") or "")), None)
    if monster is None:
        return
    if world.get("monster_range") != "lair":
        if "lair" in (monster.get("want") or ""):
            bad("bound-creature-stays", f"{monster['name']} wants {monster['want'][:40]!r}, and it "
                                        f"roams (monster_range: {world.get('monster_range')})")
        return
    for sc in trip.get("scenes") or []:
        for label in ("obstacle", "surprise"):
            f = (sc.get(label) or {}).get("foes") or {}  # more of its kind, on its block: not it
            if f.get("npc") == monster["key"] and sc["place"] != monster.get("where") \
                    and not KIND_OF.search(f.get("line") or ""):
                bad("bound-creature-stays", f"scene/{sc['number']}/{label}: {monster['name']} keeps to "
                                            f"its lair at {monster.get('where')!r}, and is met here")
    places = sorted({sc["place"] for sc in trip.get("scenes") or []}, key=len, reverse=True)
    for tick, e in _ticks(trip):  # a place's own name is not a roam ("The highest ridge around")
        sp = re.escape(monster["name"].removeprefix("The "))  # named by its kind, as the clock now does
        m = re.search(ROAMING.pattern.replace("{sp}", sp), re.sub(
            "|".join(map(re.escape, places)) or "$^", "the place", e["text"], flags=re.I))
        if m:
            bad("bound-creature-stays", f"tick {tick}: {e['text'][:50]!r} ({m.group(2)}), and the "
                                        f"creature keeps to its lair")


def check_clock(trip: dict, world: dict, every, bad) -> None:
    _lair(trip, world, bad)
    _last_tick(trip, bad)
    _rivals(trip, world, bad)
    _between(trip, bad)
    _event_hours(trip, world, bad)
    _noon(trip, world, every, bad)
    _climate(trip, world, bad)
    _deadline(trip, bad)
    _clock(trip, world, bad)
    _window(trip, bad)
    _doors(trip, bad)
    check_timing(trip, world, bad)  # the event's hours, the deadline and the walk back
