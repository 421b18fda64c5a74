"""Round 29, secrets kept secret and told by those who can know them (issue 10, cold readers of
algorithm-26 trips): a keeper "Has been hiding the survey officer from everyone, including the
crew" beside "held by" them and their want to keep the officer locked up; a hat, a sandal, a
comb or a spoon with "a few words" on it that "says what X is hiding"; gossiping locals who
tell the secret of a rival captain who landed an hour ago; porters and watchmen of other eras
and worlds who know the barn's client by name.

The generation now keeps those lines from being drawn (corpora/trip/play_clues.json ``knows``,
corpora/grammars/people.json, trip/clue_secret.py); each rule of
generators/trip/consistency_r29secrets.py fires on a trip broken on purpose, and the audit's
own trips keep them."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clue_secret import arrived_today, secret_rule
from generators.trip.consistency_r29secrets import RECORD, RULES, WORDS, check_r29secrets


def _liar(t: dict) -> tuple[dict, dict]:
    f = next(f for f in t["clues"] if f["id"].startswith("lies-"))
    n = next(n for n in t["npcs"] if n["key"] == f["id"].split("-", 1)[1])
    return f, n


def _has_liar(t: dict) -> bool:
    return any(f["id"].startswith("lies-") for f in t.get("clues") or [])


def _break_open() -> dict:
    t = trip_where(_has_liar)
    _, n = _liar(t)
    n["secret"] = "Sold the same plot of land to two different families, and keeps meaning to put it right"
    t["locations"][0]["text"] += " Everyone here knows who sold the same plot of land to two different families."
    return t


def _break_carrier() -> dict:
    t = trip_where(_has_liar)
    f, n = _liar(t)
    sc = next(s for s in t["scenes"] if s["kind"] != "climax")
    place = sc["place"][0].lower() + sc["place"][1:] if sc["place"].startswith("The ") else sc["place"]
    f["clues"].append({"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "trace",
                       "how": f"A sandal left at {place}, with a few words inked on the inside of its sole. "
                              f"It says what {n['name']} is hiding: {n['secret']}."})
    return t


def _break_client() -> dict:
    t = trip_where(_has_liar)
    f, n = _liar(t)
    f["fact"] = f"{n['name']} is hiding something: {n['name'].split()[0]} owes the client a favour, and this trip is it."
    sc = next(s for s in t["scenes"] if s["kind"] != "climax")
    f["clues"].append({"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "overheard",
                       "how": f"A porter at {sc['place']}, resting between loads, who passes the time by passing it on."})
    return t


R29_SECRETS_BREAKS = {"secret-open": _break_open, "carrier-cannot-know": _break_carrier,
                      "era-local-knows-client": _break_client}
R29_secrets_BREAKS = R29_SECRETS_BREAKS  # (the brief's spelling)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R29_SECRETS_BREAKS[rule](), rule)


def _found(t: dict) -> list[tuple[str, str]]:
    out = []
    check_r29secrets(t, t.get("world") or {}, [], lambda r, m: out.append((r, m)))
    return out


def test_a_keeper_hides_nothing_the_page_says_they_hold():
    """hang audit/298 under algorithm 26: the one keeping the missing DayTripper, the officer
    "held by" them, had the secret of hiding the officer from everyone."""
    t = trip_where(lambda t: (t.get("maguffin") or {}).get("held_by"))
    m = t["maguffin"]
    keeper = next(n for n in t["npcs"] if n["name"] == m["held_by"].split(" (")[0])
    keeper["secret"] = f"Has been hiding {m.get('short') or m['what']} from everyone, including the crew"
    assert any(r == "secret-open" for r, _ in _found(t))


def test_a_newcomer_is_not_gossip_and_their_secret_is_theirs():
    t = trip_where(lambda t: any(arrived_today(n) for n in t["npcs"]))
    n = next(n for n in t["npcs"] if arrived_today(n))
    cast = [dict(x) for x in t["npcs"]]
    who, people_only, unheard = secret_rule(f"lies-{n['key']}", f"{n['name']} is hiding something: x",
                                            cast, t["client"], {x["name"] for x in cast})
    assert who == {n["name"]} and unheard and not people_only
    t["clues"].append({"id": f"lies-{n['key']}", "fact": f"{n['name']} is hiding something: {n['secret']}.",
                       "needed": False, "clues": [{"at": t["scenes"][0]["id"], "kind": "scene",
                                                   "scene": t["scenes"][0]["id"], "source": "overheard",
                                                   "how": "Gossip at the market, for anyone who stands about long enough to listen"}]})
    assert any(r == "carrier-cannot-know" for r, _ in _found(t))


def test_no_everyday_thing_in_the_corpus_tells_a_secret():
    """Every scene trace that may tell a secret (its ``knows``) is a thing made for words or a
    record: the corpus keeps ``secret`` off a hat, a sandal or a spoon with a few words on it."""
    for v, _, f in load("trip/play_clues").items:
        if f.get("use") == "scene" and f.get("source") == "trace" and \
                (not f.get("knows") or "secret" in f["knows"].split("|")):
            assert not WORDS.search(v) or RECORD.search(v), v


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_secrets(seed):
    for i in range(1, 31):
        assert not _found(audit_trip(i, seed)), (seed, i, _found(audit_trip(i, seed)))
