"""The consistency audit's round-26 maguffin rules: lines about one trip's maguffin that
contradict each other (cold readers of algorithm-23 trips). generators/trip/consistency_r26.py
registers them; tests/test_r26_maguffin.py feeds each a trip broken on purpose. The fix is in
generation: the maguffin's facts are rolled once with it (content/maguffin_facts.py, the facts
of generators/facts_r26.py) and every line about it needs them.

- ``maguffin-seems-fake``: its GM-only truth says it is what it seems ("It is exactly what it
  seems, which surprises everyone", "It is what it seems, but the client ...", "It is real, but
  ..."), and another line says it is not: it glows when someone lies, it looks exactly like
  something else, someone swapped it for a fake or made a copy of it, a surrealism tweak makes it
  glow (fact ``maguffin_seems``).
- ``maguffin-book-page``: a book (a ledger of recipes, 2 kg, "the book itself comes home") is
  also a page cut out of a ledger, a single sheet or a dozen pages.
- ``maguffin-photos-whose``: on a tour the pictures are the crew's job for the client in one line
  (a panorama, a dozen shots; a group photo in the ad) and "the tourists' own affair" (or only a
  party that saw it is paid for) in another (fact ``maguffin_photos``).
- ``maguffin-spot-moves``: a sight seen from "the one spot" beside a line that has the crew find
  another spot, set up further off, or argue over the best of several (fact ``maguffin_spots``).
- ``maguffin-gist-unpaid``: the fact a knowledge, an event or a view turns on (``maguffin.gist``,
  GM only) is printed in the maguffin's block and said nowhere else: no scene, clue or ending
  uses it (trip/gist_pay.py says it at the climax, where it is played).
"""

from __future__ import annotations

import re

RULES = ("maguffin-seems-fake", "maguffin-book-page", "maguffin-photos-whose", "maguffin-spot-moves",
         "maguffin-gist-unpaid")

SEEMS = re.compile(r"^(It is (exactly )?what it seems|It is real\b|They are exactly who|Both beasts are (exactly )?what they seem|"
                   r"No trick to the prize but one\b)")
# a claim that the maguffin is not what it seems (its own truth line is read apart)
FAKE = re.compile(r"\b(for a fake|a forgery|made a copy of|is a copy\b|glows?( faintly| a little)? when|"
                  r"glows?( faintly)? whenever|it glows a little|not what it seems|looks exactly like)\b", re.I)
PAGE = re.compile(r"\b(on a page that has been cut out|a cut page|cut-out page|a single (sheet|page)|"
                  r"one (loose )?sheet|a dozen pages|weighs nothing: one page)\b", re.I)
CREW_PHOTOS = re.compile(r"\b(the client wants a panorama|a dozen shots|group photo|pictures? the client asked for)\b",
                         re.I)
TOURIST_PHOTOS = re.compile(r"\b(photographs are the tourists' own affair|a party that saw it and got home is "
                            r"what the client pays for|is what the tourists paid to see)\b", re.I)
ONE_SPOT = re.compile(r"\b(the one spot|only shows itself from one spot|the one good (viewing )?spot)\b", re.I)
OTHER_SPOT = re.compile(r"\b(to find another(?=\))|to another spot|set up further off|Nobody can agree on the best spot|"
                        r"any of a few good spots|from every good spot)\b", re.I)


def _strings(o, path: str = ""):
    if isinstance(o, dict):
        for k, v in o.items():
            yield from _strings(v, f"{path}/{k}" if path else k)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from _strings(v, f"{path}/{i}")
    elif isinstance(o, str):
        yield path, o


def _page(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of every line of the page (not the fact sheet, the roll log or the command)."""
    skip = ("world", "rolls", "command", "$schema", "seed", "version", "code", "path", "short_names")
    return [(w, t) for w, t in _strings({k: v for k, v in trip.items() if k not in skip})]


def _block(trip: dict) -> list[tuple[str, str]]:
    m = trip.get("maguffin") or {}
    return [(w, t) for w, t in _strings(m, "maguffin")]


def _about(trip: dict, page: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The lines about the maguffin: its block, lines naming it, tweaks on it, secrets of a prize."""
    m = trip.get("maguffin") or {}
    short = (m.get("short") or "").strip().lower()
    out = _block(trip)
    for w, t in page:
        if w.startswith("maguffin/"):
            continue
        low = t.lower()
        if short and short in low or "(the maguffin)" in low or "the prize" in low:
            out.append((w, t))
    for tw in trip.get("tweaks") or []:
        if (tw.get("target") or "").endswith("(the maguffin)"):
            out.append(("tweaks", tw.get("detail") or ""))
    return out


def _seems(trip: dict, page, bad) -> None:
    m = trip.get("maguffin") or {}
    if not SEEMS.search(m.get("really") or ""):
        return
    for w, t in _about(trip, page):
        if w.startswith("maguffin/really") or t.startswith("The truth about") or "truth about" in t:
            continue
        if hit := FAKE.search(t):
            bad("maguffin-seems-fake", f"{w}: {hit.group(0)!r} beside the truth {m['really'][:60]!r}: {t[:100]!r}")


def _book(trip: dict, world: dict, page, bad) -> None:
    m = trip.get("maguffin") or {}
    if (m.get("form") or world.get("maguffin_form")) != "book":
        return
    for w, t in _about(trip, page):
        if hit := PAGE.search(t):
            bad("maguffin-book-page", f"{w}: {hit.group(0)!r} of a book ({m.get('what', '')[:50]!r}): {t[:100]!r}")


def _photos(trip: dict, world: dict, page, bad) -> None:
    if world.get("mission") != "tourism":
        return
    crew = next(((w, t) for w, t in page if CREW_PHOTOS.search(t) and (
        w.startswith(("maguffin/", "teaser", "goal")))), None)
    mine = next(((w, t) for w, t in page if TOURIST_PHOTOS.search(t)), None)
    if crew and mine:
        bad("maguffin-photos-whose", f"{crew[0]}: {CREW_PHOTOS.search(crew[1]).group(0)!r} (the crew's job) beside "
                                     f"{mine[0]}: {TOURIST_PHOTOS.search(mine[1]).group(0)!r}")


def _spot(trip: dict, page, bad) -> None:
    one = next(((w, t) for w, t in _block(trip) + [x for x in page if x[0].startswith("scenes/")]
                if ONE_SPOT.search(t)), None)
    if not one:
        return
    for w, t in page:
        if hit := OTHER_SPOT.search(t):
            bad("maguffin-spot-moves", f"{one[0]}: {ONE_SPOT.search(one[1]).group(0)!r} beside {w}: {hit.group(0)!r}: "
                                       f"{t[:100]!r}")


def _gist(trip: dict, page, bad) -> None:
    gist = ((trip.get("maguffin") or {}).get("gist") or "").strip()
    if not gist:
        return
    key = gist[:60]
    if not any(key in t for w, t in page if w.startswith(("scenes/", "clues/", "endings/"))):
        bad("maguffin-gist-unpaid", f"maguffin/gist {gist[:80]!r} is said by no scene, clue or ending")


def check_r26maguffin(trip: dict, world: dict, every, bad) -> None:
    page = _page(trip)
    _seems(trip, page, bad)
    _book(trip, world, page, bad)
    _photos(trip, world, page, bad)
    _spot(trip, page, bad)
    _gist(trip, page, bad)
