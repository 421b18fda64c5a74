"""The Markov quality filter (generators/text/sentence_check.py): every Markov line that
reaches a page reads as one English sentence.

Issue 10 measured the old chain: of 40 "Overheard in the barn" / field-log lines, 22 were not
sentences, e.g. "The grad students say the slip engines." and "Nobody trusts a crew is not
theirs." Those and their kind must be rejected; the corpora's own sentences must pass."""

from __future__ import annotations

from collections import Counter

import pytest

from generators.data import load
from generators.rng import Stream
from generators.text import markov
from generators.text.sentence_check import CorpusIndex, problem, seams, surface_problem, tokenize

CORPORA = ["text/barn_rumours", "text/field_logs"]

# (line, what the filter says is wrong with it)
KNOWN_BAD = [
    ("The grad students say the slip engines.", "wants a clause"),  # from the issue
    ("Nobody trusts a crew is not theirs.", "clauses fused"),  # from the issue
    ("The engineer found a letter is in the engine housing.", "clauses fused"),
    ("Dr. Barker swears the orange lander.", "wants a clause"),
    ("The crew came back from the Chao with the.", "ends on"),
    ("The locals met us at the hatch with.", "ends on"),
    ("We found a staircase that went down for an hour and.", "ends on"),
    ("Nobody knows who paints the landers, but.", "ends on"),
    ("The vending machine in the barn by the door.", "no finite verb"),
    ("The engines hum a different note, and a full heart, in that order.", "starts no clause"),
    ("the pilot says the engines are fine.", "capital"),
    ("The pilot says the engines are fine", "does not end"),
    ('The pilot says "the engines are fine.', "unbalanced"),
    ("The the locals worship a vending machine.", "twice in a row"),
    ("The locals worship.", "words"),
    ("The pilot says the engines are fine,, and the locals agree.", "punctuation"),
]

KNOWN_GOOD = [
    "The engines hate Mondays more than the crews do.",
    "Somebody in the parking lot swears the orange lander came back with one more crewmember "
    "than it left with.",
    "Dr. Barker says the Chao is what happens when every world talks at once.",
    "The locals are afraid of the edge, and they should be.",
    "The gonzo writers say the worst thing you can bring back is an opinion.",
    "Dr. Barker keeps a list of every dream he has ever had, and the list is getting shorter.",
    "We met a man made of clocks who wanted to know what time it was at home.",
    # lines the chain made from the corpora and the filter let through
    "The barn roof leaks on the Big Board, so the gonzo writers wrote in jam.",
    "The physicists say the engines should not work, and the grad students agree.",
    "We met a man who said he was our guide, and we had an hour to get home.",
    "By noon the sky had filled with kites, and we had an hour to get home.",
]

SMALL = CorpusIndex((
    "The grad students say the engines run better if you play them country music.",
    "The physicists say the slip engines are just very angry refrigerators.",
    "The pilot says the engines are fine, and the locals agree.",
    "The sky is green, and the locals seem happy.",
    "The locals worship a vending machine, and the sky is green.",
    "We met a committee in the square, and they wanted our names.",
    "We met a committee in the square, and the committee wanted our names.",
))

# (line the chain could make from SMALL, what is wrong with how it was stitched; None = fine)
SEAMS = [
    ("The grad students say the engines are just very angry refrigerators.", "mid-clause"),
    ("The grad students say the engines are fine, and the locals agree.", "mid-clause"),
    ("The pilot says the engines are fine, and the locals seem happy.", None),
    ("The sky is green, and the locals agree.", None),
    ("The sky is green, and they wanted our names.", "lost what it stood for"),
    ("The sky is green, and the committee wanted our names.", "never introduced"),
    ("We met a committee in the square, and the locals seem happy.", None),
    ("The locals worship a vending machine, and the locals agree.", "twice"),
    ("Purple monkeys dance in the square at noon.", "not made from this corpus"),
]


@pytest.mark.parametrize("line,why", KNOWN_BAD)
def test_known_bad_lines_are_rejected(line, why):
    got = surface_problem(line)
    assert got is not None and why in got, (line, got)


