"""Where each of the cast is found, rolled before any line about them (their wants and secrets
name their own place): the lead at the slip-in point, the maguffin's keeper with the maguffin,
the rest wherever the dice put them, within what their kind allows (a creature too big for a room
out of doors, one who knows the ground before the maguffin's place, a monster's lair off the
landing). Split from content/__init__.py (round 38) so each stays one concern."""

from __future__ import annotations

from ..rng import Stream
from .place_kinds import place_kind
from .places import GUIDE_ROLE


def _homes(s: Stream, n: int, locations: list[dict], rescue: bool, big: frozenset = frozenset(),
           guides: frozenset = frozenset(), lairs: frozenset = frozenset()) -> list[str]:
    """Where each of ``n`` people is found, rolled before any line about them (their wants
    and secrets name their own place): the lead at the slip-in point (on a rescue, the
    stranded DayTripper is where the missing are held), the maguffin's keeper with the
    maguffin, the rest wherever the dice put them; a creature too big for a room (``big``:
    their indexes) at a place out of doors (cold read 23: a thunder-grazer "big as a house"
    at home in "a crowded room"), and not at a loud one or a town's (cold read 44: a grizzly bear
    keeping "its ground" in a busy bazaar). One who knows the ground (``guides``: their indexes)
    is met before the maguffin's place, never at it (cold read r28: the one who knew the way,
    found only once the crew were already there). A monster in its lair (``lairs``: their indexes)
    is never where the lander sets down, nor in a loud place or a town's (cold read 38-a: a
    cyclops in the radio tower the hatch opens on, where firemen check everyone who comes in)."""
    def fits(i: int) -> list[dict]:
        here = [x for x in locations if x.get("setting") != "indoor"] or locations if i in big else locations
        if i in lairs:
            here = [x for x in here if x is not locations[0]] or here
        if i in big or i in lairs:  # and not in a loud town square (cold read 44: a grizzly at home in a busy bazaar)
            here = [x for x in here if x.get("din") != "loud" and place_kind(x["name"]) != "settlement"] or [
                x for x in here if x.get("din") != "loud" or place_kind(x["name"]) != "settlement"] or here
        return [x for x in here if x is not locations[1]] or here if i in guides and len(locations) > 2 else here
    return [locations[(1 if rescue else i)]["name"] if i < 2 else fits(i)[s.child(i).below(len(fits(i)))]["name"]
            for i in range(n)]


BIG_SIZES = ("horse", "car", "big", "bus")  # a creature no room holds (lists/animals, monsters: size)


def _big_ones(mission, setting, opp: list[str], beast: str, monster: str) -> frozenset:
    """The indexes of the cast (roles_for's order) who are a creature too big for a room, or
    the lead animal of a herd or a pack, which lives out of doors with it (issue 10: a ram
    leading its herd "along its old path" through a bank's hall)."""
    from .cast_facts import creature_fact
    from .people import CREATURE_ROLES, roles_for

    return frozenset(i for i, (r, _) in enumerate(roles_for(mission, setting, opp)) if r in CREATURE_ROLES
                     and (r in OUTDOOR_ROLES or creature_fact(
                         monster if CREATURE_ROLES[r] == "Monster/Enemy" else beast)["size"] in BIG_SIZES))


def _guides(mission, setting, opp: list[str]) -> frozenset:
    """The indexes of the cast (roles_for's order) whose part is knowing the ground (GUIDE_ROLE)."""
    from .people import roles_for

    return frozenset(i for i, (r, _) in enumerate(roles_for(mission, setting, opp)) if GUIDE_ROLE.search(r))


def _lairs(mission, setting, opp: list[str], lair: bool) -> frozenset:
    """The indexes of the cast (roles_for's order) who are a monster that keeps to its lair."""
    from .people import CREATURE_ROLES, roles_for
    return frozenset(i for i, (r, _) in enumerate(roles_for(mission, setting, opp)) if lair and CREATURE_ROLES.get(r) == "Monster/Enemy")


OUTDOOR_ROLES = ("The herd's lead animal", "The pack's lead animal")  # content/people.py CREATURE_ROLES


def _place_people(homes: list[str], people: list[dict], locations: list[dict]) -> None:
    """Put each person at their place (``_homes``)."""
    at = {loc["name"]: j for j, loc in enumerate(locations)}
    for loc in locations:
        loc["who"] = []
    for i, p in enumerate(people):
        j = at[homes[i]]
        p["where"] = locations[j]["name"]
        locations[j]["who"].append(p["name"])
    for loc in locations:
        loc["who"] = list(loc["who"])
