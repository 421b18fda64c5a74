"""The consistency audit's round-40 whereabouts rules (registered by scripts/round_registry.py 40
in generators/trip/consistency_r40.py): the trip's creature and its rival crew are each in one
place at a time, through the day, and a rival crew's day fits their own goal. Each rule: what it
checks, the cold read that found it, and where the generator keeps to it.

- ``creature-den-roams``: a creature that dens or holds its own ground at a scene (that scene's
  obstacle is the creature itself: "The bear has made a den at the Provisional Canal Lock") stays
  there all day: no tick of the clock has it at the lander, on the paths or at another place.
  Cold read cold39-a-bramble-13: "The bear has made a den at the Provisional Canal Lock", yet
  ticks 1, 3 and 5 have "A bear has been at the Commission's Radio Tower", "A bear hunts the
  paths now" and "A bear goes for the lander": one denning bear in four places. Fix:
  trip/lair_fit.py GROUND reads a den ("made a den at", "has its den", "hold the ground") as
  the creature's own ground, so the clock deals only ``beast_range: ground`` lines, at its place.
- ``rival-waits-against-goal``: rivals whose goal is to beat the crew home (``rival_why: beat``)
  never spend the day by their lander waiting for the crew. Cold read cold39-a-bramble-13:
  "Goal: They bet their whole fee that they would beat the PCs home, and cannot afford to lose."
  against tick 1 "Rather than go after the crew, they spend the rest of the day by their own
  lander ... waiting for the crew to come back". Fix: that line of trip/play_clock.json needs
  ``rival_why: watch``.
- ``rival-captain-gone-home``: a scene whose obstacle is a rival swearing "the rest of their crew
  has gone home" does not have the rivals' captain standing in it. Cold read cold39-a-alder-5:
  scene 3 "Who: Aala Highsmith" (the rivals' captain) with "One of the rivals stops the crew at
  the Old Brick Cannery and asks to join them, and swears the rest of their crew has gone home."
  Fix: the line needs ``rival_lone: yes`` (trip/rival_where.py), which a scene has only where no
  named rival is placed.
- ``rival-two-places``: the rival crew as a body are in one place at a time: rivals who stay by
  the landers for the rest of the day after they land ("Rather than go after the crew ...") are
  never also the body that "got to" a scene first, set up camp across it or reach it on a later
  tick; and rivals whose lander the crew find parked at the slip-in point "after an hour on the
  ground" have not been at another place "since before the crew landed". Cold read
  cold39-a-corrie-8: "The Flying Mosquitoes have held the best spot at the Hollow Boulder Field
  for their own party since before the crew landed" against the slip-in "Another lander is
  already parked at Pene Station, its engines cool to the touch after an hour on the ground" (5
  hours' walk apart); nor are the crew who "come over from their own lander" or "tell everyone
  who passes the two landers" the crew who "have spent the day at" the goal or waited there
  "since before the crew landed" (cold39-b-jarrow-6: ticks 1 and 3 have the Flying Vampires at
  the two landers, and tick 4 "The Flying Vampires have spent the day at the Canyon of Alberta":
  the rival crew in five places). Fix: the rivals' whereabouts at the landing is a fact of the
  clock (trip/rival_where.py, facts_r40whereabouts.py ``rival_lander``: ``landing`` when the
  slip-in shows their lander parked there), and the lines declare it: the all-day-at-the-goal
  lines need ``rival_lander: away``, the at-the-landers lines ``rival_lander: landing``; the
  day by the landers is a rival:late line (trip/clock.py), after which no line sends them on.
"""

from __future__ import annotations

import re

from .lair_fit import DEN, GROUND
from .rival_where import PARKED

RULES: tuple[str, ...] = ("creature-den-roams", "rival-waits-against-goal", "rival-captain-gone-home",
                          "rival-two-places")

RIVALS = "Rival DayTrippers"
ELSEWHERE = re.compile(r"\bmore of its kind\b|\bnot the [\w' -]+ itself\b", re.I)
# what puts a creature away from its den: the lander, the paths, the crew's trail
AWAY = re.compile(r"\bthe lander\b|\bthe paths\b|\bthe crew's trail\b|\bbetween [^;,.]+ and\b|"
                  r"\bcircles\b|\btracks of\b", re.I)
WAITS = re.compile(r"\bRather than go after the crew, they\b[^.;]*\b(lander)\b", re.I)
WAIT_DAY = re.compile(r"\bspend the rest of the day by their own lander\b|\bwaiting for the crew to come back\b", re.I)
GONE_HOME = re.compile(r"\bthe rest of their crew has gone home\b", re.I)
# the rival crew as a body at a place (not "one of their own", "a rival", "someone")
BODY_SCENE = re.compile(r"^(The rival crew (got to|have set up camp)|The rivals went into|"
                        r"[\w' ,-]+ (are at|slipped in an hour before)\b)", re.I)
BODY_TICK = re.compile(r"\b(reach|get to|trail the crew to|turn up at|hurry to)\b", re.I)
# the rival crew as a body at the two landers ("Benjamin King's crew come over from their own lander")
AT_LANDERS = re.compile(r"'s crew (come over from their own lander|tell everyone who passes the two landers)\b", re.I)
# the rival crew at a place all day, from before the crew landed
ALL_DAY = re.compile(r"\bhave spent the day at ([^;]+?) telling\b|\bsince before the crew landed\b", re.I)
SINCE = re.compile(r"\bat ([^;]+?) (?:for their own party )?since before the crew landed\b|"
                   r"\b(?:waited|watching the way to) ([^;]+?) since before the crew landed\b", re.I)


