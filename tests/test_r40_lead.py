"""Round 40, lead: what the merged tree's audit found on algorithm 34 (no new audit rule).

- A Must be Kept Secret never makes a named foe the blackmailer when nobody else could be named
  (slip-n-slide audit/871 of algorithm 34, rule npc-opposing-jobs: the captor of the missing
  DayTripper and a foe in disguise were the only two NPCs, and the captor was the blackmailer too):
  content/event_roles.py ``second_not_foe`` sets the fact ``blackmail: none`` and the blackmail
  line of grammars/events.json must_be_secret needs ``blackmail != none``."""

from __future__ import annotations

import json
from pathlib import Path

from generators.content.event_roles import BLACKMAIL, second_not_foe
from generators.needs import fits

EVENTS = Path(__file__).resolve().parent.parent / "corpora" / "grammars" / "events.json"


def _blackmail_line() -> dict:
    rules = json.loads(EVENTS.read_text("utf-8"))
    rules = rules.get("rules", rules)
    return next(x for x in rules["must_be_secret"] if BLACKMAIL in x["text"])


def test_only_foes_to_name_leaves_the_blackmail_line_out():
    world = {"before": "barn"}
    c = {"npc": "Aeter-43", "npc2": "Venelona-72", "_world": world}
    ctx = {"_foes": ["Aeter-43", "Venelona-72"], "npcs": ["Aeter-43", "Venelona-72"]}
    out = second_not_foe(c, ctx)
    assert out["_world"]["blackmail"] == "none"
    assert "blackmail" not in world  # the trip's own facts are not changed
    line = _blackmail_line()
    assert not fits(line["needs"], out["_world"])
    assert fits(line["needs"], world)


def test_a_bystander_is_still_the_blackmailer():
    c = {"npc": "Aeter-43", "npc2": "Venelona-72", "_world": {"before": "barn"}}
    ctx = {"_foes": ["Aeter-43", "Venelona-72"], "npcs": ["Aeter-43", "Venelona-72", "Dell Moorcock"]}
    out = second_not_foe(c, ctx)
    assert out["npc2"] == "Dell Moorcock" and "blackmail" not in out["_world"]
