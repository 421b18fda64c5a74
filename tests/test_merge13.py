"""What the round 13 merge's audit at 1,000 trips found (algorithm 14): each test fails on the
merged branches before the lead's fixes."""

from __future__ import annotations

import re

from generators.trip.consistency import word_rules
from generators.trip.consistency_hours import _tick_npcs
from generators.trip.consistency_maguffin import NOT_GAS
from generators.trip.knowing import home_only


def test_the_barn_is_a_whole_word():
    """sns audit/637: "the Barne Moss Quarry" read as the barn's own file, so the go-between
    was no source of where the maguffin is."""
    assert not home_only("Where to find it: the Barne Moss Quarry, held by Parker Kingsolver.")
    assert home_only("The barn's file on the job says so")


def _rule(name: str) -> re.Pattern:
    return next(p for n, p, _, _ in word_rules() if n == name)


def test_judge_as_a_verb_is_no_office():
    """sns audit/115: 'nobody can judge where anything is' read as a judge where there is no law."""
    rule = _rule("lawless-office")
    assert not rule.search("sounds arrive before whatever makes them, and nobody can judge where anything is")
    assert rule.search("The judge at the crossroads hears the case")


def test_a_cooler_passage_is_no_cooler():
    """hang audit/725: 'find the cooler passage round it' read as a cooler for a flask of air."""
    assert not NOT_GAS.search("or find the cooler passage round it (BRAINS DL 2)")
    assert NOT_GAS.search("it rides in the cooler")


def test_a_longer_name_is_its_own_npc():
    """sns audit/350: the trader Lyric 'the Keyhole' Barthelme's tick read as the dreamer
    Barthelme's, who is elsewhere."""
    trip = {"locations": [{"name": "The stair"}, {"name": "The stage"}],
            "npcs": [{"name": "Barthelme", "where": "The stage"},
                     {"name": 'Lyric "the Keyhole" Barthelme', "where": "The stair"}],
            "clock": {"ticks": [{"tick": 2, "events": [
                {"text": 'Lyric "the Keyhole" Barthelme notices the pair is restless at the stair.'}]}]}}
    out = []
    _tick_npcs(trip, lambda rule, msg: out.append(rule))
    assert out == []
    trip["clock"]["ticks"][0]["events"][0]["text"] = "Barthelme notices the pair is restless at the stair."
    _tick_npcs(trip, lambda rule, msg: out.append(rule))
    assert out == ["tick-npc-elsewhere"]
