"""Round 40's lead facts (merged by generators/facts_r40.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # of one Must be Kept Secret complication (content/event_roles.py ``second_not_foe``): ``none``
    # when every NPC the line could name already works against the crew (a captor, a foe's role),
    # so no named NPC can be the blackmailer as well; grammars/events.json must_be_secret's
    # "#npc2# recognises the crew's ship ..." needs ``blackmail != none``. Unset otherwise.
    # Slip-n-slide audit/871 of algorithm 34 (rule npc-opposing-jobs): the captor of the missing
    # DayTripper and a foe in disguise were the only two, and the captor was the blackmailer too.
    "blackmail": ("none", "named"),
}
