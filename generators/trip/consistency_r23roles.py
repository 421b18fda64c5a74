"""The consistency audit's round-23 role rules: an NPC's role label against how they are written
(cold reads of algorithm-21 trips by strict GMs). generators/trip/consistency_r23.py runs them;
tests/test_r23_roles.py feeds each a broken trip and counts them over the audit's trips.

- ``role-loud-unshown``: a role that says they are loud ("The loudest of the paying tourists",
  role_classes.json ``voice: loud``) whose manner never shows it ("Serene; talks in a flat,
  careful voice"). Round 16 kept the quiet talk off them; corpora/grammars/people.json now draws
  their manner from its loud forms (``voice: loud``: "Boisterous; talks over everyone else").
- ``role-disguise-unsaid``: "Someone here in disguise" whose lines never say what they pose as
  and who they really are (their secret was any secret: "Has a second family at the market").
  content/disguise.py draws the disguise before their lines: "Poses as a pedlar of cheap charms,
  and is really a writer, and means to write up the crew's visit".
- ``role-disguise-class``: who the disguised person really is is not their class (a secret
  "is really an agent" on a Celebrity/Entertainer's stat block): content/disguise.py settles the
  class first and the secret says that class.
- ``teller-voice-manner``: a person tells a clue in a voice their manner or role denies: "in a
  whisper" or "in a low voice" from one who talks at the top of their voice (or whose role says
  they are the loudest), "insists, loudly" from one who talks in a whisper (trip/teller_voice.py;
  trip/clues.py keeps such forms off them).
"""

from __future__ import annotations

import json
import re

from ..content.people import RIDE_HOME
from .cast import role_info
from .clue_price import PRICED, foe_side, frank, no_price, reaches, works_against
from .teller_voice import LOUD_MANNER, told_voice, voice_of

RULES = ("role-loud-unshown", "role-disguise-unsaid", "role-disguise-class", "teller-voice-manner",
         "want-never-matters")

DISGUISE = "Someone here in disguise"
POSES = re.compile(r"\b(?:poses as|posing as|passes for|passing (?:itself |themselves )?as|disguised as)\b(.*?)\b"
                   r"(?:is really|really is|is in truth|is actually)\b(.*)", re.I)
# who someone of a class really is, in a disguise's words
REALLY = {"Government Agent": re.compile(r"\b(?:agent|spy)\b", re.I),
          "Celebrity/Entertainer": re.compile(r"\b(?:performer|famous|star|entertainer|singer|actor)\b", re.I),
          "Gonzo Writer": re.compile(r"\b(?:writer|journalist|reporter)\b", re.I),
          "Politician/Nobility": re.compile(r"\b(?:rank|noble|minister|official|lord|lady)\b", re.I)}


def _class(n: dict) -> str:
    return (n.get("class") or "").split(",")[0].strip()


def check_r23roles(trip: dict, world: dict, every, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature" and n.get("body") != "creature"]
    for n in people:
        name, role = n.get("name") or "", n.get("role") or ""
        # (round 28: on a day of silence nobody's voice is heard, a loud one's neither: their manner
        # is a silent one, corpora/grammars/people.json manner_silent)
        if role_info(role).get("voice") == "loud" and not LOUD_MANNER.search(n.get("manner") or "") \
                and world.get("silent") != "yes":
            bad("role-loud-unshown", f"npc {name}: {role!r} with the manner {n.get('manner')!r}")
        if role == DISGUISE:
            m = POSES.search(n.get("secret") or "")
            if not m:
                bad("role-disguise-unsaid", f"npc {name}: {role!r} whose secret {n.get('secret')!r} never says "
                                            "what they pose as and who they really are")
            elif (cls := _class(n)) in REALLY:
                really = m.group(2)
                others = [c for c, rx in REALLY.items() if c != cls and rx.search(really)]
                if not REALLY[cls].search(really) or others:
                    bad("role-disguise-class", f"npc {name}, {cls}: is really {really.strip()!r}")
    met = {sc.get("place") for sc in trip.get("scenes") or []}
    for n in people:
        # (a want the crew cannot help with, "To see the crew off", is no lever: clue_price.no_price)
        # (nor, round 34, one whose help needs the maguffin in hand first: clue_price.reaches)
        # (nor, round 35, a foe's: the rival captain's want is never a price, clue_price.foe_side)
        if n.get("where") in met and n.get("want") and not no_price(n["want"]) and not foe_side(n.get("role")) \
                and tells(trip, n) \
                and not reaches(n["want"], trip.get("maguffin") or {}) \
                and not want_paid(trip, n):
            bad("want-never-matters", f"npc {n.get('name')} ({n.get('role')}): {n.get('want')!r} is printed "
                                      "and nothing in the trip pays or touches it")
    by_key = {n.get("key"): n for n in people}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            n = by_key.get(cl.get("at")) if cl.get("kind") == "npc" else None
            if n is None:
                continue
            said, own = told_voice(cl.get("how") or ""), voice_of(n.get("manner"), n.get("role"))
            if said and own and said != own:
                bad("teller-voice-manner", f"clue/{fact.get('id')}/{n.get('name')}: {cl.get('how')!r} "
                                           f"from one whose manner is {n.get('manner')!r} ({n.get('role')})")


def _said(want: str) -> str:
    """A want as a line about it says it ("To be left alone" -> "to be left alone")."""
    w = want.strip().rstrip(".")
    return (w[:1].lower() + w[1:]).split(", ")[0]


def tells(trip: dict, n: dict) -> list[str]:
    """How ``n`` tells each clue of theirs."""
    return [cl.get("how") or "" for f in trip.get("clues") or [] for cl in f.get("clues") or []
            if cl.get("kind") == "npc" and cl.get("at") == n.get("key")]


def want_paid(trip: dict, n: dict) -> bool:
    """Whether something in the trip pays or touches ``n``'s want: the price of one of their
    clues ("if the crew help with what they want"), a want to tell the crew told in a clue of
    theirs, the want said in a scene's line, a foe's want played by the clock or a scene (their
    name there), someone wanting a ride home named in an ending."""
    want = n.get("want") or ""
    hows = tells(trip, n)
    if any(PRICED in h for h in hows) or (hows and frank(want, n.get("role"))):
        return True
    said = _said(want).lower()
    scenes = json.dumps([{k: v for k, v in sc.items() if k != "who"} for sc in trip.get("scenes") or []]).lower()
    if said and said in scenes:
        return True
    name = n.get("name") or ""
    if works_against(want) and name and name in json.dumps([trip.get("clock"), trip.get("scenes")]):
        return True
    return n.get("role") == RIDE_HOME and bool(name) and name in json.dumps(trip.get("endings"))
