"""Round 41, the climax and the clock give the GM one rule each. Cold reads of round 40 (notes
r40/cold_a_report.md, cold_b_report.md):

- cold40-a-brook-12: "the crew start snapping at each other over nothing, and every word makes
  the quarrel worse" beside its needed way past "it takes hold only of someone who goes through
  alone, so a crew who go through talking to each other the whole way, out loud, feel it only as a
  chill".
- cold40-a-elm-5: "talk them both round (the crew's CHARM, opposed by Navy's BRAINS roll ...) or
  give them a reason they cannot refuse (BRAINS DL 5)" vs "it takes a CHARM roll against DL 4, or a
  truth they did not know, to change it" vs "Walks with the crew if they trust them (a CHARM roll
  against DL 2, or a good reason)".
- cold40-b-iris-23: Kallia's "What helping them buys: Nothing: helping with this want would undo
  the crew's job; they are to be got past, not won over" vs the climax's "talk Kallia round".
- cold40-b-gull-14: "The client's deadline comes due at hour 20: unless the tourists are on their
  way back to the lander by then" beside "the dance is at hour 19 and over by hour 20" and "the
  crew must be on their way by hour 22"; tick 2's "settled with Vene at the one price the climax
  names, and no other" beside a climax of three ways.

Each rule of generators/trip/consistency_r41climax.py fires on a trip broken on purpose
(R41_CLIMAX_BREAKS); the fixes are checked on the corpora and the code that draw the lines."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r41climax import DUE, ONE_PRICE, REFUSALS, RULES, TALK_CURE
from generators.trip.want_trade import AGAINST_LINE, WON_LINE, trade_for
from generators.trip.way_rift import crew_rift

SEED = "slip-n-slide"
QUARREL = ("At the Solar Charging Plaza the crew start snapping at each other over nothing, and every word makes "
           "the quarrel worse.")
TALKING = ("How to keep a clear head at the Solar Charging Plaza: it takes hold only of someone who goes through "
           "alone, so a crew who go through talking to each other the whole way, out loud, feel it only as a chill: "
           "one DL easier than the way round's roll.")


def _climax(t: dict) -> dict:
    return t["scenes"][-1]


def _tick(t: dict, text: str) -> None:
    t["clock"]["ticks"][1]["events"].append({"track": "complication", "text": text})


def _break_rift() -> dict:
    t = trip_where(lambda x: bool(x["scenes"] and _climax(x).get("obstacle")), SEED)
    _climax(t)["obstacle"]["text"] = QUARREL
    t["start"]["then"] += " " + TALKING
    return t


def _break_refusal() -> dict:
    t = trip_where(lambda x: x["world"].get("maguffin") == "person", SEED)
    _climax(t)["release"] = ("Alana Apollinaire does not want to leave the Waiting Room, and Navy is on their side: "
                             "talk them both round (the crew's CHARM, opposed by Navy's BRAINS roll: the dice on "
                             "their stat block) or give them a reason they cannot refuse (BRAINS DL 5).")
    t["maguffin"]["description"]["carry"] = (
        "Walks with the crew if they trust them (a CHARM roll against DL 2, or a good reason); otherwise they must "
        "be persuaded, tricked or carried, and carried they tie up two crewmembers (MIGHT DL 3 each hour)")
    return t


def _break_won() -> dict:
    t = trip_where(lambda x: any(f"opposed by {n['name']}'s BRAINS" in str(_climax(x).get("release") or "")
                                 for n in x["npcs"]), SEED)
    n = next(n for n in t["npcs"] if f"opposed by {n['name']}'s BRAINS" in str(_climax(t).get("release") or ""))
    n["trade"] = AGAINST_LINE
    return t


def _break_one_price() -> dict:
    t = trip_where(lambda x: str(_climax(x).get("release") or "").count(" or ") >= 1
                   and "round (the crew's CHARM" in str(_climax(x).get("release") or ""), SEED)
    _tick(t, "Word that strangers have come to see the dance goes round the hall, and the locals there close ranks "
             "behind Vene: from now on nobody there so much as points the way until the crew have settled with Vene "
             "at the one price the climax names, and no other (+1 DL at the hall).")
    return t


def _break_deadline() -> dict:
    t = trip_where(lambda x: x["world"].get("maguffin") == "event"
                   and "How long it lasts:" in str(x), SEED, 300)
    _tick(t, "Deadline (Mission Complication): The client's deadline comes due at hour 20: unless the tourists are on "
             "their way back to the lander by then, the client will pay half at best (the partial-success pay); the "
             "event itself waits for nobody.")
    return t


R41_CLIMAX_BREAKS = {"talk-cure-for-rift": _break_rift, "refusal-two-rules": _break_refusal,
                     "won-over-and-not": _break_won, "one-price-many-ways": _break_one_price,
                     "deadline-at-event-end": _break_deadline}


def test_every_rule_has_a_break():
    assert set(R41_CLIMAX_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R41_CLIMAX_BREAKS[rule](), rule)


def _items(name: str):
    return [(v, f) for v, _, f in load(name).items]


def test_a_quarrel_is_never_passed_by_talking():
    """brook-12: a quarrel needs two, and every word makes it worse."""
    obs = {v: f for v, f in _items("trip/play_obstacles")}
    for v in ("At {place} the crew start snapping at each other over nothing, and every word makes the quarrel worse",
              "At {place} the crew start to bicker over who is carrying the most, and the arguing slows everyone",
              "At {place} every crewmember becomes sure that one of the others is lying to them"):
        assert obs[v].get("crew_rift") == "yes", v
    assert crew_rift({"opposition": "Psychological Challenges", "text": QUARREL}) == "yes"
    assert crew_rift({"opposition": "Psychological Challenges",
                      "text": "A heavy dread sits over the mill, and every step further in feels like a mistake."}) == "no"
    ways = [(v, f) for v, f in _items("trip/play_clues") if f.get("use") == "shortcut:Psychological Challenges"]
    talk = [f for v, f in ways if TALK_CURE.search(v)]
    assert talk and all("crew_rift != yes" in f.get("needs", "") for f in talk)
    own = [v for v, f in ways if "crew_rift: yes" in (f.get("needs") or "")]
    assert own and not any(TALK_CURE.search(v) for v in own)


def test_a_refusal_has_one_rule():
    """elm-5: an unwilling person walks once talked round at the climax; the clock's refusal names
    no DL of its own."""
    carry = [(v, f) for v, f in _items("trip/maguffin_handling") if f.get("part") == "carry" and f.get("kind") == "person"]
    trust = [f for v, f in carry if REFUSALS[2][1].search(v)]
    assert trust and all("unwilling" in f["needs"] and "!=" in f["needs"] for f in trust)
    assert any("unwilling" in (f.get("needs") or "") and "!=" not in f["needs"] and "climax" in v for v, f in carry)
    refuse = [v for v, f in _items("trip/play_clock") if f.get("track") == "complication:Object of Mission will Refuse"
              and "maguffin: person" in (f.get("needs") or "")]
    assert refuse and not any(REFUSALS[1][1].search(v) or "truth they did not know" in v for v in refuse)


def test_who_the_climax_talks_round_is_not_beyond_winning():
    """iris-23: the climax's holder is never "to be got past, not won over"."""
    scenes = [{"number": 1, "place": "the ridge", "npcs": ["npc-1"], "obstacle": {"dl": 3},
               "release": "Kallia speaks for the local council at the ridge: talk Kallia round (the crew's CHARM, "
                          "opposed by Kallia's BRAINS roll: the dice on their stat block)."}]
    kallia = SimpleNamespace(key="npc-1", name="Kallia Hirun", role="The other side's chief negotiator", where="",
                             want="To keep the agreement here, whatever the crew offer for it")
    other = SimpleNamespace(key="npc-2", name="Mora Vell", role="The one keeping the missing DayTripper", where="",
                            want="To keep the pilot under lock")
    assert trade_for(kallia, scenes, "object") == WON_LINE and "not won over" not in WON_LINE
    assert trade_for(other, scenes, "person") == AGAINST_LINE
    g = load("grammars/people")
    keep = [n for v, n in zip(g.rules["want_thing"], g.rule_needs["want_thing"])
            if v.startswith("To keep #maguffin# here, whatever the crew offer")]
    facts = {"maguffin": "object", "maguffin_made": "no", "keeper_plan": "stay", "maguffin_number": "one"}
    assert keep and all(fits(n, dict(facts, role="other")) and not fits(n, dict(facts, role="keeper")) for n in keep)


def test_the_clock_reads_the_climax():
    """gull-14: no tick holds the crew to one price beside several ways; an event's deadline says
    it is the event's end, and the slip's later hour."""
    clock = [v for v, f in _items("trip/play_clock")]
    assert not any(ONE_PRICE.search(v) for v in clock)
    event = [v for v, f in _items("trip/play_clock") if f.get("track") == "complication:Deadline"
             and "maguffin: event" in (f.get("needs") or "") and "on their way back" in v]
    assert event and all("the hour {maguffin_short} is over" in v for v in event)
    assert DUE.search("The client's deadline comes due at hour 20: unless the tourists are on their way back to the "
                      "lander by then")


def test_generator_keeps_to_the_rules():
    from generators.trip.consistency import check

    for i in range(1, 31):
        bad = sorted({v.rule for v in check(audit_trip(i, SEED))} & set(RULES))
        assert not bad, (i, bad)
