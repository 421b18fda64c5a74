"""The client's tie to the job, its pay and the price of a clue (cold read 19: reader B class
3, reader A A-2, A-7, B-5, B-12, C-5, C-6, C-13, D-8). Each rule is fed a trip with the
contradiction (these fail on the old code, which had no such rule) and one without it. The
generation tests (rescue motives, partial pay, clue price) fail on the old code's trips too,
checked with these rules copied onto main 9271bf2: its audit trips had the contradictions
(33 of 600 for the rescue motive, 160 for the partial pay, 37 for the clue price)."""

from __future__ import annotations

import copy
from functools import lru_cache

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.clue_price import PRICED, works_against
from generators.trip.consistency import check, rule_names
from generators.trip.daytrip import trip_from_mission

RULES = ("client-motive-fits", "client-name-fits-target", "partial-fits-mission",
         "partial-pay-upfront", "clue-price-fits", "pay-term-says-who")


@lru_cache(maxsize=None)
def _trips(seed: str, mission: str | None, n: int) -> tuple[dict, ...]:
    """The first ``n`` audit trips of ``seed`` (of ``mission`` only, when given)."""
    out = []
    for k in range(1, 2000):
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        if mission is None or m.mission_type == mission:
            out.append(trip_from_mission(m, s).to_dict())
            if len(out) == n:
                return tuple(out)
    raise AssertionError("no such trips")


def _trip(mission: str | None = None, seed: str = "client-tie", where=lambda t: True) -> dict:
    t = next((t for t in _trips(seed, mission, 12) if where(t)), None)
    assert t is not None, "no fitting trip"
    return copy.deepcopy(t)


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _set_hidden(t: dict, text: str) -> None:
    for d in t["client_details"]:
        if d["label"] == "Not telling the crew":
            d["text"] = text
            return
    t["client_details"].append({"label": "Not telling the crew", "text": text, "gm_only": True})


def test_the_rules_are_registered():
    assert set(RULES) <= set(rule_names())


def test_client_motive_fits_catches_a_client_who_stranded_the_one_they_need_back():
    """Cold read 19 g: "They are the reason the pilot got stranded" beside "due in court on
    Monday, as the witness"; j: an inquest into why they were left behind beside the insurance."""
    t = _trip("Emergency/Rescue")
    t["maguffin"]["why"] = "They are due in court on Monday, as a witness."
    t["maguffin"]["really"] = "They were not stranded; they were left behind on purpose, by the client."
    assert _violates(t, "client-motive-fits")
    t["maguffin"]["really"] = "They stole something before they were stranded, and still have it."
    _set_hidden(t, "They need them back before an inquest finds out why they were left behind.")
    t["maguffin"]["why"] = "The insurance pays out only if somebody brings back a body or a signature."
    assert _violates(t, "client-motive-fits")
    # as it could be worded
    _set_hidden(t, "The client abandoned them there on purpose.")
    t["maguffin"]["why"] = "They owe the client money, and dead people cannot pay."
    assert _violates(t, "client-motive-fits")
    _set_hidden(t, "They were marooned there by the client, who tells nobody.")
    assert _violates(t, "client-motive-fits")
    # guilt is a reason to pay for the rescue of someone the client stranded
    t["maguffin"]["why"] = "The client feels responsible, and is right to."
    assert not _violates(t, "client-motive-fits")


def test_rescue_motives_read_who_stranded_them():
    """The why, the truth and the client's secret read ``world.culprit``: no generated rescue
    has a client who stranded the person and a reason that needs someone else to have."""
    for t in _trips("client-motive", "Emergency/Rescue", 24):
        assert not _violates(t, "client-motive-fits"), (t["maguffin"], t["client_details"])


def test_client_name_fits_target():
    """Cold read 19 B-5 (a band manager of a missing touring act pays to fetch a physicist) and
    A-2 (an almond conglomerate looking for new water pays to draw a ruined tower)."""
    t = _trip("Emergency/Rescue")
    t["client"] = "The band manager of a missing touring act"
    t["maguffin"]["what"] = t["maguffin"]["short"] = "Reese Laurence, a physicist who slipped on a dare"
    t["maguffin"]["description"] = ""
    assert _violates(t, "client-name-fits-target")
    t["client"] = "A conglomerate looking for new water"
    assert _violates(t, "client-name-fits-target")
    t["maguffin"]["what"] = "A flask of water from the deepest well"
    assert not _violates(t, "client-name-fits-target")
    t["client"] = "A band manager who has the missing traveller under contract for a show on Saturday"
    assert not _violates(t, "client-name-fits-target")


def _partial(t: dict) -> dict:
    return next(e for e in t["endings"] if e["outcome"] == "partial")


def test_partial_fits_mission():
    """Cold read 19 B-12: "Half of the job, and a good reason for the other half" as the
    partial ending of a one-person rescue."""
    t = _trip("Emergency/Rescue", where=lambda t: t["world"].get("maguffin") == "person")
    _partial(t)["bring"] = "Half of the job, and a good reason for the other half."
    assert _violates(t, "partial-fits-mission")
    _partial(t)["bring"] = "Half the rescue, and a promise to come back for the rest."
    assert _violates(t, "partial-fits-mission")
    t["world"]["maguffin"] = "substance"
    assert not _violates(t, "partial-fits-mission")


