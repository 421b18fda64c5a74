"""Round 35, the lead's fixes from the cold reads of algorithm-31 trips (cold_a, cold_b):

- a rule read aloud: the veil's "every roll the crew make for the rest of that scene is at +1 DL"
  and a Chao flux's "every roll to climb ... is DL +1" reached the players' read-aloud box
  (trip/parts.py RULE_IN_PROSE knew only "DL 3" and "a PSYCHE roll"); a node detail read whole
  is now cut at the colon that opens its rule;
- the seat ruling credited to the rules: "(the rules: a ship holds its Capacity, one seat each;
  past that, the floor of the hold takes one person at a squeeze" (the rules define Capacity
  only; the squeeze is this project's ruling, and now says so)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.parts import RULE_IN_PROSE, arrival_prose


@pytest.mark.parametrize("line", [
    "every roll the crew make for the rest of that scene is at +1 DL",
    "every roll to climb, jump, throw or carry is DL +1 until the flux turns",
    "a miss: the crew lose the thread (PSYCHE roll, DL 3)",
])
def test_rule_words_are_rules(line):
    assert RULE_IN_PROSE.search(line)


def test_a_whole_detail_is_read_up_to_its_rule():
    veil = ("The dream notices intruders: whenever a crewmember says 'this isn't real' aloud, every "
            "roll the crew make for the rest of that scene is at +1 DL")
    assert arrival_prose(veil, "whole") == "The dream notices intruders"
    flux = ("Gravity is sideways, and it is a different side for everyone: every roll to climb, jump, "
            "throw or carry is DL +1 until the flux turns")
    assert arrival_prose(flux, "whole") == "Gravity is sideways, and it is a different side for everyone"
    assert arrival_prose("A sky like milk", "whole") == "A sky like milk"


def test_no_rule_in_a_read_aloud_box_over_audit_trips():
    for i in range(1, 120):
        t = audit_trip(i, "slip-n-slide")
        boxes = [(t.get("start") or {}).get("read_aloud") or ""]
        boxes += [sc.get("read_aloud") or "" for sc in t.get("scenes") or []]
        assert not any(RULE_IN_PROSE.search(b) for b in boxes), i


def test_the_audit_finds_a_plus_one_dl_read_aloud():
    t = trip_where(lambda t: bool((t.get("start") or {}).get("read_aloud")))
    t["start"]["read_aloud"] += " Every roll the crew make for the rest of that scene is at +1 DL."
    assert fires(t, "read-aloud-rule")


def test_the_squeeze_is_our_ruling():
    import json
    said = [json.dumps(audit_trip(i, "slip-n-slide")) for i in range(1, 60)]
    squeezes = [s for s in said if "floor of the hold takes one person" in s]
    assert squeezes
    assert all("past that, our ruling: the floor of the hold" in s for s in squeezes)


def test_a_time_trip_writes_three_distinct_paradox_signs():
    import re
    rules = []
    for i in range(1, 150):
        t = audit_trip(i, "slip-n-slide")
        rules += [d["text"] for d in (t.get("node") or {}).get("details") or []
                  if d.get("label") == "Paradox rule"]
    assert len(rules) >= 5
    for r in rules:
        m = re.search(r"in the order they show: first, (.+?); second, (.+?); third, (.+?)\. Later", r)
        assert m, r
        assert len(set(m.groups())) == 3, r
        for sign in m.groups():  # lower-case mid-sentence, "A song" too (round 36: cold read 36-b, review)
            assert not (sign[:1].isupper() and not sign[1:2].isupper()), (sign, r)


@pytest.mark.parametrize("a,b,near", [("Niika", "Niko", True), ("Melia", "Melimanna", True),
                                      ("Toyo", "Tope", True), ("Lowisi", "Lolisi", True),
                                      ("Martin", "Marcus", False), ("Ada", "Zoe", False)])
def test_names_a_gm_mixes_up_read_as_near(a, b, near):
    """Cold read 35-a: "Niika Schmidt and Niko Tucker in the same trip, and one gives a clue
    about the other"; "Melia" and "Melimanna"."""
    from generators.content.name_near import near_words
    assert near_words(a, b) is near


