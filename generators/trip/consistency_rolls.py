"""Audit rules for rolls, needed clues and who can know the barn's news (consistency_clues
runs them; tests/test_consistency.py feeds each a contradicting trip). Cold readers (cold10,
cold11) found these on pages that passed every other rule.

- ``roll-cannot-fail``: a line prints a cost for failing a roll against DL 1. Any roll of
  the rules' dice (d6, keep the best) meets DL 1 and hitting it is YES, BUT (TABLES.md
  section 7), so the failure never happens ("a failed BRAINS roll against DL 1 ... costs
  an hour's wait").
- ``needed-way-repeats-scene``: the needed fact of how to get past the climax's obstacle is
  a scene's printed way round again (same words): the crew never need the clue.
- ``clue-trace-elsewhere``: a trace that tells about its own place (corpora/trip/
  play_clues.json ``here``: "Scuffs and marks at X where someone got through") is a clue to
  the way past the trouble at another scene, hours away.
- ``complication-not-rolled``: the page lists a Mission Complication that its roll log does
  not show ("Complications: No Intel, No Rescue Available" beside one rolled complication).
- ``home-fact-from-stranded``: a fact only the barn knows today (its file, the briefing,
  who is on standby: play_lines.json ``home-only``) is told by a visitor who did not leave
  the barn with the crew today (a stranded DayTripper, someone who wants a ride home, a
  dreamer): only a role with role_classes.json ``home_today`` (a paying tourist) can.
- ``skill-two-stats``: one skill is rolled on two different stats on one page ("Stealth +1
  (GRACE)" beside "Stealth +1 (PSYCHE)", cold-2da442): the rules let a two-stat skill roll
  either, and the page keeps the first NPC's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .clues import home_only, home_today
from .consistency_walk import strings

RULES = ("roll-cannot-fail", "needed-way-repeats-scene", "clue-trace-elsewhere",
         "complication-not-rolled", "home-fact-from-stranded", "skill-two-stats")

# A failure cost beside a DL 1 roll, in one sentence.
FAIL_AT_1 = re.compile(r"(\bfail\w*|\ba miss\b|\bon a miss\b)[^.]{0,60}\bDL 1\b(?![\d-])|"
                       r"\bDL 1\b(?![\d-])[^.]{0,40}(\bfail\w*|\ba miss\b)", re.I)
SKIP = ("world", "seed", "code", "algorithm", "version", "rolls")


@lru_cache(maxsize=1)
def _here_forms() -> tuple[tuple[re.Pattern, tuple[str, ...]], ...]:
    """(pattern, kinds) of each clue line told only at the scene its fact is about."""
    out = []
    for v, _, f in load("trip/play_clues").items:
        if f.get("here"):
            pat = re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v))
            out.append((re.compile(f"^{pat}", re.I), tuple(f["here"].split("|"))))
    return tuple(out)


def _low(text: str) -> str:
    return text.strip().rstrip(".").lower()


def check_rolls(trip: dict, world: dict, bad) -> None:
    for where, text in strings(trip, SKIP):
        m = FAIL_AT_1.search(text)
        if m:
            bad("roll-cannot-fail", f"{where}: {m.group(0)[:70]!r}: any roll meets DL 1")
    scenes = trip.get("scenes") or []
    climax = next((sc["id"] for sc in scenes if sc["kind"] == "climax"), None)
    npcs = {n["key"]: n for n in trip["npcs"]}
    for f in trip.get("clues") or []:
        if f["id"] == "way":
            said = _low(f["fact"])
            for sc in scenes:
                way = _low((sc.get("obstacle") or {}).get("way") or "")
                if way and way in said:
                    bad("needed-way-repeats-scene", f"clue/way: the way round printed at scene "
                                                    f"{sc['number']}: {way[:60]!r}")
        kind = f["id"].split("-", 1)[0]
        target = climax if f["id"] == "way" else f["id"][4:] if kind == "way" else None
        for x in f["clues"]:
            for pat, kinds in _here_forms():
                if kind in kinds and pat.match(x["how"]) and x.get("scene") != target:
                    bad("clue-trace-elsewhere", f"clue/{f['id']}: {x['how'][:60]!r} at "
                                                f"{x.get('scene')}, about {target}")
        if home_only(f["fact"], trip.get("client") or ""):
            for x in f["clues"]:
                who = npcs.get(x["at"]) or {}
                if who.get("folk") == "visitor" and not home_today(who):
                    bad("home-fact-from-stranded", f"clue/{f['id']}: {who['name']} ({who['role']}) "
                                                   f"cannot know {f['fact'][:50]!r}")
    rolls = trip.get("rolls") or []
    if any(str(r.get("for", "")).startswith("complication (") for r in rolls):
        told = " ".join(str(r.get("result") or "") for r in rolls)
        for c in trip.get("complications") or []:
            if c not in told:
                bad("complication-not-rolled", f"complications: {c!r} is not in the roll log")
    stat_of: dict[str, tuple[str, str]] = {}
    for n in trip["npcs"]:
        for sk in n.get("skills") or []:
            first = stat_of.setdefault(sk["name"], (sk["stat"], n["name"]))
            if first[0] != sk["stat"]:
                bad("skill-two-stats", f"{sk['name']}: {first[0]} for {first[1]}, {sk['stat']} "
                                       f"for {n['name']}")
