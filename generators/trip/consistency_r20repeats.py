"""The consistency audit's round-20 repeats rules (brief r20 repeats; cold read 28: stock lines
across seeds, "The Jackalope Brothers", "...Weasels", the same robots, wants, manners and clue
ways on every page). The pools were widened (corpora/grammars/people.json wants, manners and
robot looks, corpora/grammars/org.json crew names, corpora/trip/play_clues.json clue ways); these
rules hold what a wider pool could break on one page. generators/trip/consistency.py runs them;
tests/test_r20_repeats.py feeds each a contradicting trip.

- ``written-clue-unlettered``: a trace clue found at a scene is a written thing of the locals' own (a
  note, a list, a poster, a postcard, a receipt, a chalk message, a slate, a label, words cut
  into a bench) on a world where nobody lives or nobody writes (tech below iron): the trace
  lines that carry writing need ``inhabited; tech >= iron`` (steam for paper goods: receipts,
  postcards, tickets, luggage labels), and only a visitor from off the node (another visitor
  in a hurry, an earlier crew) leaves words where nobody writes.
- ``rival-crews-alike``: two rival crews of one page share a word of their names ("The Lucky
  Weasels" and "Team Weasel", two "... Appreciation Society"): the GM reads them as one crew.
  Crew names are drawn distinct (content/factions.py); with five more name frames and 28 more
  name words the rule keeps a page's crews apart.
"""

from __future__ import annotations

import re

from ..content.factions import crew_words, stem
from ..needs import fits
from .clue_kinds import carrier

RULES = ("written-clue-unlettered", "rival-crews-alike")

WRITTEN = re.compile(r"\b(notes?|lists?|posters?|postcards?|receipts?|chalk message|slate|"
                     r"luggage label|ticket stub|letters?|ledger|notice|diary|scrawled|pencilled|"
                     r"written|words cut|wax tablet|page)\b", re.I)
VISITOR = re.compile(r"\b(another visitor|an earlier crew|visitor from home|one of today's visitors|"
                     r"a visitor from another barn|a visiting crew|a visitor left)\b", re.I)  # (r39: a field log one of today's visitors left; r40: a notebook, a crate, a guide book)


def check_r20repeats(trip: dict, world: dict, every, bad) -> None:
    if not fits("inhabited; tech >= iron", world):
        for fact in trip.get("clues") or []:
            for c in fact.get("clues") or []:
                how = carrier(c.get("how") or "")  # not the fact it tells (trip/clue_say.py)
                if c.get("source") != "trace" or VISITOR.search(how):
                    continue
                if m := WRITTEN.search(how):
                    bad("written-clue-unlettered",
                        f"clue {fact.get('id')}/{c.get('at')}: {m.group(0)!r} where nobody writes "
                        f"(natives {world.get('natives')!r}, tech {world.get('tech')!r})")
    seen: dict[str, str] = {}
    for r in trip.get("rivals") or []:
        name = r.get("name") or ""
        for w in sorted({stem(x) for x in crew_words(name)}):
            if w in seen and seen[w] != name:
                bad("rival-crews-alike", f"the rival crews {seen[w]!r} and {name!r} share {w!r}")
            seen.setdefault(w, name)
