"""A Deck's first card for a trip is spread evenly over the cards of a view, for all trips and
for the sparse, regular subsets of trips that reach a view (the stratified audit gives one
node type every sixth trip, one node and mission type every 36th)."""

from collections import Counter

from generators.text.deck import Deck

N = 5000


def _firsts(m: int, indices, seed: str = "slip-n-slide") -> list[int]:
    c = Counter(Deck(seed, i, root=f"board/1/mission/{i}").deal("g", f"s{m}", m) for i in indices)
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
    them (0 to 28 over 139 trips), a chi-square of 125 for 11 cards. The chi-square's mean over
    eight seeds stays near what chance gives (about the degrees of freedom, m - 1) and under
    2m, and at most one of the eight leaves a card out. One seed alone is chance's to swing: under algorithm 22 slip-n-slide gave a
    chi-square of 64.4 on the every-sixth-trip subset of 21 cards (30 other seeds: 5.6 to 38.7,
    median 17) and left one card out of 139 trips of one node and mission type (40 other seeds:
    none; 139 uniform random draws leave one out about one time in 20)."""
    seeds = ("slip-n-slide", "hang", "missions", "ways", "a", "b", "c", "d")
    for m in (11, 21):
        for step, r in ((6, 3), (36, 9), (36, 27)):
            indices = [i for i in range(1, N + 1) if i % step == r]
            counts = [_firsts(m, indices, seed) for seed in seeds]
            assert sum(min(c) == 0 for c in counts) <= 1, (m, step, r, [min(c) for c in counts])
            chis = [_chi2(c) for c in counts]
            assert sum(chis) / len(chis) < 2 * m, (m, step, r, [round(c, 1) for c in chis])


def test_any_ten_trips_in_a_row_start_on_ten_cards():
    """Trips in a row deal from different parts of the deck (Deck's docstring): any ten in a
    row, not only the ten at the start of a run of m trips. Fails on algorithm 13's deal (its
    offset was drawn anew each run, so the trips either side of a run's end met on one card:
    review 12, finding 4, e.g. 299 of the windows over trips 1..1010 of a 16-card view); each
    run's offset is now a step on from the last one's (text/deck_start.py)."""
    for m in (11, 12, 16, 21, 23, 40, 60):
        cards = [Deck("slip-n-slide", i).deal("g", f"s{m}", m) for i in range(1, 1011)]
        met = [i + 1 for i in range(len(cards) - 9) if len(set(cards[i:i + 10])) < 10]
        assert not met, (m, len(met), met[:5])


def test_a_small_view_still_starts_each_run_on_every_card():
    """A view of ten cards or fewer has no room for a step: its offset is drawn afresh each run
    (deck_start.py), and every run of m trips still starts once on each card."""
    for m in (3, 7, 10):
        for run in range(1, 40):
            cards = [Deck("slip-n-slide", i).deal("g", f"s{m}", m) for i in range(run * m, run * m + m)]
            assert sorted(cards) == list(range(m)), (m, run, cards)
