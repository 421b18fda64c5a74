"""Node details by node type: what the world is, concretely.

- Known / Unknown Planet: a planet profile of this project's own design (size, gravity,
  atmosphere, hydrosphere, biosphere, population, technology, law, locals, sky, a hook);
  Known Planets carry the barn's record, Unknown ones a clue to which universe it is.
- Time Travel: direction, distance in years, the era (Sacramento Valley history or a
  future), what the crew's arrival risks (a 1-6 paradox risk; at 6 a sign with no roll).
- Alternate Earth: the pivotal bifurcation (when, what changed), the world now, and what
  each slipped vector looks like at its distance.
- Dream World and Multiversal Chao: content/dreams.py.

``node_details(mission, stream) -> (dict, Setting)``: the dict is flat and ordered (label ->
text, or a list of texts) for "Label: text". Paths: <stream>/<field> for every field.
"""

from __future__ import annotations

from ..data import load
from ..rng import Stream
from .common import (
    DECK, Setting, alien_word, barn_rumour, cap, gx, human_name, pick_item, rumour)
from ..facts_r28 import SILENT_HOOK
from ..facts_r40stock import LEAVING_HOOK
from ..needs import fits
from .dreams import _chao, _dream
from .sky_slip import _slips, slip_look
from .people import dated_name, era_name, key_local_job, key_tier
from .when import HOME_YEAR, ago, roll_when, year_text
from .fit_pick import pick_fit
from .visits import before_for, known_for, roll_belief, visits_for
from .world import World, era_tech, finish, gravity_text as _gravity

# Before Sutter's fort (1839) the valley's own towns are all there is: no gold claims,
# sheriffs or wharves (corpora/lists/eras_past.json); those years get the "early" places.
PAST_FROM = 1839
FAR_FROM = 2100  # the first year whose places, skies and trades are far-future ones
# The key person of an era with no people where nobody has been before: arrived today, not earlier.
STRAY = "hiker who fell through a natural slip this morning"
PARADOX_LABELS = ("Negligible", "Low", "Moderate", "High", "Severe", "Catastrophic")
NO_ROLL = "a paradox sign shows every time, with no roll: at this risk nothing changed goes unnoticed"
# what the signs add up to (cold read 34: "what do signs add up to? Nothing says", at Catastrophic):
# the rules give no paradox mechanics, so the page gives the GM one, counted in signs
ADD_UP = ("Signs add up: from the third sign on, every BRAINS and PSYCHE roll is DL +1 as the crew "
          "start to remember two versions of the day; at the fifth, the change has stuck, and the best ending left is "
          "Partial success.")


def _said(s: Stream, key: str, value: str, fields: dict, name: str) -> str:
    """One way of saying a list item's ``name`` field: the field or one of its ``more``
    variants, dealt from the trip's deck (so trips in a row say it differently)."""
    ways = [fields[name], *fields.get("more", ())]
    if len(ways) == 1:
        return ways[0]
    deck = DECK.get()
    return ways[deck.deal(key, value, len(ways)) if deck else s.child("say").below(len(ways))]


