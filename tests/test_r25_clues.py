"""Round 25, clue carriers (issue 10, coherent trips: cold readers of algorithm-22 trips found
"Scrawled on a wall" with nothing said of what it tells, eleven clues left by "another visitor"
in one trip, and a row of five paper notes where the GM could not tell which says what).

Each clue found at a scene says what it tells (trip/clue_say.py), a trip deals its carriers
without replacement by frame and by kind (trip/clue_carry.py ``unworn``, ``unwritten``,
``stale``; trip/clue_kinds.py), the audit trips keep every rule of
generators/trip/consistency_r25clues.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clue_carry import stale, unwritten
from generators.trip.clue_kinds import carrier, frames, kind
from generators.trip.clue_say import SAID, body, sentence
from generators.trip.consistency_r25clues import ROW, RULES, WALL, check_r25clues


def _scene_clues(t: dict) -> list[tuple[dict, dict]]:
    return [(f, cl) for f in t["clues"] for cl in f["clues"]
            if cl["kind"] == "scene" and cl["source"] in SAID]


def _break_says_nothing() -> dict:
    t = trip_where(lambda t: bool(_scene_clues(t)))
    _, cl = _scene_clues(t)[0]
    cl["how"] = carrier(cl["how"])  # "Scrawled on a wall at X" and no more
    return t


def _break_frame_again() -> dict:
    t = trip_where(lambda t: len(_scene_clues(t)) >= 2)
    (f1, a), (f2, b) = _scene_clues(t)[:2]
    a["how"] = f"A letter never sent, left weighted under a stone there. {sentence(f1['id'], f1['fact'], 'A letter', 'trace')}"
    b["how"] = f"Another letter never sent, left weighted under a stone. {sentence(f2['id'], f2['fact'], 'A letter', 'trace')}"
    return t


def _break_notes_wall() -> dict:
    t = trip_where(lambda t: True)
    where = next(f for f in t["clues"] if f["id"] == "where")
    said = sentence("where", where["fact"], "A note", "trace")
    where["clues"] = [{"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "trace",
                       "how": f"{what} at {sc['place']}. {said}"}
                      for sc, what in zip(t["scenes"], ("A page torn from a ledger", "A receipt dropped",
                                                         "A letter never sent", "A label torn from a crate"))]
    return t


R25_CLUES_BREAKS = {"clue-says-nothing": _break_says_nothing, "clue-frame-again": _break_frame_again,
                    "clue-notes-wall": _break_notes_wall}


def test_each_clue_rule_fires_on_its_break():
    for rule, make in R25_CLUES_BREAKS.items():
        assert fires(make(), rule), rule
    assert set(R25_CLUES_BREAKS) == set(RULES)


def _found(t: dict) -> list[str]:
    out: list[str] = []
    check_r25clues(t, t.get("world") or {}, None, lambda rule, msg: out.append(f"{rule}: {msg}"))
    return out


def test_audit_trips_keep_the_clue_rules():
    """Every clue found at a scene says what it tells, no fact or trip is a wall of paper, and
    no carrier frame comes round again, on a world nobody lives on too (round 25, clues2: the
    crew's own search, hunch and instruments, a pocket imager, a hidden stash, a looped call on
    the suits' comms carry what "another visitor" carried twice)."""
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 21):
            assert not _found(audit_trip(i, seed)), (seed, i)


def test_each_fact_says_once_what_it_tells():
    """The first clue of each fact found at a scene says what it tells; the fact's other
    carriers stand under the same fact line and do not say it again (cold read r25: one way
    past printed word for word under four carriers), except a written thing, which carries its
    words (round 35: a clue card with no words; trip/clue_say.py again)."""
    t = audit_trip(1)
    said = 0
    for f in t["clues"]:
        scene = [cl for cl in f["clues"] if cl["kind"] == "scene" and cl["source"] in SAID]
        if not scene:
            continue
        said += 1
        assert body(f["fact"]).split()[0].lower() in scene[0]["how"].lower(), (f["id"], scene[0]["how"])
        assert carrier(scene[0]["how"]) != scene[0]["how"], scene[0]["how"]
        for cl in scene[1:]:
            written = kind(cl["how"], cl["source"]) == "writing"
            assert (carrier(cl["how"]) != cl["how"]) == written, cl["how"]
    assert said >= 2


def test_body_is_the_fact_in_a_few_words():
    assert body("Where to find Orion Mosley, a lander's missing pilot: the Lava Tube of Panon, in the care "
                "of Kunia Bava (Sheltering the missing DayTripper).") == "the Lava Tube of Panon"
    assert body("The way to the ruined tower on the ridge, known to Harmulla (the warden).") == "the ruined tower on the ridge"
    assert body("Narrow Window of Opportunity: At hour 12 (see the clock) the easy way in closes.") \
        == "At hour 12 the easy way in closes"
    assert body("The truth about the egg: It is the last of its kind, and the locals know it.") \
        == "it is the last of its kind, and the locals know it"
    assert sentence("secret-npc-2", "Jeri Borges's secret: Was paid to lose a fight that mattered.",
                    "Gossip at the market", "overheard") == "They say Jeri Borges was paid to lose a fight that mattered."


def test_carrier_kinds_and_frames():
    assert kind("A letter never sent, left weighted under a stone at X", "trace") == "writing"
    assert kind("Pebbles laid out in a pattern on the ground at X", "trace") == "trace"
    assert kind("A careful sweep out from X with the crew's own eyes", "trace") == "place"
    assert kind("Gossip at X", "overheard") == "people"
    assert {"another visitor", "dropped"} <= frames("A spare flare that another visitor dropped at X")
    # the sentence that says what a clue tells is no part of its carrier
    assert frames("Gossip at X. They say the map is at the Y.") == {"opening: gossip"}
    assert frames("A cold camp at X, left this morning") == frames("A cold camp at {place}, left")


def test_a_trip_deals_no_more_paper_once_it_has_its_few():
    paper = [("A letter never sent, left weighted under a stone at {place}", "trace"),
             ("A receipt dropped at {place}, with a note scribbled across the back of it", "trace")]
    talk = [("Gossip at {place}, for anyone who stands about long enough to listen", "overheard")]
    used = {v for v, _, in [("A torn page left behind at {place}", ""), ("A diary dropped at {place} by someone in a hurry, "
                                                                         "its last entry setting it down plainly", ""),
                            ("Scrawled on a wall at {place}", ""), ("A playbill at {place} with something written "
                                                                    "across the list of players", ""),
                            ("A note tucked under a loose stone at {place}, the paper soft from handling", "")]}
    assert len(used) >= WALL
    assert unwritten(paper + talk, used) == talk
    own = {("scene-2", "A torn page left behind at {place}"), ("scene-3", "Scrawled on a wall at {place}")}
    assert len(own) == ROW - 1 and unwritten(paper + talk, set(), own) == talk  # one under the audit's limit


def test_a_carrier_frame_kept_is_stale():
    kept = [{"id": "where", "clues": [{"kind": "scene", "source": "trace",
                                      "how": "A diary dropped at X by someone in a hurry. It points to Y."}]}]
    again = {"kind": "scene", "source": "trace", "how": "A bag dropped at Z by someone in a hurry. It points to Y."}
    other = {"kind": "scene", "source": "overheard", "how": "Gossip at Z. They point to Y."}
    assert stale(again, kept, []) == 2 and stale(other, kept, []) == 0
