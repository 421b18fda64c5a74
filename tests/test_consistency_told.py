"""Round 13 (world): what a page tells the GM of its stat blocks, its tweaks' props and its
world's facts (generators/trip/consistency_told.py, the word rules lawless-office,
coin-before-metal, wood-treeless, chartless-visited and night-on-nightless's "every night",
the line clash press-hand-copied). Each rule is fed a trip with the contradiction
(``TOLD_BREAKS``, also run by test_consistency.py's test_each_structure_rule_fires) and a trip
without it; the word rules' and line clash's own examples are fed by test_consistency.py."""

from __future__ import annotations

import copy
import re
from functools import lru_cache

from generators.content import stratify
from generators.data import load
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.rules.harm import Harm, harm_line
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission


@lru_cache(maxsize=None)
def _trip(seed: str = "told", k: int = 1) -> dict:
    s = Stream(seed, f"audit/{k}")
    m = roll_mission(s, "typical")
    stratify(m, s, k)
    return trip_from_mission(m, s).to_dict()


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _break_harm() -> dict:
    """The old stat block's line, "-1 stat per hit; dead after 3 hits" (cold read 19 reader A
    class 9): every trip under the old code has it on every NPC, so this fails there."""
    t = copy.deepcopy(_trip())
    t["npcs"][0]["harm"] = "-1 stat per hit; dead after 3 hits"
    return t


def _break_tweak_prop() -> dict:
    """A scene tweak that names a machine the scene never shows, worded as the old code wrote
    every scene tweak ("The vending machine here: ..."; cold read 19 B-13)."""
    t = copy.deepcopy(_trip())
    sc = t["scenes"][0]
    sc["read_aloud"] = "A bare field of stones under a low sky."
    sc["tweaks"] = ["The vending machine here: controlled by a natural law or process. It works "
                    "only while somebody nearby is asleep."]
    return t


TOLD_BREAKS = {"harm-line-rules": _break_harm, "tweak-prop-unseen": _break_tweak_prop}


def test_harm_line_says_what_taking_harm_says():
    """TAKING HARM: each hit is -1 to one stat, uncalled hits take the highest stat left, and
    three stats at 0 is death; the line gives the fewest hits (called at the weakest stats) and
    the uncalled count. The old line, "dead after 3 hits", said neither."""
    ones = dict(BRAINS=1, CHARM=1, GRACE=1, HEALTH=1, MIGHT=1, PSYCHE=1)
    assert harm_line(ones).endswith("dead when three stats reach 0 (3 hits)")
    strong = dict(ones, BRAINS=3, GRACE=2)
    line = harm_line(strong)
    assert "(3 hits called at the weakest stats, 6 uncalled)" in line
    h = Harm(dict(strong))
    while not h.dead:
        h.take()
    assert len(h.hits) == 6


def test_every_stat_block_on_a_trip_says_three_stats():
    """Fails on the old code: every NPC's harm read "dead after N hits"."""
    t = _trip()
    blocks = [n["harm"] for n in t["npcs"]] + [
        sc["obstacle"]["foes"]["harm"] for sc in t["scenes"]
        if (sc.get("obstacle") or {}).get("foes") and sc["obstacle"]["foes"].get("harm")]
    assert blocks and all("three stats reach 0" in b and "dead after" not in b for b in blocks)
    assert "harm-line-rules" not in _rules(t)


def test_harm_line_rule_fires_on_wrong_words_and_wrong_counts():
    assert "harm-line-rules" in _rules(_break_harm())
    t = copy.deepcopy(_trip())
    n = t["npcs"][0]
    n["harm"] = re.sub(r"\(.*\)", "(99 hits)", n["harm"])  # the right words, the wrong count
    assert "harm-line-rules" in _rules(t)


def test_tweak_prop_rule_fires_and_a_shown_machine_passes():
    assert "tweak-prop-unseen" in _rules(_break_tweak_prop())
    t = _break_tweak_prop()
    t["scenes"][0]["read_aloud"] += " A vending machine hums by the gate."
    assert "tweak-prop-unseen" not in _rules(t)
    t = _break_tweak_prop()
    t["scenes"][0]["tweaks"] = ["There is a vending machine here: controlled by a natural law "
                                "or process."]
    assert "tweak-prop-unseen" not in _rules(t)


def test_scene_tweaks_bring_in_machines_the_scene_never_shows():
    """Fails on the old code: every constructed-world tweak at a scene read "The <machine>
    here:" whether or not the scene had one (182 of 300 slip-n-slide trips)."""
    machines = {v.lower() for v, _, _ in load("lists/tweak_targets_constructed").items}
    seen = 0
    for k in range(1, 16):
        t = _trip("told-tweaks", k)
        for sc in t["scenes"]:
            for line in sc.get("tweaks") or []:
                # round 17: "Something is strange about the <machine> here." (no table words)
                m = re.match(r"(?:Something is strange about the (.+?) here\.|There is an? (.+?) here, and)", line)
                if m and (m.group(1) or m.group(2)).lower() in machines:
                    seen += 1
                    if m.group(1):
                        assert m.group(1).lower() in sc["read_aloud"].lower(), line
        assert "tweak-prop-unseen" not in _rules(t)
    assert seen


def test_trees_follow_the_biosphere_and_wood_needs_them():
    """Fails on the old code (no trees fact): a planet of giant fungi, one organism, microbes or
    nothing has trees: no, and no line that needs wood is drawn there (cold read 19 j: wooden
    ships where giant fungi stand instead of trees)."""
    from generators.needs import fits

    bio = {v: f for v, _, f in load("lists/planet_biosphere").items}
    assert {v for v, f in bio.items() if f.get("trees") == "no"} >= {"Fungal forests", "One organism",
                                                                      "Sterile", "Microbial mats"}
    woody = [f["_needs"] for v, _, f in load("trip/consistency_words").items if v == "wood-treeless"]
    assert woody and not fits(woody[0], {"trees": "no"}) and fits(woody[0], {"trees": "yes"})
    for k in range(1, 60):
        t = _trip("told-trees", k)
        if t["world"].get("family") == "planet":
            life = next(d["text"] for d in t["node"]["details"] if d["label"] == "Biosphere")
            want = bio[life.split(":")[0]].get("trees", "yes")
            assert t["world"]["trees"] == want
            if want == "no":
                assert "wood-treeless" not in _rules(t)
                return
    raise AssertionError("no treeless planet in 60 trips")
