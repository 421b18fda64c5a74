"""The consistency audit's round-41 secrets rules (registered by scripts/round_registry.py 41 in
generators/trip/consistency_r41.py): a person's secret, the maguffin's truth, the client's secret
and the endings never contradict the person's role, the maguffin or each other. Each rule: what it
checks, the cold read that found it, and where the generator keeps to it.

- ``secret-organiser-unseen``: the person who runs or keeps the maguffin (the organiser of the
  occasion, the warden of the site: ``role: keeper``) has no secret that they have never seen it.
  Cold read cold40-a-aspen-3: Kalla-88, "*The organiser of the occasion*", who runs "the lantern
  dance at Hapage Station after dark", has the secret "Has never actually seen the dance, only
  sold tickets to it". Fix: that secret needs ``role != keeper`` (grammars/people.json).
- ``secret-newcomer-long``: a person stranded by another lander (a ride home's "came with another
  outfit's lander, and were left behind when it slipped home") has no secret that needs a long
  stay (selling tickets for years, moving the viewing spot last year, leading tours), nor that they
  pass for a local (a visitor from home who says how they came). Cold read
  cold40-a-cinder-7: Brianna, "left behind when it slipped home", yet "Moved the viewing spot
  last year, and the new one is not safe"; cold40-b-gull-14: Soma, who "came on a cheap outfit's
  lander that never came back for them", "Has never actually seen the dance, only sold tickets to
  it". Fix: the person fact ``stay`` (content/stay_fact.py, generators/facts_r41secrets.py); the
  long-stay secrets need ``stay: long``.
- ``truth-place-rite``: a maguffin that is a place is no rite. Cold read cold40-a-cinder-7: "The
  truth about the harbour: It is the locals' funeral rite, and tourists are the entertainment"
  beside "**Size:** A place, not a thing". Fix: that truth needs ``maguffin: event``; a place has a
  sibling that says the rite is held there.
- ``truth-unwritten-age``: a maguffin not written yet (a permission, ``maguffin_form:
  permission``) has no age. Cold read cold40-b-fern-8: "The signature is not written yet: it is
  granted here or nowhere" beside "It is exactly as old as the barn, to the day". Fix: that truth
  (and its Success line, "the barn's physicists date ...") needs ``maguffin_form != permission``,
  and so do the truths that give it a past ("fetched once before", "whoever kept it last", "whoever
  wrote it down lied").
- ``earlier-crew-fate``: the crew sent before are one crew with one fate: they never went (the
  client's secret) or they went and never came home (``before: lost``), never both. Cold read
  cold40-b-hazel-2: "They paid a crew for this rescue once before, and that crew took the money
  and never went" beside "Knows what became of the last rescue crew sent here, who never came
  home" and "someone else was sent before them, and never came home". Fix: the world fact
  ``earlier_crew`` (content/earlier_crew.py, generators/facts_r41secrets.py: none, lost or cheated),
  which every line about the earlier crew needs (grammars/org.json, people.json, trip/play_endings.json).
- ``secret-kin-local``: a local of the node (one of a people "come so long ago that nobody
  remembers from where") is not secretly related to the stranded DayTripper, a barn hand from
  home. Cold read cold40-b-hazel-2: Lonot's secret "Is related to the mechanic, and thinks nobody
  knows". Fix: that secret needs ``folk: visitor``.
- ``secret-grudge-trust``: one who wants to make the missing pay is not the one they trust.
  Cold read cold40-a-elm-5: Laurel "Wants: To make the grad student pay for what happened last
  week" and "Is the only one here the grad student trusts, and has not earned it". Fix: that
  secret needs ``grudge: no``.
- ``first-visit-probe``: a first visit ("for the first time ever") fetches nothing left by one
  who came before. Cold read cold40-b-juniper-6: "explore a specific set of Slip Coordinates for
  the first time ever" beside "The job: an advance probe's flight recorder". Fix: the maguffin is
  the crew's own probe's recorder, fired ahead of them today (lists/maguffins.json).
"""

from __future__ import annotations

import re

RULES: tuple[str, ...] = ("secret-organiser-unseen", "secret-newcomer-long", "truth-place-rite",
                          "truth-unwritten-age", "earlier-crew-fate", "secret-kin-local",
                          "secret-grudge-trust", "first-visit-probe")

