"""Facts of one cast member, rolled before any line about them: a person's (their role's
authority, side and age bands from corpora/trip/role_classes.json, and whether they can know
the barn), and a creature's species fact (corpora/lists/animals.json, monsters.json: size,
shape, coat and natural weapon), which its name, look and stat block all come from.

Paths: ``<person>/age``; a creature's look: ``<person>/{size,coat,eyes,look}``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..needs import fits
from ..rng import Stream
from .common import gx
from .feel_facts import feels, mingles  # noqa: F401 (people.py reads mingles here; round 37)


def role_facts(role: str) -> dict:
    """A role's own facts (corpora/trip/role_classes.json): authority, side, age bands."""
    from ..data import load

    f = load("trip/role_classes").fields_of(role) or {}
    return {"authority": bool(f.get("authority")), "side": f.get("side") or "other", "roams": bool(f.get("roams")),
            "ages": f.get("ages") or ["young", "adult", "old"], "voice": f.get("voice") or "any",
            "post": bool(f.get("post")),  # their own job is one the mission needs done today
            "party": f.get("crew") is False and bool(f.get("home_today")),  # a paying tourist
            "word_home": f.get("word_home") is not False}  # the stranded, a dreamer's figure: no


AGE_WEIGHTS = {"young": 1, "adult": 2, "old": 1}
TONES = [("showy", 1), ("withdrawn", 1), ("even", 2)]
PACES = [("quick", 1), ("slow", 1), ("even", 2)]

# a want that rests on what the person remembers: selling, trading or telling what they know
RECALLS = re.compile(r"\b(what they know|everything they know|the old story about|tells the barn "
                     r"about|sell the crew a map|sell a story)\b", re.I)


def recalls(want: str) -> str:
    """Whether a person's want rests on their memory (the ``recalls`` fact a character tweak's
    line reads: no "memory of the last year is gone" for one who wants "to be paid for what
    they know", cold read 11)."""
    return "yes" if RECALLS.search(want or "") else "no"


def cut_off(world: dict) -> bool:
    """Whether the locals cannot know the barn whoever came before: an era before the barn
    (Sacramento, 2017) and locals who hide from strangers (meets_visitors false). A 1568
    local never wants "to be named in the barn's report" (cold read r10-c02e7a). ``world``: a
    fact map (``node``) or a trip's world (``family``)."""
    era = world.get("node") or world.get("family")
    return (era in ("deep", "early", "past", "recent") and (world.get("year") or 0) < 2017
            or world.get("inhabitants") != "nobody" and world.get("meets_visitors") is False)


def barn_of(folk: str, world: dict) -> str:
    """Whether a person can know the barn (the ``barn`` fact): a visitor from Earth does; a
    local does only if crews have been here, and knows its offices only with the tech to."""
    if folk == "visitor" or world.get("inhabitants") == "nobody":
        return "known"
    if world.get("visits") == "some" and not cut_off(world):
        return "known" if fits("tech >= electric", world) else "heard"
    return "unknown"


def person_facts(ps: Stream, role: str, folk: str, world: dict) -> dict:
    """One person's facts, rolled before any line about them (the ``needs`` keys age, side,
    barn, authority): an age band the role allows (``<person>/age``), whether they work
    against the crew, whether they can know the barn and the client (a visitor from Earth
    does; a local does only if crews have been here, and knows its offices only with the
    tech to), whether they hold office, and whether they have met the client (one in four
    of those who know the barn, where crews have been before and the client can have been (a
    visitor, or a local of a tourist trade), at ``<person>/met``: their secret then says how, and only
    they tell the client's secret on the node), and whether they are the stranded
    DayTripper a rescue came for (``lost``: their look wears the barn's kit), and whether they
    are the go-between of the deal (``broker``: their lines never work against it)."""
    rf = role_facts(role)
    ages = rf["ages"]  # a paying tourist is of the party's ages (a retirement community: old)
    if rf["party"] and world.get("party_ages"):
        ages = [a for a in ages if a in world["party_ages"]] or ages
    age = ps.child("age").weighted([(a, AGE_WEIGHTS[a]) for a in ages])
    barn = barn_of(folk, world)
    # "knows the client": crews came before, and the client can have met them: a visitor from
    # home, or a local where people from home come as tourists (cold read: a local 458,000
    # years ahead "was hired by" a retirement community from Roseville "once before")
    reach = folk == "visitor" or world.get("inhabitants") == "nobody" \
        or world.get("before") == "tourists"
    met = "yes" if barn == "known" and world.get("visits") == "some" and reach \
        and ps.child("met").below(4) == 0 else "no"
    return {"age": age, "side": rf["side"], "barn": barn,
            "authority": "yes" if rf["authority"] else "no", "met_client": met,
            # whether their work takes them about, or they hold an office (never "has never left")
            "roams": "yes" if rf["roams"] or rf["authority"] else "no",
            "voice": rf["voice"],  # a role that says they are loud talks so
            # their bearing, before their manner: one manner never both showy and withdrawn,
            # quick and slow (cold read r24: "Theatrical; talks mostly to themselves")
            "tone": "showy" if rf["voice"] == "loud" else ps.child("tone").weighted(TONES),
            "pace": ps.child("pace").weighted(PACES),
            "word_home": "yes" if rf["word_home"] else "no",  # can write to the client today
            # the stranded DayTripper went through a slip dressed for a DayTrip
            "lost": "yes" if role == STRANDED else "no",
            "masked": masked(folk, world),
            "past": past_of(folk, world),  # a history here before today (never a newcomer's)
            # the one condition of a rescue's person (world.maguffin_state), read by their own
            # lines too: no "never sits down" beside "sick, not fit to walk" (cold read 18)
            "hurt": "yes" if role == STRANDED and world.get("maguffin_state") == "hurt" else "no",
            # the go-between who set up the trade or arranged the talks works for the deal:
            # never "money riding on the crew going home without" it (cold read r26)
            "broker": "yes" if role in BROKERS else "no"}


