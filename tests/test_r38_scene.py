"""Round 38, scene: each rule of generators/trip/consistency_r38scene.py fires on a trip broken on
purpose (R38_SCENE_BREAKS), and over the audit trips the generator keeps to it. Cold reads:
"Stealth Required" at scene 1 among friendly locals; buildings rolled as outdoor places (a motel
with weather); the fork's technology never stated ("the GM does not know if there are phones in
Earth 1928-MM"); "Barely behind" lines with no timing fact; uninhabited places whose lines say
someone "roped it off"; "&amp;" printed raw in Markdown output."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from audit_trips import audit_trip, fires, trip_where
from conftest import run_cli
from generators.content.nodes import fork_tech
from generators.data import corpora_dir, load
from generators.rng import Stream
from generators.text.mdescape import escape
from generators.content.landing_seen import landing_of
from generators.trip.consistency_r38scene import CLAIMED, MET, RULES, STEALTH, roofed

N_TRIPS = 200
SEED = "slip-n-slide"


def _break_stealth() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]), SEED)
    sc = t["scenes"][0]
    sc["threads"].append({"label": STEALTH, "text": f"{sc['place']} is closed to outsiders: getting in means "
                                                   "going unseen (GRACE, DL 4)."})
    return t


def _break_roofed() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 3, SEED)
    t["locations"][2]["name"], t["locations"][2]["setting"] = "The Union's Motel", "outdoor"
    return t


def _break_fork() -> dict:
    t = trip_where(lambda t: t["world"]["family"] == "alternate", SEED)
    t["node"]["details"] = [d for d in t["node"]["details"] if d["label"] != "Technology"]
    return t


def _break_barely() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Era" for d in t["node"]["details"]), SEED)
    for d in t["node"]["details"]:
        if d["label"] == "Era":
            d["text"] = "Barely behind: the Big Board at the barn is half empty, and the crew's own names are not on it yet"
        if d["label"] == "Distance":
            d["text"] = "Months: 5 months back"
    return t


def _break_claimed() -> dict:
    t = trip_where(lambda t: t["world"].get("before") == "none" and bool(t["npcs"]), SEED)
    t["npcs"][0]["role"] = CLAIMED
    return t


def _break_landing() -> dict:
    t = trip_where(lambda t: bool(t["locations"]) and bool(t["events"]), SEED)
    t["locations"][0]["text"] += " Landing site: a gravel bar in the middle of a slow, wide river."
    t["events"][0]["text"] = f"Slip-in at {t['locations'][0]['name']}. A crowd of children reaches the lander before the engines stop."
    return t


R38_SCENE_BREAKS = {"stealth-at-landing": _break_stealth, "roofed-place-outdoors": _break_roofed,
                    "fork-tech-unsaid": _break_fork, "barely-behind-months": _break_barely,
                    "claimed-site-unvisited": _break_claimed, "landing-met-apart": _break_landing}


def test_every_rule_has_a_break():
    assert set(R38_SCENE_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_SCENE_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    assert roofed("The Governor's Motel") and roofed("The motel on the old highway")
    assert not roofed("The Church of the Second Coming's Radio Tower")  # an owner's name, a tower
    assert not roofed("The ruined tower on the ridge") and not roofed("Ruby's Rail Yard")
    assert landing_of("Landing site: a shallow dip in the ground that hides the lander from three sides.") == "apart"
    assert landing_of("Landing site: the one open space nearby, which somebody had other plans for today.") == "open"


def test_the_corpus_keeps_to_the_facts():
    """The arrival lines in which locals meet the lander need an open landing; a motel is a roofed site; every "Barely behind" era line is of days; every fork tech level
    has its Technology line."""
    raw = json.loads((corpora_dir() / "grammars/places.json").read_text())["rules"]
    arrivals = json.loads((corpora_dir() / "grammars/events.json").read_text())["rules"]["arrival"]
    met = [r for r in arrivals if MET.search(r if isinstance(r, str) else r["text"])]
    assert len(met) == 7 and all("landing != apart" in r["needs"] for r in met)
    motel = next(r for r in raw["recent_site"] if isinstance(r, dict) and r["text"] == "motel")
    assert "setting: indoor" in motel["needs"]
    times = json.loads((corpora_dir() / "grammars/time.json").read_text())["rules"]["past_soon"]
    near = [r for r in times if (r if isinstance(r, str) else r["text"]).startswith(("Barely behind", "Only just"))]
    assert near and all(isinstance(r, dict) and r.get("needs") == "soon: days" for r in near)
    techs = {f["tech"] for _, _, f in load("lists/bifurcations").items}
    assert all(fork_tech(t, Stream("fork-tech", t)) for t in techs)
    # each level has several wordings (round 38 lead: one line per level was on 11% of 300 trips)
    per = Counter(f["tech"] for _, _, f in load("lists/fork_tech").items)
    assert all(per[t] >= 3 for t in techs), per


def test_a_bare_ampersand_stays_bare_in_markdown():
    """"&amp;" printed raw (cold read): a bare "&" before a space is text to every reader, while an
    "&" that could start a reference is still escaped."""
    assert escape("Pacific Gas & Slip") == "Pacific Gas & Slip"
    assert escape("a &copy; b") == "a &amp;copy; b" and escape("x&y") == "x&amp;y"
    out = run_cli(["roll", "trip", "--seed", "s9", "--format", "markdown"]).out
    assert "Pacific Gas & Slip" in out and "&amp;" not in out


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, and what they guard is still drawn: Stealth Required
    threads (away from the slip-in point), forks with their Technology line, motels (indoors) and
    newcomers who claimed a site on unvisited nodes."""
    from generators.trip.consistency import check

    seen = {"stealth": 0, "fork": 0, "motel": 0, "met": 0}
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        seen["stealth"] += any(th["label"] == STEALTH for sc in t["scenes"][1:] for th in sc["threads"])
        seen["fork"] += any(d["label"] == "Technology" for d in t["node"]["details"]) and t["world"]["family"] == "alternate"
        seen["met"] += bool(MET.search(t["events"][0]["text"]))
        seen["motel"] += any("Motel" in loc["name"] and loc["setting"] == "indoor" for loc in t["locations"])
    assert all(seen.values()), seen
