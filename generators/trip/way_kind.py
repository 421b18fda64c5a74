"""What kind of thing a scene's obstacle is, for the needed way past it (the fact ``barrier_kind``,
generators/facts_r28.py): the way-past lines of corpora/trip/play_clues.json (``shortcut:``) each
answer some kinds only, and say so in their ``needs`` ("barrier_kind: mind" for "its hold is weakest
on a crew who keep a hand on each other's shoulders").

Cold readers of algorithm-26 trips (r28-cold-b, -c, -e) found the way past written for another
kind of obstacle than the one it is for, though both were filed under one opposition: a hand on
each other's shoulders (a fix for walking through a place's hold) for a person who is a perfect
double of someone the crew lost; "they only bother people who look lost" for a family feud whose
both sides want the crew to judge; "whoever built it painted a stripe ... safe to touch or tread
on" for the crew's own map being wrong, where nobody built anything.

The kinds (``KINDS``):

- ``mind``: a hold on the crew's minds that the place itself has, with nobody behind it;
- ``person``: people the crew must deal with face to face (a feud, a trial, a double);
- ``prey``: people who pick on strangers passing through (pickpockets, a press gang);
- ``guard``: people who hold or watch the way;
- ``built``: a thing somebody built (a gate, a lock, a bridge, a lift);
- ``ground``: the ground itself (a crack, a crawl, a smooth face, fallen stones);
- ``route``: a way that is hard to find or follow (a maze, a wrong map, a spinning compass);
- ``gear``: the crew's own gear failing (lights dead, the lander's engine);
- ``place``, ``object``, ``flux``, ``creature``, ``rival``, ``trap``: the rest, by opposition.

A corpora/trip/play_obstacles.json line says its kind with ``"barrier_kind"`` where its opposition's
default (``DEFAULT``) does not fit; the content's own obstacles (corpora/grammars/obstacles.json,
templates with an NPC or a creature in them) are read by ``GRAMMAR``. (Not "ob_...": round 17's
``needed-way-misfits-obstacle`` reads every needs clause starting "ob" as the trait ``ob``.)
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import by_identity
from .clue_fit import guarded

KINDS = ("mind", "person", "prey", "guard", "built", "ground", "route", "gear", "place", "object",
         "flux", "creature", "rival", "trap")
DEFAULT = {"Psychological Challenges": "mind", "Dangerous People": "person", "Technical Challenges": "built",
           "Dangerous Environment": "place", "Dangerous Object": "object", "Flux Storms": "flux",
           "Monster/Enemy": "creature", "Wildlife/Animals": "creature", "Rival DayTrippers": "rival"}
# the content's obstacles (grammars/obstacles.json) whose kind is not their opposition's default
GRAMMAR = ((re.compile(r" is a perfect double of someone one of the crew lost\b"), "person"),
           (re.compile(r"^A bounty hunter from another trip entirely\b"), "person"),
           (re.compile(r" have set a watch on \b|\bhires a pair of knife-happy cousins\b"), "guard"),
           (re.compile(r"^A gang of local toughs has heard the crew are rich\b"), "prey"),
           (re.compile(r"^The lander's slip engine\b|^The local power grid and the lander's systems\b"), "gear"))
_DECLARED: dict[str, dict] = {}  # field -> {id(play_obstacles' items): (value, pattern) of its lines}


def _declared(field: str) -> tuple[tuple[str, re.Pattern], ...]:
    """(value, pattern) of the play_obstacles lines that declare ``field`` ("barrier_kind",
    "passing")."""
    return by_identity(_DECLARED.setdefault(field, {}), load("trip/play_obstacles").items, lambda its: tuple(
        (f[field], re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v)) + r"\.?$", re.I))
        for v, _, f in its if f.get(field)), 4)


def obstacle_fact(ob: dict | None, field: str, grammar: tuple) -> str | None:
    """The value of ``field`` the obstacle ``ob``'s own line declares (play_obstacles.json), else
    the first of ``grammar``'s (pattern, value) that its text matches (a content obstacle of
    grammars/obstacles.json), else None (trip/way_pass.py reads "passing" the same way)."""
    text = (ob or {}).get("text", "").split(". Roll ")[0]
    own = next((k for k, p in _declared(field) if p.match(text)), None)
    return own or next((k for p, k in grammar if p.search(text)), None)


def barrier_kind(ob: dict | None) -> str:
    """The kind of the obstacle ``ob`` (a scene's ``obstacle``: its opposition and text)."""
    ob = ob or {}
    said = obstacle_fact(ob, "barrier_kind", GRAMMAR)
    if said:
        return said
    g = guarded(ob)
    if g in ("traps", "thing"):
        return "trap"
    if g == "yes":
        return "guard"
    return DEFAULT.get(ob.get("opposition") or "", "place")
