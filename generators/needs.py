"""What a line of text needs from the world it is printed about: the ``needs`` format.

Grammar rules and list items in ``corpora/`` may carry a ``needs`` string: clauses joined by
``;``, every clause must hold for the line to be drawn. Written once, checked at load
(``parse`` raises ValueError; generators/data.py turns it into a file:line DataError)::

    inhabited                 somebody lives here (inhabitants few or many)
    uninhabited               nobody lives here
    meets_visitors            the locals meet visitors (and !meets_visitors: they hide)
    dated                     the world has a year (Time Travel, Alternate Earths)
    tech >= electric          a rung of TECH_LADDER (also <=, <, >, =)
    air: breathable|thin      one of the listed values (also water, inhabitants, node,
                              natives, climate, law, maguffin, sun, suns, moons, life, arrival,
                              sun_shows, nights, stars,
                              rivals, maguffin_bulk, maguffin_form, maguffin_state, visits,
                              known, rulers, mission, pay_when, maguffin_time, client,
                              contact, culprit,
                              honest, maguffin_age, rival, body, peaceful, beast_social,
                              beast_diet, beast_marks, beast_size, beast_coat, monster_size,
                              monster_shape, epoch, fauna; for one creature's look:
                              creature; for one place: setting, people, place_age,
                              place_kind; for one person: body, folk, role, age, side, barn,
                              authority, tweaked, met_client; for one hour of the clock:
                              light, and of its climax: locked)
    air != vacuum             none of the listed values
    era: 1800..1950           the world has a year in that range (either end may be left
                              open: ``era: ..1500``, ``era: 1900..``)
    since: 1920               a thing of home's own history (a radio, a motel, neon): a world
                              with a year has it from that year on; an undated world (a
                              planet, a dream) may have its own
    history: 1887             a named thing of home's history (Esperanto, the Depression, the
                              1950s): as ``since``, and an Alternate Earth that split from
                              ours before that year never had it (``fork_year``)
    until: 3000               a thing of home's own present (emoji, a three-piece suit): a
                              world with a year has it only up to that year (none of it is
                              left in the far future); an undated world may have its own

A flag may be negated with ``!`` (``!inhabited``). The facts a clause is checked against
are a plain mapping (``World.facts()`` in generators/content/world.py); a place adds its
own ``setting`` (indoor or outdoor) and a scene its ``people`` (some or none). A clause on a
fact the mapping does not have never holds.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import lru_cache
from typing import Mapping

# One ladder for eras and planets, lowest first.
TECH_LADDER = ("none", "stone", "iron", "steam", "electric", "digital", "advanced", "strange")

VALUES: dict[str, tuple[str, ...]] = {
    "air": ("breathable", "thin", "toxic", "vacuum"),
    "water": ("none", "scarce", "lakes", "oceans", "strange"),
    "inhabitants": ("nobody", "few", "many"),
    "node": ("planet", "deep", "early", "past", "recent", "future", "alternate", "dream", "chao"),
    "natives": ("human", "alien", "robot", "dream", "chao", "none"),
    "climate": ("frozen", "cold", "temperate", "hot", "scorching", "shifting", "harsh"),
    "law": ("none", "lax", "ordinary", "strict"),
    "maguffin": ("person", "creature", "object", "substance", "place", "knowledge", "event",
                 "view"),
    # the sun of the one sky (how hot it looks), the moons of the night sky, and life
    "sun": ("fierce", "mild", "dim", "strange"),
    "moons": ("one", "several", "unknown"),
    "suns": ("one", "two", "unknown"),
    "life": ("none", "simple", "rich", "strange", "one"),
    # whether the day sky shows a sun at all (an ochre haze with no sun visible, a Chao's
    # torn skies: no sunset, no hood against the sun) and whether the node has nights (a
    # Chao's "no night, only the light going thin": nothing by night, no dusk, no dawn)
    "sun_shows": ("yes", "no"),
    "nights": ("yes", "no"),
    # for the clock (trip/clock.py): whether the climax's last barrier is already a lock
    # (its release picks a lock), so no tick locks the doors there "from now on"
    "locked": ("yes", "no"),
    # the time of day the crew arrive, and whether the rival crew are there before them
    "arrival": ("day", "night"),
    "rivals": ("here", "later"),
    # facts of one place or scene, not of the world: indoors or out, and who is there
    "setting": ("indoor", "outdoor"),
    "people": ("some", "none"),
    # the maguffin's own facts (corpora/lists/maguffins.json): how big it is (small: a pocket
    # or a pack; medium: a suitcase, a person; large: a wardrobe, a pony, an hour or more;
    # vast: a landscape, a sky, a whole site) and what sort of thing of its kind it is
    "maguffin_bulk": ("small", "medium", "large", "vast"),
    "maguffin_form": ("person", "beast", "egg", "document", "device", "ware", "sample", "goods",
                      "record", "book", "secret", "permission", "ceremony", "site", "sight", "sky"),
    # whether a crew from the barn has been here before (one fact for hooks, intel and secrets)
    "visits": ("none", "some"),
    # how well the barn knows the node, one fact every line about maps, charts, reports,
    # brochures and earlier crews reads (content/people.py known_for): a rumour (nobody from
    # the barn has landed: the file holds coordinates; visits none), charted (crews have been,
    # but the file is thin: an Unknown Planet, Scant Intel) or mapped (a catalogued node with
    # maps and reports, the Sightseeing/Tourism rules' "well-known and mapped destination")
    "known": ("rumour", "charted", "mapped"),
    # who rules an Alternate Earth (corpora/lists/bifurcations.json "rulers", None on any
    # other node): its place names name only its own institutions (no "Triumvirate" or
    # "Party" under a world committee, no president under a crown)
    "rulers": ("crown", "republic", "committee", "company"),
    # a person maguffin's one condition (content/maguffin.py rolls it before any line about
    # them): held against their will, hurt or sick, hiding by choice, or unwilling to leave
    "maguffin_state": ("held", "hurt", "hiding", "unwilling"),
    # the body of the people a line is about: the natives' (a world fact), or one person's
    # own when their look is drawn; and whether that person is a local or a visitor
    "body": ("human", "robot", "furred", "glassy", "shelled", "mossy", "feathered", "near_human",
             "strange", "creature"),
    "folk": ("local", "visitor"),
    # whether that person is the one who keeps the maguffin (content/people.py KEEPER_ROLES):
    # a keeper already has it, so never wants "to be there when the crew find" it
    "role": ("keeper", "other"),
    # what a surrealism tweak acts on (its detail line fits it): the sort of natural process
    # (lists/tweak_targets_natural.json "on"), a machine, or the maguffin
    "tweak_on": ("water", "weather", "light", "life", "body", "mind", "force", "machine",
                 "maguffin", "sound"),
    # the mission type (its slug): what the crew do with the maguffin (look and record it on
    # a survey, trade cargo for it on an acquisition, bring them home on a rescue...)
    "mission": ("exploration", "rescue", "tourism", "survey", "trade", "diplomacy"),
    # when the client pays (corpora/lists/pay_terms.json): the ad, the terms and the endings agree
    "pay_when": ("return", "half", "delivery", "week"),
    # for one hour of the day (a tick of the clock): whether it is light or dark then, from
    # the hour the crew land and the length of the node's day (generators/trip/start.py)
    "light": ("day", "night"),
    # facts of one person (content/people.py, from their role: corpora/trip/role_classes.json):
    # their age band (a child is never the local authority), whether they work against the
    # crew (the clock's villain never "helps the crew"), whether they can know the barn and
    # the client (a visitor from Earth; a local who met earlier crews and has the tech to
    # know an office: "heard" is a local who met crews but knows no offices), and whether
    # they hold office (a gang boss is never ranked Governor)
    "age": ("young", "adult", "old"),
    "side": ("foe", "other"),
    "barn": ("known", "heard", "unknown"),
    "authority": ("yes", "no"),
    # whether that person has met the client (content/cast_facts.py rolls it with the rest):
    # only one who has may tell the client's secret, and one who has never met them does not
    # say so in their want (cold read: "wants to impress X, who has never heard of them" as
    # the source of X's secret)
    "met_client": ("yes", "no"),
    # whether a War Zone (Mission Complication) is on the trip: its places and obstacles
    # are never quiet, calm or friendly (set for the places and the trip's own lines)
    "war": ("yes", "no"),
    # who the client is (content/people.py rolls it before the maguffin's why): one person, a
    # group of people (a club, a couple), a company, an institution (a museum, an academy)
    # or a government office; a museum has no grandmother, a city council no old job
    "client": ("person", "group", "company", "institution", "government"),
    # whether the node's details say nobody here can lie (a behaviour slip: corpora/trip/
    # play_clues.json "honest" lines), read before the cast is drawn: nobody lies there
    "honest": ("yes", "no"),
    # who has already wronged the maguffin (sold or promised it to someone else, or stranded
    # the person to rescue), one fact rolled with the client: the client (their why or secret
    # may say so), its keeper (their secret may), or nobody; never both (cold read: the client
    # "promised to two buyers" beside a keeper who "means to be paid twice"; two NPCs who are
    # each "the reason the physicist got stranded")
    "culprit": ("client", "keeper", "nobody"),
    # who the client's contact is, rolled with the client: the client's own voice, or an
    # assistant who posted the job without them (then the secret says so, and nobody tells it
    # as "the contact's assistant": cold read, the assistant of the assistant)
    "contact": ("client", "assistant"),
    # a person to rescue's age band (corpora/lists/maguffins.json "ages"), rolled with them:
    # their stat block's age and every line about them agree (nobody young has children)
    "maguffin_age": ("young", "adult", "old"),
    # one rival crew's place in the trip: the first is on the clock (it lands at a tick and
    # races the crew for the maguffin, so its goal and gimmick fit that race: no rival who is
    # "looking for their captain" while their captain waves from the lander), the second
    # only bids on the same Big Board
    "rival": ("clock", "board"),
    # the trip's one kind of beast (corpora/lists/animals.json, a world fact rolled before any
    # line about it): whether it leads a herd, runs with a pack or keeps its own ground, what
    # it eats, and whether its coat is striped or spotted; its role, wants, look and the
    # wildlife obstacles are drawn to fit them (a puma never leads a herd or grazes)
    "beast_social": ("herd", "pack", "solitary"),
    "beast_diet": ("plants", "meat", "both"),
    "beast_marks": ("plain", "striped", "spotted"),
    # its size (what it is as big as: a charge needs a person-sized animal or bigger, never a
    # dog-sized lizard) and its coat, the body plan its look is drawn for (a muzzle is a
    # mammal's: fur, skin, spines or plates, never scales, feathers or a shell)
    "beast_size": ("hand", "cat", "dog", "person", "horse", "car", "bus"),
    "beast_coat": ("fur", "feathers", "scales", "skin", "shell", "spines", "plates", "wet"),
    # a planet's animal life as its biosphere says (corpora/lists/planet_biosphere.json
    # "fauna"): big (Megafauna: the trip's beast is car- or bus-sized) or any
    "fauna": ("big", "any"),
    # the valley's climate in its era on Home-Earth (lists/eras_past.json "epoch"): a warm sea
    # (the great reptiles), the humid age of mammals, the ice ages' cold steppe, today's
    # Valley (since the first Californians; forks, near futures) or far (from the year 3000)
    "epoch": ("sea", "warm", "ice", "today", "far"),
    # the trip's one monster (corpora/lists/monsters.json), likewise: small (hand or cat
    # sized: it does not drag prey away) or big, and its shape (a spirit does not eat)
    "monster_size": ("small", "big"),
    "monster_shape": ("person", "beast", "spirit"),
    # whether the creature a look is drawn for is an animal or a monster (content/cast_facts.py
    # creature_look): a puma the size of a person is not as tall as one
    "creature": ("animal", "monster"),
    # when in the node's day a timed maguffin happens (corpora/lists/maguffins.json "time"):
    # at dusk (a sunset), through the afternoon, after dark, or at any hour (everything else);
    # its hours on the clock are placed from the node's dawn and dusk (trip/start.py)
    "maguffin_time": ("dusk", "afternoon", "night", "any"),
    # a fact of one place: how old its own name says it is (corpora/lists/place_ages.json:
    # "The old mine", "The ruined tower"), so its description fits (no "Brand new" old mine)
    "place_age": ("ruined", "old", "new", "any"),
    # whether the locals keep the peace by a custom of their own (an inhabited planet's
    # locals line says how: a singing contest, no weapons), rolled before that line: their
    # guards, obstacles and people carry nothing and fight nobody (cold read: pacifists who
    # settle every quarrel by a singing contest, beside armed checkpoints)
    "peaceful": ("yes", "no"),
    # what of one person a character tweak took over (content/__init__.py touched): their
    # feelings or their voice; their manner is drawn after it (no "easily moved to tears"
    # beside "they feel nothing at all", no "talks very loudly" with their voice gone)
    "tweaked": ("feeling", "voice", "none"),
    # a fact of one place: what kind of place its own name says it is (corpora/lists/
    # place_kinds.json: "The Humming Crater Town" a settlement, "The Salt Marsh" water), so
    # what lies underfoot, where the lander lands and who keeps watch fit it
    "place_kind": ("settlement", "water", "wild", "sand", "rock", "building", "any"),
    # whether the night sky shows stars (corpora/lists/skies.json "stars"): no observatory,
    # stargazing or "the stars are wrong" under a sky with none
    "stars": ("some", "none"),
}
FLAGS = ("inhabited", "uninhabited", "meets_visitors", "dated")

_CMP = re.compile(r"^tech\s*(>=|<=|=|<|>)\s*([a-z]+)$")
_SET = re.compile(r"^([a-z_]+)\s*(:|!=)\s*([a-z_|\s]+)$")
_ERA = re.compile(r"^era\s*:\s*(-?\d+)?\s*\.\.\s*(-?\d+)?$")
_SINCE = re.compile(r"^(since|history|until)\s*:\s*(-?\d+)$")

Clause = tuple


def parse(text: str) -> tuple[Clause, ...]:
    """The clauses of a ``needs`` string; ValueError saying what is wrong and what is accepted."""
    if not isinstance(text, str) or not text.strip():
        raise ValueError('"needs" must be a non-empty string of clauses joined by ";"')
    return _parse(text)


@lru_cache(maxsize=4096)
def _parse(text: str) -> tuple[Clause, ...]:
    out = []
    for raw in text.split(";"):
        c = raw.strip()
        if not c:
            raise ValueError(f"empty clause in needs {text!r}")
        neg = c.startswith("!")
        if c.lstrip("!") in FLAGS:
            out.append(("flag", c.lstrip("!"), not neg))
            continue
        m = _CMP.match(c)
        if m:
            if m.group(2) not in TECH_LADDER:
                raise ValueError(f"unknown tech level {m.group(2)!r} in {c!r} "
                                 f"(the ladder: {', '.join(TECH_LADDER)})")
            out.append(("tech", m.group(1), TECH_LADDER.index(m.group(2))))
            continue
        m = _ERA.match(c)
        if m:
            lo = int(m.group(1)) if m.group(1) else None
            hi = int(m.group(2)) if m.group(2) else None
            if lo is None and hi is None:
                raise ValueError(f"era range {c!r} has no ends")
            if lo is not None and hi is not None and lo > hi:
                raise ValueError(f"era range {c!r} runs backwards")
            out.append(("era", lo, hi))
            continue
        m = _SINCE.match(c)
        if m:
            out.append((m.group(1), int(m.group(2))))
            continue
        m = _SET.match(c)
        if m:
            key, op = m.group(1), m.group(2)
            if key not in VALUES:
                raise ValueError(f"unknown fact {key!r} in {c!r} (known: "
                                 f"{', '.join(sorted(VALUES))}, tech, era)")
            vals = tuple(v.strip() for v in m.group(3).split("|"))
            for v in vals:
                if v not in VALUES[key]:
                    raise ValueError(f"unknown {key} {v!r} in {c!r} (accepted: "
                                     f"{', '.join(VALUES[key])})")
            out.append(("set", key, op == ":", frozenset(vals)))
            continue
        raise ValueError(f"cannot read needs clause {c!r} (accepted: {', '.join(FLAGS)}, "
                         f"tech >= <level>, <fact>: a|b, <fact> != a|b, era: 1800..1950, since: 1920, "
                         f"history: 1887, until: 3000)")
    return tuple(out)


def fits(needs: tuple[Clause, ...] | str | None, facts: Mapping | None) -> bool:
    """Whether every clause of ``needs`` holds for ``facts`` (no needs, or no facts: True)."""
    if not needs or facts is None:
        return True
    if isinstance(needs, str):
        needs = parse(needs)
    for c in needs:
        kind = c[0]
        if kind == "flag":
            if bool(_flag(c[1], facts)) != c[2]:
                return False
        elif kind == "tech":
            have = TECH_LADDER.index(facts.get("tech", "none"))
            op, want = c[1], c[2]
            ok = {">=": have >= want, "<=": have <= want, "=": have == want,
                  "<": have < want, ">": have > want}[op]
            if not ok:
                return False
        elif kind == "era":
            year = facts.get("year")
            if year is None or (c[1] is not None and year < c[1]) or (c[2] is not None and year > c[2]):
                return False
        elif kind == "until":
            year = facts.get("year")
            if year is not None and year > c[1]:
                return False
        elif kind in ("since", "history"):
            year = facts.get("year")
            if year is not None and year < c[1]:
                return False
            fork = facts.get("fork_year")
            if kind == "history" and fork is not None and fork < c[1]:
                return False
        else:
            value = facts.get(c[1])
            if (value in c[3]) != c[2]:
                return False
    return True


def _flag(name: str, facts: Mapping) -> bool:
    if name == "inhabited":
        return facts.get("inhabitants") in ("few", "many")
    if name == "uninhabited":
        return facts.get("inhabitants") == "nobody"
    if name == "meets_visitors":
        return bool(facts.get("meets_visitors"))
    return facts.get("year") is not None  # dated


def key(facts: Mapping | None) -> tuple:
    """A hashable summary of the facts the needs format reads (for caches)."""
    if facts is None:
        return ()
    return tuple((k, facts.get(k)) for k in (*VALUES, "tech", "year", "meets_visitors",
                                              "fork_year"))


class Index:
    """The ``needs`` of a sequence of lines (a list's items, a grammar's rules), read once:
    which facts they read, so that ``fitting(facts)`` is worked out once per distinct
    combination of those facts (a campaign's worlds share most of them) and then looked up.

    The key of a facts mapping holds the value of every fact a clause reads (``tech``,
    ``air``, ...; flags read ``inhabitants``, ``meets_visitors`` and ``year``) and, for
    ``year`` and ``fork_year``, only on which side of each year the clauses name it falls:
    two mappings with the same key fit exactly the same lines."""

    __slots__ = ("needs", "_names", "_years", "_forks", "_memo", "_all", "_distinct", "_which",
                 "_lines")

    MAX_MEMO = 4096

    def __init__(self, needs_seq):
        self.needs = tuple(parse(n) if isinstance(n, str) else (n or None) for n in needs_seq)
        names: set[str] = set()
        years: set[int] = set()
        forks: set[int] = set()
        for clauses in self.needs:
            for c in clauses or ():
                kind = c[0]
                if kind == "flag":
                    names.add({"inhabited": "inhabitants", "uninhabited": "inhabitants",
                               "meets_visitors": "meets_visitors"}.get(c[1], "year"))
                    if c[1] == "dated":
                        years.add(-10**9)  # (a dated world is below no year but this)
                elif kind == "tech":
                    names.add("tech")
                elif kind == "era":
                    if c[1] is not None:
                        years.add(c[1])
                    if c[2] is not None:
                        years.add(c[2] + 1)
                elif kind == "until":
                    years.add(c[1] + 1)  # (a year past it falls on the other side)
                elif kind in ("since", "history"):
                    years.add(c[1])
                    if kind == "history":
                        forks.add(c[1])
                else:
                    names.add(c[1])
        names.discard("year")
        self._names = tuple(sorted(names))
        self._years = tuple(sorted(years))
        self._forks = tuple(sorted(forks))
        self._memo: dict = {}
        self._lines: dict = {}  # verdicts -> the indices they keep
        self._all = tuple(range(len(self.needs)))
        # each distinct needs once (many lines share one, most have none: -1)
        distinct: dict[tuple, int] = {}
        self._which = tuple(-1 if not n else distinct.setdefault(n, len(distinct))
                            for n in self.needs)
        self._distinct = tuple(distinct)

    def key(self, facts: Mapping) -> tuple:
        """What of ``facts`` these needs can tell apart (hashable)."""
        get = facts.get
        k = [get(n) for n in self._names]
        if self._years:
            year = get("year")
            k.append(None if year is None else bisect_right(self._years, year))
        if self._forks:
            fork = get("fork_year")
            k.append(None if fork is None else bisect_right(self._forks, fork))
        return tuple(k)

    def fitting(self, facts: Mapping | None) -> tuple[int, ...]:
        """The indices of the lines whose needs fit ``facts``, in order (all without facts)."""
        if facts is None:
            return self._all
        try:
            k = self.key(facts)
            hit = self._memo.get(k)
        except TypeError:  # an unhashable fact value: work it out every time
            return self._fitting(facts)
        if hit is None:
            hit = self._fitting(facts)
            if len(self._memo) >= self.MAX_MEMO:
                self._memo.clear()
            self._memo[k] = hit
        return hit

    def verdicts(self, facts: Mapping) -> tuple[bool, ...]:
        """Whether each distinct ``needs`` of these lines fits ``facts``: the answer for
        every line (worlds with different keys often get the same verdicts)."""
        return tuple([fits(n, facts) for n in self._distinct])

    def lines(self, verdicts: tuple[bool, ...]) -> tuple[int, ...]:
        """The indices of the lines the ``verdicts`` keep (one tuple per distinct verdicts)."""
        hit = self._lines.get(verdicts)
        if hit is None:
            if len(self._lines) >= self.MAX_MEMO:
                self._lines.clear()
            every = self._all  # (its int objects, not new ones per tuple)
            hit = self._lines[verdicts] = tuple(
                every[i] for i, w in enumerate(self._which) if w < 0 or verdicts[w])
        return hit

    def _fitting(self, facts: Mapping) -> tuple[int, ...]:
        return self.lines(self.verdicts(facts))
