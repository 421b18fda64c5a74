"""Round 12's cast rules (generators/trip/consistency_rescued.py, consistency_client.py,
consistency_clues.py): each is fed a trip with the contradiction, which the rule finds,
and the same trip without it, which passes. Every rule here is new in round 12, so each
``fires`` test fails on the old code (the rule did not exist, or, for clue-source-knows,
accepted any visitor as the teller of a client complication)."""

from __future__ import annotations

import copy
import re
import json
from functools import lru_cache

from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.content import stratify
from generators.trip.consistency import check, rule_names
from generators.trip.daytrip import trip_from_mission

STRANDED = "The stranded DayTripper the crew came for"


@lru_cache(maxsize=None)
def _rescue() -> dict:
    for k in range(1, 400):
        s = Stream("cast-rules", f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        if m.mission_type == "Emergency/Rescue":
            t = trip_from_mission(m, s).to_dict()
            if t["world"].get("maguffin") == "person" and any(n["role"] == STRANDED for n in t["npcs"]):
                return t
    raise AssertionError("no rescue trip")


def rescue() -> dict:
    return copy.deepcopy(_rescue())


def rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def lost(t: dict) -> dict:
    return next(n for n in t["npcs"] if n["role"] == STRANDED)


def test_rules_registered():
    names = set(rule_names())
    for r in ("person-in-a-thing", "person-as-goods", "person-hurt-on-feet", "rescued-one",
              "kin-client-speaks", "symbolic-part-role"):
        assert r in names, r


def test_clean_rescue_passes():
    got = rules(rescue())
    for r in ("person-in-a-thing", "person-as-goods", "person-hurt-on-feet", "rescued-one",
              "kin-client-speaks", "symbolic-part-role", "clue-source-knows"):
        assert r not in got, r


def _tweak(t: dict, who: dict, short: str, detail: str) -> None:
    t["tweaks"].append({"kind": "character", "target": f"{who['name']} ({who['role'][:1].lower()}{who['role'][1:]})",
                        "tweak": short, "rule": "Put them inside something symbolic or alive",
                        "text": f"{who['name']}: {short}", "detail": detail})


def test_person_in_a_thing_fires():
    """Cold read 18: the stranded DayTripper 'live inside a locked book' yet walks home (old code: no rule)."""
    t = rescue()
    _tweak(t, lost(t), "inside something symbolic or alive",
           "They live inside a locked book, and talk through the keyhole.")
    assert "person-in-a-thing" in rules(t)
    t = rescue()  # worded otherwise: a jar
    _tweak(t, lost(t), "inside something symbolic or alive", "They are kept in a jar on a shelf.")
    assert "person-in-a-thing" in rules(t)


def test_person_in_a_thing_that_walks_passes():
    t = rescue()
    _tweak(t, lost(t), "inside something symbolic or alive", "They are inside a hollow tree that walks, slowly.")
    assert "person-in-a-thing" not in rules(t)


def test_person_as_goods_fires():
    """A rescued person 'delivered as promised', paid for 'item by item', 'the price it fetched' (old code: no rule)."""
    for line in ("The physicist, delivered as promised, and a story the barn will tell for a month",
                 "Someone else brings the physicist home within the month, and the crew hear the price it fetched",
                 "The client pays for what the crew brought, item by item",
                 "The physicist, weighed and sold by the pound"):
        t = rescue()
        t["endings"][1]["bring"] = line
        assert "person-as-goods" in rules(t), line


def test_person_hurt_on_feet_fires():
    """Cold read 18: 'sick, and not fit to walk' beside 'never sits down' (old code: no rule)."""
    t = rescue()
    t["world"]["maguffin_state"] = "hurt"
    lost(t)["manner"] = "Clever, or trying hard to seem it; never sits down"
    assert "person-hurt-on-feet" in rules(t)
    lost(t)["manner"] = "Clever, or trying hard to seem it; counts things under their breath"
    assert "person-hurt-on-feet" not in rules(t)


def test_rescued_one_fires():
    """Cold read 18: 'There are two of them' of the one person the cast has (old code: no rule)."""
    t = rescue()
    t["maguffin"]["really"] = ("There are two of them, each swearing the other is something the node "
                               "made; only the real one knows the barn's door code")
    assert "rescued-one" in rules(t)
    t = rescue()
    lost(t)["secret"] = "Has a twin on the node who answers to the same name."
    assert "rescued-one" in rules(t)


def test_kin_client_speaks_fires():
    """A spouse or a mother whose assistant speaks for them, or who bills their own for the rescue (old code: no rule)."""
    t = rescue()
    t["world"]["client_tie"] = "kin"
    t["client_details"] = [d for d in t["client_details"] if d["label"] != "Not telling the crew"]
    # (the drawn client may be no kin: algorithm 32's is a bail bondsman whose Success "hands"
    # the traveller "a bill"; the kin this test makes bills nobody)
    t = json.loads(re.sub(r"hands ([A-Z][\w' -]+?) a bill", r"thanks \1", json.dumps(t)))
    assert "kin-client-speaks" not in rules(t)
    t["client_details"].append({"label": "Not telling the crew", "text": "They plan to bill the physicist for the rescue.",
                                "gm_only": True})
    assert "kin-client-speaks" in rules(t)
    t["client_details"][-1]["text"] = "They are not the client at all, only the client's assistant, acting alone."
    assert "kin-client-speaks" in rules(t)


def test_symbolic_part_role_fires():
    """'has a purely symbolic part' reads as a role for show beside a keeper who locks someone in (old code: no rule)."""
    t = rescue()
    who = t["npcs"][-1]
    t["tweaks"].append({"kind": "character", "target": f"{who['name']} (the one keeping the missing DayTripper)",
                        "tweak": "has a purely symbolic part", "rule": "Give them a purely symbolic part",
                        "text": f"{who['name']}: has a purely symbolic part",
                        "detail": "They wear a crown nobody else can see."})
    assert "symbolic-part-role" in rules(t)
    t["tweaks"][-1]["tweak"] = "has a purely symbolic feature"
    t["tweaks"][-1]["text"] = f"{who['name']}: has a purely symbolic feature"
    assert "symbolic-part-role" not in rules(t)


def _complication(t: dict, who: dict, fact: str) -> None:
    t["clues"].append({"id": "complication-9", "needed": False, "fact": fact,
                       "clues": [{"at": who["key"], "how": f"{who['name']}, if asked kindly", "kind": "npc",
                                  "source": "npc", "scene": "scene-1"}]})


def test_client_complication_teller_is_strict():
    """r11 review: a visitor who has never met the client, and is not the line's own teller, tells
    a complication about the client; the old clue-source-knows accepted any visitor."""
    t = rescue()
    who = lost(t)  # a visitor from home, who has not met the client
    assert who.get("folk") == "visitor" and not who.get("met_client")
    _complication(t, who, f"Wanted: {t['client']} is wanted for fraud on three worlds.")
    assert "clue-source-knows" in rules(t)
    t = rescue()
    who = lost(t)
    who["met_client"] = True
    _complication(t, who, f"Wanted: {t['client']} is wanted for fraud on three worlds.")
    assert "clue-source-knows" not in rules(t)


def _break_thing():
    t = rescue()
    _tweak(t, lost(t), "inside something symbolic or alive", "They live inside a locked book, and talk through the keyhole.")
    return t


def _break_goods():
    t = rescue()
    t["endings"][1]["bring"] = "The physicist, delivered as promised"
    return t


def _break_feet():
    t = rescue()
    t["world"]["maguffin_state"] = "hurt"
    lost(t)["manner"] = "Clever; never sits down"
    return t


def _break_two():
    t = rescue()
    t["maguffin"]["really"] = "There are two of them, each swearing the other is something the node made"
    return t


def _break_kin():
    t = rescue()
    t["world"]["client_tie"] = "kin"
    t["client_details"].append({"label": "Not telling the crew", "gm_only": True,
                                "text": "They plan to bill the physicist for the rescue."})
    return t


def _break_symbolic():
    t = rescue()
    t["tweaks"].append({"kind": "character", "target": "X (the local authority)", "tweak": "has a purely symbolic part",
                        "rule": "Give them a purely symbolic part", "text": "X: has a purely symbolic part",
                        "detail": "They wear a crown nobody else can see."})
    return t


# test_consistency.py's test_each_structure_rule_fires breaks each rule through these
CAST_BREAKS = {"person-in-a-thing": _break_thing, "person-as-goods": _break_goods,
               "person-hurt-on-feet": _break_feet, "rescued-one": _break_two,
               "kin-client-speaks": _break_kin, "symbolic-part-role": _break_symbolic}
