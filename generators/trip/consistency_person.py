"""Audit rules for a person maguffin's condition (a rescue's stranded DayTripper): one page
says one thing about how they are. Part of ``generators.trip.consistency.check`` (its
``RULES`` are appended to the structure rules there); each is fed a contradicting trip by
tests/test_consistency.py.

The world fact ``maguffin_state`` (held, hurt, hiding, unwilling; generators/content/
maguffin.py rolls it) decides which lines are drawn. STATE_PHRASES below names the phrases
of the corpora that say something about the person's condition, each with the states it
fits (the same states as the ``needs`` of the line it comes from).

- person-state-clash: two phrases on one page that no one state fits ("keeps them locked
  in" and "they are hiding, and leave chalk marks"; "they are fine" and "one bad ankle").
- person-state-fits: a phrase that does not fit the fact sheet's ``maguffin_state``.
- person-acts-asleep: a person the page keeps asleep or out cold ("asleep, and nobody here
  can wake them") whom another line has act ("tries to slip away ... alone", "gives up
  waiting", "tries to get a message out"): cold15 4c1e27.
- tweak-person-manner: a person a character tweak took the feelings or the voice of
  (content.tweaks_for.touched: "They feel nothing at all", "Their voice is gone") whose manner still
  shows a feeling ("easily moved to tears") or talk ("talks very loudly").
- tweak-person-secret: a person a character tweak took the memory of (its line's
  ``"touches": "memory"``) keeps a secret that needs it ("no memories before this morning"
  beside "once stole from the market, and regrets it every day"): only a secret_forgotten one.
- tweak-person-knows: that person neither wants to sell, trade or tell what they know ("To
  be paid for what they know about the tower", content/cast_facts.py RECALLS) nor is a
  clue's source (cold read 11: "Their memory of the last year is gone" and both).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .consistency_rescued import CAST_PERSON_RULES, check_rescued_one
from .consistency_walk import strings

RULES = ("person-acts-asleep", "person-state-clash", "person-state-fits", "tweak-person-manner", "tweak-person-secret",
         "tweak-person-knows") + CAST_PERSON_RULES
# a manner that talks aloud (the people grammar's "Talks ..." and its speaking habits)
TALKS = re.compile(r"\b(talks|sentence|answers questions|hums|calls everyone|repeats the last|"
                   r"pronunciation|same story|out loud|under their breath|whistles|laughs)\b", re.I)

# (pattern, the states it fits): held against their will, hurt or sick, hiding by choice,
# unwilling to leave. A phrase several states allow (a new life not yet decided on) is not here.
STATE_PHRASES = (
    (r"\bkeeps them locked in\b|\blocked in a cellar\b|\bnot allowed to leave\b|"
     r"\bworking off a debt\b|\bheld against a debt\b|\bbehind a barred door\b|\bdoubles the watch on\b", ("held", "hurt")),
    (r"\bnot fit to walk\b|\bone bad ankle\b|\bonly with an arm round a crewmember\b|\bleaning on a crewmember\b|\bmending in the barn's sickbay\b|\bnobody here can wake them\b|\bdrop off whenever they sit\b", ("hurt",)),
    (r"\bthey are hiding, and leave chalk marks\b|\bhiding, and they will not come out\b|"
     r"\bkeeping a low profile\b|\bis sheltering them\b|\bbolts at the first stranger\b", ("hiding",)),
    (r"\bdo not want to be rescued\b|\bunder another name and not keen\b|\bin no hurry to leave\b|"
     r"\bdoes not want to leave\b|\bwearing the local dress\b|\bexcuse not to go back\b", ("unwilling",)),
    (r"\bvery glad to be found\b|\bthe family wants to come too\b", ("held", "hurt")),
    (r"\bthey are fine, and furious\b", ("held", "hiding")),
    (r"\bto go home, today\b|\bbefore anyone at the barn tells their family\b", ("held", "hurt")),
)
# a person kept asleep or out cold, however worded ("asleep", "in a deep sleep", "cannot be
# woken", "sedated"; not "drowsy" or "drop off whenever they sit down"), and a deed of one awake
ASLEEP = re.compile(r"\b(is here, asleep|(is|are|lies|lie|lying|found|kept) (fast |sound |deeply )?asleep|"
                    r"(unconscious|out cold|in a coma|comatose|sedated|knocked out|in a (deep|dead|dreamless|"
                    r"enchanted|magic) sleep|in a trance)|(nobody|no one|nothing) (here )?(can|could|will) (wake|rouse) "
                    r"(them|him|her)|(cannot|can't|will not|won't) be (woken|wakened|roused)|(never|will not|won't) wakes?)\b", re.I)
ACTS = re.compile(r"\b(tries to (slip away|get a message out|get out|escape|run|leave|flee|signal|bargain|hide|"
                  r"call|shout|bribe|break)|(gives|give) up waiting|slips? (away|out|off)|runs? (off|away)|"
                  r"escapes?|walks? (off|out|away)|wanders? (off|away)|sneaks? (off|out|away)|climbs? out|"
                  r"sends? (word|a message)|shouts? (for|to)|calls? out|bargains? with|hides? from)\b", re.I)
_COMPILED = tuple((re.compile(p, re.I), frozenset(s)) for p, s in STATE_PHRASES)


PAGE_SKIP = ("rolls", "command", "$schema")  # all of a trip is one page, but the dice and the command


@lru_cache(maxsize=None)
def _feelings() -> re.Pattern:
    """Any feeling a manner shows (people.json "adj", and nerves, tears or laughter)."""
    from ..data import load

    words = [r if isinstance(r, str) else r["text"] for r in load("grammars/people").rules["adj"]]
    alts = [re.escape(w) for w in sorted(set(words), key=len, reverse=True)]
    return re.compile(r"\b(" + "|".join(alts + [r"nervous", r"tears", r"weeps?", r"laugh\w*"])
                      + r")\b", re.I)


def _forgotten() -> frozenset[str]:
    """The secrets that do not rest on the person's own memory (people.json secret_forgotten)."""
    from ..data import load

    return frozenset(load("grammars/people").rules["secret_forgotten"])