STRANDED = "The stranded DayTripper the crew came for"
# the go-betweens of a trade and of talks, and their visitor forms (content/people.py)
BROKERS = ("The go-between who set up the trade", "The go-between, another visitor who knows the trader",
           "The go-between who arranged the talks", "The go-between, another visitor who arranged the talks")


def past_of(folk: str, world: dict) -> str:
    """Whether a person can have a past on the node before today (the fact ``past``): a local
    of a peopled node, or anyone where somebody from off the node has been before (``before``
    not none); on a first visit a visitor is one of today's newcomers (round 35, world)."""
    local = folk == "local" and world.get("inhabitants") != "nobody"
    return "here" if local or (world.get("before") or "none") != "none" else "none"


def masked(folk: str, world: dict) -> str:
    """Whether a person goes sealed or masked out of doors (the fact ``masked``): a visitor
    from Earth (or anyone on an empty node, who came from Earth) wherever the air is not
    breathable, a local human where it is toxic or none (people of a thin-aired world
    breathe it; cold read 22: pyjamas and a clay-stiff smock under corrosive air)."""
    air = world.get("air") or "breathable"
    if folk == "visitor" or (folk == "local" and world.get("inhabitants") == "nobody"):
        return "yes" if air != "breathable" else "no"
    human = (world.get("body") or "human") == "human"
    return "yes" if folk == "local" and human and air in ("toxic", "vacuum") else "no"

# a want that asks for pay: money, a price, a debt, a trade for what they know or have
PAYS = re.compile(r"\b(paid|paying|payment|price|money|coins?|debts?|wages?|fee|bribe|sell|buyer|"
                  r"(trade|swap|exchange)\w* (what|everything|it|them|\w+ things?)|in exchange|for a ride|"
                  r"is the price|for a seat|for a photograph)\b", re.I)


def pays(want: str) -> str:
    """Whether a person's want asks for pay (the ``paid`` fact their secret reads: "it is why
    they want paying before they help the crew" only beside a want that does, cold read 19)."""
    return "yes" if PAYS.search(want or "") else "no"


GRUDGE = re.compile(r"\bto make .+? pay\b|\bto get even with\b|\brevenge\b", re.I)


def grudge(want: str) -> str:
    """Whether a person's want is a grudge (the ``grudge`` fact their secret reads: no "Owes the
    physicist their life" beside "To make the physicist pay", cold read r22)."""
    return "yes" if GRUDGE.search(want or "") else "no"


# a want the crew can meet at the scene where they meet the person, there and then, owing
# nothing after (corpora/grammars/people.json): a song, a word, a story, news or a look at home,
# an honest answer, thanks, a photo, a payment. Not a ride home, a place in the crew, a thing
# or person elsewhere, a job won back, a price "to be named later" or "next time".
NOW = re.compile(
    r"^(to be paid\b(?!.*\b(twice|off)\b)|to sell (the crew a map|a story to the crew|the tourists)|"
    r"to hear (news of home|their name said properly|that the barn never gave up|what the tourists)|"
    r"to learn (from the crew where|a single word|one word)|to teach the crew a song|"
    r"to see what the crew's world looks like|to be told, honestly|to be thanked, in public|"
    r"to be taken seriously|to finish a long argument with the crew's pilot|"
    r"to know why anyone in sacramento|to trade what they know about .{1,80} for (a photograph of home|"
    r"an hour of the crew's work before they leave|news of home, told honestly before the crew go)$|"
    r"to trade stories with the tourists|to be in the tourists' group photo|"
    r"to get the tourists to sign|to see the crew's papers|a decent cup of coffee)", re.I)


