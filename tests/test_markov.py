"""The markovify adapter (generators/text/markov.py): our RNG, bounded retries, novelty, fallbacks,
and the same bytes in every process."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import markovify
import pytest
from conftest import REPO

from generators import audit
from generators.text import markov
from generators.errors import DataError, RetryExhausted
from generators.text.packs import use_packs
from generators.rng import Stream

GOOD = REPO / "tests" / "fixtures" / "packs" / "good"
TEXT = "text/fixture_rumours"
NAMES = "lists/fixture_names"


@pytest.fixture(autouse=True)
def good_pack():
    with use_packs([GOOD]) as packs:
        yield packs


def training(key):
    from generators.data import load

    return load(key).values


def S(path, seed="slip-n-slide"):
    return Stream(seed, path)


def test_markovify_own_walk_uses_global_random_and_ours_does_not(no_global_random):
    chain = markovify.Chain([["a", "b"], ["a", "c"]], 1)
    with pytest.raises(AssertionError, match="module-level random.random"):
        chain.walk()
    assert markov.sentence(S("s"), TEXT)  # under the same guard


def test_sentences_are_new_non_empty_and_fit():
    corpus = set(training(TEXT))
    outs = [markov.generate_sentence(S(f"s/{i}"), TEXT, max_chars=120) for i in range(300)]
    made = [o for o in outs if not o.fallback]
    assert len(made) > 250
    for o in outs:
        assert o.text and o.text == o.text.strip() and "  " not in o.text
        assert len(o.text) <= 120
    for o in made:
        assert o.text not in corpus
        words = o.text.split()
        assert len(words) >= 4
        assert markov._novel(markov._model(TEXT, "words"), words)
    assert len({o.text for o in made}) > 190  # of 300 draws (ALGORITHM 2 streams)


def test_sentences_deterministic_and_global_random_untouched(no_global_random):
    a = [markov.sentence(S(f"d/{i}"), TEXT) for i in range(30)]
    b = [markov.sentence(S(f"d/{i}"), TEXT) for i in range(30)]
    assert a == b


def test_global_random_state_is_left_as_it_was():
    random.seed(99)
    before = random.getstate()
    markov.sentence(S("g"), TEXT)
    markov.name(S("g"), NAMES)
    assert random.getstate() == before


def test_retries_are_bounded(monkeypatch):
    walks = []
    real = markov._walk
    monkeypatch.setattr(markov, "_walk", lambda *a: walks.append(1) or real(*a))
    # No generated sentence can be this short, so every try fails.
    with pytest.raises(RetryExhausted) as e:
        markov.generate_sentence(S("r"), TEXT, max_chars=12, tries=7, fallback=False)
    assert len(walks) == 7
    assert str(e.value) == (
        f"{GOOD}/text/fixture_rumours.json: no new sentence of 4+ words and at most 12 characters "
        f"in 7 tries"
    )


def test_fallback_is_a_real_sentence_chosen_by_the_stream_and_flagged():
    out = markov.generate_sentence(S("f"), TEXT, max_chars=45, min_words=40, tries=3)
    assert out.fallback and out.tries == 3
    assert out.text in training(TEXT) and len(out.text) <= 45
    again = markov.generate_sentence(S("f"), TEXT, max_chars=45, min_words=40, tries=3)
    assert again == out
    with pytest.raises(RetryExhausted, match="no corpus item fits either"):
        markov.generate_sentence(S("f"), TEXT, max_chars=5, tries=2)


def test_names_are_new_and_within_length():
    folded = {n.casefold() for n in training(NAMES)}
    outs = [markov.generate_name(S(f"n/{i}"), NAMES, min_len=4, max_len=10) for i in range(300)]
    made = [o for o in outs if not o.fallback]
    assert len(made) > 280
    for o in made:
        assert o.text.casefold() not in folded
        assert 4 <= len(o.text) <= 10
    assert len({o.text for o in made}) > 100  # from only 80 training names


def test_name_fallback_when_novelty_is_impossible(tmp_path):
    pack = tmp_path / "tiny"
    (pack / "lists").mkdir(parents=True)
    (pack / "lists" / "two.json").write_text(json.dumps({
        "description": "d", "source": "s", "licence": "CC0", "kind": "list",
        "items": ["Quixotl", "Zebulon"]}))
    with use_packs([pack]):
        out = markov.generate_name(S("q"), "lists/two", tries=20)
        assert out.fallback and out.text in ("Quixotl", "Zebulon")
        with pytest.raises(RetryExhausted, match=r"no new name of 3-14 characters in 20 tries$"):
            markov.name(S("q"), "lists/two", tries=20, fallback=False)


def test_model_does_not_depend_on_corpus_order():
    items = training(TEXT)
    chain_a = markovify.Chain([s.split() for s in items], 2)
    chain_b = markovify.Chain([s.split() for s in reversed(items)], 2)
    assert list(chain_a.model) != list(chain_b.model)  # markovify's dict order differs...
    assert markov._freeze(chain_a.model) == markov._freeze(chain_b.model)  # ...ours does not
    for choices, cum in markov._freeze(chain_a.model).values():
        assert list(choices) == sorted(choices) and list(cum) == sorted(cum)


def test_a_grammar_is_not_a_markov_corpus():
    with pytest.raises(DataError, match='a Markov corpus must be a "list" file, not "grammar"'):
        markov.sentence(S("x"), "grammars/fixture_tale")


def test_audit_sees_generated_and_fallback():
    with audit.recording() as rec:
        markov.sentence(S("a"), TEXT)
        markov.generate_sentence(S("b"), TEXT, min_words=40, tries=2)
    assert rec.markov == {(TEXT, "generated"): 1, (TEXT, "fallback"): 1}


SCRIPT = r"""
import json, sys
from generators.text.packs import use_packs
from generators.text.grammar import expand
from generators.text.markov import sentence, name
from generators.rng import Stream
out = []
with use_packs([sys.argv[1]]):
    for i in range(25):
        s = Stream("slip-n-slide", f"x/{i}")
        out.append([expand(s.child("g"), "grammars/fixture_tale", npc_name="Vera Kask"),
                    sentence(s.child("s"), "text/fixture_rumours"),
                    name(s.child("n"), "lists/fixture_names")])
