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
