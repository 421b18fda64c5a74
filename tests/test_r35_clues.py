"""Round 35, clues (cold readers of algorithm-30 trips): a needed way past that does not fit its
obstacle ("straight down its middle" for a spinning top and for hot, heavy air; a local who
"walks the crew through" a ticking device; painted stones "just out of its reach" for a carcass
whose flies follow the crew); a clue card with no words ("with a few words written on a slip
inside the band", and nothing said of them); a mapping job that never says how long the mapping
takes nor when it is done.

Each rule of generators/trip/consistency_r35clues.py fires on a trip broken on purpose, and the
generator keeps the lines apart over many audit trips (trip/way_pass.py, trip/clue_say.py again,
trip/map_work.py): each test below fails if its fix is reverted."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clue_forms import _forms
from generators.trip.clue_kinds import kind
from generators.trip.consistency_r35clues import FITS, RULES, WORDS
from generators.trip.map_work import map_clock, map_entry
from generators.trip.way_pass import passing

DEVICE = "A device at the Mill is counting down, and nobody knows to what."
MIDDLE = ("How to deal with the dangerous thing at the Mill: it is safest straight down its middle, not along "
          "the edges where everyone goes, so a crew who keep to the middle get through: no roll and no time lost.")


def _break_way() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]) and any(f["id"] == "way" for f in t["clues"]))
    t["scenes"][-1]["obstacle"].update({"opposition": "Dangerous Object", "text": DEVICE})
    next(f for f in t["clues"] if f["id"] == "way")["fact"] = MIDDLE
    return t


def _break_card() -> dict:
    t = trip_where(lambda t: any(c["kind"] == "scene" for f in t["clues"] for c in f["clues"]))
    c = next(c for f in t["clues"] for c in f["clues"] if c["kind"] == "scene")
    c.update({"how": "A hat left behind at the Mill, with a few words written on a slip inside the band",
              "source": "trace"})
    return t


def _break_map() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    t["maguffin"]["what"] = "The old mine, mapped from top to bottom"
    t["scenes"][-1]["want"] = "The mine, measured, drawn and mapped, and the map carried home before the slip window closes."
    return t


R35_clues_BREAKS = {"way-clue-wrong-passing": _break_way, "clue-card-no-words": _break_card,
                    "map-job-no-hours": _break_map}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_clues_BREAKS[rule](), rule)


@pytest.mark.parametrize("rule", RULES)
def test_no_rule_fires_on_audit_trips(rule):
    for i in range(1, 13):
        assert not fires(audit_trip(i), rule), (rule, i)


def ob(opposition: str, text: str) -> dict:
    return {"opposition": opposition, "text": text}


def test_obstacles_say_what_passing_them_means():
    assert passing(ob("Dangerous Object", DEVICE)) == "handle"
    assert passing(ob("Dangerous Object", "A spinning top at the Mill never stops, and anyone who watches it "
                                          "turns in circles until it is out of sight")) == "by"
    assert passing(ob("Dangerous Object", "A split carcass lies at the Mill, and a cloud of biting flies rises "
                                          "off it at every footstep")) == "swarm"
    assert passing(ob("Dangerous Environment", "The air at the Mill is hot and heavy, and the crew tire twice as "
                                               "fast as they should")) == "weather"
    assert passing(ob("Dangerous Environment", "A crack in the ground splits the Mill, a long jump wide and too deep "
                                               "to climb out of after a fall")) == "gap"
    assert passing(ob("Dangerous Object", "An unexploded something sits at the Mill, ticking, and the locals stack "
                                          "firewood around it")) == "handle"  # the content's own (grammars)


def test_the_ways_drawn_fit_the_kind_of_passing():
    """The draw (trip/clue_forms.py _forms with the fact ``passing``) gives no way written for another kind."""
    base = {"inhabited": True, "meets_visitors": True, "air": "breathable", "setting": "outdoor",
            "place_kind": "wild", "ob": "plain"}
    for kind_, bk in (("handle", "object"), ("by", "object"), ("weather", "place"), ("swarm", "creature"),
                      ("air", "place"), ("gap", "place"), ("overhead", "place")):
        f = {**base, "passing": kind_, "barrier_kind": bk}
        ways = [v for use in ("shortcut:any", "shortcut:Dangerous Object", "shortcut:Dangerous Environment")
                for v, _ in _forms(use, f)]
        assert ways, kind_
        for v in ways:
            for phrase, kinds in FITS:
                assert not (phrase in v and kind_ not in kinds), (kind_, v[:70])
    # each kind keeps ways of its own beside the long way round
    for kind_, opp in (("handle", "Dangerous Object"), ("air", "Dangerous Environment"),
                       ("weather", "Dangerous Environment"), ("gap", "Dangerous Environment")):
        own = _forms(f"shortcut:{opp}", {**base, "passing": kind_, "barrier_kind": "place"})
        assert len(own) >= 2, (kind_, own)


def test_needed_ways_fit_their_obstacles_over_many_trips():
    """Over 200 audit trips, the needed way past the climax fits what passing its obstacle means
    (before the fix: 44 of 300 slip-n-slide audit trips did not)."""
    misfits = []
    for i in range(1, 201):
        t = audit_trip(i)
        way = next((f for f in t["clues"] if f["id"] == "way"), None)
        if not (way and t["scenes"]):
            continue
        k = passing(t["scenes"][-1]["obstacle"])
        misfits += [(i, p) for p, kinds in FITS if p in way["fact"] and k not in kinds]
    assert not misfits, misfits[:5]


def test_every_written_card_carries_its_words_over_many_trips():
    """Every written thing found at a scene says what its words say (before the fix: 242 wordless
    cards on 176 of 300 slip-n-slide audit trips)."""
    wordless, later = [], 0
    for i in range(1, 201):
        for f in audit_trip(i)["clues"]:
            scene = [c for c in f["clues"] if c["kind"] == "scene"]
            for n, c in enumerate(scene):
                if kind(c["how"], c["source"]) == "writing":
                    later += n > 0
                    if not WORDS.search(c["how"]):
                        wordless.append((i, c["how"][:60]))
    assert later > 20 and not wordless, (later, wordless[:5])


def test_mapping_jobs_say_their_hours_over_many_trips():
    """Every job whose maguffin is a map says the mapping's hours, when it is done, and by when to
    be at work (before the fix: none of 27 in 300 slip-n-slide audit trips did)."""
    seen = 0
    for i in range(1, 201):
        t = audit_trip(i)
        f = map_entry(t["maguffin"].get("what"))
        if not f:
            continue
        seen += 1
        hours = f"{f['map_hours']} hour"
        assert f"{hours}" in t["scenes"][-1]["want"] and "it is done when" in t["scenes"][-1]["want"], i
        assert any("mapping" in e["text"] and hours in e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]), i
    assert seen >= 5


def test_the_mapping_hours_join_the_hour_to_start_back():
    mag = {"what": "The old mine, mapped from top to bottom"}
    ticks = [{"tick": k, "events": []} for k in range(1, 7)]
    ticks[3]["events"].append({"track": "goal", "text": "Time to start back: the walk from the old mine to the lander "
                                                        "takes 3 hours, so the crew must be on their way by hour 21."})
    map_clock(mag, ticks, "the old mine", 21)
    assert ticks[3]["events"][0]["text"].endswith("the mapping there takes 4 hours (our ruling), so they must be at "
                                                  "work on it by hour 17.")
    alone = [{"tick": k, "events": []} for k in range(1, 7)]
    map_clock(mag, alone, "the old mine", 20)
    assert "by hour 16" in alone[0]["events"][0]["text"]
