"""Round 40's landing facts (merged by generators/facts_r40.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # of one person (content/landing_at.py ``at_landing``, set by content/people.py from where they
    # are found, content/homes.py): ``yes`` when their place is the slip-in point, where the lander
    # comes down at hour 0 (the scene's "Here:"; a paying tourist comes down in it with the crew),
    # ``no`` when it is anywhere else. The lines of grammars/people.json secret_bystander that say
    # where the witness stood need it: seen "from a long way off", or "slipped away before the
    # hatch opened", need ``at_landing: no``; "bringing friends by ... to look at the lander" and
    # the others that keep them beside it need ``at_landing: yes``. Round 40, cold read
    # cold39-a-bramble-13: Dell's secret "Saw the crew's lander come down from a long way off"
    # while the slip-in scene says "**Here:** Sharon Cherryh and Dell Moorcock".
    "at_landing": ("yes", "no"),
}