def _planet(mission, s: Stream, known: bool, wildlife: bool = False, visits: str = "none",
            intel: str = "rumour", calm: bool = False, before: str = "none", war: bool = False) -> tuple[dict, Setting]:
    species = alien_word(s.child("species"))
    world = gx(s.child("name"), "planet", "planet_name", {"alien": alien_word(s.child("world"))})
    # wildlife needs a rich biosphere, and a rich biosphere air to live on: never thin air,
    # "too little to live on" (planet_biosphere.json; cold read r22-cold-h: birds in it)
    atmo, af = pick_fit(s.child("atmosphere"), "lists/planet_atmosphere", {},
                        keep=(lambda f: f["air"] != "thin") if wildlife else None)
    w = World(mission.node_type, "planet", air=af["air"], visits=visits, known=intel, before=before)
    size, sf = pick_fit(s.child("size"), "lists/planet_size", w.facts())
    g = s.child("gravity").randint(sf["g_lo"], sf["g_hi"]) / 100
    # who lives here first (its own stream): the water line is drawn for it (no "whoever holds
    # a well" where nobody lives) and the places' scale for its settlements (``settled``)
    pop, pf = pick_item(s.child("population"), "lists/planet_population")
    w.inhabitants, w.settled = pf["inhabitants"], pf["settled"]
    hydro, hf = pick_fit(s.child("hydrosphere"), "lists/planet_hydrosphere", w.facts())
    w.water = hf["water"]
    w.extra["land"] = hf.get("land", "wide")  # a water world's one island chain (facts_r26.py land)
    w.extra["liquid"] = hf.get("liquid", "yes")  # no drop runs, lies or falls on it: "no" (facts_r38world.py liquid)
    # wildlife needs a rich biosphere; spores in the air need something living to shed them
    keep = ("rich",) if wildlife else ("rich", "strange") if af["air"] == "breathable" and \
        "spore" in atmo.lower() else None
    bio, bf = pick_fit(s.child("biosphere"), "lists/planet_biosphere", w.facts(),
                       keep=(lambda f: f["life"] in keep) if keep else None)
    w.life, w.fauna, w.trees = bf["life"], bf.get("fauna", "any"), bf.get("trees", "yes")  # Megafauna: a car-sized beast
    # a peaceful people (1 in 5, no war or toughs on the job), before the law and locals lines
    w.peaceful = "yes" if calm and pf["size"] and s.child("peaceful").below(5) == 0 else "no"
    r = s.child("natives").below(6)  # 4 in 6 alien, 1 human colonists, 1 robots
    if pf["size"]:
        natives = "alien" if r < 4 else ("human" if r == 4 else "robot")
        # nothing lives here that was not brought (or all life is the one organism): no
        # native animals to be the locals
        if w.life in ("none", "one") and natives == "alien":
            natives = "human" if r % 2 else "robot"  # here: colonists or machines, no natives
        w.natives = natives  # before the tech: robots built of a ship are no stone-age people
    # sail needs water; "no metal anywhere" never beside robot locals (cold read 23)
    tech, tf = pick_fit(s.child("tech"), "lists/planet_tech", w.facts())
    law, lf = pick_fit(s.child("law"), "lists/planet_law", w.facts())
    def say(field: str, key: str, value: str, fields: dict, name: str = "detail") -> str:
        text = _said(s.child(field), "lists/" + key, value, fields, name)
        if text.lower().startswith(value.lower()):  # "Forests of giant fungi", not "Forests: forests of..."
            return cap(text)
        return f"{value}: {text}"
    d = {"name": world, "size": say("size", "planet_size", size, sf), "gravity": _gravity(g),
         "atmosphere": say("atmosphere", "planet_atmosphere", atmo, af, "effect"),
         "hydrosphere": say("hydrosphere", "planet_hydrosphere", hydro, hf),
         "biosphere": say("biosphere", "planet_biosphere", bio, bf),
         "population": say("population", "planet_population", pop, pf)}
    if pf["size"] == 0:
        d["technology"] = "Nothing of its own" + (", and nothing left by anyone" if before == "none" else ": only what earlier visitors left behind")
        d["law"] = "Nobody to enforce anything; whoever has the lander has the law"
        d["locals"] = "Nobody. Whoever the crew meet came here from somewhere else"
        natives = "none"
        w.tech, w.law, w.law_text = "none", "none", d["law"]
    else:
        w.tech, w.law, w.law_text = tf["tech"], lf["law"], say("law", "planet_law", law, lf)
        d["technology"] = say("technology", "planet_tech", tech, tf)
        d["law"] = w.law_text
        # whether they meet visitors, before the locals' line says (finish() keeps it)
        w.meets_visitors = s.child("world").child("meets").below(6) != 0
        roll_belief(w, s.child("belief"))  # what they believe of visitors, before any line says it
        plan = ""
        if natives == "alien":  # one body plan: the Locals line and every local's looks
            plan, bf = pick_fit(s.child("body"), "lists/alien_bodies", w.facts())
            w.body = bf["body"]
        else:
            w.body = natives  # human colonists or robots
        d["locals"] = gx(s.child("locals"), "planet", f"locals_{natives}",
                         {"world": world, "alien": species, "_world": w.facts(), "body_plan": plan})
    finish(w, s.child("world"), moonlet=size == "Moonlet")
    ctx = {"world": world, "alien": species, "_world": dict(w.facts(), war="yes" if war else "no")}  # no truce in a War Zone
    d["climate"] = w.climate_text
    d["sky"] = w.sky[:1].upper() + w.sky[1:]
    d["hook"] = gx(s.child("hook"), "planet", "hook_empty" if natives == "none" else "hook", ctx)
    if SILENT_HOOK.search(d["hook"]):  # a day of silence (facts_r28.py; kept only when it holds)
        w.extra["silent"] = "yes"
    if LEAVING_HOOK.search(d["hook"]):  # every local moves away today: no next time (facts_r40stock.py)
        w.extra["leaving"] = "yes"
    if known:
        d["barn_records"] = gx(s.child("record"), "planet", "known_visit", ctx)
    else:
        d["which_universe"] = gx(s.child("clue"), "planet", "unknown_clue", ctx)
    said = {"mapped": "A catalogued", "charted": "A barely charted",  # unvisited: before none
            "rumour": "An unvisited" if before == "none" else "An uncharted"}
    summary = (f"{said[intel]} planet: {size.lower()}, "  # as the barn's file knows it
               f"{atmo.lower()} air, {pop.lower()}")
    return {"summary": summary, **d}, Setting(mission.node_type, "planet", world,
                                               "human" if natives == "robot" else natives,
                                               species=species, facts=w)


