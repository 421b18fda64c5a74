"""The consistency audit's round-20 scene rules (brief r20 scenes; cold read 28, GMs reading
generated trips cold): scene and place lines against the node's own facts. generators/trip/
consistency.py runs them; tests/test_r20_scenes.py feeds each a contradicting trip.

- ``water-use-not-water``: where the world's seas and lakes are not water (the fact ``water``
  strange: lists/planet_hydrosphere.json "Not water", "the seas are warm liquid glass"; the
  Chao's flux) nobody fishes, swims, wades or rows, and no jetty has nets drying on it (cold
  read 28: jetties and fishing nets on a sea of liquid glass). The harbour's description
  (grammars/places.json desc_place_harbour), the rope ferry one swims, the rising water one
  wades, the boats called home and the fish and fishing hook (lists/household_objects.json)
  need ``water: lakes|oceans``; a not-water harbour has its own lines.
- ``festival-place-quiet``: where the maguffin is a festival, a feast or a dance (lists/
  maguffins.json "din": loud), its place is loud: never quiet, hushed, half-empty or a place
  where sound goes flat (cold read 28: a "quiet" room at a drum festival). content/places.py
  gives that place the maguffin's din, and every quiet line needs ``din != loud``.
- ``crowded-and-empty``: one place is not both crowded or busy (a crowded room, full of people
  queuing, elbow to elbow, "Busy with ...", a name such as "The Busy Salmon Weir") and
  half-empty, or quieter than it ought to be ("Half-empty, full of people queuing for
  something"; r20-sc-5: "The Busy Salmon Weir. Quiet except for pilgrims"). Crowded and busy
  lines and names need ``din != quiet``, half-empty and hushed lines ``din != loud``: a place
  has one din.
- ``shut-yet-trading``: a place shut to outsiders for the day (the tourism keeper's last
  barrier, trip/play_lines.json) is not a loud one packed with stalls and shouting traders or
  full of people (cold read 28: a market shut for the day yet packed with shouting stalls).
  The line needs ``din != loud``, read against the climax's own place (trip/scenes.py).
"""

from __future__ import annotations

import re

RULES = ("water-use-not-water", "festival-place-quiet", "crowded-and-empty", "shut-yet-trading")

WATER_USE = re.compile(r"\b(jett(y|ies)|nets drying|fish(ing|ers?|ermen|ed)?|(?<!heads )swim(s|ming)?|"
                       r"wad(e|es|ing|eable)|boats?|rope ferry|rowing|rowboats?|canoes?|"
                       r"drink(s|ing)? from the (river|lake|sea)|water slapping|bath(e|es|ing))\b", re.I)
FESTIVAL = ("the drum festival", "the feast", "the dance")
# phrases that say nothing of how busy the place is (a hushed baby, a breath behind a mask)
ASIDE = re.compile(r"a baby cries and is hushed|every breath is loud|a quiet machine|sworn to silence|"
                   r"keep the tourists quiet|empty of people and full of noise|empty now|nobody at home", re.I)
QUIET = re.compile(r"\b(quiet|quieter than it ought|hushed|half-empty|empty|deserted|silent|"
                   r"sound goes flat)\b", re.I)
CROWDED = re.compile(r"\b(crowded|crowd in|elbow to elbow|full of people|packed tight|"
                     r"everyone shouting|busy|roaring)\b", re.I)
TRADING = re.compile(r"\b(stalls|everyone shouting|loud from end to end|full of people|crowded|"
                     r"crowd in)\b", re.I)
SHUT = re.compile(r"\bhas shut (.+?) to outsiders for the day\b", re.I)


def _place_text(loc: dict) -> str:
    return ASIDE.sub("", f"{loc.get('text', '')} {loc.get('sensory', '')}")


def check_r20scenes(trip: dict, world: dict, every, bad) -> None:
    locs = trip.get("locations") or []
    if world.get("water") == "strange":
        names = [n["name"] for n in trip.get("npcs") or [] if n.get("name")]  # Rani Fisher fishes nothing
        for where, t in every:
            for name in names:
                t = t.replace(name, "")
            if where.startswith(("location/", "scene/", "start", "obstacle/", "maguffin/", "tweak/")) \
                    and (m := WATER_USE.search(t)):
                bad("water-use-not-water", f"{where}: {m.group(0)!r} where the water is not water")
    m = trip.get("maguffin") or {}
    for loc in locs:
        text = _place_text(loc)
        quiet, crowded = QUIET.search(text), CROWDED.search(f"{loc['name']} {text}")
        if m.get("short") in FESTIVAL and loc["name"] == m.get("where") and (quiet or loc.get("din") == "quiet"):
            bad("festival-place-quiet", f"{loc['name']!r} holds {m['short']} but is "
                                        f"{quiet.group(0) if quiet else 'quiet (its din)'}")
        if quiet and crowded:
            bad("crowded-and-empty", f"{loc['name']!r} says {crowded.group(0)!r} and {quiet.group(0)!r}")
    for sc in trip.get("scenes") or []:
        if not (s := SHUT.search(sc.get("release") or "")):
            continue
        name = s.group(1).lower()
        loc = next((x for x in locs if x["name"].lower() == name), None)
        busy = loc and (TRADING.search(_place_text(loc)) or loc.get("din") == "loud")
        if busy:
            said = busy.group(0) if hasattr(busy, "group") else "loud (its din)"
            bad("shut-yet-trading", f"scene/{sc.get('number')}: {loc['name']!r} is shut to outsiders "
                                    f"for the day yet {said!r}")
