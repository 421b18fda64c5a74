"""Round 16 audit rules: the climax's logic holds (cold read 23, reader C's worst problem:
"Climax logic doesn't hold ... Each of these decides the last half-hour of the night, and the
GM would have to fix it live"). Run from consistency.check; each is fed a contradicting trip
in tests/test_r16_climax.py.

- ``thing-trap-way-underfoot``: the climax's obstacle is a trap on the thing itself (the
  booby-trapped maguffin that sticks to whoever touches it first), and the needed way past
  says nothing of touching, lifting or holding it ("the traps were laid in a pattern ... step
  only where it is safe ... single file": trip/clue_fit.py ``guarded`` "thing").
- ``way-round-answers-noise``: an obstacle's way round makes it "go quiet", and the obstacle
  makes no sound (trip c: "It goes quiet in the dark: cover it" beside a box that sticks to
  whoever touches it; grammars/obstacles.json pairs each such obstacle with its own ways).
- ``climax-way-round-cheaper``: an option of the climax's way round costs no time and no
  price, and its roll is below the climax's own DL (trip a: "BRAINS against DL 6" beside "hit
  it, exactly once, in the right place (MIGHT DL 3)"; trip/climax_fit.py ``floor_way``).
- ``needed-way-only-waits``: the needed way past the climax costs a wait on the clock ("up to
  one hour's wait") and no roll, beside a way round that costs only the clock's time (trip b:
  "draws back out of sight at the top of every hour" beside "wait for it to limp away (one
  hour on the clock)"; the sure-hour case is consistency_r15ways.py's
  ``needed-way-saves-nothing``).
- ``success-price-owed``: the climax's last barrier asks a promise that falls due after the
  crew leave and does not say the crew owe nothing for it, while the Endings make anything
  still owed a Partial (trip a: "promise 6M of trade from the client").
- ``thing-trap-before-deal``: the climax's obstacle is a trap on the thing itself and its
  keeper is there to hand it over (the last barrier): the crew would handle it before it is
  theirs (trip c: past the booby-trapped box, "Then, the last barrier: Hoyate ... names the
  trade"); trip/climax_fit.py ``trap_on_kept``.
"""

from __future__ import annotations

import re

from .climax_fit import cheap, options
from .clue_fit import guarded
from .way_gain import hour_only, sure_hour, waits

RULES = ("thing-trap-way-underfoot", "way-round-answers-noise", "climax-way-round-cheaper",
         "needed-way-only-waits", "success-price-owed", "thing-trap-before-deal")

HANDLES = re.compile(r"\b(touch\w*|lift\w*|hold\w*|pick\w* (it )?up|catch\w*|grip\w*|hands?|"
                     r"switch\w* off|turns? it off)\b", re.I)
QUIET = re.compile(r"\bgoes quiet\b|\bgo quiet\b", re.I)
SOUND = re.compile(r"\b(tick\w*|hum\w*|nois\w*|sing\w*|rattl\w*|buzz\w*|roar\w*|loud\w*|ring\w*|"
                   r"whistl\w*|chim\w*|sound\w*|screech\w*|howl\w*|beep\w*)\b",
                   re.I)
OWED = re.compile(r"\bpromise [^,;]*\b(trade|favour|share)\b", re.I)
SETTLED = re.compile(r"\bowe nothing\b", re.I)


def _obstacles(trip: dict):
    """(where, text, way) of each scene's obstacle and of the content's world obstacles."""
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if ob.get("text"):
            yield f"scene/{sc['number']}", ob["text"], ob.get("way") or ""
    for i, o in enumerate(trip.get("obstacles") or [], 1):
        if isinstance(o, str) and ": " in o:
            body = o.split(": ", 1)[1]
            head, _, way = body.partition(". ")
            yield f"obstacle/{i}", head, way


def check_r16climax(trip: dict, world: dict, every, bad) -> None:
    for where, text, way in _obstacles(trip):
        if QUIET.search(way) and not SOUND.search(text):
            bad("way-round-answers-noise", f"{where}: the way round {QUIET.search(way).group(0)!r}, "
                                           f"and {text[:60]!r} makes no sound")
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc["kind"] == "climax"), None)
    if not climax:
        return
    ob = climax["obstacle"]
    for o in options(ob["way"]):
        if cheap(o, ob["dl"]):
            bad("climax-way-round-cheaper", f"scene/{climax['number']}: the way round {o[:60]!r} "
                                            f"costs less than the roll at DL {ob['dl']}")
            break
    release = climax.get("release") or ""
    m = OWED.search(release)
    if m and not SETTLED.search(release):
        bad("success-price-owed", f"scene/{climax['number']}: the last barrier asks {m.group(0)!r}, "
                                  f"owed after the crew leave, and a Success owes nothing")
    on_thing = guarded(ob) == "thing"
    if on_thing and release:
        bad("thing-trap-before-deal", f"scene/{climax['number']}: {ob['text'][:50]!r} is passed "
                                      f"before the last barrier hands it over")
    fact = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if not fact or ": " not in fact["fact"]:
        return
    past = fact["fact"].split(": ", 1)[1]
    if on_thing and not HANDLES.search(past):
        bad("thing-trap-way-underfoot", f"clue/way: {past[:60]!r} says nothing of handling "
                                        f"{ob['text'][:40]!r}")
    if waits(past) and not sure_hour(past) and any(hour_only(o) for o in options(ob["way"])):
        bad("needed-way-only-waits", f"clue/way: {past[-40:]!r} beside the way round {ob['way'][:50]!r}")
