"""Load-time checking of grammars for the tracery adapter (generators/text/grammar.py).

- Escapes: in grammar files ``\\[ \\] \\# \\, \\: \\\\`` are literal characters; they become
  private-use placeholders while tracery works and are turned back at the end
  (``encode_rule``/``literal``/``decode``).
- ``check_grammar(datafile)``: every ``#symbol#`` referenced anywhere must be a rule, a
  declared parameter (``"params"``) or a push-action target; every modifier must exist; bare
  ``[word]`` actions, stray ``:`` in actions, ``((``/``))``/``None`` are rejected; a symbol that
  can never finish, or whose smallest expansion exceeds the node budget, is rejected.
  Problems are DataError(file, line, what) for data files, GrammarError for dicts.
"""

from __future__ import annotations

import heapq
import json
import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence, Union

import tracery

from .. import data as _data
from ..data import DataFile, line_of
from .english import MODIFIERS
from ..errors import DataError, DataProblems, GrammarError

# Literal characters that tracery would read as syntax, and the private-use characters
# that stand for them while tracery works (turned back at the end).
ESCAPES = {"[": "\ue000", "]": "\ue001", "#": "\ue002", "\\": "\ue003", ",": "\ue004", ":": "\ue005"}
_UNESCAPE = {v: k for k, v in ESCAPES.items()}
_RESERVED = re.compile("[\ue000-\ue00f]")
SYMBOL_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_NONE_RE = re.compile(r"\bNone\b")

MAX_DEPTH = 64  # nested tags in one expansion
MAX_NODES = 5000  # symbol expansions in one expansion
MAX_CHARS = 20000  # characters of rule text chosen / modifier output in one expansion

Rules = Mapping[str, Union[str, Sequence[str]]]


# --- escaping -----------------------------------------------------------------------------


def encode_rule(rule: str) -> str:
    """A rule as written in a grammar file -> tracery syntax with escapes as placeholders.
    Raises ValueError for an unknown escape or a reserved character."""
    out = []
    i = 0
    while i < len(rule):
        c = rule[i]
        if c == "\\":
            nxt = rule[i + 1] if i + 1 < len(rule) else ""
            if nxt not in ESCAPES:
                raise ValueError(
                    f"unknown escape \\{nxt} (escape only [ ] # , : and \\ with a backslash)"
                )
            out.append(ESCAPES[nxt])
            i += 2
            continue
        if _RESERVED.match(c):
            raise ValueError(f"contains the reserved character U+{ord(c):04X}")
        out.append(c)
        i += 1
    return "".join(out)


_TO_PLACEHOLDER = str.maketrans(ESCAPES)
_FROM_PLACEHOLDER = str.maketrans(_UNESCAPE)


# (str.translate walks every character through a dict: skip it when nothing would change)
_ESCAPED_CHARS = re.compile(r"[\[\]#\\,:]")
_PLACEHOLDERS = re.compile("[\ue000-\ue005]")


def literal(text: str) -> str:
    """Plain text (e.g. a var value) -> a tracery rule that expands to exactly that text."""
    if _RESERVED.search(text):
        raise GrammarError(f"text {text[:60]!r} contains a reserved character (U+E000-U+E00F)")
    return text.translate(_TO_PLACEHOLDER) if _ESCAPED_CHARS.search(text) else text


def decode(text: str) -> str:
    """Placeholders -> the literal characters they stand for."""
    return text.translate(_FROM_PLACEHOLDER) if _PLACEHOLDERS.search(text) else text


# --- load-time check ------------------------------------------------------------------------


