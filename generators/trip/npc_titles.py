"""One title for one person (cold read r24, issue 10: a deputy sheriff whose Rank said Captain,
a state assemblyman ranked Mayor, "Lieutenant" on the rival crew's captain): an NPC whose job
or role is itself a title holds their Rank under that title, and no higher than the job is.

- The key local's job (corpora/trip/class_occupations.json, the node's "Key local" line)
  names the highest Rank it carries (``rank``): the NPC buys Rank up to it (npcs.py passes it
  as ``rank_top``), and the stat block prints the job as the Rank's title ("Deputy sheriff
  (Military 1)"), on the Rank line and in the odds.
- A role that is a title (corpora/trip/role_classes.json ``rank_title``: the rival crew's
  captain) prints it as the title of a Military or Political Rank (a Secret rank is kept
  secret under its own word: a spy's cover is not a title).
"""

from __future__ import annotations

import re

from ..content.class_pick import role_info
from ..data import load

RANK = re.compile(r"^(.+) \((\w+) (\d)\)$")


def job_of(person: dict, content: dict) -> str | None:
    """The key local's job when ``person`` is the node's Key local ("Name, a deputy sheriff")."""
    line = ((content.get("node_details") or {}).get("key_local") or "")
    name = person.get("name") or ""
    if not name or not line.startswith(name):  # re.match(escape(name) + ", an? (.+)$"),
        return None  # without compiling a pattern per name (issue 15)
    rest = line[len(name):]
    rest = rest[5:] if rest.startswith(", an ") else rest[4:] if rest.startswith(", a ") else None
    if rest and rest.endswith("\n"):  # "$" also matches before a final newline
        rest = rest[:-1]
    return rest if rest and "\n" not in rest else None


def job_rank(job: str | None) -> int | None:
    """The highest Rank a job carries (class_occupations ``rank``), or None."""
    if not job:
        return None
    return next((int(f["rank"]) for v, _, f in load("trip/class_occupations").items
                 if v == job and f.get("rank")), None)


def title_for(role: str, job: str | None) -> str | None:
    """The title a person's Rank prints under: their job's, else their role's (or None)."""
    if job and job_rank(job):
        return job[:1].upper() + job[1:]
    return role_info(role).get("rank_title")


def titled(f: dict, title: str | None, job: bool) -> dict:
    """The stat block ``f`` with its Rank under ``title`` (the job's on any track, a role's on
    a Military or Political one), on the Rank line and in the odds."""
    m = RANK.match(f.get("rank") or "")
    if not title or not m or (not job and m.group(2) == "Secret"):
        return f
    odds = [dict(o, action=o["action"].replace(f"({m.group(1)})", f"({title})")) for o in f["odds"]]
    return dict(f, rank=f"{title} ({m.group(2)} {m.group(3)})", odds=odds)
