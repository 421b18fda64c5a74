"""Round 35, the world's facts against its cast, and a secret against what its person can know
(cold reads of algorithm-30 trips): a human with no suit on an airless world, a camp recorder
in an empty tent on a world nobody had been to, a local who "started the rumour that brought
the crew here" without ever meeting the client.

Each rule of generators/trip/consistency_r35world.py fires on a trip broken on purpose; the
grammar itself keeps the lines apart (every look a masked person can draw shows a suit, a
mask or a visor; the camp lines need someone before the crew; the rumour is the secret of
one who met the client), and no audit trip breaks a rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.cast_facts import masked, past_of
from generators.content.maguffin import shelter_culprit
from generators.content.world import World
from generators.rng import make_stream
from generators.needs import fits, parse
from generators.trip.consistency_r35world import CAMP, OPEN_AIR, PAST, RULES, RUMOUR, SUIT

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _lines(path: str, key: str | None = None, symbol: str | None = None) -> list[tuple[str, str | None]]:
    d = json.loads((CORPORA / path).read_text())
    items = d["rules"][symbol] if symbol else d["items"]
    out = []
    for x in items:
        if isinstance(x, str):
            out.append((x, None))
        else:
            out.append((x.get("text") or x.get(key or "value"), x.get("needs")))
    return out


def _masked_human(t: dict):
    return next((n for n in t["npcs"] if n.get("source") != "creature" and n.get("body") == "human"
                 and masked(n["folk"], t["world"]) == "yes"), None)


def _break_masked() -> dict:
    t = trip_where(lambda t: _masked_human(t) is not None)
    _masked_human(t)["look"] = "Wet hair slicked flat, a bandaged thumb, thin as a rake"
    return t


def _break_masked_manner() -> dict:
    t = trip_where(lambda t: _masked_human(t) is not None)
    _masked_human(t)["manner"] = "Talks as if reading the words off a card; eats constantly"
    return t


def _break_camp() -> dict:
    t = trip_where(lambda t: t["world"].get("before") == "none" and any(f["clues"] for f in t["clues"]))
    x = next(f for f in t["clues"] if f["clues"])["clues"][0]
    x["how"] = ("A camp recorder left running in an empty tent at the Fold, that caught two of the people "
                "here talking when they thought nobody could hear (BRAINS DL 2 to find the right part)")
    return t


def _break_rumour() -> dict:
    t = trip_where(lambda t: any(n.get("source") != "creature" and not n.get("met_client") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") != "creature" and not n.get("met_client"))
    n["secret"] = "Started the rumour that brought the crew here, and they keep meaning to put it right"
    return t


def _break_strander() -> dict:
    t = trip_where(lambda t: t["world"].get("mission") == "rescue" and bool(t.get("endings")))
    friend = next(n for n in t["npcs"] if n.get("source") != "creature" and n["name"] != t["maguffin"].get("who"))
    friend["role"] = "The friend the missing will not leave"
    t["endings"][0]["client"] = (f"The client pays. GM, the client's secret plays out here: at the barn door "
                                 f"{t['maguffin'].get('who')} names {friend['name']} as the one who stranded them.")
    return t


def _newcomer(t: dict):
    return next((n for n in t["npcs"] if n.get("source") != "creature" and past_of(n["folk"], t["world"]) == "none"), None)


def _break_newcomer() -> dict:
    t = trip_where(lambda t: t["world"].get("before") == "none" and _newcomer(t) is not None)
    n = _newcomer(t)
    n["secret"] = f"Owes more at {t['locations'][-1]['name']} than they can ever pay back, and they keep meaning to put it right"
    return t


R35_world_BREAKS = {"masked-look-without-suit": _break_masked, "masked-manner-open-air": _break_masked_manner,
                    "camp-on-first-visit": _break_camp,
                    "rumour-without-client": _break_rumour, "stranded-by-their-friend": _break_strander,
                    "newcomer-with-a-past": _break_newcomer}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_world_BREAKS[rule](), rule)


@pytest.mark.parametrize("rule", RULES)
def test_no_rule_fires_on_audit_trips(rule):
    for i in range(1, 121):  # 22 worlds of hang audit/1-120 are not breathable, 10 never visited
        assert not fires(audit_trip(i), rule), (rule, i)


MASKED = [dict(body="human", masked="yes", lost=lost, stranded_dress=d, years=y, air=air, tech=tech, node="planet")
          for lost in ("yes", "no") for d in ("suit", "clothes", "open") for y in ("yes", "no")
          for air in ("thin", "toxic", "vacuum") for tech in ("stone", "steam", "digital", "advanced")]


def test_every_look_a_masked_person_can_draw_shows_the_suit():
    """A person who goes sealed or masked out of doors draws a look that names the suit, the
    mask or the visor (the bare looks need ``masked: no``), and at least one look always fits."""
    looks = _lines("grammars/people.json", "text", "look")
    garments = {"#masked_garment#", "#visor#", "#lost_garment#"}
    for facts in MASKED:
        ok = [text for text, needs in looks if fits(needs, facts)]
        assert ok, facts
        for text in ok:
            assert any(g in text for g in garments), (text, facts)
    for symbol in ("masked_garment", "visor", "lost_garment"):
        for text, needs in _lines("grammars/people.json", "text", symbol):
            if any(fits(needs, f) for f in MASKED):
                assert SUIT.search(text), (symbol, text)


def test_a_masked_person_does_not_eat_or_sniff_the_air():
    """The habits that need open air (eating, gum, chewing a thumbnail, sniffing the air) need
    ``masked: no``, and a masked person still has habits of their own to draw."""
    habits = _lines("grammars/people.json", "text", "habit")
    open_air = [(t, n) for t, n in habits if OPEN_AIR.search(t)]
    assert len(open_air) >= 3
    for text, needs in open_air:
        clauses = parse(needs or "inhabited")
        assert ("set", "masked", False, frozenset({"yes"})) in clauses or \
            ("set", "masked", True, frozenset({"no"})) in clauses, text
    assert sum(1 for t, n in habits if n and ("set", "masked", True, frozenset({"yes"})) in parse(n)) >= 2


def test_no_camp_on_a_first_visit():
    """Clue lines that find a camp (a tent, a guy-line) need someone before the crew."""
    first = {"inhabitants": "nobody", "before": "none", "setting": "outdoor", "place_kind": "wild",
             "tech": "stone", "maguffin": "object", "trees": "yes", "letters": "none"}
    camps = [text for text, needs in _lines("trip/play_clues.json") if CAMP.search(text)]
    assert camps
    for text in camps:
        needs = next(n for t, n in _lines("trip/play_clues.json") if t == text)
        assert not fits(needs, first), text
        assert fits(needs, dict(first, before="lost")), text  # still drawn where someone came before


def test_the_rumour_that_brought_the_crew_is_told_by_one_who_met_the_client():
    """Only the secret of one who has met the client (``secret_client``, content/people.py)
    says they brought the crew here; anyone's secret (``sec_did``) does not."""
    people = json.loads((CORPORA / "grammars/people.json").read_text())["rules"]
    for symbol, lines in people.items():
        for x in lines:
            text = x if isinstance(x, str) else x["text"]
            if RUMOUR.search(text):
                assert symbol.startswith("secret_client") or symbol.startswith("sec_client"), (symbol, text)
    assert any("brought the crew here" in (x if isinstance(x, str) else x["text"])
               for x in people["secret_client"])


