"""Round 24, asks (issue 10, coherent trips): a faction's ask that does not fit the faction or
the moment ("a crew who lend a hand" asked of a faction that wants the crew's names; "until the
crew's lander is out of sight" hours' walk from the lander; "word of anyone else the crew have
met" at the landing), a notice's request naming nobody on the trip ("Do not tell Dr. Barker"),
and people's Wants that nothing on the page pays.

The facts behind each fix hold (a faction line's ``ask`` and ``moment`` needs, a lander-bound
faction at the landing, each entry's ``trade``), the audit's trips keep every rule of
generators/trip/consistency_r24asks.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r24asks import RULES, check_r24asks
from generators.trip.faction_asks import ASK_WORDS, ASKS, LANDER_TAIL, ask_of, lander_bound


def _faction_threads(t: dict):
    for k, sc in enumerate(t["scenes"]):
        for th in sc.get("threads") or []:
            if th["label"] == "Faction":
                yield k, sc, th


def _has_faction(t: dict) -> bool:
    return any(True for _ in _faction_threads(t))


def _break_unfit() -> dict:
    t = trip_where(_has_faction)
    k, sc, th = next(_faction_threads(t))
    f = next(f for f in t["factions"] if th["text"].startswith(f["name"]))
    for d in f["details"]:
        if d["label"] == "Want":
            d["text"] = "To learn the crew's names, for reasons of their own"
    th["text"] = (f"{f['name']} hold the ground here today. What they want: to learn the crew's names. "
                  "A crew who lend a hand are shown the easy way through (-1 DL on this scene's obstacle).")
    return t


def _break_early() -> dict:
    t = trip_where(lambda t: bool(t.get("factions")))
    name = t["factions"][0]["name"]
    t["scenes"][0].setdefault("threads", []).append({"label": "Faction", "text": (
        f"{name} are here on business of their own. They will show the crew a way through for one "
        "thing only: word of anyone else the crew have met on the node who stands in their way.")})
    return t


def _break_lander() -> dict:
    t = trip_where(lambda t: bool(t.get("factions")) and len(t["scenes"]) > 2)
    name = t["factions"][0]["name"]
    t["scenes"][1].setdefault("threads", []).append({"label": "Faction", "text": (
        f"{name} have people here today. They are suspicious of the crew, {LANDER_TAIL}.")})
    return t


def _break_note() -> dict:
    t = trip_where(lambda t: True)
    t["teaser"] = t["teaser"].rstrip() + " Do not tell Dr. Barker."
    return t


def _break_want() -> dict:
    t = trip_where(lambda t: any(n.get("trade") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("trade"))
    n["trade"] = None
    return t


R24_ASKS_BREAKS = {"faction-ask-unfit": _break_unfit, "faction-ask-too-early": _break_early,
                   "faction-lander-gone": _break_lander, "note-names-stranger": _break_note,
                   "want-unpaid": _break_want}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R24_ASKS_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R24_ASKS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 22 as main had it, audit/1..300, hang + slip-n-slide): see
    generators/trip/consistency_r24asks.py's docstring."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r24asks(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_a_want_says_what_it_asks_of_the_crew():
    assert ask_of("To learn the crew's names, for reasons of their own") == "names"
    assert ask_of("To learn how the crew's lander flies, one question at a time") == "talk"
    assert ask_of("To get a look inside the crew's lander before sundown") == "lander"
    assert ask_of("To get the crew's lander moved off a field they say is sacred") == "errand"
    assert ask_of("To be paid for every hour the crew spend on their ground") == "pay"
    assert ask_of("To get the crew to carry a gift to their oldest enemy") == "errand"
    assert ask_of("To start a war they can blame on visitors") == "other"


def _lines(use: str):
    return [(v, f) for v, _, f in load("trip/play_threads").items if f.get("use") == use]


@pytest.mark.parametrize("ask", [a for a in ASKS if a not in ("bar", "own")])
@pytest.mark.parametrize("mood", ["warm", "cold"])
@pytest.mark.parametrize("moment", ["landing", "later"])
def test_every_faction_is_met_by_a_line_that_fits_its_ask(ask, mood, moment):
    """Where the locals meet visitors, each ask has a line for either mood at either moment,
    and each line's bargain phrases (what the audit reads back) fit the asks it is drawn for."""
    facts = {"meets_visitors": True, "inhabited": True, "ask": ask, "moment": moment}
    got = [v for v, f in _lines("faction") if fits(f.get("_needs"), facts) and f.get("mood", mood) == mood]
    assert got
    for v in got:
        for phrase, kinds in ASK_WORDS.items():
            if phrase in v.lower():
                assert ask in kinds, (ask, phrase, v)


