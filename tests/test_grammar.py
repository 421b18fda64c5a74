"""The tracery adapter (generators/text/grammar.py) and the audit counters (generators/audit.py).

Each tracery 0.1.1 defect named in issue 4 has a test that shows 0.1.1 doing it and our
adapter not doing it."""

from __future__ import annotations

import json
import random
import time

import pytest
import tracery
from conftest import global_random_forbidden
from hypothesis import HealthCheck, given, settings, strategies as st
from scipy.stats import chisquare

from generators import audit, data
from generators.text.coverage import build_report
from generators.errors import DataError, GrammarError
from generators.text.grammar import (
    MAX_NODES,
    Grammar,
    compile_rules,
    compiled,
    expand,
    rule_universe,
    symbols_used,
)
from generators.rng import Stream
from generators.rules.tables import roll_on


def S(path="t", seed="slip-n-slide"):
    return Stream(seed, path)


@pytest.fixture
def corpora(tmp_path, monkeypatch):
    """A throwaway corpora/ folder: write(key, text_or_obj) adds a file."""
    root = tmp_path / "root"
    (root / "corpora").mkdir(parents=True)
    monkeypatch.setattr(data, "data_root", lambda: root)
    data.load.cache_clear()

    def write(key, content):
        path = root / "corpora" / f"{key}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        text = content if isinstance(content, str) else json.dumps(content, indent=1)
        path.write_text(text, encoding="utf-8")
        return path

    yield write
    data.load.cache_clear()


def grammar_file(rules, params=None):
    obj = {"description": "test grammar", "source": "tests", "licence": "CC0", "kind": "grammar"}
    if params is not None:
        obj["params"] = params
    obj["rules"] = rules
    return obj


# --- English through the grammar --------------------------------------------------------


def test_modifiers_through_expansion():
    rules = {
        "origin": ["#thing.a# and #beast.s#; they #verb.ed#, #verb.ing#; #who.possessive# #beast.capitalize#"],
        "thing": ["hour"], "beast": ["wolf"], "verb": ["play"], "who": ["James"],
    }
    assert expand(S(), rules) == "an hour and wolves; they played, playing; James's Wolf"


def test_unknown_modifier_is_an_error_not_double_parens():
    legacy = tracery.Grammar({"origin": ["#x.shout#"], "x": ["hi"]})
    assert legacy.flatten("#origin#") == "hi((.shout))"
    with pytest.raises(GrammarError) as e:
        expand(S(), {"origin": ["#x.shout#"], "x": ["hi"]})
    assert str(e.value).startswith(
        "<rules>: symbol \"origin\", rule '#x.shout#': unknown modifier .shout (known: a, "
    )


def test_unknown_symbol_is_an_error_not_double_parens():
    legacy = tracery.Grammar({"origin": ["a #nope# b"]})
    assert legacy.flatten("#origin#") == "a ((nope)) b"
    with pytest.raises(GrammarError) as e:
        expand(S(), {"origin": ["a #nope# b"]})
    assert str(e.value) == (
        '<rules>: symbol "origin" uses #nope#, which is not defined (add a rule for it, or list '
        'it in "params" if the caller passes it)'
    )


def test_asking_for_a_missing_start_symbol():
    with pytest.raises(GrammarError, match=r"^<rules> has no symbol #story#$"):
        expand(S(), {"origin": ["x"]}, symbol="story")


# --- literal text survives -----------------------------------------------------------------


def test_escaped_brackets_hash_comma_colon_survive():
    rules = {"origin": ["See \\[the rules\\](rules.md)\\: rule \\#3, part 2 \\\\ end"]}
    assert expand(S(), rules) == "See [the rules](rules.md): rule #3, part 2 \\ end"


def test_bare_bracket_action_is_rejected_not_swallowed():
    legacy = tracery.Grammar({"origin": ["Read [the rules](link) now"]})
    assert legacy.flatten("#origin#") == "Read (link) now"  # 0.1.1 silently eats "[the rules]"
    with pytest.raises(GrammarError) as e:
        expand(S(), {"origin": ["Read [the rules](link) now"]})
    assert str(e.value) == (
        "<rules>: symbol \"origin\", rule 'Read [the rules](link) now': [the rules] is a tracery "
        "action; write \\[ and \\] for literal square brackets"
    )


def test_vars_are_literal_text_even_with_syntax_characters():
    name = "Vera #1: the \\ great, no.s [Kask]"
    rules = {"origin": ["#npc# met #npc.possessive# twin; #[hero:#npc#]tale#"], "tale": ["#hero# left"]}
    out = expand(S(), rules, npc=name)
    assert out == f"{name} met {name}'s twin; {name} left"


