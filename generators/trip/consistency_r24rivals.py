"""The consistency audit's round-24 rival rules (issue 10, cold reads of algorithm-21 trips: a
rival crew whose Goal, captain's Want and secret tell three stories, clock ticks that disagree
with that goal, and rivals at a place before they could have walked there).
generators/trip/consistency_r24.py runs them; tests/test_r24_rivals.py feeds each a breaking trip.

The rivals' purpose is the world fact ``rival_why`` (generators/facts.py: prize, spoil, beat,
watch), rolled before any line about them; every line says which purposes it fits in its
``needs`` (grammars/org.json crew_goal, grammars/people.json want_rival and secret_rival,
trip/play_clock.json's rival and opp:rival tracks). The rules find each printed line's entry by
its template (its ``#symbols#`` and ``{slots}`` match any words) and read the purposes it fits;
a trip with no ``rival_why`` (older ones) is judged by the purpose its Goal line declares.

- ``rival-purpose-split``: the clock crew's Goal, and its captain's Want and secret when the
  captain is on the page, each declare the trip's purpose (cold read: "sent to stop anyone
  taking" the maguffin, a want "To keep the crew busy until the job no longer matters" and a
  secret "Promised the pilot they would never let a rescue crew near").
- ``rival-tick-off-purpose``: every clock tick about the rivals (tracks ``rival`` and
  ``opp:rival``) follows from that purpose (cold read: "a stop-anyone goal beside a bargain
  tick"; "testing a new lander and need somebody to race" beside a tick where they ask the
  locals questions).
- ``rival-reach-too-soon``: a rival crew who land at tick L (hour 4L) are at a place on the map
  no earlier than their landing hour plus the fewest printed path hours from the slip-in point
  (cold read: rivals landing at hour 12 reach a place six hours' walk away at hour 16).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .consistency_r23rivals import _captain, _events

RULES = ("rival-purpose-split", "rival-tick-off-purpose", "rival-reach-too-soon")

WHYS = ("prize", "spoil", "beat", "watch")
TRACKS = ("rival", "opp:rival")


def _whys(needs: tuple | None) -> frozenset:
    """The purposes a line's ``needs`` admit (every one when it names none; a watching crew's
    lines by their ``rival_aim``)."""
    out = set(WHYS)
    for c in needs or ():
        if c[0] == "set" and c[1] == "rival_why":
            out &= set(c[3]) if c[2] else set(WHYS) - set(c[3])
        elif c[0] == "set" and c[1] == "rival_aim":
            aims = set(c[3]) if c[2] else {"race", "watch"} - set(c[3])
            out &= ({"watch"} if "watch" in aims else set()) | (set(WHYS) - {"watch"} if "race" in aims else set())
    return frozenset(out)


def _pattern(text: str, slot: str) -> re.Pattern:
    parts = re.split(slot, text)
    return re.compile("^" + "(.+?)".join(re.escape(p) for p in parts) + r"\.?$", re.I | re.S)


@lru_cache(maxsize=None)
def _grammar(name: str, rule: str) -> tuple:
    g = load(f"grammars/{name}")
    needs = g.rule_needs.get(rule) or ()
    return tuple((_pattern(text, r"#[^#]+#"), _whys(needs[k] if k < len(needs) else None))
                 for k, text in enumerate(g.rules.get(rule) or []))


@lru_cache(maxsize=None)
def _clock(track: str) -> tuple:
    return tuple((_pattern(v, r"\{[a-z_]+\}"), _whys(f.get("_needs")))
                 for v, _, f in load("trip/play_clock").items if f.get("track") == track)


def line_whys(rows: tuple, text: str) -> frozenset | None:
    """The purposes the entry a printed line came from admits, or None when it is no entry of
    ``rows`` (several entries can match a short line: the widest wins, never a false alarm)."""
    hits = [w for pat, w in rows if pat.match((text or "").strip())]
    return frozenset().union(*hits) if hits else None


def rival_why(trip: dict, world: dict) -> str | None:
    """The clock crew's purpose: the world's fact, or the one their Goal line alone declares."""
    if world.get("rival_why"):
        return world["rival_why"]
    goal = _detail(trip, "Goal")
    w = line_whys(_grammar("org", "crew_goal"), goal) if goal else None
    return next(iter(w)) if w and len(w) == 1 else None


def _detail(trip: dict, label: str) -> str | None:
    return next((d.get("text") for r in (trip.get("rivals") or [])[:1] for d in r.get("details") or []
                 if d.get("label") == label), None)


def _walks(trip: dict) -> dict:
    """The fewest printed path hours from the slip-in scene to each scene, by its place."""
    scenes = trip.get("scenes") or []
    if not scenes:
        return {}
    best = {scenes[0].get("id"): 0}
    for _ in scenes:
        for c in trip.get("connections") or []:
            for a, b in ((c.get("from"), c.get("to")), (c.get("to"), c.get("from"))):
                if a in best and best[a] + int(c.get("hours") or 0) < best.get(b, 10 ** 6):
                    best[b] = best[a] + int(c.get("hours") or 0)
    return {sc.get("place"): best[sc.get("id")] for sc in scenes if sc.get("place") and sc.get("id") in best}


def _named(place: str, text: str) -> bool:
    """Whether ``text`` names ``place`` as a whole name ("The Fold" is not named inside "the
    Folding Island": slip-n-slide audit/636 of algorithm 29)."""
    return re.search(r"(?<!\w)" + re.escape(place.lower()) + r"(?!\w)", text.lower()) is not None


def check_r24rivals(trip: dict, world: dict, every, bad) -> None:
    world = world or {}
    if not trip.get("rivals"):
        return
    why = rival_why(trip, world)
    goal = _detail(trip, "Goal") or ""
    gw = line_whys(_grammar("org", "crew_goal"), goal)
    if why and gw is not None and why not in gw:
        bad("rival-purpose-split", f"the rivals are here to {why}, but their Goal says otherwise: {goal[:90]!r}")
    cap = _captain(trip)
    for f in ("want", "secret") if cap else ():
        w = line_whys(_grammar("people", f"{f}_rival"), cap.get(f) or "")
        if why is None or w is None or why not in w:
            bad("rival-purpose-split", f"{cap['name']}'s {f} is no line of the rivals' purpose ({why}) "
                f"beside their Goal {goal[:60]!r}: {(cap.get(f) or '')[:80]!r}")
    for tick, track, text in _events(trip):
        if track not in TRACKS:
            continue
        w = line_whys(_clock(track), text)
        if why and w is not None and why not in w:
            bad("rival-tick-off-purpose", f"tick {tick}: the rivals are here to {why} (Goal {goal[:60]!r}), "
                f"but the clock says: {text[:90]!r}")
    if world.get("rivals") == "later" and world.get("rivals_tick") and not cap:
        land = 4 * int(world["rivals_tick"])
        walks = _walks(trip)
        for tick, track, text in _events(trip):
            if track != "rival":
                continue
            far = [(h, p) for p, h in walks.items() if h and _named(p, text)]
            if far and land + max(far)[0] > 4 * int(tick or 0):
                h, p = max(far)
                bad("rival-reach-too-soon", f"tick {tick} (hour {4 * int(tick or 0)}): the rivals, landed at "
                    f"hour {land}, are at {p}, {h} hours' walk from the slip-in point: {text[:80]!r}")
