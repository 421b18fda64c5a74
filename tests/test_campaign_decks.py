"""Stock scene obstacles (corpora/trip/play_obstacles.json) are dealt from a campaign-wide
deck (generators/trip/scenes.py ``_deal``, keyed by the seed and the trip's number) out of
pools wide enough that no one line is on page after page. Cold read 6 saw "the voice of
someone they lost" again and again: it was on 39% of 300 trips of slip-n-slide, one of three
Psychological Challenges lines drawn at random for every scene with no obstacle of the
trip's own opposition."""

from __future__ import annotations

import re
from collections import Counter

from generators.rng import Stream
from generators.rules.board import roll_board
from generators.trip.daytrip import trip_from_mission

TRIPS = 100


def test_no_stock_scene_obstacle_is_on_more_than_an_eighth_of_a_campaign():
    seed = "slip-n-slide"
    board = roll_board(Stream(seed, "board/1"), "typical", TRIPS)
    on = Counter()
    for i, m in enumerate(board.missions, 1):
        t = trip_from_mission(m, Stream(seed, f"board/1/mission/{i}"), number=i)
        on.update({re.sub(r"\d+", "N", sc["obstacle"]["way"]) for sc in t.play["scenes"]})
    line, n = on.most_common(1)[0]
    assert n <= TRIPS // 8, (line, n)


def test_a_second_view_of_a_deck_reaches_all_its_cards():
    """Algorithm 11: where a deck stopped is kept per view. A second rival crew's goal is drawn
    under other facts (28 cards fit the first crew, 30 the second); with one shared position the
    second view's cards past the first view's length could never be dealt first (content-quality:
    "They are scouting the node for a bigger job next week", 0 in 5,000 runs). What was dealt
    stays shared: the two views never deal one card twice."""
    from generators.text.deck import Deck

    n, one, two = 32, tuple(range(28)), tuple(range(2, 32))
    firsts = set()
    for i in range(1, 400):
        d = Deck("slip-n-slide", i, root=f"board/1/mission/{i}")
        a = d.deal("g", "s", n, kept=one)
        b = d.deal("g", "s", n, kept=two)
        assert a != b
        firsts.add(b)
    assert firsts == set(two)


def test_a_big_decks_next_card_follows_the_last_one_it_dealt():
    """A deck of 22+ cards remembers where it stopped, for a trip and for each part of it.
    Before algorithm 9 the eleven-slot branch stored the position under the slot number, not
    the symbol's key: every deal started again at the trip's first card, and a part's second
    card came next to its first instead of half the deck away (Deck's docstring)."""
    from generators.text.deck import Deck, _shuffle

    n = 40
    perm = _shuffle("slip-n-slide", "deck/g/s", n)
    trip = Deck("slip-n-slide", 3, root="board/1/mission/3")
    first = trip.deal("g", "s", n)
    assert trip.pos[(("g", "s"), n)] == perm.index(first) + 1  # where it stopped, per view (n cards fit)
    assert trip.deal("g", "s", n) == perm[(perm.index(first) + 1) % n]
    part = "board/1/mission/3/people/2"
    one = trip.deal("g", "s", n, path=part)
    two = trip.deal("g", "s", n, path=part)
    assert perm.index(two) == (perm.index(one) + 1 + n // 2) % n
