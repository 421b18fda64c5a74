"""Round 40, whereabouts: each rule of generators/trip/consistency_r40whereabouts.py fires on a
trip broken on purpose (R40_WHEREABOUTS_BREAKS), and over the audit trips the generator keeps to
it. Cold reads: one denning bear in four places (cold39-a-bramble-13: "The bear has made a den at
the Provisional Canal Lock", and ticks 1, 3 and 5 "A bear has been at the Commission's Radio
Tower", "A bear hunts the paths now", "A bear goes for the lander"); rivals who "bet their whole
fee that they would beat the PCs home" and spend the day waiting by their lander (bramble-13);
the rivals' captain standing in the scene where "One of the rivals ... swears the rest of their
crew has gone home" (cold39-a-alder-5); rivals at the goal "since before the crew landed" whose
lander was parked at the slip-in point an hour before (cold39-a-corrie-8), and a rival crew in
five places at once (cold39-b-jarrow-6)."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r40whereabouts import GONE_HOME, RULES
from generators.trip.lair_fit import ground_place, herd_ground
from generators.trip.obstacle_fit import CAPTAIN, rival_lone
from generators.trip.rival_where import rival_lander

N_TRIPS = 200
SEED = "slip-n-slide"
WILD = "Wildlife/Animals"
PARKED = ("Another lander is already parked at {p}, its engines cool to the touch after an hour on the ground; "
          "its crew waves, too cheerfully.")


def _creature_at_scene(t: dict):
    places = {sc["place"] for sc in t["scenes"][1:]}
    return next((n for n in t["npcs"] if n.get("source") == "creature" and n.get("where") in places), None)


def _break_den() -> dict:
    """The bramble-13 bear: it dens at its own scene, and the clock has it at the lander."""
    t = trip_where(lambda t: _creature_at_scene(t) is not None, SEED)
    n = _creature_at_scene(t)
    sc = next(sc for sc in t["scenes"] if sc["place"] == n["where"])
    sc["obstacle"].update(opposition=WILD, text=f"{n['name']} has made a den at {sc['place']}, across the easy "
                                                "way through, and does not like visitors",
                          foes={"npc": n["key"], "line": f"{n['name']} (NPC 3): use its stat block."})
    noun = n["name"].removeprefix("The ")
    t["clock"]["ticks"][4]["events"].append({"track": "opp", "text": (
        f"A {noun} goes for the lander at {t['scenes'][0]['place']} and tears at the hatch seals.")})
    return t


def _rival_land(t: dict, late: str) -> None:
    r = t["rivals"][0]["name"]
    t["clock"]["ticks"][0]["events"].append({"track": "rival", "text": (
        f"{r} land near {t['scenes'][0]['place']}. {late}.")})


def _break_waits() -> dict:
    """The bramble-13 rivals: a bet to beat the crew home, and a day spent by their lander."""
    t = trip_where(lambda t: bool(t["rivals"]) and t["world"].get("rivals") == "later", SEED)
    t["world"]["rival_why"] = "beat"
    _rival_land(t, f"Rather than go after the crew, they spend the rest of the day by their own lander near "
                   f"{t['scenes'][0]['place']}, waiting for the crew to come back so they can ask how it went")
    return t


def _captain(t: dict) -> str | None:
    return next((d["text"] for r in t["rivals"][:1] for d in r["details"] if d["label"] == "Captain"), None)


def _break_gone_home() -> dict:
    """The alder-5 captain, standing in the scene where a rival swears the rest have gone home."""
    t = trip_where(lambda t: _captain(t) is not None and len(t["scenes"]) > 2, SEED)
    sc = t["scenes"][2]
    sc["here"] = [*sc["here"], _captain(t)]
    sc["obstacle"].update(opposition="Rival DayTrippers", text=(
        f"One of the rivals stops the crew at {sc['place']} and asks to join them, and swears the rest of "
        "their crew has gone home"))
    return t


def _far(t: dict) -> bool:
    hops = {(c["from"], c["to"]) for c in t["connections"]} | {(c["to"], c["from"]) for c in t["connections"]}
    return (t["scenes"][0]["id"], t["scenes"][-1]["id"]) not in hops and bool(t["rivals"])


def _break_two_places() -> dict:
    """The corrie-8 rivals: parked at the slip-in an hour before, and at the goal since before."""
    t = trip_where(_far, SEED)
    t["start"]["read_aloud"] += " " + PARKED.format(p=t["scenes"][0]["place"][:1].lower() + t["scenes"][0]["place"][1:])
    goal = t["scenes"][-1]["place"]
    t["clock"]["ticks"][1]["events"].append({"track": "rival", "text": (
        f"{t['rivals'][0]['name']} have held the best spot at {goal[:1].lower() + goal[1:]} for their own party since "
        "before the crew landed; the crew's party wait for them to finish (+1 hour on the clock).")})
    return t


R40_WHEREABOUTS_BREAKS = {"creature-den-roams": _break_den, "rival-waits-against-goal": _break_waits,
                          "rival-captain-gone-home": _break_gone_home, "rival-two-places": _break_two_places}


def test_every_rule_has_a_break():
    assert set(R40_WHEREABOUTS_BREAKS) == set(RULES)


def test_each_rule_fires_on_its_break():
    for rule in RULES:
        assert fires(R40_WHEREABOUTS_BREAKS[rule](), rule), rule


def test_rivals_who_wait_at_the_landers_are_nowhere_else():
    """jarrow-6: rivals by the landers for the rest of the day are not also the body that got to
    a scene first."""
    t = trip_where(lambda t: bool(t["rivals"]) and len(t["scenes"]) > 2, SEED)
    _rival_land(t, "Rather than go after the crew, they stand about the crew's lander instead")
    sc = t["scenes"][2]
    sc["obstacle"].update(opposition="Rival DayTrippers",
                          text=f"The rival crew got to {sc['place']} first and are asking the same questions, louder")
    assert fires(t, "rival-two-places")


def test_a_den_keeps_the_creature_at_its_place():
    """A den or a held ground in a scene's wildlife obstacle keeps the creature there; a herd
    roams unless an obstacle has it hold the ground."""
    creatures = [("To find food for its young, whatever it has to catch", "The Provisional Canal Lock")]
    den = [(WILD, "The bear has made a den at the Provisional Canal Lock, across the easy way through", "The Provisional Canal Lock")]
    assert ground_place(creatures, den) == "The Provisional Canal Lock"
    tracks = [(WILD, "Fresh tracks at the mine show that a bear came through not long ago", "The mine")]
    assert ground_place(creatures, tracks) is None
    held = [(WILD, "Territorial animals hold the ground at the Humming Wind Farm and charge anything", "The Humming Wind Farm")]
    assert herd_ground([("To keep its own ground", "The Humming Wind Farm")], held) == "The Humming Wind Farm"
    assert herd_ground([("To keep its own ground", "The Humming Wind Farm")], tracks) is None


def test_the_facts_say_where_the_rivals_are():
    assert rival_lander({"read_aloud": "It is day here. " + PARKED.format(p="Pene Station")}) == "landing"
    assert rival_lander({"read_aloud": "A flare goes up across Pene Station."}) == "away"
    assert rival_lone([{"role": CAPTAIN, "name": "Aala Highsmith"}]) == {"rival_lone": "no"}
    assert rival_lone([{"role": "The local who knows the ground", "name": "Sharon"}]) == {"rival_lone": "yes"}


def test_the_corpus_keeps_to_the_facts():
    """Lines that have the rivals at the goal since before the crew landed need their lander away;
    the day by the lander is for rivals who came to watch, never to beat the crew home; a rival who
    swears the rest have gone home needs a scene without the captain."""
    clock = load("trip/play_clock").items
    since = [f for v, _, f in clock if "since before the crew landed" in v and f.get("track") == "rival"]
    assert len(since) == 3 and all("rival_lander: away" in f["needs"] for f in since)
    waits = [f for v, _, f in clock if "spend the rest of the day by their own lander" in v]
    assert waits and all("rival_why: watch" in f["needs"] and "beat" not in f["needs"] for f in waits)
    beat = [v for v, _, f in clock if f.get("track") == "rival:late" and "rival_why: beat" in f.get("needs", "")]
    assert beat and not any("lander" in v or "wait" in v for v in beat)
    gone = [f for v, _, f in load("trip/play_obstacles").items if GONE_HOME.search(v)]
    assert gone and all("rival_lone: yes" in f.get("needs", "") for f in gone)


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, and what they guard is still drawn: creatures that keep
    to their ground on the clock, rivals who set off for the goal to beat the crew home, and the
    lone rival who swears the rest have gone home."""
    from generators.trip.consistency import check

    seen = {"ground": 0, "beat": 0, "gone": 0}
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        events = [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]]
        seen["ground"] += any("its ground at" in x for x in events)
        seen["beat"] += any("meaning to be done with the job and slipping home before the crew" in x for x in events)
        seen["gone"] += any(GONE_HOME.search(sc["obstacle"]["text"]) for sc in t["scenes"])
    assert all(seen.values()), seen
