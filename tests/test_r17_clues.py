"""Round 17 (clues): needed clues that don't fit their obstacle, come too late, or say nothing
(cold read 25, READER-F a, e and READER-G f, g, i, j; cold read 24, READER-D/E).
generators/trip/consistency_r17clues.py (its RULES), generators/trip/clue_fit.py ``trait``
(the fact ``ob``), generators/trip/clues.py, corpora/trip/play_clues.json and
play_obstacles.json ("is").

R17_CLUES_BREAKS feeds each rule a contradicting trip (also used by tests/test_consistency.py).
Main (algorithm 16) drew the classes over 100 + 100 audit trips (hang, slip-n-slide): a needed
fact with no clue at scene 1 itself 11 + 7, a way past that misfits its obstacle 12 + 16, an
aged clue for a crew landed today 3 + 2, an empty clue shell 91 + 89, a secret told "as if
everyone knew" 15 + 11."""

from __future__ import annotations

import copy

from audit_trips import audit_trip
from generators.data import load
from generators.trip.clue_fit import trait, way_facts
from generators.trip.clues import _forms
from generators.trip.parts import stands
from generators.trip.consistency import check
from generators.trip.consistency_r17clues import RULES, check_r17clues
from generators.trip.way_pass import passing

N = 40
CRAWL = ("they take anything that moves slowly and low to the ground for one of their own, so a crew "
         "who go by bent double are left alone: no roll and no time lost")
SLOW = "it reacts only to what hurries near it"
PATTERN = "the worst of it comes in waves a few minutes apart"
BACKWARDS = "it cannot follow anyone who walks backwards"
LAST = "goes for whoever walks last"


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _own(t: dict) -> set[str]:
    hits: set[str] = set()
    check_r17clues(t, t.get("world") or {}, None, lambda r, m: hits.add(r))
    return hits


def _find(pred) -> dict:
    return copy.deepcopy(next(audit_trip(i) for i in range(1, N + 1) if pred(audit_trip(i))))


def _fact(t: dict, fid: str) -> dict:
    return next(f for f in t["clues"] if f["id"] == fid)


def _has(fid: str):
    return lambda t: any(f["id"] == fid and f["clues"] for f in t["clues"])


def _break_scene1() -> dict:
    """Every clue to where is at the barn or later scenes (trips a, e, j)."""
    t = _find(_has("where"))
    f = _fact(t, "where")
    f["clues"] = [{**c, "scene": "scene-2", "at": "scene-2"} if c["source"] != "intel" else c
                  for c in f["clues"]]
    f["clues"].insert(0, {"at": "scene-1", "kind": "scene", "scene": "scene-1", "source": "intel",
                          "how": "The tour company's brochure, which marks it with a star"})
    return t


def _break_misfit() -> dict:
    """A wasps' nest passed by crawling like one of their own (trip a)."""
    t = _find(_has("way"))
    sc = next(s for s in t["scenes"] if s["kind"] == "climax")
    sc["obstacle"]["text"] = f"A wasps' nest the size of a barrel hangs over the path into {sc['place']}."
    _fact(t, "way")["fact"] = f"How to get past the animals at {sc['place']}: {CRAWL}."
    return t


def _break_aged() -> dict:
    """A rival's bag, half buried and never fetched, from the hour they land (trips d, g)."""
    t = _find(_has("where"))
    _fact(t, "where")["clues"].append({
        "at": "scene-1", "kind": "scene", "scene": "scene-1", "source": "trace",
        "how": "A bag half buried at the beach, dropped and never fetched (from hour 8, once the crew have landed)"})
    return t


def _break_shell() -> dict:
    """A clue item that never says what it tells (trip a)."""
    t = _find(_has("where"))
    _fact(t, "where")["clues"].append({"at": "scene-2", "kind": "scene", "scene": "scene-2", "source": "trace",
                                       "how": "A satchel forgotten at the beach, its contents still inside"})
    return t


def _break_known() -> dict:
    """A secret the keeper thinks nobody has noticed, mentioned as if everyone knew (trip i)."""
    t = _find(lambda t: any(f["id"].startswith("lies-") for f in t["clues"]))
    f = next(f for f in t["clues"] if f["id"].startswith("lies-"))
    name = f["fact"].split(" is hiding")[0].split(" keeps quiet")[0]
    f["fact"] = f"{name} is hiding something: is dying, and thinks nobody has noticed."
    f["clues"].append({"at": "npc-1", "kind": "npc", "scene": "scene-1", "source": "npc",
                       "how": f"{name}, who mentions it as if everyone knew already"})
    return t