def test_vars_can_be_lists_chosen_by_the_stream():
    outs = {expand(S(f"v/{i}"), {"origin": ["#who# waves"]}, who=["Vera", "Ash, the Pilot"])
            for i in range(40)}
    assert outs == {"Vera waves", "Ash, the Pilot waves"}


def test_push_action_with_escaped_comma_and_colon_inside():
    rules = {"origin": ["#[motto:Slip\\, then look\\: twice]says#"], "says": ["They say: #motto#"]}
    assert expand(S(), rules) == "They say: Slip, then look: twice"


def test_unescaped_colon_in_action_is_rejected():
    with pytest.raises(GrammarError, match=r"has more than one ':' \(write \\: for a literal colon\)"):
        expand(S(), {"origin": ["#[m:a:b]x#"], "x": ["#m#"]})


# --- never ((, )), None, empty, doubled spaces -----------------------------------------------


@pytest.mark.parametrize("value, problem", [
    ("", "has an empty or non-text value ''"),
    ("   ", "has an empty or non-text value '   '"),
])
def test_empty_vars_are_rejected(value, problem):
    with pytest.raises(GrammarError) as e:
        expand(S(), {"origin": ["#who# waves"]}, who=value)
    assert str(e.value) == f"<rules>: #who# {problem}"


@pytest.mark.parametrize("value, problem", [
    ("None", "contains the word None: 'None waves'"),
    ("((who))", "contains (( or )): '((who)) waves'"),
    ("Vera  Kask", 'contains a doubled space (shown as ␣␣): "Vera␣␣Kask waves"'),
])
def test_bad_output_is_an_error(value, problem):
    with pytest.raises(GrammarError) as e:
        expand(S(), {"origin": ["#who# waves"]}, who=value)
    assert str(e.value) == f"<rules>: #origin# {problem}"


def test_rules_with_none_or_double_parens_are_rejected_at_load():
    with pytest.raises(GrammarError, match="contains the word None"):
        compile_rules({"origin": ["None of them"]})
    with pytest.raises(GrammarError, match=r"contains '\(\('"):
        compile_rules({"origin": ["((x))"]})


def test_trailing_space_is_an_error():
    with pytest.raises(GrammarError, match="starts or ends with a space"):
        expand(S(), {"origin": ["#a# "], "a": ["x"]})


# --- bombs -----------------------------------------------------------------------------------


def test_recursion_bomb_rejected_at_load():
    with pytest.raises(GrammarError) as e:
        compile_rules({"origin": ["#a#"], "a": ["#b# and #a#"], "b": ["#a#"]})
    assert str(e.value) == (
        '<rules>: symbol "origin" can never finish expanding (every rule leads back to it)'
    )


def test_action_recursion_bomb_rejected_at_load():
    with pytest.raises(GrammarError, match="can never finish"):
        compile_rules({"origin": ["#[x:#origin#]x#"]})


def test_fan_out_bomb_rejected_at_load():
    ten = lambda s: "".join(f"#{s}#" for _ in range(10))  # noqa: E731
    rules = {"origin": [ten("a")], "a": [ten("b")], "b": [ten("c")], "c": [ten("d")], "d": ["boom"]}
    with pytest.raises(GrammarError) as e:
        compile_rules(rules)
    assert str(e.value) == (
        f'<rules>: symbol "origin" needs more than {MAX_NODES} expansions at the least '
        f"(a fan-out bomb?)"
    )


BOMBS = {
    # terminate in principle, explode in practice: only the run-time budgets catch them
    "branching": {"origin": ["#a#"], "a": ["x", "#a##a##a##a#"]},
    "wide": {
        "origin": ["#a##a##a##a##a##a##a##a##a##a#"], "a": ["#b##b##b##b##b##b##b##b##b##b#"],
        "b": ["#c##c##c##c##c##c##c##c##c##c#"], "c": ["x", "#d##d##d##d##d##d##d##d##d##d#"],
        "d": ["y", "#d##d#"],
    },
    "action_recursion": {"origin": ["y"] + ["[x:#origin#]#origin#"] * 9},
    "long_text": {"origin": ["#a##a##a##a##a##a##a##a##a##a#"],
                  "a": ["#b##b##b##b##b##b##b##b##b##b#"], "b": ["x" * 300, "y" * 250]},
}


@pytest.mark.parametrize("name", sorted(BOMBS))
def test_runtime_bombs_raise_grammar_error_quickly(name):
    raised = 0
    start = time.monotonic()
    for i in range(30):
        t0 = time.monotonic()
        try:
            out = expand(S(f"bomb/{i}"), BOMBS[name])
            assert out and len(out) <= 20000
        except GrammarError:
            raised += 1
        assert time.monotonic() - t0 < 2.0
    assert raised, "the bomb never went off; the test proves nothing"
    assert time.monotonic() - start < 10