@lru_cache(maxsize=4096)  # pure in its string; read at every clue placement (issue 15)
def favour(want: str) -> str:
    """Whether a person's want can be met there and then, where the crew meet them (the
    ``favour`` fact a clue's "in exchange for a favour done there and then" needs: never from
    one who wants to join the crew, to go home, or a thing that is elsewhere; cold read 26)."""
    return "now" if NOW.search((want or "").strip().rstrip(".")) else "later"


CAPTOR = "The one keeping the missing DayTripper"  # a jailer already (content/people.py KEEPER_ROLES)


def tweak_facts(person: dict, jobbed: tuple = ()) -> dict:
    """The facts of one person a character tweak's line reads: whether their want rests on
    their memory (``recalls``), and whether they are the rescue's stranded DayTripper, who
    walks home with the crew (``lost``: never "inside a locked book", cold read 18), and whether
    the mission needs their own job done today (``post``). ``jobbed``:
    the names an event already set against the crew (content/event_roles.py blackmailers)."""
    rf = role_facts(person["role"])
    foe = rf["side"] == "foe" or person["role"] == CAPTOR \
        or person["name"] in jobbed  # (``side``: no second job against the crew, cold read 38 c)
    return {"recalls": recalls(person["want"]), "lost": "yes" if person["role"] == STRANDED else "no",
            "side": "foe" if foe else "other", "feels": feels(person),  # (``feels``: never numb, r37)
            "post": "needed" if rf["post"] else "free"}  # (``post``: their job stays theirs)


# Where a beast's species facts are: Earth's animals, and a planet's own beasts
BEAST_LISTS = ("lists/animals", "lists/planet_beasts")


def beast_list(facts: dict) -> str:
    """The list the trip's one kind of beast is drawn from: a planet's own beasts on a
    planet (its life is its own), else Earth's animals."""
    return "lists/planet_beasts" if facts.get("node") == "planet" else "lists/animals"


def creature_fact(beast: str) -> dict:
    """A creature's one fact, its list item (corpora/lists/animals.json, monsters.json): its
    size, and for a monster its shape (person, beast or spirit). Its name is that item."""
    from ..data import load

    for key in ("lists/monsters",) + BEAST_LISTS:
        f = load(key).fields_of(beast)
        if f is not None:
            return {"size": f["size"], "shape": f.get("shape", "beast"), "coat": f.get("coat"), "eyes": f.get("eyes") or "two",
                    "weapon": f.get("weapon"), "animal": key in BEAST_LISTS,
                    "social": f.get("social"), "diet": f.get("diet"),
                    "marks": f.get("marks") or "plain"}
    return {"size": "horse", "shape": "beast", "coat": None, "eyes": "two", "weapon": None, "animal": False,
            "social": None, "diet": None, "marks": "plain"}


def beast_facts(beast: str) -> dict:
    """The ``needs`` facts of one species (its list item): beast_social, beast_diet,
    beast_marks, beast_size and beast_coat (None for a monster, which has no herd, diet or
    marks of its own, and whose size and shape are the monster facts)."""
    f = creature_fact(beast)
    animal = f["animal"]
    return {"beast_social": f["social"], "beast_diet": f["diet"],
            "beast_marks": f["marks"] if animal else None,
            "beast_size": f["size"] if animal else None, "beast_coat": f["coat"] if animal else None}


def roll_creatures(world, s: Stream, facts: dict, keep) -> tuple[str, str]:
    """The trip's one kind of beast (dog-sized or bigger: ``keep``) and one monster, each
    fitting ``facts``, set on ``world`` with their facts. Paths: ``<trip>/{animal,monster}``."""
    from .fit_pick import one_fit

    # a planet's life is its own: its beast is one of its own kind, never an Earth species
    # (corpora/lists/planet_beasts.json; cold reads: goats and giraffes on alien worlds)
    beast = one_fit(beast_list(facts), facts, keep=keep)(s.child("animal"))
    monster = one_fit("lists/monsters", facts)(s.child("monster"))
    set_beast(world, beast)
    set_monster(world, monster)
    # one monster in three keeps to its lair (met only at its own place): its own path, so
    # no other draw moves
    world.monster_range = "lair" if s.child("monster_range").below(3) == 0 else "roams"
    # how each hunts, on its own path (facts_r30.py): by sight alone where there is no air to
    # carry a sound or a smell
    # how it meets its prey, on its own path (facts_r30.py monster_way): from cover, or in the
    # open across the way; its manner, its obstacles and its clock ticks all read it
    world.monster_way = WAYS[s.child("monster_way").below(len(WAYS))]
    for key in ("monster_sense", "beast_sense"):
        setattr(world, key, "sight" if world.air == "vacuum" else SENSES[s.child(key).below(len(SENSES))])
    return beast, monster


