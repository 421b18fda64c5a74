"""What the needed fact of how to get past the climax's obstacle may name: only what the
obstacle has (cold read 17: "How to get past the people guarding the market" where the
trouble was a gang of pickpockets, and a watch that "changes over at the top of every hour"
that nobody had posted). A Dangerous People obstacle line with ``"guards": "yes"``
(corpora/trip/play_obstacles.json) is people who hold or watch the way; the fact
``guarded`` (yes or no) lets only the fitting lead and shortcut lines
(corpora/trip/play_clues.json ``needs``) be drawn. The audit rule is
consistency_fit.py's ``way-names-absent-guards``. A line with ``"guards": "traps"``
(traps, pits, a tripwire, whatever its opposition) makes the fact ``traps``: its needed way
past is led and drawn from the ``barrier:traps`` and ``shortcut:traps`` lines, which deal
with the traps (round 12 review, finding 5: "everyone here stops for a shared meal ... the
way through is empty" beside pits dug across it; audited by consistency_ways.py's
``no-roll-past-traps``). The content's booby-trapped maguffin (grammars/obstacles.json: "whoever
touches it first is stuck to it") is a trap on the thing itself, not across the way: the fact
is ``thing``, and its way past comes from the ``barrier:thing`` and ``shortcut:thing`` lines
(cold read 23, trip c: "step only where it is safe ... single file" drawn for a sticky music
box; audited by consistency_r16climax.py's ``thing-trap-way-underfoot``).
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import by_identity

BOOBY = re.compile(r"\bbooby-trapped\b", re.I)
_GUARDS: dict = {}  # id(play_obstacles' items) -> (value, pattern) of the lines with "guards"
_TRAITS: dict = {}  # id(play_obstacles' items) -> (trait, pattern) of the lines with "is" or small swarms


def _guard_lines() -> tuple[tuple[str, re.Pattern], ...]:
    return by_identity(_GUARDS, load("trip/play_obstacles").items, lambda its: tuple(
        (f["guards"], re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v)) + r"\.?$", re.I))
        for v, _, f in its if f.get("guards")), 4)


def _trait_lines() -> tuple[tuple[str, re.Pattern], ...]:
    return by_identity(_TRAITS, load("trip/play_obstacles").items, lambda its: tuple(
        (f.get("is") or "swarm", re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v)) + r"\.?$", re.I))
        for v, _, f in its if f.get("is") or (f.get("foe") == "none" and f.get("opposition") == "Wildlife/Animals")), 4)


def trait(ob: dict | None) -> str:
    """What the obstacle ``ob`` does, for the way past it (the fact ``ob``, generators/facts.py):
    its play_obstacles.json line's "is" (near, steady, follows, reaches), "swarm" for small things in
    their thousands (a Wildlife line with no creature), else "plain"."""
    text = (ob or {}).get("text", "").split(". Roll ")[0]
    return next((g for g, p in _trait_lines() if p.match(text)), "plain")


def guarded(ob: dict | None) -> str:
    """"yes" when the obstacle ``ob`` is people who hold or watch the way, "traps" when it
    is traps, pits or a tripwire laid across it, "thing" when the trap is on the thing itself
    (the content's booby-trapped maguffin), else "no"."""
    text = (ob or {}).get("text", "").split(". Roll ")[0]
    if BOOBY.search(text):  # the content's own trap (grammars/obstacles.json): on the maguffin itself
        return "thing"
    return next((g for g, p in _guard_lines() if p.match(text)), "no")


_BY: dict = {}  # id(play_obstacles' items) -> (rivals_by, pattern) of the rival lines that mark it


def rivals_by(ob: dict | None) -> str:
    """Whether the rivals stand at the obstacle ``ob`` in person: "left" when it is their handiwork
    left on the ground behind them (play_obstacles.json ``"rivals_by": "left"``: markers turned round, a
    tripwire, a boulder), "paid" when it is locals they paid or talked round (``"rivals_by": "paid"``: a
    bought guide, a paid local), else "yes". Only "yes" has rivals to "step aside" (cold read 32,
    r23-cold-f and -g: "they will step aside for a share of the credit" past markers that "point
    the wrong way")."""
    text = (ob or {}).get("text", "").split(". Roll ")[0]
    pats = by_identity(_BY, load("trip/play_obstacles").items, lambda its: tuple(
        (f["rivals_by"], re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v)) + r"\.?$", re.I))
        for v, _, f in its if f.get("rivals_by")), 4)
    return next((a for a, p in pats if p.match(text)), "yes")


def way_facts(facts: dict | None, ob: dict | None) -> dict:
    """The facts a needed way-past line is drawn against: the world's (and its place's),
    whether the obstacle is guarded, what it does (``trait``: cold read 25) and whether the
    rivals stand there in person (``rivals_by``: cold read 32)."""
    return {**(facts or {}), "guarded": guarded(ob), "ob": trait(ob), "rivals_by": rivals_by(ob)}


# the clue lines that watch the way ahead from where the crew stand (corpora/trip/play_clues.json):
# a long look from high ground, or a patient watch over what gets through. Both see only the
# next stretch: never a place hours off (issue 10: "A patient watch over the way ahead from the
# Marga Glass Forest" for how to cross Marga Station, five hours and three places on).
# (round 29, stock: the patient watch's siblings watch, film or count what goes through the way ahead)
LOOKOUT = re.compile(r"\b(highest ground|a patient watch over the way ahead|watching the way ahead|"
                     r"trained on the way ahead|whatever uses the way ahead|crosses the way ahead)\b", re.I)
# (round 33, cold33-b: "Field glasses and a notebook at Gudrundi Station, logging everything that
# crosses the way ahead", two paths from the spot the fact is about)


def high_ground(trip, scenes: list[dict], at: str, sc: dict | None) -> bool:
    """Whether a clue at scene ``at`` may be "a long look ... from the highest ground near" it
    (corpora/trip/play_clues.json): only at an outdoor place, and for the way past a scene's
    obstacle (``sc``) only from a scene one path from it (cold read 20: a long look at the
    way ahead from a motel hours from the climax, from an indoor air base)."""
    here = next(x for x in scenes if x["id"] == at)
    outdoor = any(x["name"] == here["place"] and x.get("setting") == "outdoor"
                  for x in trip.locations)  # (issue 15: the raw records; parts.locations' split look is not read)
    return outdoor and (sc is None or sc["id"] in (here.get("leads_to") or ()))
