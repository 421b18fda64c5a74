"""TAKING HARM and HEALING (issue 12): rest healing lost on a second hit, the -1 when
wounded twice, and the rules' own healing example replayed through the engine."""

from __future__ import annotations

from generators.rules.harm import Harm
from generators.rules.healing import heal, heal_week, weeks_estimate
from generators.rng import ScriptedDice, Stream

# Chaz, as the rules' examples give him: BRAINS 2 ("Chaz (BRAINS 2)"), CHARM 2 ("decrementing
# Chaz' CHARM (from 2 to 1)"), GRACE 3 ("Chaz (GRACE 3 Judo +1)"), HEALTH 1 ("1 die for a
# HEALTH of 1"); MIGHT and PSYCHE are not given: unlisted stats are 1.
CHAZ = {"BRAINS": 2, "CHARM": 2, "GRACE": 3, "HEALTH": 1, "MIGHT": 1, "PSYCHE": 1}


def test_rest_healing_is_lost_on_a_second_hit_and_does_not_come_back():
    # "If you take no more than a single hit, it can be healed by resting for one day. This
    # capability is lost when you take a second hit."
    h = Harm(dict(CHAZ))
    h.take("CHARM")
    assert h.rest_heals and h.wound_penalty == 0
    h.take("GRACE")
    assert not h.rest_heals
    assert h.wound_penalty == -1  # "-1 if wounded for 2 hits or more"
    h.heal()  # one point heals in the weeks of rest: one hit left, but no day's rest for it
    assert len(h.hits) == 1 and not h.rest_heals and h.to_dict()["rest_heals"] is False
    h.heal()
    assert not h.hits
    h.take("MIGHT")  # a fresh first hit after healing fully rests off again
    assert h.rest_heals


def test_weeks_per_hit():
    # "one week per hit, given access to 21st-century medical technology, or two weeks per
    # hit without it"
    assert weeks_estimate(3) == 3 and weeks_estimate(3, modern_medicine=False) == 6
    assert weeks_estimate(1) == 0  # a single hit rests off in a day


def test_the_rules_healing_example_replays():
    # "Chaz takes 3 hits (CHARM, GRACE and MIGHT), and ends up in the infirmary. He'll be
    # here for roughly 3 weeks. At the end of the first week he makes a HEALTH roll (1 die for
    # a HEALTH of 1) against a DL of 3. He gets a 5. ... "YES AND". The "YES" means one point
    # of Harm will be healed. The GM rules that the "AND" means an extra point of Harm will be
    # removed, and applies the healing to CHARM and GRACE. (Notice this is in Alphabetical
    # Order)"
    h = Harm(dict(CHAZ))
    for s in ("CHARM", "GRACE", "MIGHT"):
        h.take(s)
    assert weeks_estimate(len(h.hits)) == 3
    wk = heal_week(Stream("chaz", "heal", dice=ScriptedDice([5])), h, 1)
    assert (wk.dl, wk.total, wk.result) == (3, 5, "YES, AND")
    assert wk.healed == ["CHARM", "GRACE"]
    assert h.hits == ["MIGHT"] and h.current["CHARM"] == 2 and h.current["GRACE"] == 3


def test_healing_with_health_zero_needs_surgery():
    # "If your HEALTH is zero then you're in a coma or in critical condition, and you're
    # going to require surgery before your body's healing process can begin."
    h = Harm(dict(CHAZ))
    h.take("HEALTH")
    h.take("CHARM")
    weeks = heal(Stream("s", "heal"), h)
    assert len(weeks) == 1 and weeks[0].total is None and "surgery" in weeks[0].result


def test_healing_runs_to_the_end():
    h = Harm({"BRAINS": 3, "CHARM": 3, "GRACE": 3, "HEALTH": 4, "MIGHT": 3, "PSYCHE": 3})
    for s in ("MIGHT", "GRACE", "BRAINS"):
        h.take(s)
    weeks = heal(Stream("s", "heal"), h)
    assert not h.hits and weeks
    healed = [s for w in weeks for s in w.healed]
    assert healed == sorted(healed)  # "All harm heals in alphabetical order"
