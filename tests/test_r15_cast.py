"""Round 15, cast: the people of one page follow the mission and never share a name
(generators/trip/consistency_r15cast.py; the fixes in generators/content/)."""

from __future__ import annotations

import copy

import pytest

from audit_trips import trip_where
from generators.content import stratify
from generators.content.common import distinct_name, name_parts
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r15cast import RULES
from generators.trip.daytrip import trip_from_mission

_memo: dict = {}


def audit_trip(seed: str, k: int) -> dict:
    """The trip `daytrip audit --consistency --seed SEED` builds as audit/K."""
    if (seed, k) not in _memo:
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        _memo[seed, k] = trip_from_mission(m, s).to_dict()
    return copy.deepcopy(_memo[seed, k])


def rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def test_rules_are_registered():
    assert set(RULES) <= set(STRUCTURE_RULES)


# --- cast-shared-name ----------------------------------------------------------------------

def test_name_parts():
    assert name_parts("Yüksel Cussler") == {"Yüksel", "Cussler"}
    assert name_parts('Waverly "the Quiet One" Alcott') == {"Waverly", "Alcott"}
    assert name_parts("Zorvek-12") == {"Zorvek"}


def test_distinct_name_passes_over_a_shared_part():
    names = iter(["Ada Lott", "Kyrie Medina", "Ada Quinn", "Bo Lott", "Cy Reyes"])
    taken = {"Ada Lott"}
    got = [distinct_name(Stream("t", f"n{i}"), lambda s: next(names), taken, "name") for i in range(2)]
    assert got == ["Kyrie Medina", "Cy Reyes"]


def _two_part_trip() -> int:
    """The first hang audit trip whose first two people and the client's contact have a given
    and a family name each (a robot's "Ducros-57" has only one part to share)."""
    for k in range(1, 60):
        t = audit_trip("hang", k)
        people = [n for n in t["npcs"] if n.get("folk") != "creature"]
        if len(people) >= 2 and all(len(n["name"].split()) >= 2 for n in people[:2]):
            return k
    raise AssertionError("no hang audit trip with two two-part names")


def test_shared_name_fires():
    k = _two_part_trip()
    t = audit_trip("hang", k)
    people = [n for n in t["npcs"] if n.get("folk") != "creature"]
    assert "cast-shared-name" not in rules(t)
    given = people[0]["name"].split()[0]
    people[1]["name"] = f"{given} Someone"
    assert "cast-shared-name" in rules(t)
    t = audit_trip("hang", k)
    family = t["npcs"][0]["name"].split()[-1]
    for d in t["client_details"]:
        if d["label"] == "Contact":
            d["text"] = f"Somebody {family}"
    assert "cast-shared-name" in rules(t)


# main's audit trips whose pages named two people alike (/work/notes/before)
@pytest.mark.parametrize("seed,k", [("hang", 22), ("hang", 82), ("hang", 117),
                                    ("slip-n-slide", 4), ("slip-n-slide", 39),
                                    ("slip-n-slide", 115)])
def test_no_shared_names(seed, k):
    assert "cast-shared-name" not in rules(audit_trip(seed, k))


# --- dreamer-job-class, dreamer-barn-crew --------------------------------------------------

def _dreamer_card(t: dict) -> dict:
    return next(n for n in t["npcs"] if n["role"].startswith(("The dreamer", "The writer, as")))


# the audit's dream trips (once: an ordinary dreamer carded Amateur Explorer with a barn crew
# post, a writer with a crew post and the barn's survival suit): the first six of each seed
@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_dreamer_card_fits_the_dream(seed):
    dreams = [t for k in range(1, 200) if (t := audit_trip(seed, k))["world"].get("dreamer")][:6]
    assert len(dreams) >= 3
    for t in dreams:
        assert not {"dreamer-job-class", "dreamer-barn-crew"} & rules(t)


def test_dreamer_rules_fire():
    t = _break_dreamer_crew()
    assert "dreamer-barn-crew" in rules(t)
    assert "dreamer-job-class" in rules(_break_dreamer_job())
    t = trip_where(lambda t: bool(t["world"].get("dreamer")), n=300)
    _dreamer_card(t)["items"].append({"name": "Automated Survival Suit", "level": 0})
    assert "dreamer-barn-crew" in rules(t)


