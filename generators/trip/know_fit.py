"""Who can know a thing, and where the knowledge lives (round 37, cold reads of algorithm-31
trips; audited by consistency_r37know.py).

- One who "has never left" their place (their secret or want says so: ``stays_put``) knows
  their own place and the people in it, never a far place's danger, the way past it, where the
  maguffin is kept elsewhere, nor the secret of someone found at another place (cold read:
  "Omar 'Has never left the Whispering Schoolroom' yet knows the beach's danger and Riku's
  secret"). trip/clues.py takes them off the tellers of such a fact (``homebound``).
- A way past an obstacle is heard from people near it: at its own place or at a place one path
  off it (on the road to it). Talk overheard three places away (a musician at the bazaar
  tuning up, a gardener at a rail yard, a hawker's patter) does not carry the trick of passing
  a thing the talkers never go near; a written thing or a person can still carry it there
  (``aside``: trip/clues.py deals no overheard line for it at such a place).
- The one who warns people off the dangerous thing is found where a dangerous thing is (cold
  read: "Irian is 'The one who warns people off the dangerous thing', Found at: The Engineers'
  Guild's Bazaar. The dangerous thing is three hours away at the Canal Lock."): the scene where
  they stand draws a Dangerous Object obstacle (``warned``, read by trip/scenes.py).
"""

from __future__ import annotations

import re

from .landing_tell import landing_far  # a secret about the landing: who was there to see it (round 40)

# "Has never left the market", "has never been outside the valley", "never set foot outside it"
NEVER_LEFT = re.compile(r"\b(has never (left|been (outside|beyond|past|out of))|never set foot (outside|beyond|"
                        r"out of)|has not left|hasn't left) (the |its )?(.+?)(?= and\b|,|;|\.|$)", re.I)
# the face of a Dangerous Object opposition (content/people.py OPPOSITION_ROLES)
WARNER = "The one who warns people off the dangerous thing"
DANGER = "Dangerous Object"


def stays_put(n: dict) -> bool:
    """Whether a person never leaves their own place (their secret or want says so)."""
    return bool(NEVER_LEFT.search(n.get("secret") or "") or NEVER_LEFT.search(n.get("want") or ""))


def _bare(name: str) -> str:
    return re.sub(r"^the ", "", (name or "").strip().lower())


def far_for(n: dict, fid: str, text: str, cast: list[dict], places: list[str]) -> str:
    """What in fact ``fid`` (``text``) lies beyond the place of ``n`` ('' when nothing does): a
    place it names other than theirs, or the person whose secret it is, found elsewhere."""
    low, home = (text or "").lower(), _bare(n.get("where") or "")
    for p in places:
        b = _bare(p)
        if b and b != home and b not in home and home not in b and re.search(rf"\b{re.escape(b)}\b", low):
            return p
    if fid.startswith(("lies-", "secret-")):
        o = next((m for m in cast if m.get("key") == fid.split("-", 1)[1]), None)
        if o is not None and o is not n and _bare(o.get("where") or "") != home:
            return o["name"]
    return ""


def far_from_home(n: dict, fid: str, text: str, cast: list[dict], places: list[str]) -> bool:
    """Whether ``n`` never leaves their place and fact ``fid`` lies beyond it, or ``fid`` is another's
    secret about the landing that ``n`` was too far off to see (trip/landing_tell.py, round 40)."""
    return stays_put(n) and bool(far_for(n, fid, text, cast, places)) or landing_far(n, fid, cast, places)


def homebound(fid: str, text: str, cast: list[dict], places: list[str]) -> set[str]:
    """The names of those who never leave their place, for whom fact ``fid`` is far away."""
    return {n["name"] for n in cast if far_from_home(n, fid, text, cast, places)}


def aside(kind: str, q: dict, sc: dict | None, scenes: list[dict]) -> bool:
    """Whether place ``q`` (trip/clues.py ``_places``) is a scene neither at the obstacle of a way
    fact (scene ``sc``) nor one path off it: nobody there overheard the way past it."""
    if kind != "way" or sc is None or q.get("kind") != "scene" or q["scene"] == sc["id"]:
        return False
    here = next((x for x in scenes if x["id"] == q["scene"]), None)
    return here is not None and sc["id"] not in (here.get("leads_to") or []) and q["scene"] not in (
        sc.get("leads_to") or [])


def heard(facts: dict, allowed, far: bool, peopled: bool, unheard: bool = False) -> tuple[dict, tuple]:
    """The facts and sources a clue at a place is drawn with: ``far`` (``aside``) or ``unheard``,
    nothing overheard there (no people, ``way_near`` no) and only traces and people carry it."""
    quiet = unheard or far
    return (dict(facts, way_near="no" if far else "yes", people="some" if peopled and not quiet else "none"),
            ("trace", "npc") if quiet else allowed)


def warned(here: list[dict]) -> bool:
    """Whether the one who warns people off the dangerous thing stands at this scene."""
    return any(c.get("role") == WARNER for c in here)


def danger_first(pool: list, here: list[dict]) -> list:
    """A scene's obstacle lines (value, fields), only the Dangerous Object ones where the warner
    stands (all of them when none fits)."""
    return [x for x in pool if x[1].get("opposition") == DANGER] or pool if warned(here) else pool


def danger_skip(skip: frozenset, here: list[dict]) -> frozenset:
    """A scene's ``skip`` of obstacle kinds, with every kind but a Dangerous Object where the
    warner stands (the content's own obstacle of another kind is not drawn there)."""
    from ..content.people import OPPOSITION_ROLES

    return skip | frozenset(k for k in OPPOSITION_ROLES if k != DANGER) if warned(here) else skip
