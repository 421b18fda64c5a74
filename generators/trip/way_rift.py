"""Whether the climax's obstacle works between the crew, on what they say to each other (the
fact ``crew_rift``, generators/facts_r41climax.py): a quarrel that every word makes worse, a
bicker over the loads, each sure one of the others is lying. corpora/trip/play_obstacles.json
lines say so with ``"crew_rift": "yes"``; trip/clue_forms.py _barrier gives the draw this fact.

Cold read of round 40 (cold40-a-brook-12): "At the Solar Charging Plaza the crew start snapping
at each other over nothing, and every word makes the quarrel worse" beside its needed way past
"it takes hold only of someone who goes through alone, so a crew who go through talking to each
other the whole way, out loud, feel it only as a chill" ("talking is what makes it worse", and a
quarrel needs two). That way past needs ``crew_rift != yes``; a rift has its own (go through in
silence). Audited by consistency_r41climax.py ``talk-cure-for-rift``."""

from __future__ import annotations

from .way_kind import obstacle_fact


def crew_rift(ob: dict | None) -> str:
    """"yes" when the obstacle ``ob`` (a scene's ``obstacle``) works between the crew, else "no"."""
    return "yes" if obstacle_fact(ob, "crew_rift", ()) == "yes" else "no"
