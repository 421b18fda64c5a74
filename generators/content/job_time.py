"""Whether the job fails, or loses, when the crew are late: the world fact ``late_fails``
(generators/facts_r35.py), rolled once the maguffin and its why are drawn and before the
client's secret (content/__init__.py), so no secret wants the crew slow on a job with a time
to keep.

Cold read r35 (glimmerbay-6, mossgate-22) and the review of algorithm-30 trips: "What the client
is not telling the crew: They want the job done a little late, so the next one is cheaper" on
trips with "Deadline (Mission Complication): The client's deadline comes due at hour 20", a
Narrow Window that shuts at hour 12, or a handshake that "will not wait: if the crew are late,
it has happened without them". The secrets that want the crew slow (grammars/org.json
client_hidden, client_hidden_thing) need ``late_fails: no``; the audit's
``secret-late-vs-timed`` (trip/consistency_r35clock.py) reads ``timed_by`` on the trip."""

from __future__ import annotations

import re

# the Mission Complications that put an hour on the job (the rules: Deadline; Narrow Window of
# Opportunity)
TIMED_COMPS = ("Deadline", "Narrow Window of Opportunity")
# a maguffin's why that gives the client a deadline of their own (grammars/maguffin.json why)
TIMED_WHY = re.compile(r"\bhas a deadline\b|\bkeeps checking the time\b", re.I)
# a secret that wants the crew slow (grammars/org.json client_hidden, client_hidden_thing)
WANTS_LATE = re.compile(r"\bdone a little late\b|\bmake sure the crew are slow\b", re.I)


def timed_by(comps, maguffin_kind: str | None, maguffin_time: str | None, why: str | None) -> list[str]:
    """What puts an hour on the job: its timed complications, an event maguffin (it happens at
    an hour and does not wait), a timed maguffin (dusk, night, a tide) and a client's deadline."""
    out = [c for c in TIMED_COMPS if c in (comps or ())]
    if maguffin_kind == "event":
        out.append("an event maguffin")
    if (maguffin_time or "any") != "any":
        out.append(f"a maguffin at {maguffin_time}")
    if TIMED_WHY.search(why or ""):
        out.append("the client's deadline")
    return out


def late_fails(comps, maguffin_kind: str | None, maguffin_time: str | None, why: str | None) -> str:
    """``late_fails``: yes when anything puts an hour on the job."""
    return "yes" if timed_by(comps, maguffin_kind, maguffin_time, why) else "no"
