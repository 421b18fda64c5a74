"""The fact sheet of a DayTrip's world, rolled as data before any text is written.

Every line of text drawn afterwards (places, people, events, tweaks, dressing) may declare
``needs`` (generators/needs.py) and is drawn only if it fits these facts. The sheet is in
the trip JSON as ``world`` (keys documented in generators/schema/trip.schema.json):

    node_type, family      the node, and the grammar family its places come from
    year                   a signed year (0 = 1 BCE), or None where time has no meaning
    tech                   one rung of needs.TECH_LADDER (eras and planets share the ladder)
    inhabitants            nobody | few | many;  meets_visitors: whether they do
    settled                planets: the scale of their settlements (nobody, outpost, villages,
                           towns, cities, teeming: lists/planet_population.json); None elsewhere
    natives                human | alien | robot | dream | chao | none
    air, water             breathable|thin|toxic|vacuum;  none|scarce|lakes|oceans|strange
    sky_day, sky_night     the one sky, used everywhere the sky is mentioned
    sun, suns, moons       what that sky shows: fierce|mild|dim|strange; one|two|unknown suns;
                           one|several|unknown moons (Earth's nodes: one, unless the fork says)
    sun_shows, nights      yes | no each: a sun in the day sky; nights at all (lists/skies.json; no
                           night: landed on by day, no dawn or dusk, trip/start.py)
    climate, law           a needs value each, with ``climate_text`` / ``law_text`` to print;
                           the climate is drawn to fit the sun, the air and the epoch
    epoch                  Home-Earth only: the valley's climate in the year's era (lists/eras_past.json:
                           sea, warm, ice, today): an ice age has no Valley summer
    fauna                  planets only: big where the biosphere is Megafauna (the trip's
                           beast is then car- or bus-sized), else any
    trees                  yes | no: whether anything woody grows (planets: the biosphere's
                           "trees"; no under giant fungi, one organism, microbes or nothing)
    life                   none | simple | rich | strange | one (a Wildlife opposition needs
                           rich; one: a single organism covers the world, with no animals)
    arrival                day | night: when the crew step out of the lander
    rivals                 here | later: the rival crew are on the node before the crew (a
                           Rival DayTrippers opposition), or land at ``rivals_tick`` (clock tick)
    rival_aim, rival_why   race | watch, and prize | spoil | beat | watch: what that crew are here for and why
    home                   yes: a Time Travel of days or months (the crew's own Sacramento); else no
    dreamer, dream_obeys   Dream Worlds only;  fork, fork_follows: Alternate Earths only
                           (the fork's year is the ``fork_year`` fact: ``history`` needs)
    flux                   Multiversal Chao only: what is fluxing right now
    maguffin               the maguffin's kind (set once the maguffin is drawn)
    maguffin_bulk, maguffin_form, maguffin_matter, maguffin_holder, maguffin_span, maguffin_seen, maguffin_keeps,
    keeper_plan            its bulk, form, matter, span, where it is seen, whether it keeps
                           and its keeper's plan for today (needs.VALUES; lists/maguffins.json), set with it
    maguffin_time          when a timed maguffin happens (dusk, afternoon, night; else any)
    maguffin_state         a person maguffin's condition (held, hurt, hiding, unwilling; else None)
    body                   the natives' body (needs.VALUES["body"]): human, robot, or an
                           alien body plan (furred, glassy, ...); their looks are drawn for it
    visits                 none | some: whether a crew from the barn has been here before
                           (none on Exploration and with No Intel); hooks, intel and
                           secrets about earlier crews follow it
    before                 none | lost | barn | tourists: who has been here before the crew (visits.before_for);
                           every line that claims a first visit or shows earlier visitors needs it
    known                  rumour | charted | mapped: how well the barn knows the node (visits none:
                           rumour); maps, reports, brochures and "catalogued" lines need mapped
    rulers                 an Alternate Earth's government (crown | republic | committee |
                           company; None elsewhere): its place names' institutions fit it
    client                 person | group | company | institution | government (before the why)
    client_tie             kin | work | money | none: the client's tie to the job's people (a
                           spouse, a band manager, a landlord), rolled with the client
    contact                client | assistant: whether the client's contact speaks for the
                           client or posted the job behind their back (the client's secret)
    culprit                client | keeper | nobody: who has already wronged the maguffin (sold
                           or promised it elsewhere, stranded the person), rolled with the client
    seats, stranded_by     with the client: bought | gift | club (a tour's seats); client | keeper |
                           own | barn | chance (who stranded a rescue's person); None elsewhere
    secret_job             yes | no: the job Must be Kept Secret (a Mission Complication)
    maguffin_made          yes | no: the crew make it on the node (nobody has it before them)
    maguffin_age           a person to rescue's age band (young, adult, old), rolled with them
    beast, beast_social,   the trip's one kind of beast (corpora/lists/animals.json) and its
    beast_diet, beast_marks  species facts: herd | pack | solitary; plants | meat | both;
    beast_size, beast_coat plain | striped | spotted; its size and coat (its body plan: only
                           fur, skin, spines or plates have a muzzle; only a person-sized
                           animal or bigger charges)
    monster, monster_size, the trip's one monster (lists/monsters.json): small or big; person,
    monster_shape, _range  beast or spirit; roams | lair (met only there)
    belief                 none|ghosts|gods|prophecy|kin: the locals' one belief of visitors (visits.py)
    peaceful               yes | no: the locals keep the peace by a custom of their own (a
                           planet's locals line says how); no armed guards or fights of theirs
    power                  ordinary | free: the fork made electricity free (no gas lamps)
    old_ways               an Alternate Earth's year its everyday life left ours (the fork's,
                           or the earlier year its fork item's "old_ways" says it went back
                           to): the ``faded`` needs read it; None elsewhere
    stuck                  no | afternoon | evening: a Dream World's time of day that never
                           turns (no night, dawn or dusk; the sky, start and clock read it)
    talks                  a diplomacy job's talks (content/talks.py: parties, question); else None

Paths: <node>/world/{sky_day,sky_night,climate,meets,arrival}.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from functools import lru_cache
from operator import attrgetter

from ..data import load
from ..facts_r40stock import extra_facts as r26_facts, wars_of  # rounds 26 to 28, 38 and 40, and the fact wars (r37)
from ..errors import GrammarError
from ..needs import fits
from ..rng import Stream
from .fit_pick import pick_fit
from .sky_slip import slipped_sky

# Sacramento Valley technology by year, on the one ladder (needs.TECH_LADDER); stone from the
# first Californians (-13000, corpora/lists/eras_past.json), so no people are without tools.
ERA_TECH = ((-13_000, "none"), (1839, "stone"), (1856, "iron"), (1900, "steam"), (1980, "electric"), (2040, "digital"))

# Where visitors from Earth come from: Sacramento in 2017 (their looks and skills fit it).
EARTH = {"node": "recent", "year": 2017, "tech": "digital", "inhabitants": "many",
         "meets_visitors": True, "natives": "human", "air": "breathable", "water": "lakes",
         "climate": "hot", "law": "ordinary", "maguffin": None, "body": "human",
         "visits": "some", "known": "mapped", "rulers": "republic"}


def is_earth(role: str) -> bool:
    """Whether ``role`` is always filled by a visitor from Earth (corpora/trip/role_classes)."""
    return any(v == role and f.get("earth") for v, _, f in load("trip/role_classes").items)

FAR_EPOCH = 3000  # from here on nothing of today is left (``until: 3000``), the climate too


def epoch_of(year: int | None) -> str:
    """The valley's climate in ``year`` (the ``epoch`` of its era in corpora/lists/
    eras_past.json; a near future is today's, a future from FAR_EPOCH on is "far")."""
    if year is not None and year >= FAR_EPOCH:
        return "far"
    for _, _, f in load("lists/eras_past").items:
        if year is not None and f["from"] <= year <= f["to"]:
            return f["epoch"]
    return "today"


