"""The tracery adapter: seeded, bounded, checked grammar expansion.

Call ``expand(stream, "grammars/teaser", npc_name="Vera Kask")`` (or pass a dict of
rules instead of a corpora key). What this adds to tracery 0.1.1:

- **Our RNG.** Rule selection draws ``stream.below(n)``; module-level ``random`` is never
  touched (0.1.1's ``RuleSet.select_rule`` calls ``random.choice``; we never call it).
- **A fresh grammar per expansion** (0.1.1 leaks pushed action state between flattens).
- **Bounds.** A depth cap, a budget of symbol expansions and of output characters, and
  ``RecursionError`` (action nodes restart 0.1.1's depth count) all raise GrammarError.
- **Checked at load.** Every ``#symbol#`` referenced anywhere in a grammar file must be
  a rule, a caller-supplied parameter (listed in the file's ``"params"``) or the target of
  a push action; every ``.modifier`` must exist. Otherwise: DataError with file:line.
- **Strict output.** Unknown symbols/modifiers raise (0.1.1 prints ``((name))``); an
  expansion that is empty, or contains ``((``, ``))``, the word ``None``, a doubled space or
  leading/trailing space raises GrammarError instead of reaching a page.
- **English modifiers** of our own (generators/text/english.py); and **literal text survives**: in grammar files write ``\\[``, ``\\]``, ``\\#``, ``\\,``,
  ``\\:`` and ``\\\\`` (in JSON: ``"\\\\["`` etc.) for literal ``[ ] # , : \\``; a bare
  ``[word]`` (tracery's "run symbol" action) is rejected at load, so ``[label](link)``
  cannot silently vanish. Values passed as ``**vars`` are literal text: they are bound as
  pre-expanded terminal symbols, so brackets, ``#``, commas and colons in them survive.

Grammar file format (kind "grammar", see generators/data.py)::

    {"description": ..., "source": ..., "licence": ..., "kind": "grammar",
     "params": ["npc_name", "node"],            # optional: symbols the caller passes
     "rules": {"origin": ["#npc_name# wants #thing.a#."], "thing": ["owl", "hour"]}}

The audit sees every choice among a symbol's own rules as (grammar key, symbol, index).
Escaping and the load-time checks live in generators/text/grammar_check.py (re-exported here);
binding, running and checking one expansion in generators/text/grammar_run.py.
"""

from __future__ import annotations

import functools
from typing import Iterable, Mapping, Sequence

import tracery

from .. import audit as _audit
from ..data import DataFile, load
from .english import MODIFIERS
from ..errors import GrammarError
from .grammar_check import (  # noqa: F401  (re-exported: the public API lives here)
    ESCAPES, MAX_CHARS, MAX_DEPTH, MAX_NODES,
    SYMBOL_RE,
    CompiledGrammar,
    Rules,
    _compile,
    _Problem,
    _Problems,
    check_grammar,
    visible_spaces,
    decode,
    encode_rule,
    literal,
    _NONE_RE,
)
from ..memo import by_identity
from .grammar_run import _bind, _check_output, _collect_errors, _generate
from ..needs import Index

_cache: dict[int, tuple[DataFile, CompiledGrammar]] = {}


def compiled(key: str) -> CompiledGrammar:
    """The checked grammar for a corpora key (follows packs: keyed by the loaded file)."""
    return by_identity(_cache, load(key), check_grammar, 512)


_views: dict[int, tuple[CompiledGrammar, dict]] = {}  # id(cg) -> (cg, {symbol: (Index, shares)})
_kept: dict[tuple[int, ...], tuple[int, ...]] = {}  # one object per kept-rules tuple (Deck memo)


