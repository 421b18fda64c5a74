"""The consistency audit's round-38 prices rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it.

- ``ask-without-price``: a line in which someone asks to be paid, sells something, has a debt
  the crew could pay off or deals for something names what it comes to in the same sentence: a
  sum in M, a day's or a week's wages, coins or a trinket, rations, an hour, a DL, or the thing
  itself from the crew's kit; "for every hour" is no amount without what an hour costs, nor "an hour's worth" of fuel without its price. Cold reads of algorithm-32 trips: "a fuel deal of 'an hour's worth'
  with no price"; "a gatekeeper who 'wants' something with no price or amount"; "an NPC asking
  for a thing whose cost is never said", and "(their Wants, in their entry)" printed where the
  entry's want says no amount. Fix: corpora/grammars/people.json's paying wants name their price
  (the fee slots of content/maguffin.py ``fee_slots``, or the thing from the crew's kit), and
  corpora/grammars/obstacles.json's rival crew short of fuel says how much they take.
- ``tourist-undescribed``: every paying tourist the party row names who has no entry of their own
  is said in a few words there ("Leigh Mann (a souvenir hunter who pockets small stones and
  anything loose)"). Cold read: "two of three tourists with no entry". Fix: trip/party.py
  ``tourist_whats`` (corpora/trip/tourist_whats.json).
"""

from __future__ import annotations

import re

RULES: tuple[str, ...] = ("ask-without-price", "tourist-undescribed")

# someone asking the crew (or the tourists) to pay, selling to them, owing what the crew could pay off
ASK = re.compile(r"^to be paid\b|^to sell\b|^to pay off a debt\b", re.I)
DEAL = re.compile(r"\b(will deal for|wants something for (it|them))\b", re.I)  # a line that deals
NOBODY = re.compile(r"\bnobody here wants\b", re.I)  # a sale to nobody: no price the crew pay
# what the ask comes to, said in the same sentence
AMOUNT = re.compile(r"\d|\bMegas?\b|\bDL\b|\b(an|one|two|three|\d+) hours?\b(?!'s)|\bstories\b|\bwages\b|\bcoins?\b|\btrinket\b|"
                    r"\brations\b|\bknife\b|\blighter\b|\btorch\b|\bfood\b|\bphotograph\b|"
                    r"\bmore than a rescue crew carries\b|\bwould square it\b", re.I)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?;])\s+", text) if s]


def wants(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of every want a person or a faction of the trip has."""
    out = [(f"npc/{n.get('name')}/want", str(n.get("want") or "")) for n in trip.get("npcs") or []]
    for f in trip.get("factions") or []:
        out += [(f"faction/{f.get('name')}/want", str(d.get("text") or ""))
                for d in f.get("details") or [] if d.get("label") == "Want"]
    return out


def undescribed(trip: dict, world: dict) -> list[str]:
    """The tourists the party row names by name alone, with no entry among the NPCs."""
    party = str((trip.get("maguffin") or {}).get("party") or "")
    npcs = {n.get("name") for n in trip.get("npcs") or []}
    return [x for x in world.get("party_names") or () if x and x not in npcs
            and re.search(rf"\b{re.escape(x)}\b(?! \()", party)]


def check_r38prices(trip: dict, world: dict, every, bad) -> None:
    for name in undescribed(trip, world):
        bad("tourist-undescribed", f"the party row names {name} with nothing said of them: "
            f"{str(trip['maguffin'].get('party'))[:140]!r}")
    for where, text in wants(trip):
        if ASK.search(text) and not AMOUNT.search(text) and not NOBODY.search(text):
            bad("ask-without-price", f"{where}: an ask with no amount: {text[:160]!r}")
    for where, text in every:
        if not isinstance(text, str) or not DEAL.search(text):
            continue
        for sent in _sentences(text):
            m = DEAL.search(sent)
            if m and not AMOUNT.search(sent):
                bad("ask-without-price", f"{where}: {m.group(0)!r} with no amount: {sent[:160]!r}")
