"""The consistency audit's round-16 fit rules: secrets, truths and people who do not fit the
job or the person (generators/trip/consistency.py runs them; tests/test_r16_castfit.py feeds
each a contradicting trip). Cold read 23 (READER-C, worst problem 3) and cold read 22.

- ``client-secret-haul``: on a Sightseeing/Tourism job (nothing comes home for the client but
  the tourists: "photographs are the tourists' own affair") the client's secret, its payoff or
  an ending speaks of what the crew bring back ("They have already promised what the crew
  bring back to someone else"): such lines ``need`` "mission != tourism".
- ``maguffin-written-unwritten``: the knowledge the crew came for is said to be never written
  down ("exists only in the heads of", "nobody here will write down") and also written ("in
  a ledger", "whoever wrote it down lied", an NPC who "Wrote half of the heir's name
  themselves"): a secret is known, not written (maguffin_form: secret has no written lines).
- ``maguffin-heads-kept``: the knowledge is in the heads of several people ("three old
  people, and they disagree") while the page names one keeper ("kept by Chica-86").
- ``maguffin-made-exists``: the crew make the maguffin from scratch (maguffin_made yes:
  "Nobody has made one before") but a line has one already ("an old map painted on the
  ceiling", "already known in Sacramento").
- ``paradox-decision-unnamed``: the paradox risk says the key local "is about to make a
  decision that matters" and never says what it is: the line names the decision.
"""

from __future__ import annotations

import re

RULES = ("client-secret-haul", "maguffin-written-unwritten", "maguffin-heads-kept",
         "maguffin-made-exists", "paradox-decision-unnamed")

HAUL = re.compile(r"\bwhat(?:ever)? the crew (?:bring|brought|brings) (?:back|home)\b", re.I)
UNWRITTEN = re.compile(r"\b(?:only in the heads of|nobody here will write (?:it )?down|"
                       r"nobody has ever written it down|never been written down)\b", re.I)
WRITTEN = re.compile(r"\b(?:written on a wall|in a ledger|whoever wrote it down|wrote half of|"
                     r"kept on cards|in a cramped hand)\b", re.I)
HEADS = re.compile(r"\bin the heads of (?:two|three|four|several|many|some)\b", re.I)
EXISTS = re.compile(r"\b(?:an old map painted on the ceiling|already known in Sacramento|"
                    r"a clerk with every record)\b", re.I)
UNNAMED = re.compile(r"\ba decision that matters\b|\bmake a decision\b(?! (?:about|on|whether|to)\b)", re.I)


def _client_lines(trip: dict) -> list[tuple[str, str]]:
    out = [(f"client/{d.get('label')}", d.get("text") or "") for d in trip.get("client_details") or []]
    for e in trip.get("endings") or []:
        out += [(f"ending/{e.get('outcome')}/{k}", e.get(k) or "") for k in ("client", "bring")]
        out += [(f"ending/{e.get('outcome')}/follows", f) for f in e.get("follows") or []]
    return out


def _maguffin_lines(trip: dict) -> list[tuple[str, str]]:
    m = trip.get("maguffin") or {}
    out = [(f"maguffin/{k}", m.get(k) or "") for k in ("what", "looks", "why", "really")]
    out += [(f"npc/{n.get('name')}/secret", n.get("secret") or "") for n in trip.get("npcs") or []]
    out += [(f"location/{loc.get('name')}", loc.get("text") or "") for loc in trip.get("locations") or []]
    return out


def check_r16castfit(trip: dict, world: dict, every, bad) -> None:
    if world.get("mission") == "tourism" or trip.get("mission_type") == "Sightseeing/Tourism":
        for where, t in _client_lines(trip):
            m = HAUL.search(t)
            if m:
                bad("client-secret-haul", f"{where}: {m.group(0)!r} on a sightseeing job, where "
                    "nothing comes home for the client but the tourists")
    lines = _maguffin_lines(trip)
    if world.get("maguffin") == "knowledge" or (trip.get("maguffin") or {}).get("kind") == "knowledge":
        un = [(w, m.group(0)) for w, t in lines for m in [UNWRITTEN.search(t)] if m]
        wr = [(w, m.group(0)) for w, t in lines for m in [WRITTEN.search(t)] if m]
        if un and wr:
            bad("maguffin-written-unwritten", f"{un[0][0]}: {un[0][1]!r}, but {wr[0][0]}: {wr[0][1]!r}")
        held = (trip.get("maguffin") or {}).get("held_by")
        for w, t in lines:
            m = HEADS.search(t)
            if m and held:
                bad("maguffin-heads-kept", f"{w}: {m.group(0)!r}, but the page has one keeper: {held!r}")
    if world.get("maguffin_made") == "yes":
        for w, t in lines + [(w, t) for w, t in every if w.startswith(("scene/", "clue/"))]:
            m = EXISTS.search(t)
            if m:
                bad("maguffin-made-exists", f"{w}: {m.group(0)!r}, but the crew make it from scratch")
    for d in (trip.get("node") or {}).get("details") or []:
        if d.get("label") == "Paradox risk":
            m = UNNAMED.search(d.get("text") or "")
            if m:
                bad("paradox-decision-unnamed", f"node/Paradox risk: {m.group(0)!r} never says what "
                    "the decision is")