def _break_running() -> dict:
    """A burrower driven off by outrunning it (trip a: 'opposed by its Athletics:Running')."""
    t = _find(lambda t: any(sc.get("creatures") for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if sc.get("creatures"))
    sc["creatures"][0] = ("The dune-burrower is a creature, not a person: it does what it wants. To pass it "
                          "unseen: GRACE against DL 4; to drive it off: the crew's MIGHT, opposed by its "
                          "Athletics:Running (MIGHT) roll on its stat block.")
    return t


def _one_line(t: dict) -> bool:
    return len(t["connections"]) == len(t["scenes"]) - 1 and all(len(sc["leads_to"]) <= 2 for sc in t["scenes"])


def _break_line() -> dict:
    """A needed hunt for the way to the peak on a map of one line (trips a, j)."""
    t = _find(lambda t: _one_line(t) and _has("where")(t))
    f = _fact(t, "where")
    f["fact"], f["needed"] = f"The way to {t['scenes'][-1]['place']}.", True
    return t


def _break_asks() -> dict:
    """Scene 1 wants the way 'from somebody who has walked it', and nobody is there (trip e)."""
    t = _find(lambda t: True)
    sc = t["scenes"][0]
    sc["want"], sc["npcs"], sc["here"] = "A first word with the locals, and the way on from somebody who has walked it.", [], []
    return t


def _break_late() -> dict:
    """A complication whose clues are all at the destination (cold read 24: the tide)."""
    t = _find(_has("where"))
    sc = next(s for s in t["scenes"] if s["kind"] == "climax")
    t["clues"].append({"id": "complication-9", "needed": False,
                       "fact": "The way in is open only while the tide is out.",
                       "clues": [{"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "overheard",
                                  "how": f"Overheard from locals at {sc['place']}"}]})
    return t


R17_CLUES_BREAKS = {"complication-told-too-late": _break_late,
                    "want-asks-nobody": _break_asks,
                    "way-hunt-on-one-line": _break_line,
                    "drive-off-by-running": _break_running,
                    "needed-no-scene-1-clue": _break_scene1,
                    "needed-way-misfits-obstacle": _break_misfit,
                    "fresh-clue-aged": _break_aged, "clue-shell-empty": _break_shell,
                    "secret-told-as-known": _break_known}


def test_every_rule_has_a_break_that_fires():
    assert set(R17_CLUES_BREAKS) == set(RULES)
    for rule, make in R17_CLUES_BREAKS.items():
        assert rule in _rules(make()), rule


def test_obstacles_say_what_they_do():
    assert trait({"text": "A wasps' nest the size of a barrel hangs over the path into the garden."}) == "swarm"
    assert trait({"text": "Beetles swarm over the wood and drop on anyone who passes underneath."}) == "swarm"
    assert trait({"text": "Thorny scrub chokes the highest peak, and every way through it tears at "
                          "clothes and skin."}) == "steady"
    assert trait({"text": "A smooth egg-shaped stone at the garden gives off a cold that freezes boots "
                          "to the ground."}) == "reaches"  # round 20: a ring of cold with a reach
    assert trait({"text": "A rope at the mill ties itself round anything that comes close, and it "
                          "does not let go."}) == "near"


def _ways(use: str, text: str) -> str:
    facts = way_facts({"air": "breathable", "inhabited": True, "meets_visitors": True,
                       "natives": "human", "tech": "steam", "beast_sense": "sight"}, {"text": text})
    facts["passing"] = passing({"text": text, "opposition": use.partition(":")[2]})  # (round 35: _barrier gives it)
    return " ".join(v for v, _ in _forms(use, facts))


def test_a_way_past_answers_its_obstacle():
    """The lines cold read 25 found beside the wrong trouble are never drawn for it (a, e, f, g, j;
    cold read 24: walking backwards past a paranoia)."""
    assert CRAWL not in _ways("shortcut:Wildlife/Animals", "A wasps' nest the size of a barrel hangs over the path into the garden.")
    assert CRAWL in _ways("shortcut:Wildlife/Animals", "Territorial animals hold the ground at the moor and charge anything that crosses it.")
    assert SLOW not in _ways("shortcut:Dangerous Object", "A smooth egg-shaped stone at the garden gives off a cold that freezes boots to the ground.")
    assert SLOW not in _ways("shortcut:Dangerous Object", "A cursed tennis ball lies across the way, and it passes bad luck to whoever touches it.")
    assert SLOW in _ways("shortcut:Dangerous Object", "A rope at the mill ties itself round anything that comes close, and it does not let go.")
    assert LAST not in _ways("shortcut:unseen", "Beetles swarm over the wood and drop on anyone who passes underneath.")
    assert PATTERN not in _ways("shortcut:Dangerous Environment", "Thorny scrub chokes the peak, and every way through it tears at clothes and skin.")
    assert PATTERN in _ways("shortcut:Dangerous Environment", "A fog rolls into the pass, so thick that a hand held out in front of a face disappears.")
    assert BACKWARDS not in _ways("shortcut:Psychological Challenges", "At the hall every crewmember becomes sure that one of the others is lying to them.")


def test_a_creature_is_not_driven_off_by_its_legs():
    odds = [{"action": "Survival (HEALTH)"}, {"action": "Athletics:Running (MIGHT)"},
            {"action": "Fighting/Weapon:Teeth (MIGHT)"}]
    assert stands(odds) == "Fighting/Weapon:Teeth (MIGHT)"
    assert stands(odds[:2]) == "MIGHT"


def test_clue_items_say_what_they_tell():
    lines = [v for v, _, f in load("trip/play_clues").items if f.get("source") == "trace"]
    for shell in ("by whoever came through last", "its contents still inside", "caught in a crack at {place}"):
        assert not any(v.endswith(shell) for v in lines), shell
    known = next(f for v, _, f in load("trip/play_clues").items if "as if everyone knew" in v)
    assert "secret" not in (known.get("knows") or "secret") and "motive" not in known["knows"]


def test_audit_trips_keep_the_clue_promises():
    """Main drew these in the first 40 audit trips of hang (a needed fact whose only scene 1 clue
    was the barn's, a wasps' nest passed by crawling, 'as if everyone knew' for a secret, ...)."""
    found = {i: _own(audit_trip(i)) for i in range(1, N + 1)}
    assert not {i: r for i, r in found.items() if r}
