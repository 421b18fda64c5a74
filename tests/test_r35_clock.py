"""Round 35, the clock, the costs and the numbers a GM needs (cold reads r35 a and b, and the
review of algorithm-30 trips): a client who wants the job done late beside the client's own
deadline; a debt, a charge or "a price" with no sum; a flux storm that comes only as a Mission
Surprise with no word of when it came; "St." called alone for St. Vincent Millay; a clock threat
"priced" by any "hour"; a surprise's line running into "Leads to".

Each rule of generators/trip/consistency_r35clock.py fires on a trip broken on purpose, and the
generator keeps the lines apart: the grammar's needs, the corpora's prices, the storm's surprise
and the given name (cheap: cached audit trips and a few trips built here)."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.job_time import WANTS_LATE, late_fails, timed_by
from generators.needs import fits
from generators.render.names import given_name
from generators.trip.clue_forms import _secret_said
from generators.trip.consistency_r34comp import THREAT, THREAT_PRICED
from generators.trip.consistency_r35clock import COST, PRICE, RULES
from generators.trip.storm_locals import ARRIVED

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
LATE = "They want the job done a little late, so the next one is cheaper."


def _set_secret(t: dict, text: str) -> dict:
    for d in t["client_details"]:
        if d["label"] == "Not telling the crew":
            d["text"] = text
            return t
    t["client_details"].append({"label": "Not telling the crew", "text": text, "gm_only": True})
    return t


def _break_late() -> dict:
    t = trip_where(lambda t: "Deadline" in (t.get("complications") or []))
    return _set_secret(t, LATE)


def _break_cost() -> dict:
    t = trip_where(lambda t: bool(t["maguffin"].get("why")))
    t["maguffin"]["why"] = "The client owes the barn a favour, and this is how it gets paid."
    return t


def _break_storm() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and not any(
        th.get("label") == "The flux storm" for sc in t["scenes"] for th in sc.get("threads") or ()))
    t["scenes"][1]["surprise"] = {"opposition": "Flux Storms", "stat": "HEALTH", "dl": 2,
                                  "text": f"A knot of leftover storm still hangs over {t['scenes'][1]['place']}, "
                                          "and it tugs at anything loose.",
                                  "way": "Tie everything down (MIGHT DL 2)."}
    return t


def _break_given() -> dict:
    t = trip_where(lambda t: any(n.get("source") != "creature" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") != "creature")
    old = n["name"]
    n["name"] = "St. Vincent Millay"
    t["maguffin"]["why"] = (f"St. Vincent Millay is hiding something: St. is writing everything the crew say "
                            f"into a song (was {old}).")
    return t


R35_clock_BREAKS = {"secret-late-vs-timed": _break_late, "cost-unpriced": _break_cost,
                    "storm-surprise-unannounced": _break_storm, "given-name-cut": _break_given}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_clock_BREAKS[rule](), rule)


@pytest.mark.parametrize("rule", RULES + ("tick-threat-unpriced",))
def test_no_rule_fires_on_audit_trips(rule):
    for i in range(1, 13):
        assert not fires(audit_trip(i), rule), (rule, i)


# --- the client's secret and the job's hour ---------------------------------------------------

def _lines(grammar: str, prefix: str):
    rules = json.loads((CORPORA / "grammars" / f"{grammar}.json").read_text())["rules"]
    for key, pool in rules.items():
        if key.startswith(prefix):
            for x in pool:
                yield (x, "") if isinstance(x, str) else (x["text"], x.get("needs", ""))


def test_no_slow_secret_fits_a_job_with_an_hour():
    slow = [(t, n) for t, n in _lines("org", "client_hidden") if WANTS_LATE.search(t)]
    assert len(slow) >= 2, slow  # the little-late secret and the rival's bribe to be slow
    for text, needs in slow:
        assert not fits(needs, {"late_fails": "yes", "foil": "client", "client": "person"}), text
        assert fits(needs, {"late_fails": "no", "foil": "client", "client": "person"}), text


def test_what_puts_an_hour_on_the_job():
    assert late_fails(["Deadline"], "object", "any", "") == "yes"
    assert late_fails(["Narrow Window of Opportunity"], "object", "any", "") == "yes"
    assert late_fails([], "event", "any", "") == "yes"
    assert late_fails([], "view", "dusk", "") == "yes"
    assert late_fails([], "object", "any", "The client has a deadline from someone they will not name") == "yes"
    assert late_fails(["Bad Odds"], "object", "any", "A museum wants it") == "no"


def test_audit_trips_keep_the_slow_secret_off_timed_jobs():
    seen = 0
    for i in range(1, 150):
        t = audit_trip(i)
        w = t["world"]
        timed = timed_by(t.get("complications"), w.get("maguffin"), w.get("maguffin_time"), t["maguffin"].get("why"))
        assert (w["late_fails"] == "yes") == bool(timed), (i, timed)
        secret = " ".join(d["text"] for d in t["client_details"] if d["label"] == "Not telling the crew")
        seen += bool(WANTS_LATE.search(secret))
        assert not (WANTS_LATE.search(secret) and timed), (i, secret, timed)
    assert seen  # the secrets still come, on jobs with no hour to keep


# --- costs with a price -----------------------------------------------------------------------

def _strings(o):
    if isinstance(o, str):
        yield o
    elif isinstance(o, dict):
        for k, v in o.items():
            if k not in ("description", "source", "licence", "kind", "needs"):
                yield from _strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from _strings(v)


def test_every_promised_cost_in_the_corpora_names_its_price():
    unpriced = []
    for path in sorted(CORPORA.rglob("*.json")):
        if path.name in ("role_classes.json", "play_lines.json"):  # a role is a title; way-vague words
            continue
        for s in _strings(json.loads(path.read_text())):
            for sentence in re.split(r"(?<=[.!?])\s+", s):
                if COST.search(sentence) and not PRICE.search(sentence):
                    unpriced.append(f"{path.name}: {sentence[:100]}")
    assert not unpriced, unpriced


def test_a_clock_threat_is_priced_by_a_real_price():
    assert not THREAT_PRICED.search("by hour 22 it is waiting between them and the lander")
    assert not THREAT_PRICED.search("sends one of theirs after the crew, who roll for it")
    assert THREAT_PRICED.search("(+1 DL on every roll to go unnoticed)")
    assert THREAT_PRICED.search("a GRACE roll (DL 3)") and THREAT_PRICED.search("(+1 hour on the clock)")
    items = json.loads((CORPORA / "trip" / "play_clock.json").read_text())["items"]
    for x in items:
        for part in re.split(r"(?<=\.) ", str(x.get("value") or "")):
            if THREAT.search(part):
                assert THREAT_PRICED.search(part), part


# --- the storm that comes as a surprise, and the page ----------------------------------------

@lru_cache(maxsize=None)
def _aspects_trip(i: int):
    from generators.content import stratify
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.trip.daytrip import trip_from_mission

    s = Stream("slip-n-slide", f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return trip_from_mission(m, s, aspects=True)


def _storm_surprises(t: dict) -> list:
    return [sc["surprise"] for sc in t["scenes"] if (sc.get("surprise") or {}).get("opposition") == "Flux Storms"]


@lru_cache(maxsize=None)
def _storm_trip_index(n: int = 300) -> int:
    """The first slip-n-slide audit/i built with Mission Aspects whose flux storm comes only as a
    Mission Surprise (no "The flux storm" thread): found, not pinned, so the case outlives the
    algorithm (audit/36 under algorithm 31; audit/8 under algorithm 35)."""
    for i in range(1, n):
        t = _aspects_trip(i).to_dict()
        if _storm_surprises(t) and not any(
                th.get("label") == "The flux storm" for sc in t["scenes"] for th in sc.get("threads") or ()):
            return i
    raise AssertionError("no Mission Aspects trip has a Flux Storms surprise alone")


def test_a_flux_storm_surprise_says_when_the_storm_came():
    t = _aspects_trip(_storm_trip_index()).to_dict()  # with Mission Aspects: a Flux Storms surprise
    storm = _storm_surprises(t)
    assert storm, "the trip lost its Flux Storms surprise: pick another"
    assert not any(th.get("label") == "The flux storm" for sc in t["scenes"] for th in sc.get("threads") or ())
    assert ARRIVED.search(storm[0]["text"]), storm[0]["text"]
    assert not fires(t, "storm-surprise-unannounced")


def test_a_surprise_line_ends_before_leads_to():
    from generators.site.tripview import trip_markdown

    page = trip_markdown(_aspects_trip(_storm_trip_index()))  # a trip with a Mission Surprise
    assert "Mission Surprise (" in page
    assert not re.search(r"[^\n]- \*\*Leads to:", page)
    for line in page.splitlines():
        if "Mission Surprise (" in line and line.startswith("- "):
            assert "- **" not in line[2:], line


# --- a name with no given name ------------------------------------------------------------------

def test_a_name_with_no_given_name_is_said_whole():
    assert given_name("St. Vincent Millay") == "St. Vincent Millay"
    assert given_name("Mietti Peters") == "Mietti"
    said = _secret_said({"name": "St. Vincent Millay", "secret": "Is writing everything the crew say into a song"})
    assert said.startswith("St. Vincent Millay is writing"), said
    assert _secret_said({"name": "Mietti Peters", "secret": "Was the one who told the client"}).startswith("Mietti was")
    from generators.trip.clue_say import body

    said = body("St. Vincent Millay is hiding something: St. Vincent Millay is writing everything the crew say.")
    assert said.startswith("St. Vincent Millay is writing"), said
