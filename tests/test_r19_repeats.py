"""Round 19, repeats: a rival crew named with a cast member's name (a random-seed audit after
round 18: "The Davis Weasels" beside the dreamer Davis), an empty "SURREALISM TWEAKS" heading on
a realistic node (cold-c64a78), and stock lines shared between trips (cold read 27).

Each rule of generators/trip/consistency_r19repeats.py fires on a contradicting trip; the
generation keeps crew names clear of the page's names; no page prints an empty heading."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.factions import _crew_name, crew_words
from generators.rng import Stream
from generators.trip.consistency_r19repeats import RULES, check_r19repeats


def _break_rival_name() -> dict:
    def person(n: dict) -> bool:  # a person's "Given Family" (not a creature's "The camel")
        words = n["name"].split()
        return len(words) == 2 and words[0] != "The" and all(w[:1].isupper() for w in words)

    t = trip_where(lambda t: t.get("rivals") and any(person(n) for n in t["npcs"]))
    family = next(n["name"] for n in t["npcs"] if person(n)).split()[-1]
    t["rivals"][0]["name"] = f"The {family} Weasels"
    return t


R19_REPEATS_BREAKS = {"rival-name-cast": _break_rival_name}


def test_every_rule_has_a_break_and_fires():
    assert set(R19_REPEATS_BREAKS) == set(RULES)
    for rule, brk in R19_REPEATS_BREAKS.items():
        assert fires(brk(), rule), rule


def test_crew_name_avoids_the_pages_names():
    """With "Davis" on the page, no crew name drawn uses it (the grammar's crew_adj has "Davis")."""
    ctx = {"_world": {}}
    for i in range(200):
        v = _crew_name(Stream("r19-crew", f"n/{i}"), ctx, {"Ann Davis"})
        assert "Davis" not in crew_words(v), v


def test_crew_name_draws_davis_without_the_name():
    """The avoidance is what keeps it off: without Davis on the page, Davis crews are drawn."""
    ctx = {"_world": {}}
    assert any("Davis" in crew_words(_crew_name(Stream("r19-crew", f"n/{i}"), ctx, set()))
               for i in range(200))


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_no_rival_crew_shares_a_cast_name_over_the_audit_trips(seed):
    found = []
    for i in range(1, 201):
        check_r19repeats(audit_trip(i, seed), {}, [], lambda rule, msg: found.append((i, msg)))
    assert not found, found


# ---- empty headings -------------------------------------------------------------------------

TEXT_HEAD = re.compile(r"^[A-Z][A-Z0-9 ,'&/()-]{3,}$")
MD_HEAD = re.compile(r"^(#+) ")


def _empty_headings(text: str, md: bool) -> list[str]:
    """Headings with nothing under them: followed (past blank lines) by the end or a heading
    of the same or a higher level (a Markdown ### under its ## is content, not emptiness)."""
    lines = [x for x in text.splitlines() if x.strip()]
    out = []
    for k, line in enumerate(lines):
        if md:
            m = MD_HEAD.match(line)
            if not m:
                continue
            nxt = MD_HEAD.match(lines[k + 1]) if k + 1 < len(lines) else None
            if k + 1 == len(lines) or (nxt and len(nxt.group(1)) <= len(m.group(1))):
                out.append(line)
        elif TEXT_HEAD.match(line) and (k + 1 == len(lines) or TEXT_HEAD.match(lines[k + 1])):
            out.append(line)
    return out


def _trips(n: int):
    from generators.trip.daytrip import roll_trip

    yield roll_trip(Stream("cold-c64a78", "trip/1"))  # a realistic node: no tweaks
    for i in range(1, n):
        yield roll_trip(Stream("r19-heads", f"trip/{i}"))


def test_cold_c64a78_has_no_tweaks_heading():
    from generators.render.trip import trip_text
    from generators.trip.daytrip import roll_trip

    # (cold-c64a78's trip/1 had no tweaks under algorithm 18; the first such trip of the seed now)
    t = next(t for n in range(1, 80) for t in [roll_trip(Stream("cold-c64a78", f"trip/{n}"))] if not t.tweaks)
    assert "SURREALISM TWEAKS" not in trip_text(t)


def test_no_page_prints_an_empty_heading():
    from generators.render.trip import trip_text
    from generators.site.pages import trip_markdown
    from generators.site.post import trip_post

    for t in _trips(100):
        assert not _empty_headings(trip_text(t), False), (t.seed, _empty_headings(trip_text(t), False))
        assert not _empty_headings(trip_markdown(t), True), t.seed
        assert not _empty_headings(trip_post(t, "markdown"), True), t.seed


def test_empty_heading_check_sees_one():
    assert _empty_headings("TITLE\nx\n\nSURREALISM TWEAKS\n\nTHE MAGUFFIN\n  y", False) == ["SURREALISM TWEAKS"]
    assert _empty_headings("# T\n## A\n### a1\nx\n## B\n", True) == ["## B"]
    assert not _empty_headings("# T\n## A\n### a1\nx\n", True)


# ---- stock lines shared between trips ---------------------------------------------------------

def test_clue_ways_are_dealt_from_the_campaigns_deck():
    """The ways a clue is found come off the campaign's deck (clue_forms.Dealt): the record
    a trip's clues are drawn with carries it."""
    from generators.trip.clue_forms import Dealt, deal_form
    from generators.trip.scenes import campaign_deck

    s = Stream("hang", "audit/3/play/clues")
    used = Dealt(campaign_deck(s))
    forms = [("{npc}, who lets it slip while complaining", "npc"),
             ("{npc}, who tells it as a story about someone else, with the names changed", "npc")]
    got = {deal_form(s.child("f", k), "npc", forms, used, k)[0] for k in range(2)}
    assert got == {f for f, _ in forms}  # without replacement: both, not one twice


def test_the_commonest_clue_ways_are_on_fewer_trips():
    """Cold read 27: stock lines on most pages. Over audit/1..100 of hang the commonest way to
    find a clue was on 63 trips ("Something left behind at ..."), ten of them on 44 or more;
    with the wider pool and the deck, none is on more than 55 and at most five on 40 or more."""
    import sys
    from collections import Counter
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from pair_repeats import clauses

    on: Counter = Counter()
    for i in range(1, 101):
        # (a "(GM: ...)" note is the rules' cost of a way past, not a way to find a clue)
        on.update(c for c, p in clauses(audit_trip(i, "hang")).items() if p == ".clues[].clues[].how" and not c.startswith("(GM:"))
    top = on.most_common(10)
    assert top[0][1] <= 55, top[:3]
    assert sum(k >= 40 for _, k in top) <= 5, top