def compiled_for(key: str, facts) -> CompiledGrammar:
    """``compiled(key)`` with only the rules whose ``needs`` fit ``facts`` (a World's facts,
    generators/needs.py). A symbol left with no fitting rule has no rules at all, so drawing
    it raises GrammarError ("no rule fits this world"): never a silent fallback.

    Each symbol's rules are cut when the expansion first asks for them, by that symbol's own
    needs.Index (issue 15: a world's facts as a whole are nearly always new to a grammar as big
    as people's or places', and one expansion reads a few of its symbols; the few facts one
    symbol's rules read come round again and again). The view reads a copy of ``facts`` made
    here, so it fits what they were when it was asked for."""
    cg = compiled(key)
    if not cg.needs or facts is None:
        return cg
    hit = _views.get(id(cg))
    if hit is None or hit[0] is not cg:
        if len(_views) > 1024:
            _views.clear()
        hit = _views[id(cg)] = (cg, {sym: (Index(per), {}) for sym, per in cg.needs.items()})
    return _view(cg, hit[1], dict(facts))


def _view(cg: CompiledGrammar, syms: dict, facts: dict) -> CompiledGrammar:
    """The view of ``cg`` for ``facts``: each symbol with needs keeps the rules that fit."""
    shares = _Shares(cg.rules, syms, facts)
    return CompiledGrammar(cg.key, cg.name, _ViewRules(shares), cg.params, cg.pushed, cg.refs,
                           cg.needs, _ViewOrigin(shares))


class _Shares:
    """Each symbol's (kept indices, kept rules) of one view, worked out on first use and
    remembered per symbol by its mask (needs.Index.mask: bit i, rule i fits)."""

    __slots__ = ("base", "syms", "facts", "got")

    def __init__(self, base: dict, syms: dict, facts: dict):
        self.base, self.syms, self.facts, self.got = base, syms, facts, {}

    def share(self, sym: str):
        """(kept indices, kept rules) of a symbol with needs; None for one without."""
        got = self.got.get(sym)
        if got is None:
            entry = self.syms.get(sym)
            if entry is None:
                return None
            index, memo = entry
            got = memo.get(mask := index.mask(self.facts))
            if got is None:
                keep = _kept.setdefault(k := index.kept(mask), k)
                rules = self.base[sym]
                if len(memo) >= 256:
                    memo.clear()
                got = memo[mask] = (keep, rules if mask == index.full else tuple([rules[i] for i in keep]))
            self.got[sym] = got
        return got


class _ViewRules(Mapping):
    """A view's rules: the grammar's, with each symbol that has needs cut to its share (the
    keys and their order are the grammar's)."""

    __slots__ = ("_s",)

    def __init__(self, shares: _Shares):
        self._s = shares

    def get(self, key, default=None):
        got = self._s.share(key)
        return self._s.base.get(key, default) if got is None else got[1]

    def __getitem__(self, key):
        got = self._s.share(key)
        return self._s.base[key] if got is None else got[1]

    def __contains__(self, key) -> bool:
        return key in self._s.base

    def __iter__(self):
        return iter(self._s.base)

    def __len__(self) -> int:
        return len(self._s.base)


class _ViewOrigin(Mapping):
    """A view's origin: each symbol with needs -> the file's indices of its kept rules."""

    __slots__ = ("_s",)

    def __init__(self, shares: _Shares):
        self._s = shares

    def get(self, key, default=None):
        got = self._s.share(key)
        return default if got is None else got[0]

    def __getitem__(self, key):
        got = self._s.share(key)
        if got is None:
            raise KeyError(key)
        return got[0]

    def __contains__(self, key) -> bool:
        return key in self._s.syms

    def __iter__(self):
        return iter(self._s.syms)

    def __len__(self) -> int:
        return len(self._s.syms)


def compile_rules(rules: Rules, params: Iterable[str] = (), name: str = "<rules>") -> CompiledGrammar:
    """Check a dict of rules (GrammarError on a problem)."""
    if not isinstance(rules, Mapping) or not rules:
        raise GrammarError(f"{name}: rules must be a non-empty dict of symbol -> rules")
    try:
        return _compile(name, name, rules, params)
    except (_Problem, _Problems) as p:
        first = p.problems[0] if isinstance(p, _Problems) else p
        raise GrammarError(f"{name}: {first.message}") from None


def rule_universe(key: str) -> list[tuple[str, int]]:
    """Every (symbol, rule index) of a grammar file: what the audit expects to fire."""
    cg = compiled(key)
    return [(sym, i) for sym, rs in cg.rules.items() for i in range(len(rs))]


