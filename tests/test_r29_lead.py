"""Round 29, the lead's own rules (generators/trip/consistency_r29lead.py): an animal-part tweak
on a world where no beast lives ("a thunder-grazer's hide across their back" on a world of
microbial mats, slip-n-slide/1@27 before the fix) now draws an animal of home's, and the rule
fires on a trip broken on purpose."""

from __future__ import annotations

import json
from pathlib import Path

from audit_trips import trip_where
from generators.trip.consistency_r29lead import NO_BEASTS, check_r29lead


def _break_animal_part() -> dict:
    t = trip_where(lambda t: t["world"].get("life") in NO_BEASTS and t["world"].get("beast")
                   and t.get("tweaks"))
    t["tweaks"][0]["detail"] = (f"They have a {t['world']['beast']}'s hide across their back, and "
                                f"scratch it against doorframes.")
    return t


R29_LEAD_BREAKS = {"animal-part-lifeless": _break_animal_part}


def test_animal_part_lines_say_where_beasts_live():
    raw = json.loads((Path(__file__).resolve().parent.parent / "corpora/grammars/tweaks.json").read_text("utf-8"))
    for line in raw["rules"]["has_an_animal_part"]:
        text, needs = line["text"], line["needs"]
        assert ("#animal" in text) == ("rich" in needs), (text, needs)


def test_animal_part_fires_on_its_break():
    found = []
    t = _break_animal_part()
    check_r29lead(t, t["world"], [], lambda rule, msg: found.append(rule))
    assert found == ["animal-part-lifeless"]
