"""Cold read 5 (world, places, creatures): lines that must not meet the facts they contradict."""

from __future__ import annotations

from generators.content.common import alien_word, english_words
from generators.data import load
from generators.needs import fits
from generators.rng import Stream


def _needs(key: str, value: str) -> str | None:
    for v, _, f in load(key).items:
        if v == value:
            return f.get("_needs_text") or f.get("needs")
    raise AssertionError(value)


def test_an_alien_word_is_never_english():
    eng = english_words()
    assert "state" in eng
    for i in range(300):
        assert alien_word(Stream("cold5", f"w/{i}")).lower() not in eng


def test_ice_melting_needs_ice():
    f = load("lists/tweak_targets_natural").fields_of("Ice melting")
    world = {"water": "oceans", "climate": "hot"}
    assert not fits(f.get("_needs"), world)
    assert fits(f.get("_needs"), dict(world, climate="cold"))


def test_the_quiet_obstacle_needs_an_empty_calm_world():
    for v, _, f in load("trip/play_obstacles").items:
        if "is too quiet" in v:
            assert not fits(f.get("_needs"), {"inhabitants": "many"})
            assert not fits(f.get("_needs"), {"inhabitants": "nobody", "war": "yes"})
            assert fits(f.get("_needs"), {"inhabitants": "nobody"})
