"""Round 34, the cast (cold reads r34 a and b, algorithm-30 trips): NPC roles, wants, secrets,
labels and stats that contradict each other, the person's job, or hook nothing.

Each rule of generators/trip/consistency_r34cast.py fires on a trip broken on purpose, the
trips the generator now draws keep clear of them, and the generation fixes hold where the
cold reads saw the fault (cheap: cached audit trips and a few direct draws)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.needs import fits
from generators.trip.consistency_r34cast import RULES, check_r34cast
from generators.trip.npc_body import body_facts, refit_look
from generators.rng import Stream


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if not n.get("creature") and n.get("body") != "creature"]


def _npc(t: dict, pred=lambda n: True) -> dict:
    return next(n for n in _people(t) if pred(n))


def _break_class() -> dict:
    t = trip_where(lambda t: any("knows the ground" in (n.get("role") or "") for n in _people(t)))
    _npc(t, lambda n: "knows the ground" in (n.get("role") or ""))["class"] = "Tourist"
    return t


def _break_slip() -> dict:
    t = trip_where(lambda t: (t.get("world") or {}).get("year") is not None and t["world"]["year"] < 2017
                   and any(n.get("folk") == "local" for n in _people(t)))
    n = _npc(t, lambda n: n.get("folk") == "local")
    n["skills"] = list(n.get("skills") or []) + [{"name": "Slip Dynamics", "stat": "BRAINS", "level": 2}]
    return t


def _break_frail() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _npc(t)
    n["look"] = "Old enough to be everyone's grandparent, hollow-cheeked, with a cough they pretend is a laugh"
    n["stats"] = {"BRAINS": 1, "CHARM": 1, "GRACE": 2, "HEALTH": 2, "MIGHT": 4, "PSYCHE": 1}
    return t


def _break_hurry() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _npc(t)
    n["look"], n["manner"] = "In their twenties and in a hurry, wiry", "Paranoid and stands very still, like someone waiting to be called"
    return t


def _break_hush() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    _npc(t)["want"] = "To apologise to someone they wronged at Scrap End, without a word to anyone"
    return t


def _break_message() -> dict:
    t = trip_where(lambda t: any(n.get("where") for n in _people(t)))
    n = _npc(t, lambda n: n.get("where"))
    n["want"] = f"To get a message to the bride at {n['where'][:1].lower() + n['where'][1:]}, whose wedding there is today"
    return t


def _break_tickets() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    t["complications"] = list(t.get("complications") or []) + ["Stealth Required"]
    _npc(t)["want"] = "To sell tickets to the mine"
    return t


def _break_no_trade() -> dict:
    t = trip_where(lambda t: (t.get("world") or {}).get("before") != "tourists" and bool(_people(t)))
    _npc(t)["secret"] = "Knows a better view than the one on the tickets, and charges extra to show it"
    return t


def _break_blame() -> dict:
    t = trip_where(lambda t: (t.get("world") or {}).get("visits") != "some" and bool(_people(t)))
    _npc(t)["secret"] = "Set the fire at the Haunted Diner that everyone blames on visitors"
    return t


def _break_post() -> dict:
    t = trip_where(lambda t: any(n.get("role") == "The warden of the site" for n in _people(t)))
    n = _npc(t, lambda n: n.get("role") == "The warden of the site")
    t["tweaks"] = list(t.get("tweaks") or []) + [{
        "kind": "character", "target": f"{n['name']} (the warden of the site)", "tweak": "function swapped",
        "rule": "Swap their function", "detail": "They have swapped places with a signpost, and point the way "
                                                 "whether asked or not.", "text": ""}]
    return t


def _break_history() -> dict:
    t = trip_where(lambda t: any(n.get("role") == "The person history depends on" for n in _people(t)))
    for d in t["node"]["details"]:
        if (d.get("label") or "").lower().startswith("paradox rule"):
            d["text"] = d["text"].split(". ")[0]
    return t


def _break_vague() -> dict:
    t = trip_where(lambda t: any(c.get("kind") == "npc" for f in t["clues"] for c in f["clues"]))
    c = next(c for f in t["clues"] for c in f["clues"] if c.get("kind") == "npc")
    n = next(n for n in t["npcs"] if n["key"] == c["at"])
    n["want"] = "To keep a promise made years ago, whatever it costs"
    c["how"] = f"{n['name']}, once the crew help with what they want, and not a moment before"
    return t


def _break_morning() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    _npc(t)["secret"] = "Lost the group's spare batteries on the first morning, and said nothing"
    return t


R34_cast_BREAKS = {
    "npc-class-ruled-out": _break_class,
    "npc-slip-before-barn": _break_slip,
    "npc-frail-strong": _break_frail,
    "npc-hurry-still": _break_hurry,
    "npc-want-hush-public": _break_hush,
    "npc-message-own-place": _break_message,
    "npc-tickets-stealth": _break_tickets,
    "npc-tickets-no-trade": _break_no_trade,
    "npc-blame-visitors": _break_blame,
    "npc-post-swapped": _break_post,
    "npc-history-unruled": _break_history,
    "npc-want-gate-vague": _break_vague,
    "npc-first-morning": _break_morning,
}


def test_every_rule_has_a_break():
    assert set(R34_cast_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R34_cast_BREAKS))
def test_each_rule_fires_on_its_break(rule):
    assert fires(R34_cast_BREAKS[rule](), rule)


def test_fine_text_is_not_flagged():
    """Lines the rules must leave alone: the rewritten wants and secrets, and a frail look on a
    body whose strongest stat is not MIGHT."""
    t = trip_where(lambda t: any(n.get("where") for n in _people(t)))
    n = _npc(t, lambda n: n.get("where"))
    place = n["where"][:1].lower() + n["where"][1:]
    n["want"] = (f"To get a message to a bride an hour's walk from {place}, whose wedding is today, "
                 "since they cannot get away from here")
    n["look"] = "Bird-boned, with a cough they apologise for every time"
    n["stats"] = {"BRAINS": 3, "CHARM": 1, "GRACE": 1, "HEALTH": 1, "MIGHT": 1, "PSYCHE": 2}
    n["secret"] = "Left the group's spare batteries on the barn's loading dock before the slip, and has said nothing"
    found = []
    check_r34cast(t, t.get("world") or {}, [], lambda rule, msg: found.append(rule))
    assert not {"npc-message-own-place", "npc-frail-strong", "npc-first-morning"} & set(found), found
    for want in ("To apologise to someone they wronged at Scrap End, telling only the crew why",
                 "To keep a promise made years ago, to walk the next strangers safely past the mill"):
        n["want"] = want
        found = []
        check_r34cast(t, t.get("world") or {}, [], lambda rule, msg: found.append(rule))
        assert "npc-want-hush-public" not in found and "npc-want-gate-vague" not in found, (want, found)


def test_strong_bodies_redraw_frail_looks():
    """The fact ``strong`` comes from the stat block, and a frail piece is drawn again on it."""
    strong = {"BRAINS": 1, "CHARM": 1, "GRACE": 2, "HEALTH": 2, "MIGHT": 4, "PSYCHE": 1}
    assert body_facts([], "", strong)["strong"] == "yes"
    assert body_facts([], "", dict(strong, MIGHT=2))["strong"] == "no"
    assert "strong" not in body_facts([], "")  # unset while content draws the first look
    look = "Old enough to be everyone's grandparent, hollow-cheeked, with a cough they pretend is a laugh"
    person = {"folk": "visitor", "age": "old", "body": "human"}
    out = refit_look(look, person, None, body_facts(["Athletics:Gymnastics"], "", strong),
                     Stream("r34-cast", "t/look_fit"), set())
    assert "hollow-cheeked" not in out and "grandparent" not in out and "a cough" not in out, out
    assert fits("age: young; pace: quick", {"age": "young", "pace": "quick"})


def test_audit_trips_keep_clear():
    """The trips the generator draws break none of the round's cast rules (40 audit trips)."""
    found = []
    for i in range(1, 41):
        t = audit_trip(i)
        check_r34cast(t, t.get("world") or {}, [], lambda rule, msg: found.append(f"audit/{i}: {rule}: {msg}"))
    assert not found, found[:5]