print(json.dumps(out))
"""


@pytest.mark.slow
def test_same_output_in_processes_with_different_hash_seeds():
    results = []
    for hashseed in ("0", "12345", "random"):
        env = {**os.environ, "PYTHONHASHSEED": hashseed}
        p = subprocess.run([sys.executable, "-c", SCRIPT, str(GOOD)], capture_output=True,
                           env=env, cwd=str(REPO), timeout=120)
        assert p.returncode == 0, p.stderr.decode()
        results.append(p.stdout)
    assert results[0] == results[1] == results[2]
    assert len(json.loads(results[0])) == 25


def other_pythons() -> list[str]:
    root = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    return sorted(str(p) for p in root.glob("3.1[0-3]*/bin/python") if p.is_file())


@pytest.mark.slow
@pytest.mark.skipif(not other_pythons(), reason="no other Python 3.10-3.13 under pyenv on this machine")
def test_same_output_under_every_python_3_10_to_3_13():
    import sysconfig

    purelib = sysconfig.get_paths()["purelib"]
    env = {**os.environ, "PYTHONPATH": f"{REPO}{os.pathsep}{purelib}"}
    ref = subprocess.run([sys.executable, "-c", SCRIPT, str(GOOD)], capture_output=True, env=env,
                         cwd=str(REPO), timeout=120)
    assert ref.returncode == 0, ref.stderr.decode()
    for py in other_pythons():
        p = subprocess.run([py, "-s", "-c", SCRIPT, str(GOOD)], capture_output=True, env=env,
                           cwd=str(REPO), timeout=120)
        assert p.returncode == 0, (py, p.stderr.decode())
        assert p.stdout == ref.stdout, f"{py} gives different output"
