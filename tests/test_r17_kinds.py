"""Round 17 (kinds): every line about the maguffin fits its kind and form (cold read 25,
READER-F trips b, d; READER-G trips h, i, j). A name, a permission, a chant and a vast view
were given lines written for a carried, seen object: "They have never actually seen the local
name", "It is in a ledger, on a page that has been cut out" (a permission granted on the day),
"It is a chant ... nobody here will write down" on an uninhabited world, "It fills the sky"
beside "smaller than anyone expects", and the keeper's want "To make sure X is the last thing
the crew take from here". generators/trip/consistency_r17kinds.py (rules maguffin-seen-kind,
keeper-want-muddled, maguffin-hurts-kind, maguffin-size-truth, local-name-language), the
``needs`` in corpora/grammars/{people,org,places,maguffin}.json, corpora/lists/maguffins.json,
corpora/trip/{maguffin_handling,play_lines,play_endings}.json, and generators/trip/clues.py.

R17_KINDS_BREAKS feeds each rule a contradicting trip (also used by tests/test_consistency.py)."""

from __future__ import annotations

import copy

from audit_trips import audit_trip
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import check
from generators.trip.consistency_r17kinds import RULES

N = 60


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _find(pred) -> dict:
    """The first audit trip (hang, then slip-n-slide) that ``pred`` holds for: a rare kind (a
    permission) may not come up in the first N of one algorithm's draws."""
    return copy.deepcopy(next(audit_trip(i, seed) for seed in ("hang", "slip-n-slide")
                              for i in range(1, 301) if pred(audit_trip(i, seed))))


def _kind(*kinds, forms=None):
    def pred(t):
        w = t["world"]
        return w["maguffin"] in kinds and (forms is None or w["maguffin_form"] in forms) \
            and w["maguffin_made"] == "no"
    return pred


def _break_seen() -> dict:
    """A secret (a name) found where "the last person to see it" left a trail (cold-b)."""
    t = _find(_kind("knowledge", forms=("secret", "permission")))
    f = next(f for f in t["clues"] if f["id"] == "where")
    f["fact"] = (f"{t['maguffin']['short'].capitalize()} is here; the last person to see it left a "
                 f"trail the crew can follow to the spot.")
    return t


def _break_keeper_want() -> dict:
    """The keeper wants it to be "the last thing the crew take" (cold-b, c, d)."""
    t = _find(_kind("object", "creature", "substance", "knowledge"))
    t["npcs"][0]["want"] = f"To make sure {t['maguffin']['short']} is the last thing the crew take from here"
    return t


def _break_hurts() -> dict:
    """Someone lost a friend to a view (or a name, or a permission)."""
    t = _find(_kind("view", "event"))
    t["npcs"][0]["secret"] = f"Lost a friend to {t['maguffin']['short']} and has not forgiven anyone since"
    return t


def _break_size() -> dict:
    """A view that fills the sky is smaller than anyone expects (cold-h)."""
    t = _find(_kind("view"))
    t["maguffin"]["description"]["size"] = "It fills the sky: no frame takes it all in, so the client wants a panorama"
    t["maguffin"]["really"] = "It is smaller than anyone expects, and more moving than anyone admits"
    return t


def _break_local_name() -> dict:
    """The local name of an Alternate Earth whose people speak English (cold-b)."""
    t = _find(lambda t: t["world"]["node_type"] == "Alternate Earth")
    t["maguffin"]["what"] = "The local name for Earth 1066-HH"
    return t


R17_KINDS_BREAKS = {"maguffin-seen-kind": _break_seen, "keeper-want-muddled": _break_keeper_want,
                    "maguffin-hurts-kind": _break_hurts, "maguffin-size-truth": _break_size,
                    "local-name-language": _break_local_name}


def test_each_rule_fires_on_its_break():
    assert set(R17_KINDS_BREAKS) == set(RULES)
    for rule, make in R17_KINDS_BREAKS.items():
        assert rule in _rules(make()), rule


def test_the_chant_and_the_unwritten_notes():
    t = _find(_kind("knowledge"))
    t["maguffin"]["looks"] = "It is a chant of forty lines that nobody here will write down, and it is only ever said aloud"
    t["maguffin"]["description"]["size"] = "It weighs nothing: a few pages of notes or a minute of recording"
    assert "maguffin-size-truth" in _rules(t)


SECRET = {"maguffin": "knowledge", "maguffin_form": "secret", "maguffin_made": "no",
          "inhabitants": "many", "node": "alternate", "mission": "exploration", "air": "breathable"}
PERMISSION = {**SECRET, "maguffin_form": "permission", "mission": "diplomacy"}
VIEW = {"maguffin": "view", "maguffin_form": "sight", "maguffin_bulk": "vast", "maguffin_made": "no",
        "inhabitants": "many", "before": "barn", "node": "planet"}


