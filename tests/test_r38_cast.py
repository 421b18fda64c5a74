"""Round 38, cast: each rule of generators/trip/consistency_r38cast.py fires on a trip broken on
purpose (R38_CAST_BREAKS), and over the audit trips the generator keeps to it.

Cold read (algorithm 32): "a rival who is in several places at once (at the landing, at scene 3
and at the maguffin in the same hour)"; the audit's "Night falls early at the Customs Shed of the
Republic, and Jean Goethe lights a fire and waits for it to pass", while scene 3 has Jean at the
Imperial Bank; "Jacob Brodsky and Jacob Brodsky have a shouting match"."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.event_homes import at_places, away, fits_homes, homed
from generators.trip.consistency_r38cast import RULES

N_TRIPS = 200


def _homed(t: dict) -> list[dict]:
    places = [loc["name"] for loc in t["locations"]]
    return [n for n in t["npcs"] if n.get("where") in places and not n.get("creature")]


def _break_two_places() -> dict:
    t = trip_where(lambda t: len(_homed(t)) >= 1 and len(t["locations"]) >= 3 and len(t["events"]) >= 3)
    n = _homed(t)[0]
    other = next(loc["name"] for loc in t["locations"] if loc["name"] != n["where"])
    t["events"][1]["text"] = (f"Night falls early at {other[0].lower() + other[1:]}, far earlier than it should, "
                              f"and {n['name']} lights a fire and waits for it to pass.")
    return t


def _break_twice() -> dict:
    t = trip_where(lambda t: len(_homed(t)) >= 1 and len(t["events"]) >= 3)
    name = _homed(t)[0]["name"]
    t["events"][1]["text"] = f"{name} and {name} have a shouting match; each wants the crew on their side."
    return t


def _break_helper() -> dict:
    t = trip_where(lambda t: any(str(n.get("trade") or "").startswith("Help with their want") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if str(n.get("trade") or "").startswith("Help with their want"))
    n["secret"] = "Means to spoil the handshake for reasons of their own"
    return t


def _break_rival() -> dict:
    t = trip_where(lambda t: any(str(o).startswith("Rival DayTrippers") for o in t["obstacles"]), "slip-n-slide")
    k = next(k for k, o in enumerate(t["obstacles"]) if str(o).startswith("Rival DayTrippers"))
    t["obstacles"][k] = ("Rival DayTrippers (DL 4): The Goats are stranded and will sabotage the crew's lander to "
                         "take it home. Way round: they are short of fuel, and will deal for an hour's worth.")
    return t


R38_CAST_BREAKS = {"rival-two-aims": _break_rival, "person-two-places": _break_two_places, "person-twice-in-a-line": _break_twice,
                   "helper-against-the-crew": _break_helper}


def test_every_rule_has_a_break():
    assert set(R38_CAST_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_CAST_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    places = ["the Imperial Bank", "the Customs Shed of the Republic", "Island Zero Zero"]
    assert at_places("Jean lights a fire at the Customs Shed of the Republic.", places) == [places[1]]
    assert not away("Jean Goethe", "the Imperial Bank", "Night falls early at the Imperial Bank, and Jean Goethe "
                    "lights a fire.", places)
    assert away("Jean Goethe", "the Imperial Bank", "Jean Goethe is waiting at Island Zero Zero.", places)
    assert not away("Jean Goethe", "the Imperial Bank", "Jean Goethe offers to guide the crew to Island Zero Zero.",
                    places)
    c = {"_home": {"Ana": "Island Zero Zero"}, "places": places, "npc": "Ana", "npc2": "Ana",
         "place": places[0], "place2": places[1]}
    assert homed(c, places)["place"] == "Island Zero Zero"
    assert not fits_homes("Ana and Ana have a shouting match at Island Zero Zero", c)
    assert fits_homes("Ana invites the crew to dinner at Island Zero Zero", c)


def test_a_secret_against_the_job_buys_no_help():
    from generators.trip.secret_stance import AGAINST_LINE
    from generators.trip.want_trade import trade_for

    class P:
        key, name, role, where = "npc-1", "Ana", "The other side's chief negotiator", "the hall"
        want = "To be asked their opinion by someone who means it"
        secret = "Means to spoil the handshake for reasons of their own"

    scene = {"number": 2, "place": "The hall", "npcs": ["npc-1"], "obstacle": {"dl": 3}}
    assert trade_for(P(), [scene]) == AGAINST_LINE
    P.secret = "Has a second family at the Canal Lock"
    assert trade_for(P(), [scene]).startswith("Help with their want")


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, and events still name people at a place (their own):
    the fix sets the event where its person is, it does not drop the people from the events."""
    from generators.trip.consistency import check

    at_home = 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        places = [loc["name"] for loc in t["locations"]]
        for e in t["events"][1:-1]:
            at_home += sum(n["name"] in e["text"] and any(
                p == n["where"] for p in at_places(e["text"], places)) for n in _homed(t))
    assert at_home >= N_TRIPS // 4, at_home


def test_the_rivals_lines_keep_to_their_aim():
    """Each rival obstacle line needs the aim it says (a line with none was the stranded crew)."""
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "corpora" / "grammars" / "obstacles.json"
    rules = json.loads(path.read_text())["rules"]["rival_daytrippers"]
    for line in rules:
        text = line if isinstance(line, str) else line["text"]
        assert "stranded" not in text
        if " too" in text or "racing" in text:
            assert "rival_aim: race" in line.get("needs", ""), text
