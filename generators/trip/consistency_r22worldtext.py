"""The consistency audit's round-22 world-text rules (issue 10, cold read of algorithm-20 trips
r22-cold-a .. r22-cold-j: lines that contradict the world's own fact sheet).
generators/trip/consistency.py runs them; tests/test_r22_worldtext.py feeds each a contradicting
trip.

- ``life-world-cannot-hold``: no line shows life the world's air, water or ground cannot hold.
  Thin air ("too little to live on") or none, a hydrosphere with "not a drop of liquid
  anywhere", or ground that "stays frozen hard for most of the day" holds no flocks, swarms,
  herds of bus-sized beasts, worked soil or "every square metre is alive" (r22-cold-h: "Thin and
  cold" air and "not a drop of liquid anywhere", yet "Birds nest in thousands" and "Biting flies
  cloud the highest peak"; r22-cold-j: "the ground stays frozen hard for most of the day", yet
  "Dark soil, worked into terraces" and "every square metre is alive"). The cause was the
  world's draw: corpora/lists/planet_biosphere.json let a rich biosphere grow in thin air over
  buried ice, corpora/lists/climates.json let frozen-hard ground lie under a rich one, and the
  small-creature obstacles (corpora/trip/play_obstacles.json) and the strong start's flock of
  small fliers (trip/play_lines.json) met microbe-only worlds and thin air; they need rich life
  and air to fly in now.
- ``chao-keeps-hours``: a Multiversal Chao, whose laws of physics flux from hour to hour and
  whose light comes from no sun, keeps no regular day: no "It is day here" and no "dusk at hour
  6, dawn at hour 18" (r22-cold-d: "It is day here" beside "Right now: Light stops." and a
  24-hour day). corpora/lists/skies.json: every Chao night sky is now one with no night
  (``nights: no``: the light only thins and comes back), and content/world.py lands the crew
  in the Chao's light.
- ``storm-under-clear-sky``: no clock tick brings weather the world's one day sky rules out: a
  storm, rain or hail under "a hot white sky and not a cloud in it" (r22-cold-c, Tick 3 "A
  storm crosses the open ground" in daylight). skies.json marks such a sky ``clouds: none``
  (the fact ``clouds``), and the storm and thunder ticks (trip/play_clock.json) and every
  weather hazard of corpora/lists/environmental_hazards.json (rain, hail, snow, lightning,
  storms) need ``clouds != none``.
"""

from __future__ import annotations

import functools
import re

RULES = ("life-world-cannot-hold", "chao-keeps-hours", "storm-under-clear-sky", "nobody-but-today",
         "rare-book-left-open")

RARE_BOOKS = re.compile(r"books are rare", re.I)
BOOK_ABOUT = re.compile(r"\ba book left open\b|\bfolded into a book\b", re.I)

ONLY_TODAY = re.compile(r"the only people here are the ones who landed today|whoever lands, leaves again", re.I)
STAYED = re.compile(r"\b(stayed an? (year|month|week)|years? longer|for (years|months)|has made camp|made camp|"
                    r"has lived here|camped here)\b", re.I)

DAY_HERE = re.compile(r"\bIt is (day|night) here\b|\bLight and dark: a day here lasts\b|\b(dusk|dawn) at hour \d+")
CLEAR = re.compile(r"not a cloud|cloudless", re.I)
WEATHER = re.compile(r"\b(a storm|storms?|rain|raining|hail|hailstorm|downpour|thunder|thunderstorm)\b", re.I)

# what a line shows of life big or busy enough to need air, liquid water and soft ground
LIFE = re.compile(r"\b(birds? nest|flocks? of|biting flies|bats roost|ants cross|wasps' nest|midges|"
                  r"beetles swarm|spiders have strung|leeches|small hopping things|"
                  r"every square metre is alive|herds of beasts|beasts the size of buses|"
                  r"worked into terraces|mushrooms as tall|giant fungi|crowded with life|"
                  r"giant animals everywhere|huge beasts in herds)\b", re.I)
DRY = re.compile(r"not a drop of liquid|no liquid anywhere", re.I)
FROZEN = re.compile(r"frozen hard|never thaws|crack rubber", re.I)


def _details(trip: dict) -> dict[str, str]:
    return {d.get("label"): d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []}


def harsh(trip: dict, world: dict) -> str | None:
    """What of the fact sheet no rich life can live with, quoted; None where it could."""
    det = _details(trip)
    if world.get("air") in ("thin", "vacuum"):
        return f"the air: {det.get('Atmosphere') or world.get('air')!r}"
    if DRY.search(det.get("Hydrosphere") or ""):
        return f"the water: {det['Hydrosphere']!r}"
    if FROZEN.search(world.get("climate_text") or ""):
        return f"the climate: {world['climate_text']!r}"
    return None


def check_r22worldtext(trip: dict, world: dict, every, bad) -> None:
    """``every``: (where, text) of the trip's world text and play layer (consistency.check)."""
    check_r22sky(trip, world or {}, bad)
    if RARE_BOOKS.search(_details(trip).get("Technology") or ""):
        for where, text in every:
            m = BOOK_ABOUT.search(text or "")
            if m:
                bad("rare-book-left-open", f"{where} has {m.group(0)!r} where books are rare and dear")
    pop = _details(trip).get("Population") or ""
    if ONLY_TODAY.search(pop):
        people = [(f"npc/{n['name']}", " ".join(n.get(k) or "" for k in ("want", "secret")))
                  for n in trip.get("npcs") or []]
        for where, text in list(every) + people:
            m = STAYED.search(text or "") if not where.startswith("node/") else None
            if m:
                bad("nobody-but-today", f"{where} says {m.group(0)!r} where the Population says {pop!r}")
    why = harsh(trip, world or {})
    if not why:
        return
    for where, text in every:
        if where.startswith("node/") and where != "node/Biosphere":
            continue  # the fact sheet's other rows are the facts themselves
        m = LIFE.search(text or "")
        if m:
            bad("life-world-cannot-hold", f"{where} shows {m.group(0)!r} where {why}")


def check_r22sky(trip: dict, world: dict, bad) -> None:
    """chao-keeps-hours and storm-under-clear-sky."""
    st = trip.get("start") or {}
    if world.get("family") == "chao":
        for where, text in (("start", st.get("read_aloud") or ""), ("start/then", st.get("then") or "")):
            m = DAY_HERE.search(text)
            if m:
                bad("chao-keeps-hours", f"{where} keeps hours on a Chao: {m.group(0)!r}")
    if CLEAR.search(world.get("sky_day") or ""):
        names = [n["name"] for n in trip.get("npcs") or []]  # "Storm Rose" is a name, not weather
        for t in (trip.get("clock") or {}).get("ticks") or []:
            for e in t["events"]:
                m = WEATHER.search(functools.reduce(lambda x, n: x.replace(n, ""), names, e["text"]))
                if m:
                    bad("storm-under-clear-sky", f"tick {t['tick']} brings {m.group(0)!r} under "
                        f"{world['sky_day']!r}")
