"""The facts of a Politics/Diplomacy job, rolled before any line about the talks (issue 10):

- the two parties: the client, for whom the crew speak, and the other side, a power of the
  node that fits the world (corpora/lists/talks_sides.json; other visitors where nobody lives);
- the question the talks settle, for the maguffin the client wants (its short form is the
  ``for`` of corpora/lists/talks_questions.json);
- the negotiator: the NPC who speaks for the other side at the talks. That is the maguffin's
  keeper (people.py: "The other side's chief negotiator"), at the maguffin's place; the
  name is set when the cast is named, before any play line is written.

In the trip JSON as ``world.talks`` ({parties: [client, side], question, negotiator}; null on
every other mission). Paths: ``<content>/talks/{side,question}``.
"""

from __future__ import annotations

from .. import audit
from ..data import load
from ..rng import Stream
from .common import DECK, MISSION_SLUGS
from .fit_pick import pick_fit

QUESTIONS = "lists/talks_questions"


def roll_talks(mission, s: Stream, world, maguffin: dict) -> None:
    """The other side and the question, on a diplomacy job (``world.talks``; else None)."""
    if MISSION_SLUGS.get(mission.mission_type) != "diplomacy":
        world.talks = None
        return
    f = world.facts()
    side, _ = pick_fit(s.child("side"), "lists/talks_sides", f, "the other side of the talks")
    short = maguffin.get("short")
    qs, deck, lst = s.child("question"), DECK.get(), load(QUESTIONS)
    idx = tuple(i for i in lst.fitting(f) if lst.items[i][2].get("for") == short)
    if deck and idx:  # a campaign deals its questions round before it repeats one
        j = deck.deal(QUESTIONS, f"question/{short}", len(lst.items), idx, qs.path)
        question = lst.items[j][0]
        if audit._active:
            audit.row_fired("list", QUESTIONS, j)
    else:
        question, _ = pick_fit(qs, QUESTIONS, f, "the question at the talks", f" for {short!r}",
                               keep=lambda fl: fl.get("for") == short)
    world.talks = {"parties": [None, side], "question": question, "negotiator": None}


def name_parties(world, client: str, people: list[dict]) -> None:
    """The client as the first party, and the negotiator: the maguffin's keeper (people[1])."""
    if not world.talks:
        return
    world.talks["parties"][0] = client
    keeper = people[1] if len(people) > 1 else None
    world.talks["negotiator"] = keeper["name"] if keeper and not keeper.get("creature") else None
