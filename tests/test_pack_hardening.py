"""Issue 9, items 3 and 8: a pack file is opened without a race (a name flipped between a
file inside the pack and one outside never gets the outside one read), and a list whose
items carry fields the code reads has a schema checked at load (file:line), so that every
command that takes --pack accepts exactly the same packs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_cli

from generators.errors import DataError
from generators.text.packs import PackError, load_pack

META = {"description": "d", "source": "s", "licence": "CC0"}
CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def write(path: Path, obj) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, indent=1), encoding="utf-8")
    return path


# --- 3. the symlink race -----------------------------------------------------------------

FLIPPER = """
import os, sys
link, outside = sys.argv[1], sys.argv[2]
tmp = link + ".tmp"
targets = [outside, "real.json"]
i = 0
while True:
    os.symlink(targets[i % 2], tmp)
    os.replace(tmp, link)  # atomic: the name always exists
    i += 1
"""


def test_a_symlink_flipped_while_loading_never_reads_the_outside_file(tmp_path):
    """The probe flipped lists/flip.json between a file inside the pack and one outside and
    got the outside one printed in 28 of 150 runs: the name was checked, then opened. Now
    what was opened is checked (by its descriptor)."""
    write(tmp_path / "secret.json", {**META, "kind": "list", "items": ["SECRET"]})
    pack = tmp_path / "p"
    write(pack / "lists" / "real.json", {**META, "kind": "list", "items": ["fine"]})
    link = pack / "lists" / "flip.json"
    os.symlink("real.json", link)
    # The flipper is another process, so it really runs while the pack loads (a thread
    # would mostly flip between two loads, at the interpreter's switch points).
    flipper = subprocess.Popen([sys.executable, "-c", FLIPPER, str(link), str(tmp_path / "secret.json")])
    loaded = refused = 0
    try:
        for _ in range(1500):
            try:
                p = load_pack(pack)
            except PackError as e:
                assert "outside the pack" in str(e) or "changed" in str(e) or "cannot read" in str(e), e
                refused += 1
                continue
            assert p.files["lists/flip"].values == ["fine"]  # never SECRET
            loaded += 1
    finally:
        flipper.kill()
        flipper.wait()
    assert loaded + refused == 1500


def test_a_hard_link_is_read_like_any_file_of_the_pack(tmp_path):
    """Decided (README, packs.py): a hard link is a file of the pack; its bytes are validated
    like every file's."""
    outside = write(tmp_path / "outside.json", {**META, "kind": "list", "items": ["linked"]})
    pack = tmp_path / "p"
    (pack / "lists").mkdir(parents=True)
    os.link(outside, pack / "lists" / "hard.json")
    assert load_pack(pack).files["lists/hard"].values == ["linked"]


def test_a_fifo_is_refused_without_blocking(tmp_path):
    pack = tmp_path / "p"
    (pack / "lists").mkdir(parents=True)
    os.mkfifo(pack / "lists" / "pipe.json")
    with pytest.raises(PackError, match="not a regular file"):
        load_pack(pack)


# --- 8. list schemas ---------------------------------------------------------------------


def _lists_with_fields() -> list[tuple[str, dict]]:
    out = []
    for f in sorted((CORPORA / "lists").glob("*.json")):
        raw = json.loads(f.read_text(encoding="utf-8"))
        first = raw["items"][0]
        if isinstance(first, dict) and set(first) - {"value", "weight", "needs"}:
            out.append((f.stem, raw))
    return out


LISTS = _lists_with_fields()


def _wrong(value):
    return "oops" if not isinstance(value, str) else 5


@pytest.mark.parametrize("name, raw", LISTS, ids=[n for n, _ in LISTS])
def test_a_list_item_missing_a_field_is_refused_with_file_and_line(tmp_path, name, raw):
    first = raw["items"][0]
    field = sorted(k for k in first if k not in ("value", "weight", "needs"))[0]
    items = [{k: v for k, v in first.items() if k != field}, *raw["items"][1:]]
    write(tmp_path / "p" / "lists" / f"{name}.json", {**raw, "items": items})
    with pytest.raises(PackError) as e:
        load_pack(tmp_path / "p")
    assert str(e.value).startswith(f"{tmp_path / 'p'}/lists/{name}.json:")  # file:line
    assert e.value.line and e.value.line > 1
    assert f'lacks "{field}"' in str(e.value)


@pytest.mark.parametrize("name, raw", LISTS, ids=[n for n, _ in LISTS])
def test_a_list_item_field_of_the_wrong_type_is_refused(tmp_path, name, raw):
    first = raw["items"][0]
    fields = {k: _wrong(v) for k, v in first.items() if k not in ("value", "weight", "needs")}
    items = [{**first, **fields}, *raw["items"][1:]]
    write(tmp_path / "p" / "lists" / f"{name}.json", {**raw, "items": items})
    with pytest.raises(PackError, match=r"item 1 .* must be"):
        load_pack(tmp_path / "p")


def test_the_built_in_lists_pass_their_own_schema(tmp_path):
    for name, raw in LISTS:
        write(tmp_path / "p" / "lists" / f"{name}.json", raw)
    assert len(load_pack(tmp_path / "p").files) == len(LISTS)


BAD_PACKS = {
    "planet_size without g_hi": ("planet_size", lambda it: [{k: v for k, v in it[0].items() if k != "g_hi"}, *it[1:]]),
    "ranks titles as text": ("ranks", lambda it: [{**it[0], "titles": "Captain"}, *it[1:]]),
    "fudge level as text": ("fudge_ladder", lambda it: [{**it[0], "level": "great"}, *it[1:]]),
    "ship cost as a list": ("ship_components", lambda it: [{**it[0], "cost": [1]}, *it[1:]]),
    "subnet target missing": ("subnet_targets", lambda it: [{"value": it[0]["value"]}, *it[1:]]),
}


@pytest.mark.parametrize("case", sorted(BAD_PACKS))
def test_roll_trip_and_build_refuse_the_same_malformed_pack_with_the_same_line(tmp_path, case, monkeypatch):
    name, change = BAD_PACKS[case]
    raw = json.loads((CORPORA / "lists" / f"{name}.json").read_text(encoding="utf-8"))
    pack = tmp_path / "p"
    write(pack / "lists" / f"{name}.json", {**raw, "items": change(raw["items"])})
    trip = run_cli(["roll", "trip", "--seed", "x", "--aspects", "--system", "all", "--pack", str(pack)])
    npc = run_cli(["roll", "npc", "--seed", "x", "--system", "all", "--pack", str(pack)])
    build = run_cli(["build", "--seed", "x", "--missions", "1", "--system", "all", "--crew-sheets",
                     "--no-html", "--pack", str(pack), "--out", str(tmp_path / "c")])
    for r in (trip, npc, build):
        assert r.code == 2 and "Traceback" not in r.err and len(r.err_lines) == 1, r.err
    assert trip.err_lines == npc.err_lines == build.err_lines
    assert trip.err_lines[0].startswith(f"Error: {pack}/lists/{name}.json:")
    assert not (tmp_path / "c" / "docs").exists()


def test_a_malformed_list_gives_a_data_error_not_a_crash(tmp_path):
    raw = json.loads((CORPORA / "lists" / "ranks.json").read_text(encoding="utf-8"))
    write(tmp_path / "p" / "lists" / "ranks.json", {**raw, "items": [{"value": "x", "titles": [1, 2]}]})
    with pytest.raises(DataError, match=r'"titles"\[0\] must be text'):
        load_pack(tmp_path / "p")
