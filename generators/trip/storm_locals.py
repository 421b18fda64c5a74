"""The flux storm, arriving on the page (cold read 34, r34-b vexhollow-5 and marrowgate-3: the
opposition is Flux Storms in Sacramento in 2016 and 2026, "no storm is ever described arriving",
and "the storm has left the Haunted Diner full of loose reality: objects blink in and out" in a
working diner where nobody reacts). A trip whose opposition is Flux Storms gets one thread,
"The flux storm", at the first scene whose obstacle is the storm's: when it came through and
what the people there make of it (on our own Earth, or an Earth like it, freak weather nobody
has a name for; on a planet, a dream or the Chao, weather the locals know; with nobody found at
the place, or nobody living on the node, the track it left). play.py calls ``storm_threads`` after the other threads; the audit's
``storm-unannounced`` (consistency_r34comp.py) checks it.

Round 35 (review of algorithm-30 trips): a flux storm that comes only as a hidden Mission Surprise
(Mission Aspects) had no such line, so its scene's "Since the storm ..." told of a storm nobody
saw come. Its surprise says it too, in its own GM-only text (a thread would show the players a
storm they have not yet met): ``storm_surprises``; the audit's ``storm-surprise-unannounced``
(consistency_r35clock.py) reads ``ARRIVED``.
"""

from __future__ import annotations

import re
from zlib import crc32

from . import parts

LABEL = "The flux storm"
# every line of LINES says when the storm came: what the audit reads in a surprise's text
ARRIVED = re.compile(r"\ban hour (?:before the crew landed|on)\b", re.I)
STORM = "Flux Storms"
# (inhabited, realistic) -> lines; {place}: the scene's place as the page inlines it
LINES = {
    (True, True): (
        "The storm crossed {place} an hour before the crew landed: a bang, a green sky and a minute when "
        "nothing stood still. To the people here it was freak weather nobody has a name for; they keep "
        "well back from where it struck, and anyone will point the place out to the crew (no roll)",
        "An hour before the crew landed a storm nobody here can explain tore through {place}, and the "
        "people here are still talking about it in low voices; they stay clear of the worst of it, and "
        "any of them will tell the crew where it struck (no roll)",
    ),
    (True, False): (
        "Flux storms are weather here, and one crossed {place} an hour before the crew landed; the "
        "people here have pulled back to wait for the last of it to settle, and any of them will point "
        "out where it struck (no roll)",
        "The people here saw the storm coming and got out of its way; an hour on they are drifting back "
        "to {place}, careful, and they will tell the crew which parts to keep clear of (no roll)",
    ),
    (False, True): (
        "The storm that did this crossed {place} an hour before the crew landed; its track still hangs in "
        "the air like heat shimmer, and the lander's sensors logged it on the way down",
    ),
    (False, False): (
        "The storm that did this crossed {place} an hour before the crew landed; its track still hangs in "
        "the air like heat shimmer, and the lander's sensors logged it on the way down",
    ),
}


def storm_line(trip, place: str, people: bool = True) -> str:
    """The thread's words for the storm at ``place`` (``people``: someone is found there)."""
    f = parts.facts(trip)
    lived = people and (f.get("inhabitants") or "nobody") != "nobody"
    pool = LINES[(lived, f.get("realistic") == "yes")]
    text = pool[crc32(place.encode()) % len(pool)]
    return text.format(place=parts.inline(place)) + "."


def storm_threads(trip, scenes: list[dict]) -> None:
    """One "The flux storm" thread at the first scene with a Flux Storms obstacle."""
    if STORM not in parts.opposition(trip):
        return
    sc = next((sc for sc in scenes if (sc.get("obstacle") or {}).get("opposition") == STORM), None)
    if sc is None or any(th.get("label") == LABEL for th in sc.get("threads") or ()):
        return
    sc.setdefault("threads", []).append({"label": LABEL, "text": storm_line(trip, sc["place"], bool(sc.get("npcs")))})


def storm_surprises(trip, scenes: list[dict]) -> None:
    """A Flux Storms Mission Surprise, on a trip whose scenes say nothing of the storm, says
    when it came and what the people there make of it (after its own text, GM only)."""
    if any(th.get("label") == LABEL for sc in scenes for th in sc.get("threads") or ()):
        return
    for sc in scenes:
        sup = sc.get("surprise")
        if sup and sup.get("opposition") == STORM and not ARRIVED.search(sup.get("text") or ""):
            sup["text"] = f"{sup['text']} {storm_line(trip, sc['place'], bool(sc.get('npcs')))}"
            return
