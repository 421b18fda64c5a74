"""The consistency audit's round-27 near-names rules (cold readers of algorithm-25 trips: two
NPCs of one cast whose names a GM mixes up at the table, and a name that reads as a label of the
page). generators/trip/consistency_r27.py runs them; tests/test_r27_nearnames.py breaks each.

- ``cast-name-near``: two people of one page (the NPCs, the client's contact, the rival
  captains) have a given or family name that reads alike (content/name_near.near_words: one
  edit apart, or of one length with the same first two letters and at most two letters
  changed) (cold read r27-cold-a: "Toyo" and "Tope", both quiet talkers with secrets all
  through the clues; r27-cold-d: "Lowisi" and "Lolisi" in the same scenes).
- ``cast-name-label``: a person's given or family name is a word the page prints as its own
  label (content/name_near.LABELS) (cold read r27-cold-d: an NPC called "Site": "Here: Site",
  "Who: Site", beside "Landing site").
Fix: content/common.distinct_name draws again (a child stream of the name's own path) while a
new name is either.
"""

from __future__ import annotations

from ..content.common import name_parts
from ..content.name_near import label_word, near_words
from .consistency_r15cast import page_names

RULES = ("cast-name-near", "cast-name-label")


def check_r27nearnames(trip: dict, world: dict, every, bad) -> None:
    seen: list[tuple[str, str]] = []  # (part, name) of the people so far
    done: set[str] = set()
    for where, name in page_names(trip):
        if name in done:  # the rival captain is an NPC too: one person
            continue
        done.add(name)
        parts = sorted(name_parts(name))
        for p in parts:
            if label_word(p):
                bad("cast-name-label", f"{where}: {name!r} is called {p!r}, a label of the page")
            for q, other in seen:
                if other != name and near_words(p, q):
                    bad("cast-name-near", f"{where}: {name!r} reads like {other!r} ({p!r}, {q!r})")
        seen += [(p, name) for p in parts]