KEEPERS = re.compile(r"^(The organiser of the occasion|The warden of the site|The keeper of the maguffin)$")
UNSEEN = re.compile(r"\bnever actually seen\b", re.I)
# a ride home's back-story (grammars/people.json ride_home_came): stranded by a lander lately
NEWCOMER = re.compile(r"\b(left behind when it slipped home|slipped home without them|missed the count at "
                      r"the hatch|came back to an empty landing|left in a hurry without checking|slipped "
                      r"home while they were looking round|never came back for them|lost their own ride "
                      r"waiting|broke down for good here)\b", re.I)
LONG = re.compile(r"\b(last year|came here on a DayTrip years ago|skimming from the takings|only sold tickets|once led tours|every tour party|from every stall the "
                  r"tourists|than the one on the tickets|the list is long|was a tourist here once|pretending to be a local)\b", re.I)
RITE = re.compile(r"\bIt is the locals' \w+ rite\b")
# a truth that gives the maguffin an age or a past: a permission not granted yet has neither
AGED = re.compile(r"\b(as old as the barn|date the \w+ and go|fetched once before|whoever kept it last|"
                  r"whoever wrote it down lied)\b", re.I)
NEVER_WENT = re.compile(r"\btook the money and never went\b", re.I)
LOST_CREW = re.compile(r"\b(sent before them, and never came home|last rescue crew sent here, who never came home|"
                       r"that crew never came home|came to fetch someone else home, found them gone)\b", re.I)
NONE_SENT = re.compile(r"\bthe first anyone has sent\b", re.I)
KIN = re.compile(r"^Is related to\b")
GRUDGE = re.compile(r"\bto make .+? pay\b|\bto get even with\b|\brevenge\b", re.I)
TRUSTS = re.compile(r"\bthe only one here .{1,60} trusts\b", re.I)
FIRST = re.compile(r"\bfor the first time ever\b", re.I)
# a maguffin left by one who came before (a probe sent ahead today is the crew's own: no)
PROBE = re.compile(r"\b(an advance probe's|left by an earlier crew|the last crew's)\b", re.I)


def _texts(x) -> list[str]:
    """Every string in a trip (its printed lines), depth first."""
    if isinstance(x, str):
        return [x]
    if isinstance(x, dict):
        return [s for v in x.values() for s in _texts(v)]
    if isinstance(x, (list, tuple)):
        return [s for v in x for s in _texts(v)]
    return []


def check_r41secrets(trip: dict, world: dict, every, bad) -> None:
    npcs = [n for n in trip.get("npcs") or [] if not n.get("creature")]
    for n in npcs:
        secret, want = str(n.get("secret") or ""), str(n.get("want") or "")
        if KEEPERS.match(str(n.get("role") or "")) and UNSEEN.search(secret):
            bad("secret-organiser-unseen", f"npc {n.get('name')} ({n.get('role')}) runs the maguffin, yet: {secret[:100]!r}")
        if NEWCOMER.search(want) and LONG.search(secret):
            bad("secret-newcomer-long", f"npc {n.get('name')} was stranded lately ({want[-90:]!r}), yet: {secret[:100]!r}")
        if KIN.match(secret) and n.get("folk") == "local" and (world.get("mission") or "") == "rescue":
            bad("secret-kin-local", f"npc {n.get('name')}, a local, is kin of the stranded DayTripper: {secret[:100]!r}")
        if GRUDGE.search(want) and TRUSTS.search(secret):
            bad("secret-grudge-trust", f"npc {n.get('name')} wants {want[:70]!r}, yet: {secret[:100]!r}")
    texts = _texts({k: v for k, v in trip.items() if k not in ("rolls", "command")})
    kind = (trip.get("maguffin") or {}).get("kind") or world.get("maguffin")
    if kind == "place" and (hit := next((t for t in texts if RITE.search(t)), None)):
        bad("truth-place-rite", f"the maguffin is a place, yet: {hit[:100]!r}")
    if world.get("maguffin_form") == "permission" and (hit := next((t for t in texts if AGED.search(t)), None)):
        bad("truth-unwritten-age", f"the maguffin is not written yet, yet: {hit[:100]!r}")
    fates = {fate: hit for fate, rx in (("never went", NEVER_WENT), ("never came home", LOST_CREW), ("nobody sent", NONE_SENT))
             if (hit := next((t for t in texts if rx.search(t)), None))}
    if len(fates) > 1:
        bad("earlier-crew-fate", "the earlier crew has more than one fate: " + "; ".join(f"{k} ({v[:60]!r})" for k, v in fates.items()))
    if FIRST.search(str(trip.get("goal") or "")) and (hit := next((t for t in texts if PROBE.search(t)), None)):
        bad("first-visit-probe", f"a first visit, yet: {hit[:100]!r}")
