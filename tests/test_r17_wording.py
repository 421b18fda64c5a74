"""Round 17, machine-made lines and two small facts bugs (cold read 25, readers F and G): the
surrealism tweak lines that were "<thing> here: <table words>", bare fingers under sealed suits,
a local council where there is no law. The sources can no longer draw them; the audit rules
(generators/trip/consistency_r17wording.py) catch the class."""

from __future__ import annotations

import re

from generators.data import load
from generators.needs import fits
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r17wording import RULES
from generators.trip.scene_view import shows_tweak, tweak_said

from audit_trips import audit_trip as _audit_trip
from audit_trips import fires as _fires, trip_where as _trip_where

N = 30  # audit trips read by the sweep tests


def _break_tweak_words() -> dict:
    t = _trip_where(lambda t: any(sc.get("tweaks") for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if sc.get("tweaks"))
    tw = t["tweaks"][0]
    sc["tweaks"] = [f"Gravity here: {tw['tweak']}. {tw.get('detail') or ''}".strip()]
    return t


def _break_bare_skin() -> dict:
    t = _trip_where(lambda t: t["clock"]["ticks"] and t["clock"]["ticks"][0]["events"])
    t["world"]["air"] = "vacuum"
    t["clock"]["ticks"][0]["events"][0]["text"] = ("The cold bites harder: bare fingers fumble (+1 DL on "
                                                   "every GRACE roll in the open until the next tick)")
    return t


def _break_talks() -> dict:
    t = _trip_where(lambda t: bool(t["world"].get("talks")) and t["world"].get("natives") in ("human", "alien"),
                    seed="slip-n-slide")
    t["world"]["law"] = "none"
    t["world"]["talks"]["parties"][1] = "the local council"
    return t


R17_WORDING_BREAKS = {
    "tweak-line-table-words": _break_tweak_words,
    "bare-skin-sealed-suit": _break_bare_skin,
    "talks-party-fits-world": _break_talks,
}


def test_rules_registered_and_each_has_a_break():
    assert set(RULES) <= set(rule_names())
    assert set(RULES) == set(R17_WORDING_BREAKS)


def test_each_rule_fires():
    for rule, make in R17_WORDING_BREAKS.items():
        assert _fires(make(), rule), rule


def test_scene_tweak_lines_are_sentences_without_the_table_words():
    """Cold read 25: "Gravity here: works on different elements or objects." The scene says
    what is strange in a sentence and the detail shows it; the table's words ("works on
    different elements or objects") are only in the GM's list and its "Rolled on" note."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, N + 1):
            t = _audit_trip(i, seed)
            shorts = [tw["tweak"].lower() for tw in t["tweaks"]]
            for sc in t["scenes"]:
                for line in sc.get("tweaks") or []:
                    seen += 1
                    assert not any(s in line.lower() for s in shorts), line
                    assert " here: " not in line.split(".")[0], line
            assert not any(v.rule in RULES for v in check(t)), (seed, i)
    assert seen


def test_tweak_said_names_what_is_strange():
    assert tweak_said("Gravity", "natural", "") == "Something is strange about gravity here"
    assert tweak_said("The hair dryer", "constructed", "") == \
        "There is a hair dryer here, and something is strange about it"
    assert tweak_said("The hair dryer", "constructed", "a hair dryer hums") == \
        "Something is strange about the hair dryer here"
    assert shows_tweak("Something is strange about the hair dryer here. It sulks.", "The hair dryer")
    assert shows_tweak("There is a hair dryer here, and something is strange about it.", "The hair dryer")


def test_bare_fingers_need_air_to_breathe():
    """cold-79851e: "The cold bites harder: bare fingers fumble" under sealed suits."""
    for name in ("trip/play_clock", "trip/play_obstacles"):
        data = load(name)
        for v, _, f in data.items:
            if "bare fingers" in v or "bare skin" in str(f.get("way", "")):
                for air in ("toxic", "vacuum"):
                    assert not fits(f.get("_needs"), {"air": air, "climate": "cold", "climate_": None}), v


def test_local_council_needs_a_law():
    """cold-79851e: "the local council" on a world whose law is "none"."""
    row = next(f for v, _, f in load("lists/talks_sides").items if v == "the local council")
    facts = {"inhabitants": "many", "tech": "iron", "natives": "human", "law": "none"}
    assert not fits(row.get("_needs"), facts)
    assert fits(row.get("_needs"), dict(facts, law="lax"))


def _break_roll_log() -> dict:
    t = _trip_where(lambda t: any(isinstance(sc.get("obstacle"), dict) for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if isinstance(sc.get("obstacle"), dict))
    sc["obstacle"]["dl"] += 1  # a DL the roll log does not give
    return t


R17_WORDING_BREAKS["roll-log-scene-dl"] = _break_roll_log


def test_every_scene_dl_is_in_the_roll_log():
    """Lead's notes (cold read 25): the log had "obstacle DL (X): CL + 1d3 - 1" for obstacles no
    scene prints, and nothing for the DLs the scenes print."""
    for i in range(1, N + 1):
        t = _audit_trip(i, "hang")
        got = {r["path"].split("/play/")[-1]: r["result"] for r in t["rolls"]}
        for sc in t["scenes"]:
            assert got.get(f"scenes/{sc['number']}/dl") == f"DL {sc['obstacle']['dl']}", (i, sc["number"])
            if sc.get("surprise"):
                assert got.get(f"scenes/{sc['number']}/surprise/dl") == f"DL {sc['surprise']['dl']}"
            assert "_dl" not in sc["obstacle"]


def test_content_obstacle_dl_keeps_the_roll():
    """The content's DL (CL + 1d3 - 1) never carried the Opposition Level, so a scene prints it as
    rolled (it used to take the level off again, with Mission Aspects: lv-7, crew 4, scene 5: DL 3, not 2)."""
    from generators.rng import make_stream
    from generators.trip.daytrip import roll_trip

    import re

    found = 0
    for i in range(400):  # trips with Mission Aspects whose Opposition Level is on a content obstacle
        if found >= 3:  # (each algorithm rolls other trips for these seeds: look until three are seen)
            break
        t = roll_trip(make_stream(f"lv-{i}", "trip"), aspects=True, crew=4).to_dict()
        for sc in t["scenes"]:
            ob = sc["obstacle"]
            for o in t["obstacles"]:  # "Type (DL n): what it is. Way round: ..." (the content's)
                m = re.match(r"(.+?) \(DL (\d+)\): (.*)", o)
                if m and ob["level"] >= 1 and m.group(3).startswith(ob["text"]) and "DL " not in ob["text"]:
                    assert ob["dl"] == int(m.group(2)), (i, sc["number"])
                    rolled = next(r for r in t["rolls"] if r["for"].startswith(f"obstacle DL ({ob['opposition']}):"))
                    assert rolled["result"] == f"DL {ob['dl']}"
                    found += 1
    assert found


def _break_read_aloud() -> dict:
    t = _trip_where(lambda t: bool((t.get("start") or {}).get("read_aloud")))
    t["start"]["read_aloud"] += (" Beta-stage disorientation: after any shock, a PSYCHE roll (DL 4) or the "
                                 "crewmember believes they are dreaming and acts accordingly.")
    return t


def _break_faction() -> dict:
    t = _trip_where(lambda t: bool(t["factions"]) and len(t["locations"]) > 1)
    t["factions"][0]["name"] = f"The Syndicate of {t['locations'][1]['name']}"
    return t


R17_WORDING_BREAKS["read-aloud-rule"] = _break_read_aloud
R17_WORDING_BREAKS["faction-named-for-place"] = _break_faction


def test_no_rule_in_the_slip_in_read_aloud():
    """hang audit/38 (cold read 25 g): a Dream World's veil, "a PSYCHE roll (DL 4)", read aloud."""
    from generators.trip.parts import RULE_IN_PROSE

    for i in (38, 56):
        t = _audit_trip(i, "hang")
        assert not RULE_IN_PROSE.search(t["start"]["read_aloud"]), i


def test_faction_names_draw_no_place():
    """Cold read 25: "The Syndicate of the Radio Tower of the Church of the Second Coming"."""
    assert not any("#place#" in (r if isinstance(r, str) else r["text"])
                   for r in load("grammars/org").rules["faction_name"])
    for i in range(1, N + 1):
        t = _audit_trip(i, "hang")
        assert not any(v.rule == "faction-named-for-place" for v in check(t)), i


def _break_machine() -> dict:
    t = _trip_where(lambda t: bool(t["clues"]))
    t["clues"].append({"id": "lies-x", "needed": False, "clues": [],
                       "fact": "Mietti Peters is hiding something: was the one who told the client."})
    return t


R17_WORDING_BREAKS["machine-line-r17"] = _break_machine


def test_secret_says_its_subject_and_paint_is_a_shade():
    """Cold read 25: "is hiding something: was the one who told the client"; "a lander called
    Loose Change, painted Outer Space"."""
    from generators.trip.clues import _secret_said

    assert _secret_said({"name": "Mietti Peters", "secret": "Was the one who told the client."}) == \
        "Mietti was the one who told the client."
    assert _secret_said({"name": "The yeti", "secret": "How to get past it: food."}).startswith("how to")
    for i in range(1, N + 1):
        t = _audit_trip(i, "hang")
        assert not any(v.rule == "machine-line-r17" for v in check(t)), i
        for r in t.get("rivals") or []:
            ship = next((d["text"] for d in r["details"] if d["label"] == "Ship"), "")
            assert ", painted " not in ship or "a shade called" in ship or "painted" in ship.split(",")[0], ship


def test_client_clause_closed_in_the_ad():
    """Cold read 25: "The Davis Honeymooners' Club, who saved three years for the trip is paying"."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 101):
            t = _audit_trip(i, seed)
            if re.search(r", (?:who|which|whose) ", t["client"]) and t["client"].split(", ", 1)[1] in t["teaser"]:
                seen += 1
                tail = t["teaser"].split(t["client"].split(", ", 1)[1], 1)[1]
                assert not re.match(r" (?:is|wants|needs|has|will)\b", tail), t["teaser"]
        if seen:
            break
    assert seen


def test_slip_in_look_has_a_subject():
    """hang audit/3 (cold read 25): "It is night here. Busy, covered in propaganda posters; ..."."""
    t = _audit_trip(3, "hang")
    assert "It is night here, and the place is busy" in t["start"]["read_aloud"] or \
        not re.search(r"\bhere\. [A-Z][a-z]+,", t["start"]["read_aloud"])
    assert not re.search(r"\bhere\. (?:Grand|Busy|Crowded|Solid|Still|Hot)\b", t["start"]["read_aloud"])