def _events(trip: dict):
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            yield tick.get("tick") or 0, e.get("track") or "", e.get("text") or ""


def _creature_den(trip: dict) -> tuple[dict, str] | None:
    """The creature that dens at its own scene, and that scene's place, or None."""
    creatures = [n for n in trip.get("npcs") or [] if n.get("source") == "creature"]
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        f = ob.get("foes") or {}
        for n in creatures:
            if (f.get("npc") == n.get("key") and not ELSEWHERE.search(f.get("line") or "")
                    and sc.get("place") == n.get("where") and (GROUND.search(ob.get("text") or "")
                                                                 or DEN.search(ob.get("text") or ""))):
                return n, sc["place"]
    return None


def _kind(name: str) -> re.Pattern:
    noun = re.sub(r"^(the|a|an) ", "", name or "", flags=re.I)
    return re.compile(rf"^(the|a|an|fresh tracks of an?) {re.escape(noun)}\b", re.I)


def _captain(trip: dict) -> str | None:
    return next((d.get("text") for r in (trip.get("rivals") or [])[:1] for d in r.get("details") or []
                 if d.get("label") == "Captain"), None)


def _walk(trip: dict, a: str, b: str) -> int | None:
    """Hours on foot between two scene places by the shortest way (None when unknown)."""
    num = {sc.get("place"): sc.get("id") for sc in trip.get("scenes") or []}
    if a not in num or b not in num:
        return None
    dist = {num[a]: 0}
    todo = [num[a]]
    links = [(c.get("from"), c.get("to"), c.get("hours") or 0) for c in trip.get("connections") or []]
    while todo:
        x = todo.pop(0)
        for p, q, h in links + [(q, p, h) for p, q, h in links]:
            if p == x and (q not in dist or dist[q] > dist[x] + h):
                dist[q] = dist[x] + h
                todo.append(q)
    return dist.get(num[b])


def check_r40whereabouts(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    scenes = trip.get("scenes") or []
    places = [sc.get("place") or "" for sc in scenes]
    den = _creature_den(trip)
    if den:
        n, where = den
        kind = _kind(n.get("name") or "")
        for tick, _, text in _events(trip):
            if not kind.search(text):
                continue
            named = [p for p in places if p and p != where and p.lower().removeprefix("the ") in text.lower()]
            if named or (where.lower().removeprefix("the ") not in text.lower() and AWAY.search(text)):
                bad("creature-den-roams", f"tick {tick}: {text[:70]!r} moves {n['name']}, which dens "
                                          f"at {where!r} (scene obstacle)")
    late = [(tick, text) for tick, track, text in _events(trip) if track.startswith("rival") and WAITS.search(text)]
    if world.get("rival_why") == "beat":
        for tick, text in late:
            if WAIT_DAY.search(text):
                bad("rival-waits-against-goal", f"tick {tick}: the rivals bet on beating the crew home, "
                                                f"and wait by their lander: {text[:80]!r}")
    cap = _captain(trip)
    for sc in scenes:
        ob = sc.get("obstacle") or {}
        if GONE_HOME.search(ob.get("text") or "") and cap and cap in (sc.get("here") or []):
            bad("rival-captain-gone-home", f"{sc.get('id')}: {cap}, the rivals' captain, is here, and "
                                           f"{(ob.get('text') or '')[:70]!r}")
    if late:
        tick0 = min(t for t, _ in late)
        for sc in scenes[1:]:
            for part in ("obstacle", "surprise"):
                ob = sc.get(part) or {}
                if ob.get("opposition") == RIVALS and BODY_SCENE.search(ob.get("text") or ""):
                    bad("rival-two-places", f"{sc.get('id')}: the rivals stay by the landers from tick "
                                            f"{tick0}, yet {(ob.get('text') or '')[:70]!r}")
        for tick, track, text in _events(trip):
            if track.startswith("rival") and tick > tick0 and BODY_TICK.search(text):
                bad("rival-two-places", f"tick {tick}: the rivals stay by the landers from tick {tick0}, "
                                        f"yet {text[:70]!r}")
    landers = [(tick, text) for tick, _, text in _events(trip) if AT_LANDERS.search(text)]
    for tick, track, text in _events(trip):
        if track.startswith("rival") and ALL_DAY.search(text) and landers and landers[0][0] <= tick:
            bad("rival-two-places", f"tick {tick}: {text[:60]!r}, yet at tick {landers[0][0]} the same crew "
                                    f"are at the landers: {landers[0][1][:60]!r}")
    parked = PARKED.search((trip.get("start") or {}).get("read_aloud") or "")
    if parked:
        for tick, _, text in _events(trip):
            m = SINCE.search(text)
            if not m:
                continue
            there = (m.group(1) or m.group(2) or "").strip()
            p = next((x for x in places if x.lower().removeprefix("the ") in there.lower()), None)
            far = _walk(trip, places[0], p) if p else None
            if p and far is not None and far > 1:
                bad("rival-two-places", f"tick {tick}: the rivals' lander was parked at {places[0]!r} an "
                                        f"hour before the crew landed, {far} hours from {p!r}, yet "
                                        f"{text[:60]!r}")