def era_tech(year: int) -> str:
    """The rung of the ladder the Sacramento Valley stood on in ``year``."""
    for end, tech in ERA_TECH:
        if year < end:
            return tech
    return "advanced"


# The clock tick a rival crew not yet on the node land at (content/clock_facts.py rivals_land: 1-3).
RIVALS_LAND = 2
FACT_KEYS = ("year", "tech", "inhabitants", "meets_visitors", "natives", "air", "water", "climate", "law",
             "maguffin", "sun", "suns", "moons", "life", "arrival", "rivals", "maguffin_bulk", "maguffin_form",
             "body", "visits", "maguffin_state", "mission", "pay_when", "client", "client_tie", "contact", "culprit",
             "maguffin_age", "maguffin_made", "beast_social", "beast_diet", "beast_marks", "monster_size",
             "monster_shape", "monster_range", "maguffin_time", "sun_shows", "nights", "peaceful", "beast_size",
             "beast_coat", "epoch", "fauna", "known", "rulers", "before", "power", "stuck", "old_ways", "settled",
             "maguffin_matter", "maguffin_holder", "maguffin_span", "maguffin_seen", "maguffin_keeps", "keeper_plan",
             "refuser", "trees", "rival_aim", "rival_why", "belief", "home", "seats", "secret_job", "stranded_by",
             "monster_sense", "beast_sense", "monster_way", "foil", "late_fails", "maguffin_told", "maguffin_written", "client_motive", "access")
