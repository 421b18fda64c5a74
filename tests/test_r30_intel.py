"""Round 30, what the barn knows and what the era knows (cold reads 44-46 of algorithm-27 trips):
No Intel's "The brochure is all the barn has" beside "Barn records show dozens of earlier trips"
and "The crew has maps and reports"; "for the first time ever" beside a slip point "swept clean,
for some other visitor" and locals "wary of anyone in a survival suit"; a 1665 scout who sells
photographs to a rival tour company in a linen smock, "an alphabet that split from ours centuries
ago" on a 1908 fork; "before sundown" where the light never changes.

The lines now need the facts they lean on (corpora ``needs``: visits, before, since, tech,
faded, nights), and each rule of generators/trip/consistency_r30intel.py fires on a trip broken
on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r30intel import CENTURIES, EARLY, NOTHING, RECORDS, RULES, SUNDOWN, VISITED


def _no_intel(t: dict) -> bool:
    return "No Intel" in (t.get("complications") or [])


def _break_intel() -> dict:
    t = trip_where(_no_intel)
    t["node"]["at_table"] = "The crew has maps and reports: make one of them out of date."
    return t


def _break_first() -> dict:
    t = trip_where(lambda t: t["world"].get("before") == "none")
    t["locations"][0]["text"] += " The crew's slip point: a spot somebody has just swept clean, for some other visitor."
    return t


def _break_era() -> dict:
    t = trip_where(lambda t: t["world"].get("year") is not None and t["world"]["year"] < 1839
                   and not t["world"].get("fork"))
    # the line on its own: a place's text that names the crew's own kit ("The crew's slip point:
    # ...", round 33) is read as from home, so the photograph is not appended to it
    t["locations"][0]["text"] = "A local shows the crew a photograph of it, taken years ago."
    return t


def _break_sundown() -> dict:
    t = trip_where(lambda t: t["world"].get("nights") == "no")
    t["locations"][0]["text"] += " The locals want the crew gone before sundown."
    return t


R30_INTEL_BREAKS = {"no-intel-vs-records": _break_intel, "first-ever-vs-visited": _break_first,
                    "era-anachronism": _break_era, "sundown-no-night": _break_sundown}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_INTEL_BREAKS[rule](), rule)


def test_records_beside_an_empty_file_fire():
    """The barn's records of earlier trips beside a No Intel line that says the barn has nothing."""
    t = trip_where(lambda t: _no_intel(t) and t["world"].get("visits") == "none")
    t["events"].append({"when": "Hour 1", "text": "No Intel: The barn's file on it is a blank folder with a coffee ring on it."})
    t["node"]["details"].append({"label": "Barn records", "text": "Barn records show dozens of earlier trips; "
                                                                  "the last crew's report is mostly complaints about the food"})
    assert fires(t, "no-intel-vs-records")


def test_a_young_fork_has_no_alphabet_centuries_old():
    t = trip_where(lambda t: t["world"].get("fork") and (t["world"].get("old_ways") or 0) >= 1817)
    t["locations"][0]["text"] += " Signposted in an alphabet that split from ours centuries ago."
    assert fires(t, "era-anachronism")


def test_fine_lines_do_not_fire():
    """A tour's out-of-date file is not an empty one; the tourists' own photographs and the
    morning's dawn are no anachronism or sundown; another visitor who knows the trader is here today."""
    assert not NOTHING.search("The barn's own reports of Barne IV are too old to trust, so the brochure is all the crew go by")
    assert not RECORDS.search("The barn's file on it is thin: coordinates, a gravity reading and little else")
    assert not VISITED.search("The go-between, another visitor who knows the trader")
    assert not SUNDOWN.search("It is always evening here; the light never changes")
    assert not CENTURIES.search("plastered with notices in a spelling reform that never happened at home")
    assert not EARLY.search("a woven sash over a plain shirt")


def test_the_era_and_intel_lines_need_their_facts():
    """The generation fix: the lines the cold reads found now carry the needs that keep them off."""
    g = load("grammars/people").raw["rules"]
    smock = next(x for x in g["garment"] if isinstance(x, dict) and "linen smock" in x["text"])
    petition = next(x for x in g["want_tourism"] if isinstance(x, dict) and "petition" in x["text"])
    facts_1665 = {"year": 1665, "tech": "stone", "mission": "tourism", "before": "tourists", "client": "company"}
    assert not fits(smock["needs"], facts_1665) and not fits(petition["needs"], facts_1665)
    assert all(not fits(x["needs"], facts_1665) for x in g["secret_tourism"]
               if isinstance(x, dict) and "tour company" in x["text"])
    intel = load("grammars/events").raw["rules"]["no_intel"]
    survey = {"mission": "survey", "visits": "some", "before": "barn", "known": "charted", "inhabitants": "many"}
    for x in intel:
        if isinstance(x, dict) and fits(x.get("needs"), survey):
            assert not NOTHING.search(x["text"]), x["text"]


def test_real_trips_pass():
    """The first 20 hang audit trips (cached): none of this round's intel rules fires."""
    from generators.trip.consistency import _texts, play_texts
    from generators.trip.consistency_r30intel import check_r30intel

    found = []
    for i in range(1, 21):
        t = audit_trip(i)
        check_r30intel(t, t["world"], _texts(t) + play_texts(t), lambda r, m, i=i: found.append((i, r, m)))
    assert not found, found