@dataclass(frozen=True)
class CompiledGrammar:
    """A checked grammar: rules in tracery syntax (escapes encoded), its parameters, and
    which symbols each symbol's rules reference."""

    key: str  # "grammars/teaser", or "<rules>" for a dict
    name: str  # display name for errors, e.g. corpora/grammars/teaser.json
    rules: dict[str, tuple[str, ...]]
    params: tuple[str, ...] = ()
    pushed: frozenset = frozenset()
    refs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # per symbol, each rule's parsed ``needs`` (generators/needs.py); None fits every world
    needs: dict[str, tuple] = field(default_factory=dict, compare=False)
    # in a view filtered for one world (grammar.compiled_for): each kept rule's index in
    # the file, so the audit still counts the file's own rules
    origin: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False)

    def roots(self) -> list[str]:
        """Symbols no other symbol references: the entry points callers expand."""
        used = {r for sym, rs in self.refs.items() for r in rs if r != sym}
        return [s for s in self.rules if s not in used]


class _Problem(Exception):
    def __init__(self, symbol: str | None, rule: str | None, message: str):
        super().__init__(message)
        self.symbol, self.rule, self.message = symbol, rule, message


class _Problems(Exception):
    def __init__(self, problems: list[_Problem]):
        super().__init__(problems[0].message)
        self.problems = problems


def _parse_action(raw: str) -> tuple[str, list[str] | None]:
    """'target:r1,r2' -> (target, [r1, r2]); 'target:POP' -> (target, None)."""
    parts = raw.split(":")
    if len(parts) == 1:
        raise ValueError(
            f"[{raw}] is a tracery action; write \\[ and \\] for literal square brackets"
        )
    if len(parts) > 2:
        raise ValueError(f"action [{decode(raw)}] has more than one ':' (write \\: for a literal colon)")
    target, rule = parts
    if not SYMBOL_RE.match(target):
        raise ValueError(f"action [{decode(raw)}] sets {target!r}, which is not a symbol name")
    if rule == "POP":
        return target, None
    return target, rule.split(",")


def _scan(rule: str, tags: list[str], pushes: list[str], mods: list[str], depth: int = 0) -> None:
    """Collect symbols referenced, push targets and modifiers of one encoded rule;
    ValueError for anything tracery would mangle."""
    if depth > 20:
        raise ValueError("actions nested too deeply")
    sections, errors = tracery.parse(rule)
    if errors:
        raise ValueError(f"tracery syntax: {errors[0]} (write \\# or \\[ for literal characters)")
    for sec in sections:
        if sec["type"] == 1:
            try:
                parsed = tracery.parse_tag(sec["raw"])
            except Exception as e:  # tracery raises a bare Exception here
                raise ValueError(str(e)) from None
            symbol = parsed["symbol"]
            if not symbol:
                raise ValueError(f"tag #{decode(sec['raw'])}# names no symbol")
            if not SYMBOL_RE.match(symbol):
                raise ValueError(f"#{decode(symbol)}# is not a valid symbol name")
            tags.append(symbol)
            for mod in parsed["modifiers"]:
                if "(" in mod or ")" in mod:
                    raise ValueError(f"modifier .{decode(mod)} takes no parameters")
                mods.append(mod)
            for pre in parsed["preactions"]:
                if pre["type"] != 2:
                    raise ValueError(f"unexpected {decode(pre['raw'])!r} in tag")
                _scan_action(pre["raw"], tags, pushes, mods, depth)
        elif sec["type"] == 2:
            _scan_action(sec["raw"], tags, pushes, mods, depth)


def _scan_action(raw: str, tags, pushes, mods, depth) -> None:
    target, rules = _parse_action(raw)
    pushes.append(target)
    for r in rules or ():
        if not r:
            raise ValueError(f"action [{decode(raw)}] has an empty rule")
        _scan(r, tags, pushes, mods, depth + 1)


def visible_spaces(text: str) -> str:
    """``text`` quoted, with every run of two or more spaces shown as ␣ marks, so a doubled
    space survives messages that collapse whitespace ("a␣␣b")."""
    return json.dumps(re.sub(r" {2,}", lambda m: "\u2423" * len(m.group(0)), text),
                      ensure_ascii=False)