_FACT_VALUES = attrgetter(*FACT_KEYS)  # a World's FACT_KEYS values, as a tuple (issue 15)


def fork_year(fork: str | None) -> int | None:
    """The year an Alternate Earth split from ours ("1854: Sacramento lost the vote" -> 1854)."""
    head = (fork or "").split(":", 1)[0].strip()
    return int(head) if head.lstrip("-").isdigit() else None


def facts_of(world: dict | None) -> dict:
    """The facts ``needs`` clauses read, from a fact sheet as a dict (trip JSON ``world``); {} without one."""
    if not world:
        return {}
    return {"node": world.get("family"), **dict(zip(FACT_KEYS, map(world.get, FACT_KEYS))),
            "fork_year": fork_year(world.get("fork")), "stars": stars_of(world.get("sky_night")),
            "clouds": clouds_of(world.get("sky_day")),
            "realistic": realistic_of(world.get("family"), world.get("year")), "relief": relief_of(world.get("family"), world.get("year")),
            "airships": airships_of(world.get("family"), world.get("fork")), **r26_facts(world),
            "wars": wars_of(world.get("family"), world.get("year"), world.get("home"))}


def realistic_of(family: str | None, year: int | None) -> str:
    """Whether a node is a real place played straight ("yes"): our own Earth in some year
    (Time Travel: the rules' "Home-Earth in another time") or an Alternate Earth ("the third
    planet from Sol, but ... world history went in another direction"), short of the far
    future (FAR_EPOCH on, where nothing of today is left). The rules' surreal tweaks are "to
    create a surreal destination" (MORE SURREALISM!), so a realistic node has none, no
    dream-like lines and no invented matter; planets, dreams and the Chao may have them."""
    if family not in EARTHLY:
        return "no"
    return "no" if family == "future" and year is not None and year >= FAR_EPOCH else "yes"


def relief_of(family: str | None, year: int | None) -> str:
    """Whether the node's ground within a day's walk is flat ("flat") or may have any relief
    ("any"): every node of our own Earth short of the far future is at the barn's coordinates,
    on the Sacramento Valley's floor (a sea shore, a steppe, farms and towns: nodes.py, lists/
    eras_past.json), where nothing falls into a gorge and no summit has a sheer drop (cold read
    26: the great falls from a footbridge in the Sacramento Valley in 1920); planets, dreams, the
    Chao and the far future (nothing of today is left) may have any."""
    return "flat" if realistic_of(family, year) == "yes" else "any"


def airships_of(family: str | None, fork: str | None) -> str:
    """Whether an Alternate Earth's fork filled its skies with airships ("yes": lists/
    bifurcations.json "airships", the fork's own dressing); "no" on every other fork and node
    (cold read 26: a zeppelin yard where California joined the Union as two states)."""
    if family != "alternate" or not fork:
        return "no"
    return "yes" if fork.split(":", 1)[-1].strip() in _airship_forks() else "no"


@lru_cache(maxsize=1)
def _airship_forks() -> frozenset:
    return frozenset(v for v, _, f in load("lists/bifurcations").items if f.get("airships") == "yes")


def clouds_of(sky_day: str | None) -> str | None:
    """Whether the day sky can cloud over (corpora/lists/skies.json "clouds": none, "a hot
    white sky and not a cloud in it": no storm or rain tick under it), the fact ``clouds``;
    None before the sky is drawn."""
    return sky_fields(sky_day).get("clouds", "some") if sky_day else None


def stars_of(sky_night: str | None) -> str | None:
    """Whether a night sky shows stars (corpora/lists/skies.json "stars": none), the fact
    ``stars``; None before the sky is drawn."""
    return sky_fields(sky_night).get("stars", "some") if sky_night else None


