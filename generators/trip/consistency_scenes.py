"""The consistency audit's rules about how a DayTrip's scenes play at the table
(generators/trip/consistency.py runs them):

- roll-always-succeeds: a printed roll that cannot miss ("roll 1d6: on 6 or less"), so the
  ruling never bites.
- way-round-repeats-roll: a way round that asks for the obstacle's own roll again ("Jury-rig
  it (GRACE DL 4)" past a GRACE DL 4 obstacle); a way round is another stat or approach.
- scene-obstacle-fits-place: an obstacle or its way round names weather, daylight or open
  ground (corpora/trip/play_lines.json, outdoor-only) at an indoor place (wind in a mine).
- scene-terrain-fits-place: an obstacle that needs height or rock overhead (a rockslide, "a
  fall here is a long one", ground that shakes and drops things) is at a place whose name says
  rock (a ridge, a canyon; a wood for the shaking), never at a reed landing or a market on a
  flat valley floor (cold read 15, stop-4c1e27).
- obstacle-needs-lander: an obstacle about the lander's own instruments at a scene the crew
  reach on foot (the lander stays at the slip-in point).
- creature-looks-fit-name: a creature's look names another size than its name's own fact
  ("the guinea pig", "the size of a bus").
- bound-foe-elsewhere: an NPC said to be bound to its own ground ("it will not leave its own
  ground") is the foe of a scene at another place (cold read 9: a wraith met in every scene).
  The trip's creature roams (its clock track, every scene's foe of its kind), so no creature
  line binds it (people.json creature_weakness_*).
- Rulings a GM had to invent: start-without-roll (the strong start's trouble, a sinking
  lander, with no roll or DL), night-without-dawn (a night arrival, or a short day, without
  the hours of dawn and dusk), stealth-without-dl (Stealth Required and no DL to pass
  unseen), event-without-end (an event maguffin and no word on how long it lasts).
- obstacle-resets: a scene's obstacle resets, turns one way only or changes each time it
  is used, beside the page's promise that an obstacle the crew got past stays passed on the
  way back (cold read 15: "a mechanical puzzle that resets every hour").
- one-path-to-maguffin: the maguffin's own lines say it is reached by one path, and the
  page's map links its scene by more (cold read 16, cold-bddb3f: "It is reached by one path"
  beside two paths to the ruined tower).
- landing-hazard-twice: the strong start puts one trouble in the ground where the lander
  stands (shifting, sinking) and scene 1's obstacle a second one (slick, sinking, giving way)
  at the same spot (cold read 15, stop-4c1e27: "the lander's feet are sinking" and
  "Everything ... is slick with something").
- stealth-at-its-place: Stealth Required's ruling binds the crew to pass unseen at the place
  its own line names, not "at each scene" (cold read 14: a crowded landing, hospitable
  locals, a gatekeeper who sells to the tourists and needed clues that all come from talking,
  beside "at each scene the crew must also pass unseen").
"""

from __future__ import annotations

import re

RULES = ("roll-always-succeeds", "way-round-repeats-roll", "scene-obstacle-fits-place",
         "scene-terrain-fits-place", "obstacle-needs-lander", "creature-looks-fit-name",
         "start-without-roll", "night-without-dawn", "stealth-without-dl", "event-without-end",
         "bound-foe-elsewhere", "stealth-at-its-place", "obstacle-resets", "one-path-to-maguffin",
         "landing-hazard-twice")

# "1d6: on 6 or less", "roll 2d6, on 12 or less", "on a 1 or more"
_LESS = re.compile(r"\b(\d+)d(\d+)\b[^.;]{0,60}?\bon (?:a )?(\d+) or (less|lower|under|more|higher)\b", re.I)
# an obstacle that comes back once passed: it resets, shuts again behind the crew, lets them
# through one way only, or is another obstacle each time it is met ("the pattern changes every
# time someone gets it wrong" is a lock that is opened once, and stays open)
_RESETS = re.compile(r"\b(resets( itself)?( (every|each|after|at|when|whenever|once)\b)|re-?sets itself|(re-?)?(locks|seals|"
                     r"closes|shuts|bars|fills|grows|knits|heals|freezes) (itself )?(again|back|up again) (behind|after|"
                     r"once|every|each|when|whenever)|(opens|works|lets (anyone|people|them) through|goes) one way only|"
                     r"only (opens|works|lets \w+ through) (one way|from the other side|inwards|outwards)|one-way "
                     r"(gate|door|hatch|passage|valve|bridge|turnstile|lock|stair)|(different|new|another|a fresh \w+) "
                     r"(each|every) time (it is|it's|they are) (used|crossed|passed|opened|met)|(changes|moves|shifts|"
                     r"rearranges( itself)?) (each|every) time (it is|it's) (used|crossed|passed|opened))", re.I)
