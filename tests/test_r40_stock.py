"""Round 40, stock: each rule of generators/trip/consistency_r40stock.py fires on a trip broken on
purpose (R40_STOCK_BREAKS), the lines keep to the new facts, and the stock pools the cold readers
met twice in ten trips are wider.

Cold reads of algorithm-33 trips (round 39, /work/notes/r39/cold_a_report.md, cold_b_report.md):
- cold39-b-fallow-4: "The locals are packing up to move, every one of them, today, and nobody
  will tell a stranger where they are going" against the Humble Council's want "to be first in
  line for whatever the crew bring next time";
- cold39-b-gannet-17: "Sacramento in 2020: a DayTripping boom has turned the barn into a theme
  park" against "The lander comes down at the spot where the barn stood in 2017 ... In this
  year, that spot is the Corner Drive-in";
- cold39-a-alder-5, 10 days ahead: "The brochure photo is twenty years old", "Check the date on
  a newspaper, hide anything from the future", "Any technology left behind will be copied,
  badly and fast";
- stock lines met on two trips of ten: "The fee is borrowed, and the lender will want to meet
  the crew", "a spot out of the wind, with one way in and one way out", "its engines cool to
  the touch". Of the campaign's first 100 trips (slip-n-slide), before / after the fix: the spot
  out of the wind 10 / 7, the engines 5 / 3; of 300 audit trips: 28 / 23, 23 / 3, and the
  borrowed fee 7 / 4."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r40stock import (BARN_NOW, BROCHURE, COPIED, HIDE_FUTURE, LEAVING, NEXT, RULES,
                                                  check_r40stock)

N_TRIPS = 150
LEAVING_HOOK = ("The locals are packing up to move, every one of them, today, and nobody will tell a stranger "
                "where they are going")


def _detail(t: dict, label: str, text: str) -> None:
    for d in t["node"]["details"]:
        if d["label"] == label:
            d["text"] = text
            return
    t["node"]["details"].append({"label": label, "text": text})


def _time(t: dict) -> bool:
    return t["world"].get("family") in ("recent", "future") and t["world"].get("year", 0) >= 2017 and t["scenes"]


def _break_leaving() -> dict:
    t = trip_where(lambda t: t["world"].get("family") == "planet" and t["factions"])
    _detail(t, "Hook", LEAVING_HOOK)
    t["factions"][0]["details"].append({"label": "Want", "text": "To be first in line for whatever the crew bring next time"})
    return t


def _break_barn() -> dict:
    t = trip_where(lambda t: t["world"].get("family") in ("recent", "future") and any(
        "at the spot where the barn stood" in d["text"] for d in t["node"]["details"]))
    _detail(t, "Era", "Sacramento in 2020: a DayTripping boom has turned the barn into a theme park; "
                      "people still talk about the barn")
    return t


def _break_ahead() -> dict:
    t = trip_where(_time)
    t["world"]["ahead"] = "yes"
    t["scenes"][0]["read_aloud"] += " Check the date on a newspaper, hide anything from the future, and set off."
    return t


def _break_copied() -> dict:
    t = trip_where(_time)
    _detail(t, "Paradox risk", "Moderate (3 in 6). Any technology left behind will be copied, badly and fast")
    return t


def _break_brochure() -> dict:
    t = trip_where(_time)
    t["scenes"][0]["read_aloud"] += " The brochure photo is twenty years old and slightly airbrushed."
    return t


R40_STOCK_BREAKS = {"leaving-hook-next-time": _break_leaving, "barn-gone-yet-standing": _break_barn,
                    "ahead-hides-future": _break_ahead, "tech-copied-no-gap": _break_copied,
                    "brochure-of-a-time": _break_brochure}


def test_every_rule_has_a_break():
    assert set(R40_STOCK_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R40_STOCK_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    out = []
    every = [("node/Paradox risk", "Moderate (3 in 6). Any technology left behind will be copied, badly and fast"),
             ("ending/failure/follows", "The rivals know the lander's shape now; next time on this node they will be expected")]
    check_r40stock({"node": {"details": [{"label": "Hook", "text": LEAVING_HOOK}]}},
                   {"year": 1850, "inhabitants": "many", "family": "past", "leaving": "yes"}, every,
                   lambda r, m: out.append(r))
    assert out == []  # a gap of 167 years to copy across; the rivals' next time is not the locals'
    check_r40stock({}, {"year": 2017, "inhabitants": "many", "family": "recent"}, every[:1], lambda r, m: out.append(r))
    assert out == ["tech-copied-no-gap"]
    assert LEAVING.search(LEAVING_HOOK) and NEXT.search("to be first in line for whatever the crew bring next time")
    assert BARN_NOW.search("a DayTripping boom has turned the barn into a theme park")
    assert not BARN_NOW.search("people still talk about the barn")
    assert HIDE_FUTURE.search("Check the date on a newspaper, hide anything from the future, and set off")
    assert COPIED.search("Any technology left behind will be copied, badly and fast")
    assert BROCHURE.search("The brochure photo is twenty years old and slightly airbrushed")


def _needs(key: str, symbol: str, text: str):
    df = load(key)
    return next(n for r, n in zip(df.rules[symbol], df.rule_needs.get(symbol) or ()) if r == text)


def _item_needs(key: str, value: str):
    return next(f.get("_needs") for v, _, f in load(key).items if v == value)


def test_the_lines_keep_to_the_facts():
    """The cold read's own lines against the worlds they contradicted, and each one's sibling."""
    planet = {"node": "planet", "inhabitants": "many", "natives": "human", "tech": "iron"}
    next_time = _needs("grammars/org", "faction_want", "to be first in line for whatever the crew bring next time")
    assert fits(next_time, planet) and not fits(next_time, dict(planet, leaving="yes"))
    tourists = _needs("grammars/people", "want_tourism", "To get the tourists to come back next year, and bring their friends")
    assert not fits(tourists, dict(planet, maguffin="view", leaving="yes"))
    # the near future: the barn's spot is something else this year (trip/landing.py)
    near = load("grammars/time").rules["near_detail"]
    assert not any(BARN_NOW.search(r) for r in near)
    ten_days = {"node": "recent", "year": 2017, "inhabitants": "many", "home": "yes", "ahead": "yes", "tech": "electric"}
    copied = _needs("grammars/time", "risk_mid", "Any technology left behind will be copied, badly and fast")
    assert not fits(copied, ten_days) and not fits(copied, dict(ten_days, year=2056, home="no"))
    assert fits(copied, dict(ten_days, node="past", year=1850, home="no", ahead="no"))
    df = load("grammars/time")
    mid = [r for r, n in zip(df.rules["risk_mid"], df.rule_needs["risk_mid"]) if fits(n, ten_days)]
    assert any("lost-property" in r for r in mid), mid  # the node days ahead has one of its own
    brochure = _needs("grammars/maguffin", "looks_tourism", "The brochure photo is twenty years old and slightly airbrushed")
    assert not fits(brochure, dict(ten_days, maguffin="view", known="mapped"))
    assert fits(brochure, dict(planet, maguffin="view", known="mapped"))
    hide = _item_needs("trip/play_lines", "Check the date on a newspaper, hide anything from the future, and set off for {goal_place}")
    assert not fits(hide, ten_days) and fits(hide, dict(ten_days, ahead="no"))
    ahead = [v for v, _, f in load("trip/play_lines").items
             if f.get("use") == "want:arrival" and fits(f.get("_needs"), ten_days) and v.startswith("Check the date")]
    assert ahead and not any(HIDE_FUTURE.search(v) for v in ahead)


def test_the_stock_pools_are_wider():
    """Two of ten trips met each: the pools behind them have siblings of the same needs."""
    # the landing site: an outdoor wild place on a world with air, as at the Betta Wind Farm
    df = load("grammars/places")
    wild = {"node": "planet", "air": "breathable", "inhabitants": "few", "tech": "iron", "setting": "outdoor",
            "place_kind": "wild", "relief": "hilly", "life": "rich", "water": "lakes", "liquid": "yes",
            "stealth_job": "no", "war": "no", "place_use": "any", "crowd": "no", "din": "some"}
    sites = [r for r, n in zip(df.rules["slip_in_what"], df.rule_needs["slip_in_what"]) if "#" not in r and fits(n, wild)]
    assert "a spot out of the wind, with one way in and one way out" in sites and len(sites) >= 12, sites
    # the rivals at the landing: five beats, not two
    rivals = [v for v, _, f in load("trip/play_lines").items if f.get("use") == "react:Rival DayTrippers"
              and fits(f.get("_needs"), {"rivals": "here", "prints": "yes", "unseen": "no"})]
    assert len(rivals) >= 5 and sum("engines cool" in v for v in rivals) == 1, rivals
    # the client's secret: more of them for every kind of client the lender's loan fits
    og = load("grammars/org")
    for client in ("person", "group", "company"):
        secrets = [r for r, n in zip(og.rules["client_hidden"], og.rule_needs["client_hidden"])
                   if fits(n, {"client": client, "mission": "exploration", "before": "none", "known": "mapped",
                               "secret_job": "no", "late_fails": "yes", "war": "no"})]
        assert len(secrets) >= 9, (client, secrets)
    due = {v for v, _, f in load("trip/client_secret_due").items}
    assert all(r in due for r in og.rules["client_hidden"] if "#" not in r)


def test_generator_keeps_to_the_rules():
    """Over the audit trips: no rule fires, the Hook sets ``leaving`` and every Time Travel node
    says which way the crew went (a revert of content/nodes.py fails here)."""
    from generators.trip.consistency import _texts, play_texts

    times = 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        w = t["world"]
        hook = next((d["text"] for d in t["node"]["details"] if d["label"] == "Hook"), "")
        assert (w.get("leaving") == "yes") == bool(LEAVING.search(hook)), (i, hook)
        direction = next((d["text"] for d in t["node"]["details"] if d["label"] == "Direction"), "")
        if w.get("family") in ("deep", "early", "past", "recent", "future") and direction:
            times += 1
            assert w.get("ahead") == ("yes" if direction == "Into the future" else "no"), (i, direction, w.get("ahead"))
        out = []
        check_r40stock(t, w, _texts(t) + play_texts(t), lambda r, m: out.append((r, m)))
        assert not out, (i, out)
    assert times >= 10, times
