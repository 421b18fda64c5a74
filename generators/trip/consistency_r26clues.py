"""The consistency audit's round-26 clue-carrier rules (cold read of algorithm-23 trips: carriers
that cannot know or cannot show what they are said to carry). Registered in
generators/trip/consistency_r26.py; tests/test_r26_clues.py feeds each rule a trip broken on
purpose. The rules read a clue's own words and its fact, not the corpus tags, so they check the
tags (corpora/trip/play_clues.json ``needs`` and ``knows``) and trip/clue_self.py.

- ``carrier-era``: a thing of an age the world has not reached, that no visitor brought:
  "Scorch marks and a trail of spent power cells ... where somebody came through shooting" on
  an iron-age world; a pocket imager, a drone, a camera's loop, a survey stake's reflector among
  people without them (a DayTripper's, another visitor's or the crew's own kit may be anywhere).
- ``carrier-wordless-secret``: a thing with no words of a person in it (tracks, scorch marks,
  a stash, a search, a hunch, the crew's instruments, pictures, a drone's log, a waymark, a
  camera's loop: clue_self.WORDLESS) carries a person's private secret, what the client is not
  telling the crew, or a warning of trouble still to come ("Scorch marks ... It warns: A local
  journalist has started following the crew").
- ``carrier-tells-nothing``: a carrier whose words say nothing of what it shows and that says
  nothing after ("The crew's own hunch at the Upside Dune Field, once they put together
  everything they have seen since the landing (BRAINS DL 3 to make it fit)"; "A hidden stash
  ... that only makes sense one way once it is laid out").
- ``clue-own-secret-secondhand``: an NPC tells their own secret in a way that fits only
  another's (sold for the crew's help, passed on as a rumour or as gossip, told in confidence:
  "Christian's secret: ...; Christian, who wants the crew's word first ...").
- ``clue-passerby-secret``: someone only passing through (a traveller resting on the way, a
  herder bringing the animals through) tells a local's private secret ("the keeper's private
  oath" from a traveller who heard it further along the road).
"""

from __future__ import annotations

import re

from .clue_kinds import carrier
from .clue_self import PASSING, WORDLESS, secondhand
from .consistency_clues import fact_kind
from .consistency_r23carriers import TECH, _rung, _unnamed

RULES = ("carrier-era", "carrier-wordless-secret", "carrier-tells-nothing",
         "clue-own-secret-secondhand", "clue-passerby-secret")

ERA = ((re.compile(r"\bpower cells\b|\bcame through shooting\b", re.I), "electric"),
       (re.compile(r"\bpocket imager\b|\bgrounded drone\b", re.I), "digital"),
       (re.compile(r"\bsecurity recording\b", re.I), "electric"),
       (re.compile(r"\bsurvey stake\b", re.I), "steam"))
BROUGHT = re.compile(r"\bDayTripper\b|\banother visitor\b|\bthe crew's own\b|\bthe suits'|"
                     r"\ba visitor from another barn\b|\ba visiting crew\b|\ba visitor left\b", re.I)
VAGUE = re.compile(r"\bonly makes sense one way\b|\beverything they have seen\b", re.I)
PRIVATE = ("secret", "motive")  # a person's own: never on a wordless thing


def check_r26clues(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    tech = _rung(world.get("tech"))
    names = {n["key"]: n["name"] for n in trip.get("npcs") or []}
    for fact in trip.get("clues") or []:
        kind, fid = fact_kind(fact["id"]), fact["id"]
        for cl in fact.get("clues") or []:
            how = cl.get("how") or ""
            at = f"clues/{fid}: {how[:70]!r}"
            if cl.get("kind") == "npc" and fid.startswith(("secret-", "lies-")) \
                    and cl.get("at") == fid.split("-", 1)[1] and secondhand(how):
                bad("clue-own-secret-secondhand", f"{at}: {names.get(cl['at'], cl['at'])} tells their own "
                                                  f"secret as if it were another's")
            if cl.get("kind") != "scene":
                continue
            if cl.get("source") == "overheard" and kind in PRIVATE and PASSING.search(how):
                bad("clue-passerby-secret", f"{at}: someone passing through cannot know "
                                            f"{fact['fact'][:60]!r}")
            if cl.get("source") != "trace":
                continue
            own = carrier(_unnamed(trip, cl))
            for rx, era in ERA:
                if (m := rx.search(own)) and not BROUGHT.search(own) and 0 <= tech < TECH.index(era):
                    bad("carrier-era", f"{at}: {m.group(0)!r} where tech is {world.get('tech')}")
            if (m := WORDLESS.match(own)) and (kind in PRIVATE or kind == "complication"):
                bad("carrier-wordless-secret", f"{at}: {m.group(0)!r} cannot tell {kind} "
                                               f"{fact['fact'][:60]!r}")
            if (m := VAGUE.search(own)) and carrier(how) == how:
                bad("carrier-tells-nothing", f"{at}: {m.group(0)!r} and nothing said of what it shows")