def test_partial_pay_upfront():
    """Cold read 19 j-12: half paid before the slip, then a Partial Success where the client
    "pays half now" (another half, or nothing more?)."""
    t = _trip(where=lambda t: t["world"].get("pay_when") == "half")
    assert not _violates(t, "partial-pay-upfront")  # as generated
    assert "before the slip" in _partial(t)["pay"]
    _partial(t)["client"] = "Ann Lee pays half and sighs, twice, in case the crew missed the first one."
    assert _violates(t, "partial-pay-upfront")
    _partial(t)["client"] = "Ann Lee pays nothing more: the half paid before the slip stands."
    assert not _violates(t, "partial-pay-upfront")
    _partial(t)["pay"] = "0.5M per crewmember (half of a Success). By crew size: 1: 0.5M"
    assert _violates(t, "partial-pay-upfront")


def _priced(t: dict) -> list[str]:
    names = [n["name"] for n in t["npcs"]]
    return [n for f in t["clues"] for c in f["clues"] if PRICED in (c.get("how") or "")
            for n in names if c["how"].startswith(n)]


def test_clue_price_fits():
    """Cold read 19 C-5: a clue from "Mattilippo-42, if the crew help with what they want",
    who wants "To win a bet, made loudly and in public, that the crew will fail"."""
    t = _trip(where=lambda t: bool(_priced(t)))
    name = _priced(t)[0]
    npc = next(n for n in t["npcs"] if n["name"] == name)
    assert not _violates(t, "clue-price-fits")
    npc["want"] = "To win a bet, made loudly and in public, that the crew will fail"
    assert _violates(t, "clue-price-fits")
    npc["want"] = "To keep the sunset the way it was before the tourists came"
    assert _violates(t, "clue-price-fits")
    npc["want"] = "To hear news of home, any home"
    assert not _violates(t, "clue-price-fits")


def test_no_clue_is_priced_against_the_job():
    """The clue forms whose price is the source's want are never drawn for a source whose want
    works against the job (trip/clue_price.py)."""
    for t in _trips("slip-n-slide", None, 24):
        wants = {n["name"]: n.get("want") for n in t["npcs"]}
        for name in _priced(t):
            assert not works_against(wants[name]), (name, wants[name])


def test_pay_term_says_who():
    """Cold read 19 C-13: "suits extra" does not say who pays whom."""
    t = _trip()
    t["teaser"] = "WANTED: a crew. Pays 2M a head, cash on return, suits extra."
    assert _violates(t, "pay-term-says-who")
    t["teaser"] = "WANTED: a crew. Pays 2M a head, cash on return, fuel at cost."
    assert _violates(t, "pay-term-says-who")
    t["teaser"] = "WANTED: a crew. Pays 2M a head, cash on return, survival suits paid for by the client."
    assert not _violates(t, "pay-term-says-who")


def test_the_barn_famous_is_not_the_clients_why():
    """Cold read 19 A-2: "The client says it will make the barn famous" (the barn's reason)."""
    t = _trip(where=lambda t: t["world"].get("maguffin") != "person")
    t["maguffin"]["why"] = "The client says it will make the barn famous."
    assert _violates(t, "why-is-clients")
    t["maguffin"]["why"] = "The client means to put it in the front window, where the competition will see it."
    assert not _violates(t, "why-is-clients")


def _break_motive() -> dict:
    t = _trip("Emergency/Rescue")
    t["maguffin"]["why"] = "They are due in court on Monday, as a witness."
    t["maguffin"]["really"] = "They were not stranded; they were left behind on purpose, by the client."
    return t


def _break_name() -> dict:
    t = _trip("Emergency/Rescue")
    t["client"] = "The band manager of a missing touring act"
    return t


def _break_half() -> dict:
    t = _trip("Emergency/Rescue", where=lambda t: t["world"].get("maguffin") == "person")
    _partial(t)["bring"] = "Half of the job, and a good reason for the other half."
    return t


def _break_upfront() -> dict:
    t = _trip(where=lambda t: t["world"].get("pay_when") == "half")
    _partial(t)["client"] = "Ann Lee pays half and sighs."
    return t


def _break_price() -> dict:
    t = _trip(where=lambda t: bool(_priced(t)))
    next(n for n in t["npcs"] if n["name"] == _priced(t)[0])["want"] = \
        "To win a bet, made loudly and in public, that the crew will fail"
    return t


def _break_terms() -> dict:
    t = _trip()
    t["teaser"] = "WANTED: a crew. Pays 2M a head, cash on return, suits extra."
    return t


# test_consistency.py's test_each_structure_rule_fires breaks each rule through these
MOTIVE_BREAKS = {"client-motive-fits": _break_motive, "client-name-fits-target": _break_name,
                 "partial-fits-mission": _break_half, "partial-pay-upfront": _break_upfront,
                 "clue-price-fits": _break_price, "pay-term-says-who": _break_terms}
