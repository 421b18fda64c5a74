"""The consistency audit's round-25 surrealism-tweak rules (issue 10, coherent trips: cold
readers of algorithm-22 trips). generators/trip/consistency_r25.py runs them;
tests/test_r25_tweaks.py feeds each a contradicting trip.

- ``tweak-change-unfit``: a natural-world tweak's detail says a change its process cannot
  take. "It acts on <things> instead", "works only on things made of ..." and "... instead of
  things" need a process that acts on things (gravity, rust, rain: its ``acts`` in
  corpora/lists/tweak_targets_natural.json, the fact ``tweak_acts``); "leaves <things> behind"
  and "wherever it has been at work" need one that travels over the ground, at work in one
  spot after another (rain, wind, a migration: its ``moves``, the fact ``tweak_moves``). Cold
  reads: "Something is strange about dreaming here. It acts on toilets"; dreaming that "leaves
  ewes behind". A detail that is not plain English ("every track the crew leave does it in
  their place") fires too. Fix: those detail lines (corpora/grammars/tweaks.json) need the
  fact, and the processes that lack it have lines of their own that say what the crew see.
- ``tweak-reverse-unfit``: a natural process run backwards ("It runs backwards here: ...") shows
  its own reversal (its ``reverse`` in lists/tweak_targets_natural.json), never one written for
  another process. Cold reads: fermentation that made "things get younger the longer they are
  left alone"; the seasons or a mirror's reflection that made "shadows lean toward the light";
  magnetism that made "rust flake back onto bare iron". Fix: each process has its own reversal
  (content/tweaks_for.py process_reversal, grammars/tweaks.json #reversal#).
- ``tweak-person-elsewhere``: a character tweak never puts its person somewhere other than
  where the crew meet them: inside the lander's memory banks or the crew's own shadows only for
  one who travels with the crew, inside a painting only at their own place. Cold reads: a local
  met at the knot of collapsed geometry who is "inside a painting at the Demorphing Shoal"; one
  met at a reef who is "inside the lander's memory banks somehow". Fix: those lines need the
  person's ``met_at`` (generators/facts_r25.py), and a painting is at their own place.
- ``tweak-never-met``: every tweak is shown in a scene, where the crew meet it: a tweak at a
  place in that place's scene, a character tweak in the scene where its person is met (the
  first scene for one who travels with the crew), the maguffin's in the scene where the
  maguffin is. Cold read: a tweak named in the node section that no scene, place or NPC ever
  shows, so the GM does not know where the crew meet it. Fix: trip/scene_view.py tweaks_at
  shows people's and the maguffin's tweaks too.
"""

from __future__ import annotations

import re

RULES = ("tweak-change-unfit", "tweak-never-met", "tweak-reverse-unfit", "tweak-person-elsewhere")

# a detail's words -> the target fact they need (lists/tweak_targets_natural.json field)
NEEDS = (
    (re.compile(r"^It acts on\b|^It works only on things made of\b|\binstead of things\b"), "acts"),
    (re.compile(r"\bwherever it (has been|is) at work\b|\bwhere it has been at work\b|"
                r"\bleaves? .{0,60}\bbehind\b"), "moves"),
)
# detail wording that is not plain English
GARBLED = re.compile(r"\bdoes it in their place\b")
BACKWARDS = "It runs backwards here: "
WITH_CREW = re.compile(r"\b(the lander's memory banks|the crew's own shadows)\b")
PAINTING = re.compile(r"\binside a painting at (.+?), and\b")
TRAVELLING = "Travelling with the crew"


def _bare(place: str) -> str:
    return re.sub(r"^the ", "", place.strip(), flags=re.I).lower()


def _elsewhere(trip: dict, bad) -> None:
    where = {n.get("name"): n.get("where") or "" for n in trip.get("npcs") or []}
    for tw in trip.get("tweaks") or []:
        if tw.get("kind") != "character":
            continue
        who, detail = (tw.get("target") or "").split(" (")[0], tw.get("detail") or ""
        home = where.get(who, "")
        if (m := WITH_CREW.search(detail)) and not home.startswith(TRAVELLING):
            bad("tweak-person-elsewhere", f"tweak/{who!r}: {m.group(0)!r}, yet met at {home[:40]!r}")
        if (m := PAINTING.search(detail)) and _bare(m.group(1)) != _bare(home):
            bad("tweak-person-elsewhere", f"tweak/{who!r}: inside a painting at {m.group(1)[:40]!r}, yet met at "
                                          f"{home[:40]!r}")


def process_facts(target: str) -> dict:
    """The list fields of a natural tweak's process ("Wind at the Humming Canyon" -> Wind's)."""
    from ..data import load

    return load("lists/tweak_targets_natural").fields_of(target.split(" at ")[0]) or {}


def _unfit(trip: dict, bad) -> None:
    for tw in trip.get("tweaks") or []:
        if tw.get("kind") != "natural":
            continue
        detail, f = tw.get("detail") or "", process_facts(tw.get("target") or "")
        for pat, fact in NEEDS:
            m = pat.search(detail)
            if m and f.get(fact) != "yes":
                bad("tweak-change-unfit", f"tweak/{tw['target'][:50]!r}: {m.group(0)!r} needs a process "
                                          f"that {'acts on things' if fact == 'acts' else 'moves'}")
        if m := GARBLED.search(detail):
            bad("tweak-change-unfit", f"tweak/{tw['target'][:50]!r}: {m.group(0)!r} is not plain English")
        if detail.startswith(BACKWARDS) and detail[len(BACKWARDS):].rstrip(".") != f.get("reverse"):
            bad("tweak-reverse-unfit", f"tweak/{tw['target'][:50]!r}: {detail[len(BACKWARDS):][:60]!r} is not how "
                                       f"this process looks run backwards")


def shown_as(tw: dict, places: tuple = ()) -> str:
    """What a scene's tweak line names a tweak by: its person's name, the maguffin's short name,
    or the thing at the place (``places``: the trip's place names, so a place whose own name has
    an "at" in it is cut off whole: "The carousel at the beach at the tide post", slip-n-slide
    audit/181 of algorithm 29)."""
    target = tw.get("target") or ""
    if tw.get("kind") == "character" or target.endswith("(the maguffin)"):
        return target.split(" (")[0]
    for name in sorted(places, key=len, reverse=True):
        if name and target.lower().endswith(" at " + name.lower()):
            return target[:-len(" at " + name)]
    return target.rsplit(" at ", 1)[0] if " at " in target else target


def _met(trip: dict, bad) -> None:
    lines = [x.lower() for sc in trip.get("scenes") or [] for x in sc.get("tweaks") or []]
    places = tuple(sc.get("place") or "" for sc in trip.get("scenes") or [])
    for tw in trip.get("tweaks") or []:
        what = re.sub(r"^the ", "", shown_as(tw, places), flags=re.I).lower()
        if what and not any(what in x and (tw.get("detail") or "")[:40].lower() in x for x in lines):
            bad("tweak-never-met", f"tweak/{(tw.get('target') or '')[:60]!r}: no scene shows it")


def check_r25tweaks(trip: dict, world: dict, every, bad) -> None:
    _unfit(trip, bad)
    _met(trip, bad)
    _elsewhere(trip, bad)