def test_node_budget_is_enforced():
    cg = compile_rules({"origin": ["#a##a##a##a##a#"], "a": ["x"]})
    assert Grammar(cg, S(), max_nodes=6).generate() == "xxxxx"
    with pytest.raises(GrammarError, match=r"^<rules>: more than 5 symbol expansions"):
        Grammar(cg, S(), max_nodes=5).generate()


def test_char_budget_is_enforced():
    cg = compile_rules({"origin": ["#a##a#"], "a": ["x" * 40]})
    with pytest.raises(GrammarError, match=r"^<rules>: expansion longer than 50 characters$"):
        Grammar(cg, S(), max_chars=50).generate()


def test_depth_cap_is_enforced():
    cg = compile_rules({"origin": ["(#a#)"], "a": ["[#b#]".replace("[", "\\[").replace("]", "\\]")], "b": ["<#c#>"], "c": ["x"]})
    assert Grammar(cg, S()).generate() == "([<x>])"
    with pytest.raises(GrammarError, match=r"^<rules>: symbols nested more than 3 deep at #c#$"):
        Grammar(cg, S(), max_depth=3).generate()


# --- state, randomness, determinism ----------------------------------------------------------


def test_no_action_state_leaks_between_expansions():
    rules = {"origin": ["#[hero:#name#]story#"], "story": ["#hero# sets out"], "name": ["Vera", "Ash"],
             "later": ["#hero# again"]}
    legacy = tracery.Grammar(rules)
    legacy.flatten("#origin#")
    assert "((hero))" not in legacy.flatten("#later#")  # 0.1.1 still knows the pushed hero
    expand(S(), rules)
    with pytest.raises(GrammarError, match=r"^<rules>: unknown symbol #hero#$"):
        expand(S(), rules, symbol="later")


def test_same_stream_same_text_and_global_random_untouched(no_global_random):
    rules = {"origin": ["#a# #b# #c.a#"], "a": list("pqrstuvw"), "b": ["x", "y", "z"], "c": ["owl", "cat"]}
    outs = [expand(S(f"d/{i}"), rules) for i in range(50)]
    assert outs == [expand(S(f"d/{i}"), rules) for i in range(50)]
    assert len(set(outs)) > 20


def test_global_random_state_is_left_as_it_was():
    random.seed(1234)
    before = random.getstate()
    expand(S(), {"origin": ["#a# #a# #a#"], "a": ["x", "y", "z"]})
    assert random.getstate() == before


def test_rule_choice_is_uniform():
    rules = {"origin": ["a", "b", "c", "d", "e"]}
    counts = {k: 0 for k in "abcde"}
    for i in range(5000):
        counts[expand(S(f"u/{i}"), rules)] += 1
    assert chisquare(list(counts.values())).pvalue > 0.001


def test_the_adapter_is_a_tracery_grammar():
    g = Grammar(compile_rules({"origin": ["x"]}), S())
    assert isinstance(g, tracery.Grammar)


# --- grammar files: load-time checks with file:line ------------------------------------------


TYPO = """{
 "description": "d",
 "source": "s",
 "licence": "CC0",
 "kind": "grammar",
 "rules": {
  "origin": ["#greeting#, #who#."],
  "greeting": ["Hello", "Hi #nmae#"],
  "who": ["Vera"]
 }
}
"""


def test_missing_symbol_anywhere_in_a_file_is_a_data_error_with_line(corpora):
    corpora("grammars/typo", TYPO)
    with pytest.raises(DataError) as e:
        compiled("grammars/typo")
    assert str(e.value) == (
        'corpora/grammars/typo.json:8: symbol "greeting" uses #nmae#, which is not defined '
        '(add a rule for it, or list it in "params" if the caller passes it)'
    )


def test_params_are_declared_and_passed(corpora):
    corpora("grammars/tease", grammar_file({"origin": ["#npc# wants #thing.a#"], "thing": ["owl"]},
                                           params=["npc"]))
    assert expand(S(), "grammars/tease", npc="Vera Kask") == "Vera Kask wants an owl"
    with pytest.raises(GrammarError, match=r"parameter #npc# was not passed to expand\(\)$"):
        expand(S(), "grammars/tease")
    with pytest.raises(GrammarError) as e:
        expand(S(), "grammars/tease", npc="V", nod="Dream World")
    assert str(e.value) == "corpora/grammars/tease.json: no parameter #nod# (parameters: npc)"


def test_param_that_is_also_a_rule_is_rejected(corpora):
    corpora("grammars/dup", grammar_file({"origin": ["#npc#"], "npc": ["x"]}, params=["npc"]))
    with pytest.raises(DataError, match=r'"npc" is both a parameter and a rule'):
        compiled("grammars/dup")


