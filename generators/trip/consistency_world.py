"""The consistency audit's rules about the world, its day and its places (generators/trip/
consistency.py runs them):

- ``timed-maguffin-hours``: a timed maguffin (a sunset, an afternoon, a sight after dark: the
  fact ``maguffin_time``) happens at the hours the node's own dusk gives (the strong start's
  "Light and dark" line), and the clock's last chance comes before those hours, never after
  (cold5 velvet: "at the next tick the sunset is gone" two hours after dusk); a sunset or an
  afternoon named in the maguffin is timed.
- ``planet-size-air``: a planet's size, gravity and air agree: the size's own range of
  gravity (corpora/lists/planet_size.json) and its needs (a moonlet holds thin air or none;
  glass-otter-12: "0.16 g", "a few hundred kilometres across", "thick as soup").
- ``place-age-fits``: a place's description fits the age its name says (salt-gallery-2:
  "The old mine", "Brand new ... and very proud of itself").
- ``maguffin-moved``: a place, a view or an event is not moved, held or gone
  (moss-quarry-90: "Knows exactly where the mine was a week ago, and who moved it").
- ``fork-in-sky``: an Alternate Earth whose fork gave it another moon shows it in the
  night sky (salt-gallery-2: "A second moon hangs in the sky" and "a full moon and the sound
  of frogs"), and no sky slip hides the fork's moons (a keyhole moon over them) or Earth's
  (a tiled sky on an Alternate Earth).
- ``drought-climate``: a world in drought (water scarce or none) has no rainy climate
  (plum-ember-58: "it has not rained for three years" and "A Valley winter: fog, rain").
- ``place-maguffin-itself``: a place maguffin is described as what its name says (the
  old mine as workings, shafts or tunnels; glass-otter-12: "The old mine", "A stretch of
  slabs of dark basalt under the open sky").
- ``barn-landing``: days or months from home, where the barn stands (and the crew's own
  lander may be parked in it), the lander does not come down at the barn's own coordinates
  (cold-b4322b).
- the rules on the node's own fact-sheet lines (boil-thin-air, day-length-nightless,
  sky-slip-one, rank-law) are in consistency_sheet.py, the rules on what happens there
  (running under heavy gravity, a creature's range and ways, light, truces, cameras) in
  consistency_events.py, the rules on the world's life, water and sky against the scenes
  (lifeless-creature, water-world-walked, starless-hearsay, sky-sun-count, deep-name-aged, wind-and-calm) in
  consistency_nature.py; the stat blocks' harm lines and the props a scene's tweak names
  (harm-line-rules, tweak-prop-unseen) in consistency_told.py.
"""

from __future__ import annotations

import re

from ..content.places import place_age
from ..content.world import sky_fields
from ..data import load
from ..needs import fits
from .consistency_events import RULES as EVENT_RULES, check_events
from .consistency_sheet import RULES as SHEET_RULES, check_sheet
from .consistency_nature import RULES as NATURE_RULES, check_nature
from .consistency_told import RULES as TOLD_RULES, check_told

RULES = ("timed-maguffin-hours", "planet-size-air", "place-age-fits", "maguffin-moved",
         "fork-in-sky", "drought-climate", "barn-landing", "place-maguffin-itself") + SHEET_RULES + EVENT_RULES \
    + NATURE_RULES + TOLD_RULES

# what a place maguffin's description shows, by the last word of its name's head
ITSELF = {"mine": r"shafts?|tunnels?|workings", "tower": r"towers?", "harbour": r"quays?|jett(y|ies)|piers?",
          "garden": r"flowers|lawns?|paths?|trees|garden", "market": r"stalls?"}

TIMED_WORDS = re.compile(r"\b(sunset|sunrise|afternoon|dusk|dawn)\b", re.I)
HOUR = re.compile(r"\bhour (\d+)\b")
# what a place of each age is never called (its name says the age: content/places.place_age)
NOT_AT_AGE = {
    "old": re.compile(r"\b(brand[- ]new|spotless|freshly painted|half-finished|half-built)\b", re.I),
    "ruined": re.compile(r"\b(brand[- ]new|spotless|freshly painted|half-finished|half-built|busy|crowded|"
                         r"noisy|grand|closing early|very clean)\b", re.I),
    "new": re.compile(r"\b(run-down|half-abandoned|shabby|fallen in)\b", re.I),
}
RAINY = re.compile(r"\b(rain|showers|swollen creeks|rivers running high|mud in every hollow|"
                   r"wet chill)\b", re.I)
BARN_TAKEN = re.compile(r"\b(parked in the barn|in the barn, preparing|barn is still up for sale)\b",
                        re.I)


def _light(trip: dict) -> tuple[list[int], list[int]]:
    """The dusk and dawn hours the strong start gives."""
    then = (trip.get("start") or {}).get("then", "")
    return ([int(h) for h in re.findall(r"dusk at hour (\d+)", then)],
            [int(h) for h in re.findall(r"dawn at hour (\d+)", then)])