def _time_travel(mission, s: Stream, before: str = "none") -> tuple[dict, Setting]:
    past, span, unit, year, distance = roll_when(mission, s)
    years = abs(year - HOME_YEAR)
    if past:
        humans = next(f for _, _, f in load("lists/eras_past").items
                      if f["from"] <= year <= f["to"])["humans"]
    else:
        humans = True
    facts = {"node": ("future" if year >= FAR_FROM else "recent") if not past else ("deep" if not humans else (
        "early" if year < PAST_FROM else ("past" if year < 1900 else "recent"))),
        "year": year, "tech": era_tech(year) if humans else "none",
        "inhabitants": "many" if humans else "nobody", "air": "breathable", "water": "lakes",
        "home": "no" if unit == "years" else "yes",  # the era's and paradox lines read it too
        "ahead": "no" if past else "yes"}  # the crew jump ahead of home (facts_r40stock.py)
    if not past and unit == "years" and years <= 100 and s.child("drought").below(5) == 0:
        facts["water"] = "scarce"  # a near future in drought: the era says it, the climate follows
    local_name = human_name(s.child("local"))
    if humans and fits("tech <= stone", facts):  # the valley's own people, before iron
        local_name = era_name(s.child("local"), facts)
    elif humans:  # a given name of the year (corpora/lists/era_given_names.json)
        local_name = dated_name(s.child("local"), facts)
    job_facts = dict(facts, inhabitants="many" if year >= 1850 else "few")  # as the World says
    # the key local's class, then a job of it; no people of the era: a barn's Physicist lost in time;
    # where nobody has been before, a hiker who fell through this morning (an Amateur Explorer)
    local_class, occupation = key_local_job(s.child("local_job"), job_facts) if humans else (
        ("Physicist", "time-lost DayTripper") if before != "none" else ("Amateur Explorer", STRAY))
    if past:
        era = next(v for v, _, f in load("lists/eras_past").items if f["from"] <= year <= f["to"])
        ef = next(f for v, _, f in load("lists/eras_past").items if v == era)
        humans = ef["humans"]
        when = f"{year_text(year)}" if year > -10_000 else f"{ago(HOME_YEAR - year)} ago"
        era_text = f"{era}: {ef['scene']}"
        world = f"the Sacramento Valley in {year_text(year)}" if year > -10_000 else \
            f"the Sacramento Valley, {ago(HOME_YEAR - year)} ago"
        if unit != "years":
            era_text = gx(s.child("era"), "time", "past_soon", {"_world": dict(facts, soon=unit)})
            world = f"Sacramento, {distance.split(': ', 1)[1].replace(' back', ' ago')}"
        base = {"Days": 5, "Months": 5, "A few years": 5, "Decades": 5, "Centuries": 4,
                "Millennia": 3, "Ages": 2, "Deep time": 2}[span]
        if not humans:
            local_name = human_name(s.child("visitor"))
    else:
        humans = True
        band = "future_near" if years <= 100 else ("future_far" if years < 1000 else "future_deep")
        if unit != "years":
            band = "future_soon"
        when = year_text(year)
        era_text = gx(s.child("era"), "time", band, {"year": year_text(year), "_world": dict(facts, soon=unit) if unit != "years" else facts})
        world = f"Sacramento in {year_text(year)}" if years < 1000 else f"the Earth of {year_text(year)}"
        if unit != "years":
            world = f"Sacramento, {distance.split(': ', 1)[1].replace(' ahead', ' from now')}"
        base = 2 if years <= 100 else 1
    local = f"{local_name}, {'an' if occupation[:1] in 'aeiou' else 'a'} {occupation}"
    risk = max(1, min(6, base + s.child("paradox").dice(1, 3, "paradox risk (1d3-2)", modifier=-2).total))
    band = "risk_low" if risk <= 2 else ("risk_mid" if risk <= 4 else "risk_high")
    ctx = {"year": year_text(year), "local": local, "_world": facts}
    d = {
        "summary": f"Home-Earth, {'the past' if past else 'the future'}: {when}",
        "when": when if unit == "years" else f"{when} ({distance.split(': ', 1)[1]})",
        "direction": "Into the past" if past else "Into the future",
        "distance": distance, "era": era_text,
        # days or months from home the barn still stands where the lander would come down
        # (and the crew's own lander may be parked in it): it lands out of sight of it, at the
        # slip-in point (never a second landing site, "the field behind the barn": round 10)
        "arrival": ("The lander comes down at the spot where the barn will one day stand, outside "
                    "Sacramento" if past else "The lander comes down at the spot where the barn stood "
                    "in 2017, outside Sacramento") if unit == "years" else (
            "The lander comes down out of sight of the barn's doors, somewhere in the Sacramento Valley"),
        "paradox_risk": f"{PARADOX_LABELS[risk - 1]} ({'every change' if risk >= 6 else f'{risk} in 6'}). "
                        + gx(s.child("risk"), "time", band, ctx),
        "paradox_rule": (f"Whenever the crew change something {'the locals' if humans else 'the future'} will remember, "
                         + (NO_ROLL if risk >= 6 else f"roll 1d6: on {'a 1' if risk == 1 else f'{risk} or less'} a "
                            "paradox sign shows, on a higher roll nothing yet") + ". The rules say only \"watch out "
                         "for paradox!\"; this is how often it bites here. " + ADD_UP + " " + _signs(s, "paradox_sign" if past else "paradox_sign_ahead", ctx)
                         + " " + _history_ruling(local_name)),
        "key_local": local,
    }
    if not past:  # a near future still looks like today: far-future dressing from FAR_FROM on
        family = "future" if year >= FAR_FROM else "recent"
    elif not humans:
        family = "deep"
    elif year < PAST_FROM:
        family = "early"
    elif year < 1900:
        family = "past"
    else:
        family = "recent"
    w = World(mission.node_type, family, year=year, tech=era_tech(year) if humans else "none",
              inhabitants=("many" if year >= 1850 else "few") if humans else "nobody",
              natives="human" if humans else "none", air="breathable", water=facts["water"],
              law=("lax" if year < 1850 else "ordinary") if humans else "none",
              home="no" if unit == "years" else "yes")
    w.extra["ahead"] = facts["ahead"]
    w.law_text = {"none": "No law: there is nobody here to make any",
                  "lax": "Custom, kin and whoever has the most friends",
                  "ordinary": "The law of the day, with a sheriff or a police force to keep it"}[w.law]
    finish(w, s.child("world"))
    d["sky"] = w.sky[:1].upper() + w.sky[1:]
    d["climate"] = w.climate_text
    setting = Setting(mission.node_type, family, world,
                      "human" if humans else "none",
                      key_person={"name": local_name, "role": "The person history depends on",
                                  "note": local, "class": local_class, "tier": key_tier(local_class)}, facts=w)
    setting.home = "Sacramento" if 1839 <= year and (past or years < 1000) else "the Valley"
    return d, setting


