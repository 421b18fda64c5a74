"""Round 24's variety work (issue 10; scripts/variety.py measures it): the barn's gossip names
no kind of node but the trip's own (trip/consistency_r24variety.py; a cold reader found "the
smell has reached the Chao" overheard before a Dream World trip), and the widened pools still
have a line for every world they are drawn on (every planet Hook has its scene line)."""

from __future__ import annotations

import re

from audit_trips import audit_trip, fires, trip_where
from generators.content.common import GOSSIP_NODES, NODE_TYPES, barn_rumour, gossip_names_other
from generators.data import load
from generators.rng import Stream
from generators.trip.consistency_r24variety import RULES
from generators.trip.threads import _items, _pattern

CHAO_LINE = "Somebody in the parking lot is grilling hot dogs and the smell has reached the Chao."


def _gossip_elsewhere() -> dict:
    t = trip_where(lambda t: t["node"]["type"] != "Multiversal Chao")
    for d in t["node"]["details"]:
        if d["label"] == "Overheard in the barn":
            d["text"] = CHAO_LINE
    return t


R24_VARIETY_BREAKS = {"gossip-other-node": _gossip_elsewhere}


def test_each_variety_rule_fires_on_its_break():
    for rule, make in R24_VARIETY_BREAKS.items():
        assert fires(make(), rule), rule
    assert set(R24_VARIETY_BREAKS) == set(RULES)


def test_gossip_names_other_kinds_of_node():
    assert gossip_names_other(CHAO_LINE, "Dream World") == "Multiversal Chao"
    assert gossip_names_other(CHAO_LINE, "Multiversal Chao") is None
    assert gossip_names_other("Every crew that comes back from the future has better teeth.",
                              "Known Planet") == "Time Travel"
    assert gossip_names_other("Every crew that comes back from the future has better teeth.",
                              "Time Travel") is None
    assert gossip_names_other("The barn cat knows.", "Dream World") is None
    assert set(GOSSIP_NODES) == set(NODE_TYPES)


def test_barn_rumour_keeps_to_the_trips_own_kind_of_node():
    for kind in NODE_TYPES:
        heard = {barn_rumour(Stream(f"gossip{i}", "rumour"), kind) for i in range(80)}
        assert not [h for h in heard if gossip_names_other(h, kind)], kind
    own = [v for v in load("text/barn_rumours").value_tuple if GOSSIP_NODES["Multiversal Chao"].search(v)]
    assert own, "the Chao's own gossip is still in the pool"


def test_audit_trips_hear_only_their_own_nodes_gossip():
    for i in range(1, 40):
        t = audit_trip(i)
        said = [d["text"] for d in t["node"]["details"] if d["label"] == "Overheard in the barn"]
        assert not any(gossip_names_other(s, t["node"]["type"]) for s in said), (i, said)


def test_every_planet_hook_has_its_scene_line():
    raw = load("grammars/planet").raw["rules"]
    lines = [f["hook"] for _, _, f in _items("hook")]
    for sym in ("hook", "hook_empty"):
        for h in raw[sym]:
            text = h["text"] if isinstance(h, dict) else h
            assert any(re.fullmatch(_pattern(x), text.replace("#world#", "Zed")) or x == text for x in lines), text


def test_water_planets_have_more_than_one_hook_of_their_own():
    raw = load("grammars/planet").raw["rules"]
    water = [h["text"] for h in raw["hook"] if isinstance(h, dict) and "water: oceans" in h.get("needs", "")]
    assert len(water) >= 3, water
