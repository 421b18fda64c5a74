"""Checks for what cold read 8 found that the audit's text rules do not see."""

from __future__ import annotations

import copy

from generators.trip.code import code_for, trip_for_code


def test_the_boss_leads_the_toughs_only_where_the_boss_is():
    """"Led by Christian Lovecraft (NPC 3)" was on every scene's mooks, though Lovecraft is
    "Found at: The Free Customs Shed"."""
    led = 0
    for n in range(1, 61):
        d = trip_for_code(code_for("foes-led", n)).to_dict()
        where = {x["key"]: x.get("where") for x in d["npcs"]}
        for sc in d["scenes"]:
            for part in ("obstacle", "surprise"):
                f = (sc.get(part) or {}).get("foes")
                if f and f.get("tier") == "mook" and "Led by" in f["line"]:
                    led += 1
                    assert where[f["npc"]] in ("", None, sc["place"]), (n, sc["place"], f["line"])
    assert led  # some toughs still have their boss with them


def test_a_role_that_names_a_skill_has_it_where_the_world_allows():
    """"The only mechanic for miles" had Acting, Encryption and a laser (and 70 of 90 NPCs in
    such roles, seed role-skill, lacked the skill their role names; 7 after, each on a world
    where the skill does not fit or with no skill on its stats). Only NPCs whose home world
    allows the skill count (ALGORITHM 10 put 8 of 67 on stone- and iron-age worlds, where no
    mechanic has Mechanics (repair)); of those, all but a few with no free skill on its stats."""
    from generators.content.world import facts_of
    from generators.trip.cast import home_facts, role_info, role_skill, skill_fits

    has = tot = 0
    for n in range(1, 151):
        d = trip_for_code(code_for("role-skill", n)).to_dict()
        world = facts_of(d["world"]) or None
        for x in d["npcs"]:
            want = role_info(x["role"]).get("skill")
            if want and x.get("source") == "npc" and skill_fits(want, home_facts(x["role"], world)):
                tot += 1
                if any(k["name"].split(":")[0] == want for k in x["skills"]):
                    has += 1
                else:  # the few: no skill role_skill may turn into it (none on the skill's
                    # stats, or only one that a crew designation's bonus die keeps)
                    f = copy.deepcopy(x)
                    role_skill(f, [None] * len(f.get("items") or []), x["role"],
                               home_facts(x["role"], world))
                    assert f["skills"] == x["skills"], (n, x["role"], x["skills"])
    assert tot > 50 and has / tot >= 0.9, (has, tot)


def test_a_secret_that_is_a_state_is_not_regretted_as_a_deed():
    """"Has already decided to betray somebody today, and they regret it every day": a
    secret that is how things are (dying, cannot read, has a map) is a whole secret, not a
    deed with an aftermath (grammars/people.json sec_did)."""
    import re

    from generators.text.grammar import compiled_for

    facts = {"honest": "no", "age": "adult", "body": "human", "inhabitants": "many",
             "air": "breathable", "tech": "electric", "folk": "local", "role": "other",
             "visits": "some", "barn": "known", "rivals": "here", "side": "other"}
    did = [str(x) for x in compiled_for("grammars/people", facts).rules.get("sec_did", [])]
    assert did
    state = re.compile(r"^(Is |Has a |Has been |Has already |Cannot |Knows |Keeps )")
    assert not [x for x in did if state.match(x)]


def test_a_paying_tourist_is_never_a_slipship_crewmember():
    """"The loudest of the paying tourists, Gonzo Writer, Medical crew" (12 of 42 on seed
    tourist-crew): role_classes "crew": false."""
    tot = 0
    for n in range(1, 121):
        for x in trip_for_code(code_for("tourist-crew", n)).to_dict()["npcs"]:
            if x["role"] == "The loudest of the paying tourists":
                tot += 1
                assert " crew" not in (x.get("class") or ""), (n, x["class"])
    assert tot > 10


def test_a_name_with_doors_in_it_is_not_a_door():
    """Audit of seed hang, trip 272: 'Lake "Seventeen Doors" Wolfe offers the crew a short cut
    to the Beach of Falling' read as doors on a beach (doors-need-a-building)."""
    from generators.content import stratify
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.trip.consistency import check
    from generators.trip.daytrip import trip_from_mission

    s = Stream("hang", "audit/272")
    m = roll_mission(s, "typical")
    stratify(m, s, 272)
    t = trip_from_mission(m, s).to_dict()
    assert not [v for v in check(t) if v.rule == "doors-need-a-building"]
    beach = next(x["name"] for x in t["locations"] if x.get("setting") == "outdoor")
    t["events"].append({"when": "Hour 9", "text": f"The doors at {beach[:1].lower() + beach[1:]} "
                                                  f"are locked from now on."})
    assert [v for v in check(t) if v.rule == "doors-need-a-building"]
