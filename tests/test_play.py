"""The play layer of a DayTrip (generators/trip/play.py): a strong start, scenes as a graph,
secrets and clues, the clock and the endings, checked over 1,000 trips.

- the three-clue rule: every needed fact has >= 3 clues, each at a scene or an NPC who is
  at a scene, and one at the start scene;
- every scene is reachable from the start; 4-6 scenes;
- every ending names its pay, Fame and XP (the rules' award, generators.rules.xp);
- no clock event repeats, and an event that names an NPC puts them where the page does or
  moves them to the lander.
"""

from __future__ import annotations

import re

from collections import deque

import pytest

from generators.rng import Stream
from generators.rules.xp import mission_award
from generators.trip.clues import one_line
from generators.trip.consistency_r25tweaks import TRAVELLING
from generators.trip.daytrip import roll_trip


def _trips(n, seed="play"):
    for i in range(1, n + 1):
        yield roll_trip(Stream(seed, f"trip/{i}"), aspects=(i % 3 == 0), crew=1 + i % 4)


def _reachable(play) -> set[str]:
    adj: dict[str, set[str]] = {}
    for c in play["connections"]:
        adj.setdefault(c["from"], set()).add(c["to"])
        adj.setdefault(c["to"], set()).add(c["from"])
    seen, todo = {play["start"]["scene"]}, deque([play["start"]["scene"]])
    while todo:
        for nxt in adj.get(todo.popleft(), ()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def check(t) -> None:
    p = t.play
    scenes = {sc["id"]: sc for sc in p["scenes"]}
    assert 4 <= len(scenes) <= 6  # 1d4+2 places, a 3 read as 4 (trip/scenes.py)
    assert p["start"]["scene"] == "scene-1" and p["scenes"][-1]["kind"] == "climax"
    assert _reachable(p) == set(scenes), t.path
    npc_at = {n.key: n.where for n in t.npcs}
    # 6-10 facts, and beyond them the secret of everyone the crew meet (brief r22 promises:
    # a secret no clue touches is a promise the trip never pays); trip/clues.py MAX_FACTS
    assert 6 <= len(p["clues"]) <= 14, t.path
    assert len([f for f in p["clues"] if not f["id"].startswith(("secret-", "lies-"))]) <= 10, t.path
    needed = [f for f in p["clues"] if f["needed"]]
    ids = {f["id"] for f in needed}
    assert "way" in ids and ids <= {"where", "way"}
    if "where" not in ids:  # round 17: the way to a place the job names, on a map of one line
        where = next(f for f in p["clues"] if f["id"] == "where")
        assert where["fact"].startswith("The way to ") and one_line(p["scenes"]), t.path
    for f in p["clues"]:
        for c in f["clues"]:
            assert c["scene"] in scenes
            if c["kind"] == "npc":  # (a tourist travels with the crew: at every scene)
                assert npc_at[c["at"]] == scenes[c["scene"]]["place"] or npc_at[c["at"]].startswith(TRAVELLING), \
                    (t.path, c)
            else:
                assert c["at"] == c["scene"]
    for f in needed:
        assert len(f["clues"]) >= 3, (t.path, f)
        assert any(c["scene"] == "scene-1" and c["source"] != "intel" for c in f["clues"]), (t.path, f)
        if f["id"] == "where":  # found before the climax, where it leads
            assert all(scenes[c["scene"]]["kind"] != "climax" for c in f["clues"])
    for sc in p["scenes"]:
        ob = sc["obstacle"]
        assert 1 <= ob["dl"] <= 10 and ob["stat"] and ob["way"] and sc["leads_to"]
    texts = [e["text"] for tick in p["clock"]["ticks"] for e in tick["events"]]
    assert len(texts) == len(set(texts)), t.path
    assert p["clock"]["ticks"][-1]["events"][-1]["track"] == "window"
    for tick in p["clock"]["ticks"]:
        for e in tick["events"]:
            for n in t.npcs:
                # a name inside a title ("Sacher-Masoch's Story", the dreamer's) is no person,
                # nor inside another NPC's longer name (the dreamer Laurence in Tatum "the
                # Cartographer" Laurence, as the audit's tick-npc-elsewhere reads it)
                text = e["text"]
                for o in t.npcs:
                    if len(o.name) > len(n.name) and n.name in o.name:
                        text = text.replace(o.name, "")
                if re.search(re.escape(n.name) + r"(?!'s [A-Z])", text) and n.where:
                    assert n.where.lower()[4:] in e["text"].lower() or "lander" in e["text"] \
                        or "makes their move" in e["text"], (t.path, n.name, n.where, e["text"])
    assert [e["outcome"] for e in p["endings"]] == ["success", "partial", "failure"]
    for e in p["endings"]:
        assert "M" in e["pay"] and e["fame"] and "XP" in e["xp"], e
        assert e["bring"] and e["client"] and e["follows"]


@pytest.mark.slow
def test_a_thousand_trips_are_runnable():
    for t in _trips(1000):
        check(t)


def test_forty_trips_are_runnable():
    for t in _trips(40, seed="play-fast"):
        check(t)


def test_success_xp_is_the_rules_award_and_pay_is_cl_times_crew():
    # "Base Pay is the CL times the number of crewmembers." (Mission Aspects, STEP 1)
    t = roll_trip(Stream("pay", "trip/1"), crew=3)
    cl = t.mission.clearance_level
    ok = t.play["endings"][0]
    assert ok["pay_total"] == cl * 2  # without aspects, the trip's default crew of 2
    from generators.content.maguffin import pay_words  # when: the trip's one pay fact

    assert ok["pay"].startswith(f"{cl}M per crewmember (CL {cl}, {pay_words(t.world, 'terms')})")
    assert ok["pay_by_crew"]["3"] == cl * 3  # and by crew size
    assert ok["xp"].startswith(f"{mission_award(nodes=1, returned=True).total} XP each")
    a = roll_trip(Stream("pay", "trip/2"), aspects=True, crew=3)
    assert a.play["endings"][0]["pay_total"] == a.aspects["pay"]
    assert a.play["endings"][2]["pay_total"] == 0


def test_play_does_not_reshuffle_the_rest_of_the_trip():
    """The play layer draws only under <trip>/play: the rest of the trip is what it was."""
    t = roll_trip(Stream("same", "trip/1"))
    d = t.to_dict()
    for k in ("start", "scenes", "clues", "clock", "endings"):
        assert k in d


def test_every_play_pool_has_a_fitting_line_in_every_kind_of_world():
    """Play lines carry `needs` (generators/needs.py); for every world on a small grid and
    every maguffin kind, each pool the play layer draws from keeps at least one line (a draw
    with nothing fitting is an error here, not a silent gap on the page)."""
    from itertools import product

    from generators.data import load
    from generators.needs import VALUES, fits, parse

    pools = {
        "trip/play_lines": ("use", [f"want:{k}" for k in ("arrival", "lead", "setback", "climax")]),
        "trip/play_clues": ("use", ["scene", "npc"]),
        "trip/play_endings": ("use", ["bring:success", "bring:partial", "bring:failure"]),
    }
    clock = [("goal:person", 1), ("goal:person", 2), ("goal:person", 3), ("goal:thing", 1),
             ("goal:thing", 2), ("goal:thing", 3), ("rival", 2), ("window", 0)]
    missing = []
    # every maguffin with each mission it can be the object of (lists/maguffins.json), with
    # its own kind, bulk and form, on each world it fits
    mags = {(m, f["kind"], f["bulk"], f["form"], f.get("needs", ""), f.get("time", "any"),
             "yes" if f.get("made") else "no",  # whether the crew make it (maguffin_made)
             f.get("matter", "any"), f.get("span", "any"), f.get("seen", "here"))
            for _, _, f in load("lists/maguffins").items for m in f["missions"]}
    # every world has its rival crew's aim (content/__init__.py rival_aim, race or watch: the
    # rival ticks need it since round 19), so the grid has it beside rivals and light
    for air, inh, meets, tech, (mission, kind, bulk, form, needs, time, made, matter, span, seen), \
            rivals, light, (aim, why) in product(
            ("breathable", "vacuum"), ("nobody", "few"), (True, False), ("none", "steam", "strange"),
            sorted(mags), VALUES["rivals"], VALUES["light"],
            # (round 24: and why they race, rival_why, which every line about them needs)
            [("race", w) for w in VALUES["rival_why"] if w != "watch"] + [("watch", "watch")]):
        facts = {"node": "planet", "year": None, "tech": tech, "inhabitants": inh,
                 "meets_visitors": meets, "natives": "human", "air": air, "water": "lakes",
                 "climate": "temperate", "law": "ordinary", "maguffin": kind, "rivals": rivals,
                 "maguffin_bulk": bulk, "maguffin_form": form, "mission": mission,
                 "life": "rich", "maguffin_state": "held" if kind == "person" else None,
                 "light": light,  # the light at a tick's hour (clock)
                 "maguffin_time": time, "maguffin_made": made, "setting": "outdoor",  # the slip-in point
                 "maguffin_matter": matter, "maguffin_span": span, "maguffin_seen": seen,
                 "rival_aim": aim, "rival_why": why}
        if needs and not fits(parse(needs), facts):
            continue  # no such maguffin on such a world
        # its keeper's plan (content/maguffin.py): a thing somebody has is kept or sold; the
        # two plans alternate over the rivals x light grid, so each maguffin meets both
        plan = ("stay", "sell")[(rivals == "here") ^ (light == "day")] \
            if kind in ("creature", "object", "substance") and made == "no" else "none"
        facts["keeper_plan"] = plan
        # a view shows from one spot or many (content/maguffin_facts.py, rolled or the entry's):
        # the two alternate over the grid like the keeper's plan, so each view meets both
        facts["maguffin_spots"] = ("one", "many")[(rivals == "here") ^ (light == "night")]

        for name, (field, uses) in pools.items():
            items = load(name).items
            for use in uses:
                if not any(f.get(field) == use and fits(f.get("_needs"), facts) for _, _, f in items):
                    missing.append((name, use, facts))
        for track, stage in clock:
            if track == "goal:person" and kind != "person" or track == "goal:thing" and kind == "person":
                continue
            if time != "any" and track.startswith("goal") and stage >= 2:
                continue  # a timed maguffin's hours and last chance take the goal's later ticks
            if not any(f.get("track") == track and f.get("stage") == stage and fits(f.get("_needs"), facts)
                       for _, _, f in load("trip/play_clock").items):
                missing.append(("trip/play_clock", f"{track}/{stage}", facts))
        for opp in ("Dangerous People", "Dangerous Environment", "Psychological Challenges"):
            if not any(f["opposition"] == opp and fits(f.get("_needs"), facts)
                       for _, _, f in load("trip/play_obstacles").items) and opp != "Dangerous People":
                missing.append(("trip/play_obstacles", opp, facts))
    assert not missing, sorted({(n, u, f["maguffin"], f["maguffin_form"], f["mission"], f["inhabitants"], f["rivals"],
                                 f["rival_aim"], f["rival_why"]) for n, u, f in missing})[:40]


def test_a_long_chain_gets_a_shortcut_back_within_the_window():
    """Six scenes are five paths of at least an hour: beside an event over at hour 20 (four
    hours to the window) the scene map gets a one-hour shortcut so the walk back fits
    (slip-n-slide audit/876, success-reachable)."""
    from generators.trip.scene_paths import walk
    from generators.trip.scenes import connections

    for i in range(40):
        links = connections(Stream("shortcut-back", str(i)), 6, 4)
        pairs = [(int(c["from"][6:]), int(c["to"][6:])) for c in links]
        assert walk(pairs, [c["hours"] for c in links], 6) <= 4, links
        assert sum(b != a + 1 for a, b in pairs) == 1, links  # still one shortcut, never 1 -> 6
        assert (1, 6) not in pairs