SENSES = ("sight", "smell", "hearing")
WAYS = ("lurks", "bars")


def set_monster(world, monster: str) -> None:
    """Make ``monster`` the world's one monster, with its size and shape."""
    f = creature_fact(monster)
    world.monster = monster
    world.monster_size = "small" if f["size"] in ("hand", "cat") else "big"
    world.monster_shape = f["shape"]


def set_beast(world, beast: str) -> None:
    """Make ``beast`` the world's one kind of beast, with its species' facts."""
    world.beast = beast
    for k, v in beast_facts(beast).items():
        setattr(world, k, v)


# The creature's role line by its species' social shape: a puma keeps its own ground, it
# does not lead a herd (content/people.py CREATURE_ROLES lists each of them).
BEAST_ROLES = {"herd": "The herd's lead animal", "pack": "The pack's lead animal",
               "solitary": "The animal whose ground this is"}


def beast_role(beast: str) -> str:
    return BEAST_ROLES.get(creature_fact(beast)["social"] or "herd", BEAST_ROLES["herd"])


def creature_look(ps: Stream, beast: str, ctx: dict) -> str:
    """A creature's look drawn from its own fact: its size (a wolf is the size of a large
    dog, a dragon of a bus) and its shape (a vampire is not scaled like wet slate)."""
    fact = creature_fact(beast)
    # its own species' facts, not the trip's beast's (a monster is neither striped nor spotted)
    w = ctx["_world"]  # its eyes say how it hunts (facts_r30.py sense): the beast's or the monster's
    sense = w.get("beast_sense") if fact["animal"] else w.get("monster_sense")
    ctx = dict(ctx, _world=dict(w, **beast_facts(beast), sense=sense or "sight", eyes=fact["eyes"],
                                creature="animal" if fact["animal"] else "monster"))
    size = gx(ps.child("size"), "people", f"creature_size_{fact['size']}", ctx)
    rule = "creature_look" if fact["shape"] == "beast" else f"creature_look_{fact['shape']}"
    extra = {}
    if fact["shape"] == "beast":  # its coat from its species, and an animal's eyes for an animal
        extra["creature_coat"] = gx(ps.child("coat"), "people",
                                    f"creature_skin_{fact['coat'] or 'fur'}", ctx)
        extra["creature_sight"] = gx(ps.child("eyes"), "people", "creature_eyes_animal"
                                     if fact["animal"] else "creature_eyes", ctx)
    return gx(ps.child("look"), "people", rule, dict(ctx, creature_size=size, **extra))


def key_tier(cls: str) -> str:
    """A key person's NPC tier: notable, unless their class names a lower standing (a hiker or
    an ordinary dreamer who is an Amateur Explorer is a mook: trip/class_needs.json ``tier``)."""
    from ..data import load
    from .world import EARTH

    need = next((f.get("_needs") for v, _, f in load("trip/class_needs").items if v == cls), None)
    return next((t for t in ("notable", "professional") if fits(need, dict(EARTH, tier=t))), "mook")


def stranded_classes(classes: list[str], tier: str) -> list[str]:
    """The stranded DayTripper's classes (lists/maguffins.json) that fit their tier, a
    visitor from home (never "Amateur Explorer (professional)", cold-dc3328)."""
    from ..data import load
    from .world import EARTH

    needs = {v: f.get("_needs") for v, _, f in load("trip/class_needs").items}
    return [c for c in classes if fits(needs.get(c), dict(EARTH, tier=tier))] or classes


def unheld(classes: list[str], held: list) -> list[str]:
    """``classes`` but those the cast has settled already (``held``: the key local's, the people
    drawn before), unless that leaves none (round 29, issue 10: one class drawn twice in a cast)."""
    return [c for c in classes if c not in held] or classes


def local_fits(role: str, facts: dict) -> bool:
    """Whether a world can have ``role`` as a local (corpora/trip/role_classes.json
    ``local_needs``: no mechanic for miles below steam, cold15 9a03b8)."""
    from ..data import load
    from ..needs import parse

    need = next((f.get("local_needs") for v, _, f in load("trip/role_classes").items if v == role), None)
    return need is None or fits(parse(need), facts)
