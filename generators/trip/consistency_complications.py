"""The consistency audit's rules about the Mission Complications' own lines and the hours of
the day they name (round 12, brief clock; generators/trip/consistency_timing.py runs them,
tests/test_consistency_complications.py feeds each a contradicting trip).

- ``refusal-one-reading`` (cold reads 17/18): "Object of Mission will Refuse" is read one way
  on a page. The rules name the mission's object as the one who refuses: the one the crew came
  for will not come (a thing will not be taken or recorded), or the keeper of a thing will not
  hand it over (world ``refuser``: self or keeper). A line that makes it a gatekeeper who will
  not let the crew pass, or some other person of the cast who will not help or talk, is the
  wrong reading; a self line beside a keeper line is two readings.
- ``narrow-window-one-place``: the Narrow Window of Opportunity's lines (its event, its clue,
  its clock tick) name one place and one hour: not "reached the easy way through the Hotel
  Lobby" beside a tick that shuts "the easy way into the stage", nor "closes at hour 12"
  beside a tick that fires at hour 20.
- ``way-open-for-goal``: a clock line that shuts the way to the goal (a tide, a way sealed, the
  one person who can settle it leaving) fires before the goal's own hour ("the tide turns at
  hour 12" beside a ceasefire at hour 17 there), unless it is under way from the landing.
- ``daytime-fits-hour``: a time of day said of an hour ("at hour 17, late in the day") fits the
  dawns and dusks the page prints ("dusk at hour 6, dawn at hour 18": hour 17 is the last dark
  before dawn); late in the day is nearer its dusk than its dawn, early the other way. Read
  as its class, every wording and a tick's own words of its hour, in consistency_daytime.py.
"""

from __future__ import annotations

import re

from .consistency_daytime import check_daytime

RULES = ("refusal-one-reading", "narrow-window-one-place", "way-open-for-goal", "daytime-fits-hour")

REFUSE = "Object of Mission will Refuse"
# a refusal, as it is worded or could be
REFUSAL = re.compile(r"\b(?:refuses?|refused|refusing|will not|won't|would not|wouldn't|does not want|"
                     r"did not want|do not want|says no|said no|made up (?:their|his|her|its) mind not|"
                     r"resists?|not part with|turns? (?:the crew|them) (?:away|down)|digs? in)\b", re.I)
# the gatekeeper reading: someone who will not let the crew by
GATE = re.compile(r"\b(?:(?:will not|won't|refuses? to|would not) let (?:the crew|anyone|them|strangers|"
                  r"outsiders|visitors)(?: \w+)? (?:pass|through|by|past|in|near|into)|"
                  r"(?:bars?|blocks?|refuses?) (?:the crew's |their )?(?:way|entry|passage))\b", re.I)
SELF_SUBJECT = re.compile(r"^(?:it|they|the one the crew came for|what the crew (?:came for|brought back)|"
                          r"what did not want)\b", re.I)
KEEPER_SUBJECT = re.compile(r"^(?:whoever (?:holds|has|keeps)|the one who (?:would not|will not|refused to) "
                            r"(?:hand|give|part)|its keeper|the keeper)\b", re.I)
# an ending's echo of the refusal (its follow-home lines)
ECHO = re.compile(r"\b(?:did not want to (?:go|come|be kept|be taken|part with)|would not (?:hand|give) "
                  r"(?:over|up)|not part with)\b", re.I)
PREFIX = re.compile(r"^" + re.escape(REFUSE) + r"(?: \(Mission Complication\))?: ")


def _names(trip: dict) -> tuple[list[str], str, list[str]]:
    """(the maguffin's names, its keeper's name, everyone else's names)."""
    m = trip.get("maguffin") or {}
    own = [x for x in (m.get("short"), m.get("who")) if x]
    keeper = (m.get("held_by") or "").split(" (")[0]
    others = [n["name"] for n in trip.get("npcs") or []
              if n.get("name") and n["name"] not in own and n["name"] != keeper]
    return own, keeper, others


def reading(text: str, trip: dict) -> str | None:
    """How one line reads the refusal: self, keeper, gate, other, or None (no refusal)."""
    t = PREFIX.sub("", text.strip())
    if GATE.search(t):
        return "gate"
    m = REFUSAL.search(t)
    if not m:
        return None
    subject = t[:m.start()].strip()
    own, keeper, others = _names(trip)
    if KEEPER_SUBJECT.search(subject) or KEEPER_SUBJECT.search(t):
        return "keeper"
    if keeper and keeper in subject.split(",")[0]:  # (a keeper "at the moss quarry" is no moss, slip-n-slide audit/289)
        return "keeper"
    if any(x.lower() in subject.lower() for x in own) or SELF_SUBJECT.search(subject):
        return "self"
    if keeper and keeper in subject:
        return "keeper"
    if any(x in subject for x in others):
        return "other"
    return None


def _lines(trip: dict) -> list[tuple[str, str, bool]]:
    """(where, text, own) of the lines about the refusal: the complication's event and clock
    tick (own: every refusal in them is this complication's), and the endings' echoes."""
    out = [(f"event/{e.get('when')}", e["text"], True) for e in trip.get("events") or []
           if e.get("text", "").startswith(REFUSE + ":")]
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        out += [(f"clock/tick {tick.get('tick')}", e["text"], True) for e in tick.get("events") or []
                if e.get("text", "").startswith(REFUSE)]
    for end in trip.get("endings") or []:
        out += [(f"ending/{end.get('outcome')}", f, False) for f in end.get("follows") or [] if ECHO.search(f)]
    # and as it could be worded elsewhere (REVIEW r12 finding 13): the complication named inside
    # any line (a clue, a secret, a scene), read from its name on; the maguffin's own block
    # saying that it, or its keeper, will not go (a refusal there is this complication's)
    for where, text in _all_strings(trip):
        k = text.find(REFUSE)
        if k > 0:
            out.append((where, text[k:], True))
        elif k < 0 and where.startswith("maguffin/") and ECHO.search(text):
            out.append((where, text, False))
    return out


