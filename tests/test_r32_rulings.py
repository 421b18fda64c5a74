"""Round 32 (cold read 31): four things a GM reading trips cold found, each a line that set
something up and left the GM without its ruling: armed people with no weapon, a clock tick
naming an hour before it fires, ground "impassable for one tick" with no hours and no way
round, and a locked door with three keyholes nobody ever explains."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from generators.needs import fits
from generators.rng import Stream
from generators.trip.armed import arm, weapons_for
from generators.trip.audit_trip import audit_trip
from generators.trip.event_window import on_ticks

ROOT = Path(__file__).resolve().parent.parent
N = 200  # slip-n-slide audit/1..N: the audit's own trips
GUNS = re.compile(r"\b(rifle|pistol|shotgun|laser|gun)\b", re.I)
ARMED_WORDS = re.compile(r"\b(armed|shoot|shoots|shooting|guns?|rifles?|spears?)\b", re.I)


@lru_cache(maxsize=1)
def trips() -> tuple:
    return tuple(audit_trip("slip-n-slide", i) for i in range(1, N + 1))


def _corpus(key: str) -> dict:
    return json.loads((ROOT / "corpora" / f"{key}.json").read_text())


def _obstacles(t: dict):
    for sc in t["scenes"]:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part)
            if ob:
                yield sc, ob


# 1. Armed people with no weapons

def test_armed_obstacle_lines_say_so_as_a_fact():
    """Cold read 31: "Armed guards are moving something valuable" printed mooks with "Items:
    none". The block can only be armed if the line's fact says so: every Dangerous People line
    whose words arm its people (armed, shoot first) carries "armed": "yes", and no line without
    such words does."""
    for it in _corpus("trip/play_obstacles")["items"]:
        says = bool(ARMED_WORDS.search(it["value"])) and it.get("opposition") == "Dangerous People"
        assert (it.get("armed") == "yes") == says, it["value"]


def test_arm_gives_a_weapon_of_the_worlds_tech_and_its_skill():
    """A spear or a sword in a low-tech past, a gun where there is powder: a mook armed by
    the line holds a weapon that fits the world's tech, and a weapon skill that fires or swings
    it, not Boxing beside "Items: none"."""
    mook = {"stats": {}, "skills": [{"name": "Fighting/Weapon:Boxing", "stat": "GRACE", "level": 1}],
            "items": [], "harm": ""}
    for tech in ("stone", "iron", "steam", "electric", "digital", "advanced"):
        for k in range(12):
            b = arm(dict(mook), Stream("r32", f"arm/{tech}/{k}"), {"tech": tech, "peaceful": "no", "inhabited": "yes"})
            assert len(b["items"]) == 1, (tech, b)
            weapon = b["items"][0]["name"]
            skills = [x["name"] for x in b["skills"]]
            assert "Fighting/Weapon:Boxing" not in skills, (tech, b)  # the one trick became the weapon's
            assert b["skills"][0]["level"] == 1
            if tech in ("stone", "iron"):
                assert not GUNS.search(weapon), (tech, weapon)
                assert not any(s.startswith("Firearm") for s in skills), (tech, skills)
            else:
                assert GUNS.search(weapon) and any(s.startswith("Firearm:") for s in skills), (tech, b)
            if weapon == "laser pistol":
                assert tech == "advanced"


def test_every_armed_kit_entry_fits_its_own_skill():
    """A weapon the data puts in a world's hands is one its skill's own needs allow there (a
    rifle never in the stone age, where Firearm does not fit)."""
    needs = {it["value"]: it.get("needs") for it in _corpus("trip/skill_needs")["items"]}
    for tech in ("none", "stone", "iron", "steam", "electric", "digital", "advanced", "strange"):
        facts = {"tech": tech, "peaceful": "no"}
        for weapon, skill in weapons_for(facts):
            for key in (skill.split(":")[0], skill):
                assert fits(needs.get(key), facts), (tech, weapon, skill)


def test_armed_scenes_print_a_weapon_in_their_block():
    """Over the audit's trips, each scene whose obstacle says its people are armed or shoot
    first prints a stat block with a weapon and the weapon skill it is used with (cold read 31:
    a checkpoint that will "shoot first", its block "Items: none", "Fighting/Weapon:Boxing")."""
    pairs = {it["value"]: it["skill"] for it in _corpus("trip/armed_kit")["items"]}
    seen = 0
    for t in trips():
        for sc, ob in _obstacles(t):
            if ob["opposition"] != "Dangerous People" or not ARMED_WORDS.search(ob["text"]):
                continue
            f = ob.get("foes")
            if not f or f.get("stats") is None:
                continue  # the boss's own block (an NPC of the cast)
            seen += 1
            names = {i["name"] for i in f["items"]}
            skills = {k["name"] for k in f["skills"]}
            assert any(w in names and pairs[w] in skills for w in pairs), (t["path"], ob["text"], f["line"])
            assert "Items: none" not in f["line"], (t["path"], f["line"])
            if re.search(r"\bshoot", ob["text"]):
                assert any(s.startswith("Firearm:") for s in skills), (t["path"], f["line"])
    assert seen >= 3, seen  # the audit's trips meet armed people (6 of slip-n-slide's first 200)


# 2. A clock tick that contradicts its own hour

def test_tied_event_lands_on_a_tick_end_even_where_one_is_taken():
    """A War Zone at hour 14 with hours 12 and 16 held by other happenings stayed at hour 14,
    and its tick fired at hour 16 saying "At hour 14 the war ... turns to shooting" (slip-n-slide
    audit/95; cold read 31: hour 15 in tick 4). The event moves to a tick's end all the same."""
    events = [{"when": "Hour 0", "text": "The lander sets down."},
              {"when": "Hour 12", "text": "A bell rings somewhere."},
              {"when": "Hour 14", "text": "War Zone: Two armies camp either side of the river."},
              {"when": "Hour 16", "text": "A cart passes."},
              {"when": "Hour 23", "text": "The slip window closes."}]
    on_ticks(events, [], [], 18)
    war = next(e for e in events if e["text"].startswith("War Zone"))
    assert int(war["when"].split()[1]) % 4 == 0, war


