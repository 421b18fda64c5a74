"""Round 25, campaign (issue 10, coherent trips; variety across a campaign): one NPC's full
name printed a dozen times on one page ("Michele Capote keeps the only way in ... talk Michele
Capote round ... opposed by Michele Capote's BRAINS roll ... while Michele Capote looks the
other way"), and whole lines shared by two trips of ten (the same secret, want, client ending).

The page names a person in full once per section, then by the short name the trip's
``short_names`` gives (generators/render/names.py); the audit rule of
generators/trip/consistency_r25campaign.py reads the page as printed and fires on a broken trip;
the audit's trips keep it; the campaign's Deck starts trips of ten apart whatever fits their
worlds (generators/text/deck.py)."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.render.names import named_once, named_once_md, sections, short_form, short_names
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r25campaign import RULES, check_r25campaign, page_names


def _twice(t: dict) -> bool:
    """A scene line that names one of the trip's people in full twice."""
    names = page_names(t)
    return any(sum(line.count(n) for line in [sc.get("release") or ""]) > 1
               for sc in t["scenes"] for n in names)


def _break_full_again() -> dict:
    t = trip_where(_twice)
    t["short_names"] = {}  # the page's mapping lost: every mention printed in full
    return t


R25_CAMPAIGN_BREAKS = {"name-full-again": _break_full_again}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R25_CAMPAIGN_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R25_CAMPAIGN_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 23 as merged, audit/1..300): name-full-again 1863 times on 298 of
    hang's trips and 1897 times on all 300 of slip-n-slide's; after: none."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r25campaign(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind the fix ------------------------------------------------------------

def test_a_short_name_is_the_first_name_or_a_title_and_surname():
    assert short_form("Michele Capote") == "Michele"
    assert short_form('Garrett "the Footnote" Brackenridge') == "Garrett"
    assert short_form("Gris the Recurring") == "Gris"
    assert short_form("Captain Ana Ruiz") == "Captain Ruiz"
    for whole in ("Mosley", "Clauke-95", "The dune-burrower", "Captain Ruiz"):
        assert short_form(whole) is None, whole


def test_a_short_name_two_people_or_a_place_would_share_is_not_used():
    got = short_names(["Kit Ryan", "Kit Moore", "Adrian Trollope", "Eleazar Garcia", "Mosley"],
                      ["Adrian's Diner", "The Eleazar Works"])
    assert got == {"Adrian Trollope": "Adrian"}  # Kit twice; Eleazar a place's word


def test_named_once_keeps_the_first_mention_of_each_section():
    shorts = {"Michele Capote": "Michele"}
    lines = ["SCENES", "  Scene 1: The Motel (arrival)", "    Who: Michele Capote",
             "    Then: talk Michele Capote round, or wait till Michele Capote's back is turned.",
             "  Scene 2: The Diner (lead)", "    Obstacle: Michele Capote bars the door.",
             "ROLL LOG (2 rolls)", "  board/1: Michele Capote, Michele Capote"]
    out = named_once(lines, shorts)
    assert out[2] == "    Who: Michele Capote"
    assert out[3] == "    Then: talk Michele round, or wait till Michele's back is turned."
    assert out[5] == "    Obstacle: Michele Capote bars the door."  # a new scene: in full again
    assert out[7] == lines[7]  # the roll log as rolled
    assert sections(lines)[6:] == [-1, -1]
    md = "## Scenes\n### Scene 1\nMichele Capote and Michele Capote\n    #### Michele Capote\nMichele Capote"
    assert named_once_md(md, shorts).split("\n")[2:] == ["Michele Capote and Michele", "    #### Michele Capote",
                                                         "Michele"]