def _signs(s: Stream, rule: str, ctx: dict) -> str:
    """The trip's first three paradox signs in the order they show, drawn without replacement
    (cold read 35-a: "Only the first paradox sign is written: signs 2 to 5 have no text"); the
    first is the one earlier algorithms drew."""
    signs: list[str] = []
    for k in range(12):
        line = gx(s.child("sign") if k == 0 else s.child("sign", str(k)), "time", rule, ctx)
        if line not in signs:
            signs.append(line)
        if len(signs) == 3:
            break
    # mid-sentence, each sign's first word is lower-cased whatever it is (the signs' pools open
    # on plain words: cold read 36-b, "third, Photographs of home start to fade"; common.py's
    # lower_first lowers articles only)
    said = "; ".join(f"{n}, {x[:1].lower() + x[1:] if not x[1:2].isupper() else x}"
                     for n, x in zip(("first", "second", "third"), signs))
    return f"This trip's signs, in the order they show: {said}. Later signs are the GM's, in the same vein."


def _history_ruling(name: str) -> str:
    """What a paradox with the person history depends on costs (cold read r34: that label on
    three trips in five, and nothing on the page used it): the rule names them, so the label
    is a ruling the GM can play. (Harm and delay only: a time node's risk line may have the
    crew talk them round with a roll, which this must not overrule.)"""
    return (f"{name} is the person history depends on: harming them, or holding them up for an hour "
            "or more, brings two paradox signs at once, with no roll")


