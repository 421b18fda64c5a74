"""The consistency audit's round-18 world rules (brief r18 world; cold read 26, GMs reading
generated trips cold): lines that contradict the node's own world facts. generators/trip/
consistency.py runs them; tests/test_r18_world.py feeds each a contradicting trip.

- ``drop-on-flat-ground``: every node of our own Earth short of the far future is at the barn's
  coordinates, on the Sacramento Valley's floor (the fact ``relief`` flat: content/world.py
  relief_of), so nothing there falls into a gorge, no summit has a sheer drop and no ledge
  hangs over a long one (cold read 26: "the great falls, seen from the footbridge" in the
  Sacramento Valley in 1920). The view maguffins of a summit, a peak, a ridge or the falls
  (corpora/lists/maguffins.json), the ledge landing and the loose stone's long fall
  (grammars/places.json) and the narrow ledge obstacle (trip/play_obstacles.json) need
  ``relief != flat``.
- ``airships-off-fork``: an Alternate Earth has zeppelin yards, airship masts and searchlights
  sweeping for airships only when its fork filled the skies with them (the fact ``airships``:
  lists/bifurcations.json "airships", the Hindenburg landing safely or the Wright brothers
  giving up), never on a fork about something else (cold read 26: a zeppelin yard where
  California joined the Union as two states; the rule fork-dressing's pattern). Nor does any
  other node of our own Earth have them.
- ``village-among-teeming``: where billions live in cities from pole to pole (``settled``
  teeming: "no empty land left to land on") no place is a village or a hamlet (cold read 26:
  "Teeming billions" beside "The Breathing Hanging Village"; grammars/places.json "hanging
  village" needs settled != teeming). settlement-scale (consistency_r16worldfacts.py) keeps the
  walled hamlet and the farming hamlets off the same worlds.
"""

from __future__ import annotations

import re

from ..content.world import EARTHLY, airships_of, relief_of

RULES = ("drop-on-flat-ground", "airships-off-fork", "village-among-teeming")

DROP = re.compile(r"\b(the great falls|gorge|sheer drop|long drop|short drop|last steep scramble|"
                  r"highest peak|high summit|highest summit|highest ridge|tower on the ridge|"
                  r"a long way down)\b", re.I)
AIRSHIP = re.compile(r"\b(zeppelins?|airships?|dirigibles?)\b", re.I)
VILLAGE = re.compile(r"\b(villages?|hamlets?)\b(?! square)", re.I)


def check_r18world(trip: dict, world: dict, every, bad) -> None:
    fam, year = world.get("family"), world.get("year")
    flat = relief_of(fam, year) == "flat"
    grounded = fam in EARTHLY and airships_of(fam, world.get("fork")) == "no"
    teeming = world.get("settled") == "teeming"
    if not (flat or grounded or teeming):
        return
    lines = list(every) + [("sky", f"{world.get('sky_day')} {world.get('sky_night')}")]
    for where, t in lines:
        if flat and (m := DROP.search(t)):
            bad("drop-on-flat-ground", f"{where}: {m.group(0)!r} on the Sacramento Valley's flat floor")
        if grounded and (m := AIRSHIP.search(t)):
            bad("airships-off-fork", f"{where}: {m.group(0)!r} where the fork {world.get('fork')!r} "
                                     "did not fill the skies with airships")
        if teeming and (m := VILLAGE.search(t)):
            bad("village-among-teeming", f"{where}: {m.group(0)!r} where cities run from pole to pole")
