"""Every Mission Complication has a clock line on every world it can be rolled for (REVIEW r12
finding 13: trip/clock.py skipped a complication with no fitting line, ``if options:``, so a
page could list a complication that never reaches its clock; it now raises instead, and this
test is what makes sure the raise never fires)."""

from __future__ import annotations

import itertools

from generators.content.win_by import win_by
from generators.data import load
from generators.facts import VALUES
from generators.needs import fits, parse

# the facts the complication lines read, with every value each can take beside a complication
# ("refuser" is self or keeper whenever Object of Mission will Refuse is rolled; an inhabited
# world has few or many inhabitants); no line reads any other fact, so nothing else can leave
# a complication without a line
AXES = {"inhabitants": VALUES["inhabitants"], "mission": VALUES["mission"], "node": VALUES["node"],
        "maguffin": VALUES["maguffin"], "water": VALUES["water"], "air": VALUES["air"],
        "law": VALUES["law"], "light": VALUES["light"], "daypart": VALUES["daypart"],
        "map_fork": VALUES["map_fork"],  # the scene map's choice of ways (trip/clock.py map_forks)
        "shore": VALUES["shore"], "war_fight": VALUES["war_fight"],  # the way in, the War Zone (clock_fit)
        "silent": VALUES["silent"],  # a day of silence in the Hook (round 28: the news by word of mouth)
        "wars": VALUES["wars"],  # whether the node's history allows a war (round 37: facts_r37events.py)
        "win_by": VALUES["win_by"]}  # how the mission is won (round 38: content/win_by.py)


# the maguffin kinds each mission can draw (content/maguffin.py maguffin_kind)
KINDS = {m: {v for v, _, f in load("lists/maguffin_kinds").items if m in f["missions"]} for m in VALUES["mission"]}


def _lines(comp: str) -> list[tuple]:
    out = []
    for _, _, f in load("trip/play_clock").items:
        if f.get("track") == f"complication:{comp}":
            n = f.get("_needs") or f.get("needs") or ()
            out.append(parse(n) if isinstance(n, str) else n)
    return out


def _read(needs) -> set[str]:
    return {c[1] for c in needs or () if c[0] in ("set", "flag")}


def test_every_complication_has_a_line_on_every_world():
    """Each complication x mission x node x every value of the facts its lines read has a line
    (passes on the old corpus too: none was missing; it guards the raise in clock_for, which
    replaced the old silent skip)."""
    comps = [(it[0] if isinstance(it, tuple) else it) for it in load("lists/complications").items]
    comps = [c if isinstance(c, str) else c[0] for c in comps]
    assert len(comps) == 12
    missing = []
    for comp in comps:
        needs = _lines(comp)
        assert needs, f"{comp}: no clock line at all"
        read = set().union(*map(_read, needs)) | {"inhabitants"}
        known = {"inhabited", "uninhabited", "refuser"}
        assert read <= set(AXES) | known, f"{comp}: its lines read {sorted(read - set(AXES) - known)}: add the axis"
        refusers = ("self", "keeper") if comp == "Object of Mission will Refuse" else ("none",)
        axes = {k: v for k, v in AXES.items() if k in read or k in ("mission", "node")}  # the rest: read by no line
        # win_by is no free axis: it is what the mission and the maguffin make it (content/win_by.py),
        # with the maguffin's form a permission or not
        wins = axes.pop("win_by", None) is not None
        for combo in itertools.product(*axes.values(), refusers):
            facts = dict(zip(list(axes) + ["refuser"], combo))
            if facts.get("maguffin") and facts["maguffin"] not in KINDS[facts["mission"]]:
                continue  # a kind the mission never draws (lists/maguffin_kinds.json)
            for won in sorted({win_by(facts["mission"], facts.get("maguffin"), form) for form in (None, "permission")}) if wins else [None]:
                facts = dict(facts, **({"win_by": won} if won else {}))
                if not any(fits(n, facts) for n in needs):
                    missing.append((comp, facts))
                    break
    assert not missing, missing[:3]
