"""Where a rival crew already on the node are when the crew land (round 40, whereabouts): their
lander parked at the slip-in point, as the strong start shows it ("Another lander is already
parked at Pene Station, its engines cool to the touch after an hour on the ground"), or away.
Shared by the clock (trip/clock.py: the fact ``rival_lander``, facts_r40whereabouts.py) and the
audit (consistency_r40whereabouts.py), which read the same words."""

from __future__ import annotations

import re

PARKED = re.compile(r"\bAnother lander is already parked at ([^,;]+), its engines cool\b", re.I)


def rival_lander(start: dict | None) -> str:
    """``landing`` when the strong start has the rivals' lander parked by the crew's, else ``away``."""
    return "landing" if PARKED.search((start or {}).get("read_aloud") or "") else "away"
