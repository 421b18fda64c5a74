"""The world facts round 30 added to ``facts.VALUES`` (algorithm-27 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r29 import ROUNDS as EARLIER

ROUND_30: dict[str, tuple[str, ...]] = {
    # when a timed maguffin happens gains "tide" (r30-record; cold reads 44-46: a tide record "from
    # high water to low water" at an inland bazaar, with no hour and no length on the page): the
    # tide record (corpora/lists/maguffins.json "time": tide) runs from high water to low water at
    # dusk, when the post's marks can no longer be read, so the climax's want, the gist, the clock's
    # "when:timed"/"last:timed" lines (corpora/trip/play_clock.json, needs "maguffin_time: tide")
    # and the walk back all read one set of hours (trip/start.py maguffin_hours)
    "maguffin_time": ("dusk", "afternoon", "night", "tide", "any"),
    # how the trip's monster and its kind of beast find what they hunt, rolled once with the
    # species (content/cast_facts.py roll_creatures; sight on an airless world): the creature's
    # eyes in its Look (people.json creature_eyes*, under the look's own ``sense``), its secret
    # way past (creature_weakness_*), the monster that "hunts by sound" (play_obstacles.json),
    # the face-wearing monster (obstacles.json) and the needed way past it (play_clues.json
    # shortcut:Monster/Enemy, shortcut:Wildlife/Animals) all declare it. Cold read 44 (r29-cold-a,
    # marzipan-41): a lamassu "with no eyes at all" that "hunts by movement", wears a face and
    # "tires fast": five ways past and three behaviours. Audited by consistency_r30climax.py.
    "monster_sense": ("sight", "smell", "hearing"),
    "beast_sense": ("sight", "smell", "hearing"),
    "sense": ("sight", "smell", "hearing"),
    # whether a scene's place is open to the sky (trip/obstacle_fit.py scene_facts: its own lines
    # say "open to the sky", "no roof", "roofless"): play_obstacles.json's roof of old tiles with
    # an attic below and its sagging ceiling need ``roof != open``. Cold read 45 (r29-cold-b,
    # ferrule-53): "A broken tower ... open to the sky at the top" crossed by "a sloping roof of
    # old tiles", its way round "through the attic below".
    "roof": ("open", "any"),
    # of the Success's follow:ride line (corpora/trip/play_endings.json), read by trip/endings.py
    # from the want of whoever wants a ride home: ride_quiet "yes" when they want to say nothing
    # of the node ("never say a word about this place again", "nobody there will ask questions"),
    # ride_awaited "yes" when someone at home waits for them (a birthday, "before the people at
    # home stop waiting"). Cold reads 44-46: "Wants: To ride home with the crew and never say a
    # word about this place again", then a week "telling the mechanics what the node is really
    # like"; a rider due home for a birthday spends a week sleeping in the barn's hangar.
    "ride_quiet": ("yes", "no"),
    "ride_awaited": ("yes", "no"),
    # (round 33, beasts) how the trip's monster meets its prey, rolled once with it (content/
    # cast_facts.py roll_creatures): it lurks (hunts from cover, is never seen lying in the open)
    # or it bars the way (holds its ground in the open, where the crew must pass). Its manner
    # (people.json creature_does_monster), its scene obstacles (play_obstacles.json Monster/Enemy)
    # and its clock ticks (play_clock.json) declare it. Cold read 33 (marrowfen-7): a hippogriff
    # that "lies across the way ... bored and looking for trouble" whose entry says "Stalks from
    # cover, strikes once and drags its prey away".
    "monster_way": ("lurks", "bars"),
    # (round 37, climax) how a sight's place is got into, one regime for every line about getting
    # in (content/__init__.py rolls it with the maguffin's kind): "queued" (a queue, a crowd, visits
    # timed by the minute, a guided group) or "held" (somebody holds it: a private party, a members'
    # club, the best spot sold for the day, a vantage point that belongs to someone). The tourism
    # catches (grammars/places.json), the maguffin's queue look (maguffin.json), its vantage risk
    # (trip/maguffin_handling.json) and the release:record gatekeepers (trip/play_lines.json)
    # declare it. Cold read r36 (T4): "a climax with four conflicting gatekeepers: 'private party',
    # 'queue', 'timed by the minute', 'vantage point belongs to someone'". Audited by
    # consistency_r37climax.py ``climax-access-conflict``.
    "access": ("queued", "held"),
    # (round 33, beasts) how many eyes a creature's look may give it (lists/monsters.json "eyes":
    # one for the cyclops, two for every other; content/cast_facts.py creature_look): people.json
    # creature_eyes lines declare it. Cold read 33 (halyard-41): a cyclops "with eyes that shine
    # in the dark".
    "eyes": ("one", "two"),
    # (round 33, the clues helper: added here, not in a module of its own, so the layers stay)
    # of the climax's obstacle, for the needed fact of how to get past it (trip/way_fear.py, given
    # the draw by trip/clue_forms.py _barrier): whether the obstacle works on the crew's fear (a
    # dread, a voice of someone lost, their own name called, sounds that follow them). The way past
    # "it fastens on whatever the crew fear most, and a crew who say their fears out loud ..."
    # (corpora/trip/play_clues.json shortcut:Psychological Challenges) needs ``fear_hold: yes``.
    # Cold reads 33 (cold33-a-halyard-41, -quillwort-7): that line as the answer to "Minutes go
    # missing" and to "Every crewmember ... starts to doubt the job", where there is no "it" that
    # feeds on fear. Audited by consistency_r33clues.py ``fear-way-without-fear``.
    "fear_hold": ("yes", "no"),
    # (round 34, cast) whether an NPC's stat block makes them strong: MIGHT at 3 or more and no
    # stat above it, set once the stat block is rolled (trip/npc_body.py body_facts, like agile
    # and steady); unset while content draws the first look. A frail look's pieces need
    # ``strong != yes`` (people.json "hollow-cheeked", "bird-boned", "thin as a rake", "a cough
    # they pretend is a laugh", "old enough to be everyone's grandparent"), so they are drawn
    # again on the strong. Cold read r34 (cold34-b-quillfern-7): "Old enough to be everyone's
    # grandparent, hollow-cheeked ... a cough" with MIGHT 4, the strongest body on the page.
    "strong": ("yes", "no"),
    # (round 34, job) of the client's Success line (corpora/trip/play_endings.json client:success),
    # read by trip/endings.py from the client's secret come due: "yes" when the secret has the
    # contact act at the hand-over ("{contact} takes ... to the barn's furnace in front of the
    # crew"), so the line that has them pay "and is gone before the crew have counted it" needs
    # ``client_stays: no``. Cold read r34-b (quillfern-7): Buenaventura gone before the pay is
    # counted, then at the furnace in front of the crew.
    "client_stays": ("yes", "no"),
    # (round 34, job) who alone may work against the crew in secret on this trip, rolled once
    # after the rivals' why (content/__init__.py): the rivals when they came to spoil the job
    # (rival_why spoil), else the client, one local or nobody. The client's "A rival is paying them
    # to make sure the crew are slow" (grammars/org.json client_hidden_thing) needs ``foil:
    # client``; a local's "Has money riding on the crew going home without", "Was paid by a
    # stranger to slow the crew down", "Means to spoil" and "paid to see that ... comes out wrong"
    # (people.json) need ``foil: local``. Cold read r34-b (tinsoldier-12): a client paid by a rival
    # "to make sure the crew are slow", a local with "money riding on the crew going home without
    # the egg" and a crew "sent to stop anyone taking the egg", on one page.
    "foil": ("rivals", "client", "local", "none"),
    # (round 35, the clues helper: added here, not in a module of its own, so the layers stay) of
    # the climax's obstacle, for the needed fact of how to get past it (trip/way_pass.py, given the
    # draw by trip/clue_forms.py _barrier): what getting past it means (walk past a thing with a
    # reach, deal with a thing, get through air or weather, over ground, across a drop, under what
    # falls, through a swarm). play_obstacles.json "passing" declares it; play_clues.json shortcut
    # lines need it. Cold readers of algorithm-30 trips: "straight down its middle" for a spinning
    # top and for hot, heavy air; a local who "walks the crew through" a ticking device; painted
    # stones "just out of its reach" for a carcass whose flies follow anything warm.
    "passing": ("by", "handle", "air", "weather", "ground", "gap", "climb", "overhead", "swarm", "operate", "beast", "people",
                "other"),
    # (round 35, world) whether one person can have a past on the node before today (content/
    # cast_facts.py past_of): a local of a peopled node does, and anyone where somebody from off
    # the node has been before (the world fact ``before`` is not none); on a first visit the
    # visitors are today's newcomers, who landed an hour before the crew. The people.json lines
    # that give a person a history at one of the trip's places ("Owes more at #place# than they
    # can ever pay back", "Let a neighbour take the blame for a theft at #place#", "Once saw a
    # lander like the crew's come down here years ago") need ``past: here``. Cold read of
    # algorithm-30 trips: on 14 of the 22 empty first-visit worlds of slip-n-slide audit/1-300
    # and hang audit/1-400 a newcomer had a history at a place nobody had ever been to.
    "past": ("here", "none"),
    # (round 35, places) what one place is for, read from its own name (corpora/lists/
    # place_uses.json, content/place_use.py): a business (trade, food, stay), work, military, farm,
    # worship, dwelling, public or natural ground; any when the name says nothing. Lines that
    # assume a business (customers, regulars, a counter, "Opened last month"), a field or a
    # household's yard (tilled, sown, a kitchen garden), or a dug room need the uses they fit
    # (grammars/places.json). Cold reads of algorithm-30 trips: "a rail yard that is a crowded bar
    # and a sown field", "a packing shed described as a diner", "a lava tube that is a dug cellar".
    # Audited by consistency_r35places.py.
    "place_use": ("trade", "food", "stay", "work", "military", "farm", "worship", "dwelling", "public",
                  "natural", "any"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_30}
