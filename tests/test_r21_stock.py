"""Round 21, stock lines: the same line on trip after trip (cold read 29, seeds r20-cold-a ..
r20-cold-j: "tells it as a story about someone else", "they regret it every day", "Ageless in
a worrying way", "ask the crew for directions", the pay envelope, the paint chips, "A stone
hits the hatch").

The pools those lines are drawn from are wide enough that none is on more than about one trip
in ten of the audit's (each was on 14-25% of audit/1..100 of hang, slip-n-slide and r20-cold-a
before), and each rule of generators/trip/consistency_r21stock.py (no page prints one stock
aftermath or one way of telling a clue twice) fires on a trip broken on purpose and is kept by
the audit's trips."""

from __future__ import annotations

import json

from audit_trips import audit_trip, fires, trip_where
from generators.content.people import secret_then
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r21stock import RULES

# each stock line of cold read 29, as the page prints it (one corpus line each)
STOCK = (
    "who tells it as a story about someone else",       # trip/play_clues.json, use npc
    "and they regret it every day",                     # grammars/people.json sec_then
    "ageless in a worrying way",                        # grammars/people.json age_look
    "the first thing they do is ask the crew for directions",  # trip/play_clock.json rival
    "before the first envelope does",                   # play_endings client:partial (week)
    "keeps the other half in an envelope on the desk",  # play_endings client:partial
    "reaches for the envelope with the pay in it",      # play_endings client:success:held
    "has the envelope ready",                           # play_endings client:success:held
    "the client keeps the old paint chips",             # play_endings follow:Stealth Required
    "a stone hits the hatch",                           # trip/play_lines.json react
)
TRIPS = 80  # audit/1..80 of each seed
MOST = 8    # trips of the 80 a stock line may be on (10%; before: 11 to 20 for the first five)


def _text(t: dict) -> str:
    t = dict(t)
    t.pop("rolls", None)
    return json.dumps(t, ensure_ascii=False).lower()


def test_no_stock_line_on_more_than_a_tenth_of_the_audit_trips():
    both = []
    for seed in ("hang", "slip-n-slide"):
        pages = [_text(audit_trip(i, seed)) for i in range(1, TRIPS + 1)]
        for line in STOCK:
            n = sum(line in p for p in pages)
            assert n <= MOST, (seed, line, n)
        both += pages
    # the lines are still drawn (a line that vanished would pass the count by accident); over
    # both seeds' 160 trips, as one seed's 80 may miss a line drawn one trip in forty
    assert sum(STOCK[0] in p for p in both) >= 1 and sum(STOCK[1] in p for p in both) >= 1


def test_the_pools_behind_the_stock_lines_are_wide():
    """How many lines a trip's draw chooses among: ~4.5 person clues a trip from the npc
    forms, a secret's aftermath for about every second person, one rival arrival a trip."""
    clues = load("trip/play_clues").items
    assert sum(f.get("use") == "npc" for _, _, f in clues) >= 80
    # a wrong deed's aftermath: the guilty ones (sec_then) and those that fit any deed
    # (sec_after, round 22: a deed that is no wrong takes only these)
    people = load("grammars/people").rules
    assert len(people["sec_then"]) + len(people["sec_after"]) >= 30 and len(people["sec_after"]) >= 20
    arrivals = [f for _, _, f in load("trip/play_clock").items
                if f.get("track") == "rival" and f.get("stage") == 1 and "rival_aim" not in (f.get("needs") or "")]
    assert len(arrivals) >= 15


def test_ageless_in_a_worrying_way_is_a_surreal_touch():
    """The one age look that fit everyone (no need) now needs an unrealistic node."""
    g = load("grammars/people")
    rules = g.rules["age_look"]
    needs = g.rule_needs.get("age_look") or [None] * len(rules)
    k = rules.index("ageless in a worrying way")
    assert not fits(needs[k], {"realistic": "yes", "age": "adult"})
    assert fits(needs[k], {"realistic": "no", "age": "adult"})


def test_secret_then_reads_the_aftermath():
    assert secret_then("Once stole from the mill, and they regret it every day") == "they regret it every day"
    assert secret_then("Knows a second way out of the mill") is None


def _break_then() -> dict:
    t = trip_where(lambda t: len(t["npcs"]) >= 2)
    t["npcs"][0]["secret"] = "Once stole from the mill, and they regret it every day"
    t["npcs"][1]["secret"] = "Lost the key they were trusted to keep, and they regret it every day"
    return t


def _npc_clues(t: dict) -> list[dict]:
    return [cl for f in t["clues"] for cl in f["clues"] if cl.get("kind") == "npc"]


def _break_told() -> dict:
    t = trip_where(lambda t: len({cl["at"] for cl in _npc_clues(t)}) >= 2)
    a = _npc_clues(t)[0]
    b = next(cl for cl in _npc_clues(t) if cl["at"] != a["at"])
    name = lambda cl: t["npcs"][int(cl["at"].split("-")[1]) - 1]["name"]  # noqa: E731
    form = "who tells it as a story about someone else, with the names changed"
    a["how"], b["how"] = f"{name(a)}, {form}", f"{name(b)}, {form}"
    return t


def _break_here() -> dict:
    t = trip_where(lambda t: len(t["npcs"]) >= 2 and not any("buyer" in n["secret"] for n in t["npcs"]))
    t["npcs"][1]["secret"] = "Once sold a fake map of the mill, and the buyer is here"
    return t


R21_STOCK_BREAKS = {"secret-then-twice": _break_then, "clue-told-twice": _break_told, "someone-here-unmet": _break_here}


def test_every_rule_has_a_break_and_fires():
    assert set(R21_STOCK_BREAKS) == set(RULES)
    for rule, brk in R21_STOCK_BREAKS.items():
        assert fires(brk(), rule), rule


def test_the_audit_trips_keep_the_rules():
    """Base (main before round 21): see the report; after: none over audit/1..300 of both seeds."""
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 61):
            t = audit_trip(i, seed)
            for rule in RULES:
                assert not fires(t, rule), (seed, i, rule)


def test_someone_here_is_met_when_the_cast_names_them():
    t = _break_here()
    t["npcs"][0]["secret"] = "Bought a fake map of the mill from a stranger, and the buyer never forgave it"
    assert not fires(t, "someone-here-unmet")


def test_no_person_line_says_an_unnamed_someone_is_here():
    """The one such line (grammars/people.json secret: "Once sold a fake map of #place#, and
    the buyer is here", on 18 of audit/1..150 of hang and slip-n-slide, no buyer anywhere)."""
    from generators.trip.consistency_r21stock import HERE

    g = load("grammars/people")
    for sym, rules in g.rules.items():
        for r in rules:
            text = r if isinstance(r, str) else r["text"]
            assert not HERE.search(text), (sym, text)


def test_a_clue_told_twice_with_the_hour_note_on_one_copy_fires():
    """Round 21 review: the same way of telling, one copy with the note a clue learnt after the
    rivals land carries (" (from hour 8, once the crew have landed)"), is still the same way."""
    t = _break_told()
    a = next(cl for cl in _npc_clues(t))
    a["how"] += " (from hour 8, once the crew have landed)"
    assert fires(t, "clue-told-twice")
