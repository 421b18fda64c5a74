"""Round 16, machine-made English (cold read 23, reader C): lines composed from two parts that
each read well alone and badly together (generators/trip/consistency.py runs these; tests/
test_r16_wording.py feeds each a trip that breaks it).

- ``underfoot-spliced``: a ground line that already has its own verb or clause gets "underfoot"
  pasted after it ("ground that rings faintly at every step underfoot", "a surface that feels
  freshly swept, though nobody sweeps it underfoot"). The sensory lines say "underfoot, <the
  ground>" instead (corpora/grammars/places.json ``sense``).
- ``client-name-pasted``: a client's full name with its clause ("A federal agency that does not
  have a name yet") is said once (the ad, the Client line and block); every other line says its
  short name ("the agency": corpora/lists/client_short.json).
- ``read-aloud-list``: the job's ad reads as a list, not a sentence ("Xantia IV: the name of the
  true heir."; "wants the great falls, seen from the footbridge, from Ratica Prime").
- ``machine-phrase``: a small-ones table of compositions a reader catches at once: a pronoun
  with nothing to stand for ("can make it happen ..., or stop it"), "the way through" twice in
  one question, a singular verb after "Half of them", half of one thing, a list that swallows
  the next verb ("pepper, cinnamon and cloves and signed for"), a handle that "opens", "all two
  tourists", a way that is "kept by" someone, a maguffin that is "followed" to a person, and
  the same sound said twice of one person ("rings when they walk ... rings when they move"),
  a description that is a list ending in a fragment ("..., and the locals who pray in the one
  square").
- ``bring-view-home``: a view or an event is not brought home as a thing ("They bring home: The
  waterfall, but ..."): what comes home is an account, a record, a party that saw it.
"""

from __future__ import annotations

import re

from ..content.client import short_name
from ..data import load

RULES = ("underfoot-spliced", "client-name-pasted", "read-aloud-list", "machine-phrase",
         "bring-view-home")

# a clause (that/which/whenever/though/as if/like/when + two words or more) ended by "underfoot"
# (within a clause: "The beach that is also a piano is loose gravel ..., and it rolls underfoot"
# is a place's name, then the ground; slip-n-slide audit/830 under round 30)
SPLICE = re.compile(r"\b(?:that|which|whenever|though|as if|like|when)\b(?:\s+[^\s;:.,]+){2,}?\s+underfoot\b",
                    re.I)
VERB = re.compile(r"\b(wants?|needs?|is|are|has|have|pays?|will|posted|looking|hiring|paying)\b", re.I)
PHRASES = (
    (re.compile(r"\bmake (?:it|them) happen\b[^.;]*\bor stop it\b", re.I), "a pronoun with nothing to stand for"),
    (re.compile(r"\bthrough\b[^.;]*\bwhen the way through\b", re.I), '"through" twice in one question'),
    (re.compile(r"\bhalf of them (?:wants|says|is|has)\b", re.I), 'a singular verb after "half of them"'),
    (re.compile(r"\bhalf of what the crew came for\b", re.I), "half of one thing"),
    (re.compile(r"\b\w+, \w+ and \w+ and (?:signed|paid|handed|loaded|traded)\b", re.I),
     "a list that swallows the next verb"),
    (re.compile(r"\bhandle\b[^.;]*\bnone of them open\b", re.I), "a handle does not open"),
    (re.compile(r"\ball (?:one|two) tourists\b", re.I), '"all" of one or two'),
    (re.compile(r"\bway to [^,.;]+, (?:kept|held) by\b", re.I), "a way is known, not kept"),
    (re.compile(r"\bset the bait follows the\b", re.I), "a maguffin is not followed to a person"),
    (re.compile(r", and (?:the )?[\w' -]+ who [\w' -]+ in the one \w+", re.I),
     "a list of things that ends in a clause with no verb of its own"),
)
# one person's look says the same sound twice ("rings ... and ... rings")
SOUND = re.compile(r"\b(rings|hums|clicks|chimes|jingles|squeaks)\b[^.;]*\band\b[^.;]*\b\1\b", re.I)


def _grounds() -> tuple[str, ...]:
    """Every ground line a sensory line can draw (corpora/grammars/places.json feel, texture)."""
    rules = load("grammars/places").rules
    return tuple(t for sym in ("feel", "texture") for t in rules.get(sym, []) if "#" not in t)


def _underfoot(every, bad) -> None:
    grounds = _grounds()
    for where, t in every:
        low = t.lower()
        m = SPLICE.search(t)
        hit = m.group(0) if m else next((g for g in grounds if f"{g.lower()} underfoot" in low), "")
        if hit:
            bad("underfoot-spliced", f"{where}: {hit!r}: a ground with its own clause, and "
                                     f"\"underfoot\" pasted after it")


def _client(trip, every, bad) -> None:
    name = trip.get("client") or ""
    if not name or short_name(name) == name:
        return
    texts = [(w, t) for w, t in every if w != "teaser"]
    texts += [(f"client/{d['label']}", d["text"]) for d in trip.get("client_details") or []]
    for where, t in texts:
        if name.lower() in t.lower():
            bad("client-name-pasted", f"{where}: the client's full name {name!r} again, "
                                      f"not {short_name(name)!r}")


def _teaser(trip, bad) -> None:
    teaser = trip.get("teaser") or ""
    m = trip.get("maguffin") or {}
    what = (m.get("what") or "").strip()
    if not what:
        return
    low = what[:1].lower() + what[1:]
    # a sentence ends at a full stop, not at a title's ("Dr. Barker's reading group")
    for s in re.split(r"(?<!\bDr\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bSt\.)(?<=\.)\s+", teaser):
        head, colon, tail = s.partition(": ")
        # "The job: ..." is the ad's own label, not a list
        if colon and tail.rstrip(".") in (what, low) and not VERB.search(head) and head != "The job":
            bad("read-aloud-list", f"teaser: {s[:80]!r} is a list, not a sentence")
    if ", " in what and re.search(re.escape(low) + r"(?:,| at the end of it,) (?:from|on|at|for) ", teaser):
        bad("read-aloud-list", f"teaser: {low!r} and its place, three phrases stacked with commas")


def _phrases(trip, every, bad) -> None:
    for where, t in every:
        for pat, why in PHRASES:
            m = pat.search(t)
            if m:
                bad("machine-phrase", f"{where}: {m.group(0)!r}: {why}")
    for n in trip.get("npcs") or []:
        m = SOUND.search(n.get("look") or "")
        if m:
            bad("machine-phrase", f"npc/{n['name']}/look: {m.group(0)[:60]!r}: the same sound twice")


def _bring(trip, world, bad) -> None:
    if world.get("maguffin") not in ("view", "event"):
        return
    m = trip.get("maguffin") or {}
    short = (m.get("short") or "").strip()
    if not short:
        return
    for e in trip.get("endings") or []:
        if re.match(re.escape(short) + r", (?:but|everything)\b", e.get("bring") or "", re.I):
            bad("bring-view-home", f"ending/{e['outcome']}/bring: {e['bring'][:60]!r}: a "
                                   f"{world['maguffin']} is not a thing to bring home")


def check_r16wording(trip: dict, world: dict, every: list, bad) -> None:
    _underfoot(every, bad)
    _client(trip, every, bad)
    _teaser(trip, bad)
    _phrases(trip, every, bad)
    _bring(trip, world, bad)
