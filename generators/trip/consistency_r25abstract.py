"""The consistency audit's round-25 rules for a maguffin that is no thing in anyone's hands
(issue 10, coherent trips: cold readers of algorithm-22 trips). A knowledge that is a secret
or a permission, an event and a view (render/keeper_words.py ``is_abstract``) is learnt,
granted, attended or seen, and the page says the one fact it turns on.
generators/trip/consistency_r25.py runs them; tests/test_r25_abstract.py feeds each a trip
broken on purpose.

- ``abstract-as-object``: a line written for a carried thing, on a maguffin that is not one: the
  where clue or row "kept by" or "held by" its knower, organiser or warden (a secret is learnt
  from someone, a permission asked for from them, an event arranged by them, a sight reached
  with their leave); "checks on it at" the place where the keeper already is; "goes over every corner ...
  nothing has been touched"; "the answer, but not all of it"; "the local name is stolen
  property"; "carved copies" of a feast or a sunset; an oath to "guard" a ceremony, a sky or a
  permission, or one who "hid" it; "where the apology is said to be"; "Where
  to find" a truth. Cold read: "Where to go for a witnessed ceasefire: the air base, kept by"
  its negotiator; "has word that someone is asking about the signature and checks on it at Reef
  Zero Zero", where they stand. Fix: those lines need the carried kinds (or a record or book),
  the abstract kinds have lines of their own, and keeper_words gives each kind its words.
- ``abstract-central-fact``: a knowledge, an event or a view has a GM-only central fact
  (``maguffin.gist``, rolled from corpora/lists/maguffins.json "gist" before any line about it):
  what the secret says (who owns the valley, the heir's name, the local name), what the
  permission allows, what the event is and what the apology is for, what the view shows and
  from where; its slots are filled (no ``{keeper}``, ``#world#``), and an event's or a timed
  sight's hours in it are the climax's own ("How long it lasts: ..."). Cold read: "the truth
  about who owns the valley" on a page that never says who does; "an official apology" and no
  word of the insult.
- ``abstract-want-undoes``: nobody's want is to keep the secret the crew came to learn from
  anyone off the node (a want is the price of a clue: helping with it undoes the job). Cold
  read: "To keep the truth a secret from anyone from off the node" on the local who tells the
  crew the way.
"""

from __future__ import annotations

import re

from ..render.keeper_words import KNOWN, is_abstract

RULES = ("abstract-as-object", "abstract-central-fact", "abstract-want-undoes")

KEPT = re.compile(r"^Where to (go for|learn|ask for|find) .*, (kept|held) by\b")
FIND = re.compile(r"^Where to find\b")
# object-only phrasing, whichever line of the page says it ({s}: the maguffin's short form)
THING = (r"\bchecks on it at\b|\bto make sure nothing has been touched\b|\bspends the next hour at .{1,80}, keeping watch\b|"
         r"\b{s}, but not all of it\b|\b{s} is stolen property\b|\bwhere {s} is said to be\b")
CARVED = re.compile(r"\bcarved copies of it\b", re.I)
# what is only done to a thing, never to a ceremony, a feast, a sky or a permission
GUARDED = r"\b(guard|guards|hid|hides|hide) {s}\b"
SLOT = re.compile(r"[{}#]|\bNone\b")
LASTS = re.compile(r"How long it lasts: [^.]*\.( [^.]*\.)?")
UNDO = re.compile(r"\bTo keep (.{1,60}) (a secret|hidden|quiet|to themselves) from anyone\b", re.I)


def _lines(trip: dict, every) -> list[tuple[str, str]]:
    m = trip.get("maguffin") or {}
    d = m.get("description") or {}
    return list(every) + [(f"maguffin/description/{k}", d.get(k) or "") for k in ("look", "size", "carry", "risk")
                          if isinstance(d.get(k), str)]


def _as_object(trip: dict, m: dict, every, bad) -> None:
    short = (m.get("short") or "").strip()
    pat = re.compile(THING.replace("{s}", re.escape(short) if short else "(?!)"), re.I)
    unheld = re.compile(GUARDED.replace("{s}", re.escape(short)), re.I) \
        if short and (m.get("kind") == "event" or m.get("form") in ("permission", "sky")) else None
    where = next((f for f in trip.get("clues") or [] if f.get("id") == "where"), None)
    if where and KEPT.search(where.get("fact") or ""):
        bad("abstract-as-object", f"clue/where: {where['fact'][:110]!r}: a {m.get('kind')} "
                                  f"({m.get('form')}) is not kept or held by anyone")
    if where and m.get("kind") == "knowledge" and FIND.search(where.get("fact") or ""):
        bad("abstract-as-object", f"clue/where: {where['fact'][:80]!r}: a {m.get('form')} is learnt "
                                  "or asked for, not found")
    for w, text in _lines(trip, every):
        if hit := pat.search(text):
            bad("abstract-as-object", f"{w}: {hit.group(0)!r} on a {m.get('kind')} ({m.get('form')}): {text[:110]!r}")
        if unheld and (hit := unheld.search(text)):
            bad("abstract-as-object", f"{w}: {hit.group(0)!r} on a {m.get('kind')} ({m.get('form')}): {text[:110]!r}")
        if m.get("form") not in ("sight", "site") and (hit := CARVED.search(text)):
            bad("abstract-as-object", f"{w}: {hit.group(0)!r} of a {m.get('form')}")


def _central(trip: dict, m: dict, every, bad) -> None:
    gist = (m.get("gist") or "").strip()
    if not gist:
        bad("abstract-central-fact", f"the {m.get('kind')} {m.get('what')!r} has no GM line saying what it "
                                     "turns on (maguffin.gist)")
        return
    if hit := SLOT.search(gist):
        bad("abstract-central-fact", f"maguffin/gist has an unfilled slot {hit.group(0)!r}: {gist[:100]!r}")
    climax = (trip.get("scenes") or [{}])[-1]
    said = LASTS.search(climax.get("want") or "")
    if said and said.group(0) not in gist:
        bad("abstract-central-fact", f"maguffin/gist does not say the hours the climax says: {said.group(0)[:100]!r}")


def _wants(trip: dict, m: dict, bad) -> None:
    if m.get("kind") != "knowledge" or m.get("form") not in KNOWN:
        return
    for n in trip.get("npcs") or []:
        if hit := UNDO.search(n.get("want") or ""):
            bad("abstract-want-undoes", f"npc/{n.get('name')}: {hit.group(0)!r}, but the crew came to learn "
                                        f"{m.get('short')!r} from the node")


def check_r25abstract(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    kind = m.get("kind") or world.get("maguffin") or ""
    if kind in ("knowledge", "event", "view"):
        _central(trip, m, every, bad)
    if not is_abstract(kind, m.get("form") or world.get("maguffin_form") or ""):
        return
    _as_object(trip, m, every, bad)
    _wants(trip, m, bad)
