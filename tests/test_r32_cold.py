"""Round 32, cold read 31-a (five trips read as a GM would, round 31): lines that undo the
mission's own people and jobs. The word-level ones (deep snow in the Valley today, thin air that
"carries the smallest sound", autumn smells in a summer, "by the minute" in 5609 BCE, valuables
on a tour, "the only map" of our own Earth, rivals on "the same job" as a tour or a handshake)
are rules of corpora/trip/consistency_words.json, each proven to fire by test_consistency's
test_each_word_rule_fires and held at 0 by the 1000-trip audit; here, what those cannot read."""

from __future__ import annotations

import re

import pytest

from generators.content.cast_facts import role_facts, tweak_facts
from generators.content.clock_facts import rival_why
from generators.data import load
from generators.needs import fits
from generators.rng import Stream

# the roles whose own job the mission needs done today (the trade's seller, the talks'
# negotiators and go-betweens, the keeper, the organiser, the warden, the local authority)
NEEDED = ("The trader who is selling", "The keeper of the maguffin", "The go-between who set up the trade",
          "The other side's chief negotiator", "The organiser of the occasion", "The local authority")


@pytest.mark.parametrize("role", NEEDED)
def test_a_needed_job_is_never_swapped_away(role):
    """Cold read 31-a: the trader who is selling "swapped jobs with the mayor, and neither can
    do the other's", so the trade the whole trip leads to cannot happen. A character tweak may
    make the seller strange; it may not take away the job the mission needs them for."""
    person = {"name": "Jordan", "role": role, "want": "To be paid", "secret": ""}
    f = tweak_facts(person)
    assert f["post"] == "needed"
    world = {"inhabitants": "many", "meets_visitors": True, "tech": "digital", **f}
    g, sym = load("grammars/tweaks"), "function_swapped_with_another_person_or_type"
    swap = [n for t, n in zip(g.rules[sym], g.rule_needs[sym]) if "swapped jobs with the mayor" in t]
    assert swap, "the job-swap tweak is gone: this test no longer reads what it was written for"
    assert not any(fits(n, world) for n in swap)
    # and anyone else may still be given it (the tweak is not simply gone)
    other = dict(world, **tweak_facts(dict(person, role="A bystander who saw too much")))
    assert other["post"] == "free" and all(fits(n, other) for n in swap)


def test_every_needed_role_is_a_role():
    """The roles named as needed here are the project's roles, with their ``post`` set (a
    renamed role would leave its job unprotected without a word)."""
    for role in NEEDED:
        assert role_facts(role)["post"], role
    assert not role_facts("A storm-chaser")["post"]


def test_diplomacy_rivals_never_race_to_beat_the_crew():
    """Cold read 31-a: at a handshake arranged for the crew's own client, a rival crew "start on
    the same job at a run". Nobody else can finish the crew's talks for them: a rival crew there
    want the outcome for their own client, or to spoil it."""
    whys = {rival_why(Stream("r32", f"w/{i}"), "diplomacy") for i in range(200)}
    assert whys == {"prize", "spoil"}
    assert "beat" in {rival_why(Stream("r32", f"w/{i}"), "trade") for i in range(200)}


def test_no_empty_truth_about_a_sight():
    """Cold read 31-a: the feast's GM-only truth was "It means something to the locals that no
    visitor has ever been told", and its Success said "what they say ... is the GM's next job":
    a secret with nothing in it. Every truth of a sight says what it is."""
    truths = [t for sym in ("really", "really_tourism") for t in load("grammars/maguffin").rules.get(sym, ())]
    assert truths
    assert not [t for t in truths if re.search(r"\bmeans something\b.*\bnever been told\b", t)]
    dues = [v for v, _, _ in load("trip/maguffin_truth_due").items]
    assert not [v for v in dues if "means something to the locals" in v]


def _with_ways(first: str, second: str, apart: bool) -> dict:
    """Trip 1 of the consistency tests with plain ways past its troubles, then ``first`` as one
    scene's way and ``second`` as another's (``apart``) or after it at the same scene."""
    import copy

    from test_consistency import trip

    t = copy.deepcopy(trip(1))
    have = [sc for sc in t["scenes"] if sc.get("obstacle")]
    assert len(have) >= 2
    for sc in have:
        sc["obstacle"]["way"] = "Climb it (MIGHT DL 2), or go round (one hour on the clock)."
    if apart:
        have[0]["obstacle"]["way"], have[1]["obstacle"]["way"] = first, second
    else:
        have[0]["obstacle"]["way"] = f"{first} {second}"
    return t


def test_talk_and_signs_clash_only_at_one_trouble():
    """slip-n-slide audit/16 (algorithm 28): "Keep talking and count aloud" past scene 1's trouble
    and "Talk only by hand signs" past scene 2's echo were flagged as a clash. They are two
    troubles at two places; the clash (cold read 14) is both at one trouble."""
    from generators.trip.consistency import check

    talk, signs = "Keep talking and count aloud (CHARM DL 4).", "Talk only by hand signs and keep going."

    def clashes(t):
        return [v for v in check(t) if v.rule == "line-clash" and "hand signs" in v.message]

    assert not clashes(_with_ways(talk, signs, apart=True))
    assert clashes(_with_ways(talk, signs, apart=False))
