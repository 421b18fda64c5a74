"""Round 40's ground fact (merged by generators/facts_r40.py into facts.VALUES): its values, who
sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # of one place: what its ground is underfoot, rolled once before any line about it
    # (content/footing.py, from lists/place_footings.json): ``floor`` a built floor indoors,
    # ``paved`` the kept, built ground of a town or a building out of doors, ``rock`` bare rock
    # (a cave's floor too), ``crust`` a salt or clay crust or baked earth, ``loose`` scree,
    # gravel, stones or sand, ``soft`` mud, moss, turf or soil. Its description's ground and kept
    # words (grammars/places.json planet_ground, ground_<site>, desc_alternate's "Neat as a
    # pin"), its underfoot line (``texture``) and its scene's ground obstacle (trip/
    # play_obstacles.json) need it. Round 40, cold read: "White salt crust that squeaks" beside
    # "the ground is loose scree that slides a yard downhill"; "Neat as a pin" beside "a crust of
    # broken slate and grit cuts through soles" (trip/consistency_r40ground.py).
    "footing": ("floor", "paved", "rock", "crust", "loose", "soft"),
}
