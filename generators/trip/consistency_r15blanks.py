"""Round 15 audit rules: empty placeholders where the page promised an answer, so the GM has
to invent exactly what the page should say (cold read 22, reader B). Run from
consistency.check; each is fed a contradicting trip in tests/test_r15_blanks.py.

- ``bad-intel-unsaid``: a Bad Intel job whose wrong fact is never said: no "Bad Intel: ..."
  event states what the briefing got wrong, or the secret the clues carry is only "This job
  is Bad Intel (Mission Complication)." (its clue "Scrawled on a wall at ..." then says
  nothing), while the clock's tick ("unless a clue has already set them straight") and the
  endings depend on it. The grammar's wrong facts (corpora/grammars/events.json bad_intel)
  never clash with the paths' hours, so the clue always carries the event's own fact.
- ``complication-clue-unsaid``: any other Mission Complication whose clue fact is only its
  name ("This job is Deadline (Mission Complication).").
- ``secret-unnamed-thing``: an NPC's secret or want that promises a thing and never names it
  ("Knows one true thing about the hamster that nobody else believes", "Has already decided
  to betray somebody today", "Has something sewn into a coat lining that the crew will
  need", "Hid something here", "Is paid to make the tourists' day go wrong": by whom?), or says its NPC knows the truth about the maguffin on a page that never says that
  truth (no "The truth about ..." clue fact).
"""

from __future__ import annotations

import re

RULES = ("bad-intel-unsaid", "complication-clue-unsaid", "secret-unnamed-thing")

BARE = re.compile(r"^This job is (.+) \(Mission Complication\)\.?$")
# a secret or want that promises a thing the page never names
UNNAMED = re.compile(r"\b(one true thing|betray (somebody|someone)|knows something about|something "
                     r"sewn into|knows what really happened|(has|holds|keeps) a secret about|found "
                     r"something here|hid something|buried something|lost the one thing|one thing from "
                     r"the crew|is paid to)\b", re.I)
TRUTH_KNOWER = re.compile(r"^knows the truth about\b", re.I)


def check_r15blanks(trip: dict, world: dict, every, bad) -> None:
    comps = trip.get("complications") or []
    facts = [f.get("fact", "") for f in trip.get("clues") or []]
    for f in facts:
        m = BARE.match(f.strip())
        if m:
            rule = "bad-intel-unsaid" if m.group(1) == "Bad Intel" else "complication-clue-unsaid"
            bad(rule, f"clue: {f!r} never says what it is")
    if "Bad Intel" in comps:
        said = [e["text"].split(":", 1)[1].strip() for e in trip.get("events") or []
                if e.get("text", "").startswith("Bad Intel:")]
        if not any(s.strip(" .") for s in said):
            bad("bad-intel-unsaid", "a Bad Intel job with no event saying what the briefing got wrong")
    for n in trip.get("npcs") or []:
        for key in ("secret", "want"):
            text = n.get(key) or ""
            m = UNNAMED.search(text)
            if m:
                bad("secret-unnamed-thing", f"npc/{n.get('name')}/{key}: {m.group(0)!r} never named: "
                                            f"{text[:70]!r}")
            elif key == "secret" and TRUTH_KNOWER.match(text) and \
                    not any(f.startswith("The truth about") for f in facts):
                bad("secret-unnamed-thing", f"npc/{n.get('name')}: {text[:60]!r}, and no clue says "
                                            f"the truth")