def symbols_used(key_or_rules: str | Rules) -> dict[str, tuple[str, ...]]:
    """For each symbol, the symbols its rules reference (load-time view, for tools)."""
    cg = compiled(key_or_rules) if isinstance(key_or_rules, str) else compile_rules(key_or_rules)
    return dict(cg.refs)


# --- expansion ------------------------------------------------------------------------------


class _StrictModifiers(dict):
    """tracery looks modifiers up with ``.get(name, None)`` and prints ((.name)) on a miss;
    we raise instead, and wrap each modifier with our checks."""

    def __init__(self, grammar: "Grammar"):
        super().__init__()
        self._grammar = grammar

    def get(self, name, default=None):
        fn = MODIFIERS.get(name)
        if fn is None:
            raise GrammarError(
                f"{self._grammar.compiled.name}: unknown modifier .{name} "
                f"(known: {', '.join(sorted(MODIFIERS))})"
            )
        return functools.partial(self._grammar._modify, name, fn)


class _LazySymbols(dict):
    """tracery's symbol table, built on first use of each symbol (a grammar of 100 symbols
    used for one sentence builds only the few it needs)."""

    def __init__(self, grammar: "Grammar", raw: Mapping[str, Sequence[str]]):
        super().__init__()
        self._grammar = grammar
        self._raw = raw

    def __missing__(self, key):
        if key not in self._raw:
            raise KeyError(key)
        sym = tracery.Symbol(self._grammar, key, list(self._raw[key]))
        self[key] = sym
        return sym

    def __contains__(self, key) -> bool:
        return dict.__contains__(self, key) or key in self._raw

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def values(self):  # tracery's clear_state; we never reuse a grammar, but stay correct
        return [self[k] for k in self._raw] + [v for k, v in self.items() if k not in self._raw]


