"""Round 27, stock lines: the same line word for word across the trips of one campaign, which a
GM reading ten trips notices (cold readers of algorithm-24 trips: "winch and rope", "meteor
craters", "lands in someone's garden", "with great care, as if afraid of getting one word
wrong", "The fuel bill comes in lower than expected", "Quiet except for ..." openers, "under the
same sky", "To turn this trouble round fast", the barn's noticeboard, a scrap of paper weighted
with a stone; and, measured by scripts/stock_lines.py over slip-n-slide 1..300, clue carriers on
a third of the trips: a trader who throws it in, scorch marks and spent power cells, the locals'
waymark, talk at the barn, and the sense line "Voices carry oddly here").

Not an audit rule (one trip cannot show a line common to many): a campaign of 100 trips
(``board/1/mission/<i>``, as `daytrip build --missions 100` makes them) holds each listed
phrase on no more than its share of the trips."""

from __future__ import annotations

import pytest

from scripts.stock_lines import campaign, corpus_blob, from_pool, pieces
from generators.render.trip import trip_text

N = 100
# phrase -> the most trips of N it may be on: about 5% where the pool is wide enough now; the
# lines still above it (the sense line, scorch marks, a scrap of paper, the noticeboard, a
# landing in someone's garden) are held at what they are after this round's widening (they were
# on 28, 41, 9, 27 and 8 of these 100 trips before it), so they cannot creep back; a line that
# names no trouble, never. After the round's other merges (cast, clues, places moved every draw),
# slip-n-slide 1..100 had: the scrap of paper 12, the waymark 9-11, scorch marks 17, talk at the
# barn 7-9, the trader 14 (the stock branch alone: 10, 7, 12, 5, 6; each later fix of the round
# moved them by one or two); held there, not met (note, round 27)
STOCK = {
    "winch, a pulley and a great deal of rope": 5,
    "where meteors struck": 5,
    "turns out to be someone's garden": 9,
    "as if afraid of getting one word wrong": 5,
    "fuel bill comes in lower than expected": 5,
    "Quiet except for": 5,  # an opener, its crowd drawn
    "under the same sky": 0,
    "turn this trouble round fast": 0,
    "without the trouble here following them": 0,
    "The barn's noticeboard": 11,  # two lines: a clue (intel:client) and an ending
    "A scrap of paper weighted with a stone": 12,
    "who throws it in with any purchase": 14,
    "Scorch marks and a trail of spent power cells": 17,
    "A waymark the locals left": 11,
    "Talk at the barn": 9,
    "Voices carry oddly here": 11,
}


@pytest.fixture(scope="module")
def trips():
    return campaign("slip-n-slide", N)


@pytest.fixture(scope="module")
def pages(trips):
    return [trip_text(t) for t in trips]


@pytest.mark.parametrize("phrase", sorted(STOCK))
def test_stock_phrase_is_rare_across_a_campaign(pages, phrase):
    on = [i + 1 for i, p in enumerate(pages) if phrase.lower() in p.lower()]
    assert len(on) <= STOCK[phrase], f"{phrase!r} on {len(on)} of {N} trips: {on[:20]}"


def test_measure_masks_names_and_numbers(trips):
    got = pieces(trips[0])
    assert got and all(not any(ch.isdigit() for ch in s) for s in got)


def test_measure_keeps_corpus_lines_and_drops_frames():
    blob = corpus_blob()
    assert from_pool("A trader at X who throws it in with any purchase", blob)
    assert not from_pool("Keep a running count of hours from the landing", blob)
