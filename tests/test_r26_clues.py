"""Round 26, clue carriers that cannot know or cannot show what they carry (cold read of
algorithm-23 trips): scorch marks and spent power cells on an iron-age world that "warn" of
a journalist; the crew's own hunch and a hidden stash that never say what they show; an NPC
who sells their own secret for the crew's help; a traveller passing through who knows the
keeper's private oath.

The facts behind each fix hold (the lines' ``needs`` and ``knows`` in
corpora/trip/play_clues.json, trip/clue_self.py keeping an NPC's own secret theirs), the audit
trips keep every rule of generators/trip/consistency_r26clues.py, and each rule fires on a trip
broken on purpose."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.clue_self import PASSING, WORDLESS, own_secret, secondhand
from generators.trip.consistency_r26clues import RULES, check_r26clues

PRIVATE = ("secret", "motive", "complication")


def _low(name: str) -> str:
    return name[:1].lower() + name[1:]


def _secret(t: dict) -> dict | None:
    return next((f for f in t["clues"] if f["id"].startswith(("secret-", "lies-"))), None)


def _scene_clue(t: dict, how: str, source: str = "trace") -> dict:
    sc = t["scenes"][0]
    return {"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": source,
            "how": how.format(place=_low(sc["place"]))}


def _break_era() -> dict:
    t = trip_where(lambda t: t["world"].get("tech") in ("stone", "iron", "steam") and bool(t["clues"]))
    t["clues"][0]["clues"].append(_scene_clue(
        t, "Scorch marks and a trail of spent power cells at {place}, where somebody came through shooting "
           "earlier today (BRAINS DL 2 to follow them)"))
    return t


def _break_wordless() -> dict:
    t = trip_where(lambda t: _secret(t) is not None)
    _secret(t)["clues"].append(_scene_clue(t, "Tracks and signs at {place} (BRAINS DL 2 to read them)"))
    return t


def _break_tells_nothing() -> dict:
    t = trip_where(lambda t: _secret(t) is not None)
    _secret(t)["clues"].append(_scene_clue(
        t, "The crew's own hunch at {place}, once they put together everything they have seen since the "
           "landing (BRAINS DL 3 to make it fit)"))
    return t


def _break_own_secret() -> dict:
    t = trip_where(lambda t: _secret(t) is not None)
    f = _secret(t)
    who = next(n for n in t["npcs"] if n["key"] == f["id"].split("-", 1)[1])
    sc = next(s for s in t["scenes"] if s["place"] == who["where"]) if any(
        s["place"] == who["where"] for s in t["scenes"]) else t["scenes"][0]
    f["clues"].append({"at": who["key"], "kind": "npc", "scene": sc["id"], "source": "npc",
                       "how": f"{who['name']}, who wants the crew's word first that they will help with what they want"})
    return t


def _break_passerby() -> dict:
    t = trip_where(lambda t: _secret(t) is not None)
    _secret(t)["clues"].append(_scene_clue(
        t, "A traveller resting at {place} on the way through, who heard it further along the road and tells "
           "it to pass the time", "overheard"))
    return t


R26_CLUES_BREAKS = {"carrier-era": _break_era, "carrier-wordless-secret": _break_wordless,
                    "carrier-tells-nothing": _break_tells_nothing,
                    "clue-own-secret-secondhand": _break_own_secret, "clue-passerby-secret": _break_passerby}


def test_each_rule_fires_on_its_break():
    assert set(R26_CLUES_BREAKS) == set(RULES)
    for rule, make in R26_CLUES_BREAKS.items():
        assert fires(make(), rule), rule


def _found(t: dict) -> list[str]:
    out: list[str] = []
    check_r26clues(t, t.get("world") or {}, None, lambda rule, msg: out.append(f"{rule}: {msg}"))
    return out


def test_audit_trips_keep_the_carrier_rules():
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 31):
            assert not _found(audit_trip(i, seed)), (seed, i)


def _scene_lines() -> list[dict]:
    return [dict(f, value=v) for v, _, f in load("trip/play_clues").items if f.get("use") == "scene"]


def test_wordless_things_tell_no_private_fact():
    """Every line of a thing with no words of a person in it says which facts it can tell, and
    none is a person's secret, the client's motive or a warning of trouble to come."""
    lines = [f for f in _scene_lines() if WORDLESS.match(f["value"])]
    assert len(lines) >= 20
    for f in lines:
        assert f.get("knows"), f["value"]
        assert not set(f["knows"].split("|")) & set(PRIVATE), f["value"]


def test_scorch_marks_need_power_weapons():
    scorch = next(f for f in _scene_lines() if f["value"].startswith("Scorch marks"))
    assert not fits(scorch["needs"], {"tech": "iron", "inhabitants": "many"})
    assert fits(scorch["needs"], {"tech": "electric", "inhabitants": "many"})


def test_passers_by_know_no_secret():
    for f in [f for f in _scene_lines() if PASSING.search(f["value"])]:
        assert "secret" not in (f.get("knows") or "secret"), f["value"]


def test_someone_where_nobody_lives_can_still_carry_a_secret():
    """A world nobody lives on keeps carriers for a person's secret other than another
    visitor's note: what a visitor who met them said or logged."""
    world = {"inhabitants": "nobody", "tech": "none", "air": "breathable", "setting": "outdoor",
             "place_kind": "wild"}
    told = [f["value"] for f in _scene_lines() if f.get("source") == "trace"
            and "secret" in (f.get("knows") or "secret") and fits(f.get("needs"), world)
            and "another visitor" not in f["value"]]
    assert len(told) >= 3, told


def test_own_secret_told_as_theirs():
    assert own_secret("secret-npc-3", {"kind": "npc", "at": "npc-3"})
    assert own_secret("lies-npc-3", {"kind": "npc", "at": "npc-3"})
    assert not own_secret("secret-npc-3", {"kind": "npc", "at": "npc-2"})
    assert not own_secret("secret-npc-3", {"kind": "scene", "at": "npc-3"})
    assert secondhand("{npc}, who wants the crew's word first that they will help with what they want")
    assert secondhand("{npc}, who calls it only a rumour, and then tells it as if it were certain")
    assert not secondhand("{npc}, who blurts it out and then begs the crew to forget it")
    # enough ways left for anyone to tell their own
    npc = [v for v, _, f in load("trip/play_clues").items if f.get("use") == "npc"]
    assert sum(not secondhand(v) for v in npc) >= 40


def test_no_npc_on_the_audit_trips_sells_their_own_secret():
    for i in range(1, 41):
        t = audit_trip(i)
        for f in t["clues"]:
            if f["id"].startswith(("secret-", "lies-")):
                for cl in f["clues"]:
                    if cl["kind"] == "npc" and cl["at"] == f["id"].split("-", 1)[1]:
                        assert not secondhand(cl["how"]), (i, cl["how"])


def test_owning_up_is_priced_and_only_for_ones_own():
    """An NPC's want still prices their own secret, by the lines where they own up to it once
    the crew have helped them; nobody else's clue draws those lines (the fact ``own``)."""
    from generators.trip.clue_price import PRICED

    own = [v for v, _, f in load("trip/play_clues").items if "own: yes" in (f.get("needs") or "").split("; ")]
    assert len(own) >= 5  # four spoken, and one in writing for the day of silence (silent: yes)
    assert any("silent: yes" in (f.get("needs") or "") for v, _, f in load("trip/play_clues").items
               if "own: yes" in (f.get("needs") or ""))
    for v in own:
        assert PRICED in v and not secondhand(v), v
    assert fits("own: yes", {"own": "yes"}) and not fits("own: yes", {"own": "no"})
