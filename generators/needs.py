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
                              natives, climate, law, maguffin, sun, suns, moons, life, arrival, settled,
                              sun_shows, nights, stars, clouds,
                              rivals, maguffin_bulk, maguffin_form, maguffin_state, visits,
                              known, belief, rulers, mission, pay_when, maguffin_time, client,
                              contact, culprit, client_tie, seats, secret_job, stranded_by,
                              honest, maguffin_age, maguffin_made, maguffin_matter, maguffin_holder, maguffin_span,
                              maguffin_seen, maguffin_keeps, maguffin_told, maguffin_written, client_motive, keeper_plan, refuser, rival, rival_aim, body, peaceful, beast_social,
                              beast_diet, beast_marks, beast_size, beast_coat, monster_size, home,
                              monster_shape, monster_range, monster_way, epoch, fauna; for one creature's look: eyes,
                              creature; for one place: setting, people, guarded, ob, rivals_by, way_on, place_age,
                              place_kind, place_use, din, scented, crowd, letters; for one person: body, folk, role, age, side, barn,
                              authority, tweaked, met_client, recalls, favour, lost, masked, hurt, years, twist, tier,
                              voice, word_home, broker, past; for one hour of the clock:
                              light, daypart, noon, goal_first, and of its climax: locked, and of the client's Success: client_asks, and of its map: map_loop, map_fork, and of its way in and War Zone: shore, war_fight,
                              and of the slip-in scene: face_here, welcome, prints, unseen; of a faction's scene line: ask, moment)
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
    faded: 1930               a thing of home's everyday life that was gone by that year (gas
                              lamps in the streets, pith helmets): a world with a year has it
                              only up to that year, an Alternate Earth only if its ways left
                              ours before it (``old_ways``: the fork's year, or earlier where
                              the fork's own fact says it went backwards); an undated world
                              may have its own

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

from .facts import FLAGS, TECH_LADDER, VALUES  # noqa: F401 (needs.VALUES is public)

_CMP = re.compile(r"^tech\s*(>=|<=|=|<|>)\s*([a-z]+)$")
_SET = re.compile(r"^([a-z_]+)\s*(:|!=)\s*([a-z_|\s]+)$")
_ERA = re.compile(r"^era\s*:\s*(-?\d+)?\s*\.\.\s*(-?\d+)?$")
_SINCE = re.compile(r"^(since|history|until|faded)\s*:\s*(-?\d+)$")

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
                         f"history: 1887, until: 3000, faded: 1930)")
    return tuple(out)


_RUNG = {t: i for i, t in enumerate(TECH_LADDER)}


def fits(needs: tuple[Clause, ...] | str | None, facts: Mapping | None) -> bool:
    """Whether every clause of ``needs`` holds for ``facts`` (no needs, or no facts: True)."""
    if not needs or facts is None:
        return True
    if isinstance(needs, str):
        needs = parse(needs)
    get = facts.get
    for c in needs:
        kind = c[0]
        if kind == "set":  # the commonest clause first
            if (get(c[1]) in c[3]) != c[2]:
                return False
        elif kind == "flag":
            if bool(_flag(c[1], facts)) != c[2]:
                return False
        elif kind == "tech":
            tech = get("tech", "none")
            have = _RUNG[tech] if tech in _RUNG else TECH_LADDER.index(tech)  # (its ValueError)
            op, want = c[1], c[2]
            if not (have >= want if op == ">=" else have <= want if op == "<=" else
                    have == want if op == "=" else have < want if op == "<" else have > want):
                return False
        elif kind == "era":
            year = facts.get("year")
            if year is None or (c[1] is not None and year < c[1]) or (c[2] is not None and year > c[2]):
                return False
        elif kind == "until":
            year = facts.get("year")
            if year is not None and year > c[1]:
                return False
        elif kind == "faded":
            if not _kept(c[1], facts):
                return False
        elif kind in ("since", "history"):
            year = facts.get("year")
            if year is not None and year < c[1]:
                return False
            fork = facts.get("fork_year")
            if kind == "history" and fork is not None and fork < c[1]:
                return False
    return True


def _kept(gone: int, facts: Mapping) -> bool:
    """Whether a thing of home's everyday life that was gone by ``gone`` is still everyday on
    the world of ``facts`` (``faded``): undated, dated no later, or an Alternate Earth whose
    ways left ours before it went."""
    year, ways = facts.get("year"), facts.get("old_ways")
    if year is None:
        return True
    return ways < gone if ways is not None else year <= gone


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
                                              "fork_year", "old_ways"))


_MISSING = object()  # a fact the mapping does not have (``tech`` then reads as "none")

# the facts a clause reads, each on its own: a clause fails when it fails on any of them
# alone (``history`` reads the year and the fork's year; ``faded`` reads both of its facts
# at once and is checked on the whole mapping: None here)
_FLAG_READS = {"inhabited": ("inhabitants",), "uninhabited": ("inhabitants",),
               "meets_visitors": ("meets_visitors",), "dated": ("year",)}


def _reads(c: Clause) -> tuple[str, ...] | None:
    kind = c[0]
    if kind == "set":
        return (c[1],)
    if kind == "flag":
        return _FLAG_READS[c[1]]
    if kind == "tech":
        return ("tech",)
    if kind in ("era", "since", "until"):
        return ("year",)
    if kind == "history":
        return ("year", "fork_year")
    return None