def test_the_audit_finds_names_that_share_four_letters():
    t = trip_where(lambda t: len(t.get("npcs") or []) >= 2)
    a, b = t["npcs"][0], t["npcs"][1]
    a["name"], b["name"] = "Melia Stone", "Melimanna Fairweather"
    assert fires(t, "cast-name-near")


def test_a_doubled_want_is_drawn_again():
    """slip-n-slide audit/44 (algorithm 31): "To get a message to a bride an hour's walk from the
    garden that is also a wedding cake, whose wedding is today": the place brought the want's
    word twice; people.py draws the want again (content/want_join.py)."""
    from generators.content.want_join import doubled, undoubled_want
    from generators.rng import Stream
    bad = "To get a message to a bride an hour's walk from the wedding cake, whose wedding is today"
    assert doubled(bad)
    draws = iter([bad, "To get a message to a bride an hour's walk from the mill, whose wedding is today"])
    assert not doubled(undoubled_want(lambda s: next(draws))(Stream("t", "x")))
    assert not any(doubled(n.get("want") or "") for n in audit_trip(44, "slip-n-slide")["npcs"])


def test_a_visitor_never_reads_like_the_species():
    """slip-n-slide audit/305 (algorithm 31): the tourist "Amane Fuentes" among "The Amala".
    Read over the audit's trips with a named species of locals (the pinned trip moved with
    algorithm 32): no cast name reads like the species."""
    from generators.content.name_near import species_near
    seen = 0
    for i in range(1, 301):
        t = audit_trip(i, "slip-n-slide")
        sp = next((d["text"][4:].split(":")[0] for d in t["node"]["details"]
                   if d.get("label") == "Locals" and d["text"].startswith("The ")), None)
        if not sp:
            continue
        seen += 1
        assert not any(species_near(n["name"], sp) for n in t["npcs"]), (i, sp)
    assert seen >= 10, seen
    assert species_near("Amane Fuentes", "Amala")  # what it guards against


def test_a_tourists_own_clue_may_speak_on_a_silent_day():
    """The day of silence is the locals'; a clue a tourist gives is theirs wherever their name
    falls in it (slip-n-slide audit/553 of algorithm 31), and a local's speech still fires."""
    from generators.trip.consistency_r26hooks import _silent
    t = trip_where(lambda t: any(n.get("folk") == "visitor" for n in t.get("npcs") or [])
                   and any(n.get("folk") == "local" for n in t.get("npcs") or []), n=300)
    guest = next(n for n in t["npcs"] if n.get("folk") == "visitor")
    local = next(n for n in t["npcs"] if n.get("folk") == "local")
    t["node"]["details"].append({"label": "Hook", "text": "Today is a day of silence: the locals do not speak"})
    t["clues"] = [{"id": "x", "clues": [{"at": guest["key"], "kind": "npc", "source": "npc",
                                         "how": f"A bundle of letters in {guest['name']}'s bag; {guest['name']} told the others"}]}]
    found = []
    _silent(t, lambda rule, msg: found.append(rule))
    assert not found
    t["clues"][0]["clues"][0].update(at=local["key"], how=f"{local['name']}, who tells it aloud")
    _silent(t, lambda rule, msg: found.append(rule))
    assert found == ["silent-day-talk"], found


