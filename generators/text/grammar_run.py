"""One checked expansion of a compiled grammar, for text/grammar.py: the caller's values
bound as literal terminal symbols (``_bind``), the fast engine run (``_generate``:
text/grammar_engine.py ``Run``), the parse errors of a tracery node tree
(``_collect_errors``) and the output checks (``_check_output``: never empty, ``((``, ``))``,
the word None, a doubled space or an outer space). Split out of text/grammar.py."""

from __future__ import annotations

from typing import Mapping, Sequence

from . import grammar_engine as _engine
from ..errors import GrammarError
from .grammar_check import _NONE_RE, SYMBOL_RE, CompiledGrammar, decode, literal, visible_spaces


def _generate(cg: CompiledGrammar, stream: Stream, bound: dict, symbol: str,
              max_depth: int, max_nodes: int, max_chars: int, deck: dict | None = None) -> str:
    name = cg.name
    if symbol not in bound and symbol not in cg.rules:
        raise GrammarError(f"{name} has no symbol #{symbol}#")
    try:
        text, error = _engine.Run(cg, stream, bound, max_depth, max_nodes, max_chars,
                                  deck).generate(symbol)
    except RecursionError:
        raise GrammarError(f"{name}: #{symbol}# recurses without end") from None
    if error is not None:
        raise GrammarError(f"{name}: #{symbol}#: {error}")
    return _check_output(decode(text), name, symbol)


def _collect_errors(root) -> list[str]:
    out, todo = [], [root]
    while todo:
        node = todo.pop()
        out.extend(node.errors)
        todo.extend(getattr(node, "children", ()))
    return out


def _check_output(text: str, name: str, symbol: str) -> str:
    problem = None
    if not text.strip():
        problem = "expanded to empty text"
    elif "((" in text or "))" in text:
        problem = "contains (( or ))"
    elif _NONE_RE.search(text):
        problem = "contains the word None"
    elif "  " in text:
        problem = "contains a doubled space (shown as \u2423\u2423)"
        raise GrammarError(f"{name}: #{symbol}# {problem}: {visible_spaces(text[:120])}")
    elif text != text.strip():
        problem = "starts or ends with a space"
    if problem:
        raise GrammarError(f"{name}: #{symbol}# {problem}: {text[:120]!r}")
    return text


_names_ok: set[str] = set()  # var names SYMBOL_RE accepted (a pure check, remembered)


def _bind(cg: CompiledGrammar, vars: Mapping[str, str | Sequence[str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for var in sorted(vars):
        value = vars[var]
        if var not in _names_ok:
            if not SYMBOL_RE.match(var):
                raise GrammarError(f"{cg.name}: {var!r} is not a symbol name")
            if len(_names_ok) > 10000:
                _names_ok.clear()
            _names_ok.add(var)
        if var not in cg.params and var not in cg.rules and cg.key != "<rules>":
            known = ", ".join(cg.params) or "none"
            raise GrammarError(f"{cg.name}: no parameter #{var}# (parameters: {known})")
        if type(value) is str and value.strip():  # the common case, checked as below
            out[var] = [literal(value)]
            continue
        values = [value] if isinstance(value, str) else value
        if not isinstance(values, (list, tuple)) or not values:
            raise GrammarError(f"{cg.name}: #{var}# must be a string or a non-empty list of strings")
        enc = []
        for v in values:
            if not isinstance(v, str) or not v.strip():
                raise GrammarError(f"{cg.name}: #{var}# has an empty or non-text value {v!r}")
            enc.append(literal(v))
        out[var] = enc
    return out
