"""The clue carriers with no words on them (round 33, cold reads 33): the trail of whoever went
by, and what they left behind, by the opening of the carrier line. They point or lead to a
place, never name it (trip/clue_say.py), and never tell a motive (consistency_r33clues.py)."""

from __future__ import annotations

import re

WORDLESS = re.compile(r"^(Tracks and signs at|Fresh (oil drips|scrapes|bootprints|scuffs) at|A trail of|A half-eaten "
                      r"meal at|Branches snapped back|Scorch marks and a trail|A cut cable end|A battery pack still "
                      r"warm|A cable reel at|A torch left switched on|Dust disturbed across the floor|A wheel rut|"
                      r"A smear of fresh paint|Bicycle tracks|The smell of a hot engine|A spill at|A dented cooling "
                      r"fan|Spark burns along|A lamp left burning|Narrow wheel marks|A charging lead|Boot prints at|"
                      r"A door at .+ with its lock freshly forced|A parked vehicle at|A spent flare at)", re.I)
