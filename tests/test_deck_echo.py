"""No stock phrase twice on one page (cold read 19, reader A class 8: "Built for a crowd that
never came" at two places of trip D, "a floor that is faintly warm, as if something below were
asleep" under two places of trip E).

- the audit's ``place-phrase-twice`` (trip/consistency_echo.py) reads any five words in a row
  that two places share, names, numbers and skies masked (text/echo.py)."""

from __future__ import annotations

import copy

from generators.text.echo import echo
from generators.trip.consistency_echo import check_echo


def _violations(trip: dict) -> list[tuple[str, str]]:
    out = []
    check_echo(trip, lambda rule, msg: out.append((rule, msg)))
    return out


def _trip(*places: tuple[str, str, str]) -> dict:
    return {"locations": [{"name": n, "text": t, "sensory": s} for n, t, s in places],
            "npcs": [], "factions": [], "rivals": [], "maguffin": {"what": "A sample of the glowing moss"},
            "world": {"sky_day": "a violet sky and a sun too bright to look near", "sky_night": "no moon"}}


def test_place_phrase_twice_fires_on_the_cold_read_lines():
    """Fails on the old code (no such rule; ``duplicate-sentence`` compares whole sentences,
    and these two sentences differ after the phrase)."""
    trip = _trip(("Charging Plaza Number Four Hundred",
                  "Built for a crowd that never came; everything is rented by the minute.", "It smells of lime."),
                 ("Vertical Farm Number Zero",
                  "Built for a crowd that never came; the lights dim politely when anyone raises their voice.",
                  "Somewhere, two voices argue about money behind a wall."))
    assert [r for r, _ in _violations(trip)] == ["place-phrase-twice"]
    # worded another way: the phrase inside another frame, in the sensory line
    trip = _trip(("The Tilted Ballroom", "Nobody remembers arriving here.",
                  "A floor that is faintly warm, as if something below were asleep underfoot, "
                  "and the air smells of gooseberry."),
                 ("The Stage of First Love", "It is made of paper when nobody is looking.",
                  "Underfoot: a floor that is faintly warm, as if something below were asleep."))
    assert [r for r, _ in _violations(trip)] == ["place-phrase-twice"]


def test_place_phrase_twice_passes_names_skies_and_frames():
    """Two places may both stand under the world's one sky, name the same person or place, and
    share a frame whose filling differs ("It smells of X, and somewhere Y")."""
    trip = _trip(("The Spore Market", "A stretch of red dust under a violet sky and a sun too bright to look near; "
                  "the locals pray here.", "It smells of rue, and somewhere a drum keeps time, far off."),
                 ("The Glass Forest", "Houses packed close under a violet sky and a sun too bright to look near.",
                  "It smells of tar, and somewhere a baby cries and is hushed."),
                 ("The Spore Market Annex", "Inside: a low hall where The Spore Market keeps its books.",
                  "Underfoot: rough matting (MIGHT DL 3). Somewhere, machinery sighs."))
    assert _violations(trip) == []


def test_one_place_may_repeat_its_own_words():
    """The rule reads two places; a place's own description and sensory line are one voice."""
    trip = _trip(("The Old Mine", "Quiet and very clean; the walls are lined with old lamps.",
                  "The walls are lined with old lamps, and water drips."),
                 ("The Pass", "A bare saddle of rock.", "Wind."))
    assert _violations(trip) == []


def test_echo_masks():
    assert echo("under a violet sky and a sun too bright", ["A violet sky and a sun too bright"],
                ["a violet sky and a sun too bright"]) is None
    assert echo("Built for a crowd that never came", ["built for a crowd that never came!"]) == \
        "built for a crowd that"


def test_the_audit_runs_the_rule_on_a_whole_trip():
    """The rule is registered (``rule_names``) and ``check`` runs it: a generated trip with one
    place's description copied, with a new detail, into another's fires it."""
    from generators.content import stratify
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.trip.consistency import check, rule_names
    from generators.trip.daytrip import trip_from_mission

    assert "place-phrase-twice" in rule_names()
    for i in range(1, 30):  # the first trip whose first place opens with five words or more
        s = Stream("slip-n-slide", f"audit/{i}")
        m = roll_mission(s, "typical")
        stratify(m, s, i)
        trip = trip_from_mission(m, s).to_dict()
        head = trip["locations"][0]["text"].split(". ")[0].split("; ")[0]
        if len(head.split()) >= 5:
            break
    assert "place-phrase-twice" not in {v.rule for v in check(trip)}
    bad = copy.deepcopy(trip)
    bad["locations"][-1]["text"] = f"{head}; a new detail nobody else has."
    assert "place-phrase-twice" in {v.rule for v in check(bad)}
