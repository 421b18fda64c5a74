"""Round 27, stock cast: NPC looks, manners and wants word for word on trip after trip (cold
readers of three algorithm-25 trips each: "a cough they pretend is a laugh", "one brown eye and
one green", "talks in half-sentences, as if the crew know the rest" three times in three trips,
"never sits down", "see the inside of the crew's lander"). The pools were already dealt from the
campaign's deck (content/common.py gx, text/deck.py); each trip draws five or six looks and
manners from them, so a pool of 30 lines put each line on about one trip in ten. The cure is
wider pools (corpora/grammars/people.json age_look, hair, feature, garment, habit, talk, want,
want_thing), measured by `scripts/stock_lines.py --people`.

Not an audit rule (one trip cannot show a line common to many): a campaign of 100 trips
(``board/1/mission/<i>``, as `daytrip build --missions 100` makes them) holds each listed
fragment on no more than its share of the trips."""

from __future__ import annotations

import pytest

from generators.data import load
from scripts.stock_lines import campaign, people_fragments, people_shares

N = 100
# the fragments the cold readers quoted, each on 6 to 12 of slip-n-slide's first 100 trips
# before the widening (scripts/stock_lines.py --people over 300 trips: 6% to 12%)
QUOTED = (
    "a cough they pretend is a laugh",
    "one brown eye and one green",
    "forty-something and cheerful about it",
    "in half-sentences, as if the crew know the rest",
    "a robe embroidered with a hundred staring eyes",
    "burn scars on both forearms",
    "a topknot tied with twine",
    "a widow's peak",
    "braids threaded with copper wire",
    "a peeling sunburnt nose",
    "one ear pierced three times",
    "takes notes on everything the crew says",
    "never sits down",
    "to see the inside of the crew's lander",
    "to be paid for what they know about",
)
MOST = 8  # trips of N that one quoted fragment may be on
MOST_ANY = 14  # and any look, manner or want fragment at all (the age lines that fit every age: "younger than
# they sound" on 13 of 100 after the round's last merges, 12 on the stockcast branch alone)


@pytest.fixture(scope="module")
def shares():
    return people_shares(campaign("slip-n-slide", N))


def test_quoted_fragments_are_rare_across_a_campaign(shares):
    frags = {f: c for (_, f), c in shares.items()}
    for q in QUOTED:
        on = [c for f, c in frags.items() if f.startswith(q) or q.startswith(f)]
        assert on, q  # still a line of the pool (a line that vanished would pass by accident)
        assert max(on) <= MOST, f"{q!r} on {max(on)} of {N} trips"


def test_no_look_manner_or_want_fragment_is_stock(shares):
    worst = sorted(((c, k, f) for (k, f), c in shares.items()), reverse=True)[:5]
    assert worst[0][0] <= MOST_ANY, worst


def test_the_pools_are_wide():
    """Five or six people a trip draw from these: a line on no more than about one trip in
    fifteen needs pools of fifty and more (the talk a manner has about every second person)."""
    rules = load("grammars/people").rules
    for k, least in (("feature", 70), ("hair", 50), ("garment", 50), ("habit", 60), ("talk", 45),
                     ("age_look", 45)):
        assert len(rules[k]) >= least, (k, len(rules[k]))
    assert len(people_fragments()) >= 350
