"""Round 12: eight audit rules that matched only the line they replaced now read their class.
Each test feeds a rule a contradiction worded unlike the removed line (and unlike the rule's
old pattern): each fails on the old rule (round 11's code), as its docstring says; the same
trip without the contradiction passes."""

from __future__ import annotations

import copy
from functools import lru_cache

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission


@lru_cache(maxsize=None)
def _trip(seed: str, i: int) -> dict:
    s = Stream(seed, f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return trip_from_mission(m, s).to_dict()


def _where(pred, seed: str = "widened") -> dict:
    for i in range(1, 200):
        t = _trip(seed, i)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no such trip")


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _fires(rule: str, clean: dict, broken: dict) -> None:
    assert rule not in _rules(clean)
    assert rule in _rules(broken), sorted(_rules(broken))


def test_key_local_where_reads_any_job_tied_to_a_place():
    """Fails on the old rule (only "who guards|watches the X"): a gatekeeper at the old mill
    who is found at a weir."""
    t = _where(lambda t: len(t["npcs"]) > 1 and any(t["npcs"][1]["key"] in (sc.get("npcs") or [])
                                                    for sc in t["scenes"]))
    n = t["npcs"][1]
    t["node"]["details"] = [d for d in t["node"]["details"] if d["label"] != "Key local"]
    t["node"]["details"].append({"label": "Key local", "text": f"{n['name']}, a gatekeeper at the old mill"})
    clean = copy.deepcopy(t)
    clean["npcs"][1]["where"] = "The Old Mill"
    n["where"] = "The Sacred Salmon Weir"
    _fires("key-local-where", clean, t)


def _with_tweak(detail: str) -> tuple[dict, dict]:
    t = _where(lambda t: any(n.get("source") == "npc" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc")
    n["want"] = "To get the harvest in before the rains."
    clean = copy.deepcopy(t)
    t["tweaks"].append({"kind": "character", "target": f"{n['name']} ({n['role'].lower()})",
                        "tweak": "core motivation conflicted", "rule": "x", "detail": detail, "text": ""})
    return clean, t


def test_tweak_fits_person_reads_any_lost_name():
    """Fails on the old rule ("nobody can remember it|their name", "they have no name"): a
    named person whose name 'has been erased, and no one can recall it'."""
    _fires("tweak-fits-person", *_with_tweak("Their name has been erased, and no one can recall it."))


def test_tweak_fits_person_reads_any_two_wants():
    """Fails on the old rule ("want two things"): 'torn between two goals that cannot both
    come true' beside a Want line of one goal."""
    _fires("tweak-fits-person", *_with_tweak("They are torn between two goals that cannot both come true."))


def test_person_acts_asleep_reads_any_sleep_and_any_deed():
    """Fails on the old rule ("is here, asleep", "nobody can wake them"; "tries to slip away"):
    the person the crew came for 'lies in a deep sleep that nothing will wake', and at Hour 6
    they 'walk out of the cellar on their own'."""
    t = _where(lambda t: t["maguffin"].get("kind") == "person")
    short = t["maguffin"]["short"]
    t["events"].append({"when": "Hour 6", "text": f"{short} walks out of the cellar on their own."})
    clean = copy.deepcopy(t)
    t["scenes"][-1]["gm"] = f"{short} lies in a deep sleep here, and nothing will wake them."
    _fires("person-acts-asleep", clean, t)


def test_person_acts_asleep_is_not_the_locals_sleep():
    """The locals' sleep is not the person's: 'half the locals have fallen asleep and cannot be
    woken' beside the person walking out is no contradiction."""
    t = _where(lambda t: t["maguffin"].get("kind") == "person")
    t["events"].append({"when": "Hour 6", "text": f"{t['maguffin']['short']} walks out of the cellar."})
    t["events"].append({"when": "Hour 7", "text": "Half the locals have fallen asleep and cannot be woken."})
    assert "person-acts-asleep" not in _rules(t)


def test_one_path_to_maguffin_reads_any_only_way_in():
    """Fails on the old rule ("reached by one|a single|only one path|road|way"): 'The only way
    in is the rope bridge' beside two paths to its scene."""
    t = copy.deepcopy(_trip("widened", 1))
    last = t["scenes"][-1]["id"]
    others = [sc["id"] for sc in t["scenes"][:-1]]
    t["connections"] = [c for c in t["connections"] if last not in (c["from"], c["to"])] + [
        {"from": others[0], "to": last, "hours": 1}, {"from": others[-1], "to": last, "hours": 2}]
    clean = copy.deepcopy(t)
    t["maguffin"]["looks"] = "The only way in is the rope bridge, and it sways."
    _fires("one-path-to-maguffin", clean, t)


def test_obstacle_resets_reads_any_obstacle_that_comes_back():
    """Fails on the old rule ("resets every|each", "opens one way only", "one-way gate|door",
    "different each time it is used"): a gate that 'seals itself again behind anyone who
    passes', and a maze 'different every time it is crossed'."""
    t = copy.deepcopy(_trip("widened", 1))
    for line in ("The gate to {p} seals itself again behind anyone who passes.",
                 "The hedge maze before {p} is different every time it is crossed."):
        b = copy.deepcopy(t)
        b["scenes"][1]["obstacle"]["text"] = line.format(p=t["scenes"][2]["place"])
        _fires("obstacle-resets", t, b)


def test_orbit_era_crowds_reads_any_wording():
    """Fails on the old pattern ("most humans live in orbit"): 'nearly all of humanity has
    moved up to the orbital rings' where many people live on the ground."""
    t = copy.deepcopy(_trip("widened", 1))
    t["world"]["inhabitants"] = "many"
    b = copy.deepcopy(t)
    b["events"].append({"when": "Hour 9", "text": "Nearly all of humanity has moved up to the orbital rings."})
    _fires("orbit-era-crowds", t, b)


def _clash(one: str, other: str) -> None:
    # a trip whose own lines agree with the first line (audit/1 of algorithm 24 has tracks of its
    # own, so ground "no one has ever set foot on" clashes with the trip before the second line)
    t = _where(lambda t: "line-clash" not in _rules(
        dict(t, events=t["events"] + [{"when": "Hour 8", "text": one}])))
    a, b = copy.deepcopy(t), copy.deepcopy(t)
    a["events"].append({"when": "Hour 8", "text": one})
    b["events"] += [{"when": "Hour 8", "text": one}, {"when": "Hour 9", "text": other}]
    _fires("line-clash", a, b)


def test_brochure_true_and_oversold_reads_any_wording():
    """Fails on the old patterns (brochure-true-and-oversold: "bigger in person", "exactly as
    wonderful as promised" / "smaller than the photos", "slightly airbrushed"): the line this
    round removed ('It is better than the brochure') and another ('it lives up to its
    photos') beside 'shabbier than the postcards'."""
    _clash("It is better than the brochure, and nobody will believe the tourists.",
           "The brochure oversold it, and the tourists want someone to blame.")
    _clash("It lives up to its photos, every inch of it.", "The square is shabbier than the postcards.")


def test_untrodden_footprints_reads_any_wording():
    """Fails on the old patterns (untrodden-footprints: "nobody has walked on" / "fresh
    footprints", "flag flies at the landing site"): ground 'no one has ever set foot on'
    beside 'muddy bootprints lead off toward the ridge'."""
    _clash("The lander sets down on a shelf of rock no one has ever set foot on.",
           "Muddy bootprints lead off toward the ridge.")
