"""The consistency audit's round-35 gate and tourist rules (cold reads r35 a and b, algorithm-31
trips: clues gated on "the crew's help with what they want" where the want makes the gate absurd,
and tourists a trip counts but never names). Registered in generators/trip/consistency_r35.py;
tests/test_r35_gates.py feeds each rule a broken trip.

- ``gate-foe-want``: no clue is sold for "help with what they want" by the face of an opposition
  (role_classes.json ``side: foe``: the rival crew's captain), whose want works against the crew
  whatever its words. Cold read (quarrystar-9): "Pat London, who names the price before anything
  else: the crew's help with what they want", and Pat, the rival captain, "Wants: To make the
  crew's job so slow that the day runs out before it is done"; (mossgate-22) James "Wants: To keep
  the crew from ever reaching the market" and gates a clue the same way. Fix: trip/clues.py reads
  clue_price.foe_side for ``against``; clue_price.AGAINST also knows "the day runs out", "keep the
  crew from" and a map "wrong in one crucial way" (helping the seller is buying it).
- ``gate-owed-later``: no want the crew are asked to help with (a clue's price, or what helping
  them buys in their entry) leaves the crew owing after they leave ("a favour to be named later",
  "a promise, in writing", "a seat on the lander next time"): by the trip's own endings a favour
  or promise still owed on the node makes a Success only Partial. Cold read (embervale-5):
  Alberga "Wants: To trade what they know about the soil core for a favour to be named later",
  and "What helping them buys: ... -1 DL". Fix: corpora/grammars/people.json ``want_price`` asks
  only what the crew can pay before they go (an hour of their work, news of home, a hand at a
  place, a photograph, a ride to the barn).
- ``gate-want-unsaid``: no clue is sold for help with a want that never says what helping is, or
  that no crew can meet within the day (cold read r35-a, duskmoor-8: "To be thanked, in public,
  for something nobody noticed they did": thanked for what?; r35-b, embervale-5: Florin's "To get
  back the deed to the Cosetta Dune Field", holder never named). Fix: people.json's thanks says
  what they did (a stranger's load carried, a shout that kept a stranger from a fall), and
  clue_price.vague_gate keeps the rest (remembered for something good, a deed, a brother gone
  through a slip years ago, ...) from being a clue's price (trip/clues.py reads no_price).
- ``npc-letter-own-place``: nobody wants a letter carried to someone at the place they stand in
  themselves (cold read r35-b, quarrystar-9: Nyx wants "To have the tourists carry a letter to a
  sister at the Breathing Glass Forest", found at the Breathing Glass Forest; a person's
  ``#place#`` is their own, content/people.py). Fix: people.json's letters go "an hour's walk from"
  it.
- ``npc-unlettered-scholar``: one who "Cannot read" is no Physicist nor Gonzo Writer (cold read
  r35-a, saltwick-31: a physicist who "Cannot read, and has been bluffing all day"). Fix:
  trip/cast.py ``unfit_classes``, read by trip/npcs.py when the class is drawn.
- ``npc-famous-unknown``: a "famous performer" is never Fame 1 or less (cold read r35-a,
  glimmerbay-6: "is really a famous performer ..." with Fame 1). Fix: people.json's
  ``disguise_really_celebrity_entertainer`` claims no fame the stat block does not give.
- ``tourist-unnamed``: every paying tourist a tourism trip counts is named on the page (the
  loudest, an NPC, and the rest in the start's party line). Cold read (tinderbox-13): "four
  tourists paid for the trip ..., Landon Hubbard the loudest of them", three never named. Fix:
  content/maguffin.py ``party_names`` (rolled with the count), trip/party.py ``party_names_said``.
- ``tourist-hidden-unnamed``: a line that gives one of the tourists a hidden identity says which
  one ("A travel writer is among the tourists, incognito (the GM picks which)", "One of the
  tourists is the client's rival, travelling under a false name", tinderbox-13). Fix:
  corpora/grammars/maguffin.json ``why_tourism`` and org.json ``client_hidden_tourism`` name
  ``#tourist#`` (the first of world.party_names), and client_secret_due.json's rows with them.
"""

from __future__ import annotations

import json
import re

from .clue_price import PRICED, foe_side, vague_gate