@dataclass
class World:
    node_type: str
    family: str
    year: int | None = None
    tech: str = "none"
    inhabitants: str = "nobody"
    settled: str | None = None  # a planet's settlements: nobody|outpost|villages|towns|cities|teeming
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
    rivals_tick: int = RIVALS_LAND; late_fails: str = "no"; maguffin_told: str = "none"; maguffin_written: str = "yes"; client_motive: str = "none"  # late fails the job (r35: job_time.py); r36: facts_r36maguffin.py
    rival_aim: str = "race"  # the clock crew: race the crew, or watch them (facts.py)
    rival_why: str = "beat"; foil: str = "none"  # and why (facts.py); who alone works against the crew (r34)
    home: str = "no"  # "yes": a Time Travel of days or months, the crew's own Sacramento (facts.py)
    maguffin_bulk: str | None = None
    maguffin_form: str | None = None
    body: str = "human"
    visits: str = "none"
    before: str = "none"
    maguffin_state: str | None = None
    mission: str | None = None
    pay_when: str | None = None
    client: str | None = None
    client_tie: str | None = None
    contact: str | None = None
    culprit: str | None = None
    seats: str | None = None  # a tour's tourists' seats: bought, gift or club (content/client.py)
    secret_job: str = "no"  # the job Must be Kept Secret (a Mission Complication)
    stranded_by: str | None = None  # who stranded a rescue's person (content/client.py)
    maguffin_age: str | None = None
    maguffin_made: str | None = None
    beast: str | None = None
    beast_social: str | None = None
    beast_diet: str | None = None
    beast_marks: str | None = None
    beast_size: str | None = None
    beast_coat: str | None = None
    epoch: str | None = None
    fauna: str = "any"
    trees: str = "yes"
    monster: str | None = None
    monster_size: str | None = None
    monster_shape: str | None = None
    monster_range: str | None = None; monster_way: str | None = None; access: str = "queued"  # (facts_r30.py)
    monster_sense: str | None = None; beast_sense: str | None = None  # how each hunts (facts_r30.py)
    maguffin_time: str = "any"
    maguffin_matter: str = "any"
    maguffin_holder: str = "none"  # a substance's container, rolled once (content/maguffin.py)
    maguffin_span: str = "any"
    maguffin_seen: str = "here"
    maguffin_keeps: str = "yes"
    keeper_plan: str = "none"
    refuser: str = "none"  # who refuses, with Object of Mission will Refuse (content/maguffin.py roll_refuser)
    sun_shows: str = "yes"
    nights: str = "yes"
    peaceful: str = "no"
    belief: str = "none"  # the locals' one belief of visitors (content/visits.py roll_belief)
    known: str = "rumour"
    rulers: str | None = None
    power: str = "ordinary"
    old_ways: int | None = None
    stuck: str = "no"
    talks: dict | None = None  # a diplomacy job's parties, question and negotiator (talks.py)
    party: int | None = None  # a tourism job's paying tourists, counted (maguffin.py roll_party)
    party_names: list | None = None  # and each one's name, rolled with the count (r35 cold read)
    extra: dict = field(default_factory=dict)

    def facts(self) -> dict:
        """What ``needs`` clauses are checked against."""
        return {"node": self.family, **dict(zip(FACT_KEYS, _FACT_VALUES(self))),
                "fork_year": fork_year(self.fork), "stars": stars_of(self.sky_night), "clouds": clouds_of(self.sky_day),
                "realistic": realistic_of(self.family, self.year), "relief": relief_of(self.family, self.year),
                "airships": airships_of(self.family, self.fork), **r26_facts(self.extra),
                "wars": wars_of(self.family, self.year, self.home)}

    @property
    def sky(self) -> str:
        if self.nights == "no":  # not "by night, no night", nor "by day" (cold read 31-a)
            return f"{self.sky_day}; and {self.sky_night}"
        return f"by day, {self.sky_day}; by night, {self.sky_night}"

    def to_dict(self) -> dict:
        return {**{k: v for k, v in asdict(self).items() if k != "extra"}, **r26_facts(self.extra)}


EARTHLY = ("deep", "early", "past", "recent", "future", "alternate")


def sky_fields(value: str) -> dict:
    """The fields of one sky of corpora/lists/skies.json ({} for a sky not in it)."""
    return next((fl for v, _, fl in load("lists/skies").items if v == value), {})


