"""Round 33, clues that can carry their fact (cold reads 33, algorithm-29 trips): oil drips and
scrapes on runners for where a drum festival is; strips of cloth for "say your fears out loud";
tracks and a half-eaten meal that show a rival crew's pay deal; branches that "name" a granary;
a local quoting the crew's own briefing; a secret plot passed on as the day's news; gossip at a
place that is empty now; a lookout calling down in the dark; "fastens on whatever the crew fear
most" for minutes that go missing; old cairns inside a granary; a clue sold for help "To see the
crew off".

Each rule of generators/trip/consistency_r33clues.py fires on a trip broken on purpose, and the
trips the generator now draws keep clear of them (cheap: cached audit trips only)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clue_brief import world_side
from generators.trip.clue_empty import empty_place
from generators.trip.consistency_r33clues import RULES, check_r33clues
from generators.trip.way_fear import fear_hold


def _fact(t: dict, pred) -> dict:
    return next(f for f in t["clues"] if pred(f["id"]))


def _place(t: dict, n: int = 0) -> str:
    return t["scenes"][n]["place"]


def _add(fact: dict, how: str, source: str = "trace", at: str = "scene-1") -> None:
    fact["clues"].append({"at": at, "kind": "scene", "scene": at, "how": how, "source": source})


def _has(fid: str):
    return lambda t: any(f["id"] == fid or f["id"].startswith(fid) for f in t["clues"])


def _break_aim() -> dict:
    t = trip_where(_has("rival"))
    _add(_fact(t, lambda i: i == "rival"), f"Tracks and signs at {_place(t)} (BRAINS DL 2 to read them). It shows "
                                           "what the Mosquito Irregulars are after: they are paid by the job.")
    return t


def _break_event() -> dict:
    t = trip_where(lambda t: (t.get("maguffin") or {}).get("kind") == "event" and _has("where")(t))
    _add(_fact(t, lambda i: i == "where"), f"Fresh oil drips at {_place(t)}, a line of them leading off where a "
                                           "machine went by an hour ago (BRAINS DL 2 to follow them)")
    return t


def _break_names() -> dict:
    t = trip_where(_has("where"))
    _add(_fact(t, lambda i: i == "where"), f"Branches snapped back at shoulder height at {_place(t)}, a whole line "
                                           "of them, where somebody pushed through within the hour (BRAINS DL 2 to "
                                           f"follow them). It names {_place(t, -1)}.")
    return t


def _fear_way(t: dict, where: str) -> dict:
    way = _fact(t, lambda i: i == "way")
    way["fact"] = (f"How to keep a clear head at {where}: it fastens on whatever the crew fear most, and a crew who "
                   "say their fears out loud before they go in give it nothing to fasten on: one DL easier than "
                   "the way round's roll.")
    return way


def _break_marks() -> dict:
    t = trip_where(_has("way"))
    _add(_fear_way(t, _place(t, -1)), f"Strips of bright cloth tied up at {_place(t)} where the locals turn off, "
                                      "and the same colour again further on (BRAINS DL 2 to follow them)")
    return t


def _break_fear() -> dict:
    t = trip_where(_has("way"))
    _fear_way(t, _place(t, -1))
    t["scenes"][-1]["obstacle"] = dict(t["scenes"][-1].get("obstacle") or {}, opposition="Psychological Challenges",
                                       text=f"Minutes go missing at {_place(t, -1)}: each crewmember comes to a few "
                                            "steps on from where they were, with no memory of the gap.")
    return t


def _break_indoors() -> dict:
    t = trip_where(_has("way"))
    _fact(t, lambda i: i == "way")["fact"] = (
        f"How to cross {_place(t, -1)} in one piece: a safer line runs through it along old cairns set by whoever "
        "crossed first, winding and slow but safe: no roll, slower by one hour on the clock.")
    next(x for x in t["locations"] if x["name"] == _place(t, -1))["setting"] = "indoor"
    return t


def _break_news() -> dict:
    t = trip_where(_has("lies-"))
    _add(_fact(t, lambda i: i.startswith("lies-")),
         f"A shopkeeper at {_place(t)} who passes it on while wrapping whatever the crew buy, as the day's news. "
         "They say what Aleksa is hiding: Aleksa wants one of the tourists to stay behind, and has a plan.", "overheard")
    return t


def _break_crowd() -> dict:
    t = trip_where(_has("truth"))
    loc = next(x for x in t["locations"] if x["name"] == _place(t))
    loc["text"] = "Open dunes of pale sand, with a shelter of piled stones, empty now, though somebody was here."
    loc["who"] = loc.get("who", [])[:1]
    _add(_fact(t, lambda i: i == "truth"), f"Word going round at {_place(t)}, changed a little at every telling but "
                                           "right where it matters (BRAINS DL 2 to sift it)", "overheard")
    return t


def _dark(t: dict) -> bool:
    from generators.trip.consistency_play import _light
    return t["scenes"][0].get("kind") == "arrival" and not _light(t, 0) and _has("truth")(t)


def _break_lookout() -> dict:
    t = trip_where(_dark)
    _add(_fact(t, lambda i: i == "truth"), f"A lookout at {_place(t)} calling it down to the people below, for "
                                           "anyone to hear", "overheard", t["scenes"][0]["id"])
    return t


def _break_briefing() -> dict:
    t = trip_where(_has("truth"))
    _add(_fact(t, lambda i: i == "truth"), f"A dock hand at {_place(t)} calling it across to the next boat in, loud "
                                           "enough for the whole quay to hear. They warn: The briefing said the "
                                           "locals are friendly.", "overheard")
    return t


def _npc_teller(t: dict) -> bool:
    return any(c.get("kind") == "npc" for f in t["clues"] for c in f["clues"])


def _break_price() -> dict:
    t = trip_where(_npc_teller)
    c = next(c for f in t["clues"] for c in f["clues"] if c.get("kind") == "npc")
    n = next(n for n in t["npcs"] if n["key"] == c["at"])
    n["want"] = "To see the crew off before they can make things worse"
    c["how"] = f"{n['name']}, if the crew help with what they want"
    return t


R33_clues_BREAKS = {
    "trace-tells-aim": _break_aim,
    "trail-to-event": _break_event,
    "trace-names-place": _break_names,
    "way-mark-unseen": _break_marks,
    "fear-way-without-fear": _break_fear,
    "outdoor-way-indoors": _break_indoors,
    "news-tells-secret": _break_news,
    "crowd-at-empty-place": _break_crowd,
    "lookout-in-the-dark": _break_lookout,
    "local-quotes-briefing": _break_briefing,
    "price-want-unhelpable": _break_price,
}


def test_every_rule_has_a_break():
    assert set(R33_clues_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R33_clues_BREAKS))
def test_each_rule_fires_on_its_break(rule):
    assert fires(R33_clues_BREAKS[rule](), rule)


def test_the_cold_reads_lines_are_read_right():
    assert fear_hold({"text": "A heavy dread sits over the old mill, and every step further in feels like a mistake"}) == "yes"
    assert fear_hold({"text": "Minutes go missing at the farms: each crewmember comes to a few steps on"}) == "no"
    assert fear_hold({"text": "Every crewmember at the tower starts to doubt the job"}) == "no"
    assert world_side("Bad Intel: The briefing was wrong about the Reef: it is half a day further than "
                      "the map says.") == "the Reef is half a day further than the map says"
    assert world_side("Bad Intel: The map in the briefing is of the wrong valley entirely.") == (
        "that map the crew carry is of another valley entirely")
    assert world_side("Bad Intel: The ferry is late.") is None
    assert empty_place({"text": "a shelter of piled stones, empty now, though", "who": ["Alica-34"]})
    assert not empty_place({"text": "a shelter of piled stones, empty now, though", "who": ["A", "B"]})


def test_audit_trips_keep_clear():
    """The trips the generator draws break none of the round's clue rules (30 audit trips)."""
    found = []
    for i in range(1, 31):
        t = audit_trip(i)
        check_r33clues(t, t.get("world") or {}, [], lambda rule, msg: found.append(f"audit/{i}: {rule}: {msg}"))
    assert not found, found[:5]