RULES = ("gate-foe-want", "gate-owed-later", "gate-want-unsaid", "npc-letter-own-place", "npc-unlettered-scholar",
         "npc-famous-unknown", "tourist-unnamed", "tourist-hidden-unnamed")

OWED = re.compile(r"\bfavour to be named later\b|\bfor a promise, in writing\b|\bon the lander next time\b", re.I)
UNSAID = re.compile(r"\bfor something nobody noticed they did\b", re.I)
LETTER_AT = re.compile(r"\bletter to (?:a|the|their) [\w' -]{1,40}? at (.+?)(?: without\b| since\b|,|\.|$)", re.I)
UNLETTERED = re.compile(r"\bCannot read\b")
LETTERED = ("Physicist", "Gonzo Writer")
FAMOUS = re.compile(r"\bis really a famous\b|\bfamous performer\b", re.I)
LOUD = "The loudest of the paying tourists"
PARTY = re.compile(r"\bThe party: [^;]*")
HIDDEN = re.compile(r"\b(?:One|one) of the tourists is (?:the client's rival|travelling on a waiver)\b|"
                    r"\bis among the tourists, incognito\b|\bthe GM picks which\b")


def _who(n: dict) -> str:
    return f"{n.get('name') or '?'} ({n.get('role') or '?'})"


def _priced(trip: dict) -> dict[str, list[str]]:
    """NPC key -> the ids of the facts they sell for help with what they want."""
    out: dict[str, list[str]] = {}
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            if c.get("kind") == "npc" and PRICED in (c.get("how") or ""):
                out.setdefault(c.get("at"), []).append(str(f.get("id")))
    return out


def check_r35gates(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    npcs = [n for n in trip.get("npcs") or [] if not n.get("creature") and n.get("body") != "creature"]
    priced = _priced(trip)
    for n in npcs:
        ids, want = priced.get(n.get("key")) or [], n.get("want") or ""
        if ids and foe_side(n.get("role")):
            bad("gate-foe-want", f"{_who(n)} sells {', '.join(ids)} for help with what they want ({want!r}), "
                                 "and works against the crew")
        lever = bool(n.get("trade")) and "Nothing:" not in (n.get("trade") or "")
        if (ids or lever) and (o := OWED.search(want)):
            bad("gate-owed-later", f"{_who(n)} wants {want!r}: helping them leaves the crew owing after they "
                                   f"leave ({o.group(0)!r}), a Partial by the endings")
        if ids and (UNSAID.search(want) or vague_gate(want)):
            bad("gate-want-unsaid", f"{_who(n)} sells {', '.join(ids)} for help with {want!r}, which never says "
                                    "what helping is")
        where = (n.get("where") or "").strip().rstrip(".").lower()
        if where and (m := LETTER_AT.search(want)) and m.group(1).strip().lower() == where:
            bad("npc-letter-own-place", f"{_who(n)} wants {want!r}, and is found at {n.get('where')!r} themselves")
        cls = (n.get("class") or "").split(",")[0].strip()
        if cls in LETTERED and UNLETTERED.search(n.get("secret") or ""):
            bad("npc-unlettered-scholar", f"{_who(n)} is a {cls}, and {n.get('secret')!r}")
        if FAMOUS.search(" ".join(str(n.get(k) or "") for k in ("secret", "look", "manner"))) and int(n.get("fame") or 0) <= 1:
            bad("npc-famous-unknown", f"{_who(n)} is a famous performer with Fame {n.get('fame') or 0}")
    n_party = int(world.get("party") or 0)
    if n_party:
        text = json.dumps([trip.get("start"), trip.get("scenes")], ensure_ascii=False)
        said = " ".join(PARTY.findall(text))
        loud = [n["name"] for n in npcs if n.get("role") == LOUD and n.get("name")]
        names = [x for x in world.get("party_names") or [] if x and x in said]
        named = len(set(loud[:1] + names))
        if named < n_party:
            bad("tourist-unnamed", f"the party counts {n_party} tourists, and the page names {named} of them "
                                   f"({', '.join(loud[:1] + names) or 'none'})")
    everything = json.dumps({k: v for k, v in trip.items() if k not in ("rolls", "command")}, ensure_ascii=False)
    for m in HIDDEN.finditer(everything):
        bad("tourist-hidden-unnamed", f"{m.group(0)!r}: a hidden identity that names no tourist")
        break
