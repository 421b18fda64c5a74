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
                              rivals, maguffin_bulk, maguffin_form, maguffin_state, visits,
                              mission, pay_when, body; for one place: setting, people; for one person: body,
                              folk, role)
    air != vacuum             none of the listed values
    era: 1800..1950           the world has a year in that range (either end may be left
                              open: ``era: ..1500``, ``era: 1900..``)
    since: 1920               a thing of home's own history (a radio, a motel, neon): a world
                              with a year has it from that year on; an undated world (a
                              planet, a dream) may have its own
    history: 1887             a named thing of home's history (Esperanto, the Depression, the
                              1950s): as ``since``, and an Alternate Earth that split from
                              ours before that year never had it (``fork_year``)

A flag may be negated with ``!`` (``!inhabited``). The facts a clause is checked against
are a plain mapping (``World.facts()`` in generators/content/world.py); a place adds its
own ``setting`` (indoor or outdoor) and a scene its ``people`` (some or none). A clause on a
fact the mapping does not have never holds.
"""

from __future__ import annotations

import re
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
    "life": ("none", "simple", "rich", "strange"),
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
                 "maguffin"),
    # the mission type (its slug): what the crew do with the maguffin (look and record it on
    # a survey, trade cargo for it on an acquisition, bring them home on a rescue...)
    "mission": ("exploration", "rescue", "tourism", "survey", "trade", "diplomacy"),
    # when the client pays (corpora/lists/pay_terms.json): the ad, the terms and the endings agree
    "pay_when": ("return", "half", "delivery", "week"),
}
FLAGS = ("inhabited", "uninhabited", "meets_visitors", "dated")

_CMP = re.compile(r"^tech\s*(>=|<=|=|<|>)\s*([a-z]+)$")
_SET = re.compile(r"^([a-z_]+)\s*(:|!=)\s*([a-z_|\s]+)$")
_ERA = re.compile(r"^era\s*:\s*(-?\d+)?\s*\.\.\s*(-?\d+)?$")
_SINCE = re.compile(r"^(since|history)\s*:\s*(-?\d+)$")

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
                         f"history: 1887)")
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
