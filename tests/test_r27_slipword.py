"""Round 27, the GM's note for the node's own slip and the slip's first bite (cold readers of
algorithm-25 trips, seeds r27-cold-c, -e, -f, -i): a Dream World's Vector note said of its
Appearance slip "describe that, and only that, as what looks wrong here" beside a staircase that
is also a whale, and of its Behavior slip "no other rule for this slip" beside the veil's PSYCHE
roll; an Alternate Earth's said "build the twist on that, and only that" beside "Play the fork's
consequences straight"; and "it first bites the crew here: firearms jam" on a trip where nobody
carries a gun.

The facts behind each fix hold (corpora/trip/vector_readings.json reads a node's own slipped line
for its node type; trip/slip_bite.py lands a rule about gear where someone carries it), the audit
trips keep both rules of generators/trip/consistency_r27slipword.py, and each rule fires on a
trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.rules.vectors import VECTOR_NODES
from generators.trip.consistency_r27slipword import EXCLUSIVE, RULES, check_r27slipword
from generators.trip.slip_bite import bite_text, gear_kind
from generators.trip.slots import vector_reading

OLD_NOTE = ('This node\'s own slip is its "Appearance slipped" line: describe that, and only that, as '
            'what looks wrong here (the rules: "Appearance" refers to observable physical details).')


def _break_note() -> dict:
    t = trip_where(lambda t: bool(t.get("vectors")))
    t["vectors"][0]["reading"] = OLD_NOTE
    return t


def _break_bite() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    t["scenes"][1]["threads"].append({"label": "The slip", "text": (
        "The slipped rule holds everywhere on the node, and the locals take it for granted; it first "
        "bites the crew here: firearms jam on any roll of a natural 1; bows and slings are fine.")})
    for n in t["npcs"]:
        n["items"] = [i for i in n.get("items") or [] if "pistol" not in i["name"]]
    return t


R27_SLIPWORD_BREAKS = {"vector-note-exclusive": _break_note, "slip-bite-nothing": _break_bite}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R27_SLIPWORD_BREAKS[rule](), rule)


@pytest.mark.parametrize("node", VECTOR_NODES)
@pytest.mark.parametrize("vector", ("Appearance", "Behavior", "Meaning"))
def test_own_line_note_is_read_for_its_node_and_claims_no_exclusivity(node, vector):
    note = vector_reading(vector, "own line", node)
    assert f'"{vector} slipped"' in note and not EXCLUSIVE.search(note)
    # the node's own nature holds beside the slip: a dream's strangeness, a fork's history
    assert ("dream" if node == "Dream World" else "fork") in note
    assert "one" in note  # the slip is the one oddity beyond it


def test_gear_rule_bites_only_on_gear_a_scene_has():
    assert gear_kind("Firearms jam on any roll of a natural 1; bows and slings are fine") == "firearms"
    assert gear_kind("Everyone is slightly stronger: every MIGHT roll is +1") == ""
    assert "it first bites" not in bite_text("firearms jam", None)
    assert "it first bites here, on Ada Lin's pistol" in bite_text("firearms jam", "Ada Lin's pistol")


@pytest.mark.parametrize("seed", ("hang", "slip-n-slide"))
def test_audit_trips_keep_the_rules(seed):
    for i in range(1, 41):
        t = audit_trip(i, seed)
        got = []
        check_r27slipword(t, t.get("world") or {}, lambda *a: None, lambda r, m: got.append((r, m)))
        assert not got, (seed, i, got)
