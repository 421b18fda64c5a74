"""The fate of the crew sent before this one (round 41, the world fact ``earlier_crew``), rolled once
with who has been here before (content/nodes.py, beside visits.before_for) and read by every line
about an earlier crew.

Cold read cold40-b-hazel-2: the client's secret "They paid a crew for this rescue once before, and
that crew took the money and never went", Loren's "Knows what became of the last rescue crew sent
here, who never came home", the Success ending's "someone else was sent before them, and never came
home" and "the first crew turn up at the barn the same evening, wanting the credit": "The same crew
never went, came and never came home, and turns up at the barn". On a rescue ``before`` is always
``lost`` (the stranded DayTripper), so it cannot say whether a rescue crew went before: this fact
does. ``none``: nobody was sent before the crew; ``lost``: a crew was sent (or came) before and
never came home; ``cheated``: a crew was paid to go and never went. Off a rescue it follows
``before`` (a crew lost here: ``lost``)."""

from __future__ import annotations

from ..rng import Stream

FATES = ("none", "lost", "cheated")


def earlier_crew_for(mission_type: str, before: str, s: Stream) -> str:
    """``earlier_crew`` of a trip: on a rescue one in three each; elsewhere ``lost`` where a crew
    was lost here before (``before: lost``), else ``none``."""
    if mission_type == "Emergency/Rescue":
        return s.choice(FATES)
    return "lost" if before == "lost" else "none"
