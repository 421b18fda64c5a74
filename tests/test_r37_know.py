"""Round 37, who knows what and why they would tell (cold reads of algorithm-31 trips): "Omar 'Has
never left the Whispering Schoolroom' yet knows the beach's danger and Riku's secret"; a gardener
at a rail yard telling the trick of an air base three places away; the one who warns people off
the dangerous thing found three hours from it; a refuser who wants coins "on the lander"; a
tourist who wants to be invited home and is terrified of strangers.

Each rule of generators/trip/consistency_r37know.py fires on a trip broken on purpose; the facts
the fixes read (trip/know_fit.py, content/feel_facts.py, way_near, mingles, feels) say what they
should; and over 200 audit trips the generator keeps the lines apart while still drawing them
where they fit, so the test fails if the fixes are reverted."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.feel_facts import feels, mingles
from generators.data import load
from generators.needs import fits
from generators.trip.clue_price import reaches
from generators.trip.clue_self import secondhand
from generators.trip.consistency_r37know import RULES
from generators.trip.know_fit import DANGER, WARNER, aside, far_for, homebound, stays_put

SEED = "slip-n-slide"
NEVER = "Has never left {} and is afraid of what is outside"


def _npc_far_clue(t: dict):
    """(npc, fact) of an NPC's clue whose fact names a place other than the NPC's own."""
    places = [x["name"] for x in t["locations"]]
    npcs = {n["key"]: n for n in t["npcs"]}
    for f in t["clues"]:
        for c in f["clues"]:
            n = npcs.get(c["at"])
            if n and n.get("where") and far_for(n, f["id"], f["fact"], t["npcs"], places):
                return n, f
    return None


def _break_never_left() -> dict:
    t = trip_where(lambda t: _npc_far_clue(t) is not None, SEED)
    n, _ = _npc_far_clue(t)
    n["secret"] = NEVER.format(n["where"])
    return t


def _aside_scene(t: dict):
    return next((s for s in t["scenes"][:-1] if aside("way", {"kind": "scene", "scene": s["id"]}, t["scenes"][-1],
                                                       t["scenes"])), None)


def _break_way_far() -> dict:
    t = trip_where(lambda t: _aside_scene(t) is not None, SEED)
    s = _aside_scene(t)
    way = next(f for f in t["clues"] if f["id"] == "way")
    way["clues"].append({"at": s["id"], "kind": "scene", "scene": s["id"], "source": "overheard",
                         "how": f"A gardener at {s['place']} talking it over with the plants. They say the way past."})
    return t


def _break_warner() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and t["npcs"], SEED)
    s = t["scenes"][1]
    for x in t["scenes"]:
        if x["place"] == s["place"]:
            x["obstacle"]["opposition"] = "Technical Challenges"
    n = next(n for n in t["npcs"] if n.get("where"))
    n["role"], n["where"] = WARNER, s["place"]
    return t


def _break_refuser() -> dict:
    t = trip_where(lambda t: any(n["role"] == "The stranded DayTripper the crew came for" for n in t["npcs"]), SEED)
    t["world"]["maguffin_state"] = "unwilling"
    n = next(n for n in t["npcs"] if n["role"] == "The stranded DayTripper the crew came for")
    n["secret"] = "Has dug up a box of old coins here, worth a fortune at home, and wants it on the lander"
    return t


def _break_deny() -> dict:
    t = trip_where(lambda t: any(not n.get("creature") and n.get("secret") for n in t["npcs"]), SEED)
    n = t["npcs"][0]
    n["want"] = "To meet a real local and be invited home"
    n["secret"] = "Is terrified of heights, water and strangers, and hid it on the booking form"
    return t


R37_KNOW_BREAKS = {"never-left-tells-far": _break_never_left, "way-heard-far": _break_way_far,
                   "warner-away-from-danger": _break_warner, "refuser-wants-lander": _break_refuser,
                   "npc-lines-deny": _break_deny}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R37_KNOW_BREAKS[rule](), rule)


def test_a_numb_tweak_on_one_who_has_not_forgiven_fires():
    t = trip_where(lambda t: bool(t["npcs"]), SEED)
    n = t["npcs"][0]
    n["secret"] = "Lost a friend to the storm and has not forgiven anyone since"
    t["tweaks"] = list(t["tweaks"] or []) + [{"kind": "character", "target": f"{n['name']} ({n['role'].lower()})",
                                              "tweak": "emotions turned up to 11 or down to 0",
                                              "rule": "Turn their emotions up to 11 or down to 0",
                                              "detail": "They feel nothing at all, and are very efficient.",
                                              "text": f"{n['name']}: emotions turned up to 11 or down to 0"}]
    assert fires(t, "npc-lines-deny")
    n["secret"] = "Keeps a diary of everything here"
    assert not fires(t, "npc-lines-deny")


def test_a_written_thing_may_carry_a_way_far_off():
    t = _break_way_far()
    c = next(f for f in t["clues"] if f["id"] == "way")["clues"][-1]
    c["source"], c["how"] = "trace", "A page of notes dropped by someone in a hurry, a sketch of the way ahead. It says the way past."
    assert not fires(t, "way-heard-far")
    c["how"] = "Arrows and bars the locals daubed here for whoever follows them, telling how the way ahead is passed"
    assert fires(t, "way-heard-far")


def test_know_facts():
    n = {"name": "Omar", "where": "The Whispering Schoolroom", "secret": NEVER.format("the Whispering Schoolroom"),
         "key": "npc-1"}
    riku = {"name": "Riku", "where": "The Whispering Beach", "key": "npc-2"}
    places = ["The Whispering Schoolroom", "The Whispering Beach"]
    assert stays_put(n) and not stays_put(riku)
    assert far_for(n, "way", "How to get past what blocks the way at the Whispering Beach: ...", [n, riku], places)
    assert far_for(n, "lies-npc-2", "Riku is hiding something: ...", [n, riku], places) == "Riku"
    assert not far_for(n, "lies-npc-1", "Omar is hiding something: ...", [n, riku], places)
    assert homebound("way", "the way at the Whispering Beach", [n, riku], places) == {"Omar"}
    assert mingles("To meet a real local and be invited home") == "yes" and mingles("A story to tell at work") == "no"
    assert feels({"secret": "has not forgiven anyone since"}) == "yes" and feels({"want": "To see the sea"}) == "no"
    assert reaches("To be there when the crew find the tower", {"kind": "place", "what": "the tower"})
    assert secondhand("{npc}, who offers it unasked, then wants to know what the crew will do with it")


def _raw(path: str) -> dict:
    import json
    from pathlib import Path

    return json.loads((Path(__file__).resolve().parent.parent / "corpora" / path).read_text(encoding="utf-8"))


def test_lines_read_the_facts():
    numb = next(x for x in _raw("grammars/tweaks.json")["rules"]["emotions_turned_up_to_11_or_down_to_0"]
                if isinstance(x, dict) and "nothing at all" in x["text"])
    assert not fits(numb["needs"], {"feels": "yes"}) and fits(numb["needs"], {"feels": "no"})
    shy = next(x for x in _raw("grammars/people.json")["rules"]["secret_tourist"]
               if isinstance(x, dict) and "strangers" in x["text"])
    assert not fits(shy["needs"], {"mingles": "yes"})
    signs = [f for v, _, f in load("trip/play_clues").items if f.get("knows") == "way" and f.get("source") == "trace"
             and ("the locals" in v or "the way ahead" in v) and "dropped" not in v]
    assert len(signs) >= 20 and all("way_near != no" in (f.get("needs") or "") for f in signs)
    refuser = [x["text"] for x in _raw("grammars/people.json")["rules"]["secret_stranded"]
               if isinstance(x, dict) and fits(x.get("needs"), {"maguffin_state": "unwilling", "tech": "digital"})]
    assert refuser and not any("on the lander" in x or "only seat" in x for x in refuser)


N_TRIPS = 200


def test_generator_keeps_knowledge_where_it_lives():
    """Over 200 audit trips no rule of this round's know module fires, and the guarded things are
    still drawn where they fit: warners (at a dangerous thing), way clues overheard at or one path
    off their obstacle, and the refuser's own secrets."""
    from generators.trip.consistency import check

    wrong, warners, near = [], 0, 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        wrong += [(i, str(v)[:160]) for v in check(t) if v.rule in RULES]
        danger = {s["place"] for s in t["scenes"] if (s.get("obstacle") or {}).get("opposition") == DANGER}
        warners += sum(n["role"] == WARNER and n["where"] in danger for n in t["npcs"])
        sc = {s["id"]: s for s in t["scenes"]}
        near += sum(c["source"] == "overheard" and not aside("way", c, t["scenes"][-1], t["scenes"])
                    for f in t["clues"] if f["id"] == "way" for c in f["clues"] if c["scene"] in sc)
    assert not wrong, wrong[:5]
    assert warners >= 5 and near >= 1, (warners, near)
