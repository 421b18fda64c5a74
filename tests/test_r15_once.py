"""Round 15, ``once``: the maguffin and its holder are one thing, told one way, and its truth
pays off (generators/trip/consistency_r15once.py). Each rule is fed a contradicting trip."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from generators.content import stratify
from generators.data import load
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r15once import RULES
from generators.trip.daytrip import trip_from_mission

ROOT = Path(__file__).resolve().parent.parent


def _trip(i: int, seed: str = "once", mission: str | None = None, where=None) -> dict:
    for k in range(i, i + 600):
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        if mission is not None and m.mission_type != mission:
            continue
        t = trip_from_mission(m, s).to_dict()
        if where is None or where(t):
            return t
    raise AssertionError("no such trip")


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


# --- maguffin-truth-paid ---------------------------------------------------------------------


def test_every_maguffin_truth_has_what_the_gm_plays():
    """Every "what it really is" rule has exactly one row of corpora/trip/maguffin_truth_due.json."""
    from generators.trip.endings import _truth_patterns

    rules = load("grammars/maguffin").rules
    pats = _truth_patterns()
    syms = ("really", "really_rescue", "really_tourism")
    for sym in syms:
        for text in rules[sym]:
            text = text if isinstance(text, str) else text.get("text", str(text))
            filled = re.sub(r"#\w+#|\{keeper\}", "the old mine", str(text)) + "."
            hits = [d for p, d in pats if p.match(filled)]
            assert len(hits) == 1, (sym, text, len(hits))
    assert len(pats) == sum(len(rules[s]) for s in syms)


def _break_truth() -> dict:
    t = copy.deepcopy(_trip(1))
    for e in t["endings"]:
        e["follows"] = [f for f in e["follows"] if "comes out here" not in f]
    return t


def test_the_success_ending_plays_the_maguffins_truth():
    """Cold reads: the GM box's "what it really is" was used by no scene, clue or ending."""
    for i in (1, 5, 9):
        t = _trip(i)
        assert not _violates(t, "maguffin-truth-paid"), t["endings"][0]["follows"]
        said = " ".join(t["endings"][0]["follows"])
        assert "GM, the truth about" in said, said
    assert _violates(_break_truth(), "maguffin-truth-paid")


def test_a_rescued_persons_truth_is_theirs():
    """A person maguffin's payoff names them, never "it" (issue 10)."""
    from generators.trip.endings import truth_due

    for text in load("grammars/maguffin").rules["really_rescue"]:
        text = text if isinstance(text, str) else text.get("text", str(text))
        assert not re.search(r"\bit\b", truth_due(text + "."), re.I), text
    t = _trip(1, mission="Emergency/Rescue")
    line = next(f for f in t["endings"][0]["follows"] if "comes out here" in f)
    assert t["maguffin"]["who"] in line, line


# --- maguffin-one-form --------------------------------------------------------------------


def _packed(t: dict) -> bool:
    return t["world"].get("maguffin_matter") == "packed"


def _break_one_form() -> dict:
    """hang 24 on main: "A jar of spice" that "needs a container: the lander's sealed sample
    case ... It cannot be carried loose"."""
    t = copy.deepcopy(_trip(1, where=_packed))
    t["maguffin"]["description"]["carry"] = ("It needs a container: the lander's sealed sample case. "
                                             "It cannot be carried loose.")
    return t


def test_a_packed_maguffin_is_told_in_its_own_container():
    for i in (1, 9):
        t = _trip(i, where=_packed)
        assert not _violates(t, "maguffin-one-form"), [str(v) for v in check(t)]
        d = t["maguffin"]["description"]
        # in the one container it is held in (world maguffin_holder: "In the jar it came in")
        holder = t["world"]["maguffin_holder"]
        assert f"{holder} it came in" in d["carry"] and "more is welcome" not in d["size"], d
    assert _violates(_break_one_form(), "maguffin-one-form")


# --- a rescued person's condition: told once ------------------------------------------------

RESCUE = "Emergency/Rescue"


def _rescue(state: str) -> dict:
    return copy.deepcopy(_trip(1, mission=RESCUE, where=lambda t: t["world"].get("maguffin_state") == state))


def _tick(t: dict, text: str) -> dict:
    t["clock"]["ticks"][3]["events"].append({"text": text, "track": "goal"})
    return t


def _break_hurt_twice() -> dict:
    """Cold read: limping from the start, and "has started limping" at tick 4."""
    t = _rescue("hurt")
    who = t["maguffin"]["who"]
    return _tick(t, f"{who} tries to get a message out and is hurt doing it; from now on they limp.")


def _break_unwilling_help() -> dict:
    t = _rescue("unwilling")
    return _tick(t, f"{t['maguffin']['who']} tries to get a message out to the barn, asking for help.")


def test_a_hurt_person_is_not_hurt_again_as_news():
    for state in ("hurt", "unwilling", "held", "hiding"):
        for i in (1, 7, 13):
            t = _trip(i, mission=RESCUE, where=lambda t: t["world"].get("maguffin_state") == state)
            bad = [str(v) for v in check(t) if v.rule in RULES[1:]]
            assert not bad, bad
            if state in ("hurt", "unwilling"):  # the tick that hurts them as news is not drawn
                ticks = " ".join(e["text"] for x in t["clock"]["ticks"] for e in x["events"])
                assert "from now on they limp" not in ticks, ticks
            if state != "hurt":  # nor is a limp in their look
                assert "limping" not in (t["maguffin"].get("looks") or ""), t["maguffin"]["looks"]
    assert _violates(_break_hurt_twice(), "person-hurt-once")
    assert _violates(_break_unwilling_help(), "person-unwilling-asks-help")


def test_the_limp_is_one_fact():
    """The lines that make a person limp are drawn for one state each: the look "They are
    limping" only for a hurt person, the tick that hurts them as news never for one (nor for
    one who does not want rescue: that tick has them send for help)."""
    from generators.needs import fits

    raw = json.loads((ROOT / "corpora/grammars/maguffin.json").read_text())["rules"]["looks_rescue"]
    look = [x for x in raw if isinstance(x, dict) and re.search(r"\blimp(ing|s)?\b", x["text"])]
    assert look and all(fits(x["needs"], {"maguffin": "person", "maguffin_state": st}) == (st == "hurt")
                        for x in look for st in ("hurt", "held", "hiding", "unwilling"))
    ticks = [f for v, _, f in load("trip/play_clock").items if "from now on they limp" in v]
    assert ticks and all(not fits(f.get("needs"), {"maguffin": "person", "maguffin_state": st})
                         for f in ticks for st in ("hurt", "unwilling"))


BREAKS = {"maguffin-truth-paid": _break_truth, "maguffin-one-form": _break_one_form,
          "person-hurt-once": _break_hurt_twice,
          "person-unwilling-asks-help": _break_unwilling_help}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires(rule):
    assert rule in STRUCTURE_RULES
    assert _violates(BREAKS[rule](), rule)
