"""The consistency audit's rules about lines that fit the maguffin's kind and form (cold read
25: READER-F trips b, d, e; READER-G trips h, i, j). Lines written for a carried, seen object
were drawn for maguffins that are a name, a permission, a chant, a view or an event; the
corpora's ``needs`` now keep them to the kinds they fit (the world facts ``maguffin``,
``maguffin_form``, ``maguffin_bulk``, ``maguffin_made``, ``before``, ``inhabitants``), and
these rules find the class on a built trip (generators/trip/consistency.py runs them;
tests/test_r17_kinds.py feeds each a contradicting trip).

- ``maguffin-seen-kind``: a secret (a name, a yes or no) or a permission granted on the day is
  "never actually seen", known "when they see it", found where "the last person to see it"
  left a trail, looked for by "signs of where" it is, brought home "seen with their own eyes",
  kept on "a page that has been cut out", "copied or memorised", is brought home "seen,
  recorded", or is a fact "Where to find";
  a secret is learnt and a permission granted, neither is seen or found. A permission is one
  signed page: not "a few pages of notes" that "get lost", nor a secret that "a source" lies
  about or that its keepers "will not want to leave".
- ``keeper-want-muddled``: an NPC wants the maguffin to be "the last thing the crew take from
  here", which reads as wanting them to take it (cold-b, c, d keepers who will not give it up).
- ``maguffin-hurts-kind``: someone "lost a friend to" the maguffin or thinks it "cursed" where
  it cannot hurt anyone: knowledge (but a book), an event, a view, or a thing the crew make.
- ``maguffin-size-truth``: the maguffin's size and its truth or look say two things: a view
  that "fills the sky" is "smaller than anyone expects"; a sight that "looks exactly like the
  postcards" is one "a photograph never quite shows" or "looks nothing like the postcards"; a
  chant "nobody here will write down" is "a few pages of notes", or is kept by locals on a
  world where nobody lives.
- ``local-name-language``: the maguffin is a world's "local name" where its people speak
  English (an Alternate Earth, a trip in time, or a line that says so): it is no secret there.
"""

from __future__ import annotations

import re

RULES = ("maguffin-seen-kind", "keeper-want-muddled", "maguffin-hurts-kind",
         "maguffin-size-truth", "local-name-language")

UNSEEN_FORMS = ("secret", "permission")
SEEN = re.compile(r"\b(never actually seen|when they see it|the last person to see it|"
                  r"signs of where|seen with their own eyes|a page that has been cut out|"
                  r"copied or memorised|where to find|seen, recorded)\b", re.I)
NOTES = re.compile(r"\b(a few pages of notes|notes get lost|a source who lies|will not want it to leave)\b", re.I)
LAST_TAKE = re.compile(r"\bis the last thing the crew take\b", re.I)
HURTS = re.compile(r"\b(lost a friend to|is cursed)\b", re.I)
HARMLESS = ("knowledge", "event", "view")  # a book can be cursed (form book), a name cannot
SKY_WIDE = re.compile(r"\bfills the sky\b", re.I)
SMALLER = re.compile(r"\bsmaller than anyone expects\b", re.I)
POSTCARDS = re.compile(r"\blooks exactly like the postcards\b", re.I)
NOT_LIKE = re.compile(r"\blooks nothing like the postcards\b", re.I)
NO_PHOTO = re.compile(r"\ba photograph never quite shows it\b", re.I)
UNWRITTEN = re.compile(r"\b(nobody here will write down|only ever said aloud|sung as a lullaby)\b", re.I)
PAGES = re.compile(r"\ba few pages of notes\b", re.I)
ENGLISH = re.compile(r"\bspeaks?\b[^.;:]*\bEnglish\b")
EARTHS = ("Alternate Earth", "Time Travel")


def _maguffin_lines(m: dict) -> list[tuple[str, str]]:
    d = m.get("description") or {}
    out = [(f"maguffin/{k}", m[k]) for k in ("looks", "really") if isinstance(m.get(k), str)]
    return out + [(f"maguffin/description/{k}", v) for k, v in d.items() if isinstance(v, str)]


def _about(text: str, m: dict) -> bool:
    """Whether a line names the maguffin (its short form or its whole phrase)."""
    low = text.lower()
    return any(n and n.lower() in low for n in (m.get("short"), m.get("what")))


def check_r17kinds(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    kind, form = world.get("maguffin"), world.get("maguffin_form")
    made = world.get("maguffin_made") == "yes"
    mlines = _maguffin_lines(m)
    if kind == "knowledge" and form in UNSEEN_FORMS and not made:
        for where, text in every:
            hit = SEEN.search(text or "")
            if hit and (_about(text, m) or where.startswith("maguffin")):
                bad("maguffin-seen-kind", f"{where}: {hit.group(0)!r} of a {form} "
                                          f"({m.get('short')!r}), which is learnt or granted, not seen")
    if kind == "knowledge" and form == "permission":  # granted and signed, not copied from notes
        for where, text in mlines:
            hit = NOTES.search(text)
            if hit:
                bad("maguffin-seen-kind", f"{where}: {hit.group(0)!r} of a permission, which is a "
                                          f"page signed on the day")
    for n in trip.get("npcs") or []:
        want, secret = n.get("want") or "", n.get("secret") or ""
        if LAST_TAKE.search(want):
            bad("keeper-want-muddled", f"npc/{n.get('name')}/want: {want[:70]!r} reads as wanting "
                                       f"the crew to take it")
        hit = HURTS.search(secret)
        if hit and ((kind in HARMLESS and form != "book") or made) and _about(secret, m):
            bad("maguffin-hurts-kind", f"npc/{n.get('name')}/secret: {hit.group(0)!r} of a {kind} "
                                       f"({m.get('short')!r}) that cannot hurt anyone")
    joined = " | ".join(t for _, t in mlines)
    pairs = ((SKY_WIDE, SMALLER), (POSTCARDS, NO_PHOTO), (POSTCARDS, NOT_LIKE), (UNWRITTEN, PAGES))
    for a, b in pairs:
        ha, hb = a.search(joined), b.search(joined)
        if ha and hb:
            bad("maguffin-size-truth", f"maguffin: {ha.group(0)!r} beside {hb.group(0)!r}")
    hit = UNWRITTEN.search(joined)
    if hit and world.get("inhabitants") in ("none", None):
        bad("maguffin-size-truth", f"maguffin: {hit.group(0)!r} on a world where nobody lives")
    if "local name" in (m.get("what") or "").lower():
        english = next((t for _, t in every if ENGLISH.search(t or "")), None)
        if world.get("node_type") in EARTHS or english:
            why = f"a line says {ENGLISH.search(english).group(0)!r}" if english else world.get("node_type")
            bad("local-name-language", f"maguffin {m.get('what')!r}: its people speak English ({why})")