def check_tweaked(trip: dict, bad) -> None:
    """A character tweak's person shows none of the feeling or voice it took, and one whose
    memory it took keeps no secret that needs it."""
    from ..content.tweaks_for import touched
    from ..content.cast_facts import recalls
    from ..content.common import slug

    for t in trip.get("tweaks") or []:
        if t.get("kind") != "character":
            continue
        on = touched(slug(t["tweak"]), t.get("detail", ""))
        who = t["target"].split(" (")[0]
        for n in trip.get("npcs") or []:
            if n["name"] != who or on == "none":
                continue
            if on == "memory" and n.get("source") != "creature":
                told = [c["fact"][:40] for c in trip.get("clues") or []
                        if any(x.get("at") == n.get("key") for x in c["clues"])]
                if recalls(n.get("want") or "") == "yes" or told:
                    bad("tweak-person-knows", f"npc/{who}: {t.get('detail', '')!r}, yet wants "
                                              f"{n.get('want')!r} / tells {told[:1]}")
            if on == "memory":  # (a creature's secret is how to get past it)
                if n.get("source") != "creature" and \
                        (n.get("secret") or "").rstrip(".") not in _forgotten():
                    bad("tweak-person-secret", f"npc/{who}: secret {n.get('secret')!r} beside "
                                               f"the tweak {t.get('detail', '')!r}")
                continue
            m = (_feelings() if on == "feeling" else TALKS).search(n.get("manner") or "")
            if m:
                bad("tweak-person-manner", f"npc/{who}: manner {m.group(0)!r} beside the tweak "
                                           f"{t.get('detail', '')!r}")


def about_them(where: str, line: str, short: str) -> bool:
    """Whether a line is about the person the crew came for: in the maguffin's own block, or
    naming them (their short name, "the one the crew came for"), not the locals' sleep."""
    low = line.lower()
    return where.startswith("maguffin") or bool(short and short in low) or "came for" in low


def check_person(trip: dict, facts: dict, bad) -> None:
    """Add a violation through ``bad(rule, message)`` for each contradiction found."""
    check_tweaked(trip, bad)
    kind = facts.get("maguffin") or (trip.get("maguffin") or {}).get("kind")
    if kind != "person":
        return
    check_rescued_one(trip, facts, bad)
    found: list[tuple[str, str, frozenset]] = []
    for where, t in strings(trip, PAGE_SKIP):
        for pat, states in _COMPILED:
            m = pat.search(t)
            if m:
                found.append((where, m.group(0), states))
    page = strings(trip, PAGE_SKIP)
    short = ((trip.get("maguffin") or {}).get("short") or "").lower()
    mine = tuple(f"npcs/{i}/" for i, n in enumerate(trip["npcs"]) if short and n["name"].lower() == short)
    # (never the world's own name: a Dream World called "Yutaka's Unconscious", slip-n-slide audit/476)
    node = next((d["text"] for d in (trip.get("node") or {}).get("details") or [] if d["label"] == "Name"), "")
    out_cold = next((m.group(0) for w, v in page for m in [ASLEEP.search(v.replace(node, "") if node else v)]
                     if m and (w.startswith(mine) or about_them(w, v, short))), None)
    for where, t in page if out_cold and short else ():
        m = ACTS.search(t)
        if m and short in t.lower() and where.startswith(("clock", "events", "scenes", "endings")):
            bad("person-acts-asleep", f"{where}: {m.group(0)!r}, but they are {out_cold!r}")
    state = facts.get("maguffin_state")
    for where, said, states in found:
        if state and state not in states:
            bad("person-state-fits", f"{where}: {said!r} does not fit a person who is {state}")
    for i, (w1, s1, st1) in enumerate(found):
        for w2, s2, st2 in found[i + 1:]:
            if not st1 & st2:
                bad("person-state-clash", f"{w1}: {s1!r} and {w2}: {s2!r} cannot both be true")
                return
