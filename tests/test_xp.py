"""The XP award for a mission (generators/rules/xp.py), from the rules' own words."""

import pytest

from generators.errors import BadInput
from generators.rules.xp import mission_award


def award(**kw) -> int:
    return mission_award(**kw).total


def test_node_and_return_each_give_one_xp():
    # "FOR EACH NODE VISITED VIA SLIP, each PC onboard receives 1 XP. FOR EACH SUCCESSFUL
    # RETURN TO HOME-EARTH, each PC onboard receives 1 XP."
    assert award(nodes=1, returned=True) == 2
    assert award(nodes=1, returned=False) == 1
    assert award(nodes=2, returned=True) == 3


def test_artifact_brought_home_gives_its_level():
    # "FOR EACH VALUABLE ARTIFACT OR MAJOR DISCOVERY BROUGHT HOME, a number of XPs equal to its
    # Level or Item Bonus is given to each PC who played a determining role"
    assert award(nodes=1, returned=True, artifacts=(3,)) == 5
    assert award(nodes=1, returned=False, artifacts=(3,)) == 1  # not brought home


def test_raised_opposition_level_multiplies_by_ten_per_point():
    # "For each point by which the player increases the Opposition Level, XP for this mission
    # will be multiplied by 10."
    assert award(nodes=1, returned=True, opposition_level_raised=1) == 20
    assert award(nodes=1, returned=True, opposition_level_raised=2) == 200


@pytest.mark.parametrize("kw", [{"nodes": -1}, {"opposition_level_raised": 1.5}, {"artifacts": (True, 9)}])
def test_bad_input_is_a_typed_error(kw):
    with pytest.raises(BadInput):
        mission_award(**kw)
