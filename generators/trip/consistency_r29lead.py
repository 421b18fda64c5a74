"""The consistency audit's round-29 rules the lead added himself (algorithm-27 trips). Registered
in generators/trip/consistency_r29.py; tests/test_r29_lead.py feeds each rule a broken trip.

- ``animal-part-lifeless``: a character tweak that gives someone an animal part names the trip's
  own beast only where beasts live (slip-n-slide/1@27: "a thunder-grazer's hide across their
  back" on Helwertha, whose Biosphere says "no beast or plant grows here"); where life is none,
  microbes or one organism, the part is an animal of home's, said as one (corpora/grammars/
  tweaks.json ``has_an_animal_part``, ``home_animal``).
"""

from __future__ import annotations

import re

RULES = ("animal-part-lifeless",)

NO_BEASTS = ("none", "simple", "one")


def check_r29lead(trip: dict, world: dict, every, bad) -> None:
    beast = world.get("beast")
    if world.get("life") in NO_BEASTS and beast:
        pat = re.compile(rf"\b{re.escape(beast)}'s\b", re.I)
        for tw in trip.get("tweaks") or []:
            if (m := pat.search(tw.get("detail") or "")):
                bad("animal-part-lifeless", f"tweak/{tw.get('target')}: {m.group(0)!r} where "
                                            f"life is {world.get('life')!r} (no beast lives here)")
