"""The consistency audit's round-28 rules from the lead's own reading of cold read 41
(algorithm-26 trips). generators/trip/consistency_r28.py registers them; tests/test_r28_lead.py
feeds each a trip broken on purpose.

- ``goal-tick-past-walk``: a goal or rival line of the clock fires at or after the hour the crew
  must start back (the fewest path hours from the climax to the lander, taken from hour 24), on a
  clock that prints no hour to start back (r28-cold-b: tick 5, hour 20, "at hour 22 they follow
  Eser away from the Crashed Moonlet", five hours' walk from the lander, and no "Time to start
  back"; r28-cold-c the same at a canal lock four hours out). The goal's last stage of a person
  or a sale now reads "Last chance: ...", so trip/clock_leave.py places the hour to start back
  beside it and drops what comes after, as it did for the other last stages.
- ``faction-bars-welcomes``: a faction that wants the crew kept out (grammars/org.json
  ``fw_bar``: "to keep outsiders away from the Overgrown Wind Temple") is not also welcoming
  ("Eager to recruit the crew, for now": r28-cold-d). content/factions.py draws such a faction's
  attitude from ``faction_attitude_bar`` (the cold ones).
- ``locals-too-few``: locals who are "the grandchildren of a stranded crew" (or robots built
  from one crashed ship) do not fill "a handful of big, crowded cities" (r28-cold-b): those
  locals lines of grammars/planet.json need ``settled: outpost|villages`` (the robots: or towns).
- ``record-refuses-what-it-asks``: what a view's "How it comes home" refuses ("a sketch or a
  story does not count") is not what its "What could go wrong" asks for ("without a second
  witness or a sketch": r28-cold-f); that risk line of corpora/trip/maguffin_handling.json needs
  ``maguffin_form != photo``, and a photo has its own.
- ``flooded-underfoot-dry``: a flooded place (its name says so) is not dry underfoot ("the mud is
  still ankle-deep" beside "underfoot, moss as soft as a kitten", r28-cold-f): content/senses.py
  draws a flooded place's ground from ``texture_flooded`` / ``feel_flooded``.
"""

from __future__ import annotations

import re

from ..content.factions import bars
from .event_window import bare_leave, printed_leave

RULES = ("goal-tick-past-walk", "faction-bars-welcomes", "locals-too-few", "record-refuses-what-it-asks",
         "flooded-underfoot-dry")
DRY = re.compile(r"underfoot, (?:[^;.]*\b(?:moss|mattress|sofa cushion|dust|swept|sand|salt|gravel|shale|flagstones|"
                 r"dry|carpet|matting)\b)", re.I)
REFUSED = re.compile(r"\b(?:an?|the) (\w+)(?: or an? (\w+))? (?:does|do) not count\b", re.I)
# locals from one ship's crew, and the settlements they can fill
FEW = ((re.compile(r"\bgrandchildren of a stranded crew\b", re.I), ("outpost", "villages")),
       (re.compile(r"\bbuilt themselves out of a crashed ship\b", re.I), ("outpost", "villages", "towns")))
# the warm attitudes of grammars/org.json att_core and att_plain
WELCOME = re.compile(r"^(friendly|curious and chatty|delighted by|nervous and eager to please|warm to the crew|"
                     r"amused by|grateful for|eager to recruit|loudly welcoming|charmed by|anxious to please|"
                     r"keen to be seen with)", re.I)


def check_r28lead(trip: dict, world: dict, every, bad) -> None:
    for loc in trip.get("locations") or []:
        if re.search(r"\bflooded\b", str(loc.get("name")), re.I) and (m := DRY.search(str(loc.get("sensory")))):
            bad("flooded-underfoot-dry", f"location {loc.get('name')!r}: {m.group(0)!r}")
    d = (trip.get("maguffin") or {}).get("description") or {}
    if isinstance(d, dict) and (m := REFUSED.search(str(d.get("carry") or ""))):
        for word in filter(None, m.groups()):
            if re.search(rf"\b(?:a|an|the) {word}\b", str(d.get("risk") or ""), re.I):
                bad("record-refuses-what-it-asks", f"maguffin: carry {m.group(0)!r}, yet risk "
                                                   f"{str(d.get('risk'))[:70]!r}")
    settled = (trip.get("world") or {}).get("settled")
    for d in (trip.get("node") or {}).get("details") or []:
        for pat, fits in FEW:
            if settled and d.get("label") == "Locals" and pat.search(str(d.get("text") or "")) and settled not in fits:
                bad("locals-too-few", f"node/Locals: {str(d.get('text'))[:60]!r}, on a world of {settled}")
    for f in trip.get("factions") or []:
        d = {x.get("label"): str(x.get("text") or "") for x in f.get("details") or []}
        if bars(d.get("Want", "")) and WELCOME.match(d.get("Attitude", "")):
            bad("faction-bars-welcomes", f"faction {f.get('name')!r}: wants {d['Want']!r}, yet is "
                                         f"{d['Attitude']!r}")
    clock, scenes = trip.get("clock") or {}, trip.get("scenes") or []
    if not scenes or printed_leave(clock) is not None:
        return
    leave = bare_leave(scenes, trip.get("connections") or [])
    for t in clock.get("ticks") or []:
        for e in t.get("events") or []:
            if e.get("track") in ("goal", "rival") and 4 * t["tick"] >= leave and t["tick"] < 6:
                bad("goal-tick-past-walk", f"tick {t['tick']} (hour {4 * t['tick']}) {e['track']}: "
                                           f"{str(e.get('text'))[:80]!r}, but the walk back means leaving "
                                           f"by hour {leave}, and the clock never says so")
