"""Realistic nodes played straight (round 15, engineer "real"): a Time Travel trip to our own
Earth and an Alternate Earth are real places (world fact ``realistic``), so they carry no
surrealism tweaks (the rules' MORE SURREALISM! is "to create a surreal destination"), no
dream-like lines and no invented matter; and era words (lamp oil under electric light,
"history books" of the crew's own lifetime) fit the year."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from generators.content import content_for, force_node
from generators.content.world import facts_of, realistic_of
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import STRUCTURE_RULES as ALL_RULES
from generators.trip.consistency_r15real import RULES, check_r15real, uncanny_marks
from generators.trip.daytrip import trip_from_mission


def _content(node: str, i: int):
    s = Stream("r15-real", f"trip/{i}")
    m = force_node(roll_mission(s, "typical"), s.child("node"), node)
    return content_for(m, s.child("content"))


def test_realistic_fact():
    assert realistic_of("past", 1326) == "yes"
    assert realistic_of("deep", -80_000_000) == "yes"
    assert realistic_of("alternate", 2017) == "yes"
    assert realistic_of("future", 2300) == "yes"
    assert realistic_of("future", 3400) == "no"  # the far future: nothing of today is left
    for fam in ("planet", "dream", "chao"):
        assert realistic_of(fam, None) == "no"
    assert facts_of({"family": "past", "year": 1326})["realistic"] == "yes"


@pytest.mark.parametrize("node", ["Time Travel", "Alternate Earth"])
def test_no_tweaks_on_a_realistic_node(node):
    for i in range(6):
        c = _content(node, i)
        if facts_of(c.world)["realistic"] == "yes":
            assert c.tweaks == [], (node, i)
            assert not any("tweaks/count" in r.path for r in c.rolls)  # none rolled at all


def test_tweaks_still_1d3_plus_1_elsewhere():
    n = Counter(len(_content(node, i).tweaks) for node in ("Known Planet", "Dream World")
                for i in range(12))
    assert set(n) <= {2, 3, 4} and sum(n.values()) == 24


def test_trip_page_of_a_realistic_node_has_no_tweak_heading():
    # the first page whose Time Travel node is realistic (algorithm 29's page/1 lands in 10,727,
    # the far future, which may have tweaks: realistic_of)
    for k in range(1, 20):
        s = Stream("r15-real", f"page/{k}")
        m = force_node(roll_mission(s, "typical"), s.child("node"), "Time Travel")
        t = trip_from_mission(m, s)
        d = t.to_dict()
        if realistic_of(d["world"].get("family"), d["world"].get("year")) == "yes":
            break
    assert realistic_of(d["world"].get("family"), d["world"].get("year")) == "yes"
    assert d["tweaks"] == [] and all(not sc.get("tweaks") for sc in d["scenes"])
    from generators.site.tripview import trip_markdown
    assert "## Surrealism tweaks" not in trip_markdown(t)


def test_uncanny_and_invented_lines_need_an_unreal_node():
    real = {"node": "past", "year": 1326, "tech": "iron", "realistic": "yes",
            "inhabitants": "many", "meets_visitors": True, "air": "breathable"}
    dream = [f for v, _, f in load("trip/play_obstacles").items if "someone else's dream" in v]
    assert dream and not fits(dream[0]["needs"], real)
    assert len(uncanny_marks()) >= 15
    for name in ("lists/maguffins",):
        for v, _, f in load(name).items:
            if "#material#" in v:
                assert "realistic: no" in f.get("needs", ""), v
    # a realistic strong start still has a Psychological Challenges line of its own
    assert any(f.get("use") == "react:Psychological Challenges" and fits(f.get("needs"), real)
               for _, _, f in load("trip/play_lines").items)


def test_era_words_in_the_data():
    cargo = {v: f for v, _, f in load("lists/trade_cargo").items}
    oil = cargo["two barrels of lamp oil"].get("needs")
    assert not fits(oil, {"tech": "electric", "year": 1950}) and fits(oil, {"tech": "steam", "year": 1870})
    hb = [x for x in json.load(open("corpora/grammars/time.json"))["rules"]["risk_low"]
          if isinstance(x, dict) and "history books" in x["text"]][0]["needs"]
    near = {"inhabitants": "many", "year": 1990}
    assert not fits(hb, near) and fits(hb, dict(near, year=1890))


def _bad():
    got = []
    return got, lambda rule, msg: got.append(rule)


def test_every_rule_is_registered_and_fires():
    assert set(RULES) <= set(ALL_RULES)
    world = {"node_type": "Time Travel", "family": "past", "year": 1326, "tech": "iron"}
    trip = {"tweaks": [{"target": "The radio telescope at the ford"}],
            "scenes": [{"tweaks": ["There is a radio telescope here"]}]}
    every = [("scene/1/obstacle", "At the ford the crew start to feel they are someone else's "
                                  "dream, and that waking them would be rude"),
             ("maguffin/what", "a crate of Inerton")]
    got, bad = _bad()
    check_r15real(trip, world, every, bad)
    assert {"tweak-on-real-node", "uncanny-on-real-node", "fictional-matter-on-earth"} <= set(got)
    got, bad = _bad()
    check_r15real({}, {"node_type": "Alternate Earth", "family": "alternate", "year": 1999,
                       "tech": "electric"},
                  [("maguffin/cargo", "two barrels of lamp oil"),
                   ("node/Paradox risk", "The crew might be mistaken for somebody in the history books")],
                  bad)
    assert {"era-lamp-oil", "history-books-near", "tweak-on-real-node"} & set(got) == {
        "era-lamp-oil", "history-books-near"}
    # and none of them fires on a planet with the same words
    got, bad = _bad()
    check_r15real(trip, {"node_type": "Known Planet", "family": "planet", "year": None,
                         "tech": "iron"}, every, bad)
    assert got == []


# --- breaks for tests/test_consistency.py::test_each_structure_rule_fires ------------------


def _real_trip(node: str = "Time Travel", i: int = 1) -> dict:
    """The first trip from break/i on whose forced node is realistic (a Time Travel node may roll
    the far future, which is no real place): the breaks below need a real place to break."""
    for k in range(i, i + 60):
        s = Stream("r15-real", f"break/{k}")
        m = force_node(roll_mission(s, "typical"), s.child("node"), node)
        t = trip_from_mission(m, s).to_dict()
        if facts_of(t["world"])["realistic"] == "yes":
            return t
    raise AssertionError(f"no realistic {node} trip in break/{i}..{i + 59}")


def _break_tweak() -> dict:
    t = _real_trip()
    t["tweaks"] = [{"kind": "constructed", "target": "The oven at the inn", "tweak": "ridiculously large",
                    "rule": "Make it ridiculously large or small.", "text": "x", "detail": "It is enormous."}]
    return t


def _break_scene_line(line: str, world: dict | None = None) -> dict:
    t = _real_trip()
    t["world"].update(world or {})
    sc = t["scenes"][-1]
    sc["read_aloud"] = (sc.get("read_aloud") or "") + " " + line
    return t


R15REAL_BREAKS = {
    "tweak-on-real-node": _break_tweak,
    "uncanny-on-real-node": lambda: _break_scene_line(
        "At the inn the crew start to feel they are someone else's dream, and that waking them would be rude."),
    "fictional-matter-on-earth": lambda: _break_scene_line("A crate of Inerton sits by the door."),
    "era-lamp-oil": lambda: _break_scene_line("Two barrels of lamp oil stand by the door.",
                                              {"tech": "electric", "year": 1990}),
    "history-books-near": lambda: _break_scene_line(
        "The crew might be mistaken for somebody in the history books.", {"year": 1990}),
}


@pytest.mark.parametrize("rule", sorted(R15REAL_BREAKS))
def test_each_break_fires_through_check(rule):
    from generators.trip.consistency import check
    assert rule in {v.rule for v in check(R15REAL_BREAKS[rule]())}
