"""The English modifiers (generators/text/english.py): where tracery 0.1.1 goes wrong, and more."""

from __future__ import annotations

import pytest
import tracery.modifiers as tm
from hypothesis import given, strategies as st

from generators.text import english as en


@pytest.mark.parametrize("text, expected", [
    ("hour", "an hour"), ("honest man", "an honest man"), ("heir", "an heir"),
    ("unicorn", "a unicorn"), ("uniform", "a uniform"), ("unit", "a unit"),
    ("unimportant detail", "an unimportant detail"), ("unidentified object", "an unidentified object"),
    ("user", "a user"), ("usual suspect", "a usual suspect"), ("ukulele", "a ukulele"),
    ("umbrella", "an umbrella"), ("ugly truth", "an ugly truth"), ("urban legend", "an urban legend"),
    ("FBI agent", "an FBI agent"), ("UFO", "a UFO"), ("NPC", "an NPC"), ("CIA file", "a CIA file"),
    ("HEALTH HAZARD sign", "a HEALTH HAZARD sign"), ("HTML page", "an HTML page"),
    ("UNESCO site", "a UNESCO site"), ("OPEC state", "an OPEC state"), ("X-ray", "an X-ray"), ("U-boat", "a U-boat"), ("NASA probe", "a NASA probe"),
    ("one-off", "a one-off"), ("one", "a one"), ("once-great city", "a once-great city"),
    ("only child", "an only child"), ("euro", "a euro"), ("eulogy", "a eulogy"), ("ewe", "a ewe"),
    ("8-ball", "an 8-ball"), ("80s haircut", "an 80s haircut"), ("11-year-old", "an 11-year-old"),
    ("18th birthday", "an 18th birthday"), ("12-gauge", "a 12-gauge"), ("1800s barn", "an 1800s barn"),
    ("apple", "an apple"), ("owl", "an owl"), ("barn", "a barn"), ("Icelandic saga", "an Icelandic saga"),
    ("\"Eerie\" sign", "an \"Eerie\" sign"),
])
def test_a_an(text, expected):
    assert en.a(text) == expected


def test_tracery_0_1_1_gets_these_wrong_and_we_do_not():
    assert tm.a("hour") == "a hour" and en.a("hour") == "an hour"
    assert tm.s("wolf") == "wolfs" and en.s("wolf") == "wolves"
    assert tm.ed("play") is None and en.ed("play") == "played"


@pytest.mark.parametrize("text, expected", [
    ("wolf", "wolves"), ("mouse", "mice"), ("city", "cities"), ("box", "boxes"),
    ("octopus", "octopuses"), ("bus", "buses"), ("church", "churches"), ("stomach", "stomachs"),
    ("day", "days"), ("knife", "knives"), ("roof", "roofs"), ("potato", "potatoes"),
    ("photo", "photos"), ("child", "children"), ("person", "people"), ("sheep", "sheep"),
    ("spacecraft", "spacecraft"), ("crisis", "crises"), ("cactus", "cacti"),
    ("policeman", "policemen"), ("human", "humans"), ("shaman", "shamans"), ("quiz", "quizzes"),
    ("brass key", "brass keys"), ("Mouse", "Mice"), ("NPC", "NPCs"), ("wish", "wishes"),
    ("phenomenon", "phenomena"), ("goose", "geese"), ("tooth", "teeth"),
])
def test_plural(text, expected):
    assert en.s(text) == expected
    assert en.plural(text) == expected


def test_first_s_pluralises_the_first_word():
    assert en.firstS("cup of tea") == "cups of tea"
    assert en.firstS("wolf in the barn") == "wolves in the barn"


@pytest.mark.parametrize("text, expected", [
    ("play", "played"), ("stop", "stopped"), ("cry", "cried"), ("bake", "baked"),
    ("agree", "agreed"), ("tie", "tied"), ("panic", "panicked"), ("visit", "visited"),
    ("open", "opened"), ("admit", "admitted"), ("prefer", "preferred"), ("plan", "planned"),
    ("fix", "fixed"), ("snow", "snowed"), ("obey", "obeyed"),
    ("run", "ran"), ("go", "went"), ("eat", "ate"), ("put", "put"), ("think", "thought"),
    ("run away", "ran away"), ("Stop the clock", "Stopped the clock"), ("quit", "quit"),
])
def test_ed(text, expected):
    assert en.ed(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("play", "playing"), ("stop", "stopping"), ("run", "running"), ("make", "making"),
    ("die", "dying"), ("see", "seeing"), ("panic", "panicking"), ("begin", "beginning"),
    ("open", "opening"), ("visit", "visiting"), ("be", "being"), ("swim in the lake", "swimming in the lake"),
])
def test_ing(text, expected):
    assert en.ing(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("James", "James's"), ("the dogs", "the dogs'"), ("Vera Kask", "Vera Kask's"),
    ("children", "children's"), ("the boss", "the boss's"), ("octopus", "octopus's"),
    ("it", "its"), ("they", "their"), ("the crew", "the crew's"),
])
def test_possessive(text, expected):
    assert en.possessive(text) == expected


def test_capitals_leave_the_rest_alone():
    assert en.capitalize("mcGuffin of doom") == "McGuffin of doom"
    assert en.capitalize('"hello," she said') == '"Hello," she said'
    assert en.capitalize("3 wolves") == "3 wolves"
    assert en.capitalizeAll("the sum of all dreams") == "The Sum Of All Dreams"
    assert en.capitalizeAll("it's mcGuffin") == "It's McGuffin"  # str.title() gives "It'S Mcguffin"


words = st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=0x2FF), min_size=1, max_size=30)


@given(words)
def test_every_modifier_returns_non_empty_text_for_any_input(text):
    for name, fn in en.MODIFIERS.items():
        out = fn(text)
        assert isinstance(out, str) and out, (name, text)
