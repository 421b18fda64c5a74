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
- ``npc-manner-role``: a role that says they are loud ("The loudest of the paying tourists")
  with a quiet manner ("talks as if every word costs money"): the person fact ``voice``.
- ``npc-look-manner``: a look that says they are slow ("very old, and slow to hurry") with a
  restless manner.
- ``clue-frank-grudging``: one who wants to tell the crew everything ("To tell the crew the old
  story about the mine, all of it"), or the go-between who set up the deal, gives a clue only
  as a lie or for a price ("who lies about it at first", "if the crew help"): clue_price.frank.
- ``role-skill-not-best``: the skill the role names (the only one for miles who can fix
  machines: Mechanics) is below another skill that could have been it (Drug Tolerance
  +2 over Mechanics +1): trip/cast.py role_skill makes it their best.
- ``npc-office-peddler``: one who holds office (the other side's chief negotiator) wants "To
  sell a cart of things nobody here wants" (those lines ``need`` "authority: no").
- ``npc-kit-world``: a local's kit is called by a name of corpora/trip/kit_names.json whose
  ``needs`` their world fails (a vacuum-world robot's "thick quilted coat").
- ``npc-hair-helmet``: one sealed into a suit out of doors (content/cast_facts.masked) wears "a
  perfect 1950s pompadour" (the line ``needs`` "masked: no").
- ``intel-weapon-unarmed``: an event has a person explain "with a spear" who carries nothing
  (Bad Intel: "Augustra-44 explains, with a spear", "Items: none").
"""

from __future__ import annotations

import re

from ..data import load
from ..content.cast_facts import masked
from ..content.world import EARTH, facts_of
from ..needs import fits
from .cast import home_facts, role_info
from .clue_price import GRUDGING, frank

RULES = ("client-secret-haul", "maguffin-written-unwritten", "maguffin-heads-kept",
         "maguffin-made-exists", "paradox-decision-unnamed", "npc-manner-role", "npc-look-manner",
         "clue-frank-grudging", "role-skill-not-best", "npc-office-peddler", "npc-kit-world",
         "npc-hair-helmet", "intel-weapon-unarmed")

ARMED = re.compile(r"([A-Z][\w'-]*(?: [A-Z][\w'-]*)*) explains, with an? (spear|sword|club|gun|rifle|knife|bow)\b")
HELMET_HAIR = re.compile(r"\bpompadour\b", re.I)

QUIET = re.compile(r"\b(?:as if every word costs money|mostly to themselves|with long pauses|in a whisper|"
                   r"barely above a whisper|softly)\b", re.I)
SLOW = re.compile(r"\bslow to hurry\b|\bslow-moving\b", re.I)
RESTLESS = re.compile(r"\b(?:restless|twitchy|fidget\w*|never sits)\b", re.I)
PEDDLER = re.compile(r"\bcart of things nobody here wants\b", re.I)

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
    _cast(trip, bad)
    _dress(trip, world, bad)


def _dress(trip: dict, world: dict, bad) -> None:
    kit = [(a["name"], a["needs"]) for _, _, f in load("trip/kit_names").items for a in f.get("as") or []]
    people = [n for n in trip.get("npcs") or [] if n.get("source") == "npc"]
    for n in people:
        where = f"npc/{n.get('name')}"
        facts = home_facts(n.get("role") or "", facts_of(world))
        if facts is not EARTH:
            for it in n.get("items") or []:
                name = it.get("name") or ""
                hits = [needs for k, needs in kit if name.startswith(k)]
                if hits and not any(fits(needs, facts) for needs in hits):
                    bad("npc-kit-world", f"{where}: {name!r} does not fit the world ({hits[0]})")
        if masked(n.get("folk") or "local", world) == "yes" and HELMET_HAIR.search(n.get("look") or ""):
            bad("npc-hair-helmet", f"{where}: {n.get('look')!r}, sealed in a suit out of doors")
    for e in trip.get("events") or []:
        for m in ARMED.finditer(e.get("text") or ""):
            n = next((p for p in trip.get("npcs") or [] if p.get("name") == m.group(1)), None)
            if n is not None and not n.get("items"):
                bad("intel-weapon-unarmed", f"event/{e.get('when')}: {m.group(0)!r}, but {m.group(1)} carries nothing")


def _cast(trip: dict, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature"]
    by_key = {n.get("key"): n for n in people}
    weapons = {v for v, _, f in load("lists/skills").items if f.get("weapon")}
    for n in people:
        info, where = role_info(n.get("role") or ""), f"npc/{n.get('name')}"
        m = QUIET.search(n.get("manner") or "")
        if m and info.get("voice") == "loud":
            bad("npc-manner-role", f"{where}: {n.get('role')!r} talks {m.group(0)!r}")
        if SLOW.search(n.get("look") or "") and RESTLESS.search(n.get("manner") or ""):
            bad("npc-look-manner", f"{where}: {n.get('look')!r} beside {n.get('manner')!r}")
        if info.get("authority") and PEDDLER.search(n.get("want") or ""):
            bad("npc-office-peddler", f"{where}: {n.get('role')!r} wants {n.get('want')!r}")
        want = (info.get("skill") or "").split(":", 1)[0]
        skills = n.get("skills") or []
        own = [k["level"] for k in skills if want and k["name"].split(":", 1)[0] == want]
        over = [k for k in skills if own and k["name"].split(":", 1)[0] not in (want, *weapons)
                and max(own) < k["level"] < 6]
        if over:
            bad("role-skill-not-best", f"{where}: {n.get('role')!r} has {want} +{max(own)} below "
                f"{over[0]['name']} +{over[0]['level']}")
    for c in trip.get("clues") or []:
        for x in c.get("clues") or []:
            n = by_key.get(x.get("at"))
            if n and x.get("kind") == "npc" and frank(n.get("want"), n.get("role")) and GRUDGING.search(x.get("how") or ""):
                bad("clue-frank-grudging", f"clue/{c.get('id')}: {x.get('how')!r}, but {n.get('name')} "
                    f"wants {n.get('want')!r} ({n.get('role')})")
