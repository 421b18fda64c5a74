"""Which class an NPC of a role has: the role's classes (corpora/trip/role_classes.json) that fit
the world they come from (corpora/trip/class_needs.json) and whose Rank track fits the role.
Data only, so content/ can draw a class before the cast does (content/disguise.py: who someone in
disguise really is); trip/cast.py re-exports these for the cast."""

from __future__ import annotations

from ..data import load
from ..memo import by_identity
from ..needs import fits
from ..rng import Stream
from .world import EARTH

_ITEMS: dict = {}  # id(a loaded file's items) -> {value: fields}: once per file, not per call


def _items(key: str) -> dict[str, dict]:
    return by_identity(_ITEMS, load(key).items, lambda its: {v: f for v, _, f in its}, 32)


def role_info(role: str) -> dict:
    return _items("trip/role_classes").get(role, {"classes": [], "earth": False})


def home_facts(role: str, world: dict | None) -> dict | None:
    """The facts an NPC in ``role`` is checked against: Earth's for visitors from Earth."""
    if role_info(role).get("earth") or world is None or world.get("inhabitants") == "nobody":
        return EARTH  # on an empty world everyone the crew meet came from somewhere else
    return world


def class_for(s: Stream, role: str, facts: dict | None, office_held: bool = False,
              tier: str | None = None, used: tuple = (), never: tuple = ()) -> str | None:
    """A class for ``role`` that fits ``facts`` and the NPC's ``tier`` (None: let the rules draw
    one); with ``office_held`` (someone else in the cast holds the local office) no Political
    rank; a class the cast has not ``used`` yet first (cold-dc3328: four of six locals were
    Amateur Explorers); never one of ``never`` (tried already)."""
    if facts is None:
        return None
    ok = classes_open(role, facts, office_held, tier, never)
    if not ok:
        return None
    return s.choice([c for c in ok if c not in used] or _again(ok))


def classes_open(role: str, facts: dict | None, office_held: bool = False, tier: str | None = None,
                 never: tuple = ()) -> list[str]:
    """The classes ``class_for`` draws among for ``role`` (before the cast's ``used``): the role's
    own that fit ``facts`` and ``tier`` and whose rank fits, else any class that does; never one
    the role's job rules out. The audit's ``cast-celebrity-once`` (trip/consistency_r27roles.py)
    reads the same list: a second Celebrity/Entertainer is a fault only where it holds another
    (round 28, leftover: the draw and the rule's exemption counted it two ways)."""
    if facts is None:
        return []
    facts = dict(facts, tier=tier) if tier else facts
    needs = _items("trip/class_needs")
    listed = [c for c in role_info(role)["classes"] if fits(needs.get(c, {}).get("_needs"), facts)]
    # the role's own classes first, never with a Political rank the cast has given already
    ok = [c for c in listed if rank_fits(c, role, office_held)]  # (review r9, item 8)
    if not ok:  # the role's last resort (role_classes ``last``, round 34: a peaceful iron-age
        ok = [c for c in role_info(role).get("last") or () if fits(needs.get(c, {}).get("_needs"), facts)
              and rank_fits(c, role, office_held)]  # people's storm-chaser is their performer)
    if not ok:
        ok = [c for c in needs if fits(needs[c].get("_needs"), facts) and rank_fits(c, role, office_held)]
    # never a class the role's job rules out (role_classes ``never``: a warden who is a
    # Celebrity/Entertainer, a local authority ranked Spy; cold read r25), not even as a fallback
    banned = tuple(never) + tuple(role_info(role).get("never") or ())
    return [c for c in ok if c not in banned] or [  # (a peaceful iron-age warden beside the local
        c for c in listed if c not in banned and rank_fits(c, role)]  # authority: a lesser official)


# a class one cast holds at most once (cold read 37 e: three Celebrity/Entertainers in one cast)
ONCE = ("Celebrity/Entertainer",)


def _again(ok: list) -> list:
    """The classes to draw from when every one of ``ok`` (the role's own) is used already: any
    of them but a class a cast holds once (``ONCE``), else ``ok`` after all (a role whose only
    class that fits its world is that one: a trader of a peaceful iron-age people)."""
    return [c for c in ok if c not in ONCE] or ok