@pytest.mark.parametrize("line", KNOWN_GOOD)
def test_known_good_lines_are_accepted(line):
    assert surface_problem(line) is None


@pytest.mark.parametrize("line,why", SEAMS)
def test_seams_only_at_clause_boundaries(line, why):
    assert surface_problem(line) is None  # every one reads fine on its own...
    got = problem(line, SMALL)  # ...but not every one was stitched where it may be
    assert (got is None) if why is None else (got is not None and why in got), (line, got)


@pytest.mark.parametrize("key", CORPORA)
def test_every_corpus_sentence_passes(key):
    """The corpora are the fallback and the chain's material: all of them must read well
    (a new corpus verb missing from the filter's word lists shows up here)."""
    bad = [(s, surface_problem(s)) for s in load(key).values if surface_problem(s)]
    assert bad == []


def test_tokens_keep_commas_and_the_full_stop_apart():
    assert tokenize("Dr. Barker says no, and the barn agrees.") == [
        "Dr.", "Barker", "says", "no", ",", "and", "the", "barn", "agrees", "."]


@pytest.mark.parametrize("key", CORPORA)
def test_five_hundred_page_lines_pass_the_filter(key):
    """500 seeded lines as the trip pages ask for them (content.common.rumour: at most 100
    characters, at least 7 words): every generated one passes the filter, every fallback is
    a corpus sentence, fallbacks are rare and lines vary."""
    index = CorpusIndex(tuple(load(key).values))
    corpus = set(load(key).values)
    outs = [markov.generate_sentence(Stream("filter", f"line/{i}"), key, max_chars=100,
                                     min_words=7) for i in range(500)]
    for o in outs:
        if o.fallback:
            assert o.text in corpus and surface_problem(o.text) is None
        else:
            assert o.text not in corpus
            assert problem(o.text, index) is None, o.text
    assert sum(o.fallback for o in outs) <= 10  # at most 2%
    assert len({o.text for o in outs}) >= 330
    # no hub: a line a GM would see again and again across a campaign
    assert max(Counter(o.text for o in outs).values()) <= 6


# Round 5's 40 barn lines: four joins read as nonsense. Each joins a clause of one corpus
# sentence to another's with a connective that claims a relation (", but"), or lends a clause
# that points back at its own sentence ("every name" was "Every lander has a name").
CROSS_JOINS = [
    ("Nobody knows who wrote the rules on the barn door, but only on cloudy days.", '", but" joins'),
    ("The yellow lander came back upside down, but nobody owns a bird.", '", but" joins'),
    ("The shady g-men once confiscated a lander, but nobody owns a bird.", '", but" joins'),
    ("The vending machine knows your name on your birthday, and every name is a bad decision.",
     "points back"),
    ("The tourists from Chico want a dragon, so the grad students keep ice cream in bay three.",
     '", so" joins'),
]


@pytest.mark.parametrize("line,why", CROSS_JOINS)
def test_relating_joins_of_two_sentences_are_rejected(line, why):
    index = CorpusIndex(tuple(load("text/barn_rumours").values))
    assert surface_problem(line) is None
    got = problem(line, index)
    assert got is not None and why in got, (line, got)


def test_a_neutral_join_of_two_sentences_passes():
    index = CorpusIndex(tuple(load("text/barn_rumours").values))
    line = "The grad students found a mouse in bay two, and the barn smells of turpentine for a week."
    assert problem(line, index) is None


def test_no_page_line_relates_clauses_of_two_sentences():
    """Generated lines may join two sentences at ", and" only."""
    for key in CORPORA:
        index = CorpusIndex(tuple(load(key).values))
        for i in range(200):
            o = markov.generate_sentence(Stream("relate", f"line/{i}"), key, max_chars=100, min_words=7)
            cut = [] if o.fallback else seams(tokenize(o.text), index)
            for c in cut:
                j = max(j for j in range(c) if tokenize(o.text)[j] == ",")
                assert tokenize(o.text)[j + 1] == "and", o.text
