"""Round 23, the lead's own fixes from cold read 32 (algorithm-21 trips r23-cold-a .. -j)."""

from __future__ import annotations

import re

from generators.render.clock import split_when
from generators.render.trip import trip_text
from generators.site.tripview import trip_markdown_page, trip_view
from generators.rng import Stream
from generators.trip.daytrip import roll_trip


def _schedule_trip():
    """A trip whose clock deals a "When it happens" schedule line (a timed goal)."""
    for i in range(1, 60):
        t = roll_trip(Stream(f"r23-when-{i}", "trip/1"))
        if any(e["text"].startswith("When it happens")
               for tick in t.to_dict()["clock"]["ticks"] for e in tick["events"]):
            return t
    raise AssertionError("no timed goal in 60 trips")


def test_schedule_is_printed_once_under_the_clock_not_as_a_tick():
    t = _schedule_trip()
    text = trip_text(t)
    assert not re.search(r"Tick \d+ \([^)]*\): When it happens", text), text
    assert text.count("When it happens: ") == 1
    md = trip_markdown_page(trip_view(t, "trips/trip-001.md"), None, None)
    assert md.count("**When it happens:**") == 1
    assert not re.search(r"^\| \d+ of \d+ \|[^|]*\| When it happens", md, re.M)


def test_split_when_keeps_every_other_event_in_its_tick():
    ticks = [{"tick": 1, "events": [{"text": "When it happens: at hour 9."}, {"text": "A."}]},
             {"tick": 2, "events": [{"text": "B."}]}]
    when, out = split_when(ticks)
    assert when == "at hour 9."
    assert [[e["text"] for e in t["events"]] for t in out] == [["A."], ["B."]]
    assert ticks[0]["events"][0]["text"].startswith("When")  # the data is not changed


# --- the home rules (generators/trip/consistency_r23home.py) -------------------------------------

from audit_trips import audit_trip, fires, trip_where  # noqa: E402
from generators.trip.consistency_r23home import RULES as HOME_RULES  # noqa: E402


def _home_trip() -> dict:
    return trip_where(lambda t: (t.get("world") or {}).get("home") == "yes", n=300)


def _break_home() -> dict:
    """The crew asked to find a landmark in their own Sacramento (r23-cold-c)."""
    t = _home_trip()
    t["scenes"][0]["want"] = "A landmark to steer by on the way to the diner"
    return t


def _break_off_world() -> dict:
    """Armed strangers "from off-world" on Home-Earth (r23-cold-i, 1568)."""
    t = trip_where(lambda t: (t.get("world") or {}).get("family") in ("past", "early", "recent"))
    t["npcs"][0]["want"] = "To be taken seriously, for once, by someone from off-world"
    return t


def _break_route() -> dict:
    """A client who sells the crew's flight data to a node the barn has mapped (r23-cold-f)."""
    t = trip_where(lambda t: (t.get("world") or {}).get("known") == "mapped")
    t["client_details"].append({"label": "Not telling the crew", "gm_only": True,
                                "text": "They will sell the crew's flight data to a rival the moment the crew slips out."})
    return t


R23_HOME_BREAKS = {"home-as-stranger": _break_home, "off-world-on-earth": _break_off_world,
                   "route-worth-nothing": _break_route}


def test_every_home_rule_has_a_break_that_fires():
    assert set(R23_HOME_BREAKS) == set(HOME_RULES)
    for rule, brk in R23_HOME_BREAKS.items():
        assert fires(brk(), rule), rule


def test_home_is_a_fact_of_days_and_months_only():
    """home: yes only on a Time Travel of days or months (its Era line is a "past_soon" or
    "future_soon" one), and such a trip's first scene asks for no landmark."""
    t = _home_trip()
    assert t["world"]["node_type"] == "Time Travel" and t["world"]["family"] == "recent"
    assert not fires(t, "home-as-stranger")
    far = trip_where(lambda t: (t.get("world") or {}).get("node_type") == "Time Travel"
                     and t["world"].get("home") == "no")
    assert abs(far["world"]["year"] - 2017) >= 1


def test_audit_trips_keep_the_home_rules_clean():
    for i in range(1, 40):
        t = audit_trip(i)
        for rule in HOME_RULES:
            assert not fires(t, rule), (i, rule)


def test_every_deep_past_sky_has_a_climate():
    """Round 23's climates of fog need a sky that is not clear or cloudless; a warm deep past
    under "not a cloud in it" had no climate left and the trip could not be built (seed ways,
    audit/106: "corpora/lists/climates.json: no item fits this world"). Every epoch of the
    deep past under every kind of day sky has one now (an ice age's sun is never fierce)."""
    from generators.data import load
    from generators.needs import fits

    items = load("lists/climates").items
    for epoch in ("sea", "warm", "ice"):
        for clouds in ("some", "clear", "fog", "none"):
            for sun in ("mild", "dim") + (("fierce",) if epoch != "ice" else ()):
                f = {"node": "deep", "epoch": epoch, "clouds": clouds, "sun": sun, "water": "lakes",
                     "air": "breathable", "life": "rich", "stuck": "no", "nights": "yes", "suns": "one"}
                assert any(fits(ff.get("_needs"), f) for _, _, ff in items), (epoch, clouds, sun)
