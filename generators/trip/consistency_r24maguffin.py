"""The consistency audit's round-24 maguffin rules (issue 10, coherent trips: cold readers of
algorithm-21 trips). generators/trip/consistency_r24.py runs them; tests/test_r24_maguffin.py
feeds each a contradicting trip.

- ``maguffin-holder``: a substance maguffin is in one container, or is one piece (the fact
  ``maguffin_holder``: jar, flask, tubes of the lander's sample case, sack, crate, barrel, or
  piece; content/maguffin.py rolls it once from corpora/lists/maguffins.json "holder"), and
  every line about it (its look, size, carry, risk, and the endings) names that container and
  no other. Cold read: "a jar of spice" beside "a dropped case or a split sack"; "a soil core
  ... fills a steel flask" beside "the client gets a jar of crumbs instead of one piece". Fix:
  the lines of corpora/trip/maguffin_handling.json, grammars/maguffin.json and
  trip/play_endings.json that name a container need its ``maguffin_holder``.
- ``mission-wording``: a line says the mission type it is drawn on. A brochure, a tour company
  or the tourists belong to a Sightseeing/Tourism job (the maguffin block, clues, clock and
  endings of any other job never name them), a tour company to a tourism job whose client is
  one (``client: company``), and the survey words (surveying, measuring, pacing, sketching,
  mapping) are never the way a tourism job's sight is had. Cold read: "the tour company's
  brochure" on a trip with no tour company; survey wording on a tourism maguffin; "for locals
  only, and the tourists have tickets anyway" on an Exploration job. Fix: those lines need
  their mission (and client) and each tourism maguffin has lines of its own.
- ``fee-scale``: a sum in Megas (the rules: "1M will get you an awesome car") is never paid to
  a beggar, a stallholder, a passer-by's round of drinks or a local who shows the way: those
  take a coin or a day's wages (content/maguffin.py ``fee_slots``), and only an official, a
  boss, a rival crew or the maguffin's holder is paid a real sum. Cold read: fees of 0.25 to
  0.75M to a beggar or a street vendor.
"""

from __future__ import annotations

import re

from .consistency_npc import by_line

RULES = ("maguffin-holder", "mission-wording", "fee-scale")

# a container word -> the holder it means (content/maguffin.py HOLDERS)
HOLDER_WORDS = (
    (re.compile(r"\bjars?\b", re.I), "jar"),
    (re.compile(r"\bflasks?\b", re.I), "flask"),
    (re.compile(r"\bsacks?\b", re.I), "sack"),
    (re.compile(r"\bcrate(s|-load)?\b", re.I), "crate"),
    (re.compile(r"\bbarrels?\b", re.I), "barrel"),
    (re.compile(r"\b(sample case|tubes)\b", re.I), "tubes"),
    (re.compile(r"\b(crumbs|one piece|core tube)\b", re.I), "piece"),
)
# an ending that puts the maguffin back in a container ("found back in its crate")
ITS = re.compile(r"\bits (jar|flask|sack|crate|barrel)\b", re.I)
TOURIST = re.compile(r"\b(brochure|tour company|tour operator|the tourists|tourists')\b", re.I)
TOUR_COMPANY = re.compile(r"\btour company\b", re.I)
SURVEY = re.compile(r"\b(survey(s|ed|ing)?|measur(e|es|ed|ing|ements?)|pacing|sketch(es|ed|ing)?|"
                    r"sketch map|mapped|readings|notebook)\b", re.I)
MEGAS = re.compile(r"\b(\d+(\.\d+)?)M\b")
REAL_SUM = 0.1  # Megas: a tenth of an awesome car is no coin and no day's wages
# a payee or a purchase that takes a coin or a day's wages, never a sum in Megas
SMALL = re.compile(r"\b(beggar|stallholders?|street vendor|pedlar|hawker|small thing|buy everyone a drink|"
                   r"stand everyone a round|at the next corner|pay them to go away|the seller's silence|"
                   r"paying for everything twice|be waved through|a porter|pay a local|"
                   r"shows (it|them|the crew)( the way)? for|shares (it|them) for|says them for|does it for|"
                   r"brings it for|teaches the trick|to lead the way)\b", re.I)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?;])\s+", text) if s]


def maguffin_block(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the maguffin's own lines: what, short, looks, why, really, handling."""
    m = trip.get("maguffin") or {}
    out = [(f"maguffin/{k}", m.get(k) or "") for k in ("what", "short", "looks", "why", "really")]
    d = m.get("description") or {}
    out += [(f"maguffin/description/{k}", d.get(k) or "") for k in ("look", "size", "carry", "risk")]
    return [(w, t) for w, t in out if isinstance(t, str) and t]


def holders_named(text: str) -> set[str]:
    return {h for pat, h in HOLDER_WORDS if pat.search(text)}


def _holder(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "substance":
        return
    fact = world.get("maguffin_holder")
    seen: dict[str, str] = {}
    for where, text in maguffin_block(trip):
        for h in sorted(holders_named(text)):
            seen.setdefault(h, where)
    for e in trip.get("endings") or []:
        for f in e.get("follows") or []:
            for m in ITS.finditer(f):
                seen.setdefault(m.group(1).lower(), f"ending/{e.get('outcome')}/follows")
    if fact and fact != "none":
        for h, where in sorted(seen.items()):
            if h != fact:
                bad("maguffin-holder", f"{where} puts the maguffin in a {h}, but it is held as {fact!r}")
    elif len(seen) > 1:
        bad("maguffin-holder", "the maguffin's lines name more than one container: "
            + ", ".join(f"{h} ({w})" for h, w in sorted(seen.items())))


def _mission(trip: dict, world: dict, every, bad) -> None:
    mission = world.get("mission")
    play = [(w, t) for w, t in every if w.split("/")[0] in ("clue", "clock", "ending")]
    if mission != "tourism":
        for where, text in maguffin_block(trip) + play:
            m = TOURIST.search(text)
            if m and not (world.get("maguffin") == "person" and "tourist" in (trip["maguffin"].get("short") or "")):
                bad("mission-wording", f"{where} says {m.group(0)!r} on a {mission} job: {text[:90]!r}")
        return
    if world.get("client") != "company":
        for where, text in every + maguffin_block(trip):
            m = TOUR_COMPANY.search(text)
            if m:
                bad("mission-wording", f"{where} names a tour company, but the client is a {world.get('client')}")
    for where, text in maguffin_block(trip):
        m = SURVEY.search(text)
        if m and where.startswith("maguffin/description"):
            bad("mission-wording", f"{where} words a tourism job as a survey ({m.group(0)!r}): {text[:90]!r}")


def _fees(trip: dict, every, bad) -> None:
    # a person's look, manner, want and secret are read one by one: ``every`` joins them without a
    # stop, so a look "dressed as a porter" ran into a foe's want "To be paid off: 0.25M now"
    # (audit/327 of algorithm 33)
    for where, text in by_line(trip, every):
        for s in _sentences(text):
            if any(float(x.group(1)) >= REAL_SUM for x in MEGAS.finditer(s)) and (m := SMALL.search(s)):
                bad("fee-scale", f"{where} pays a sum in Megas for {m.group(0)!r}: {s[:100]!r}")


def check_r24maguffin(trip: dict, world: dict, every, bad) -> None:
    _holder(trip, world, bad)
    _mission(trip, world, every, bad)
    _fees(trip, every, bad)