def test_the_name_collectors_are_asked_for_names():
    facts = {"meets_visitors": True, "inhabited": True, "ask": "names", "moment": "later"}
    got = [v for v, f in _lines("faction") if fits(f.get("_needs"), facts)]
    assert any("give their names" in v for v in got)
    assert not any("lend a hand" in v or "Helping them" in v for v in got)


def test_no_line_asks_at_the_landing_for_people_met_since():
    for use in ("faction", "faction_own", "faction_bar"):
        for v, f in _lines(use):
            if "crew have met" in v:
                assert not fits(f.get("_needs"), {"meets_visitors": True, "inhabited": True,
                                                  "ask": "own", "moment": "landing"}), v


def test_a_lander_bound_faction_is_met_at_the_landing():
    seen = 0
    for i in range(1, 80):
        t = audit_trip(i)
        for f in t.get("factions") or []:
            att = next(d["text"] for d in f["details"] if d["label"] == "Attitude")
            want = next(d["text"] for d in f["details"] if d["label"] == "Want")
            if lander_bound(att, want):
                seen += 1
                landing = [th["text"] for th in t["scenes"][0].get("threads") or []]
                assert any(f["name"] in x for x in landing), (i, f["name"])  # ("Half of X is taken up by F today")
    assert seen


def test_the_notice_names_nobody_off_the_trip():
    notes = load("grammars/teaser").rules["closer_note"]
    assert not any("Dr. Barker" in n for n in notes)


def test_the_trade_line_is_printed_in_the_entry():
    """A person whose want no clue or ending pays has a ``trade`` line, and the text page prints
    it under their name (what helping them buys), naming the scene where they help."""
    from generators.render.trip import trip_text
    from generators.rng import Stream
    from generators.trip.daytrip import roll_trip

    from generators.trip import parts
    from generators.trip.secret_stance import AGAINST_LINE as SECRET_LINE
    from generators.trip.want_day import DAY_LINE
    from generators.trip.want_help import UNHELPED_LINE
    from generators.trip.want_trade import AGAINST_LINE, against_job, late_line

    for i in range(1, 40):
        t = roll_trip(Stream("hang", f"trip/{i}"))
        traded = [n for n in t.npcs if n.trade]
        if not traded:
            continue
        text = trip_text(t)
        for n in traded:
            assert f"    What helping them buys: {n.trade}" in text
            assert n.source != "creature"
            # a want that stands against the job buys nothing, and says so (want_trade.py)
            if against_job(n, parts.maguffin_kind(t)):
                assert n.trade == AGAINST_LINE, n.trade
            elif n.trade.startswith("Nothing"):
                # the later rounds' lines that buy nothing, each word for word: a want that needs
                # the maguffin in hand (round 36), a secret against the job (38), a want no crew
                # can help with, or one past the day (37); trade_for gives exactly these
                assert n.trade in (SECRET_LINE, UNHELPED_LINE, DAY_LINE, late_line(parts.maguffin(t))), n.trade
            else:
                assert n.trade.startswith("Help with their want"), n.trade
        if any(n.trade.startswith("Help with their want") for n in traded):
            return
    raise AssertionError("no trip with a trade line that helping buys")