def under_cloud(night: dict, cloudy: bool) -> bool:
    """Whether a night sky (its skies.json fields) fits a day that is (``cloudy``) or is not
    under endless cloud: under cloud only a night that shows no moon or star ("cloud": "only"
    or "also"); without it, none marked "only"."""
    return night.get("cloud") in ("only", "also") if cloudy else night.get("cloud") != "only"


def finish(world: World, s: Stream, slipped: str = "", moonlet: bool = False) -> World:
    """The sky (one by day, one by night), what it shows (sun, moons: a night sky that shows
    the moon needs the world's count, and a fork's extra moon is in the night sky), the
    climate drawn to fit the sky and the air, and the time of day the crew arrive. A day
    under endless cloud (skies.json "cloud": "yes") has a night under it too (no moon or star
    shows: cold read 23, racing moons beside endless cloud), and a moonlet (``moonlet``) has
    no big moon in its night: its big sky object is its planet."""
    if world.family in EARTHLY and world.moons == "unknown":
        world.moons = "one"  # Earth's moon, unless the fork says otherwise
    if world.family in EARTHLY:  # the era sets the climate: no Valley summer in an ice age
        world.epoch = epoch_of(world.year)
    world.arrival = "night" if s.child("arrival").below(3) == 0 else "day"  # one in three
    if world.stuck != "no":  # a dream standing still in its afternoon or evening has no night
        world.arrival = "day"
    if world.family == "chao":  # a Chao keeps no hours: its light thins and comes back with the
        world.arrival = "day"  # flux, never a night (skies.json; cold read r22-cold-d)
    f = world.facts()  # the arrival first: a morning fog is never what the crew land under
    skies = load("lists/skies")
    for when in ("day", "night"):
        # a fork that gave Earth more moons (Halley's comet caught) shows them every night
        shown = world.family in EARTHLY and world.moons == "several" and when == "night"
        # a day sky that shows stars ("stars": some) is never followed by a starless night
        starry = when == "night" and sky_fields(world.sky_day).get("stars") == "some"
        cloudy = sky_fields(world.sky_day).get("cloud") == "yes"
        vals = [(v, w) for v, w, fl in skies.items
                if fl.get("when") == when and not fl.get("slip") and fits(fl.get("_needs"), f)
                and (not shown or fl.get("moons") == "several")
                and not (starry and fl.get("stars") == "none")
                and (when == "day" or under_cloud(fl, cloudy))
                and not (moonlet and fl.get("big_moon"))]
        if not vals:
            raise GrammarError(f"corpora/lists/skies.json: no {when} sky fits {world.family}")
        v = s.child(f"sky_{when}").weighted(vals)
        v = slipped_sky(slipped, when) or v  # a slipped sky is the sky, before the climate
        setattr(world, f"sky_{when}", v)
    day = sky_fields(world.sky_day)
    world.sun = day.get("sun", "mild")
    world.suns = day.get("suns", "unknown" if world.family in ("dream", "chao") else "one")
    world.moons = sky_fields(world.sky_night).get("moons", world.moons)
    world.sun_shows = day.get("sun_shows", "yes")
    world.nights = sky_fields(world.sky_night).get("nights", "yes")
    f = world.facts()
    text, cf = pick_fit(s.child("climate"), "lists/climates", f)
    world.climate, world.climate_text = cf["climate"], text
    if world.inhabitants != "nobody" and not world.meets_visitors:
        world.meets_visitors = s.child("meets").below(6) != 0  # one world in six hides
    return world


# a planet's gravity (in hundredths of a g, below each bound) and what it does to the crew
GRAVITY = ((10, "almost none: a careless jump takes a minute to come down; GRACE rolls -1 all day, "
                "and anything loose must be tied down"),
           (50, "very low: everyone bounds like a kangaroo; GRACE rolls -1 for the first hour"),
           (80, "light: jumps go too far and dropped things fall slowly"), (121, "about like home"), (151, "heavy: "
            "once a scene, after a climb, a carry or a fight (not a walk), each crew member rolls HEALTH DL 3 or takes one harm"),
           (None, "crushing: MIGHT and GRACE rolls -1 all day, and every run is short, slow and hard on the knees"))


def gravity_text(g: float) -> str:
    """A planet's gravity and what it does to the crew (content/nodes.py)."""
    return f"{g:.2f} g, " + next(h for lim, h in GRAVITY if lim is None or round(g * 100) < lim)
