"""Round 38's wins facts (merged by generators/facts_r38.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # what the client pays for, the one test of the job (content/win_by.py, rolled in
    # content/__init__.py once the mission, the maguffin and its form are drawn): "seen" (a tour:
    # the party see it), "record" (a place, a view, an event or knowledge on record), "agreed"
    # (a diplomacy job's talks, settled and written down), "home" (it comes home aboard). Read by
    # grammars/events.json deadline and refuses, trip/play_clock.json's Deadline and will Refuse,
    # trip/maguffin_handling.json's event risk; the audit's win-* rules
    # (trip/consistency_r38wins.py) check the Success against it. Cold read (algorithm 32):
    # "seeing it is not enough" beside "have not seen the mine by the client's deadline".
    "win_by": ("seen", "record", "agreed", "home"),
}