def test_a_foe_keeps_the_crew_busy_only_where_nobody_else_works_against_them_in_secret():
    """slip-n-slide audit/756, 858, 959 (algorithm 31): a client or a local already works against
    the crew in secret (the world fact ``foil``), and a foe's want "To keep the crew busy until
    the job no longer matters" stacked a second hidden motive (the audit's foils-stacked)."""
    import json
    from pathlib import Path
    from generators.needs import fits
    rules = json.loads((Path(__file__).parent.parent / "corpora/grammars/people.json").read_text("utf-8"))["rules"]
    line = next(x for x in rules["want_foe"]
                if (x.get("text") if isinstance(x, dict) else x) == "To keep the crew busy until the job no longer matters")
    assert not fits(line["needs"], {"foil": "client"}) and not fits(line["needs"], {"foil": "local"})
    assert fits(line["needs"], {"foil": "rivals"}) and fits(line["needs"], {"foil": "none"})


def test_the_maguffins_xp_level_has_a_number():
    """Cold read 35-a: "plus the maguffin's Level if the GM rates it a valuable artifact" with no
    Level given. The rules: "FOR EACH VALUABLE ARTIFACT OR MAJOR DISCOVERY BROUGHT HOME, a number
    of XPs equal to its Level or Item Bonus"; the page suggests the job's CL, as our reading."""
    import re
    seen = 0
    for i in range(1, 40):
        t = audit_trip(i, "slip-n-slide")
        for e in t.get("endings") or []:
            xp = e.get("xp") or ""
            if "maguffin's Level" in xp:
                seen += 1
                m = re.search(r"\(our reading: Level (\d), the job's CL\)", xp)
                assert m and m.group(1) == str(t["clearance_level"]), xp
    assert seen


def test_no_tourist_is_named_for_the_weather():
    """slip-n-slide audit/845 after round 35's merges: the tourist "Rain Johnson" on a bone-dry
    world, read by the audit's world rules as rain in the start's lines."""
    from generators.content.maguffin import WEATHER_NAMES, party_names
    from generators.rng import Stream
    for k in range(300):
        names = party_names(Stream("weather", f"party/{k}"), 4)
        assert len(names) == 4 and not any(n.split()[0].lower() in WEATHER_NAMES for n in names)


def test_a_person_who_may_be_a_physicist_never_cannot_read():
    """slip-n-slide audit/460, 529, 540, 738, 873 after round 35's merges: "Cannot read" drawn
    for the person history depends on (a Physicist), and for roles whose classes are all
    reading trades, which then fell to a class the role does not list."""
    from generators.content.class_pick import role_info
    from generators.content.want_join import LETTERED, UNLETTERED
    for i in range(1, 120):
        for n in audit_trip(i, "slip-n-slide")["npcs"]:
            if UNLETTERED.search(n.get("secret") or ""):
                assert n.get("class") not in LETTERED, (i, n["name"])
                assert not set(LETTERED) & set(role_info(n["role"]).get("classes") or ()), (i, n["role"])


def test_a_creature_too_big_for_a_room_always_has_open_quiet_ground():
    """slip-n-slide audit/333 (algorithm 31): a car-sized wyvern on an Alternate Earth whose only
    outdoor place was a loud bazaar (creature-habitat) and whose other places were indoors
    (creature-size-room): places.py makes the last place quiet and out of doors when a creature
    no room holds is in the cast and no place past the slip-in point is out of doors. Read over
    the audit's trips (the pinned trip moved with algorithm 32): every trip with such a creature
    has quiet open ground past the slip-in point, and the audit's two rules stay quiet there."""
    from generators.content import BIG_SIZES
    from generators.content.cast_facts import creature_fact
    seen = 0
    for i in range(1, 401):
        t = audit_trip(i, "slip-n-slide")
        big = [n for n in t["npcs"] if n.get("source") == "creature"
               and (creature_fact(n["name"].removeprefix("The ")) or {}).get("size") in BIG_SIZES]
        if not big or len(t["locations"]) <= 2:
            continue
        seen += 1
        assert any(x["setting"] == "outdoor" and x.get("din") != "loud" for x in t["locations"][1:]), i
        assert not fires(t, "creature-habitat") and not fires(t, "creature-size-room"), i
    assert seen >= 5, seen
