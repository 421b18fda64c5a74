"""Round 25, leftovers (issue 10, coherent trips: small things cold readers and reviewers found
in algorithm-22 trips): the roll log's "(unused: no scene prints this obstacle)", Dr. Barker
named and never introduced, a rival who "signed out last week" but lands today, a faction met
where the crew must pass unseen, a climax obstacle "nobody wants to leave", a survey "seen from"
a cave; and the round-24 reviewer's notes (npc-look-body's own copy of body_needs.json, the
fallback clock's empty War Zone and Bad Odds slots, a case-sensitive Time Travel pattern).

The facts behind each fix hold, the audit's trips keep every rule of
generators/trip/consistency_r25leftovers.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.common import BARKER, barn_rumour, gossip_names_other
from generators.data import load
from generators.rng import Stream
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r25leftovers import (RULES, SEEN_FROM, STAY_PUT, UNSEEN, VANTAGE,
                                                      check_r25leftovers)
from generators.trip.dl_log import CONTENT_DL, SET_ASIDE

ROOT = Path(__file__).resolve().parent.parent
OLD_NOTE = "unused: no scene prints this obstacle"


def _set_aside_roll(t: dict) -> dict | None:
    return next((r for r in t["rolls"] if CONTENT_DL.match(r.get("for") or "") and SET_ASIDE in (r.get("result") or "")), None)


def _break_set_aside() -> dict:
    t = trip_where(lambda t: _set_aside_roll(t) is not None)
    r = _set_aside_roll(t)
    r["result"] = f"{r['result'].split(' (')[0]} ({OLD_NOTE})"  # the debug note a GM read
    return t


def _dream(t: dict) -> bool:
    return any(d["label"] == "Kind of world" for d in t["node"]["details"])


def _break_name() -> dict:
    t = trip_where(_dream)
    d = next(d for d in t["node"]["details"] if d["label"] == "Kind of world")
    d["text"] = d["text"].split(" (")[0]  # "..., by Dr. Barker's theory", nobody says who he is
    return t


def _rival_clue(t: dict) -> dict | None:
    return next((h for c in t["clues"] if c["id"] == "rival" for h in c["clues"]), None)


def _break_rival() -> dict:
    t = trip_where(lambda t: _rival_clue(t) is not None and t["world"].get("rivals") in ("here", "later"))
    _rival_clue(t)["how"] = (f"The barn's slip log, where {t['rivals'][0]['name']} signed out for somewhere near "
                             f"here last week (BRAINS DL 2 to find the entry)")
    return t


def _stealth_scene(t: dict) -> dict | None:
    m = UNSEEN.search(json.dumps(t["start"], ensure_ascii=False))
    return next((sc for sc in t["scenes"] if m and sc["number"] == int(m.group(1))), None)


def _break_stealth() -> dict:
    t = trip_where(lambda t: _stealth_scene(t) is not None and t["factions"])
    sc = _stealth_scene(t)
    sc["threads"].append({"label": "Faction", "text": f"{t['factions'][0]['name']} send someone to meet the crew at "
                                                      f"{sc['place']}, with a request."})
    return t


def _break_climax() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 1 and t["scenes"][-1].get("obstacle"))
    sc = t["scenes"][-1]
    sc["obstacle"]["text"] = f"At {sc['place']} the crew feel watched by something fond of them, and nobody wants to leave."
    return t


def _break_view() -> dict:
    t = trip_where(lambda t: bool(t["locations"]))
    t["locations"][-1]["text"] += " Everything the survey needs can be seen from here: a cave whose walls are covered in tallies."
    return t


R25_LEFTOVERS_BREAKS = {"roll-log-set-aside": _break_set_aside, "unpaid-name": _break_name,
                        "rival-timing-split": _break_rival, "stealth-meeting": _break_stealth,
                        "climax-stay-put": _break_climax, "view-from-nowhere": _break_view}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R25_LEFTOVERS_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R25_LEFTOVERS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 23 at e0f68aa5, audit/1..300, hang + slip-n-slide): roll-log-set-aside
    240 + 240, unpaid-name 89 + 81, rival-timing-split 50 + 51, stealth-meeting 13 + 13,
    climax-stay-put 2 + 1, view-from-nowhere 7 + 9."""
    found = []
    for i in range(1, 80):
        t = audit_trip(i, seed)
        check_r25leftovers(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ----------------------------------------------------------------

def test_a_set_aside_obstacle_says_what_it_read_and_where_its_opposition_is_met():
    t = trip_where(lambda t: _set_aside_roll(t) is not None)
    res = _set_aside_roll(t)["result"]
    o = CONTENT_DL.match(_set_aside_roll(t)["for"]).group(1)
    said = next(x for x in t["obstacles"] if x.startswith(f"{o} (DL "))
    assert f"the node's own {o} obstacle fits none of this trip's scenes" in res
    assert f"it read: {said.partition('): ')[2][:30]}" in res
    met = [sc["number"] for sc in t["scenes"] if (sc.get("obstacle") or {}).get("opposition") == o]
    assert (f"meet{'s' if len(met) == 1 else ''} {o}" in res) if met else f"no scene meets {o}" in res


def test_dr_barker_is_named_only_where_the_page_says_who_he_is():
    t = trip_where(_dream)
    kind = next(d["text"] for d in t["node"]["details"] if d["label"] == "Kind of world")
    assert kind.endswith(f"({BARKER})") and "will not meet him" in BARKER
    heard = {barn_rumour(Stream("barker", f"gossip/{i}"), node) for i in range(150)
             for node in ("Known Planet", "Time Travel", "Multiversal Chao")}
    assert heard and not [h for h in heard if "Barker" in h]
    assert any("Barker" in barn_rumour(Stream("barker", f"gossip/{i}"), "Dream World") for i in range(150))
    for src in ("grammars/org", "lists/client_short"):  # a client the crew deal with is not his
        assert "Dr. Barker" not in (ROOT / "corpora" / f"{src}.json").read_text(encoding="utf-8")


def test_a_slip_log_line_about_the_rivals_says_when_they_left_as_their_status_does():
    lines = [(v, f) for v, _, f in load("trip/play_clues").items if f.get("use") == "intel:rival"]
    timed = [(v, f) for v, f in lines if re.search(r"signed out|booked a slip|slip log", v)]
    assert timed and all((f.get("needs") or "").startswith("rivals: ") for _, f in timed)
    assert not [v for v, _ in lines if re.search(r"last week|last month|yesterday", v) and "signed out" in v]


def test_lines_that_keep_the_crew_from_leaving_are_never_the_climax():
    stay = [(v, f) for v, _, f in load("trip/play_obstacles").items if STAY_PUT.search(v)]
    assert stay and all("way_on: yes" in (f.get("needs") or "") for _, f in stay)


def test_a_survey_is_seen_only_from_a_vantage():
    g = load("grammars/places")
    assert all(VANTAGE.search(v) for v in g.rules["survey_view"])
    assert all("seen from here: #survey_key#" not in v for v in g.rules["holds_survey"])
    assert SEEN_FROM.search("Everything the survey needs can be seen from here: a cave") is not None


def test_look_body_reads_the_body_needs_corpus():
    """The rule keeps no copy of corpora/trip/body_needs.json's skills and jobs (review r24)."""
    import generators.trip.consistency_r24cast as cast

    assert not [n for n in ("AGILE", "STEADY", "AGILE_JOBS", "STEADY_JOBS") if hasattr(cast, n)]
    t = trip_where(lambda t: any(n["source"] == "npc" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["source"] == "npc")
    job = next(w for v, _, f in load("trip/body_needs").items if v == "agile" for w in f["jobs"])
    n["role"], n["look"] = f"a {job} of long standing", "Stooped, in a coat the colour of rust"
    assert fires(t, "npc-look-body")


def test_the_fallback_clock_fills_its_war_zone_and_bad_odds_slots(monkeypatch):
    from generators.trip import base as trip_base
    from generators.trip.daytrip import roll_trip

    real = trip_base._optional
    monkeypatch.setattr(trip_base, "_optional", lambda m, n: None if m.startswith("content") else real(m, n))
    seen = set()
    for i in range(80):
        d = roll_trip(Stream(f"fb-{i}", "trip/1"), "typical", aspects=True).to_dict()
        for tk in d["clock"]["ticks"]:
            for e in tk["events"]:
                for comp in ("War Zone", "Bad Odds"):
                    if e["text"].startswith(comp):
                        seen.add(comp)
                        assert not re.search(r"\bat hour \D|: ;|\{", e["text"]), e["text"]
        if len(seen) == 2:
            break
    assert seen == {"War Zone", "Bad Odds"}


def test_time_travel_gossip_is_read_whatever_its_case():
    assert gossip_names_other("Into the future went the barn's cat.", "Dream World") == "Time Travel"
    assert gossip_names_other("The barn's cat went into the future.", "Time Travel") is None


def test_stealth_never_bites_where_a_faction_meets_the_lander():
    """A faction met by the lander (its Attitude holds "until the crew's lander is out of sight")
    stands at the slip-in point, so Stealth Required's line names another place there."""
    from generators.content.line_places import unseen_away

    places = ["the old mill", "the bank", "the ferry", "the orchard"]
    cc = {"_world": {"mission": "retrieval"}, "place": "the old mill", "place2": "the ferry", "_lander": True}
    got = unseen_away(cc, places)
    assert "the old mill" not in (got["place"], got["place2"]) and got["place2"] == "the ferry"
    # round 38: with no faction there either, the crew have landed there already (cold read:
    # "Stealth Required" at scene 1 among friendly locals), so it keeps off the slip-in point too
    alone = unseen_away(dict(cc, _lander=False), places)
    assert "the old mill" not in (alone["place"], alone["place2"]) and alone["place2"] == "the ferry"
    # round 40: the goal keeps the watch only where its way through is a lock (a captive held);
    # a retrieval's goal is a keeper or a trade, so the line moves off it (line_places.locked_goal)
    held = dict(cc, place="the bank", _world={"mission": "rescue", "maguffin_state": "held"})
    assert unseen_away(held, places) == held
    moved = unseen_away(dict(cc, place="the bank"), places)
    assert moved["place"] not in ("the bank", "the old mill") and moved["place2"] == "the ferry"
