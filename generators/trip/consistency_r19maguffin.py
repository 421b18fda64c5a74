"""The consistency audit's round-19 maguffin rules (brief r19 maguffin; cold read 27, GMs
reading generated trips cold): a maguffin's own facts that contradicted each other.
generators/trip/consistency.py runs them; tests/test_r19_maguffin.py feeds each a
contradicting trip.

- ``far-beast-not-small``: a photograph of the trip's beast seen far off (corpora/lists/
  maguffins.json "one clear photograph of the #animal# that lives here", ``maguffin_seen``
  afar) is no "small thing" when the beast's own size fact (``beast_size``) is a person's, a
  horse's, a car's or a bus's (cold read 27: "A small thing seen from a long way off" beside
  the tusk-grazer's "The size of a car"). Its size line (trip/maguffin_handling.json) needs
  the beast's size: small only up to a dog.
- ``survey-been-before``: a survey's goal is "a previously-visited but still largely unknown
  Node", so its visit fact (``visits``) is some, with No Intel too (content/visits.py: only
  the file is empty), and no line says nobody has been there (cold read 27: "No DayTripper
  has been here before" on a survey; events.json no_intel needs visits none).
- ``partial-copied-in-full``: a record the crew must copy "in full" is whole: no line has
  its last page missing, a page cut out or half its pages stuck together (cold read 27: a
  survey list that "is missing its last page" yet must be "copied out in full"). The
  partial looks (grammars/maguffin.json) need a book (the trade ledger the crew take as it
  is), never the survey's list, which has a whole look of its own.
- ``copy-with-the-keeper``: only the maguffin's keeper (at its place) has made a copy of it;
  a local elsewhere who has one (a secret at the landing site) makes the walk to the keeper
  pointless (cold read 27: "Has made a copy of the list" at the landing). people.json's
  copy secret needs ``role: keeper``.
"""

from __future__ import annotations

import re

RULES = ("far-beast-not-small", "survey-been-before", "partial-copied-in-full",
         "copy-with-the-keeper")

SMALL_SIZES = ("hand", "cat", "dog")
SMALL_THING = re.compile(r"\ba small thing\b", re.I)
FIRST = re.compile(r"\b(no DayTripper has been here before|the crew are the first|nobody from the "
                   r"barn has set foot|(the barn )?has never sent anyone to)\b", re.I)
PARTIAL = re.compile(r"\b(the last page is missing|a page that has been cut out|half its pages "
                     r"are stuck together)\b", re.I)
IN_FULL = re.compile(r"\bcopied out in full\b", re.I)


def check_r19maguffin(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    size = (m.get("description") or {}).get("size") or ""
    if world.get("maguffin_seen") == "afar" and world.get("beast_size") not in (None, *SMALL_SIZES) \
            and (hit := SMALL_THING.search(size)):
        bad("far-beast-not-small", f"maguffin/size: {hit.group(0)!r}, but the {world.get('beast')} "
                                   f"is {world.get('beast_size')}-sized")
    lines = list(every) + [(f"maguffin/{k}", (m.get("description") or {}).get(k) or "")
                           for k in ("look", "size", "carry", "risk")]
    if world.get("mission") == "survey":
        if world.get("visits") == "none":
            bad("survey-been-before", "a survey of a previously-visited node whose fact visits is none")
        for where, t in lines:
            if hit := FIRST.search(t):
                bad("survey-been-before", f"{where}: {hit.group(0)!r} on a survey of a "
                                          "previously-visited node")
    partial = next(((w, h.group(0)) for w, t in lines if (h := PARTIAL.search(t))), None)
    full = next(((w, h.group(0)) for w, t in lines if (h := IN_FULL.search(t))), None)
    if partial and full:
        bad("partial-copied-in-full", f"{partial[0]}: {partial[1]!r} beside {full[0]}: {full[1]!r}")
    short = m.get("short") or ""
    if short:
        copy = re.compile(r"\bhas made a copy of " + re.escape(short) + r"\b", re.I)
        for n in trip.get("npcs") or []:
            if copy.search(n.get("secret") or "") and n.get("where") != m.get("where"):
                bad("copy-with-the-keeper", f"npc/{n['name']}: a copy of {short!r} at {n.get('where')!r}, "
                                            f"not with its keeper at {m.get('where')!r}")
