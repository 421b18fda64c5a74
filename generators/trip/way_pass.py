"""What getting past a scene's obstacle means, for the needed way past it (the fact ``passing``,
generators/facts_r30.py; round 35): the way-past lines of corpora/trip/play_clues.json
(``shortcut:``) say in their ``needs`` which kinds of passing they answer, and trip/clue_forms.py
_barrier gives the draw this fact.

Cold readers of algorithm-30 trips found a way past written for another kind of thing than the
obstacle it is for, though both were filed under one opposition: "it is safest straight down its
middle" for a spinning top and for hot, heavy air; a local who "walks the crew through it" a
ticking device; painted stones "just out of its reach" for a carcass whose biting flies follow
the crew. ``barrier_kind`` (trip/way_kind.py, round 28) tells a person from a place's hold; it
says nothing of whether the crew walk past a thing, through the air, over the ground or across
a drop.

The kinds (``KINDS``):

- ``by``: a thing that stays in one spot and reaches only so far: the crew pass it at a distance
  (a carcass's gas, a puddle of lye, a rope that grabs, a statue, a lamp);
- ``handle``: a thing that does its harm to whoever handles, heeds or answers it, or sits where
  the way on is (a device counting down, a box that answers, a cursed coin, a ladder): walking
  through or down the middle of it means nothing;
- ``air``: what the crew breathe or see through across the place (dust, spores, pollen, fumes, fog);
- ``weather``: heat, cold or wind across the place;
- ``ground``: the footing across the place (sand, shale, a crust, a slick floor);
- ``gap``: a drop or a crack to get across or along (a ledge, a crust over a drop);
- ``climb``: a thing built or worn to be climbed or crossed step by step, hand over hand (a
  ladder with rungs gone, a bridge missing planks, a roof of loose tiles, a face with one crack):
  only here is there a right step, turn and handhold for the locals to mark (round 36, r36-climax:
  "a small notch beside each right step, turn and handhold" as the way past locked doors);
- ``overhead``: what comes down from above (a sagging ceiling, loose stones from the slopes);
- ``swarm``: small creatures in their thousands, in the air or underfoot (flies, midges, beetles);
- ``operate``: a thing somebody built that the crew must work, open or ride to get on (a lock, a
  ring of unlabelled keys, a turnstile, a seized gate, a lift, a winch, a lever): nothing of it is
  trodden or held on to, so no stripe marks where it is safe to tread (round 37, r37-climax: "a
  stripe of one colour on every part of it that is safe to touch or tread on" as the way past a
  turnstile and a ring of keys); the Technical Challenges a thing somebody built that say no other
  passing are this (``passing``);
- ``beast``: an animal or a monster; ``people``: people; ``other``: the rest (a hold on the
  mind, flux, rivals, a machine, a route, the crew's gear).

A corpora/trip/play_obstacles.json line says its kind with ``"passing"``; lines without it take
their opposition's default (``DEFAULT``); the content's own obstacles (corpora/grammars/
obstacles.json) are read by ``GRAMMAR``. The audit rule is consistency_r35clues.py's
``way-clue-wrong-passing``.
"""

from __future__ import annotations

import re

from .way_kind import barrier_kind, obstacle_fact

KINDS = ("by", "handle", "air", "weather", "ground", "gap", "climb", "overhead", "swarm", "operate", "beast", "people",
         "other")
DEFAULT = {"Dangerous Environment": "weather", "Dangerous Object": "handle", "Wildlife/Animals": "beast",
           "Monster/Enemy": "beast", "Dangerous People": "people"}
# the content's obstacles (grammars/obstacles.json) whose kind is not their opposition's default
GRAMMAR = ((re.compile(r"^A dead tree leans over the way\b"), "overhead"),
           (re.compile(r"^The bloated carcass of something huge lies across\b"), "by"),
           (re.compile(r"^A leaking crate of .+ anything it touches\b"), "by"))


def passing(ob: dict | None) -> str:
    """What getting past the obstacle ``ob`` (a scene's ``obstacle``: its opposition and text) means."""
    said = obstacle_fact(ob, "passing", GRAMMAR)
    if said:
        return said
    opp = (ob or {}).get("opposition") or ""
    if opp == "Technical Challenges" and barrier_kind(ob) == "built":
        return "operate"  # a device to work, not a surface to tread (round 37)
    return DEFAULT.get(opp, "other")
