"""Round 19, maguffin: a maguffin's own facts that contradicted each other (cold read 27: a
car-sized tusk-grazer called "a small thing seen from a long way off"; "No DayTripper has been
here before" on a survey of a previously-visited node; a list "missing its last page" that
must be "copied out in full"; a local at the landing who "Has made a copy of the list").

The facts behind each fix hold (corpora/ needs, content/visits.py), the wrong lines are not
drawn over the audit trips, and each rule of generators/trip/consistency_r19maguffin.py fires
on a contradicting trip."""

from __future__ import annotations

from types import SimpleNamespace

from audit_trips import audit_trip, fires, trip_where
from generators.content.visits import before_for, known_for, visits_for
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r19maguffin import RULES, check_r19maguffin

SMALL = "A small thing seen from a long way off"


def _break_small() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin_seen") == "afar"
                   and t["world"].get("beast_size") in ("person", "horse", "car", "bus")
                   and t["maguffin"].get("description"))
    t["maguffin"]["description"]["size"] = SMALL + ": it needs the lander's long lens, or a steady hand."
    return t


def _break_survey() -> dict:
    t = trip_where(lambda t: t["world"].get("mission") == "survey")
    t["locations"][-1]["text"] += " No DayTripper has been here before: the crew's map is a sheet of graph paper."
    return t


def _break_partial() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin") == "knowledge" and t["maguffin"].get("description"))
    t["maguffin"]["description"]["look"] = "It runs to a dozen pages in a cramped hand, and the last page is missing."
    t["locations"][-1]["text"] += " The list, copied out in full, checked against its source."
    return t


def _break_copy() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin_made") == "no" and t["maguffin"].get("short")
                   and t["npcs"][0].get("where") != t["maguffin"].get("where"))
    t["npcs"][0]["secret"] = f"Has made a copy of {t['maguffin']['short']}, and is no longer sure which of the two they kept"
    return t


R19_MAGUFFIN_BREAKS = {"far-beast-not-small": _break_small, "survey-been-before": _break_survey,
                       "partial-copied-in-full": _break_partial, "copy-with-the-keeper": _break_copy}


def test_every_rule_has_a_break_and_fires():
    assert set(R19_MAGUFFIN_BREAKS) == set(RULES)
    for rule, brk in R19_MAGUFFIN_BREAKS.items():
        assert fires(brk(), rule), rule


def _handling(words: str):
    return next(f.get("_needs") for v, _, f in load("trip/maguffin_handling").items if words in v)


def _rule_needs(grammar: str, sym: str, words: str):
    g = load(grammar)
    k = next(i for i, r in enumerate(g.rules[sym]) if words in r)
    return g.rule_needs[sym][k]


def test_a_far_beast_is_small_only_up_to_a_dog():
    """The far photograph's size line fits the beast's own size (cold read 27: a car-sized beast
    called "a small thing"), and a bigger beast has a size line of its own."""
    base = {"maguffin": "view", "maguffin_seen": "afar", "maguffin_bulk": "small", "mission": "exploration"}
    assert fits(_handling(SMALL), dict(base, beast_size="dog"))
    for size in ("person", "horse", "car", "bus"):
        assert not fits(_handling(SMALL), dict(base, beast_size=size)), size
        assert fits(_handling("Big where it stands, but a long way off"), dict(base, beast_size=size)), size


def test_a_survey_node_has_been_visited_even_with_no_intel():
    """A survey's goal is a previously-visited node: its visit fact is some with No Intel too,
    so no_intel's first-visit lines (events.json: visits none) are never drawn there, and the
    barn has no map to give (charted, not mapped)."""
    for node in ("Unknown Planet", "Dream World", "Known Planet", "Alternate Earth"):
        m = SimpleNamespace(mission_type="Surveying/Fact-Finding", node_type=node)
        assert visits_for(m, ("No Intel",)) == "some", node
        assert known_for(m, ("No Intel",)) == "charted", node
        assert before_for(m, "some", Stream("r19", "x")) in ("barn", "lost", "tourists")
    e = SimpleNamespace(mission_type="Exploration", node_type="Unknown Planet")
    assert visits_for(e, ("No Intel",)) == "none"  # an Exploration is still the first visit
    first = _rule_needs("grammars/events", "no_intel", "No DayTripper has been here before")
    assert not fits(first, {"visits": "some", "before": "barn", "inhabitants": "many", "mission": "survey"})


def test_a_list_copied_in_full_is_whole():
    """The survey's list (a record, not made by the crew) is copied out in full, so none of the
    partial looks fits it; a whole look does (cold read 27)."""
    f = {"maguffin": "knowledge", "maguffin_form": "record", "maguffin_made": "no", "mission": "survey",
         "trees": "no", "maguffin_told": "text"}  # (round 36: a list is a text)
    for words in ("the last page is missing", "one of its pages has been cut out", "half its pages are stuck together"):
        needs = _rule_needs("grammars/maguffin", "looks", words)
        assert not fits(needs, f), words
        assert not fits(needs, dict(f, maguffin_form="book")), words
    assert fits(_rule_needs("grammars/maguffin", "looks", "every one numbered"), f)
    # the trade ledger, taken as it is, may still be missing a page
    assert fits(_rule_needs("grammars/maguffin", "looks", "the last page is missing"),
                dict(f, maguffin_form="book", mission="trade"))


def test_only_the_keeper_has_made_a_copy():
    needs = _rule_needs("grammars/people", "secret_thing", "Has made a copy of")
    f = {"maguffin": "knowledge", "maguffin_form": "record", "maguffin_made": "no", "maguffin_seems": "no"}
    assert fits(needs, dict(f, role="keeper"))
    assert not fits(needs, dict(f, role="other"))
    # nor beside a truth that says it is what it seems (round 26: tests/test_r26_maguffin.py)
    assert not fits(needs, dict(f, role="keeper", maguffin_seems="yes"))


def test_no_audit_trip_breaks_a_round_19_maguffin_rule():
    """Over the audit's own trips (hang audit/1..79): none of these rules fires (before the fix
    hang audit/76 had a horse-sized bear as "a small thing seen from a long way off")."""
    found = []
    for i in range(1, 80):
        t = audit_trip(i)
        check_r19maguffin(t, t["world"], [], lambda rule, msg: found.append((i, rule, msg)))
    assert not found, found[:3]
