"""The consistency audit's round-27 rules on a creature's range and behaviour agreeing everywhere
it appears (cold readers of algorithm-25 trips, r27-cold-c and r27-cold-h). generators/trip/
consistency_r27.py runs them; tests/test_r27_lair.py feeds each a trip broken on purpose.

- ``creature-ground-roams``: a wildlife creature that keeps to its own ground (its want, manner,
  or a scene's obstacle or way round: trip/lair_fit.py) is met on the clock only there, never at
  the lander or between places. Cold read r27-cold-c: a lynx that "keeps to its ground: a long
  way round ... never meets it", and on ticks 1, 3 and 5 "A lynx" pawing through the crates by
  the lander, "between the Free Customs Shed and the old mine", tearing at the hatch seals. Fix:
  trip/clock.py deals the ``beast_range: ground`` lines of corpora/trip/play_clock.json.
- ``creature-grazer-lander``: a plant-eating beast does not "come for" or "go for" the lander
  or tear at it (r27-cold-h: "A ewe comes for the lander"). Fix: those lines need
  ``beast_diet: meat|both``; a grazer's stage-3 line wanders up to the lander instead.
- ``creature-solitary-they``: a solitary beast is not "the animals", nor "they ... one of their
  own", in the needed fact of how to get past it (r27-cold-c, of one lynx). Fix: the clue and its
  title in corpora/trip/play_clues.json need ``beast_social != solitary``; a solitary one has its own.
- ``creature-den-word``: no "burrow" for a beast that digs none (r27-cold-c: a lynx's burrow).
  Fix: corpora/grammars/obstacles.json says "den" for every dog-sized solitary beast.
- ``creature-tires-runs``: a creature whose secret way past is that it "tires fast" has no
  Athletics:Running on its block (r27-cold-c, -h: Running +2). Fix: trip/creature_block.py.
"""

from __future__ import annotations

import re

from .lair_fit import trip_ground

RULES = ("creature-ground-roams", "creature-grazer-lander", "creature-solitary-they", "creature-den-word",
         "creature-tires-runs")

AWAY = re.compile(r"\b(lander|hull|crates|between|paths?|trail|den near)\b", re.I)
# (round 36: the clause runs on to the hour to start back, its parts naming the paths walked)
WALK_BACK = re.compile(r"\b(the )?(walk|way|trip) back to the lander\b[^.]*|\bthe walk from [^.]*? to the lander at [^.]*",
                       re.I)
HUNTS = re.compile(r"\b(comes|goes) for the lander\b|\btears at the hatch\b", re.I)
THEY = re.compile(r"\bthey take anything that moves slowly\b|\bfor one of their own\b", re.I)
# beasts that dig a burrow (lists/animals.json and planet_beasts.json kinds)
BURROWERS = ("rabbit", "hare", "badger", "wombat", "fox", "meerkat", "prairie dog", "armadillo", "aardvark",
             "mole", "burrower", "marmot", "groundhog", "gopher")


def _events(trip: dict) -> list[tuple[int, str]]:
    return [(tk.get("tick"), e.get("text") or "") for tk in (trip.get("clock") or {}).get("ticks") or []
            for e in tk.get("events") or []]


def _names(kind: str, text: str) -> bool:
    return bool(kind) and re.search(rf"\b(an?|the) {re.escape(kind)}\b", text, re.I) is not None


def check_r27lair(trip: dict, world: dict, every, bad) -> None:
    beast = str(world.get("beast") or "").lower()
    ground = trip_ground(trip)
    for tick, text in _events(trip):
        # the walk back to the lander is the crew's, not the beast's ("nobody on this trip will
        # see the seal again; the walk back to the lander at ... takes 3 hours": slip-n-slide
        # audit/400's last-chance line for a view of it)
        if ground and _names(beast, text) and AWAY.search(WALK_BACK.sub("", text)):
            bad("creature-ground-roams", f"tick {tick}: {text[:120]!r}, and the {beast} keeps to its "
                                         f"ground at {ground!r}")
        if world.get("beast_diet") == "plants" and _names(beast, text) and HUNTS.search(text):
            bad("creature-grazer-lander", f"tick {tick}: {text[:120]!r} of a {beast}, which eats plants")
    if world.get("beast_social") == "solitary":
        texts = [c.get("fact") or "" for c in trip.get("clues") or []]
        texts += [sc.get("with_clue") or "" for sc in trip.get("scenes") or []]
        # (its own place only where that scene's obstacle is the beast itself: "the animals" of a
        # swarm obstacle there, midges or a flock, are other animals; slip-n-slide audit/619)
        own = {sc.get("place") for sc in trip.get("scenes") or []
               if _names(beast, ((sc.get("obstacle") or {}).get("text") or ""))}
        lone = [(n.get("where") or "").lower() for n in trip.get("npcs") or []
                if n.get("source") == "creature" and "Wildlife" in (n.get("class") or "") and n.get("where")
                and n.get("where") in own]
        for text in texts:  # the way past, or "the animals at" the named one's own place
            m = THEY.search(text) or next((m for w in lone if (m := re.search(
                rf"\bget past the animals at {re.escape(w)}", text, re.I))), None)
            if m:
                bad("creature-solitary-they", f"{m.group(0)!r} of a solitary {beast}: {text[:120]!r}")
    if beast and not any(b in beast for b in BURROWERS):
        for sc in trip.get("scenes") or []:
            for part in ("obstacle", "surprise"):
                text = (sc.get(part) or {}).get("text") or ""
                if _names(beast, text) and re.search(r"\bburrow\b", text, re.I):
                    bad("creature-den-word", f"scene/{sc.get('number')}/{part}: {text[:120]!r}: a {beast} digs no burrow")
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature" and "tires fast" in (n.get("secret") or "") and any(
                (k.get("name") or "") == "Athletics:Running" for k in n.get("skills") or []):
            bad("creature-tires-runs", f"{n.get('name')} tires fast (its secret) and has Athletics:Running")
