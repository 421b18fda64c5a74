"""The XP award for a mission (generators/rules/xp.py), from the rules' own words."""

import pytest

from generators.errors import BadInput
from generators.rules.xp import mission_award


def test_node_and_return_each_give_one_xp():
    # "FOR EACH NODE VISITED VIA SLIP, each PC onboard receives 1 XP. FOR EACH SUCCESSFUL
    # RETURN TO HOME-EARTH, each PC onboard receives 1 XP."
    assert mission_award(1, True) == 2
    assert mission_award(1, False) == 1
    assert mission_award(2, True) == 3


def test_artifact_brought_home_gives_its_level():
    # "FOR EACH VALUABLE ARTIFACT OR MAJOR DISCOVERY BROUGHT HOME, a number of XPs equal to its
    # Level or Item Bonus is given to each PC who played a determining role"
    assert mission_award(1, True, discovery_level=3) == 5
    assert mission_award(1, False, discovery_level=3) == 1  # not brought home


def test_raised_opposition_level_multiplies_by_ten_per_point():
    # "For each point by which the player increases the Opposition Level, XP for this mission
    # will be multiplied by 10."
    assert mission_award(1, True, level_raise=1) == 20
    assert mission_award(1, True, level_raise=2) == 200


@pytest.mark.parametrize("kw", [{"nodes_visited": -1}, {"level_raise": 1.5}, {"discovery_level": True}])
def test_bad_input_is_a_typed_error(kw):
    with pytest.raises(BadInput):
        mission_award(**kw)
