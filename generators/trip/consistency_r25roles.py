"""The consistency audit's round-25 role rules (issue 10, coherent trips: cold readers of
algorithm-22 trips quoted NPCs whose class, rank, hiding or secret went against the job or the
lines the trip gives them). consistency_r25.py runs them; tests/test_r25_roles.py breaks each.

- ``npc-class-job``: an NPC's class is one their role's job rules out (corpora/trip/
  role_classes.json ``never``: a site's warden who is a Celebrity/Entertainer or a Government
  Agent, the local authority who is a Government Agent). Fix: content/class_pick.py class_for
  never draws a ``never`` class, not even when none of the role's own fits.
- ``npc-rank-job``: a Rank that goes against the job: a Secret rank ("Spy (Secret 1)") on one
  who holds an office in the open (role ``authority`` and not ``abroad``: the local authority,
  the warden, the organiser of the occasion), or the lowest rung ("Enlisted", "Sworn Hand",
  "Civic Office") on one who runs the place or leads a gang (role ``rank_min``), where their
  tier may hold more. Fix: the ``never`` classes above, and trip/cast.py redraws a leader's
  block (CP-exact, a fresh child stream) until its Rank reaches ``rank_min``.
- ``npc-hiding-acts``: a person written as hiding from everyone ("a famous performer, hiding
  from everyone who would know their face") who also acts in the open: sends people after the
  crew, has people chain the lander down, makes their move, is found waiting at the landing.
  Fix: corpora/grammars/people.json's disguised performer is in disguise for a purpose that
  works against the crew, never hiding.
- ``npc-secret-clue``: a secret that says the opposite of how its person tells a clue ("paid to
  say nothing" beside "says it all at once", "tells it all at the first kind word"). Fix:
  trip/clues.py never deals a quiet person an open form (trip/clue_quiet.py).
"""

from __future__ import annotations

import json
import re

from ..content.class_pick import role_info
from ..data import load
from .clue_quiet import keeps_quiet, told_openly

RULES = ("npc-class-job", "npc-rank-job", "npc-hiding-acts", "npc-secret-clue")

RANK = re.compile(r"^(.+) \((\w+) (\d)\)$")
HIDING = re.compile(r"\bin hiding\b|\bhiding from\b", re.I)
# what a person does in the open (trip/play_clock.json, events, scenes)
OPENLY = re.compile(r"\bsends?\b|\bmakes their move\b|'s people\b|\bwaiting at\b|\bat the hatch is\b", re.I)


def _base(n: dict) -> str:
    return (n.get("class") or "").split(",")[0].strip()


def _tier_rank(tier: str | None) -> int:
    info = next((f for v, _, f in load("lists/npc_tiers").items if v == tier), None) or {}
    return int((info.get("max") or {}).get("rank", 6))


def _sentences(trip: dict) -> list[str]:
    """Every line of the trip but its people's own entries and the roll log."""
    text = json.dumps({k: v for k, v in trip.items() if k not in ("npcs", "rolls")}, ensure_ascii=False)
    return re.split(r"(?<=[.;!?])\s+|\",\s*\"", text)


def check_r25roles(trip: dict, world: dict, every, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature" and n.get("body") != "creature"]
    landing = {x.get("name") for x in trip.get("locations") or [] if x.get("role") == "Slip-in point"}
    lines = None
    for n in people:
        name, role, info = n.get("name") or "", n.get("role") or "", role_info(n.get("role") or "")
        if _base(n) in (info.get("never") or ()):
            bad("npc-class-job", f"npc {name}: {role!r} whose class is {_base(n)!r}")
        m = RANK.match(n.get("rank") or "")
        if m and m.group(2) == "Secret" and info.get("authority") and not info.get("abroad"):
            bad("npc-rank-job", f"npc {name}: {role!r}, an office held in the open, with the Secret rank {n['rank']!r}")
        low = min(int(info.get("rank_min") or 0), _tier_rank(n.get("tier")))
        if m and int(m.group(3)) < low:
            bad("npc-rank-job", f"npc {name}: {role!r} who leads, ranked only {n['rank']!r}")
        if HIDING.search(f"{n.get('secret') or ''} {n.get('want') or ''}"):
            if n.get("where") in landing:
                bad("npc-hiding-acts", f"npc {name}: hiding ({n.get('secret')!r}) and found at the landing, {n['where']}")
            lines = _sentences(trip) if lines is None else lines
            for s in lines:
                if name and name in s and OPENLY.search(s):
                    bad("npc-hiding-acts", f"npc {name}: hiding ({n.get('secret')!r}) and {s.strip()[:160]!r}")
                    break
        if keeps_quiet(n.get("secret")):
            for fact in trip.get("clues") or []:
                for cl in fact.get("clues") or []:
                    if cl.get("kind") == "npc" and cl.get("at") == n.get("key") and told_openly(cl.get("how") or ""):
                        bad("npc-secret-clue", f"clue/{fact.get('id')}/{name}: {cl.get('how')!r} from one whose "
                                               f"secret is {n.get('secret')!r}")
