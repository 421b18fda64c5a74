"""The fact sheet of a DayTrip's world, rolled as data before any text is written.

Every line of text drawn afterwards (places, people, events, tweaks, dressing) may declare
``needs`` (generators/needs.py) and is drawn only if it fits these facts. The sheet is in
the trip JSON as ``world`` (keys documented in generators/schema/trip.schema.json):

    node_type, family      the node, and the grammar family its places come from
    year                   a signed year (0 = 1 BCE), or None where time has no meaning
    tech                   one rung of needs.TECH_LADDER (eras and planets share the ladder)
    inhabitants            nobody | few | many;  meets_visitors: whether they do
    natives                human | alien | robot | dream | chao | none
    air, water             breathable|thin|toxic|vacuum;  none|scarce|lakes|oceans|strange
    sky_day, sky_night     the one sky, used everywhere the sky is mentioned
    climate, law           a needs value each, with ``climate_text`` / ``law_text`` to print
    dreamer, dream_obeys   Dream Worlds only;  fork, fork_follows: Alternate Earths only
    flux                   Multiversal Chao only: what is fluxing right now
    maguffin               the maguffin's kind (set once the maguffin is drawn)

Paths: <node>/world/{sky_day,sky_night,climate,meets}.
"""

from __future__ import annotations

import bisect
from dataclasses import asdict, dataclass, field

from .. import audit
from ..data import load
from ..errors import GrammarError
from ..needs import fits
from ..rng import Stream

# Sacramento Valley technology by year, on the one ladder (needs.TECH_LADDER).
ERA_TECH = ((-12_000, "none"), (1839, "stone"), (1856, "iron"), (1900, "steam"),
            (1980, "electric"), (2040, "digital"))


# Where visitors from Earth come from: Sacramento in 2017 (their looks and skills fit it).
EARTH = {"node": "recent", "year": 2017, "tech": "digital", "inhabitants": "many",
         "meets_visitors": True, "natives": "human", "air": "breathable", "water": "lakes",
         "climate": "hot", "law": "ordinary", "maguffin": None}


def is_earth(role: str) -> bool:
    """Whether ``role`` is always filled by a visitor from Earth (corpora/trip/role_classes)."""
    return any(v == role and f.get("earth") for v, _, f in load("trip/role_classes").items)


def era_tech(year: int) -> str:
    """The rung of the ladder the Sacramento Valley stood on in ``year``."""
    for end, tech in ERA_TECH:
        if year < end:
            return tech
    return "advanced"


@dataclass
class World:
    node_type: str
    family: str
    year: int | None = None
    tech: str = "none"
    inhabitants: str = "nobody"
    meets_visitors: bool = False
    natives: str = "none"
    air: str = "breathable"
    water: str = "lakes"
    sky_day: str = ""
    sky_night: str = ""
    climate: str = "temperate"
    climate_text: str = ""
    law: str = "none"
    law_text: str = ""
    dreamer: str | None = None
    dream_obeys: str | None = None
    fork: str | None = None
    fork_follows: str | None = None
    flux: str | None = None
    maguffin: str | None = None
    extra: dict = field(default_factory=dict)

    def facts(self) -> dict:
        """What ``needs`` clauses are checked against."""
        return {"node": self.family, "year": self.year, "tech": self.tech,
                "inhabitants": self.inhabitants, "meets_visitors": self.meets_visitors,
                "natives": self.natives, "air": self.air, "water": self.water,
                "climate": self.climate, "law": self.law, "maguffin": self.maguffin}

    @property
    def sky(self) -> str:
        return f"by day, {self.sky_day}; by night, {self.sky_night}"

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("extra")
        return d


def pick_fit(stream: Stream, key: str, facts: dict | None, purpose: str | None = None,
             where: str = "") -> tuple[str, dict]:
    """A weighted pick among the items of a list whose ``needs`` fit ``facts``; the value and
    its fields. Nothing fitting is an error (GrammarError), never a silent fallback."""
    lst = load(key)
    idx = [i for i, (_, _, f) in enumerate(lst.items) if fits(f.get("_needs"), facts)]
    if not idx:
        raise GrammarError(f"corpora/{key}.json: no item fits this world{where}")
    cum, total = [], 0
    for i in idx:
        total += lst.items[i][1]
        cum.append(total)
    j = idx[bisect.bisect_right(cum, stream.below(total))]
    value, _, fields = lst.items[j]
    if audit._active:
        audit.row_fired("list", key, j)
    if purpose:
        stream.note(purpose, value)
    return value, fields


def one_fit(key: str, facts: dict | None):
    """A context value: one fitting item of a list, drawn (unweighted) only when needed."""
    def draw(s: Stream) -> str:
        lst = load(key)
        vals = [v for v, _, f in lst.items if fits(f.get("_needs"), facts)]
        if not vals:
            raise GrammarError(f"corpora/{key}.json: no item fits this world")
        return s.choice(vals)
    return draw


def finish(world: World, s: Stream) -> World:
    """The sky (one by day, one by night) and the climate, drawn to fit the other facts."""
    f = world.facts()
    skies = load("lists/skies")
    for when in ("day", "night"):
        vals = [(v, w) for v, w, fl in skies.items
                if fl.get("when") == when and fits(fl.get("_needs"), f)]
        if not vals:
            raise GrammarError(f"corpora/lists/skies.json: no {when} sky fits {world.family}")
        v = s.child(f"sky_{when}").weighted(vals)
        setattr(world, f"sky_{when}", v)
    text, cf = pick_fit(s.child("climate"), "lists/climates", f)
    world.climate, world.climate_text = cf["climate"], text
    if world.inhabitants != "nobody" and not world.meets_visitors:
        world.meets_visitors = s.child("meets").below(6) != 0  # one world in six hides
    return world
