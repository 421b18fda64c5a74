"""Round 37 lead: the bump's 1,000-trip audit (slip-n-slide, algorithm 32) found five lines, each
fixed where it arose: two audit rules read words that were not what they guard against (a place
where "it lies thinnest" is no lie; "whatever it takes" is no pronoun for a breeding pair), one
masked no tourist named only in the party line (Kylie Snow is no snow), and two were generator
slips (a visitor's manner redrawn for a tweak lost the mask of this air; three secrets of
deceit could be drawn where nobody can lie)."""

from __future__ import annotations

import copy

from conftest import REPO

from generators.content.cast_facts import masked
from generators.needs import fits
from generators.trip.audit_trip import audit_trip
from generators.trip.consistency import check
from generators.trip.consistency_clues import LIE_WORD
from generators.trip.consistency_r27maguffin import IDIOM, IT


def test_a_lie_is_read_and_where_a_thing_lies_is_not():
    assert LIE_WORD.search("A fisher who will tell the crew a lie for a coin")
    assert LIE_WORD.search("A porter who lies to strangers about the way")
    assert not LIE_WORD.search("it lies thinnest along one side, where a steady draught comes through")
    assert not LIE_WORD.search("the key lies buried under the third step")


def test_whatever_it_takes_is_no_it_for_a_pair():
    line = "To keep off-worlders' hands off the breeding pair, whatever it takes"
    assert not IT.search(IDIOM.sub("", line.split("breeding pair", 1)[1]))
    assert IT.search(IDIOM.sub("", ", and it bites"))


def test_a_tourist_named_only_in_the_party_line_is_not_weather():
    """Round 37 pinned a bone-dry world with Kylie Snow in the party (audit/557 of algorithm 32);
    the case is built here so it outlives the algorithm: a touring trip's world made bone-dry and
    one tourist renamed Kylie Snow everywhere the trip names them."""
    import json

    def dry(t: dict) -> dict:
        t = copy.deepcopy(t)
        t["world"]["water"] = "none"
        return t

    def fits_case(t: dict) -> bool:
        # a tour: a paying party, its first tourist named in the start and no person of the cast
        # (so the party line's mask is what is read), and a world that made bone-dry has no frost
        # of its own (algorithm 35: audit/557's world is cold, 'frost every morning')
        names = t["world"].get("party_names") or []
        return bool(names) and names[0] in json.dumps(t["start"]) and names[0] not in [
            n["name"] for n in t["npcs"]] and "dry-frost" not in {v.rule for v in check(dry(t))}

    t = next(t for t in (audit_trip("slip-n-slide", i) for i in [557, *range(1, 1000)]) if fits_case(t))
    old = t["world"]["party_names"][0]
    t = dry(json.loads(json.dumps(t).replace(old, "Kylie Snow")))
    assert "dry-frost" not in {v.rule for v in check(t)}
    broken = copy.deepcopy(t)
    broken["start"]["then"] += " Snow lies in the hollows."
    assert "dry-frost" in {v.rule for v in check(broken)}


def test_deceit_secrets_need_a_world_where_people_can_lie():
    text = (REPO / "corpora/grammars/people.json").read_text("utf-8")
    for phrase in ("ever lied to them, and checks it", "has let everyone believe otherwise",
                   "though they tell everyone otherwise"):
        line = next(ln for ln in text.splitlines() if phrase in ln)
        assert "honest != yes" in line, line


def test_a_visitor_under_thin_air_is_masked_so_their_manner_is_drawn_masked():
    assert masked("visitor", {"air": "thin"}) == "yes"
    t = audit_trip("slip-n-slide", 647)
    for n in t["npcs"]:
        if n.get("folk") == "visitor" and masked("visitor", t["world"]) == "yes":
            assert "gum" not in n["manner"] and "eats constantly" not in n["manner"], n["manner"]
    assert fits("masked != yes", {"masked": "no"}) and not fits("masked != yes", {"masked": "yes"})