def only_class(role: str, facts: dict | None, tier: str | None, office_held: bool = False,
               taken: tuple = ()) -> tuple:
    """(the class,) when just one of ``role``'s own classes fits its world and tier, else ():
    an NPC met earlier leaves it to them (r11: a go-between and a trader, both
    Celebrity/Entertainer, where the trader could be nothing else)."""
    if facts is None:
        return ()
    facts = dict(facts, tier=tier) if tier else facts
    needs = _items("trip/class_needs")
    ok = [c for c in role_info(role)["classes"] if fits(needs.get(c, {}).get("_needs"), facts)
          and rank_fits(c, role, office_held) and c not in taken]
    return tuple(ok) if len(ok) == 1 else ()


def rank_fits(cls: str, role: str, office_held: bool = False) -> bool:
    """Whether a class's Rank track (corpora/lists/classes.json, ranks.json) fits the role:
    a Political rank (Mayor, Governor) needs a role that holds office (a gang boss is never
    ranked Governor), and one the cast has not already given to someone else (``office_held``:
    a warden is never ranked Mayor beside the local authority, cold read 11)."""
    track = (_items("lists/classes").get(cls) or {}).get("rank")
    need = (_items("lists/ranks").get(track) or {}).get("_needs") if track else None
    info = role_info(role)
    holds = info.get("authority") and not (office_held and not info.get("office") and not info.get("abroad"))
    return fits(need, {"authority": "yes" if holds else "no"})


def distinct(options: list, taken: tuple = ()) -> int:
    """How many of a cast's people can hold classes of their own, none of them ``taken`` and no
    two the same, each from their ``options`` (a list of classes a person: a bipartite matching,
    Kuhn's augmenting paths; a cast is six people at most)."""
    held: dict[str, int] = {}

    def place(i: int, seen: set) -> bool:
        for c in options[i]:
            if c in taken or c in seen:
                continue
            seen.add(c)
            if c not in held or place(held[c], seen):
                held[c] = i
                return True
        return False

    return sum(place(i, set()) for i in range(len(options)))


def reserved(options: list, taken: tuple, mine: list) -> tuple:
    """The classes among ``mine`` (the options of the person drawn now) that the people met later
    (``options``) need: taking one leaves fewer of them a class no one else in the cast holds
    (round 29, issue 10: a warden drawn Soldier left the survivor met later only Soldier again;
    three Celebrity/Entertainers in one cast)."""
    best = distinct(options, taken)
    return tuple(c for c in mine if c not in taken and distinct(options, taken + (c,)) < best)


def kept_for(later: list, settled: list, key: dict, world: dict | None) -> tuple:
    """The classes a person the content draws a class for (one in disguise) keeps off: those the
    cast has settled (``settled``: the stranded DayTripper's, the key local's) and those the
    people after them need (``reserved``; ``later``: their (role, tier), the key local's class
    settled by ``key``), so no class is drawn twice where the roles allow (round 29, issue 10);
    a Celebrity/Entertainer none of them counts on (``ONCE``)."""
    taken = tuple(dict.fromkeys(c for c in settled if c))
    opts = [[key["class"]] if key.get("class") and role == key.get("role") else
            classes_open(role, home_facts(role, world), False, tier) for role, tier in later]
    opts = last_resort(opts, taken)  # (round 32: as trip/npcs.py ``_kept``)
    return taken + reserved(opts, taken, list(_items("lists/classes")))


def last_resort(options: list, taken: tuple) -> list:
    """The later people's ``options`` as ``reserved`` counts them: a Celebrity/Entertainer
    (``ONCE``) is a person's last resort, not a spare class that lets another take theirs, as the
    audit's cast-class-repeat counts it; but it stays open to anyone the others can leave without
    a class of their own (the cast has as many distinct classes without them), so it is kept for
    them (round 32, humming-monkey-15: a stranded Soldier, who could be Special Forces, left the
    survivor met later Soldier or a Celebrity; the one the others listen to drew the Celebrity
    the fixer needed, every Soldier taken; a go-between drew the Celebrity that a trader needed
    beside someone in disguise already a Government Agent)."""
    plain = [[c for c in o if c not in ONCE] or o for o in options]
    best = distinct(plain, taken)
    return [o if distinct(plain[:i] + plain[i + 1:], taken) == best else plain[i]
            for i, o in enumerate(options)]