def test_no_tick_names_an_hour_before_it_fires():
    """A tick is read when it fires: a line in it that says something happens "at hour 15"
    when the tick fires at hour 16 tells the GM of a past the table already played (cold read
    31, cold31-a-oxbowmint-66 tick 4). Over the audit's trips, no hour a tick names is earlier
    than its own, and a War Zone's or Bad Odds' event is at the hour its tick fires."""
    for t in trips():
        for tk in t["clock"]["ticks"]:
            fire = tk["tick"] * t["clock"]["hours_per_segment"]
            for ev in tk["events"]:
                # (a line that tells what is over says so in the past: "was at hour 17 and was
                # over by hour 18; a crew who were not there have missed it")
                for m in re.finditer(r"(?<!\bwas at )(?<!\bwas over by )\bhour (\d+)\b", ev["text"]):
                    assert int(m.group(1)) >= fire, (t["path"], tk["tick"], ev["text"])
        for e in t["events"]:
            if re.match(r"(War Zone|Bad Odds): ", e.get("text") or ""):
                assert int(re.search(r"\d+", e["when"]).group()) % 4 == 0, (t["path"], e)


# 3. A missing ruling

def test_clock_lines_that_close_the_ground_say_hours_and_a_way():
    """Cold read 31: "the open ground between the places is impassable for one tick": the GM
    did not know which hours, nor any way round, and a crew caught between places lost hours
    with no roll. A clock line that shuts the ways for a while names its hours and a way round
    with its cost (a roll's DL, or hours on the clock)."""
    for it in _corpus("trip/play_clock")["items"]:
        v = it["value"] if isinstance(it, dict) else it
        if re.search(r"\bimpassable\b|\bfor one tick\b|\bnot safe to cross\b", v):
            assert "{tick_hour}" in v and "{next_hour}" in v, v
            assert re.search(r"\bDL \d\b", v) and re.search(r"hours? on the clock", v), v


def test_worst_of_the_day_tick_prints_its_hours():
    """On the page, the 'worst of the day' tick says from which hour to which (its own firing
    hour to the next tick's) and the roll to push on (marrowlantern-42 under algorithm 27 said
    only "for one tick")."""
    seen = 0
    for t in trips():
        for tk in t["clock"]["ticks"]:
            fire = tk["tick"] * t["clock"]["hours_per_segment"]
            for ev in tk["events"]:
                if "worst of the day" not in ev["text"]:
                    continue
                seen += 1
                assert f"from hour {fire} to hour {fire + 4}" in ev["text"], (t["path"], ev["text"])
                assert "one tick" not in ev["text"] and re.search(r"\(DL \d\)", ev["text"]), ev["text"]
    assert seen >= 3, seen  # 3 of the 200 draw it under algorithm 33 (5 under 27): the env track has more lines


