"""A scene the page calls a lead holds a clue to where the maguffin is (round 15), drawn after
every other fact has its clues (split out of trip/clues.py, which passes its ``_clue``).

Round 25 (issue 10, a wall of paper notes: "A page torn from a ledger ... A receipt dropped
... A letter never sent ..."): a lead's clue is a new kind of thing for the trip as well
(trip/clue_carry.py ``fresh``: no carrier frame twice, no written thing past the few), tried
again with the next fitting line or the next one there while one is left (each try deals its
line, so the next differs)."""

from __future__ import annotations

from .clue_carry import fresh, stale
from .clue_kinds import kind
from .consistency_r25clues import ROW

TRIES = 8  # lines tried for a lead's clue before the least worn is kept (4 ran out on small empty worlds)


def lead_clues(clue, facts, scenes, peopled, used, mine, told, fs, pool, facts_, allowed,
               fill_slots, after, tells, told_here, got) -> None:
    """Add a clue to where at each lead scene that has none (``got``: the where fact's clues;
    ``facts``: every fact's, for ``fresh``); only in a line no fact tells at that place already
    (on an empty world the forms are few: the needed way kept its own, test_consistency_ways)."""
    for lead in [x["id"] for x in scenes if x["kind"] == "lead"]:
        here = [q for q in pool if q["scene"] == lead]
        if here and not any(x["scene"] == lead for x in got):
            first = fs.child("lead", lead).below(len(here))
            order = here[first:] + here[:first]  # the one drawn, then whoever else is there
            tried = []
            others = [f for f in facts if f["clues"] is not got]
            for n in range(TRIES):
                q = order[n % len(order)]
                cl = clue(fs.child("again", n) if n else fs, q, len(got), used,
                          dict(facts_, people="some" if lead in peopled else "none"), allowed,
                          fill_slots, after, tells, mine, told_here)
                if (cl["at"], cl["how"]) not in told and not any(h == cl["how"] for _, h in told):
                    tried.append(cl)
                    if fresh(cl, others, got):
                        break
            # no fifth written thing in a row for the fact (the audit's clue-notes-wall: slip-n-slide
            # audit/662 of round 35, four notes in a row once every card carried its words)
            walled = sum(kind(x["how"], x["source"]) == "writing" for x in got) >= ROW
            if walled and all(kind(x["how"], x["source"]) == "writing" for x in tried):
                for n, q in enumerate(order):  # whoever is there, or what is overheard, before paper
                    cl = clue(fs.child("unwritten", n), q, len(got), used,
                              dict(facts_, people="some" if lead in peopled else "none"),
                              tuple(a for a in allowed if a != "trace") or ("npc",), fill_slots, after, tells, mine, told_here)
                    if kind(cl["how"], cl["source"]) != "writing" and (cl["at"], cl["how"]) not in told \
                            and not any(h == cl["how"] for _, h in told):
                        tried.append(cl)
                        break
            tried = [x for x in tried if not (walled and kind(x["how"], x["source"]) == "writing")] or (
                [] if walled and any(x["scene"] == lead for f in others for x in f["clues"]) else tried)
            if tried:  # the fresh one, else the least worn (the first of those)
                cl = min(tried, key=lambda x: stale(x, others, got))
                if stale(cl, others, got) and any(x["scene"] == lead for f in others for x in f["clues"]):
                    continue  # a repeat, where the lead has a clue of its own already (slip-n-slide audit/671)
                told.add((cl["at"], cl["how"]))
                got.append(cl)