# --- visitor-has-local-line, authority-leaves-home ---------------------------------------------

def test_local_lines_are_tagged():
    from generators.trip.consistency_r15cast import lines_needing
    local = lines_needing("folk", "local")
    for line in ("Swapped two babies at the Roaring Sandbank, long ago, and they would do it again",
                 "To see what the crew's world looks like, even in a photograph",
                 "Is much older than they look, and remembers the marsh before it had a name"):
        assert any(p.match(line) for p in local), line
    assert any(p.match("To go home with the pilot, and never come back")
               for p in lines_needing("authority", "no"))


def _visitor_trip() -> int:
    """The first hang audit trip with a visitor in the cast (a tourist, a rival DayTripper)."""
    return next(k for k in range(1, 200)
                if any(n.get("folk") == "visitor" for n in audit_trip("hang", k)["npcs"]))


def test_role_line_rules_fire():
    t = audit_trip("hang", _visitor_trip())
    v = next(n for n in t["npcs"] if n.get("folk") == "visitor")
    v["secret"] = "Swapped two babies at the Roaring Sandbank, long ago, and they would do it again"
    assert "visitor-has-local-line" in rules(t)
    t = audit_trip("hang", _authority_trip())
    a = next(n for n in t["npcs"] if n["role"] == "The local authority")
    a["want"] = "To go home with the DayTripper, and never come back"
    assert "authority-leaves-home" in rules(t)


# main's audit trips with a local's line on a visitor, or an office-holder leaving for good
@pytest.mark.parametrize("seed,k", [("hang", 4), ("hang", 28), ("hang", 46), ("hang", 81),
                                    ("hang", 90), ("slip-n-slide", 33), ("slip-n-slide", 40),
                                    ("slip-n-slide", 80), ("slip-n-slide", 107)])
def test_lines_fit_the_role(seed, k):
    assert not {"visitor-has-local-line", "authority-leaves-home"} & rules(audit_trip(seed, k))


# --- breaks for tests/test_consistency.py::test_each_structure_rule_fires ------------------

def _break_shared_name() -> dict:
    t = audit_trip("hang", _two_part_trip())
    people = [n for n in t["npcs"] if n.get("folk") != "creature"]
    people[1]["name"] = people[0]["name"].split()[0] + " Someone"
    return t


def _break_dreamer_job() -> dict:
    """An ordinary dreamer (their own card, not a writer's) whose dream line names a job of
    another class than their card's."""
    t = trip_where(lambda t: any(n["role"] == "The dreamer, as they appear in their own world"
                                 for n in t["npcs"]), n=300)
    t["world"]["dreamer"] = "Fernando Koltès, an insulation worker in Galt who never sleeps without dreaming"
    _dreamer_card(t)["class"] = "Amateur Explorer"
    return t


def _break_dreamer_crew() -> dict:
    t = trip_where(lambda t: bool(t["world"].get("dreamer")), n=300)
    _dreamer_card(t)["class"] += ", Research crew"
    return t


def _break_visitor_line() -> dict:
    t = audit_trip("hang", _visitor_trip())
    next(n for n in t["npcs"] if n.get("folk") == "visitor")["secret"] = \
        "Swapped two babies at the Roaring Sandbank, long ago, and they would do it again"
    return t


def _authority_trip() -> int:
    """The first hang audit trip with a local authority (hang audit/81 had one before algorithm 19)."""
    return next(k for k in range(1, 300)
                if any(n["role"] == "The local authority" for n in audit_trip("hang", k)["npcs"]))


def _break_authority() -> dict:
    t = audit_trip("hang", _authority_trip())
    next(n for n in t["npcs"] if n["role"] == "The local authority")["want"] = \
        "To go home with the DayTripper, and never come back"
    return t


R15CAST_BREAKS = {"cast-shared-name": _break_shared_name, "dreamer-job-class": _break_dreamer_job,
                  "dreamer-barn-crew": _break_dreamer_crew,
                  "visitor-has-local-line": _break_visitor_line,
                  "authority-leaves-home": _break_authority}


def test_every_rule_has_a_break():
    assert set(R15CAST_BREAKS) == set(RULES)
    for rule, make in R15CAST_BREAKS.items():
        assert rule in rules(make()), rule