def test_a_list_file_is_not_a_grammar(corpora):
    corpora("lists/names", {"description": "d", "source": "s", "licence": "CC0", "kind": "list",
                            "items": ["Vera"]})
    with pytest.raises(DataError, match=r'^corpora/lists/names.json: is a "list" file, not a grammar$'):
        expand(S(), "lists/names")


def test_symbols_used_and_roots():
    rules = {"origin": ["#a# #b#"], "a": ["#b#"], "b": ["x"], "extra": ["#a#"]}
    assert symbols_used(rules) == {"origin": ("a", "b"), "a": ("b",), "b": (), "extra": ("a",)}
    assert compile_rules(rules).roots() == ["origin", "extra"]


def test_every_grammar_in_corpora_loads_cleanly():
    keys = [k for k in data.all_keys() if data.load(k).kind == "grammar"]
    for key in keys:
        cg = compiled(key)
        assert cg.rules, key


# --- the audit -----------------------------------------------------------------------------


def test_audit_counts_rules_rows_and_picks_and_lists_the_never_fired(corpora):
    corpora("grammars/g", grammar_file({"origin": ["#a#"], "a": ["x", "y"], "unused": ["z"]}))
    corpora("tables/t", {"description": "d", "source": "s", "licence": "CC0", "kind": "table",
                         "dice": "1d6", "items": [{"max": 3, "value": "low"},
                                                  {"min": 4, "max": 6, "value": "high"},
                                                  {"min": 7, "value": "boosted"}]})
    corpora("lists/l", {"description": "d", "source": "s", "licence": "CC0", "kind": "list",
                        "items": ["p", "q"]})
    from generators.rules.tables import pick

    with audit.recording() as rec:
        for i in range(40):
            expand(S(f"a/{i}"), "grammars/g")
            roll_on(S(f"r/{i}"), "tables/t", "test")
        pick(S("p"), "lists/l")
    expand(S("after"), "grammars/g")  # not recorded
    rep = build_report(rec)
    assert sum(n for (k, s, _), n in rec.rules.items() if s == "origin") == 40
    assert rec.rules[("grammars/g", "a", 0)] + rec.rules[("grammars/g", "a", 1)] == 40
    never = [f"{ln.key} {ln.item}" for ln in rep.never]
    assert "grammars/g unused#0" in never
    assert "tables/t [7-] boosted" in never
    assert len([n for n in never if n.startswith("lists/l")]) == 1
    assert rep.coverage("rule") == (3, 4)
    assert rep.coverage("row") == (2, 3)
    text = rep.to_text()
    assert "Grammar rules: 3/4 fired" in text and "Table rows: 2/3 fired" in text
    assert rule_universe("grammars/g") == [("origin", 0), ("a", 0), ("a", 1), ("unused", 0)]
    assert audit._active == []  # the recorder is gone once the block ends


# --- any grammar: text or a handled error -------------------------------------------------


syntaxy = st.text(alphabet="ab #[]:,.\\()sed", min_size=1, max_size=12)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(["origin", "a", "b", "s"]), st.lists(syntaxy, min_size=1, max_size=3),
                       min_size=1, max_size=4),
       st.integers(0, 10))
def test_any_grammar_gives_text_or_a_handled_error(rules, n):
    rules.setdefault("origin", ["#a#"])
    with global_random_forbidden():
        try:
            out = expand(S(f"h/{n}"), rules)
        except GrammarError:
            return
    assert out and out == out.strip() and "((" not in out and "  " not in out


# --- run-time guards behind the load-time checks ----------------------------------------------
# A CompiledGrammar built by hand skips the load-time checks, so these reach tracery itself.

from generators.text.grammar import CompiledGrammar  # noqa: E402


def unchecked(rules):
    return CompiledGrammar("k", "unchecked", {k: tuple(v) for k, v in rules.items()})


@pytest.mark.parametrize("rules, message", [
    ({"origin": ["#x.shout#"], "x": ["hi"]}, "unchecked: unknown modifier .shout (known: a, capitalize, "),
    ({"origin": ["a #nope# b"]}, "unchecked: unknown symbol #nope#"),
    ({"origin": ["[x]y"], "x": ["z"]}, "unchecked: bare action [x] is not allowed"),
    ({"origin": ["#x.a(1)#"], "x": ["owl"]}, "unchecked: modifier .a takes no parameters"),
    ({"origin": ["#[x:POP]x#"], "x": ["owl"]}, "unchecked: symbol #x# has no rules (popped more than pushed?)"),
])
def test_run_time_guards(rules, message):
    with pytest.raises(GrammarError) as e:
        Grammar(unchecked(rules), S()).generate()
    assert str(e.value).startswith(message)
