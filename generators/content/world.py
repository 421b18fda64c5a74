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
    sun, suns, moons       what that sky shows: fierce|mild|dim|strange; one|two|unknown suns;
                           one|several|unknown moons
                           (Earth's nodes have Earth's one moon unless the fork says otherwise)
    climate, law           a needs value each, with ``climate_text`` / ``law_text`` to print;
                           the climate is drawn to fit the sun and the air
    life                   none | simple | rich | strange | one (a Wildlife opposition needs
                           rich; one: a single organism covers the world, with no animals)
    arrival                day | night: when the crew step out of the lander
    rivals                 here | later: the rival crew are on the node before the crew (a
                           Rival DayTrippers opposition), or land at ``rivals_tick`` (clock tick)
    dreamer, dream_obeys   Dream Worlds only;  fork, fork_follows: Alternate Earths only
                           (the fork's year is the ``fork_year`` fact: ``history`` needs)
    flux                   Multiversal Chao only: what is fluxing right now
    maguffin               the maguffin's kind (set once the maguffin is drawn)
    maguffin_bulk, maguffin_form  its bulk and form (corpora/lists/maguffins.json), set with it
    maguffin_time          when in the day a timed maguffin happens (dusk, afternoon, night;
                           any for every other): the crew then land at night, so its hours
                           fall in the day's window (trip/start.py places them from dusk)
    maguffin_state         a person maguffin's one condition (held, hurt, hiding, unwilling;
                           None for any other kind), rolled with it
    body                   the natives' body (needs.VALUES["body"]): human, robot, or an
                           alien body plan (furred, glassy, ...); their looks are drawn for it
    visits                 none | some: whether a crew from the barn has been here before
                           (none on Exploration and with No Intel); hooks, intel and
                           secrets about earlier crews follow it
    client                 person | group | company | institution | government: who the
                           client is, rolled before the maguffin's why and the client's secret
    culprit                client | keeper | nobody: who has already wronged the maguffin (sold
                           or promised it elsewhere, stranded the person), rolled with the client
    maguffin_age           a person to rescue's age band (young, adult, old), rolled with them
    beast, beast_social,   the trip's one kind of beast (corpora/lists/animals.json) and its
    beast_diet, beast_marks  species facts: herd | pack | solitary; plants | meat | both;
                           plain | striped | spotted (its role, wants, look and the wildlife
                           obstacles fit them)
    monster, monster_size, the trip's one monster (corpora/lists/monsters.json): small (hand
    monster_shape          or cat sized) or big; person, beast or spirit
    talks                  a diplomacy job's talks (content/talks.py): the two parties (the
                           client, the other side), the question and the negotiator; else None

