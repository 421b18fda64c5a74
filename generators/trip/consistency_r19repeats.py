"""The consistency audit's round-19 repeats rules (brief r19 repeats; a random-seed audit after
round 18): a name on the page that reads as another. generators/trip/consistency.py runs them;
tests/test_r19_repeats.py feeds each a contradicting trip.

- ``rival-name-cast``: a rival crew's name holds no given or family name of a person on the
  page (an NPC, a rival captain, the client's contact). A random-seed audit found "The Davis
  Weasels" beside the dreamer Davis: the crew's clock line read as Davis acting in person
  (tick-npc-elsewhere), and a GM reading it cold cannot tell the crew from the dreamer. The
  crew name is drawn clear of the names already on the page, and the people drawn after it
  clear of its words (content/factions.py ``_crew_name``, ``crew_words``).
"""

from __future__ import annotations

from ..content.common import name_parts
from ..content.factions import crew_words

RULES = ("rival-name-cast",)


def _people(trip: dict) -> list[str]:
    """The page's people by name: the NPCs, the rival captains and the client's contact."""
    out = [n.get("name") or "" for n in trip.get("npcs") or []]
    out += [d["text"] for r in trip.get("rivals") or [] for d in r.get("details") or []
            if d.get("label") == "Captain"]
    out += [d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    return [n for n in out if n]


def check_r19repeats(trip: dict, world: dict, every, bad) -> None:
    people = _people(trip)
    for r in trip.get("rivals") or []:
        words = crew_words(r.get("name") or "")
        for who in people:
            if shared := sorted(words & (name_parts(who) - {"The"})):
                bad("rival-name-cast", f"the rival crew {r['name']!r} shares {shared[0]!r} "
                                       f"with {who!r}")
