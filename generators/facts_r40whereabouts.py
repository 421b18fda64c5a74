"""Round 40's whereabouts facts (merged by generators/facts_r40.py into facts.VALUES): each key
with its values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # where a rival crew already on the node (``rivals: here``) spent the hour before the crew
    # landed, for the clock (trip/rival_where.py ``rival_lander``, set by trip/clock.py from the
    # strong start as drawn): ``landing`` when the slip-in shows their lander parked there "after
    # an hour on the ground", ``away`` otherwise. The clock's lines that have the rivals at the
    # goal "since before the crew landed" need ``rival_lander: away``. Round 40, cold read
    # cold39-a-corrie-8: "The Flying Mosquitoes have held the best spot at the Hollow Boulder
    # Field for their own party since before the crew landed" against the slip-in "Another lander
    # is already parked at Pene Station, its engines cool to the touch after an hour on the
    # ground", 5 hours' walk apart.
    "rival_lander": ("landing", "away"),
    # whether a scene is without the rivals' captain (trip/obstacle_fit.py ``rival_lone``, set by
    # trip/scenes.py from the scene's cast before its obstacle is drawn): ``no`` where the captain
    # stands. The obstacle in which a rival "swears the rest of their crew has gone home" needs
    # ``rival_lone: yes``. Round 40, cold read cold39-a-alder-5: scene 3 "Who: Aala Highsmith"
    # (the rivals' captain) with "One of the rivals stops the crew at the Old Brick Cannery and
    # asks to join them, and swears the rest of their crew has gone home."
    "rival_lone": ("yes", "no"),
}
