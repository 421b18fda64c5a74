"""The world facts round 35 added to ``facts.VALUES`` (algorithm-31 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r30 import ROUNDS as EARLIER

ROUND_35: dict[str, tuple[str, ...]] = {
    # whether the job fails, or loses, when the crew are late (content/job_time.py late_fails:
    # a Deadline or a Narrow Window of Opportunity, an event maguffin or a timed one, a client
    # who "has a deadline from someone"), rolled once the maguffin and its why are drawn and
    # before the client's secret: the secrets that want the crew slow ("They want the job done
    # a little late", "A rival is paying them to make sure the crew are slow", grammars/org.json)
    # need ``late_fails: no``. Cold read r35 (glimmerbay-6, mossgate-22) and the review of
    # algorithm-30 trips: a client who wants it done late beside the client's own deadline.
    "late_fails": ("yes", "no"),
    # of one scene (trip/obstacle_fit.py scene_facts): whether the crew's lander stands there
    # (the arrival's place) or not; ground that gives way under anyone heavy or sinks whoever
    # stands still (corpora/trip/play_obstacles.json) needs ``lander != here``. Cold read 36-a
    # (gullrock-19): "Landing site: a patch someone had marked out" beside "the ground is a
    # crust over something soft ... anyone who stands still starts to sink".
    "lander": ("here", "away"),
    # of the slip-in scene (trip/start.py start_for): whether Stealth Required bites there, so
    # the crew must land unseen; the strong start's beats that have the crew seen as they land
    # (a crowd shouting at the hatch, people waiting at the ramp, everyone staring at the lander:
    # corpora/trip/play_lines.json react:*) need ``unseen != yes``. Round 36 (r36-climax), cold
    # read cold-399867: "Someone at the garden is shouting that the sky-people have come ...;
    # heads turn towards the hatch" beside "at the garden (scene 1) the crew must also pass unseen".
    "unseen": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_35}
