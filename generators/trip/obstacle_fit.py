"""The facts of one scene that its stock obstacle (corpora/trip/play_obstacles.json) is drawn
against, besides the world's, the place's kind and its setting (cold read 19, reader B's
class 1: stock obstacles pasted without regard to the place or the scene's role):

- ``way_on``: whether the scene leads on to a later one. The climax does not (the maguffin
  is there and every path from it goes back), so no line that speaks of "the way on", up or
  down from the place is drawn there ("A stone slab seals the way on at the high summit",
  a bare summit that led only back). Audited by consistency_ways.py's ``way-on-from-end``.
- ``place_age``: how old the place is, by its name (content/places.py place_age) or, when
  its own description says it is new ("Freshly painted, and nobody has paid for it yet",
  "Brand new ... and very proud of itself"), new: no rusted ladder or roof of old tiles
  there. Audited by ``obstacle-age-fits-place``.

- ``rival_lone`` (round 40, whereabouts): "no" where the rivals' captain stands in the scene, so no
  rival there "swears the rest of their crew has gone home" with the captain beside them (cold read
  cold39-a-alder-5: scene 3 "Who: Aala Highsmith" with that obstacle). Audited by
  consistency_r40whereabouts.py's ``rival-captain-gone-home``.

And the stat a trip's last obstacle avoids (``one_stat``): the one every other obstacle rolls,
so no trip puts every obstacle on one stat and one PC (cold read 29, r20-cold-g: six PSYCHE
obstacles). Audited by consistency_r21scenes.py's ``obstacles-one-stat``.
"""

from __future__ import annotations

import re

from ..content.places import SMELLS, place_age
from .climax_place import OPEN_TOP

# a place's own description that says it is new
NEW = re.compile(r"\b(freshly (painted|built)|brand[- ]new|newly (built|opened|painted)|new-built|"
                 r"just (been )?(built|opened|finished)|still smells of (fresh )?paint|"
                 r"opened (last|this) (week|month|year))\b", re.I)


def is_new(loc: dict) -> bool:
    """Whether a location's own description says it is new."""
    return bool(NEW.search(f"{loc.get('text', '')} {loc.get('look', '')}"))


# a place's own line that stands it on a hard floor ("a metal grating that rings under boots")
HARD_FLOOR = re.compile(r"\b(grating|floorboards|tiles?|tiled|concrete|flagstones|stone floor|metal floor|"
                        r"deck plates?|planks?|parquet|linoleum|marble floor|carpet|"
                        # bare rock underfoot hides no trap in the grass (cold read r34: a man-trap
                        # "hidden in the grass" on "smooth rock under a skin of fine dust")
                        r"smooth rock|bare rock|solid rock|bedrock|salt crust|glassy rock)\b", re.I)


def scene_facts(loc: dict, kind: str) -> dict:
    """``way_on``, ``place_age``, ``scented`` and ``floor`` of the scene at ``loc`` (a location
    dict), of ``kind`` (arrival, lead, roleplay, setback, climax): a place whose own lines
    say what it smells of has no "stinking heat", and one on a hard floor no floor "deep in
    cold mud" (cold read 32, r23-cold-c; consistency_r23hours.py ``obstacle-against-place``), and
    one open to the sky no roof of tiles, attic or ceiling (``roof``: cold read 45); and its
    ``din`` (quiet or loud) when the place has one."""
    own = f"{loc.get('text', '')} {loc.get('sensory', '')}"
    return {"way_on": "no" if kind == "climax" else "yes",
            "lander": "here" if kind == "arrival" else "away",  # (facts_r35.py: no sinking crust under it)
            "place_age": "new" if is_new(loc) else place_age(loc["name"]),
            "scented": "yes" if SMELLS.search(own) else "no",
            "floor": "hard" if HARD_FLOOR.search(own) else "any",
            "roof": "open" if OPEN_TOP.search(f"{own} {loc.get('look', '')}") else "any",
            # how loud the place is (content/places.py): nothing makes "everyone in it terribly
            # sleepy" where it is "Busy and loud" (cold read r34, Odd Acre's neon sign)
            **({"din": loc["din"]} if loc.get("din") else {}),
            # what it stands on (content/footing.py): one ground in every line (round 40)
            **({"footing": loc["footing"]} if loc.get("footing") else {})}


def one_stat(scenes: list[dict], n: int) -> str | None:
    """The stat every obstacle drawn so far rolls, when the next is the trip's last to draw
    (cold read 29, r20-cold-g: six PSYCHE obstacles, so one PC does everything), else None."""
    stats = {sc["obstacle"]["stat"] for sc in scenes}
    return stats.pop() if len(scenes) == n - 1 and len(stats) == 1 else None


CAPTAIN = "The rival crew's captain"  # content/people.py's role for the Rival DayTrippers' face


def rival_lone(here: list[dict]) -> dict:
    """``rival_lone`` of a scene whose cast is ``here`` (parts.npcs records)."""
    return {"rival_lone": "no" if any(n.get("role") == CAPTAIN for n in here) else "yes"}
