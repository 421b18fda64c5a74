"""The world facts round 26 added to ``facts.VALUES`` (algorithm-24 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r25 import ROUNDS as EARLIER

ROUND_26: dict[str, tuple[str, ...]] = {
    # whether a clue from an NPC is their own secret (trip/clue_self.py; trip/clues.py sets it on
    # the teller's facts): corpora/trip/play_clues.json "own: yes" lines are the ways a person
    # owns up to their own secret once the crew have helped them (cold read of algorithm-23
    # trips: "Christian's secret: ...; Christian, who wants the crew's word first that they will
    # help with what they want", a secret sold like hearsay)
    "own": ("yes", "no"),
    # of a node whose Hook keeps a day of silence ("Today is the one day of the year the locals
    # do not speak", corpora/grammars/planet.json hook; set by trip/parts.py facts from the
    # Hook): the clue lines of corpora/trip/play_clues.json that have someone talk, tell, argue,
    # answer or be overheard need ``silent != yes``, and the silent day has lines of its own
    # (round 26, cold read of an algorithm-23 trip: the locals keep "a day of silence" while
    # the scenes hand the crew clues by talking locals that same day)
    "silent": ("yes", "no"),
    # the maguffin's own facts, rolled once with it (content/maguffin_facts.py) and kept in the
    # trip's ``world`` (MAGUFFIN_26 below), so every later line about it reads the same ones
    # (round 26, cold readers of algorithm-23 trips):
    # - whether it is what it seems (its GM-only truth says so: "It is exactly what it seems",
    #   "It is real, but ..."): then no look says it glows when someone lies or "looks exactly
    #   like" something else, and nobody swapped it for a fake or made a copy of it
    "maguffin_seems": ("yes", "no"),
    # - where a sight is seen from: the one spot (the falls from the footbridge), or any good
    #   spot of several: "the one spot it shows from" beside a clock tick "the best spot is
    #   taken ... find another" on one trip
    "maguffin_spots": ("one", "many"),
    # - who takes the pictures a tourism sight or event is remembered by: the crew, for the
    #   client (a panorama, a group photo), or the tourists, for themselves ("the client wants a
    #   panorama, a dozen shots" beside "photographs are the tourists' own affair")
    "maguffin_photos": ("crew", "tourists"),
    # whether a constructed-world tweak is aimed at the crew's own lander (content/tweaks_for.py):
    # "It is the size of a cathedral, and people live in it" needs a machine of the locals', never
    # the lander's water heater (round 26, beasts: on a world where nobody lives)
    "tweak_lander": ("yes", "no"),
    # of one place (content/place_promise.py, read from its name): what the name promises
    # (corpora/lists/place_promises.json), so its description carries a line that shows it
    # (grammars/places.json #promise_line#, each needing one). Round 26: "The Singing Crater
    # Town" with no singing, "the bone orchard where the pilgrims sleep" with no pilgrims
    "place_promise": ("none", "pilgrims", "prophets", "giants", "moths", "engines", "drones", "winds",
                      "meteors", "spores", "bones", "singing", "humming", "breathing", "sticky",
                      "shrieking", "whispering", "steaming", "roaring", "haunted", "burnt", "flooded",
                      "overgrown"),
    # of one place: its shape, what a line may treat it as: a town, a height (climbed, never
    # gone into), a room (a building or indoors) or open ground. Round 26: "the crew search the
    # town on hands and knees", "the far corner of the town", going "into" a peak
    "place_shape": ("settlement", "summit", "room", "open"),
    # whether a person is the go-between who set up the trade or arranged the talks
    # (content/cast_facts.py BROKERS): their want and secret never hide, spoil or guard against
    # the deal they made (corpora/grammars/people.json ``broker != yes``; cold read r26: a
    # go-between whose job is to broker the trade, whose secret has them hiding it)
    "broker": ("yes", "no"),
    # of a planet: its dry land (lists/planet_hydrosphere.json "land"; content/nodes.py): one
    # string of islands on a water world ("ocean from pole to pole; the only dry land is a string
    # of islands linked by reefs"), else wide land. Dune fields, red dust and megafauna herds need
    # ``land != islands`` (cold read r26-cold-e: "black sand heaped in long ridges", a chamber "dug
    # under red dust" and "huge beasts in herds" on that water world)
    "land": ("islands", "wide"),
}

# The round-26 facts kept in the trip JSON's ``world`` beside World's own fields (content/world.py
# is at its line limit): World keeps them in ``extra`` and both of its fact views read them here.
MAGUFFIN_26 = ("maguffin_seems", "maguffin_spots", "maguffin_photos")
# and the other round-26 world facts kept there the same way
EXTRA_26 = MAGUFFIN_26 + ("land", "win_by")  # (win_by: round 38, facts_r38wins.py, set in World.extra)


def r26_facts(d: dict | None) -> dict:
    """The round-26 facts present in ``d`` (a World's ``extra`` or a trip's ``world``)."""
    return {k: d[k] for k in EXTRA_26 if d and d.get(k) is not None}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_26}
