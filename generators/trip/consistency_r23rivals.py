"""The consistency audit's round-23 rival rules (issue 10, cold read 32 of algorithm-21 trips:
a rival crew written in two places at once, paid off and still in the way, or stepping aside
where nobody of theirs stands). generators/trip/consistency_r23.py runs them;
tests/test_r23_rivals.py feeds each a contradicting trip.

- ``rival-reaches-where-already``: rivals already on the node when the crew land (the world's
  ``rivals: here``: they are at the goal already, the captain "Found at" there) are never said to
  "reach" or "get to" the goal on the clock (r23-cold-g: captain "Found at: The lava tube", then
  tick 4 "The Last of the Sunburnt Drifters reach the lava tube ... and ask the same people the
  same questions"). The reaching lines need ``rivals: later`` (trip/play_clock.json), and the
  crew already there have their own lines.
- ``rival-captain-two-places``: a rival captain found away from the slip-in point is never the
  one who strolls over to, leans on, or comes over to the landers there (r23-cold-g: "Found at:
  The lava tube" and tick 1 "Umut Potter strolls over to the crew's lander at Sigelila
  Station"). Those lines need ``face_here: yes``; a captain found elsewhere sends one of their
  crew.
- ``rival-paid-off-returns``: no scene's way round pays the rivals off for good ("they want
  the pay, not the work ... the crew owe nothing after") while the same rivals stand in the way
  at a later scene (r23-cold-f: paid off at scene 1, in the way at scenes 2, 3 and 4). The
  line now buys that place only.
- ``rival-steps-aside-absent``: the needed way past an obstacle that is the rivals' handiwork
  left behind them (markers turned round, a tripwire, a boulder: play_obstacles.json
  ``"rivals_by"``) never has the rivals "step aside" or stop work (r23-cold-f, -g: "they will
  step aside for a share of the credit" past signs that "point the wrong way"). The lines need
  ``rivals_by: yes`` (trip/clue_fit.py); their handiwork (``left``) and the locals they paid
  (``paid``) have ways of their own.
- ``rival-clue-crew-landed``: a clue known only from the rivals' landing hour says so ("once the
  rivals have landed"), never "once the crew have landed" (r23-cold-d, -e: "(from hour 8, once
  the crew have landed)" where hour 8 is when the rivals land and the crew landed at hour 0).
"""

from __future__ import annotations

import re

from .clue_fit import rivals_by

RULES = ("rival-reaches-where-already", "rival-captain-two-places", "rival-paid-off-returns",
         "rival-steps-aside-absent", "rival-clue-crew-landed")

RIVALS = "Rival DayTrippers"
REACH = re.compile(r"\b(reach|get to|gets to|make for|hurry to|trail the crew to|turn up at|"
                   r"follow the crew's tracks to|lead them to)\b", re.I)
AT_LANDERS = re.compile(r"^\s*(strolls over to the crew's lander|leans on the crew's lander|"
                        r"comes over from their own lander|tells everyone who passes the two landers)", re.I)
PAID = re.compile(r"\bpay them off\b|\bthey want the pay, not the work\b", re.I)
STAND = re.compile(r"\bstep aside\b|\bthe whole crew stop work\b", re.I)
CREW_LANDED = re.compile(r"\(from hour \d+, once the crew have landed\)")


def _events(trip: dict):
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            yield tick.get("tick"), e.get("track") or "", e.get("text") or ""


def _captain(trip: dict) -> dict | None:
    names = [d.get("text") for r in (trip.get("rivals") or [])[:1] for d in r.get("details") or []
             if d.get("label") == "Captain"]
    return next((n for n in trip.get("npcs") or [] if names and n.get("name") == names[0]), None)


def _rival_ob(sc: dict) -> bool:
    return (sc.get("obstacle") or {}).get("opposition") == RIVALS


def check_r23rivals(trip: dict, world: dict, every, bad) -> None:
    world = world or {}
    scenes = trip.get("scenes") or []
    if world.get("rivals") == "here":
        for tick, track, text in _events(trip):
            if track == "rival" and (m := REACH.search(text)):
                bad("rival-reaches-where-already",
                    f"tick {tick}: the rivals {m.group(0)!r} a place, but they were on the node "
                    f"before the crew landed: {text[:90]!r}")
    cap = _captain(trip)
    start = scenes[0].get("place") if scenes else None
    if cap and cap.get("where") and cap.get("where") != start:
        for tick, _, text in _events(trip):
            if text.startswith(cap["name"]) and AT_LANDERS.match(text[len(cap["name"]):]):
                bad("rival-captain-two-places",
                    f"tick {tick}: {cap['name']} is at the landers at {start}, but Found at "
                    f"{cap['where']}: {text[:90]!r}")
    for k, sc in enumerate(scenes):
        ob = sc.get("obstacle") or {}
        if _rival_ob(sc) and PAID.search(ob.get("way") or ""):
            later = [x.get("number") or x.get("id") for x in scenes[k + 1:] if _rival_ob(x)]
            if later:
                bad("rival-paid-off-returns",
                    f"{sc.get('id')}: the rivals are paid off for good, yet stand in the way at "
                    f"scene(s) {later}")
        if _rival_ob(sc) and rivals_by(ob) != "yes" and (m := STAND.search(sc.get("with_clue") or "")):
            bad("rival-steps-aside-absent",
                f"{sc.get('id')}: the way past says {m.group(0)!r}, but nobody of the rivals' "
                f"stands there: {(ob.get('text') or '')[:80]!r}")
    for c in trip.get("clues") or []:
        for cl in c.get("clues") or []:
            if CREW_LANDED.search(cl.get("how") or ""):
                bad("rival-clue-crew-landed",
                    f"clue {c.get('id')}: {cl.get('how')[-60:]!r} names the crew's landing for "
                    f"the rivals' hour")
