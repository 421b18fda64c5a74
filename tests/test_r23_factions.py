"""Round 23, factions (cold reads, 10 of 10 trips: the page lists factions with a Want, a
Method and an Attitude that no scene, tick, clue or ending shows; the GM is handed a group that
never does anything).

The facts behind the fix hold (the text page prints each scene's threads; every faction line
carries the faction's Method and Attitude; a faction that cannot stand strangers is never the
one that comes out with a request; where the locals hide, no faction is warm to the crew), the
audit's trips keep every rule of generators/trip/consistency_r23factions.py, and each rule
fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.render.trip import play_text
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r23factions import RULES, check_r23factions
from generators.trip.threads import cold

USES = ("faction", "faction_bar", "faction_own")


def _detail(f: dict, label: str) -> str:
    return next(d["text"] for d in f["details"] if d["label"] == label)


def _low(s: str) -> str:
    return s[:1].lower() + s[1:]


def _thread(t: dict, f: dict) -> dict:
    return next(th for sc in t["scenes"] for th in sc["threads"] if th["label"] == "Faction" and f["name"] in th["text"])


def _has_faction(t: dict) -> bool:
    return bool(t.get("factions"))


def _break_never_met() -> dict:
    t = trip_where(_has_faction)
    name = t["factions"][0]["name"]
    for sc in t["scenes"]:  # as `daytrip roll trip` printed it: no scene's threads
        sc["threads"] = [th for th in sc["threads"] if name not in th["text"]]
    return t


def _break_method() -> dict:
    t = trip_where(_has_faction)
    f = t["factions"][0]
    th = _thread(t, f)
    th["text"] = th["text"].replace(_low(_detail(f, "Method")), "whatever works")
    return t


def _break_attitude() -> dict:
    t = trip_where(_has_faction)
    f = t["factions"][0]
    th = _thread(t, f)
    th["text"] = th["text"].replace(_low(_detail(f, "Attitude")), "there")
    return t


R23_FACTIONS_BREAKS = {"faction-never-met": _break_never_met, "faction-method-unused": _break_method,
                       "faction-attitude-unused": _break_attitude}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R23_FACTIONS_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R23_FACTIONS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 21 before this fix, audit/1..300, hang + slip-n-slide): see
    generators/trip/consistency_r23factions.py and the branch's report."""
    found, factions = [], 0
    for i in range(1, 150):
        t = audit_trip(i, seed)
        factions += len(t.get("factions") or [])
        check_r23factions(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert factions > 50 and not found, found[:5]


# --- the facts behind the fix --------------------------------------------------------------

def test_the_text_page_prints_each_scenes_threads():
    """`daytrip roll trip` printed no scene's threads (the Markdown page did), so a faction met
    at a scene was met only in the JSON."""
    t = trip_where(_has_faction)
    page = "\n".join(play_text(t))
    for sc in t["scenes"]:
        for th in sc["threads"]:
            assert f"    {th['label']}: {th['text']}" in page
    for f in t["factions"]:
        assert f"Faction: {f['name']}" in page


def test_every_faction_line_shows_its_method_and_attitude():
    lines = [(v, f) for v, _, f in load("trip/play_threads").items if f.get("use") in USES]
    assert len(lines) >= 9
    for v, f in lines:
        assert "{method}" in v and ("They are {attitude}" in v or "they are {attitude}" in v), v
        assert f.get("mood") in (None, "warm", "cold"), v


@pytest.mark.parametrize("use", USES)
@pytest.mark.parametrize("mood", ["warm", "cold"])
@pytest.mark.parametrize("meets", [True, False])
def test_every_faction_has_a_line_whatever_its_mood(use, mood, meets):
    """Whatever its Want asks of the crew and wherever it is met (round 24: trip/faction_asks.py
    ``ask`` and the scene's ``moment``, which threads.py adds to the facts)."""
    asks = {"faction_bar": ("bar",), "faction_own": ("own",)}.get(
        use, ("names", "talk", "lander", "pay", "errand", "other"))
    for ask in asks:
        for moment in ("landing", "later"):
            facts = {"inhabited": True, "inhabitants": "many", "meets_visitors": meets,
                     "ask": ask, "moment": moment}
            got = [v for v, _, f in load("trip/play_threads").items
                   if f.get("use") == use and fits(f.get("_needs"), facts) and f.get("mood", mood) == mood]
            assert got, (use, mood, meets, ask, moment)


def test_cold_reads_the_attitude_grammar():
    g = load("grammars/org").rules
    for t in g["att_cold"]:
        t = t["text"] if isinstance(t, dict) else t
        assert cold(f"{t[:1].upper()}{t[1:]}, until the crew bring a gift")
    for t in g["att_core"] + g["att_plain"]:
        assert not cold(t["text"] if isinstance(t, dict) else t), t


def test_a_cold_faction_never_comes_out_with_a_request():
    warm = [v for v, _, f in load("trip/play_threads").items if f.get("mood") == "warm"]
    assert warm and all(re.search(r"send someone to meet|are waiting at", v) for v in warm)
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 150):
            t = audit_trip(i, seed)
            for f in t.get("factions") or []:
                if cold(_detail(f, "Attitude")):
                    seen += 1
                    assert "send someone to meet" not in _thread(t, f)["text"]
                    assert "are waiting at" not in _thread(t, f)["text"]
    assert seen > 10


def test_where_the_locals_hide_no_faction_is_warm_to_the_crew():
    """A faction "keeps a watch from cover, and will not come out to strangers": its Attitude is
    never "loudly welcoming" (grammars/org.json: the warm attitudes need meets_visitors)."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 150):
            t = audit_trip(i, seed)
            if t["world"].get("meets_visitors"):
                continue
            for f in t.get("factions") or []:
                seen += 1
                assert cold(_detail(f, "Attitude")), (i, f)
    assert seen, "no audit trip with hiding locals and a faction"


def test_the_own_cause_guard_reads_the_new_lines():
    """consistency_r15pay's faction-own-cause-offer finds the Want and the offer with the
    Method and Attitude between them (the lines of this round), so it still guards."""
    from generators.trip.consistency_r15pay import OFFER

    for v, _, f in load("trip/play_threads").items:
        if f.get("use") != "faction" or "{ease}" not in v or "!meets_visitors" == f.get("needs"):
            continue
        text = v.format(faction="The Glass Council", place="the weir", want="to prove a rival faction cheated",
                        method="endless paperwork", attitude="suspicious of the crew, until the crew bring a gift",
                        ease="-1 DL on this scene's obstacle")
        if re.search(r"go along with them|A yes buys", text):
            m = OFFER.search(text)
            assert m and m.group(1) == "to prove a rival faction cheated", v
