"""The consistency audit's round-18 rules rules (brief r18 rules; cold read 26): play lines that
contradict the game's rules as the page plays them, or another line of the same trip.
generators/trip/consistency.py runs them; tests/test_r18_rules.py feeds each a contradicting trip.

- ``roll-run-one-roll``: an obstacle asks for a run of rolls ("three BRAINS rolls in a row")
  where the page's own rule for obstacles is one roll for the group ("One crewmember rolls for
  the group, whoever leads"; the scene's **Roll:** is one roll against one DL, and a NO, AND
  costs an hour and lets the crew try again). The tumbler lock of grammars/obstacles.json now
  asks for one steady roll, and a miss drops the tumblers back.
- ``fixed-dice-run``: a slipped behaviour that fixes the dice ("Dice rolled here come up 6 on
  the first throw of every hour, and 1 on the second", grammars/slips.json) beside a line that
  needs a run of rolls in a row: the fixed dice decide the run, not the crew. No line asks for
  a run any more (above); the rule keeps one from coming back beside fixed dice.
- ``deceit-where-nobody-lies``: where the node's behaviour slip says nobody can lie
  ("Deception rolls automatically fail": the ``honest`` fact, content/client.py honest_node),
  nobody on the page works on the crew by fast talk or keeps a ledger of lies: an NPC's
  Fast-Talk skill (its odds row is a roll that always fails there), a character tweak's
  Revolutionary Fast-Talk ("nobody can refuse them"), a secret of everyone's lies, a clue given by
  saying what is not so (round 21: "contradicts themselves twice", trip/clues.py UNTRUE). The skill
  needs ``honest != yes`` (corpora/trip/skill_needs.json; visitors too, trip/npcs.py), the
  tweak and the secret the same (grammars/tweaks.json, grammars/people.json).
- ``paradox-event-unnamed``: a Time Travel node's paradox risk names the event it rests on:
  "the day of an event every schoolchild knows; it must still happen" never said which
  (cold read 26). The lines now name a day of the valley's history still to come (gold at
  Sutter's Mill, the fire of 1852, the railroad) and need a year of the era before it
  (grammars/time.json risk_high, ``era:``).
"""

from __future__ import annotations

import re

from .clue_lines import UNTRUE  # the forms the generator keeps off an honest node

from ..content.client import honest_node

RULES = ("roll-run-one-roll", "fixed-dice-run", "deceit-where-nobody-lies", "paradox-event-unnamed")

RUN = re.compile(r"\b(?:two|three|four|five|\d+) [A-Z]+ (?:\(DL \d+\) )?(?:rolls|successes) in a row\b"
                 r"|\b(?:rolls|successes) in a row\b", re.I)
FIXED_DICE = re.compile(r"\bdice (?:rolled )?here (?:always )?(?:come up|show)\b|\bdice show what\b", re.I)
FAST_TALK = re.compile(r"\bFast-Talk\b|\bledger of everyone's lies\b", re.I)
UNNAMED_EVENT = re.compile(r"\b(?:an|the) event every schoolchild knows\b", re.I)


def _obstacles(trip: dict):
    """(where, text) of every obstacle line the page plays with its one roll."""
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if ob.get("text"):
            yield f"scene {sc.get('number')}/obstacle", ob["text"]
    for k, o in enumerate(trip.get("obstacles") or []):
        yield f"obstacles/{k}", o if isinstance(o, str) else (o.get("text") or "")


def _npc_lines(trip: dict):
    """(where, text) of each NPC's skills and odds, and their secret."""
    for n in trip.get("npcs") or []:
        skills = " ".join(sk.get("name") or "" for sk in n.get("skills") or [])
        odds = " ".join(o.get("action") or "" for o in n.get("odds") or [])
        yield f"npc/{n.get('name')}", f"{skills} {odds} {n.get('secret') or ''}"


def check_r18rules(trip: dict, world: dict, every, bad) -> None:
    runs = []
    for where, t in _obstacles(trip):
        if m := RUN.search(t):
            bad("roll-run-one-roll", f"{where}: {m.group(0)!r}, where one crewmember rolls once for the group")
            runs.append((where, m.group(0)))
    runs += [(w, m.group(0)) for w, t in every if (m := RUN.search(t))]
    details = [d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []]
    fixed = [m.group(0) for t in details + [t for _, t in every] if (m := FIXED_DICE.search(t))]
    if fixed and runs:
        bad("fixed-dice-run", f"{runs[0][0]}: {runs[0][1]!r} beside {fixed[0]!r}")
    if honest_node(details) == "yes":
        for where, t in list(_npc_lines(trip)) + [(w, t) for w, t in every if w.startswith("tweak/")]:
            if m := FAST_TALK.search(t):
                bad("deceit-where-nobody-lies", f"{where}: {m.group(0)!r} where nobody can lie")
        for c in trip.get("clues") or []:  # nor gives a clue by saying what is not so (round 21)
            for cl in c.get("clues") or []:
                if m := UNTRUE.search(how := cl.get("how") or "") or re.search(r"\blies about it\b", how):
                    bad("deceit-where-nobody-lies", f"clues/{c.get('id')}: {m.group(0)!r} where nobody can lie")
    for d in (trip.get("node") or {}).get("details") or []:
        if d.get("label") == "Paradox risk" and (m := UNNAMED_EVENT.search(d.get("text") or "")):
            bad("paradox-event-unnamed", f"node/Paradox risk: {m.group(0)!r} never says which")
