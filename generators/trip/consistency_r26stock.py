"""The consistency audit's round-26 stock-line rules: lines that read machine-made to a GM
(cold readers of algorithm-24 trips, seeds r26-cold-a..j). generators/trip/consistency_r26.py
runs them; tests/test_r26_stock.py feeds each a trip broken on purpose.

- ``place-same-sky-filler``: once the sky has been said in full, no place's description (nor the
  scene that reads it aloud) says "under the same sky": a filler a GM reads at scene after scene
  (r26-cold c, e, h: scenes 3, 4 and 5). Fix: content/places.py and scene_view.sky_at drop the
  phrase (sky_once.py): the sky is said once, the place's own words stay.
- ``scene-want-no-trouble``: a scene's goal names its trouble or says something else; never "To
  turn this trouble round fast" or "without the trouble here following them", which name no
  trouble at all (r26-cold a, h, i, j). Fix: those want:setback lines are gone from
  corpora/trip/play_lines.json.
- ``start-explains-kin``: the strong start never explains itself to the GM ("The shade-stalker at
  the lander is not the one in the cast: that one is found at ...", r26-cold a, i); a second
  creature of the cast's kind at the lander is "another <kind>" in the fiction. Fix: start.py
  (start_kin.py) writes the beat's creature as another of its kind.
- ``tweak-franchise-material``: no franchise's own name (Vibranium, Energon, Kryptonite, ...) as
  a material on a page ("It is made of Vibranium", "things made of Energon", r26-cold e, f). Fix:
  the names are cleaned out of corpora/lists/fictional_materials.json (corpora/SOURCES.md) and
  tests/test_deny_list.py denies them.
- ``clock-tick-skipped``: the printed clock shows every tick of its segments, in order; an empty
  one says plainly that nothing new happens then ("Tick 1, 2, 3, 4, 6" read as a missing tick,
  r26-cold b, d). Fix: render/trip.py and templates/trip_sheet.md.j2 print every tick.
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("place-same-sky-filler", "scene-want-no-trouble", "start-explains-kin",
         "tweak-franchise-material", "clock-tick-skipped", "place-text-broken")
# a place's words left broken: a comma before a semicolon where the sky was taken out ("Streets in
# rings round an open square,;" r26b-cold-c, d). (A bare site for a whole description, "Crater
# town.", is rarer: content/places.py _desc draws again when its last resort is bare, and 1 trip
# in slip-n-slide audit/1..1000 still ends bare there: not yet a rule.)
BROKEN = re.compile(r",\s*;")

SAME_SKY_FILLER = re.compile(r"\bunder the same sky\b", re.I)
NO_TROUBLE = re.compile(r"\bthis trouble\b|\bthe trouble here\b", re.I)
EXPLAINS = re.compile(r"\bat the lander\b[^.]*\bis not the one in the cast\b|\bnot the one in the cast\b", re.I)
# franchise-owned names once in corpora/lists/fictional_materials.json (tests/test_deny_list.py)
FRANCHISE = ("Adamantium", "Atium", "Australium", "Bavarium", "Byzanium", "Carbonadium", "Celestial Bronze",
             "Chlorophyte", "Dalekanium", "Deepslate", "Dilithium", "Duranium", "Energon", "Frinkonium",
             "Galvorn", "Gold-pressed latinum", "Gundanium", "Imperial Gold", "Inertron", "Ithildin",
             "Jumbonium", "Kryptonite", "Lerasium", "Mithril", "Mythril", "Naqahdah", "Naquadah",
             "Necrodermis", "Netherite", "Netherrack", "Nth Metal", "Octiron", "Phrik", "Prismarine",
             "Purpur", "Rearden Metal", "Redstone", "Runite", "Saronite", "Scrith", "Seastone",
             "Stygian Iron", "Supermanium", "Thirium", "Titansteel", "Transformium", "Transparisteel",
             "Trinium", "Tritanium", "Truesilver", "Uru", "Valyrian Steel", "Vibranium", "Wraith pathogen",
             "Yautjavian metal", "Z-Crystals")
FRANCHISE_RX = re.compile(r"(?<![\w-])(" + "|".join(re.escape(x) for x in FRANCHISE) + r")(?![\w-])")
TICK = re.compile(r"^\s*Tick (\d+) \(")


def _sky(trip: dict, bad) -> None:
    for loc in trip.get("locations") or []:
        if SAME_SKY_FILLER.search(loc.get("text") or ""):
            bad("place-same-sky-filler", f"{loc.get('name')!r}: {loc.get('text')!r}")
    for sc in trip.get("scenes") or []:
        if SAME_SKY_FILLER.search(sc.get("read_aloud") or ""):
            bad("place-same-sky-filler", f"scene {sc.get('number')}: {sc.get('read_aloud')!r}")


def _broken(trip: dict, bad) -> None:
    for loc in trip.get("locations") or []:
        if BROKEN.search(loc.get("text") or ""):
            bad("place-text-broken", f"{loc.get('name')!r}: {loc.get('text')!r}")
    for sc in trip.get("scenes") or []:
        if ",;" in (sc.get("read_aloud") or "").replace(", ;", ",;"):
            bad("place-text-broken", f"scene {sc.get('number')}: {sc.get('read_aloud')!r}")


def _wants(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        if NO_TROUBLE.search(sc.get("want") or ""):
            bad("scene-want-no-trouble", f"scene {sc.get('number')} want: {sc.get('want')!r} names no trouble")


def _start(trip: dict, bad) -> None:
    st = trip.get("start") or {}
    for part in ("read_aloud", "then"):
        if m := EXPLAINS.search(st.get(part) or ""):
            bad("start-explains-kin", f"start/{part}: {m.group(0)!r}: the start explains itself to the GM")


def _franchise(trip: dict, bad) -> None:
    for where, text in strings(trip, ("rolls", "command", "seed", "$schema")):
        if m := FRANCHISE_RX.search(text):
            bad("tweak-franchise-material", f"{where}: {m.group(0)!r} in {text[:90]!r}")


def _ticks(trip: dict, bad) -> None:
    from ..render.trip import play_text

    clock = trip.get("clock") or {}
    if not clock.get("ticks"):
        return
    printed: list[int] = []
    for line in play_text(trip):
        if (m := TICK.match(line)) and (not printed or printed[-1] != int(m.group(1))):
            printed.append(int(m.group(1)))
    want = list(range(1, int(clock.get("segments") or len(clock["ticks"])) + 1))
    if printed != want:
        bad("clock-tick-skipped", f"clock prints ticks {printed}, not {want}")


def check_r26stock(trip: dict, world: dict, every, bad) -> None:
    _sky(trip, bad)
    _wants(trip, bad)
    _start(trip, bad)
    _franchise(trip, bad)
    _ticks(trip, bad)
    _broken(trip, bad)
