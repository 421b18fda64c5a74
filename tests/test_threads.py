"""Loose threads (generators/trip/threads.py): every faction a trip prints is met at a scene,
the node's hook shows at one, and a tour's No Intel keeps its destination well known."""

from __future__ import annotations

import re

from generators.content import stratify
from generators.data import load
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency_threads import loose_threads
from generators.trip.daytrip import trip_from_mission
from generators.trip.threads import hook_line


def test_every_hook_has_a_scene_line():
    g = load("grammars/planet")
    for sym in ("hook", "hook_empty"):
        for text in g.rules[sym]:
            said = re.sub(r"#world#", "Dianaea", text)
            assert hook_line(said), f"no play_threads hook line for {text!r}"


def _trips(seed: str, n: int, mission: str | None = None):
    k = 0
    for i in range(1, 2000):
        s = Stream(seed, f"audit/{i}")
        m = roll_mission(s, "typical")
        stratify(m, s, i)
        if mission and m.mission_type != mission:
            continue
        yield trip_from_mission(m, s).to_dict()
        k += 1
        if k == n:
            return


def test_factions_and_hooks_are_placed_at_scenes():
    # (round 22: a slipped node's lines, a Dream World's artifact and its What it is, too;
    # round 23: a Dream World's rule, "What the dream obeys")
    seen = {"Faction": 0, "The hook": 0, "The dreamer's story": 0, "The slip": 0,
            "Worth bringing back": 0, "What the dream is": 0, "The dream's rule": 0}
    for t in _trips("threads", 30):
        assert loose_threads(t) == []
        for sc in t["scenes"]:
            for th in sc["threads"]:
                seen[th["label"]] = seen.get(th["label"], 0) + 1  # (round 26: a complication too)
    assert seen["Faction"] and seen["The hook"] and seen["The slip"], seen


def test_a_tour_is_to_a_well_known_and_mapped_destination():
    goal = load("tables/mission_types")
    tour = next(r for r in goal.rows if r.value == "Sightseeing/Tourism")
    assert "a well-known and mapped destination" in tour.fields["goal"]
    for t in _trips("threads-tour", 12, mission="Sightseeing/Tourism"):
        assert t["goal"] == tour.fields["goal"]
        assert t["world"]["visits"] == "some" and t["world"]["known"] == "mapped"


def test_a_tours_no_intel_is_the_brochures():
    """A tour with No Intel goes by the tour company's brochure and map (corpora/grammars/
    events.json no_intel, needs mission: tourism), never "nobody has been here before"; since
    round 24 the tour company only where the client is a company (r24-maguffin: "the tour
    company's brochure" on a tour with no tour company), else what the client handed the
    tourists."""
    got = []
    for t in _trips("slip-n-slide", 120, mission="Sightseeing/Tourism"):  # (algorithm 29: the first No Intel tour is the 45th)
        if "No Intel" in t["complications"]:
            got += [e["text"] for e in t["events"] if e["text"].startswith("No Intel")]
            if len(got) >= 2:
                break
    assert got and all(re.search(r"brochure|tour company|client handed the tourists|leaflet", x) for x in got), got
    assert not any(re.search(r"nobody has been here", x, re.I) for x in got), got


def test_every_dream_story_has_a_scene_line():
    from generators.trip.threads import story_line

    for text in load("grammars/dream").rules["story_thing"]:
        said = re.sub(r"#animal#", "hare", text)
        assert story_line(f"One of Erdrich's stories, the one with {said}"), text
