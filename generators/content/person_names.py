"""The names of a trip's people: the node's own people's names (alien locals by character-level
Markov, robots, dream folk, chao refugees), humans of the era (given names of those years in the
valley from 1839 to 1999; before iron, names of our own syllable table). Split out of
content/people.py."""

from __future__ import annotations

import re

from ..data import load
from ..errors import GrammarError
from ..needs import fits
from ..rng import Stream
from .common import Setting, alien_name, alien_word, cap, gx, human_name
from .name_near import species_near


def person_name(setting: Setting, s: Stream) -> str:
    """A name that fits the node's own people: alien locals (character-level Markov, never
    a human given name), robots, dream folk, chao refugees, and humans of the era (before
    iron, the valley's people get names from our own syllable table, not English ones)."""
    natives = setting.facts.natives if setting.facts is not None else setting.natives
    if natives in ("alien", "robot"):
        for k in range(8):
            if natives == "alien":
                name = alien_name(s.child("alien") if k == 0 else s.child("alien", k))
            else:
                word = alien_word(s.child("robot") if k == 0 else s.child("robot", k))
                name = f"{word}-{s.child('serial').randint(2, 99)}"
            if re.split(r"[ -]", name, maxsplit=1)[0] not in _human_given() and \
                    not species_near(name, setting.species):  # never the species' own name (r34)
                return name
        return name
    if natives == "dream":
        given, family = human_name(s.child("human")).split(" ", 1)
        return f'{given} "{gx(s.child("epithet"), "people", "dream_epithet")}" {family}'
    if natives == "chao":
        word = alien_word(s.child("chao"))
        for k in range(1, 8):
            if word not in _human_given():
                break
            word = alien_word(s.child("chao", k))
        return f"{word} {gx(s.child('epithet'), 'people', 'chao_epithet')}"
    facts = setting.facts.facts() if setting.facts is not None else None
    if facts is not None and fits("tech <= stone", facts) and natives == "human":
        return era_name(s, facts)
    return dated_name(s, facts) if natives == "human" else human_name(s.child("human"))


def visitor_name(setting: Setting, s: Stream) -> str:
    """A visitor's human name, never one that reads like the alien locals' species (slip-n-slide
    audit/305 of algorithm 31: the tourist "Amane Fuentes" among "The Amala")."""
    name = human_name(s)
    for k in range(1, 8):
        if not species_near(name, setting.species):
            break
        name = human_name(s.child("species", k))
    return name


# The valley's own people in these years are named from corpora/lists/era_given_names.json.
DATED_NAMES = "node: past|recent; era: 1839..1999"


def dated_name(s: Stream, facts: dict | None) -> str:
    """A human name; in the valley from 1839 to 1999, a given name of those years (no
    Brayden in 1880), with a family name from the usual list."""
    name = human_name(s.child("human"))
    if facts is None or not fits(DATED_NAMES, facts):
        return name
    given = [v for v, _, f in load("lists/era_given_names").items if fits(f.get("_needs"), facts)]
    if not given:
        raise GrammarError(f"corpora/lists/era_given_names.json: no name fits {facts.get('year')}")
    return f"{s.child('era_given').choice(given)} {name.split(' ', 1)[1]}"


def era_name(s: Stream, facts: dict) -> str:
    """A name of the valley before iron: two or three syllables of our own table."""
    for k in range(8):  # never an English name by accident ("Hope")
        name = cap(gx(s.child("valley") if k == 0 else s.child("valley", k), "people",
                      "valley_name", {"_world": facts}))
        if name not in _human_given():
            break
    return name


def _human_given() -> frozenset:
    return frozenset(load("lists/given_names").value_tuple) | frozenset(
        load("lists/family_names").value_tuple)
