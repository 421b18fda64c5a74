"""needs.Index (the cached filter behind DataFile.fitting and grammar.compiled_for) keeps
exactly the lines a plain ``fits`` check keeps, for any facts: its cache key must hold every
fact a clause reads (a year only as far as the clauses tell years apart)."""

from __future__ import annotations

import random

import pytest

from generators import data
from generators.needs import TECH_LADDER, VALUES, Index, fits, parse
from generators.text.grammar import compiled, compiled_for


def _facts(r: random.Random) -> dict:
    f = {k: r.choice((*vs, None)) for k, vs in VALUES.items()}
    f["tech"] = r.choice(TECH_LADDER)
    f["year"] = r.choice((None, r.randint(-3000, 3000), 1920, 1919, 1887, 1950, 1951, 3000, 3001))
    f["fork_year"] = r.choice((None, r.randint(1500, 2000), 1887, 1886))
    f["meets_visitors"] = r.choice((True, False))
    return f


def _with_needs() -> tuple[list[str], list[str]]:
    lists, grammars = [], []
    for key in data.all_keys():
        df = data.load(key)
        if df.kind == "list" and any(f.get("_needs") for _, _, f in df.items):
            lists.append(key)
        elif df.kind == "grammar" and compiled(key).needs:
            grammars.append(key)
    return lists, grammars


def test_fitting_is_the_plain_check_for_every_list_and_grammar():
    r = random.Random(15)  # (a test's own generator: not generation)
    lists, grammars = _with_needs()
    assert lists and grammars
    worlds = [_facts(r) for _ in range(150)]
    for key in lists:
        items = data.load(key).items
        for f in worlds:
            want = tuple(i for i, (_, _, fl) in enumerate(items) if fits(fl.get("_needs"), f))
            assert data.load(key).fitting(f) == want, (key, f)
    for key in grammars:
        cg = compiled(key)
        for f in worlds:
            view = compiled_for(key, f)
            for sym, per in cg.needs.items():
                keep = tuple(i for i, n in enumerate(per) if fits(n, f))
                assert view.origin[sym] == keep, (key, sym, f)
                assert view.rules[sym] == tuple(cg.rules[sym][i] for i in keep)


@pytest.mark.parametrize("needs", ["era: 1800..1950", "since: 1920", "history: 1887", "until: 1950", "dated",
                                   "!dated", "tech >= electric", "inhabited; air: thin|toxic"])
def test_years_on_either_side_of_a_bound_get_their_own_answer(needs):
    index = Index([parse(needs), None])
    for year in (None, 1799, 1800, 1886, 1887, 1919, 1920, 1950, 1951):
        for fork in (None, 1886, 1887):
            f = {"year": year, "fork_year": fork, "tech": "steam", "inhabitants": "few",
                 "air": "thin"}
            assert index.fitting(f) == tuple(i for i, n in enumerate(index.needs)
                                             if fits(n, f)), (needs, year, fork)


def test_no_facts_fit_everything_and_unread_facts_share_one_answer():
    index = Index([parse("air: thin"), None])
    assert index.fitting(None) == (0, 1)
    assert index.fitting({"air": "thin", "law": ["not", "hashable"]}) == (0, 1)
    assert index.fitting({"air": "toxic", "year": 1200}) == (1,)


def test_odd_facts_get_the_plain_checks_answer_or_its_error():
    """Index.mask reads each fact on its own and remembers it by value; a fact it cannot
    remember (unhashable) or a tech off the ladder falls back to fits() line by line, so
    it answers (or raises) exactly as the plain check does."""
    index = Index([parse("air: thin; tech >= iron"), parse("inhabited"), None])
    plain = lambda f: tuple(i for i, n in enumerate(index.needs) if fits(n, f))  # noqa: E731
    for f in ({"air": "toxic", "tech": "warp"},  # the tech clause is never reached
              {"air": "thin", "tech": "iron", "inhabitants": ["few"]},
              {"air": "thin"}, {}, {"tech": None, "air": "toxic"}):
        assert index.fitting(f) == plain(f), f
    with pytest.raises(TypeError):
        index.fitting({"air": ["thin"], "tech": "iron"})
    with pytest.raises(ValueError):
        index.fitting({"air": "thin", "tech": "warp"})


def test_a_view_is_the_eager_view_it_replaced():
    # issue 15: a view cuts each symbol when it is first asked for, by that symbol's own Index,
    # from a copy of the facts made when the view was asked for; as mappings its rules and
    # origin are what the eager view's dicts were (every key, in order; get, in, len, [])
    r = random.Random(22)  # (a test's own generator: not generation)
    _, grammars = _with_needs()
    for key in grammars:
        cg = compiled(key)
        for _ in range(20):
            f = _facts(r)
            was = dict(f)
            view = compiled_for(key, f)
            f.clear()  # the view reads its own copy
            want = tuple(r.sample(list(cg.rules), min(3, len(cg.rules))))
            for sym in want:  # asked for in any order first, then whole
                assert view.rules.get(sym) == view.rules[sym]
            keep = {sym: tuple(i for i, n in enumerate(per) if fits(n, was)) for sym, per in cg.needs.items()}
            rules = {sym: tuple(cg.rules[sym][i] for i in keep[sym]) if sym in keep else rs
                     for sym, rs in cg.rules.items()}
            assert list(view.rules) == list(cg.rules) and len(view.rules) == len(cg.rules)
            assert dict(view.rules) == rules and dict(view.origin) == keep
            assert list(view.origin) == list(cg.needs)
            assert all(s in view.rules for s in cg.rules) and "no such symbol" not in view.rules
            assert view.rules.get("no such symbol") is None and view.origin.get("no such symbol") is None
            assert all((s in view.origin) == (s in cg.needs) for s in cg.rules)
            assert {**view.origin} == keep and {**view.rules} == rules
