"""Round 19, clock: the rival crew's goal against their clock ticks (cold read 27: "hired by the
client's rival to watch the PCs and report" beside a tick that has them bargaining for the
maguffin) and a line saying no other lander is near beside the rivals' lander "within sight".

The fact behind each fix holds (world ``rival_aim``; corpora/ needs on the Goal and the ticks),
and each rule of generators/trip/consistency_r19clock.py fires on a contradicting trip."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import check
from generators.trip.consistency_r19clock import COMPETE, LANDS, NO_LANDER, RULES, WATCH_GOAL, WATCHING

REPORT = "They were hired by the client's rival to watch the PCs and report"
NO_SECOND = ("No Rescue Available (Mission Complication): With no second lander to call on, every "
             "hurt crewmember slows the rest.")


def _rival_ticks(t: dict) -> list[tuple[int, str]]:
    name = t["rivals"][0]["name"]
    return [(k["tick"], e["text"].replace(name, "")) for k in t["clock"]["ticks"] for e in k["events"]
            if e["track"] == "rival"]


def _set_goal(t: dict, goal: str) -> dict:
    for d in t["rivals"][0]["details"]:
        if d["label"] == "Goal":
            d["text"] = goal
    return t


def _break_aim() -> dict:
    """A crew who came to watch and report, and a tick 4 that has them compete for the job."""
    t = trip_where(lambda t: any(COMPETE.search(x) for _, x in _rival_ticks(t)))
    return _set_goal(t, REPORT)


def _break_lander() -> dict:
    """The rivals land by tick 4, and tick 5 says there is no second lander to call on."""
    t = trip_where(lambda t: t["world"]["rivals"] == "later"
                   and min((k for k, x in _rival_ticks(t) if LANDS.search(x)), default=9) <= 4)
    t["clock"]["ticks"][4]["events"].append({"track": "complication", "text": NO_SECOND})
    return t


R19_CLOCK_BREAKS = {"rival-aim-fits-ticks": _break_aim, "no-lander-beside-rivals": _break_lander}


def test_every_rule_has_a_break_and_fires():
    assert set(R19_CLOCK_BREAKS) == set(RULES)
    for rule, brk in R19_CLOCK_BREAKS.items():
        assert fires(brk(), rule), rule


def test_a_racing_crew_does_not_stand_by_and_watch():
    t = trip_where(lambda t: any(WATCHING.search(x) for _, x in _rival_ticks(t)))
    assert not fires(t, "rival-aim-fits-ticks")
    assert fires(_set_goal(t, "They want the maguffin for a buyer who pays double"), "rival-aim-fits-ticks")


def _goal_needs() -> list[tuple[str, object]]:
    g = load("grammars/org")
    return list(zip(g.rules["crew_goal"], g.rule_needs["crew_goal"]))


WHYS = {"race": ("prize", "spoil", "beat"), "watch": ("watch",)}  # facts.py rival_why, by rival_aim
CLOCK = {"rival": "clock", "maguffin": "object", "inhabited": True, "inhabitants": "many",
         "before": "barn", "visits": "some", "maguffin_form": "any"}


def test_the_clock_crew_goal_says_its_aim():
    """Every Goal the clock crew can have needs the one aim its words say (the source: a goal
    to watch, film, copy or report on the crew is a watching one; the rest race)."""
    checked = set()
    for kind in ("object", "person", "view", "knowledge"):
        for text, needs in _goal_needs():
            # (round 24: a racing crew race for a purpose, rival_why, each line needs its own)
            aims = [a for a in ("race", "watch") if any(fits(needs, dict(CLOCK, maguffin=kind, rival_aim=a, rival_why=w))
                                                        for w in WHYS[a])]
            if aims:  # drawable for the clock crew on this maguffin
                checked.add(text)
                assert aims == (["watch"] if WATCH_GOAL.search(text) else ["race"]), text
    assert len(checked) >= 30, len(checked)
    assert len([t for t in checked if WATCH_GOAL.search(t)]) >= 6


def test_rival_ticks_need_the_aim_their_words_say():
    """The rivals' stage-2 ticks: a line that has them compete for the maguffin or the job
    needs rival_aim race, a line that has them only watch needs watch; each aim has lines for
    rivals who land later and for rivals already here."""
    lst = load("trip/play_clock")
    stage2 = [(v, f) for v, _, f in lst.items if f.get("track") == "rival" and f.get("stage") == 2]
    for v, f in stage2:
        n = f.get("_needs")
        if COMPETE.search(v):
            assert not fits(n, {**CLOCK, "rival_aim": "watch", "rival_why": "watch", "rivals": "later"}) and \
                not fits(n, {**CLOCK, "rival_aim": "watch", "rival_why": "watch", "rivals": "here"}), v
        if WATCHING.search(v):
            assert not any(fits(n, {**CLOCK, "rival_aim": "race", "rival_why": w, "rivals": "later"})
                           for w in WHYS["race"]), v
    for rivals in ("later", "here"):
        assert any(fits(f.get("_needs"), {**CLOCK, "rival_aim": "watch", "rival_why": "watch", "rivals": rivals})
                   for _, f in stage2), rivals


def test_no_clock_line_denies_the_rivals_lander():
    """The No Rescue Available tick no longer says there is no second lander (every trip has a
    rival crew with a lander on the node by then)."""
    lines = [v for v, _, f in load("trip/play_clock").items if f.get("track", "").startswith("complication")]
    assert lines and not [v for v in lines if NO_LANDER.search(v)]


def test_audit_trips_rivals_keep_to_their_aim():
    """Over the audit's trips the rival crew's goal says the world's aim, both aims are drawn, and
    neither rule fires (the base had 'watch the PCs and report' beside a bargain at tick 4 on
    hang audit/1, audit/6, audit/9)."""
    aims = set()
    for i in range(1, 41):
        t = audit_trip(i)
        goal = next(d["text"] for d in t["rivals"][0]["details"] if d["label"] == "Goal")
        aims.add(t["world"]["rival_aim"])
        assert bool(WATCH_GOAL.search(goal)) == (t["world"]["rival_aim"] == "watch"), (i, goal)
        bad = [v for v in check(t) if v.rule in RULES]
        assert not bad, (i, bad)
    assert aims == {"race", "watch"}