def _check_rule(sym: str, rule, found: list[_Problem]) -> tuple[str, list[str], list[str]] | None:
    """(encoded rule, referenced symbols, push targets) or None after adding its problem."""
    if not isinstance(rule, str) or not rule.strip():
        found.append(_Problem(sym, None, f'symbol "{sym}" has an empty rule'))
        return None
    if "  " in rule:
        found.append(_Problem(sym, rule, f'symbol "{sym}", rule {visible_spaces(rule)}: has a '
                                         f'double space (shown as \u2423\u2423)'))
        return None
    rule_tags: list[str] = []
    pushes: list[str] = []
    try:
        e = encode_rule(rule)
        text = decode(e)
        for bad in ("((", "))"):
            if bad in text:
                raise ValueError(f"contains {bad!r}")
        if _NONE_RE.search(text):
            raise ValueError("contains the word None")
        mods: list[str] = []
        _scan(e, rule_tags, pushes, mods)
        for m in mods:
            if m not in MODIFIERS:
                raise ValueError(
                    f"unknown modifier .{m} (known: {', '.join(sorted(MODIFIERS))})"
                )
    except ValueError as err:
        found.append(_Problem(sym, rule, f'symbol "{sym}", rule {rule!r}: {err}'))
        return None
    return e, rule_tags, pushes


def _compile(key: str, name: str, rules: Rules, params: Iterable[str]) -> CompiledGrammar:
    """Check and encode a grammar; raises _Problems with every problem found (shape,
    syntax, modifiers, undefined symbols), or one _Problem for an endless symbol."""
    params = tuple(params)
    found: list[_Problem] = []
    for p in params:
        if not isinstance(p, str) or not SYMBOL_RE.match(p):
            found.append(_Problem(None, None, f"parameter {p!r} is not a symbol name (letters, digits, _)"))
        elif p in rules:
            found.append(_Problem(p, None, f'"{p}" is both a parameter and a rule'))
    encoded: dict[str, tuple[str, ...]] = {}
    tags_of: dict[str, list[tuple[str, list[str]]]] = {}
    pushed: set[str] = set()
    for sym, exps in rules.items():
        if not isinstance(sym, str) or not SYMBOL_RE.match(sym):
            found.append(_Problem(sym if isinstance(sym, str) else None, None,
                                  f"symbol name {sym!r} must be letters, digits and _"))
            continue
        if isinstance(exps, str):
            exps = [exps]
        if not isinstance(exps, (list, tuple)) or not exps:
            found.append(_Problem(sym, None, f'symbol "{sym}" must have a non-empty list of rules'))
            continue
        enc, tags = [], []
        for rule in exps:
            checked = _check_rule(sym, rule, found)
            if checked is None:
                continue
            e, rule_tags, pushes = checked
            pushed.update(pushes)
            enc.append(e)
            tags.append((rule, rule_tags))
        encoded[sym] = tuple(enc)
        tags_of[sym] = tags
    defined = set(encoded) | set(params) | pushed
    for sym, per_rule in tags_of.items():
        for rule, rule_tags in per_rule:
            for t in dict.fromkeys(rule_tags):
                if t not in defined:
                    found.append(_Problem(
                        sym, rule,
                        f'symbol "{sym}" uses #{t}#, which is not defined (add a rule for it, or '
                        f'list it in "params" if the caller passes it)',
                    ))
    if found:
        raise _Problems(found)
    _check_finite(tags_of)
    refs = {
        sym: tuple(dict.fromkeys(tag for _, ts in per for tag in ts))
        for sym, per in tags_of.items()
    }
    return CompiledGrammar(key, name, encoded, params, frozenset(pushed), refs)