class Grammar(tracery.Grammar):
    """One expansion's tracery grammar: fresh state, our stream, budgets.

    Build one per generation (``expand()`` does); it is not reused. ``generate`` runs the
    engine of generators/text/grammar_engine.py (tracery's semantics, parsed rules cached);
    ``_generate_tracery`` runs tracery 0.1.1's own Node machinery on this same grammar and
    gives the same text, draws, audit events and errors (tests/test_perf_equivalence.py).
    The tracery state (``symbols``, ``modifiers``, ...) is built only when first used."""

    def __init__(
        self,
        compiled: CompiledGrammar,
        stream: Stream,
        vars: Mapping[str, str | Sequence[str]] | None = None,
        *,
        max_depth: int = MAX_DEPTH,
        max_nodes: int = MAX_NODES,
        max_chars: int = MAX_CHARS,
    ):
        self.compiled = compiled
        self._stream = stream
        self._max_depth, self._max_nodes, self._max_chars = max_depth, max_nodes, max_chars
        self._nodes = 0
        self._chars = 0
        self._bound = _bind(compiled, vars) if vars else {}
        self._var_names = frozenset(self._bound)

    _TRACERY_STATE = frozenset({"raw", "symbols", "modifiers", "errors", "settings", "subgrammars"})

    def __getattr__(self, name):
        # Only called for attributes not set yet: build tracery's state on first use.
        if name in Grammar._TRACERY_STATE and "_tracery_ready" not in self.__dict__:
            self._tracery_ready = True
            raw: dict[str, Sequence[str]] = dict(self.compiled.rules)
            raw.update(self._bound)
            super().__init__(None)
            self.raw = raw
            self.symbols = _LazySymbols(self, raw)
            self.modifiers = _StrictModifiers(self)
            return getattr(self, name)
        raise AttributeError(name)

    # tracery calls this for every #symbol#
    def select_rule(self, key, node, errors):
        name = self.compiled.name
        self._nodes += 1
        if self._nodes > self._max_nodes:
            raise GrammarError(
                f"{name}: more than {self._max_nodes} symbol expansions (a recursive or "
                f"fan-out grammar?)"
            )
        if node.depth > self._max_depth:
            raise GrammarError(f"{name}: symbols nested more than {self._max_depth} deep at #{key}#")
        sym = self.symbols.get(key)
        if sym is None:
            if key in self.compiled.params:
                raise GrammarError(f"{name}: parameter #{key}# was not passed to expand()")
            raise GrammarError(f"{name}: unknown symbol #{key}#")
        if not sym.stack or not sym.stack[-1].default_rules:
            raise GrammarError(f"{name}: symbol #{key}# has no rules (popped more than pushed?)")
        ruleset = sym.stack[-1]
        options = ruleset.default_rules
        if not options:
            raise GrammarError(f"{name}: no rule of #{key}# fits this world")
        index = self._stream.below(len(options))
        rule = options[index]
        self._chars += len(rule)
        if self._chars > self._max_chars:
            raise GrammarError(f"{name}: expansion longer than {self._max_chars} characters")
        if ruleset is sym.base_rules and key in self.compiled.rules and key not in self._var_names:
            org = self.compiled.origin.get(key)
            _audit.rule_fired(self.compiled.key, key, org[index] if org else index)
        return rule

    def flatten(self, rule, allow_escape_chars=False):
        # 0.1.1 calls flatten(target, True) for a bare [target] action; we never allow it.
        if allow_escape_chars:
            raise GrammarError(f"{self.compiled.name}: bare action [{decode(rule)}] is not allowed")
        return super().flatten(rule, allow_escape_chars)

    def _modify(self, name: str, fn, text: str, *params: str) -> str:
        if params:
            raise GrammarError(f"{self.compiled.name}: modifier .{name} takes no parameters")
        plain = decode(text)
        if not plain.strip():
            raise GrammarError(f"{self.compiled.name}: modifier .{name} applied to empty text")
        out = fn(plain)
        if not isinstance(out, str) or not out:
            raise GrammarError(f"{self.compiled.name}: modifier .{name} gave nothing for {plain!r}")
        self._chars += max(0, len(out) - len(plain))
        if self._chars > self._max_chars:
            raise GrammarError(f"{self.compiled.name}: expansion longer than {self._max_chars} characters")
        return literal(out)

    def generate(self, symbol: str = "origin") -> str:
        """Expand ``#symbol#`` once and return checked plain text."""
        return _generate(self.compiled, self._stream, self._bound, symbol,
                         self._max_depth, self._max_nodes, self._max_chars)

    def _generate_tracery(self, symbol: str = "origin") -> str:
        """``generate`` through tracery 0.1.1's own Node machinery (the reference the engine
        is checked against)."""
        name = self.compiled.name
        if symbol not in self.symbols:
            raise GrammarError(f"{name} has no symbol #{symbol}#")
        try:
            root = self.expand(f"#{symbol}#")
        except RecursionError:
            raise GrammarError(f"{name}: #{symbol}# recurses without end") from None
        errors = _collect_errors(root)
        if errors:
            raise GrammarError(f"{name}: #{symbol}#: {errors[0]}")
        return _check_output(decode(root.finished_text), name, symbol)


def expand_compiled(stream: Stream, cg: CompiledGrammar, symbol: str = "origin",
                    vars: Mapping[str, str | Sequence[str]] | None = None,
                    deck: dict | None = None) -> str:
    """`expand` for a grammar already looked up with `compiled` (callers that hold one):
    what ``Grammar(cg, stream, vars).generate(symbol)`` does, without the Grammar object."""
    return _generate(cg, stream, _bind(cg, vars) if vars else {}, symbol,
                     MAX_DEPTH, MAX_NODES, MAX_CHARS, deck)


def expand(
    stream: Stream,
    key_or_rules: str | Rules,
    /,
    symbol: str = "origin",
    **vars: str | Sequence[str],
) -> str:
    """Expand ``#symbol#`` of a grammar (a corpora key like "grammars/teaser", or a dict of
    rules) with choices drawn from ``stream``. ``vars`` bind extra symbols to literal text
    (a string, or a list to choose from). Returns non-empty checked text or raises
    GrammarError (DataError if the grammar file itself is broken)."""
    if isinstance(key_or_rules, str):
        cg = compiled(key_or_rules)
    else:
        cg = compile_rules(key_or_rules, params=[v for v in sorted(vars) if v not in key_or_rules])
    return Grammar(cg, stream, vars).generate(symbol)