# the maguffin's lines say one way leads to it ("reached by one path", "the only way in is the
# rope bridge", "a single track leads there", "accessible only by the old stair")
_ONE_PATH = re.compile(r"\b(reached by (one|a single|only one|just one) (path|road|way|route|track|trail)|"
                       r"(the|its) (only|one|single) (path|road|way|route|track|trail|approach) (in|there|to it|up|down|"
                       r"leads)|(one|a single|only one|just one) (path|road|way|route|track|trail) (leads|goes|runs) "
                       r"(to|in|there|up|down)|(accessible|reachable|reached|approached) only (by|from|through|along|via)|"
                       r"(can|may) only be (reached|approached) (by|from|through|along|via))\b", re.I)
_BOUND = re.compile(r"\b(will not|never|cannot) (leave|stray from) (its|their) own (ground|lair|place)\b",
                    re.I)
_LANDER = re.compile(r"\blander'?s (instruments|sensors|screens|controls)\b|\bnavigate by hand\b", re.I)


def _always(text: str) -> str | None:
    for m in _LESS.finditer(text):
        n, sides, at, way = int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(4).lower()
        if (way in ("less", "lower", "under") and at >= n * sides) or \
                (way in ("more", "higher") and at <= n):
            return m.group(0)
    return None


def _bound(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        if not _BOUND.search(n.get("secret") or ""):
            continue
        for sc in trip.get("scenes") or []:
            for label in ("obstacle", "surprise"):
                if ((sc.get(label) or {}).get("foes") or {}).get("npc") == n["key"] \
                        and sc["place"] != n.get("where"):
                    bad("bound-foe-elsewhere", f"scene/{sc['number']}/{label}: {n['name']} will "
                                               f"not leave {n.get('where')!r}, and is met here")


def check_scenes(trip: dict, every: list[tuple[str, str]], bad) -> None:
    from ..content.places import place_kind
    from .scene_view import unfit_terrain
    from .scenes import fits_place, repeats_roll

    check_creatures(trip, bad)
    check_rulings(trip, bad)
    _bound(trip, bad)
    for where, t in every + [(f"node/{d['label']}", d["text"]) for d in trip["node"]["details"]]:
        hit = _always(t)
        if hit:
            bad("roll-always-succeeds", f"{where}: {hit!r} can never miss")
    settings = {loc["name"]: loc.get("setting") for loc in trip["locations"]}
    names = sorted((n["name"] for n in trip["npcs"]), key=len, reverse=True)
    for sc in trip.get("scenes") or []:
        for label in ("obstacle", "surprise"):
            o = sc.get(label)
            if not o:
                continue
            where = f"scene/{sc['number']}/{label}"
            if repeats_roll(o["way"], o["stat"]):
                bad("way-round-repeats-roll", f"{where}: the obstacle's roll is {o['stat']} DL {o['dl']} "
                                              f"and the way round asks for {o['stat']} again: {o['way'][:70]!r}")
            place = sc["place"]
            text = f"{o['text']} {o['way']}".replace(place, "").replace(place[:1].lower() + place[1:], "")
            for name in names:  # a way round may name a person: "ask Caden Noon" is no daylight
                text = text.replace(name, "")
            if not fits_place(text, settings.get(place)):
                bad("scene-obstacle-fits-place", f"{where}: weather or open ground at an indoor "
                                                 f"place ({place}): {o['text'][:70]!r}")
            hit = unfit_terrain(f"{o['text']} {o['way']}", place)
            if hit:
                bad("scene-terrain-fits-place", f"{where}: {hit!r} at a {place_kind(place)} place ({place})")
            if sc["kind"] != "arrival" and _LANDER.search(o["text"]):
                bad("obstacle-needs-lander", f"{where}: the crew are on foot here, away from the "
                                             f"lander: {o['text'][:70]!r}")


def check_creatures(trip: dict, bad) -> None:
    """creature-looks-fit-name: a creature's look names the size its name's own fact gives
    (corpora/lists/animals.json, monsters.json), and no other size."""
    from ..content.people import creature_fact
    from ..text.grammar import compiled

    rules = compiled("grammars/people").rules
    sizes = {k[len("creature_size_"):]: [str(r).lower() for r in v] for k, v in rules.items()
             if k.startswith("creature_size_")}
    for n in trip["npcs"]:
        if n.get("source") != "creature" or not n["name"].startswith("The "):
            continue
        own = creature_fact(n["name"][4:])["size"]
        look = n["look"].lower()
        others = [p for k, ps in sizes.items() if k != own for p in ps
                  if p in look and not any(p in q for q in sizes[own])]
        if others or not any(p in look for p in sizes[own]):
            bad("creature-looks-fit-name", f"{n['name']} is {own}-sized by its own fact, and its "
                                           f"look says {n['look'][:70]!r}")


_ROLL = re.compile(r"\b(BRAINS|CHARM|GRACE|HEALTH|MIGHT|PSYCHE) DL \d+")


def check_rulings(trip: dict, bad) -> None:
    start = trip.get("start") or {}
    if not start:
        return
    then = start.get("then", "")
    world = trip.get("world") or {}
    if not _ROLL.search(then):
        bad("start-without-roll", f"the strong start ends on trouble and names no roll: {then[:70]!r}")
    short = any(re.search(r"\bday is only \w+ hours long", d["text"]) for d in trip["node"]["details"]
                if d.get("label") != "From an old field log")  # hearsay, as trip/start.py day_hours
    # (a node with no night has no dawn to give: the start says so)
    if (world.get("arrival") == "night" or short) and world.get("nights") != "no" and "dawn at hour" not in then:
        bad("night-without-dawn", "a night arrival or a short day, and no hours of dawn and dusk")
    if "Stealth Required" in trip.get("complications", []) and not re.search(
            r"Stealth Required[^.]*\bGRACE\b[^.]*\bDL\b", then):
        bad("stealth-without-dl", "Stealth Required with no DL to pass unseen")
    scenes_ = trip.get("scenes") or []
    sinking = re.compile(r"\b(the lander's feet are sinking|the ground [^.]{0,80}\bis shifting)\b", re.I)
    ground = re.compile(r"\b(slick|slippery|sinking|sinks|gives way|giving way)\b", re.I)
    if scenes_ and (m := sinking.search(start.get("read_aloud") or "")) and (
            n := ground.search((scenes_[0].get("obstacle") or {}).get("text") or "")):
        bad("landing-hazard-twice", f"the strong start's {m.group(0)!r} and scene 1's {n.group(0)!r}: "
                                    f"two troubles in one ground")
    said = _ONE_PATH.search(" ".join(str(v) for v in (trip.get("maguffin") or {}).values()))
    ways = sum(1 for c in trip.get("connections") or [] if scenes_ and scenes_[-1]["id"] in (c["from"], c["to"]))
    if said and ways > 1:
        bad("one-path-to-maguffin", f"{said.group(0)!r}, and the map has {ways} paths to it")
    for sc in scenes_:  # the page promises an obstacle got past stays passed
        for part in ("obstacle", "surprise"):
            if m := _RESETS.search((sc.get(part) or {}).get("text") or ""):
                bad("obstacle-resets", f"scene/{sc['id']}/{part}: {m.group(0)!r}, and the way back "
                                       f"says an obstacle got past stays passed")
    ruling = re.search(r"Stealth Required \(Mission Complication[^.]*", then)
    line = next((e["text"] for e in trip.get("events") or [] if e["text"].startswith("Stealth Required:")), "")
    named = [loc["name"].removeprefix("The ") for loc in trip.get("locations") or []
             if loc["name"].removeprefix("The ").lower() in line.lower()]
    if ruling and (re.search(r"\bat (each|every) scene\b", ruling.group(0)) or named and not any(
            n.lower() in ruling.group(0).lower() for n in named)):
        bad("stealth-at-its-place", f"the stealth ruling {ruling.group(0)[50:110]!r} is not bound to "
                                    f"the place its line names: {line[:60]!r}")
    scenes = trip.get("scenes") or []
    if world.get("maguffin") == "event" and scenes and "How long it lasts" not in scenes[-1]["want"]:
        bad("event-without-end", f"an event maguffin and no word on how long it lasts: "
                                 f"{scenes[-1]['want'][:70]!r}")
