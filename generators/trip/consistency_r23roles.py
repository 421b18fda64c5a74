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

import re

from .cast import role_info
from .teller_voice import LOUD_MANNER, told_voice, voice_of

RULES = ("role-loud-unshown", "role-disguise-unsaid", "role-disguise-class", "teller-voice-manner")

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
        if role_info(role).get("voice") == "loud" and not LOUD_MANNER.search(n.get("manner") or ""):
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