def _check_finite(tags_of: dict[str, list[tuple[str, list[str]]]]) -> None:
    """Reject, at load, a symbol that can never finish (every rule leads back to it) or whose
    smallest expansion already exceeds the budget (a fan-out bomb). Cost of a rule = 1 + the
    cheapest cost of each symbol it references; parameters and pushed-only symbols cost 1.
    Knuth's generalisation of Dijkstra's algorithm: O(size of the grammar x log)."""
    cap = MAX_NODES + 1
    cost: dict[str, int] = {}
    waiting: dict[str, list[int]] = {}  # symbol -> rules (by number) that reference it
    rules: list[tuple[str, list[str]]] = []  # (head, referenced grammar symbols, with repeats)
    missing: list[int] = []  # per rule: distinct referenced symbols not yet final
    heap: list[tuple[int, int, str]] = []
    order = {sym: i for i, sym in enumerate(tags_of)}
    for head, per_rule in tags_of.items():
        for _, tags in per_rule:
            deps = [t for t in tags if t in tags_of]
            n = len(rules)
            rules.append((head, deps))
            distinct = set(deps)
            missing.append(len(distinct))
            for d in distinct:
                waiting.setdefault(d, []).append(n)
            if not distinct:
                heapq.heappush(heap, (min(cap, 1 + len(tags)), order[head], head))
    extra = [len(tags) - len([t for t in tags if t in tags_of]) for per in tags_of.values() for _, tags in per]
    while heap:
        c, _, sym = heapq.heappop(heap)
        if sym in cost:
            continue
        cost[sym] = c
        for n in waiting.get(sym, ()):
            missing[n] -= 1
            if missing[n] == 0:
                head, deps = rules[n]
                if head not in cost:
                    total = min(cap, 1 + extra[n] + sum(cost[d] for d in deps))
                    heapq.heappush(heap, (total, order[head], head))
    for sym in tags_of:
        if sym not in cost:
            raise _Problem(sym, None, f'symbol "{sym}" can never finish expanding (every rule leads back to it)')
        if cost[sym] >= cap:
            raise _Problem(
                sym, None,
                f'symbol "{sym}" needs more than {MAX_NODES} expansions at the least (a fan-out bomb?)',
            )


def _find_line(text: str, start: int, symbol: str | None, rule: str | None) -> int | None:
    lines = text.split("\n")
    sym_line = None
    if symbol is not None:
        needle = json.dumps(symbol)
        for i in range(max(start - 1, 0), len(lines)):
            if re.match(r"\s*" + re.escape(needle) + r"\s*:", lines[i]):
                sym_line = i + 1
                break
    if rule is not None:
        for needle in (json.dumps(rule, ensure_ascii=False), json.dumps(rule)):
            for i in range(max((sym_line or start) - 1, 0), len(lines)):
                if needle in lines[i]:
                    return i + 1
    return sym_line or start or None


def check_grammar(datafile: DataFile, text: str | None = None) -> CompiledGrammar:
    """Check every reference in a grammar data file; DataError(file, line, what) on the
    first problem. ``text`` (the file's JSON) gives exact lines; without it the file is
    re-read from data_root() when it is there."""
    name = datafile.name
    if datafile.kind != "grammar":
        raise DataError(name, None, f'is a "{datafile.kind}" file, not a grammar')
    raw = datafile.raw
    params = raw.get("params", [])
    if not isinstance(params, list):
        raise DataError(name, line_of(raw), '"params" must be a list of symbol names')
    try:
        cg = _compile(datafile.key, name, datafile.rules, params)
        if datafile.rule_needs:
            object.__setattr__(cg, "needs", dict(datafile.rule_needs))
        return cg
    except (_Problem, _Problems) as p:
        problems = p.problems if isinstance(p, _Problems) else [p]
        if text is None:
            path = _data.data_root() / name
            try:
                text = path.read_text(encoding="utf-8") if path.is_file() else None
            except (OSError, UnicodeDecodeError):
                text = None
        start = line_of(raw.get("rules")) or line_of(raw) or 1
        errors = [DataError(name, _find_line(text, start, q.symbol, q.rule) if text else start,
                            q.message) for q in problems]
        if len(errors) == 1:
            raise errors[0] from None
        raise DataProblems(errors) from None
