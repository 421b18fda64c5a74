"""The consistency audit's rules about lines repeated inside one trip (cold read 25, READER-F
and READER-G "Repeats"; generators/trip/consistency.py runs them, tests/test_r17_repeats.py
feeds each a contradicting trip).

- ``scene-want-twice``: two scenes print the same "The crew want" line (cold25 h: scenes 2
  and 3 both "A safe way on towards the great falls, and a look at who else is heading
  there."). scenes.py deals each scene its own want line.
- ``npc-look-twice``: two people on the page share a stock piece of their look (an age, a
  hairstyle, a feature, a garment of corpora/grammars/people.json: "a dressing gown and a tool
  belt" on the tourist and on the warden, cold25 j; "Ageless in a worrying way" twice, e).
  content/look_once.py redraws such a look.
- ``swarm-obstacles-many``: more than scenes.MAX_SWARMS of the trip's obstacles (scene
  obstacles and hidden surprises) are swarms of small creatures with nothing to fight
  (cold25 f: spiders, midges, wasps, burrowers, small things, beetles in six scenes).
- ``start-beat-again``: the strong start's beat (the last line of its read-aloud) is met again
  as an obstacle: the creature it shows is scene 1's obstacle too (cold25 a: the dune-burrower
  at the hatch, then scene 1's obstacle, in the first ten minutes), or a glowing stone is both
  the start's and a scene's (cold25 b: the runner's stone, then scene 2's). start.py draws no
  such beat.
- ``barn-rumour-whole``: "Overheard in the barn" is not one whole sentence of
  corpora/text/barn_rumours.json (the old Markov chain joined two rumours' clauses with
  "and": "Dr. Barker gave a lecture on slip safety, and the barn cat knows").
"""

from __future__ import annotations

import re

from ..content.look_once import look_pieces
from ..data import load
from .scenes import MAX_SWARMS
from .start_echo import start_echoes

RULES = ("scene-want-twice", "npc-look-twice", "swarm-obstacles-many", "barn-rumour-whole", "start-beat-again")


def _wants(trip: dict, bad) -> None:
    seen: dict[str, int] = {}
    for sc in trip.get("scenes") or []:
        w = (sc.get("want") or "").strip()
        if w and w in seen:
            bad("scene-want-twice", f"scene {sc.get('number')} wants what scene {seen[w]} wants: {w[:80]!r}")
        seen.setdefault(w, sc.get("number"))


def _looks(trip: dict, bad) -> None:
    seen: dict[str, str] = {}
    for n in trip.get("npcs") or []:
        if n.get("body") == "creature" or n.get("creature"):
            continue
        for piece in sorted(look_pieces(n.get("look") or "")):
            if piece in seen and seen[piece] != n.get("name"):
                bad("npc-look-twice", f"{n.get('name')} and {seen[piece]} both have {piece!r}")
            seen.setdefault(piece, n.get("name"))


def _is_swarm(ob: dict | None) -> bool:
    return bool(ob) and ob.get("opposition") == "Wildlife/Animals" and "foes" in ob and ob["foes"] is None


def _swarms(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    found = [f"scene {sc.get('number')}" for sc in scenes for ob in (sc.get("obstacle"), sc.get("surprise"))
             if _is_swarm(ob)]
    if len(found) > MAX_SWARMS:
        bad("swarm-obstacles-many", f"{len(found)} swarm obstacles ({', '.join(found)}); at most {MAX_SWARMS}")


def _rumour(trip: dict, bad) -> None:
    said = [d["text"] for d in (trip.get("node") or {}).get("details") or []
            if d.get("label") == "Overheard in the barn"]
    whole = set(load("text/barn_rumours").value_tuple)
    for t in said:
        if t not in whole:
            bad("barn-rumour-whole", f"'Overheard in the barn' is not one of the barn's rumours: {t[:80]!r}")


def _start(trip: dict, bad) -> None:
    read = (trip.get("start") or {}).get("read_aloud") or ""
    beat = re.split(r"(?<=\.) (?=[A-Z{])", read.strip())[-1] if read else ""
    scenes = trip.get("scenes") or []
    if not beat or not scenes:
        return
    obstacles = [ob.get("text") or "" for sc in scenes for ob in (sc.get("obstacle"), sc.get("surprise")) if ob]
    first = (scenes[0].get("obstacle") or {}).get("text") or ""
    creatures = [n["name"] for n in trip.get("npcs") or [] if n.get("creature") or n.get("body") == "creature"]
    roll = ((trip.get("start") or {}).get("then") or "").split(". ")[0]  # "First: <the beat's roll>"
    what = start_echoes(beat, obstacles, first, creatures, roll,
                        tuple(x.get("name") or "" for x in trip.get("locations") or []))
    if what:
        bad("start-beat-again", f"the start's beat and an obstacle both show {what}: {beat[:80]!r}")


def check_r17repeats(trip: dict, world: dict, every, bad) -> None:
    _start(trip, bad)
    _wants(trip, bad)
    _looks(trip, bad)
    _swarms(trip, bad)
    _rumour(trip, bad)