class Index:
    """The ``needs`` of a sequence of lines (a list's items, a grammar's rules), read once:
    which facts they read, so that ``fitting(facts)`` is worked out once per distinct
    combination of those facts (a campaign's worlds share most of them) and then looked up.

    The key of a facts mapping holds the value of every fact a clause reads (``tech``,
    ``air``, ...; flags read ``inhabitants``, ``meets_visitors`` and ``year``) and, for
    ``year`` and ``fork_year``, only on which side of each year the clauses name it falls:
    two mappings with the same key fit exactly the same lines.

    ``mask(facts)`` is the same answer as a bit mask (bit i: line i fits), put together
    from one remembered mask per fact value: the lines that a clause reading that fact
    alone rules out (issue 15: a campaign's worlds rarely share every fact a grammar reads,
    but each fact's few values come round again and again)."""

    __slots__ = ("needs", "_names", "_years", "_forks", "_olds", "_memo", "_all", "_distinct",
                 "_which", "_lines", "_by_fact", "_joint", "_full", "_masks")

    MAX_MEMO = 4096

    def __init__(self, needs_seq):
        self.needs = tuple(parse(n) if isinstance(n, str) else (n or None) for n in needs_seq)
        names: set[str] = set()
        years: set[int] = set()
        forks: set[int] = set()
        olds: set[int] = set()
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
                elif kind == "faded":
                    years.add(c[1] + 1)
                    olds.add(c[1])
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
        self._olds = tuple(sorted(olds))
        self._memo: dict = {}
        self._masks: dict = {}  # key -> mask (issue 15: a grammar view per gx call)
        self._lines: dict = {}  # mask -> the indices it keeps
        self._all = tuple(range(len(self.needs)))
        # each distinct needs once (many lines share one, most have none: -1)
        distinct: dict[tuple, int] = {}
        self._which = tuple(-1 if not n else distinct.setdefault(n, len(distinct))
                            for n in self.needs)
        self._distinct = tuple(distinct)
        # each distinct clause once, with the lines that carry it, by the fact it reads
        lines_of: dict[Clause, int] = {}
        for i, clauses in enumerate(self.needs):
            for c in clauses or ():
                lines_of[c] = lines_of.get(c, 0) | (1 << i)
        by_fact: dict[str, list] = {}
        joint = []
        for c, m in lines_of.items():
            reads = _reads(c)
            if reads is None:
                joint.append((c, m))
            for name in reads or ():
                by_fact.setdefault(name, []).append((c, m))
        self._by_fact = tuple((name, tuple(cs), {}) for name, cs in sorted(by_fact.items()))
        self._joint = tuple(joint)
        self._full = (1 << len(self.needs)) - 1

    def key(self, facts: Mapping) -> tuple:
        """What of ``facts`` these needs can tell apart (hashable)."""
        get = facts.get
        k = list(map(get, self._names))
        if self._years:
            year = get("year")
            k.append(None if year is None else bisect_right(self._years, year))
        if self._forks:
            fork = get("fork_year")
            k.append(None if fork is None else bisect_right(self._forks, fork))
        if self._olds:
            ways = get("old_ways")
            k.append(None if ways is None else bisect_right(self._olds, ways))
        return tuple(k)

    def fitting(self, facts: Mapping | None) -> tuple[int, ...]:
        """The indices of the lines whose needs fit ``facts``, in order (all without facts)."""
        if facts is None:
            return self._all
        try:
            k = self.key(facts)
            hit = self._memo.get(k)
        except TypeError:  # an unhashable fact value: work it out every time
            return self.kept(self._mask(facts))
        if hit is None:
            hit = self.kept(self._mask(facts))
            if len(self._memo) >= self.MAX_MEMO:
                self._memo.clear()
            self._memo[k] = hit
        return hit

    def mask(self, facts: Mapping) -> int:
        """The lines whose needs fit ``facts`` as a bit mask (bit i: line i); remembered by
        ``key(facts)`` (two mappings with one key fit the same lines)."""
        try:
            k = self.key(facts)
            hit = self._masks.get(k)
        except TypeError:  # an unhashable fact value: work it out every time
            return self._mask(facts)
        if hit is None:
            hit = self._mask(facts)
            if len(self._masks) >= self.MAX_MEMO:
                self._masks.clear()
            self._masks[k] = hit
        return hit

    def _mask(self, facts: Mapping) -> int:
        get = facts.get
        fail = 0
        try:
            for name, clauses, memo in self._by_fact:
                v = get(name, _MISSING)
                m = memo.get(v)
                if m is None:
                    one = {} if v is _MISSING else {name: v}
                    m = 0
                    for c, lines in clauses:
                        if not fits((c,), one):
                            m |= lines
                    if len(memo) >= self.MAX_MEMO:
                        memo.clear()
                    memo[v] = m
                fail |= m
            for c, lines in self._joint:
                if not fits((c,), facts):
                    fail |= lines
        except (TypeError, ValueError):  # an unhashable fact, an unknown tech: line by line,
            return self._mask_plain(facts)  # as fits() would meet it (or raise it)
        return self._full & ~fail

    def _mask_plain(self, facts: Mapping) -> int:
        ok = [fits(n, facts) for n in self._distinct]
        out = 0
        for i, w in enumerate(self._which):
            if w < 0 or ok[w]:
                out |= 1 << i
        return out

    @property
    def full(self) -> int:
        """The mask of every line."""
        return self._full

    def kept(self, mask: int) -> tuple[int, ...]:
        """The indices of the lines a ``mask`` keeps (one tuple per distinct mask)."""
        hit = self._lines.get(mask)
        if hit is None:
            if len(self._lines) >= self.MAX_MEMO:
                self._lines.clear()
            every = self._all  # (its int objects, not new ones per tuple)
            hit = self._lines[mask] = tuple(i for i in every if mask >> i & 1)
        return hit
