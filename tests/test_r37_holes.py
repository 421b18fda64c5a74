"""Round 37, holes at the table and machine-made lines (cold reads of algorithm-31 trips): "Wordless
cards: 'Overheard from locals at ...'"; "Two tourists with no description, one of them the travel
writer who matters"; "'a miss means Sadie sees'. It doesn't say what happens then"; "The trip
never says why recording a drum festival up close is dangerous"; "'What it looks like: Everyone
who has seen it describes it differently' doesn't describe what it looks like"; "'counted on the
clock in place of the stay it counts there'" and the fuel bill "to the last drop of what was
priced", read as machine-made.

Each rule of generators/trip/consistency_r37holes.py fires on a trip broken on purpose; and over
200 audit trips of slip-n-slide (cached) the generator keeps to them while still drawing the
lines they guard (talk cards, tourists who matter, unseen ways, event risks), so the test fails if
trip/clue_say.py's BARE, trip/party.py's _pointed, or the corpus lines are reverted."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.render.maguffin import maguffin_rows
from generators.trip.consistency_r37holes import BARE, MISS, RULES
from generators.trip.want_day import past_the_day

N_TRIPS = 200


def _break_talk() -> dict:
    t = trip_where(lambda t: any(c.get("kind") == "scene" for f in t["clues"] for c in f["clues"]))
    cl = next(c for f in t["clues"] for c in f["clues"] if c.get("kind") == "scene")
    cl["how"] = "Overheard from locals at Lowfold"
    return t


def _party(t: dict) -> bool:
    return bool(t["maguffin"].get("party")) and len((t.get("world") or {}).get("party_names") or ()) >= 2


def _break_tourist() -> dict:
    t = trip_where(_party, "slip-n-slide", 200)
    name = t["world"]["party_names"][0]
    t["maguffin"]["why"] = (f"{name}, one of the tourists, is a travel writer, travelling incognito: if {name} "
                            "goes home unharmed and pleased, the client's next job goes to the crew first")
    t["maguffin"]["party"] = t["maguffin"]["party"].replace(f"{name} (", f"{name}, (")
    return t


def _break_miss() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 2)
    t["scenes"][-1]["release"] = ("Sadie has it at the yard and will not hand it over for nothing: trade for it, talk "
                                  "Sadie round, or take it unseen (GRACE DL 4; a miss means Sadie sees)")
    return t


def _break_hit() -> dict:
    t = trip_where(lambda t: bool(t["maguffin"].get("description")))
    t["maguffin"]["description"]["risk"] = ("Being close is dangerous: whoever records it from near enough takes a "
                                            "hit unless they roll GRACE (DL 4)")
    return t


def _break_day() -> dict:
    t = trip_where(lambda t: any(n.get("source") == "npc" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc")
    n["want"] = "To get back the deed to the air base, and soon"
    n["trade"] = "Help with their want, and they see the crew through the air base (scene 2): -1 DL on its obstacle"
    return t


def _break_machine() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 2)
    t["scenes"][-1]["want"] += (" How long the mapping takes: 2 hours of work at the mine, counted on the clock in "
                                "place of the stay it counts there.")
    return t


R37_HOLES_BREAKS = {"wordless-talk-card": _break_talk, "tourist-unsaid": _break_tourist,
                    "miss-without-outcome": _break_miss, "hit-without-cause": _break_hit,
                    "help-past-the-day": _break_day,
                    "machine-made-line": _break_machine}


def test_every_rule_has_a_break():
    assert set(R37_HOLES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R37_HOLES_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    assert not BARE.match("Overheard from locals at Lowfold. They say Jeri keeps a list.")
    assert BARE.match("Gossip at Lowfold, for anyone who stands about long enough to listen")
    assert not MISS.search("(GRACE DL 3; a miss means Lumi sees, and from then on only the price or winning them over will do)")
    assert MISS.search('(GRACE DL 3; a miss means Sebastian "Paper Moon" Thackeray sees).')
    assert past_the_day("To get back the deed to the radio tower, at any price but their good name")
    assert not past_the_day("To borrow one of the crew's tools and give it back tomorrow, which is a problem")


def test_the_corpus_lines_say_what_follows():
    """Every last barrier whose miss is being seen says what follows; the event risk that hurts
    whoever records it up close says why (the crowd), and only where there are people."""
    lines = [v for v, _, _ in load("trip/play_lines").items]
    assert not [v for v in lines if "sees)" in v and "a miss means" in v]
    risks = [(v, f) for v, _, f in load("trip/maguffin_handling").items if "takes a hit unless" in v]
    assert risks and all("crowd" in v and "inhabited" in f.get("needs", "") for v, f in risks)
    endings = [v for v, _, _ in load("trip/play_endings").items]
    assert not [v for v in endings if "to the last drop of what was priced" in v]


def test_a_things_look_row_is_what_it_is_like():
    """"What it looks like: Everyone who has seen it describes it differently" (cold read): a thing's
    look pool holds first impressions, so its row is "What it is like"; a person's stays a look."""
    t = trip_where(lambda t: t["maguffin"].get("kind") not in (None, "person") and t["maguffin"].get("description"))
    labels = [r["label"] for r in maguffin_rows(t["maguffin"], t.get("world"))]
    assert "What it is like" in labels and "What it looks like" not in labels
    p = trip_where(lambda t: t["maguffin"].get("kind") == "person")
    assert "What they look like" in [r["label"] for r in maguffin_rows(p["maguffin"], p.get("world"))]


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, and the lines they guard are still drawn: talk cards
    that say their fact, tourists pointed at, unseen ways with their outcome, and mapping hours."""
    from generators.trip.consistency import check

    seen = {"talk": 0, "pointed": 0, "unseen": 0, "day": 0}
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        hows = [c["how"] for f in t["clues"] for c in f["clues"]]
        seen["talk"] += sum(h.startswith(("Overheard from locals at", "Gossip at")) and " They " in h for h in hows)
        seen["pointed"] += ": see Why)" in str(t["maguffin"].get("party") or "")
        seen["day"] += sum(str(n.get("trade") or "").startswith("Nothing today") for n in t["npcs"])
        seen["unseen"] += sum("only the price or winning them over will do" in str(s.get("release") or "") for s in t["scenes"])
    assert all(seen.values()), seen


@pytest.mark.parametrize("fmt", ["text", "markdown", "reddit", "bbcode"])
def test_the_setbacks_plus_one_is_said_where_its_dl_is(fmt):
    """"Setback 'DL takes +1' beside a printed DL, with no word on whether it's included" (cold
    read r36): the setback's obstacle Roll says its +1 is in the printed DL, in every format, and
    no other scene's does."""
    from generators.render.trip import trip_text
    from generators.site.post import trip_post
    from generators.trip.code import code_for, trip_for_code

    t = next(t for t in (trip_for_code(code_for("slip-n-slide", n)) for n in range(1, 30))
             if any(sc["kind"] == "setback" for sc in t.play["scenes"]))
    out = trip_text(t) if fmt == "text" else trip_post(t, fmt)
    lines = [ln for ln in out.splitlines() if "the setback's +1 included" in ln]
    dl = next(sc["obstacle"]["dl"] for sc in t.play["scenes"] if sc["kind"] == "setback")
    assert len(lines) == 1 and f"DL {dl} (the setback's +1 included)" in lines[0], lines
