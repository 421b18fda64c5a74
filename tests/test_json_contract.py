"""One JSON contract for every `roll` command: an absent value is null, never "" (a trip's
NPC without a rank has "rank": null, as `roll npc` has), and every roll record says what it
decided (a non-empty "result")."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from generators.cli import cli

COMMANDS = [
    ["board"], ["mission", "--aspects"], ["dreamworld"], ["tweak"], ["npc"], ["trip"],
    ["node"], ["location"], ["maguffin"], ["teaser"], ["crew", "--size", "3"],
    ["ship", "--capacity", "3"],
]


def _walk(obj, path, empties, rolls):
    if isinstance(obj, dict):
        if {"expr", "faces", "total", "result"} <= obj.keys():
            rolls.append((path, obj))
        for k, v in obj.items():
            if v == "":
                empties.append(f"{path}.{k}")
            _walk(v, f"{path}.{k}", empties, rolls)
    elif isinstance(obj, list):
        for i, x in enumerate(obj):
            _walk(x, f"{path}[{i}]", empties, rolls)


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: a[0])
def test_no_empty_strings_and_every_roll_has_a_result(args):
    r = CliRunner().invoke(cli, ["roll", *args, "--seed", "contract", "--count", "12",
                                 "--format", "json"])
    assert r.exit_code == 0, r.output
    empties, rolls = [], []
    _walk(json.loads(r.stdout), args[0], empties, rolls)
    assert empties == []
    assert [p for p, roll in rolls if not isinstance(roll["result"], str) or not roll["result"]] == []


def test_a_trip_npc_without_a_rank_is_null_like_roll_npc():
    trips = json.loads(CliRunner().invoke(cli, ["roll", "trip", "--seed", "contract", "--count", "6",
                                                "--format", "json"]).stdout)
    ranks = [n["rank"] for t in trips for n in t["npcs"]]
    assert None in ranks and "" not in ranks
    assert all(r is None or (isinstance(r, str) and r) for r in ranks)
    npcs = json.loads(CliRunner().invoke(cli, ["roll", "npc", "--seed", "contract", "--count", "12",
                                               "--format", "json"]).stdout)
    assert None in [n["rank"] for n in npcs]