Paths: <node>/world/{sky_day,sky_night,climate,meets,arrival}.
"""

from __future__ import annotations

import bisect
from dataclasses import asdict, dataclass, field

from .. import audit
from ..data import load
from ..errors import GrammarError
from ..needs import fits
from ..rng import Stream

# Sacramento Valley technology by year, on the one ladder (needs.TECH_LADDER); stone from the
# first Californians (-13000, corpora/lists/eras_past.json), so no people are without tools.
ERA_TECH = ((-13_000, "none"), (1839, "stone"), (1856, "iron"), (1900, "steam"),
            (1980, "electric"), (2040, "digital"))


# Where visitors from Earth come from: Sacramento in 2017 (their looks and skills fit it).
EARTH = {"node": "recent", "year": 2017, "tech": "digital", "inhabitants": "many",
         "meets_visitors": True, "natives": "human", "air": "breathable", "water": "lakes",
         "climate": "hot", "law": "ordinary", "maguffin": None, "body": "human",
         "visits": "some"}


def is_earth(role: str) -> bool:
    """Whether ``role`` is always filled by a visitor from Earth (corpora/trip/role_classes)."""
    return any(v == role and f.get("earth") for v, _, f in load("trip/role_classes").items)


def era_tech(year: int) -> str:
    """The rung of the ladder the Sacramento Valley stood on in ``year``."""
    for end, tech in ERA_TECH:
        if year < end:
            return tech
    return "advanced"


# The clock tick at which a rival crew who are not on the node yet land (trip/clock.py).
RIVALS_LAND = 2
FACT_KEYS = ("year", "tech", "inhabitants", "meets_visitors", "natives", "air", "water",
             "climate", "law", "maguffin", "sun", "suns", "moons", "life", "arrival", "rivals",
             "maguffin_bulk", "maguffin_form", "body", "visits", "maguffin_state", "mission", "pay_when",
             "client", "culprit", "maguffin_age",
             "beast_social", "beast_diet", "beast_marks", "monster_size", "monster_shape",
             "maguffin_time")


def fork_year(fork: str | None) -> int | None:
    """The year an Alternate Earth split from ours ("1854: Sacramento lost the vote" -> 1854)."""
    head = (fork or "").split(":", 1)[0].strip()
    return int(head) if head.lstrip("-").isdigit() else None


def facts_of(world: dict | None) -> dict:
    """The facts ``needs`` clauses read, from a fact sheet as a dict (the trip JSON's
    ``world``); {} without one."""
    if not world:
        return {}
    return {"node": world.get("family"), **{k: world.get(k) for k in FACT_KEYS},
            "fork_year": fork_year(world.get("fork"))}


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
    sun: str = "mild"
    suns: str = "one"
    moons: str = "unknown"
    life: str = "rich"
    arrival: str = "day"
    rivals: str = "later"
    rivals_tick: int = RIVALS_LAND
    maguffin_bulk: str | None = None
    maguffin_form: str | None = None
    body: str = "human"
    visits: str = "none"
    maguffin_state: str | None = None
    mission: str | None = None
    pay_when: str | None = None
    client: str | None = None
    culprit: str | None = None
    maguffin_age: str | None = None
    beast: str | None = None
    beast_social: str | None = None
    beast_diet: str | None = None
    beast_marks: str | None = None
    monster: str | None = None
    monster_size: str | None = None
    monster_shape: str | None = None
    maguffin_time: str = "any"
    talks: dict | None = None  # a diplomacy job's parties, question and negotiator (talks.py)
    extra: dict = field(default_factory=dict)

    def facts(self) -> dict:
        """What ``needs`` clauses are checked against."""
        return {"node": self.family, **{k: getattr(self, k) for k in FACT_KEYS},
                "fork_year": fork_year(self.fork)}

    @property
    def sky(self) -> str:
        return f"by day, {self.sky_day}; by night, {self.sky_night}"

    def to_dict(self) -> dict:
        d = asdict(self)
        d.pop("extra")
        return d


def pick_fit(stream: Stream, key: str, facts: dict | None, purpose: str | None = None,
             where: str = "", keep=None) -> tuple[str, dict]:
    """A weighted pick among the items of a list whose ``needs`` fit ``facts`` (and, given
    ``keep``, whose fields it accepts); the value and its fields. Nothing fitting is an error
    (GrammarError), never a silent fallback."""
    lst = load(key)
    idx = [i for i in lst.fitting(facts) if keep is None or keep(lst.items[i][2])]
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


def one_fit(key: str, facts: dict | None, keep=None):
    """A context value: one fitting item of a list, drawn (unweighted) only when needed
    (given ``keep``, only among items whose fields it accepts)."""
    def draw(s: Stream) -> str:
        lst = load(key)
        items = lst.items
        vals = [items[i][0] for i in lst.fitting(facts) if keep is None or keep(items[i][2])]
        if not vals:
            raise GrammarError(f"corpora/{key}.json: no item fits this world")
        return s.choice(vals)
    return draw


EARTHLY = ("deep", "early", "past", "recent", "future", "alternate")


def sky_fields(value: str) -> dict:
    """The fields of one sky of corpora/lists/skies.json ({} for a sky not in it)."""
    return next((fl for v, _, fl in load("lists/skies").items if v == value), {})


def finish(world: World, s: Stream) -> World:
    """The sky (one by day, one by night), what it shows (sun, moons: a night sky that shows
    the moon needs the world's count, and a fork's extra moon is in the night sky), the
    climate drawn to fit the sky and the air, and the time of day the crew arrive."""
    if world.family in EARTHLY and world.moons == "unknown":
        world.moons = "one"  # Earth's moon, unless the fork says otherwise
    world.arrival = "night" if s.child("arrival").below(3) == 0 else "day"  # one in three
    f = world.facts()  # the arrival first: a morning fog is never what the crew land under
    skies = load("lists/skies")
    for when in ("day", "night"):
        # a fork that gave Earth more moons (Halley's comet caught) shows them every night
        shown = world.family in EARTHLY and world.moons == "several" and when == "night"
        vals = [(v, w) for v, w, fl in skies.items
                if fl.get("when") == when and fits(fl.get("_needs"), f)
                and (not shown or fl.get("moons") == "several")]
        if not vals:
            raise GrammarError(f"corpora/lists/skies.json: no {when} sky fits {world.family}")
        v = s.child(f"sky_{when}").weighted(vals)
        setattr(world, f"sky_{when}", v)
    day = sky_fields(world.sky_day)
    world.sun = day.get("sun", "mild")
    world.suns = day.get(
        "suns", "unknown" if world.family in ("dream", "chao") else "one")
    world.moons = sky_fields(world.sky_night).get("moons", world.moons)
    f = world.facts()
    text, cf = pick_fit(s.child("climate"), "lists/climates", f)
    world.climate, world.climate_text = cf["climate"], text
    if world.inhabitants != "nobody" and not world.meets_visitors:
        world.meets_visitors = s.child("meets").below(6) != 0  # one world in six hides
    return world
