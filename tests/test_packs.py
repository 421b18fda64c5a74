"""User packs (generators/text/packs.py): validation messages, containment, bombs, overrides."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from conftest import REPO

from generators import data
from generators.errors import DataError, GrammarError
from generators.text.grammar import expand
from generators.text.packs import MAX_FILE_BYTES, PackError, is_suspicious, load_packs, use_packs
from generators.rng import Stream

FIX = REPO / "tests" / "fixtures" / "packs"
META = {"description": "d", "source": "s", "licence": "CC0"}


def S(path="p"):
    return Stream("slip-n-slide", path)


def make_pack(root: Path, files: dict[str, object]) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for rel, content in files.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            p.write_bytes(content)
        else:
            p.write_text(content if isinstance(content, str) else json.dumps(content, indent=1),
                         encoding="utf-8")
    return root


def error_of(dirs) -> str:
    with pytest.raises(DataError) as e:
        load_packs(dirs)
    return str(e.value)


def grammar(rules, params=None):
    obj = {**META, "kind": "grammar"}
    if params is not None:
        obj["params"] = params
    obj["rules"] = rules
    return obj


# --- the good pack ---------------------------------------------------------------------------


def test_good_pack_overlays_load_and_is_removed_afterwards():
    with use_packs([FIX / "good"]) as packs:
        assert packs.keys == ["grammars/fixture_tale", "lists/fixture_names", "text/fixture_rumours"]
        assert packs.warnings == []
        assert data.load("grammars/fixture_tale").name == f"{FIX}/good/grammars/fixture_tale.json"
        assert "grammars/fixture_tale" in data.all_keys()
        out = expand(S(), "grammars/fixture_tale", npc_name="Vera Kask")
        assert "Vera Kask" in out
    with pytest.raises(DataError, match=r"^corpora/grammars/fixture_tale.json: missing data file$"):
        data.load("grammars/fixture_tale")
    assert "grammars/fixture_tale" not in data.all_keys()


def test_literal_brackets_in_a_pack_grammar_survive():
    with use_packs([FIX / "good"]):
        outs = {expand(S(f"b/{i}"), "grammars/fixture_tale", npc_name="V") for i in range(80)}
    assert any("the [redacted] lab: level 3" in o for o in outs)


# --- validation messages (pinned) -----------------------------------------------------------


@pytest.mark.parametrize("pack, message", [
    ("bad_schema", "{p}/lists/names.json:1: item 2 ('Vera') is listed twice"),
    ("missing_symbol", '{p}/grammars/typo.json:5: symbol "origin" uses #nmae#, which is not defined '
                       '(add a rule for it, or list it in "params" if the caller passes it)'),
    ("bare_action", "{p}/grammars/link.json:5: symbol \"origin\", rule 'Read [the rules]"
                    "(https://example.invalid) first.': [the rules] is a tracery action; write \\[ "
                    "and \\] for literal square brackets"),
    ("bomb_recursion", '{p}/grammars/loop.json:5: symbol "origin" can never finish expanding '
                       "(every rule leads back to it)"),
    ("bomb_fanout", '{p}/grammars/wide.json:5: symbol "origin" needs more than 5000 expansions at '
                    "the least (a fan-out bomb?)"),
    ("wrong_folder", "{p}/tables: is not read: a pack holds grammars/, lists/ and text/ folders "
                     "of .json files"),
])
def test_fixture_pack_errors(pack, message):
    start = time.monotonic()
    assert error_of([FIX / pack]) == message.format(p=f"{FIX}/{pack}")
    assert time.monotonic() - start < 2.0


def test_not_a_folder(tmp_path):
    assert error_of([tmp_path / "nope"]) == f"{tmp_path}/nope: is not a folder"


def test_kind_must_match_folder(tmp_path):
    pack = make_pack(tmp_path / "p", {"grammars/x.json": {**META, "kind": "list", "items": ["a"]}})
    assert error_of([pack]) == f'{pack}/grammars/x.json:5: files in grammars/ must be of kind "grammar", not "list"'


def test_bad_file_names(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/Bad Name.json": {**META, "kind": "list", "items": ["a"]}})
    assert error_of([pack]) == (
        f"{pack}/lists/Bad Name.json: file names must be lowercase letters, digits, _ or - and end in .json"
    )


def test_invalid_json_reports_line(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/x.json": '{\n "kind": "list",\n "items": [1,,]\n}\n'})
    assert error_of([pack]) == f"{pack}/lists/x.json:3: invalid JSON: Expecting value (column 14)"


def test_non_json_files_are_ignored(tmp_path):
    pack = make_pack(tmp_path / "p", {"README.md": "hello", "lists/notes.txt": "x",
                                      "lists/x.json": {**META, "kind": "list", "items": ["a"]}})
    assert load_packs([pack]).keys == ["lists/x"]


# --- containment --------------------------------------------------------------------------


def test_symlink_to_a_file_outside_is_rejected(tmp_path):
    secret = tmp_path / "secret.json"
    secret.write_text(json.dumps({**META, "kind": "list", "items": ["secret"]}))
    pack = make_pack(tmp_path / "p", {})
    (pack / "lists").mkdir()
    os.symlink(secret, pack / "lists" / "stolen.json")
    assert error_of([pack]) == f"{pack}/lists/stolen.json: is a symlink to a file outside the pack"


def test_symlink_escaping_with_dotdot_is_rejected(tmp_path):
    (tmp_path / "outside.json").write_text(json.dumps({**META, "kind": "list", "items": ["x"]}))
    pack = make_pack(tmp_path / "p", {})
    (pack / "lists").mkdir()
    os.symlink("../../outside.json", pack / "lists" / "up.json")
    assert error_of([pack]) == f"{pack}/lists/up.json: is a symlink to a file outside the pack"


def test_symlinked_folder_is_rejected(tmp_path):
    elsewhere = make_pack(tmp_path / "elsewhere", {"x.json": {**META, "kind": "list", "items": ["a"]}})
    pack = make_pack(tmp_path / "p", {})
    os.symlink(elsewhere, pack / "lists")
    assert error_of([pack]) == f"{pack}/lists: is a symlinked folder (not allowed in a pack)"


def test_symlink_inside_the_pack_is_fine(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/real.json": {**META, "kind": "list", "items": ["a"]}})
    os.symlink(pack / "lists" / "real.json", pack / "lists" / "alias.json")
    assert load_packs([pack]).keys == ["lists/alias", "lists/real"]


def test_nested_folders_are_rejected(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/deeper/x.json": {**META, "kind": "list", "items": ["a"]}})
    assert error_of([pack]) == f"{pack}/lists/deeper: is a folder; packs are one level deep"


def test_huge_file_is_rejected_without_reading_it(tmp_path):
    pack = make_pack(tmp_path / "p", {})
    (pack / "lists").mkdir()
    with open(pack / "lists" / "big.json", "wb") as f:
        f.truncate(MAX_FILE_BYTES * 50)  # sparse: 50 MB that costs nothing
    start = time.monotonic()
    assert error_of([pack]) == f"{pack}/lists/big.json: is larger than {MAX_FILE_BYTES} bytes"
    assert time.monotonic() - start < 2.0


def test_deeply_nested_json_is_rejected(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/deep.json": "[" * 200000 + "]" * 200000})
    start = time.monotonic()
    assert error_of([pack]) == f"{pack}/lists/deep.json: JSON nested too deeply"
    assert time.monotonic() - start < 2.0


def test_absurd_integer_is_rejected(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/n.json": '{"weight": ' + "9" * 5000 + "}"})
    assert error_of([pack]).startswith(f"{pack}/lists/n.json: invalid JSON: ")


def test_not_utf8(tmp_path):
    pack = make_pack(tmp_path / "p", {"lists/x.json": b'{"items": ["\xff"]}'})
    assert error_of([pack]) == f"{pack}/lists/x.json: not UTF-8 text"


def test_tables_cannot_be_overridden(tmp_path):
    pack = make_pack(tmp_path / "p", {"tables/node_types.json": {**META, "kind": "table"}})
    assert error_of([pack]).startswith(f"{pack}/tables: is not read")


# --- bombs at run time --------------------------------------------------------------------


def test_random_bomb_pack_is_stopped_within_two_seconds():
    raised = 0
    with use_packs([FIX / "bomb_random"]):
        for i in range(20):
            start = time.monotonic()
            try:
                expand(S(f"bomb/{i}"), "grammars/spawn")
            except GrammarError:
                raised += 1
            assert time.monotonic() - start < 2.0
    assert raised >= 10


# --- overriding built-ins -------------------------------------------------------------------


@pytest.fixture
def builtin(tmp_path, monkeypatch):
    root = tmp_path / "root"
    make_pack(root / "corpora", {"grammars/teaser.json": grammar(
        {"origin": ["#npc# needs #thing#"], "hook": ["#thing# is missing"], "thing": ["a key"]},
        params=["npc"])})
    monkeypatch.setattr(data, "data_root", lambda: root)
    data.load.cache_clear()
    yield root
    data.load.cache_clear()


def test_override_must_keep_entry_points(builtin, tmp_path):
    pack = make_pack(tmp_path / "p", {"grammars/teaser.json": grammar({"origin": ["hi"]})})
    assert error_of([pack]) == (
        f"{pack}/grammars/teaser.json: overrides corpora/grammars/teaser.json but lacks its symbol(s) hook"
    )


def test_override_may_not_need_new_parameters(builtin, tmp_path):
    pack = make_pack(tmp_path / "p", {"grammars/teaser.json": grammar(
        {"origin": ["#boss#"], "hook": ["x"]}, params=["boss"])})
    assert error_of([pack]) == (
        f"{pack}/grammars/teaser.json: uses parameter(s) boss that callers of grammars/teaser do "
        f"not pass (available: npc)"
    )


def test_good_override_replaces_the_builtin(builtin, tmp_path):
    assert expand(S(), "grammars/teaser", npc="Vera") == "Vera needs a key"
    pack = make_pack(tmp_path / "p", {"grammars/teaser.json": grammar(
        {"origin": ["#npc# is late"], "hook": ["no hook"]}, params=["npc"])})
    with use_packs([pack]):
        assert expand(S(), "grammars/teaser", npc="Vera") == "Vera is late"
    assert expand(S(), "grammars/teaser", npc="Vera") == "Vera needs a key"


def test_later_pack_wins_and_says_so(tmp_path):
    a = make_pack(tmp_path / "a", {"lists/x.json": {**META, "kind": "list", "items": ["from a"]}})
    b = make_pack(tmp_path / "b", {"lists/x.json": {**META, "kind": "list", "items": ["from b"]}})
    packs = load_packs([a, b])
    assert packs.files["lists/x"].values == ["from b"]
    assert packs.warnings == [f"{b}/lists/x.json: overrides {a}/lists/x.json"]


# --- injection is data ---------------------------------------------------------------------


def test_injection_pack_loads_as_data_with_warnings():
    p = FIX / "injection"
    with use_packs([p]) as packs:
        assert packs.warnings == [
            f"{p}/grammars/inject.json: 2 item(s) look like HTML, script or link markup (kept as "
            f"plain text; the site escapes them)",
            f"{p}/lists/names.json: 4 item(s) look like HTML, script or link markup (kept as plain "
            f"text; the site escapes them)",
        ]
        outs = {expand(S(f"i/{i}"), "grammars/inject") for i in range(30)}
    assert outs == {"<b>Vera</b> says [hi](javascript:void)",
                    "<b><script>x()</script></b> says [hi](javascript:void)"}


@pytest.mark.parametrize("text, flagged", [
    ("<script>alert(1)</script>", True), ("[x](javascript:alert(1))", True), ("{{ config }}", True),
    ("<img src=x onerror=alert(1)>", True), ("{% include x %}", True),
    ("Vera Kask", False), ("a < b and c > d", False), ("[redacted] lab", False),
    ("3 < 4", False), ("Dream World: the sum of all dreams", False),
])
def test_is_suspicious(text, flagged):
    assert is_suspicious(text) is flagged


def test_packs_are_validated_before_activation(tmp_path):
    """A bad pack never half-activates: load() sees nothing from it."""
    good = make_pack(tmp_path / "good", {"lists/x.json": {**META, "kind": "list", "items": ["a"]}})
    with pytest.raises(PackError):
        with use_packs([good, tmp_path / "missing"]):
            pass  # pragma: no cover
    assert "lists/x" not in data.all_keys()


def test_grammar_size_and_pack_totals_are_capped(tmp_path):
    from generators.text.packs import MAX_GRAMMAR_BYTES, MAX_PACK_BYTES

    pack = make_pack(tmp_path / "g", {"grammars/.keep": ""})
    with open(pack / "grammars" / "big.json", "wb") as f:
        f.truncate(MAX_GRAMMAR_BYTES + 1)
    assert error_of([pack]) == f"{pack}/grammars/big.json: is larger than {MAX_GRAMMAR_BYTES} bytes"
    pack = make_pack(tmp_path / "t", {"lists/.keep": ""})
    for i in range(4):
        with open(pack / "lists" / f"l{i}.json", "wb") as f:
            f.truncate(MAX_FILE_BYTES - 10)  # sparse; never read: the total is checked first
    assert error_of([pack]) == f"{pack}: holds more than {MAX_PACK_BYTES} bytes of data"


# --- any pack file: loaded or a handled error ------------------------------------------------

from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text(alphabet="ab #[]:,.\\(){}<>", max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["origin", "a", "items", "value", "weight", "rules", "params", "kind"]),
        inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(folder=st.sampled_from(["grammars", "lists", "text"]),
       kind=st.sampled_from(["grammar", "list", "table", 7]),
       body=st.dictionaries(st.sampled_from(["rules", "items", "params", "dice"]), json_values, max_size=3))
def test_any_pack_file_loads_or_gives_a_data_error(tmp_path_factory, folder, kind, body):
    pack = make_pack(tmp_path_factory.mktemp("h") / "p",
                     {f"{folder}/x.json": {**META, "kind": kind, **body}})
    try:
        packs = load_packs([pack])
    except DataError as e:
        assert str(e).startswith(f"{pack}")
        return
    df = packs.files[f"{folder}/x"]
    if df.kind == "grammar" and "origin" in df.rules:
        with use_packs(packs):
            try:
                out = expand(S(), f"{folder}/x")
            except (GrammarError, DataError):
                return
        assert out and "((" not in out


def test_no_packs_changes_nothing():
    with use_packs([FIX / "good"]):
        with use_packs(None) as nothing, use_packs([]):
            assert nothing is None
            assert "lists/fixture_names" in data.all_keys()
    assert "lists/fixture_names" not in data.all_keys()
