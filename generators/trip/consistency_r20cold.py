"""The consistency audit's rules from cold read 29 (round 20, two readers, seeds r20-cold-a..j).
generators/trip/consistency.py runs them; tests/test_r20_cold.py feeds each a contradicting trip.

- ``tweak-names-rivals``: a character tweak never binds someone to the rival crew
  (r20-cold-e and -g: "They share a body with the rival crew's captain, taking turns every
  hour" on a local who has been here a year, while the rivals land hours later in their own
  lander). The line is gone from grammars/tweaks.json; the rule keeps any like it out.
- ``rain-without-water``: a natural-world tweak on rain only where the world has lakes or
  oceans (r20-cold-a: "Something is strange about rain here" beside "Buried ice: dry dust
  everywhere; the only water is ice"). lists/tweak_targets_natural.json "Rain" needs
  ``water: lakes|oceans``.
- ``crew-language-shared``: nobody wants to learn "a single word of the crew's language" where
  the locals speak it already: an Alternate Earth or our Earth from 1900 on (r20-cold-a and -c,
  an English-speaking fork). The want (grammars/people.json) needs ``node:
  planet|deep|early|past|chao``.
"""

from __future__ import annotations

import re

RULES = ("tweak-names-rivals", "rain-without-water", "crew-language-shared")

RIVALS = re.compile(r"\brival crew\b", re.I)
RAIN = re.compile(r"rain\b", re.I)  # "Rain at the Salt Flats": the process, then its place
LANGUAGE = re.compile(r"\ba single word of the crew's language\b", re.I)


def _speaks_it(world: dict) -> bool:
    """Whether the locals speak the crew's language: an Alternate Earth, or Time Travel to
    1900 or later (the node family recent or future)."""
    node = world.get("node_type") or ""
    return node == "Alternate Earth" or (node == "Time Travel" and (world.get("year") or 0) >= 1900)


def check_r20cold(trip: dict, world: dict, every, bad) -> None:
    for tw in trip.get("tweaks") or []:
        if tw.get("kind") == "character" and RIVALS.search(tw.get("detail") or ""):
            bad("tweak-names-rivals", f"{tw.get('target')}: {tw['detail']!r}")
        if tw.get("kind") == "natural" and RAIN.match(tw.get("target") or "") \
                and world.get("water") not in ("lakes", "oceans"):
            bad("rain-without-water", f"a tweak on rain, and the world's water is {world.get('water')!r}")
    if _speaks_it(world):
        for n in trip.get("npcs") or []:
            if LANGUAGE.search(n.get("want") or ""):
                bad("crew-language-shared", f"npc/{n['name']}/want: {n['want']!r} on "
                                            f"{world.get('node_type')} ({world.get('year')})")