def _all_strings(trip: dict) -> list[tuple[str, str]]:
    from .consistency_walk import strings

    return strings({k: v for k, v in trip.items() if k not in ("world", "rolls", "command", "$schema")},
                   ("world", "rolls", "command", "$schema"))


def check_refusal(trip: dict, world: dict, bad) -> None:
    if REFUSE not in (trip.get("complications") or []):
        if world.get("refuser") not in (None, "none"):
            bad("refusal-one-reading", f"world refuser {world.get('refuser')!r} without {REFUSE!r}")
        return
    fact = world.get("refuser")
    if fact not in ("self", "keeper"):
        bad("refusal-one-reading", f"{REFUSE!r} and no refuser on the fact sheet ({fact!r})")
    seen: dict[str, str] = {}
    for where, text, own in _lines(trip):
        r = reading(text, trip)
        if r is None:
            continue
        if r in ("gate", "other"):
            bad("refusal-one-reading", f"{where}: {text[:90]!r}: not the mission's object refusing")
            continue
        seen.setdefault(r, f"{where}: {text[:70]!r}")
        if fact in ("self", "keeper") and r != fact:
            bad("refusal-one-reading", f"{where}: {text[:90]!r} reads the refusal as {r}, "
                                       f"and the fact sheet's refuser is {fact}")
    if len(seen) > 1:
        bad("refusal-one-reading", "two readings of the refusal: " + "; ".join(seen.values()))


NARROW = "Narrow Window of Opportunity"
HOUR = re.compile(r"\bhour (\d+)\b")
# a way to the goal shut, or the one who settles it gone, as it is worded or could be
SHUTS = re.compile(r"\b(?:shut|closed|sealed|cut off|under water|flooded|blocked) (?:for the (?:rest of the )?day|"
                   r"until tomorrow|for good)|\btide turns\b|\bleaves [^.;]* for the day\b|"
                   r"\bwindow of opportunity closes\b", re.I)
GOAL_HOUR = re.compile(r"\b(?:is at (?:dusk, )?hour|starts at hour|from hour|runs from hour|is at [^.;,]*? at hour) (\d+)", re.I)
UNDER_WAY = re.compile(r"\balready under way when the crew land|\bunder way when the crew land", re.I)


def _place_names(trip: dict) -> list[str]:
    """The trip's location names as lines print them (without a leading "the"), longest first."""
    out = [x["name"][4:] if x["name"].lower().startswith("the ") else x["name"]
           for x in trip.get("locations") or []]
    return sorted(out, key=len, reverse=True)


def _named(text: str, names: list[str]) -> set[str]:
    got, low = set(), text.lower()
    for n in names:
        if n.lower() in low:
            got.add(n)
            low = low.replace(n.lower(), "")
    return got


def _window(trip: dict, bad) -> None:
    if NARROW not in (trip.get("complications") or []):
        return
    lines = [(f"event/{e.get('when')}", e["text"], None) for e in trip.get("events") or []
             if e.get("text", "").startswith(NARROW)]
    lines += [(f"clue/{i}", c.get("fact", ""), None) for i, c in enumerate(trip.get("clues") or [], 1)
              if c.get("fact", "").startswith(NARROW)]
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        lines += [(f"clock/tick {tick.get('tick')}", e["text"], 4 * tick.get("tick", 0))
                  for e in tick.get("events") or [] if e.get("text", "").startswith(NARROW)]
    names = _place_names(trip)
    places = {n: w for w, t, _ in lines for n in _named(t, names)}
    if len(places) > 1:
        bad("narrow-window-one-place", "the Narrow Window names " + " and ".join(
            f"{n!r} ({w})" for n, w in sorted(places.items())))
    fires = {h for _, _, h in lines if h}
    for where, text, h in lines:
        if h is None and fires:
            said = {int(x) for x in HOUR.findall(text)}
            if said and not said & fires:
                bad("narrow-window-one-place", f"{where}: {text[:80]!r} says hour {min(said)}, and its "
                                               f"tick fires at hour {min(fires)}")


def _goal_start(trip: dict) -> int | None:
    scenes = trip.get("scenes") or []
    lines = [scenes[-1].get("want") or ""] if scenes else []
    lines += [e["text"] for t in (trip.get("clock") or {}).get("ticks") or [] for e in t.get("events") or []
              if e.get("track") == "goal"]
    if any(UNDER_WAY.search(x) for x in lines):
        return None
    hours = [int(h) for x in lines for h in GOAL_HOUR.findall(x)]
    return min(hours) if hours else None


def _way_open(trip: dict, bad) -> None:
    start, scenes = _goal_start(trip), trip.get("scenes") or []
    if start is None or not scenes:
        return
    goal = scenes[-1].get("place") or ""
    goal = goal[4:] if goal.lower().startswith("the ") else goal
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        fires = 4 * tick.get("tick", 0)
        if fires >= start:
            continue
        for e in tick.get("events") or []:
            t = e.get("text", "")
            if e.get("track") != "goal" and SHUTS.search(t) and (goal.lower() in t.lower() or NARROW in t):
                bad("way-open-for-goal", f"tick {tick.get('tick')} (hour {fires}): {t[:80]!r}, and the "
                                         f"goal is at hour {start}")


def check_complications(trip: dict, world: dict, bad, texts=()) -> None:
    check_refusal(trip, world, bad)
    _window(trip, bad)
    _way_open(trip, bad)
    check_daytime(trip, world, texts, bad)  # widened to its class: consistency_daytime.py