def _fits_value(path: str, value: str, facts: dict) -> bool:
    """Whether a line of ``path`` (a grammar rule's text or a list item's value) can be drawn."""
    data = load(path)
    hits = [fl for v, _, fl in data.items if v == value]
    assert hits, value
    return any(fits(fl.get("needs"), facts) for fl in hits)


def _grammar_fits(path: str, text: str, facts: dict) -> bool:
    """Whether a grammar rule's alternative ``text`` can be drawn for ``facts``."""
    data = load(path)
    found = False
    for name, alts in data.rules.items():
        needs = data.rule_needs.get(name) or ()
        for i, t in enumerate(alts):
            if t == text:
                found = True
                if fits(needs[i] if i < len(needs) else None, facts):
                    return True
    assert found, text
    return False


def test_lines_for_a_seen_thing_are_not_drawn_for_a_secret_or_a_permission():
    for facts in (SECRET, PERMISSION):
        assert not _grammar_fits("grammars/org", "They have never actually seen #maguffin#, only heard of it.", facts)
        assert not _grammar_fits("grammars/places", "#maguffin.capitalize# is here; the last person to see "
                                 "it left a trail the crew can follow to the spot", facts)
        assert not _fits_value("trip/play_lines", "Signs of where {maguffin_short} might be, and which way "
                               "leads there", facts)
    assert not _grammar_fits("grammars/maguffin", "It is a ledger, and one of its pages has been cut out", PERMISSION)
    assert not _fits_value("trip/play_endings", "{maguffin_cap}, seen, recorded and checked twice, and the "
                           "client's pay", SECRET)
    assert not _fits_value("trip/maguffin_handling", "Copied or memorised: a photograph of a page, a recorded "
                           "conversation, or a crewmember who learnt it by heart (BRAINS DL 3 to get it all)",
                           PERMISSION)


def test_a_name_or_a_view_cannot_hurt_anyone():
    for facts in (SECRET, PERMISSION, VIEW):
        assert not _grammar_fits("grammars/people", "Lost a friend to #maguffin# and has not forgiven anyone since", facts)
        assert not _grammar_fits("grammars/people", "Thinks #maguffin# is cursed and will not go near; there is no curse (only a run of bad luck and a story that grew in the telling), but nothing the crew say will change their mind", facts)  # (round 33: the line says there is no curse)


def test_a_vast_view_is_not_smaller_than_expected_nor_unphotographable_on_postcards():
    assert not _grammar_fits("grammars/maguffin", "It is smaller than anyone expects, and more moving than "
                             "anyone admits", VIEW)
    assert not _fits_value("trip/maguffin_handling", "A photograph never quite shows it: the client may not "
                           "believe the crew without a second witness or a sketch", VIEW)
    assert not _grammar_fits("grammars/maguffin", "It looks nothing like the postcards, and the locals sell "
                             "the postcards", VIEW)
    t = _find(_kind("view", "place"))
    t["maguffin"]["looks"] = "It looks exactly like the postcards, which is somehow unsettling"
    t["maguffin"]["really"] = "It looks nothing like the postcards, and the locals sell the postcards"
    assert "maguffin-size-truth" in _rules(t)


def test_a_chant_needs_people_to_say_it():
    assert not _grammar_fits("grammars/maguffin", "It is a chant of forty lines that nobody here will write "
                             "down, and it is only ever said aloud", {**SECRET, "inhabitants": "none"})


def test_the_local_name_is_never_an_english_speaking_earths():
    assert not _fits_value("lists/maguffins", "the local name for #world#", SECRET)
    assert _fits_value("lists/maguffins", "the local name for #world#", {**SECRET, "node": "planet"})


def test_no_keeper_wants_the_crew_to_take_it():
    texts = [t for alts in load("grammars/people").rules.values() for t in alts]
    assert not [t for t in texts if "the last thing the crew take" in t]


def test_the_first_audit_trips_have_none_of_the_class():
    for i in range(1, 41):
        found = {v.rule for v in check(audit_trip(i))} & set(RULES)
        assert not found, (i, found)


def test_a_permission_is_one_signed_page_not_notes():
    for line in ("It weighs nothing: a few pages of notes or a minute of recording",
                 "Notes get lost and memory fades: if nobody wrote it down, a PSYCHE roll (DL 3) on the "
                 "way home to keep it whole"):
        assert not _fits_value("trip/maguffin_handling", line, PERMISSION)
    t = _find(_kind("knowledge", forms=("permission",)))
    t["maguffin"]["description"]["size"] = "It weighs nothing: a few pages of notes or a minute of recording."
    assert "maguffin-seen-kind" in _rules(t)
