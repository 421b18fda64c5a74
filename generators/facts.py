"""The facts a line's ``needs`` are checked against (generators/needs.py): the one tech
ladder shared by eras and planets, each fact's possible values, and the flags. Data about
the world model, kept apart from the needs parser so each stays one concern."""

from __future__ import annotations

from .facts_r40 import ROUNDS

# One ladder for eras and planets, lowest first.
TECH_LADDER = ("none", "stone", "iron", "steam", "electric", "digital", "advanced", "strange")

VALUES: dict[str, tuple[str, ...]] = {
    "air": ("breathable", "thin", "toxic", "vacuum"),
    "water": ("none", "scarce", "lakes", "oceans", "strange"),
    "inhabitants": ("nobody", "few", "many"),
    # the scale of a planet's settlements (corpora/lists/planet_population.json "settled"; None
    # off planets): a lone outpost has no packed lanes or benches for a hundred, a world of
    # cities no walled hamlet, and teeming billions no lonely track (cold read 23)
    "settled": ("nobody", "outpost", "villages", "towns", "cities", "teeming"),
    "node": ("planet", "deep", "early", "past", "recent", "future", "alternate", "dream", "chao"),
    # whether the node is a real place played straight: our Earth in some year short of the far
    # future, or an Alternate Earth (content/world.py realistic_of): no surreal tweaks, no
    # dream-like lines, no invented matter there
    "realistic": ("yes", "no"),
    # whether the node's ground has any relief within a day's walk (content/world.py relief_of):
    # flat on our Earth short of the far future (the barn's coordinates: the Sacramento Valley's
    # floor), so no great falls in a gorge, no summit with a sheer drop, no ledge over a long
    # drop there (cold read 26); any elsewhere
    "relief": ("flat", "any"),
    # whether the node's skies are an Alternate Earth's full of airships (content/world.py
    # airships_of: the fork's own dressing, lists/bifurcations.json "airships"): zeppelin yards
    # and airship masts only there, never on a fork about something else (cold read 26)
    "airships": ("yes", "no"),
    "natives": ("human", "alien", "robot", "dream", "chao", "none"),
    "climate": ("frozen", "cold", "temperate", "hot", "scorching", "shifting", "harsh"),
    "law": ("none", "lax", "ordinary", "strict"),
    "maguffin": ("person", "creature", "object", "substance", "place", "knowledge", "event",
                 "view"),
    # the sun of the one sky (how hot it looks), the moons of the night sky, and life
    "sun": ("fierce", "mild", "dim", "strange"),
    "moons": ("one", "several", "unknown"),
    "suns": ("one", "two", "unknown"),
    "life": ("none", "simple", "rich", "strange", "one"),
    # whether the day sky shows a sun at all (an ochre haze with no sun visible, a Chao's
    # torn skies: no sunset, no hood against the sun) and whether the node has nights (a
    # Chao's "no night, only the light going thin": nothing by night, no dusk, no dawn)
    "sun_shows": ("yes", "no"),
    "nights": ("yes", "no"),
    # for the clock (trip/clock.py): whether the climax's last barrier is already a lock
    # (its release picks a lock), so no tick locks the doors there "from now on"
    "locked": ("yes", "no"),
    # for the clock too: whether the opposition's face is on the slip-in scene's Here line
    # (cold read 12 I: a rival captain "here" at the landing who "comes over from their own
    # lander" at tick 1); then no tick has them hear of the lander from elsewhere
    "face_here": ("yes", "no"),
    # for the clock too: whether the scene map has a loop (a second way round a lost path), so
    # a tick may cut "one path (the GM's choice, not the only way to ...)" (cold 25 j: a map
    # that is one line 1-2-3-4)
    "map_loop": ("yes", "no"),
    # for the clock too: whether the scene map gives a choice of ways (the landing leads to two
    # scenes or more, or a scene to three: a path off the way to the goal), so a tick may have
    # someone "take the other way" or a path "lead nowhere useful" (r22-cold-e: a map that is
    # one line 1-2-3-4-5)
    "map_fork": ("yes", "no"),
    # the time of day the crew arrive, and whether the rival crew are there before them
    "arrival": ("day", "night"),
    "rivals": ("here", "later"),
    # facts of one place or scene, not of the world: indoors or out, and who is there
    "setting": ("indoor", "outdoor"),
    # how loud one place is (content/places.py rolls it with the setting, lists/place_din.json):
    # a loud place has no faint sound ("somewhere, something ticks, slowly") and a quiet one
    # no brass band (cold read 11: "loud with a brass band" and "the smallest sound carries"
    # in one place); lines of neither kind fit both
    "din": ("loud", "quiet"),
    # whether a place's description already says what it smells of ("smelling of coal smoke
    # and oranges"): then its sensory line says nothing more of smell (cold read 11: "the air
    # smells of orange peel" after it)
    "scented": ("yes", "no"),
    "people": ("some", "none"),
    # of the slip-in point only (content/places.py): whether its locals are about in plain
    # sight when the lander lands. no: they hide from strangers (!meets_visitors), so its
    # description shows none of them; yes: its description shows them (a crowd, the locals at
    # prayer), so its landing site is no back lane "where nobody looks twice" (cold read 24)
    "crowd": ("yes", "no"),
    # of the slip-in scene (trip/start.py): whether its ground takes prints; no where its own
    # line says it "leaves no footprints" (then no read-aloud shows boot prints on it: cold read 24)
    "prints": ("yes", "no"),
    # of the slip-in scene (trip/start.py): whether the lander stands on a made or solid surface
    # (a roof, a car park, a dry fountain, a flat rock: start_echo.SOLID), where no ground shifts
    # and sinks its feet (cold read r22 a: "in the one space marked RESERVED" beside "the
    # lander's feet are sinking")
    "solid": ("yes", "no"),
    # of the climax's obstacle, for the needed fact of how to get past it: whether its people
    # hold or watch the way (play_obstacles.json "guards"; cold read 17: "the people guarding"
    # a place whose trouble was a crowd); "traps": traps, pits or a tripwire across the way
    # (round 12 review, finding 5: no shared meal empties a way still dug with pits); "thing":
    # a trap on the maguffin itself, not underfoot (cold read 23: no "step only where it is
    # safe ... single file" past a box that sticks to whoever touches it)
    "guarded": ("yes", "no", "traps", "thing"),
    # of the climax's obstacle, for the needed fact of how to get past it: what the trouble
    # does, so a way past answers it (play_obstacles.json "is"; cold read 25): "near" reacts to
    # whatever comes close (no "pass it at a slow, even walk" by a stone that freezes boots to
    # whoever stands still), "steady" never changes (no "comes and goes on a pattern" for
    # thorny scrub), "follows" comes along behind (only it "cannot follow anyone who walks
    # backwards"), "swarm" is small things in their thousands (no wasps that "take anything
    # that moves slowly and low to the ground for one of their own"), "reaches": its harm
    # reaches a set way round it (a field, a ring of cold, a sound: only such a thing, or a
    # "near" one, "only reaches so far", cold read 28: never a thing that burns whoever holds
    # it), else "plain"
    "ob": ("near", "steady", "follows", "swarm", "reaches", "plain"),
    # of one scene, for its obstacle: whether it leads on to a later scene (the climax does
    # not: no slab "seals the way on" at a summit that leads nowhere, cold read 19; trip/obstacle_fit.py)
    "way_on": ("yes", "no"),
    # whether the slip-in site's own line already receives the crew with cheers (the landing
    # "to a round of applause"): then no read-aloud has a stone hit the hatch as well (cold
    # read 16: one reception per landing)
    "welcome": ("yes", "no"),
    # the maguffin's own facts (corpora/lists/maguffins.json): how big it is (small: a pocket
    # or a pack; medium: a suitcase, a person; large: a wardrobe, a pony, an hour or more;
    # vast: a landscape, a sky, a whole site) and what sort of thing of its kind it is
    "maguffin_bulk": ("small", "medium", "large", "vast"),
    "maguffin_form": ("person", "beast", "egg", "document", "device", "ware", "sample", "goods",
                      "record", "book", "secret", "permission", "ceremony", "meal", "site", "sight",
                      "photo", "sky"),
    # whether the crew make the maguffin themselves on the node (a survey, a map, a census, a
    # rubbing, a soil core they drill: corpora/lists/maguffins.json "made"): then nobody holds,
    # keeps, copies, fakes or steals it before the crew have made it (cold read 9: a survey
    # "made by hand, on the spot" that a keeper holds and another says is a fake)
    "maguffin_made": ("yes", "no"),
    # whether a crew from the barn has been here before (one fact for hooks, intel and secrets)
    "visits": ("none", "some"),
    # who has been to this node before the crew (issue #10, cold read 9: "the first DayTrippers
    # here" beside a time-lost DayTripper, "for the first time ever" beside a lander that never
    # came home, "no crew has set foot here" beside a tourist trade): nobody from off the node
    # ever (the crew are the first: Exploration), a crew who came and never came home (a
    # rescue's stranded DayTripper, a lost lander; maybe the barn's, maybe another's), the
    # barn's own crews, or a tourist trade (tourists come from home: only there can a local
    # have met a client from home)
    "before": ("none", "lost", "barn", "tourists"),
    # how well the barn knows the node, one fact every line about maps, charts, reports,
    # brochures and earlier crews reads (content/people.py known_for): a rumour (nobody from
    # the barn has landed: the file holds coordinates; visits none), charted (crews have been,
    # but the file is thin: an Unknown Planet, Scant Intel) or mapped (a catalogued node with
    # maps and reports, the Sightseeing/Tourism rules' "well-known and mapped destination")
    "known": ("rumour", "charted", "mapped"),
    # who rules an Alternate Earth (corpora/lists/bifurcations.json "rulers", None on any
    # other node): its place names name only its own institutions (no "Triumvirate" or
    # "Party" under a world committee, no president under a crown)
    "rulers": ("crown", "republic", "committee", "company"),
    # a person maguffin's one condition (content/maguffin.py rolls it before any line about
    # them): held against their will, hurt or sick, hiding by choice, or unwilling to leave
    "maguffin_state": ("held", "hurt", "hiding", "unwilling"),
    # the body of the people a line is about: the natives' (a world fact), or one person's
    # own when their look is drawn; and whether that person is a local or a visitor
    "body": ("human", "robot", "furred", "glassy", "shelled", "mossy", "feathered", "near_human",
             "strange", "creature"),
    "folk": ("local", "visitor"),
    # whether that person is the one who keeps the maguffin (content/people.py KEEPER_ROLES):
    # a keeper already has it, so never wants "to be there when the crew find" it; "rival": the
    # rival crew's captain, whose secret never has them in love with, paid by or kin to "the
    # rival crew" (their own: cold read r22)
    "role": ("keeper", "rival", "other"),
    # what a surrealism tweak acts on (its detail line fits it): the sort of natural process
    # (lists/tweak_targets_natural.json "on"; growth: a plant's own, flowering and ripening,
    # so fruit that shrinks back into flowers is never bird migration, cold read 15), a
    # machine, or the maguffin
    "tweak_on": ("water", "weather", "light", "life", "growth", "body", "mind", "force", "machine",
                 "maguffin", "sound"),
    # the mission type (its slug): what the crew do with the maguffin (look and record it on
    # a survey, trade cargo for it on an acquisition, bring them home on a rescue...)
    "mission": ("exploration", "rescue", "tourism", "survey", "trade", "diplomacy"),
    # when the client pays (corpora/lists/pay_terms.json): the ad, the terms and the endings agree
    "pay_when": ("return", "half", "delivery", "week"),
    # for one hour of the day (a tick of the clock): whether it is light or dark then, from
    # the hour the crew land and the length of the node's day (generators/trip/start.py)
    "light": ("day", "night"),
    # and which part of that day or night (trip/daytime.py daypart, from the printed dawns and
    # dusks: the heat of the day peaks in its middle, never at dawn; "always" where no night falls)
    "daypart": ("early", "middle", "late", "always"),
    # facts of one person (content/people.py, from their role: corpora/trip/role_classes.json):
    # their age band (a child is never the local authority), whether they work against the
    # crew (the clock's villain never "helps the crew"), whether they can know the barn and
    # the client (a visitor from Earth; a local who met earlier crews and has the tech to
    # know an office: "heard" is a local who met crews but knows no offices), and whether
    # they hold office (a gang boss is never ranked Governor)
    "age": ("young", "adult", "old"),
    "side": ("foe", "other"),
    "barn": ("known", "heard", "unknown"),
    "authority": ("yes", "no"),
    # whether that person's want rests on what they remember (content/cast_facts.py recalls:
    # "to be paid for what they know"): no character tweak takes their memory (cold read 11)
    "recalls": ("yes", "no"),
    # whether that person's want asks for pay (content/cast_facts.py pays: "to be paid for what
    # they know", "a good price", a debt): only then may their secret say "it is why they want
    # paying" (cold read 19: "why they want paying" beside "Wants: To tell the pilot something")
    "paid": ("yes", "no"),
    # whether that person's want is a grudge against the one the crew came for (content/
    # cast_facts.py grudge: "To make the physicist pay"): then their secret never says they owe
    # them their life (cold read r22, r22-cold-d Waltha)
    "grudge": ("yes", "no"),
    # whether what that person wants can be given to them on the spot, at the scene where the
    # crew meet them (content/cast_facts.py favour: a song taught, a story sold, news of home, a
    # payment): only then may a clue of theirs be bought with "a favour done there and then"
    # (cold read 26: Teagan wants to join the crew, another wants to go home)
    "favour": ("now", "later"),
    # whether that person's work takes them about or they hold office (corpora/trip/
    # role_classes.json "roams", "authority"): never "has never left" a place (cold read 19)
    "roams": ("yes", "no"),
    # whether that person has met the client (content/cast_facts.py rolls it with the rest):
    # only one who has may tell the client's secret, and one who has never met them does not
    # say so in their want (cold read: "wants to impress X, who has never heard of them" as
    # the source of X's secret)
    "met_client": ("yes", "no"),
    # whether that person's role says they are loud (corpora/trip/role_classes.json "voice": the
    # loudest of the paying tourists): their manner never talks "as if every word costs money"
    # or "mostly to themselves" (cold read 23); any for everyone else
    "voice": ("loud", "any"),
    # whether that person is the stranded DayTripper a rescue came for: they went through a
    # slip dressed for a DayTrip, so their look wears the barn's kit, never pyjamas or a
    # wedding dress (cold read 10: "a hi-vis vest over pyjamas" beside "their survival suit
    # is still transmitting")
    "lost": ("yes", "no"),
    "post": ("needed", "free"),  # their job needed today (role_classes.json): no tweak swaps it (r31-a)
    # whether that person can send word home today (corpora/trip/role_classes.json "word_home":
    # false for the stranded, someone wanting a ride home, a dreamer's own figure): only then
    # does their secret say they write to the client or report back (round 20, secrets)
    "word_home": ("yes", "no"),
    # whether a scene has a person of the cast at it (trip/scenes.py): a want that asks
    # "someone here" needs one (cold read 23: "someone here has seen the mine", Who: the gnome)
    "someone_here": ("yes", "no"),
    # whether Stealth Required bites at a scene (trip/stealth.py): there the crew must pass
    # unseen, so its want is no talk or deal (cold read 29, r20-cold-a)
    "stealth": ("here", "no"),
    # whether that person goes sealed or masked out of doors: a visitor from Earth wherever
    # the air is thin, toxic or none, a local human where it is toxic or none; then their look
    # wears a suit or mask, never pyjamas or a clay-stiff smock (cold read 22: "a hi-vis vest
    # over pyjamas" under corrosive air)
    "masked": ("yes", "no"),
    # whether that person is a rescue's stranded DayTripper who is hurt or sick
    # (maguffin_state hurt): their manner never has them on their feet all day
    "hurt": ("yes", "no"),
    # whether that person (a rescue's stranded DayTripper, and the maguffin's own look) has
    # lived here for years whatever the barn's calendar says (the GM's twist "They have been
    # here for years, although they left the barn last week": content/maguffin.py draws it
    # first): then their look is never fresh from the barn ("thinner than their photo", "the
    # barn's grey expedition coveralls"; cold read r22, r22-cold-f, r22-cold-j)
    "years": ("yes", "no"),
    # whether the client's secret, when it plays out at a Success, has them ask the crew
    # something (trip/endings.py): then the client's line never "asks no questions at all"
    # (cold read r22, r22-cold-i)
    "client_asks": ("yes", "no"),
    # for one person: the maguffin's truth (its GM box, content/maguffin.py) is plain ("exactly what
    # it seems"), known to every local ("the locals have a shed full of them") or hidden: only a
    # hidden one is a truth "nobody else here believes", and only a truth that is not plain is
    # one a map "will get wrong" (cold read r22, r22-cold-b, r22-cold-c)
    "twist": ("plain", "common", "hidden"),
    # that person's NPC tier (the rules' Mook to Legend): a class that names its own standing
    # ("Amateur Explorer") is never printed beside a higher one ("(professional)", cold-dc3328)
    "tier": ("mook", "professional", "notable", "legend"),
    # whether a War Zone (Mission Complication) is on the trip: its places and obstacles
    # are never quiet, calm or friendly (set for the places and the trip's own lines)
    "war": ("yes", "no"),
    # whether the job Must be Kept Secret (Mission Complication): nobody tells the press,
    # and a success is no "publicized DayTrip" (cold reads 14 and 15: a secret job whose
    # client told the newspapers, and an ending that offers the Fame of a publicized trip)
    "secret_job": ("yes", "no"),
    # who the client is (content/people.py rolls it before the maguffin's why): one person, a
    # group of people (a club, a couple), a company, an institution (a museum, an academy)
    # or a government office; a museum has no grandmother, a city council no old job
    "client": ("person", "group", "company", "institution", "government"),
    # whether the node's details say nobody here can lie (a behaviour slip: corpora/trip/
    # play_clues.json "honest" lines), read before the cast is drawn: nobody lies there
    "honest": ("yes", "no"),
    # who has already wronged the maguffin (sold or promised it to someone else, or stranded
    # the person to rescue), one fact rolled with the client: the client (their why or secret
    # may say so), its keeper (their secret may), or nobody; never both (cold read: the client
    # "promised to two buyers" beside a keeper who "means to be paid twice"; two NPCs who are
    # each "the reason the physicist got stranded")
    "culprit": ("client", "keeper", "nobody"),
    # who the client's contact is, rolled with the client: the client's own voice, or an
    # assistant who posted the job without them (then the secret says so, and nobody tells it
    # as "the contact's assistant": cold read, the assistant of the assistant)
    "contact": ("client", "assistant"),
    # how the client is tied to the job's people, rolled with the client from the names that
    # fit its kind: kin (a spouse, a mother), work (a band's manager), money (a landlord) or
    # none; a why that says "it is family" needs kin (cold read 9: a band manager's family)
    "client_tie": ("kin", "work", "money", "none"),
    # a person to rescue's age band (corpora/lists/maguffins.json "ages"), rolled with them:
    # their stat block's age and every line about them agree (nobody young has children)
    "maguffin_age": ("young", "adult", "old"),
    # one rival crew's place in the trip: the first is on the clock (it lands at a tick and
    # races the crew for the maguffin, so its goal and gimmick fit that race: no rival who is
    # "looking for their captain" while their captain waves from the lander), the second
    # only bids on the same Big Board
    "rival": ("clock", "board"),
    # what the rival crew on the clock are here for (content/__init__.py draws it before their
    # goal): to race the crew for the maguffin or the job ("race": a buyer, a bet, the pay), or
    # to watch them ("watch": report to the client's rival, film them, copy their method, get
    # their coordinates); their goal and their clock ticks both need it (cold read 27: "watch
    # the PCs and report" beside a tick that has them bargaining for the maguffin)
    "rival_aim": ("race", "watch"),
    # the trip's one kind of beast (corpora/lists/animals.json, a world fact rolled before any
    # line about it): whether it leads a herd, runs with a pack or keeps its own ground, what
    # it eats, and whether its coat is striped or spotted; its role, wants, look and the
    # wildlife obstacles are drawn to fit them (a puma never leads a herd or grazes)
    "beast_social": ("herd", "pack", "solitary"),
    "beast_diet": ("plants", "meat", "both"),
    "beast_marks": ("plain", "striped", "spotted"),
    # its size (what it is as big as: a charge needs a person-sized animal or bigger, never a
    # dog-sized lizard) and its coat, the body plan its look is drawn for (a muzzle is a
    # mammal's: fur, skin, spines or plates, never scales, feathers or a shell)
    "beast_size": ("hand", "cat", "dog", "person", "horse", "car", "bus"),
    "beast_coat": ("fur", "feathers", "scales", "skin", "shell", "spines", "plates", "wet"),
    # a planet's animal life as its biosphere says (corpora/lists/planet_biosphere.json
    # "fauna"): big (Megafauna: the trip's beast is car- or bus-sized) or any
    "fauna": ("big", "any"),
    # whether the world grows wood (planet_biosphere.json "trees": no under fungi, one organism,
    # microbes or nothing): no planks, timbers or sawing where nothing woody grows
    "trees": ("yes", "no"),
    # the valley's climate in its era on Home-Earth (lists/eras_past.json "epoch"): a warm sea
    # (the great reptiles), the humid age of mammals, the ice ages' cold steppe, today's
    # Valley (since the first Californians; forks, near futures) or far (from the year 3000)
    "epoch": ("sea", "warm", "ice", "today", "far"),
    # the trip's one monster (corpora/lists/monsters.json), likewise: small (hand or cat
    # sized: it does not drag prey away) or big, and its shape (a spirit does not eat)
    "monster_size": ("small", "big"),
    "monster_shape": ("person", "beast", "spirit"),
    # where the monster can be: it roams (the paths, the lander, any scene) or it is bound to
    # its lair (met only there; its sign elsewhere), so its want, its scenes and its clock
    # track agree (cold10 kestrel-drift: "left alone in its lair" and at the lander at tick 5)
    "monster_range": ("roams", "lair"),
    # whether the creature a look is drawn for is an animal or a monster (content/cast_facts.py
    # creature_look): a puma the size of a person is not as tall as one
    "creature": ("animal", "monster"),
    # when in the node's day a timed maguffin happens (corpora/lists/maguffins.json "time"):
    # at dusk (a sunset), through the afternoon, after dark, or at any hour (everything else);
    # its hours on the clock are placed from the node's dawn and dusk (trip/start.py)
    "maguffin_time": ("dusk", "afternoon", "night", "any"),
    # what a substance maguffin is made of (corpora/lists/maguffins.json "matter"): a gas (a
    # flask of air: nothing to scoop, weigh by the kilo or keep cold), loose stuff (moss,
    # spice, seeds: scooped into tubes), one solid piece (a soil core), or packed: loose stuff
    # already in the container its name gives (a jar of spice, a sack of seeds: it needs no
    # other, and is not topped up); any for the rest
    "maguffin_matter": ("gas", "loose", "solid", "packed", "any"),
    # how long a made record takes (maguffins.json "span"): an hour's work, or hours of watching (the
    # tides); an event of one hour (the sunset singing: no "goes on for hours", r38); else any
    "maguffin_span": ("hour", "hours", "any"),
    # where a view's thing is (maguffins.json "seen"): here, at the maguffin's place (the
    # falls, the summit's view), or afar: the place is only where it is seen from (a beast
    # far off through a long lens, a sunset); every other maguffin is here
    "maguffin_seen": ("here", "afar"),
    # whether the maguffin keeps once taken (maguffins.json "keeps": false: a moss that spoils
    # within a day): one that does not is taken last and handed over the hour the crew land,
    # so its line never has it spoil on "the walk back to the lander" (cold read 13)
    "maguffin_keeps": ("yes", "no"),
    # what the maguffin's keeper means to do with it today (content/maguffin.py rolls it for a
    # thing somebody has before the crew come; none for the rest): keep it where it is, or
    # sell it on and take it away at hour 22; the keeper's want and the clock's goal track
    # say the same (cold read 13: a keeper who wants it "exactly where it is" packs it up)
    "keeper_plan": ("stay", "sell", "none"),
    # who refuses, with the Mission Complication "Object of Mission will Refuse" (none
    # without it): the object of the mission itself (the one the crew came for will not
    # come; a thing will not be taken), or its keeper, who will not hand it over; never a
    # gatekeeper or a passer-by (content/refusal.py; cold reads 17/18)
    "refuser": ("self", "keeper", "none"),
    # a fact of one place: how old its own name says it is (corpora/lists/place_ages.json:
    # "The old mine", "The ruined tower"), so its description fits (no "Brand new" old mine)
    "place_age": ("ruined", "old", "new", "any"),
    # whether the locals keep the peace by a custom of their own (an inhabited planet's
    # locals line says how: a singing contest, no weapons), rolled before that line: their
    # guards, obstacles and people carry nothing and fight nobody (cold read: pacifists who
    # settle every quarrel by a singing contest, beside armed checkpoints)
    "peaceful": ("yes", "no"),
    # what of one person a character tweak took over (content/__init__.py touched): their
    # feelings, their voice or their memory; their manner is drawn after it (no "easily moved
    # to tears" beside "they feel nothing at all", no "talks very loudly" with their voice
    # gone), and with their memory gone their secret too (people.json secret_forgotten)
    "tweaked": ("feeling", "voice", "memory", "none"),
    # a fact of one place: what kind of place its own name says it is (corpora/lists/
    # place_kinds.json: "The Humming Crater Town" a settlement, "The Salt Marsh" water), so
    # what lies underfoot, where the lander lands and who keeps watch fit it
    "place_kind": ("settlement", "water", "wild", "sand", "rock", "building", "any"),
    # whether the night sky shows stars (corpora/lists/skies.json "stars"): no observatory,
    # stargazing or "the stars are wrong" under a sky with none
    "stars": ("some", "none"),
    # whether the day sky can cloud over (lists/skies.json "clouds"): no storm tick under "not a cloud
    # in it" (r22-cold-c), no fog climate under a clear blue sky nor "never clouds over" under fog (r23-cold-c)
    "clouds": ("some", "clear", "fog", "none"),
    # what lights and drives the node's towns, where a fact of the node says so: free power
    # (an Alternate Earth whose fork made electricity free: lists/bifurcations.json "power")
    # has no gas lamps, coal smoke or steam engines as ordinary life; gas: a fork that went back
    # to gaslight and steam and kept them has no electric bulbs or neon (cold read 24: "strings
    # of coloured bulbs" where "the world rebuilt ... with gaslight and steam"); ordinary elsewhere
    "power": ("ordinary", "free", "gas"),
    # whether a Dream World's time of day stands still (content/dreams.py rolls it before the sky): an
    # afternoon or evening that never ends (no night, dawn or dusk, for every line and the clock), or no
    "stuck": ("no", "afternoon", "evening"),
    **ROUNDS,  # the facts rounds 23 onward added (generators/facts_r23.py ..., gathered in _r25.py)
}
FLAGS = ("inhabited", "uninhabited", "meets_visitors", "dated")
