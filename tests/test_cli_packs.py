"""`--pack DIR` is accepted by every `roll` command, reaches generation, keeps the
reproduce line true, and leaves no overlay active afterwards."""

from __future__ import annotations

import json

import pytest
from conftest import roll_commands, run_cli

from generators import data


def _name_pack(tmp_path, name: str):
    folder = tmp_path / "pack"
    (folder / "lists").mkdir(parents=True)
    (folder / "lists" / "first_names.json").write_text(json.dumps({
        "description": "one first name", "source": "this test", "licence": "CC0 1.0",
        "kind": "list", "items": [name]}), encoding="utf-8")
    return folder


@pytest.mark.parametrize("command", roll_commands())
def test_every_roll_command_takes_pack(command, tmp_path):
    folder = _name_pack(tmp_path, "Zaphod")
    r = run_cli(["roll", command, "--seed", "packs", "--pack", str(folder)])
    assert r.code == 0, r.err
    assert f"--pack {folder}" in r.out  # the reproduce line keeps the pack
    assert not data._overlay  # nothing leaks past the command


def test_a_pack_overrides_npc_first_names(tmp_path):
    folder = _name_pack(tmp_path, "Zaphod")
    plain = json.loads(run_cli(["roll", "npc", "--seed", "packs", "-f", "json"]).out)
    packed = json.loads(run_cli(["roll", "npc", "--seed", "packs", "-f", "json",
                                 "--pack", str(folder)]).out)
    assert packed["name"].startswith("Zaphod ")
    assert not plain["name"].startswith("Zaphod ")
    # only the name changed: the stat block comes from the same streams
    assert {k: v for k, v in packed.items() if k not in ("name", "rolls")} == \
        {k: v for k, v in plain.items() if k not in ("name", "rolls")}
