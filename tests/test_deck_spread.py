"""A Deck's first card for a trip is spread evenly over the cards of a view, for all trips and
for the sparse, regular subsets of trips that reach a view (the stratified audit gives one
node type every sixth trip, one node and mission type every 36th)."""

from collections import Counter

from generators.text.deck import Deck

N = 5000


def _firsts(m: int, indices) -> list[int]:
    c = Counter(Deck("slip-n-slide", i, root=f"board/1/mission/{i}").deal("g", f"s{m}", m) for i in indices)
    return [c[k] for k in range(m)]


def _chi2(counts: list[int]) -> float:
    e = sum(counts) / len(counts)
    return sum((x - e) ** 2 / e for x in counts)


def test_every_run_of_m_trips_starts_once_on_each_card():
    """Fails on the old deal: its slots had unequal sizes and a small deck's last slot ran past
    the end, so over 5,000 trips an 11-card view dealt one card first 834 times and others 416
    (23 cards: 144 to 246)."""
    for m in (5, 11, 16, 23, 25, 40):
        counts = _firsts(m, range(1, N + 1))
        assert max(counts) - min(counts) <= 2, (m, min(counts), max(counts))


def test_sparse_regular_subsets_of_trips_reach_every_card():
    """Fails on the old deal: the trips of one node and mission type (every 36th) all had the
    same offset in their slot, so 11-card and 21-card views never dealt some cards first to
    them (0 to 28 over 139 trips). The bound is a chi-square far above what chance gives
    (about the degrees of freedom, m - 1) and well below the old deal's (125 for 11 cards)."""
    for m in (11, 21):
        for step, r in ((6, 3), (36, 9), (36, 27)):
            trips = [i for i in range(1, N + 1) if i % step == r]
            counts = _firsts(m, trips)
            assert _chi2(counts) < 3 * m, (m, step, r, counts)
            # every card reached where chance would reach it: at 10 or more trips a card (the
            # offset is drawn anew each run, so at ~6.6 a card, 139 trips over 21 cards, a card
            # missed is chance (3% a view), as the algorithm 13 seed showed, not the old fault)
            assert min(counts) > 0 or len(trips) < 10 * m, (m, step, r, counts)


def test_ten_trips_in_a_row_start_on_ten_cards():
    """Trips in a row deal from different parts of the deck (Deck's docstring): within a run of
    m trips (the offset is drawn anew each run, so two trips either side of a run's end may
    meet)."""
    for m in (10, 11, 23, 40):
        for run in range(0, 30):
            cards = [Deck("slip-n-slide", i).deal("g", f"s{m}", m) for i in range(run * m, run * m + 10)]
            assert len(set(cards)) == 10, (m, run, cards)
