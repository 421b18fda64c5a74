"""The consistency audit's round-36 rules from the lead's fixes (cold reads of algorithm-31
trips, before the round's helpers). Registered in generators/trip/consistency_r36.py;
tests/test_r36_lead.py feeds each rule a trip broken on purpose.

- ``lander-on-sinking-ground``: the arrival scene, where the crew's lander stands, has no
  obstacle of ground that sinks whoever stands still or gives way under anyone heavy. Cold
  read 36-a (gullrock-19): "Landing site: a patch someone had marked out" beside "the ground is
  a crust over something soft ... anyone who stands still starts to sink. The lander is
  standing on it." Fix: trip/obstacle_fit.py gives a scene the fact ``lander`` (here at the
  arrival), and corpora/trip/play_obstacles.json's giving-way grounds need ``lander != here``.
"""

from __future__ import annotations

import re

RULES = ("lander-on-sinking-ground",)

SINKING = re.compile(r"\b(stands still starts to sink|gives way under anyone heavy|gives way in patches|"
                     r"a thin crust over a drop|crust between them is thin|crust that looks solid gives way)\b", re.I)


def check_r36lead(trip: dict, world: dict, every, bad) -> None:
    for sc in trip.get("scenes") or []:
        if sc.get("kind") != "arrival":
            continue
        for k in ("obstacle", "surprise"):
            text = (sc.get(k) or {}).get("text") or ""
            if m := SINKING.search(text):
                bad("lander-on-sinking-ground", f"scene/{sc.get('number')}: its {k} says {m.group(0)!r} "
                                                f"where the crew's lander stands")