def _timed(trip: dict, world: dict, bad) -> None:
    time = world.get("maguffin_time") or "any"
    m = trip["maguffin"]
    if time == "any":
        if m.get("kind") in ("view", "event", "place") and TIMED_WORDS.search(m.get("what", "")):
            bad("timed-maguffin-hours", f"{m['what']!r} names a time of day, and the world "
                                        f"has no maguffin_time")
        return
    ticks = (trip.get("clock") or {}).get("ticks") or []
    when = next((e["text"] for e in (ticks[0]["events"] if ticks else [])
                 if e["text"].startswith("When it happens")), "")
    hours = [int(h) for h in HOUR.findall(when)]
    if not hours:
        bad("timed-maguffin-hours", f"a {time} maguffin and no hour on the clock")
        return
    dusks, dawns = _light(trip)
    start = hours[0]
    end = re.search(r"dusk at hour (\d+)", when)
    ok = {"dusk": start in dusks, "afternoon": bool(end) and int(end.group(1)) in dusks,
          "tide": bool(end) and int(end.group(1)) in dusks,  # low water at dusk (r30-record)
          "night": any(d <= start and not any(d < w <= start for w in dawns) for d in dusks)}[time]
    if not ok:
        bad("timed-maguffin-hours", f"a {time} maguffin at hour {start}, and the node's dusks "
                                    f"are at {dusks}")
    for t in ticks:
        for e in t["events"]:
            if e["text"].startswith("Last chance") and 4 * t["tick"] >= start:
                bad("timed-maguffin-hours", f"tick {t['tick']} (hour {4 * t['tick']}): last chance "
                                            f"for a maguffin at hour {start}")


def _planet(trip: dict, world: dict, facts: dict, bad) -> None:
    if world.get("family") != "planet":
        return
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    size = next(((v, f) for v, _, f in load("lists/planet_size").items
                 if d.get("Size", "").startswith(v)), None)
    if size is None:
        return
    v, f = size
    if not fits(f.get("_needs"), facts):
        bad("planet-size-air", f"a {v} planet with {world['air']} air")
    g = re.match(r"(\d+\.\d+) g", d.get("Gravity", ""))
    if g and not f["g_lo"] <= round(float(g.group(1)) * 100) <= f["g_hi"]:
        bad("planet-size-air", f"a {v} planet at {g.group(1)} g")


def _places(trip: dict, bad) -> None:
    for loc in trip["locations"]:
        pat = NOT_AT_AGE.get(place_age(loc["name"]))
        m = pat.search(loc.get("text", "").split(". ")[0]) if pat else None
        if m:
            bad("place-age-fits", f"{loc['name']!r} is {place_age(loc['name'])}, and described "
                                  f"{m.group(0)!r}")


def _moved(trip: dict, world: dict, bad) -> None:
    m = trip["maguffin"]
    kind, short = m.get("kind"), re.escape(m.get("short") or "")
    if kind not in ("place", "view", "event", "person", "knowledge") or not short:
        return
    pat = re.compile(rf"\b(where {short} was a week ago|{short} was a week ago, and who moved it)",
                     re.I)
    gone = re.compile(rf"\bonce {short} is gone\b", re.I) if kind in ("place", "view", "event") else None
    for n in trip["npcs"]:
        for k in ("want", "secret"):
            t = n.get(k) or ""
            hit = pat.search(t) or (gone.search(t) if gone else None)
            if hit:
                bad("maguffin-moved", f"npc/{n['name']}/{k}: {hit.group(0)!r} of a {kind}")
    if kind in ("place", "view", "event", "knowledge"):  # cold read 7: "the heir's name was moved"
        moved = re.compile(rf"\b{short} was moved\b", re.I)
        for i, e in enumerate(trip.get("events") or []):
            hit = moved.search(e.get("text") or "")
            if hit:
                bad("maguffin-moved", f"event/{i + 1}: {hit.group(0)!r} of a {kind}")


def _sky(trip: dict, world: dict, bad) -> None:
    if world.get("family") != "alternate":
        return
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    fork = next((f for v, _, f in load("lists/bifurcations").items
                 if v in d.get("Bifurcation", "")), {})
    if fork.get("moons", world.get("moons")) != world.get("moons") or world.get("moons") == "unknown":
        # a sky slip drawn over the fork (review of round 9: a keyhole moon over the fork's
        # two moons, a tiled sky hiding Earth's moon with no line saying so)
        bad("fork-in-sky", f"the fork gives {fork.get('moons', 'one')} moon(s), and the world "
                           f"has {world.get('moons')!r} under {world.get('sky_night')!r}")
    elif world.get("moons") == "several" and sky_fields(world.get("sky_night", "")).get("moons") != "several":
        bad("fork-in-sky", f"the fork gave Earth another moon, and the night sky is "
                           f"{world.get('sky_night')!r}")


def _weather(trip: dict, world: dict, bad) -> None:
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    dry = world.get("water") in ("none", "scarce") or "has not rained" in d.get("Era", "")
    m = RAINY.search(world.get("climate_text") or d.get("Climate", ""))
    if dry and m:
        bad("drought-climate", f"a dry world with the climate {m.group(0)!r}")
    if BARN_TAKEN.search(d.get("Era", "")) and not re.search(r"behind the barn|out of sight of the barn",
                                                             d.get("Arrival", "behind the barn")):
        bad("barn-landing", "the barn stands (and is taken), and the lander lands on its "
                            "coordinates")


def _itself(trip: dict, bad) -> None:
    m = trip["maguffin"]
    if m.get("kind") != "place":
        return
    loc = next((x for x in trip["locations"] if x["name"] == m.get("where")), None)
    head = re.split(r" (?:on|of|by|at) ", (m.get("where") or "").lower())[0].split()
    want = ITSELF.get(head[-1] if head else "")
    if loc and want and not re.search(rf"\b({want})\b", loc.get("text", "").split(". ")[0], re.I):
        bad("place-maguffin-itself", f"{loc['name']!r} is described as "
                                     f"{loc.get('text', '')[:60]!r}")


def check_world(trip: dict, world: dict, facts: dict, bad) -> None:
    _timed(trip, world, bad)
    _planet(trip, world, facts, bad)
    _places(trip, bad)
    _moved(trip, world, bad)
    _sky(trip, world, bad)
    _weather(trip, world, bad)
    _itself(trip, bad)
    check_sheet(trip, world, bad)
    check_events(trip, world, bad)
    check_nature(trip, world, bad)
    check_told(trip, world, bad)
