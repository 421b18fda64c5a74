"""Whether each of the cast is at the landing site when the lander comes down (round 40, cold read
cold39-a-bramble-13: Dell's secret "Saw the crew's lander come down from a long way off" while the
slip-in scene says "**Here:** Sharon Cherryh and Dell Moorcock": Dell is at the hatch when it
opens; the same secret word for word on Nausina-62 in cold39-a-dunlin-21, "Here" at the slip-in).

Where each person is found is rolled before any line about them (content/homes.py ``_homes``);
the slip-in point is the trip's first place. ``at_landing`` is the per-person fact ``at_landing``
(generators/facts_r40landing.py): ``yes`` for one found at the slip-in point (and a tourist, who
comes down in the lander with the crew), ``no`` for one found anywhere else. The lines of
grammars/people.json ``secret_bystander`` that say where the witness stood need it: seen from a
long way off, or slipped away before the hatch opened, only for one met elsewhere; still bringing
friends by to look at the lander, only for one met beside it.

``FAR`` and ``NEAR`` say which secrets put their owner away from or at the landing site (the
audit's ``landing-witness-here`` and ``landing-witness-away``, trip/consistency_r40landing.py);
``SEEN`` says which secrets are about the landing at all, so that only someone who could know
tells them (trip/landing_tell.py)."""

from __future__ import annotations

import re

# a secret that puts its owner away from the landing site when the lander came down (``AFAR``: seen
# from far off, so nobody at the landing saw them), or gone before the hatch opened
# (grammars/people.json secret_bystander, ``at_landing: no``)
AFAR = re.compile(r"\blander\b[^.;]{0,40}?\b(a long way off|far off|far away|in the distance)\b", re.I)
FAR = re.compile(AFAR.pattern + r"|\b(slipped away|(was|were) gone) before the hatch\b", re.I)
# a secret that keeps its owner at the landing site since the lander came down (``at_landing: yes``)
NEAR = re.compile(r"\b(bringing friends by|has not moved from the spot)\b", re.I)
# a secret about seeing the lander come down or the crew step out of it: what only one who saw it,
# or saw them, can tell
SEEN = re.compile(r"\b(lander (land|lands|landed|come|came|comes|coming) down|lander land|"
                  r"saw the crew (land|step out|climb out)|before the hatch opened|when it came down)\b", re.I)


def at_landing(ctx: dict, i: int) -> dict:
    """The fact ``at_landing`` of the ``i``-th person (1-based, content/people.py ``people_for``):
    whether the place they are found at (``ctx["_homes"]``) is the slip-in point (``ctx["place"][0]``);
    nothing when the homes are not known (a clause on it then never holds)."""
    homes, places = ctx.get("_homes") or [], ctx.get("place") or []
    if not places or len(homes) < i:
        return {}
    return {"at_landing": "yes" if homes[i - 1] == places[0] else "no"}


def landing_secret(secret: str | None) -> bool:
    """Whether a person's secret is about the landing: seeing the lander come down, the crew step out."""
    return bool(SEEN.search(secret or ""))
