"""The skill a job's own words promise (cold read 37 j: "a community theatre actor" whose stat
block had no Acting): a key local's or a dreamer's job that names a craft (an actor, a singer,
a dancer, a magician, a weatherman, a physics teacher) gives its NPC that skill, bought first
(content/people.py sets the person's ``skill``; trip/npcs.py ``_job`` keys it on the block).
The audit rule ``npc-job-skill`` (trip/consistency_r27roles.py) reads the same table."""

from __future__ import annotations

import re

# a job's craft, by its words: the skills (any one of) a person of that job holds
JOB_SKILLS: tuple[tuple[re.Pattern, tuple[str, ...]], ...] = (
    (re.compile(r"\bactor\b|\bvaudeville\b|\bmagician\b|theatre star", re.I), ("Acting",)),
    (re.compile(r"\bsinger\b", re.I), ("Artform:Music",)),
    (re.compile(r"\bdancer\b", re.I), ("Artform:Dance",)),
    (re.compile(r"\bweatherman\b|\bannouncer\b|\bteller of the long histories\b", re.I), ("Rhetoric", "Acting")),
    (re.compile(r"\bphysics\b", re.I), ("Science:Physics",)),
)


def job_skills(job: str | None) -> tuple[str, ...]:
    """The skills (any one of) a job's words promise ("a community theatre actor": Acting), or ()."""
    return next((sk for rx, sk in JOB_SKILLS if rx.search(job or "")), ())
