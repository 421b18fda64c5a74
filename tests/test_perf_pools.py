"""trip/pools.py (a list's items by their fields and needs, indexed once per corpus load) and
trip/npc_chances.py (an NPC roll's chances remembered by dice and modifier) give exactly what
the code they replaced gave (issue 15: faster generation, the same bytes)."""

from __future__ import annotations

import random
from fractions import Fraction

from generators import data
from generators.needs import TECH_LADDER, VALUES, fits
from generators.rules.npc_odds import RollOdds
from generators.trip import npc_chances, pools
from generators.trip.base import ODDS_DLS, pct

# (list, the fields the generation code selects by)
SELECTS = (("trip/play_endings", ("use",)), ("trip/play_clock", ("track", "stage")),
           ("trip/play_clues", ("use",)), ("trip/maguffin_handling", ("kind", "part")))


def _facts(r: random.Random) -> dict:
    f = {k: r.choice((*vs, None)) for k, vs in VALUES.items()}
    f["tech"] = r.choice(TECH_LADDER)
    f["year"] = r.choice((None, r.randint(-3000, 3000), 1920, 1887, 1950, 3001))
    f["fork_year"] = r.choice((None, r.randint(1500, 2000)))
    f["meets_visitors"] = r.choice((True, False))
    return f


def _old(items, facts, fields) -> list[int]:
    """What the generation code did before: the fields, then fits() item by item."""
    return [i for i, (_, _, f) in enumerate(items)
            if all(f.get(k) == v for k, v in fields) and fits(f.get("_needs"), facts or None)]


def test_pools_pick_what_a_scan_with_fits_picked():
    r = random.Random(15)
    worlds = [None, {}] + [_facts(r) for _ in range(60)]
    for key, names in SELECTS:
        lst = data.load(key)
        combos = sorted({tuple((k, f.get(k)) for k in names) for _, _, f in lst.items}, key=repr)
        assert combos, key
        for facts in worlds:
            for fields in combos + [tuple((k, "no such value") for k in names)]:
                want = _old(lst.items, facts, fields)
                assert list(pools.indices(lst, facts, fields)) == want, (key, fields, facts)
                assert pools.items(lst, facts, fields) == [lst.items[i] for i in want]


def test_pools_follow_a_replaced_item_list():
    """A pack that replaces a list's items gets its own answer (the memo is by identity)."""
    lst = data.load("trip/play_endings")
    fields = (("use", lst.items[0][2].get("use")),)
    before = pools.indices(lst, None, fields)
    saved = lst.items
    try:
        lst.items = list(saved[:1])
        assert pools.indices(lst, None, fields) == (0,)
    finally:
        lst.items = saved
    assert pools.indices(lst, None, fields) == before


def test_npc_chances_and_order_are_the_plain_ones():
    rolls = [RollOdds("skill", f"s{d}{m}{n}", "GRACE", d, m, "") for d in range(1, 7)
             for m in range(-3, 6) for n in ("a", "b")]
    random.Random(4).shuffle(rolls)
    for o in rolls:
        assert npc_chances.chances(o) == {str(dl): pct(o.success(dl)) for dl in ODDS_DLS}
        assert npc_chances.chances(o) is not npc_chances.chances(o)  # a new dict each time
    plain = sorted(rolls, key=lambda o: (-o.success(4), -o.dice - o.modifier, o.name))
    assert sorted(rolls, key=npc_chances.move_order) == plain
    assert isinstance(npc_chances.move_order(rolls[0])[0], Fraction)
