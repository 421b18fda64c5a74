"""The world facts round 23 added to ``facts.VALUES`` (cold read 32 of algorithm-21 trips), kept
apart so that generators/facts.py stays one screenful per concern; facts.py merges them into
VALUES, and needs.py reads them there like any other."""

from __future__ import annotations

ROUND_23: dict[str, tuple[str, ...]] = {
    # for the clock's Mission Complications too (trip/clock_fit.py): whether the way into the
    # goal runs along a tidal shore (a world of oceans, a beach or a harbour on the way), so a
    # tide may cut it off (cold read r23: a tide on a world of lakes, at a dune field), and
    # whether the trip's War Zone shows fighting already, so its tick may say "the fighting"
    # spreads (cold read r23: "the fighting moves closer" beside two armies "each waiting for
    # the other to blink")
    "shore": ("yes", "no"),
    "war_fight": ("yes", "no"),
    # the locals' one belief of visitors, rolled before any line says it (content/visits.py
    # roll_belief; cold reads r23: ghosts, a prophecy and gods on one page)
    "belief": ("none", "ghosts", "gods", "prophecy", "kin"),
    # whether Stealth Required is on the trip: the lander is not set down in full view (r23)
    "stealth_job": ("yes", "no"),
    # how a tour's tourists got their seats, rolled with the client from what its name allows
    # (content/client.py): bought from the client, given by the client (a thank-you, a raffle,
    # a treat for the neighbours) or the client is their own club's outing, saved up for; every
    # why, secret and want about the seats fits it (r23-cold-h: "a thank-you for years of loyal
    # work" beside "sold more seats than the trip has room for" and a raffle winner)
    "seats": ("bought", "gift", "club"),
    # who stranded a rescue's person, rolled with the client: the client or the keeper (as
    # ``culprit``), their own mistake, someone at the barn, or bad luck; one cause per page
    # (r23-cold-b: "it was their own" mistake beside a guide who "led them the wrong way on
    # purpose"; r23-cold-e: "someone at the barn" beside "it was their own")
    "stranded_by": ("client", "keeper", "own", "barn", "chance"),
    # whether the node is the crew's own home, days or months from now (a Time Travel of days or
    # months: Sacramento with the barn in it, content/nodes.py _time_travel): the crew know the
    # streets, the locals speak their English and nobody there has heard of other worlds, so no
    # line asks for a landmark to steer by, an old name for a place or an accent of the era
    # (cold read 32, r23-cold-c and -d, Sacramento 26 and 18 days back); "no" anywhere else
    "home": ("yes", "no"),
    # of one place: the hour the crew first see it (content/places.py): the slip-in point's is
    # the arrival's, any other place's "any" (reached at an hour nobody knows yet), so a line
    # of daytime ("Closing early today", a ballgame on the radio) is never the slip-in point's
    # at a landing in the middle of the night (cold read 32, r23-cold-d)
    "hour": ("day", "night", "any"),
    # of one scene's place (trip/obstacle_fit.py): whether its own lines stand it on a hard
    # floor ("a metal grating that rings under boots", floorboards, tiles), so no obstacle puts
    # the floor "deep in cold mud" (cold read 32, r23-cold-c)
    "floor": ("hard", "any"),
    # of a clue found at a scene (trip/clue_carry.py): whether the locals write (inhabited,
    # tech >= iron): none, and only another visitor leaves words there (round 23: a visitor's
    # note beside the locals' own on every page read as stock)
    "letters": ("local", "none"),
    # of the climax's obstacle, for the needed fact of how to get past it: whether the rivals
    # stand there in person ("left": their handiwork left on the ground, "paid": locals they
    # paid or talked round; play_obstacles.json "rivals_by"; cold read 32: no rivals "step aside"
    # past markers turned round)
    "rivals_by": ("yes", "left", "paid"),
}