# 4. A locked door with three keyholes never explained

SETUP = re.compile(r"\b(locked|keys?|keyholes?|guard|buried|asleep|cage|crowd|creaks|door|invitation|"
                   r"ledger|stealing|tidied|labelled)\b", re.I)
PAID = re.compile(r"\b[A-Z]+ DL \d\b|\b[A-Z]+ roll \(DL \d\)|\bhours? on the clock\b")


def test_every_keeping_that_sets_up_a_barrier_pays_it_on_its_line():
    """Cold read 31 (gravelsong-5): "The flight recorder is here, behind a locked door with
    three keyholes", and nothing on the page mentioned keys. Each way the place grammar keeps
    the maguffin that puts a barrier in the crew's way (a lock, a guard, a buried hiding place,
    a sleeper's pocket, a door, a crowd) says on the same line how it is got past, at a cost in
    the game's terms (a roll's DL or hours on the clock)."""
    rules = _corpus("grammars/places")
    rules = rules.get("rules", rules)
    lines = [x["text"] if isinstance(x, dict) else x for key in ("kept_how", "kept_how_open") for x in rules[key]]
    assert lines
    for text in lines:
        if SETUP.search(text):
            assert PAID.search(text), text


def test_what_is_here_never_leaves_keys_unexplained():
    """Over the audit's trips, a scene's "What is here" line that names a lock or keys also says
    how it is opened, with a roll or hours."""
    for t in trips():
        for sc in t["scenes"]:
            gm = sc.get("gm") or ""
            if re.search(r"\b(locked|keyholes?)\b|\bkeys?\b(?! to\b)", gm):  # (not "the key to the survey")
                assert PAID.search(gm), (t["path"], gm)


# the audit's own reading (its trips must pass it)

def test_talk_or_signs_clash_is_one_scenes_trouble():
    """slip-n-slide audit/16: "Keep talking and count aloud" at a place too quiet (scene 1) and
    "Talk only by hand signs" at another place's echo (scene 2) were read as one clash; they are
    two troubles, each with its own way. The same two ways at one scene still clash."""
    from generators.trip.consistency import check

    # (algorithm 29: audit/16 is another trip; the two ways are set on a trip's first two scenes)
    t = audit_trip("slip-n-slide", 2)
    t["scenes"][0]["obstacle"]["way"] = ("Keep talking and count aloud the whole way through (BRAINS DL 2), "
                                         "or wait it out (one hour on the clock).")
    t["scenes"][1]["obstacle"]["way"] = ("Talk only by hand signs and keep going (BRAINS DL 3), or wait for "
                                         "the echo to fade (one hour on the clock).")
    assert not [v for v in check(t) if v.rule == "line-clash"]
    t["scenes"][0]["obstacle"]["way"] += " Or talk only by hand signs (BRAINS DL 3)."
    assert [v for v in check(t) if v.rule == "line-clash"]


def test_same_skills_counts_only_the_craft_the_world_allows():
    """slip-n-slide audit/31: two Government Agents of a peaceful node each hold Stealth and
    Encryption, all of their craft (Firearm, Fighting/Weapon, Stealth, Encryption) that a world
    with no weapon skills allows: nothing else of it was theirs to learn. On a world where they
    could fight, the same two blocks are one block twice."""
    from generators.trip.consistency import check

    # (audit/31 is another trip since algorithm 29; the first slip-n-slide audit trip of a
    # peaceful world of advanced tech with two classed locals is found, not pinned, so a new
    # algorithm does not move it away: its two locals are made the two agents of the cold read,
    # Stealth and Encryption each)
    def locals_of(t):
        return [n for n in t["npcs"] if n.get("source") != "creature" and n.get("folk") == "local" and n.get("class")]
    t = next(t for t in (audit_trip("slip-n-slide", i) for i in range(1, 600))
             if t["world"]["peaceful"] == "yes" and t["world"]["tech"] == "advanced" and len(locals_of(t)) >= 2)
    people = locals_of(t)
    for n in people[:2]:
        n["class"] = "Government Agent"
        n["skills"] = [{"name": "Stealth", "stat": "GRACE", "level": 1}, {"name": "Encryption", "stat": "BRAINS", "level": 1}]
    assert not [v for v in check(t) if v.rule == "cast-same-skills"]
    t["world"]["peaceful"] = "no"
    assert [v for v in check(t) if v.rule == "cast-same-skills"]
