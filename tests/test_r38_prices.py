"""Round 38, prices: a GM needs the price. Cold reads of algorithm-32 trips: "a fuel deal of 'an
hour's worth' with no price"; "a gatekeeper who 'wants' something with no price or amount"; "an
NPC asking for a thing whose cost is never said"; "(their Wants, in their entry)" where the
entry's want names no amount; "two of three tourists with no entry".

Each rule of generators/trip/consistency_r38prices.py fires on a trip broken on purpose
(R38_PRICES_BREAKS); over 200 audit trips of slip-n-slide the generator keeps to it while still
drawing the paying wants and the tourists' few words (so the test fails if
corpora/grammars/people.json's or org.json's priced wants are reverted to their unpriced words, or
trip/party.py's ``tourist_whats``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r38prices import AMOUNT, ASK, RULES, wants

WHATS = [v for v, _, _ in load("trip/tourist_whats").items]

N_TRIPS = 200
ROOT = Path(__file__).resolve().parent.parent


def _break_ask() -> dict:
    t = trip_where(lambda t: bool(t["npcs"]))
    t["npcs"][0]["want"] = "To be paid, in advance, in something that still works tomorrow"
    return t


def _party(t: dict) -> bool:
    return bool(t["maguffin"].get("party")) and len((t.get("world") or {}).get("party_names") or ()) >= 2


def _break_tourist() -> dict:
    t = trip_where(_party, "slip-n-slide", 200)
    t["maguffin"]["party"] = re.sub(r" \((?!the loudest)[^()]*\)", "", t["maguffin"]["party"])
    return t


R38_PRICES_BREAKS = {"ask-without-price": _break_ask, "tourist-undescribed": _break_tourist}


def test_every_rule_has_a_break():
    assert set(R38_PRICES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_PRICES_BREAKS[rule](), rule)


def test_a_deal_line_fires_too():
    t = trip_where(lambda t: len(t["scenes"]) >= 2)
    t["scenes"][-1]["want"] += " The rivals are short of fuel, and will deal for an hour's worth."
    assert fires(t, "ask-without-price")


def test_the_rule_spares_a_priced_ask():
    for want in ("To be paid for what they know about the map: a local's day's wages, well under 0.01M",
                 "To sell tickets to the view: a few coins or a trinket from home a head",
                 "To pay off a debt before it doubles, and two days' rations from the lander's stores would cover it"):
        assert ASK.search(want) and AMOUNT.search(want), want
    assert not AMOUNT.search("To be paid for every hour the crew spend on their ground")


def test_the_grammars_price_every_ask():
    """Every want of people.json and org.json that asks to be paid or sells names its amount."""
    def texts(x):
        if isinstance(x, str):
            yield x
        elif isinstance(x, dict):
            yield from texts(x.get("text", ""))
        elif isinstance(x, list):
            for y in x:
                yield from texts(y)
    for name, symbols in (("grammars/people", ("want", "want_thing", "want_rescue", "want_captor",
                                               "want_tourism", "want_foe")), ("grammars/org", ("fw_act", "faction_want"))):
        rules = json.loads((ROOT / "corpora" / f"{name}.json").read_text())["rules"]
        for sym in symbols:
            for line in texts(rules.get(sym, [])):
                ask = ASK.search(line) or ASK.search("To " + line)
                if ask and "nobody here wants" not in line:
                    assert AMOUNT.search(line) or "#fee" in line, (name, sym, line)


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, and priced asks are still drawn."""
    from generators.trip.consistency import check

    priced = described = 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        priced += sum(bool(ASK.search(w)) for _, w in wants(t))
        described += any(f"({w})" in str(t["maguffin"].get("party") or "") for w in WHATS)
    assert priced >= 20 and described >= 5, (priced, described)