def fork_tech(tech: str, s: Stream) -> str:
    """An Alternate Earth's "Technology" line: what its tech level (world fact tech) means in
    machines the crew would look for (lists/fork_tech.json), one of the level's wordings."""
    lines = [v for v, _, f in load("lists/fork_tech").items if f["tech"] == tech]
    return lines[s.below(len(lines))]


def _alternate(mission, s: Stream, visits: str = "some") -> tuple[dict, Setting]:
    what, f = pick_item(s.child("bifurcation"), "lists/bifurcations")
    letters = "".join(s.child("code").choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(2))
    world = f"Earth {f['year']}-{letters}"
    d = {
        "summary": f"An Alternate Earth that split from ours in {f['year']}",
        "name": f"{world} (the barn's {'catalogue number' if visits == 'some' else 'name for the coordinates'})",
        "bifurcation": f"{f['year']}: {what}",
        "the_world_now": f["now"],
        # what machines the fork has, from its tech level (lists/fork_tech.json): phones or not
        # (round 38, cold read: "the GM does not know if there are phones in Earth 1928-MM")
        "technology": f.get("machines") or fork_tech(f["tech"], s.child("technology")),  # a fork that says it: its own
        **_slips(mission, s, None),  # drawn below, with the fork's facts (its moons)
    }
    w = World(mission.node_type, "alternate", year=HOME_YEAR, tech=f["tech"], inhabitants="many",
              meets_visitors=True, natives="human", air="breathable", water="lakes",
              law="ordinary", law_text="The law of the land, as the fork left it",
              fork=f"{f['year']}: {what}", fork_follows=f["now"],
              moons=f.get("moons", "unknown"),  # Earth's one moon, unless the fork says
              rulers=f["rulers"], power=f.get("power", "ordinary"),
              # the year its everyday life left ours: the fork's, or earlier where the fork
              # says the world went back to older ways (gas lamps after the bombs)
              old_ways=f.get("old_ways", f["year"]))
    roll_belief(w, s.child("belief"))  # what the locals believe of visitors, before the slips say it
    d.update(_slips(mission, s, {"_world": w.facts()}))  # the fork's moons; a sky slip is the sky
    finish(w, s.child("world"), d.get("appearance_slipped", ""))
    slip_look(w, d.get("appearance_slipped", ""))  # a slip of the locals' looks: theirs (r40)
    d["sky"] = w.sky[:1].upper() + w.sky[1:]
    d["overheard_in_the_barn"] = barn_rumour(s.child("rumour"), mission.node_type)
    return d, Setting(mission.node_type, "alternate", world, "human", facts=w, home="Sacramento")



def node_details(mission, stream: Stream, deck=None, opposition=(),
                 complications=()) -> tuple[dict, Setting]:
    """The node details of ``mission`` and the Setting the rest of the trip uses (a planet's
    life fits the ``opposition``: Wildlife/Animals and a Monster need a living world; crews here before,
    and locals who keep the peace, follow the mission and its ``complications``)."""
    t = mission.node_type
    visits = visits_for(mission, complications)
    intel = known_for(mission, complications)
    before = before_for(mission, visits, stream.child("before"))
    if t in ("Known Planet", "Unknown Planet"):
        d, setting = _planet(mission, stream, t == "Known Planet", bool({"Wildlife/Animals", "Monster/Enemy"} & {*(opposition or ())}),
                             visits, intel, not {"War Zone", "Dangerous People"} & {*opposition, *complications}, before,
                             "War Zone" in complications)
    elif t == "Time Travel":
        d, setting = _time_travel(mission, stream, before)
    elif t == "Alternate Earth":
        d, setting = _alternate(mission, stream, visits)  # a first visit: nothing catalogued
    elif t == "Dream World":
        d, setting = _dream(mission, stream)
    else:
        d, setting = _chao(mission, stream)
    setting.facts.visits, setting.facts.known, setting.facts.before = visits, intel, before
    if visits == "none":  # no crew has been here: no old field log of this node
        d.pop("from_an_old_field_log", None)
    if setting.family == "chao":
        setting.facts.body = "strange"
    if "overheard_in_the_barn" not in d:
        d["overheard_in_the_barn"] = barn_rumour(stream.child("rumour"), t)
    return {"node_type": t, **d}, setting
