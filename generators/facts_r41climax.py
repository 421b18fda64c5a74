"""Round 41's climax facts (merged by generators/facts_r41.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # of the climax's obstacle, for the needed fact of how to get past it (trip/way_rift.py, given
    # the draw by trip/clue_forms.py _barrier): ``yes`` when the obstacle works between the crew,
    # on what they say to each other (corpora/trip/play_obstacles.json ``"crew_rift": "yes"``: a
    # quarrel every word makes worse, a bicker over the loads, each sure another is lying). The way
    # past "it takes hold only of someone who goes through alone, so a crew who go through talking
    # to each other ..." (play_clues.json shortcut:Psychological Challenges) needs
    # ``crew_rift != yes``; "go through in silence" needs ``crew_rift: yes``. Cold read of round 40
    # (cold40-a-brook-12): that way past beside "every word makes the quarrel worse". Audited by
    # consistency_r41climax.py ``talk-cure-for-rift``.
    "crew_rift": ("yes", "no"),
}