def test_the_printed_page_names_each_person_once_per_section():
    """The plain text and the Markdown of an audit trip: no scene, ending or section names a
    person in full twice (the trip's JSON keeps every name whole for the other rules)."""
    from generators.render.trip import trip_text
    from generators.site.tripview import trip_markdown
    from generators.content import stratify
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.trip.daytrip import trip_from_mission

    s = Stream("hang", "audit/1")  # as generators/trip/audit_trip.py builds it, as an object
    m = roll_mission(s, "typical")
    stratify(m, s, 1)
    t = trip_from_mission(m, s)
    d = t.to_dict()
    shorts = d["short_names"]
    assert shorts and all(v == short_form(k) for k, v in shorts.items())
    lines = trip_text(t).split("\n")
    for k in set(sections(lines)) - {-1}:
        body = "\n".join(x for x, s in zip(lines, sections(lines)) if s == k)
        for full in shorts:
            assert len(re.findall(re.escape(full) + r"(?![\w])", body)) <= 1, (full, body[:200])
    md = trip_markdown(t)
    for part in re.split(r"\n#+ ", md):
        for full in shorts:
            assert part.count(full) <= 2, (full, part[:200])  # a heading and one body mention at most


# --- the campaign's decks (generators/text/deck.py) --------------------------------------

def test_trips_in_a_row_whose_worlds_fit_different_cards_rarely_share_a_first_card():
    """Each trip's world fits its own cards of a 60-card deck (a view: two or three kinds of
    world); trips are placed in the whole deck, then carried as far into each view. Counted in
    each view's own cards (before round 25), runs of ten trips met on one card two to twenty
    times as often (slip-n-slide, trips 1..300).

    Round 27: counted over ten campaigns, not one. Under algorithm 25 slip-n-slide's own count
    for two kinds of world was 106 runs against 111 before (and campaign "a" 121 against 89):
    carrying a place "as far into the view" by its share of the deck holds on average, not for
    every campaign (an exact carry, a view's cards counted before the place in deck order, gave
    757 against this 1,072 over the same ten: noticed, left for a round that may reshuffle).

    Round 33 (algorithm 29): the exact carry is in (deck._before). Under algorithm 28 the share
    carry gave 769 meetings against 1,021 and campaign "c" 167, over this test's bounds."""
    from generators.text.deck import Deck, _dealable, _shuffle
    from generators.text.deck_start import first_card

    n = 60

    def clashes(firsts):
        return sum(1 for i in range(len(firsts) - 9) if len(set(firsts[i:i + 10])) < 10)

    for kinds in (2, 3):
        now_all = before_all = 0
        for seed in ("slip-n-slide", "hang", "a", "b", "c", "d", "e", "f", "g", "h"):
            perm = _shuffle(seed, "deck/g/s", n)
            now, before = [], []
            for i in range(1, 301):
                kept = tuple(c for c in range(n) if c % (2 + i % kinds) or c < 6)
                now.append(Deck(seed, i, root=f"board/1/mission/{i}").deal("g", "s", n, kept))
                seq = _dealable(perm, kept)
                before.append(seq[first_card(seed, "g", "s", len(seq), i)])
            now_all, before_all = now_all + clashes(now), before_all + clashes(before)
            assert clashes(now) <= 150, (seed, kinds, clashes(now))  # never near chance (~215)
        assert 3 * now_all <= 2 * before_all, (kinds, now_all, before_all)


def test_two_symbols_second_cards_are_no_other_trips_first_pair():
    """A faction's adjective and noun come from two 12-card views that start trips in a row one
    card apart: a trip's second faction (each symbol's next card) was the next trip's first.
    Each symbol now hops its own drawn distance (deck.hop)."""
    from generators.text.deck import Deck, hop

    assert hop("slip-n-slide", "org", "faction_adj", 12) != hop("slip-n-slide", "org", "faction_noun", 12)
    pairs = {}
    for i in range(1, 121):
        d = Deck("slip-n-slide", i, root=f"board/1/mission/{i}")
        pairs[i] = [(d.deal("org", "faction_adj", 12), d.deal("org", "faction_noun", 12)) for _ in range(2)]
    same = [i for i in range(1, 120) if pairs[i][1] == pairs[i + 1][0]]
    assert not same, same
