"""Round 28, leftover (last round's small leftovers, algorithm-26 trips): an ad that says a term
and the note against it ("no receipts. Bring the receipts."); the stranded person's thin-air
risk "without a spare suit" beside their own survival suit; the client's payoff "names the one
who stranded them" naming nobody; a place printed as its bare site ("Ministry." beside "Lantern
End"); a blackmailer drawn the "it is a competition" tweak; the Celebrity/Entertainer counted one
way by the draw and another by the audit.

The facts behind each fix hold, the audit's trips keep every rule of
generators/trip/consistency_r28leftover.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.ad_terms import CLASHES, ad_apart, clash
from generators.content.bare_desc import LAST, bare, unbare
from generators.content.cast_facts import tweak_facts
from generators.content.class_pick import ONCE, class_for, classes_open
from generators.content.event_roles import BLACKMAIL, blackmailers
from generators.content.stranded_dress import stranded_suit
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r28leftover import RULES, check_r28leftover

SUIT_LOOK = "They are still in their survival suit, scuffed grey and patched at one knee."
NO_SPARE = ("They need air the node does not have: without a spare suit or mask they last an hour outside, "
            "and a HEALTH roll against DL 2 each tick after that (a miss is one harm).")


def _rescue(t: dict) -> bool:
    m = t["maguffin"]
    return bool(m.get("who")) and any(n["name"] == m["who"] for n in t["npcs"])


def _break_ad() -> dict:
    t = trip_where(lambda t: t["teaser"].endswith("."))
    t["teaser"] = t["teaser"][:-1] + ", no receipts. Bring the receipts."
    return t


def _break_suit() -> dict:
    t = trip_where(_rescue, "slip-n-slide")
    t["maguffin"]["looks"] = SUIT_LOOK
    t["maguffin"]["description"]["risk"] = NO_SPARE
    return t


def _break_culprit() -> dict:
    t = trip_where(lambda t: any(e["outcome"] == "success" for e in t["endings"]))
    e = next(e for e in t["endings"] if e["outcome"] == "success")
    e["client"] += " GM, the client's secret plays out here: at the barn door Jo names the one who stranded them."
    return t


R28_LEFTOVER_BREAKS = {
    "ad-terms-clash": _break_ad,
    "rescue-suit-unowned": _break_suit,
    "stranded-culprit-unnamed": _break_culprit,
}


def test_breaks_cover_the_rules():
    assert set(R28_LEFTOVER_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R28_LEFTOVER_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R28_LEFTOVER_BREAKS[rule](), rule)


def test_a_culprit_named_outside_the_trip_fires():
    t = _break_culprit()
    e = next(e for e in t["endings"] if e["outcome"] == "success")
    e["client"] = e["client"].replace("names the one who", "names Nobody Atall as the one who")
    assert fires(t, "stranded-culprit-unnamed")


# trips that broke a rule before the fix (algorithm 26): the ad's references, the suit, the culprit
FIXED = (("slip-n-slide", 124), ("slip-n-slide", 160), ("slip-n-slide", 83), ("slip-n-slide", 258),
         ("slip-n-slide", 155), ("slip-n-slide", 262), ("hang", 262))


@pytest.mark.parametrize("seed,i", FIXED)
def test_the_trips_that_broke_them_keep_them(seed, i):
    t = audit_trip(i, seed)
    found = []
    check_r28leftover(t, t["world"], [("ending", e["client"]) for e in t["endings"]],
                      lambda rule, msg: found.append(f"{rule}: {msg}"))
    assert not found, found


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_leftover_rules(seed):
    from generators.trip.consistency import _texts
    from generators.trip.play_texts import play_texts

    found = []
    for i in range(1, 61):
        t = audit_trip(i, seed)
        check_r28leftover(t, t["world"], _texts(t) + play_texts(t),
                          lambda rule, msg, i=i: found.append(f"audit/{i} {rule}: {msg}"))
    assert not found, found[:5]


def test_the_ad_is_drawn_again_while_it_clashes():
    for term, note in CLASHES:  # each half is printed by grammars/teaser.json (the pairs do not rot)
        g = load("grammars/teaser")
        said = [r if isinstance(r, str) else r["text"] for sym in ("terms", "closer_note") for r in g.rules[sym]]
        assert any(term.strip(". ") in s.lower() for s in said), term
        assert any(note.strip(". ") in s.lower() for s in said), note
    assert clash("Pays 1M a head, no receipts. Bring the receipts.") == CLASHES[0]
    assert clash("Pays 1M a head, no receipts. Pack a lunch.") is None
    ads = ["Pays 1M, no receipts. Bring the receipts.", "Pays 1M, no receipts. Pack a lunch."]
    assert ad_apart(lambda k: ads[min(k, 1)]) == ads[1]


def test_a_blackmailer_draws_no_competition():
    events = [{"text": f"Must be Kept Secret: Ada Vell {BLACKMAIL}."}, {"text": "Nothing here."}]
    assert blackmailers(events, ["Ada Vell", "Bo Ring"]) == ("Ada Vell",)
    person = {"name": "Ada Vell", "role": "The first local to meet the crew", "want": "To be left alone"}
    assert tweak_facts(person)["side"] == "other"
    assert tweak_facts(person, ("Ada Vell",))["side"] == "foe"
    g = load("grammars/tweaks")
    sym = "core_motivation_inverted_replaced_or_conflicted"
    lines = list(zip(g.rules[sym], g.rule_needs.get(sym)))
    # (round 34 reworded the line: "they now want whatever the crew want, and race them for it")
    compete = [n for r, n in lines if "race them for it" in (r if isinstance(r, str) else r["text"])]
    assert compete and not any(fits(n, {"side": "foe"}) for n in compete)


def test_a_stranded_person_with_a_suit_is_never_without_one():
    assert stranded_suit(SUIT_LOOK, "") == "yes"
    assert stranded_suit("", "Tall, still in a survival suit whose helmet ring has gone green") == "yes"
    assert stranded_suit("", "Short, in the barn's thermal layer, the outer suit long gone") == "no"
    rows = [(v, f) for v, _, f in load("trip/maguffin_handling").items if f.get("part") == "risk"]
    spare = [f for v, f in rows if "without a spare suit" in v]
    assert spare and all(not fits(f.get("needs"), {"air": "thin", "stranded_suit": "yes"}) for f in spare)
    assert any(fits(f.get("needs"), {"air": "thin", "stranded_suit": "yes", "maguffin": "person"})
               for v, f in rows if f.get("kind") == "person" and "suit" in v and "without" not in v)


def test_the_client_names_the_one_who_stranded_them():
    row = next(f for v, _, f in load("trip/client_secret_due").items if "who stranded" in v)
    assert "{holder} as the one who stranded them" in row["due"]
    # on the audit trips whose client knows who stranded the person, the keeper is a person of the trip
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 301, 3):
            t = audit_trip(i, seed)
            if t["world"].get("culprit") == "keeper" and _rescue(t):
                held = (t["maguffin"].get("held_by") or "").split(" (")[0]
                assert held in {n["name"] for n in t["npcs"]}, (seed, i)


def test_a_bare_site_is_said_with_a_clause():
    tries = ["Older than it looks, hung with portraits of a president nobody at home has heard of"]
    others = ["Older than it looks, covered in propaganda posters"]
    assert unbare("Ministry", tries, "ministry", others) == \
        "Ministry: hung with portraits of a president nobody at home has heard of"
    last = unbare("Ministry", ["Older than it looks"], "ministry", others)  # no clause will do
    assert not bare(last) and last == f"Ministry: {LAST[0]}"
    assert unbare("Ministry", [], None, [f"Customs shed: {LAST[0]}"]) == f"Ministry: {LAST[1]}"


def test_the_draw_and_the_audit_read_one_list_of_classes():
    facts = {"tech": "stone", "inhabitants": "many", "natives": "human", "peaceful": "no", "law": "lax"}
    role = "The first local to meet the crew"
    open_ = classes_open(role, facts, True, "professional")
    assert open_ and any(c not in ONCE for c in open_)
    for k in range(20):
        assert class_for(Stream("r28-leftover", f"open/{k}"), role, facts, True, "professional") in open_
    calm = dict(facts, peaceful="yes")  # a peaceful trader: that one class only (the exemption)
    assert classes_open("The trader who is selling", calm, True, "professional") == list(ONCE)