def test_a_friend_who_shelters_them_did_not_strand_them():
    """Hiding or unwilling to leave, the one the crew came for is with a friend: the culprit the
    client rolled before their condition is then the client or nobody, and so is the stranding."""
    for i in range(40):
        for state in ("hiding", "unwilling"):
            w = World(node_type="Unknown Planet", family="planet")
            w.mission, w.maguffin_state, w.culprit, w.stranded_by = "rescue", state, "keeper", "keeper"
            shelter_culprit(make_stream(f"shelter-{i}", "x"), w)
            assert w.culprit in ("client", "nobody") and w.stranded_by != "keeper", (i, state)
            assert w.stranded_by == w.culprit or w.culprit == "nobody"
    for state in ("held", "hurt"):  # a captor who holds them may be the one who stranded them
        w = World(node_type="Unknown Planet", family="planet")
        w.mission, w.maguffin_state, w.culprit, w.stranded_by = "rescue", state, "keeper", "keeper"
        shelter_culprit(make_stream("held", "x"), w)
        assert w.culprit == "keeper" and w.stranded_by == "keeper"


def test_a_newcomer_has_no_past_here():
    """Who can have a past on the node: a local of a peopled node, or anyone where somebody from
    off it has been before; and every people.json line that gives a person a history at one of
    the trip's places needs it (``past: here``)."""
    first = {"inhabitants": "nobody", "before": "none"}
    assert past_of("visitor", first) == "none" and past_of("local", first) == "none"
    assert past_of("visitor", dict(first, inhabitants="many")) == "none"
    assert past_of("local", dict(first, inhabitants="many")) == "here"
    assert past_of("visitor", dict(first, before="lost")) == "here"
    people = json.loads((CORPORA / "grammars/people.json").read_text())["rules"]
    found = 0
    for symbol, lines in people.items():
        for x in lines:
            text = (x if isinstance(x, str) else x["text"]).replace("#place#", "the Fold")
            if PAST.search(text):
                found += 1
                needs = None if isinstance(x, str) else x.get("needs")
                assert ("set", "past", True, frozenset({"here"})) in parse(needs or "inhabited"), (symbol, text)
    assert found >= 15
