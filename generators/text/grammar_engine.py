"""The fast expansion engine behind generators/text/grammar.py: tracery 0.1.1's semantics without
tracery's per-node objects.

tracery builds a ``Node`` per section, re-parses every rule text each time it is chosen and
builds a ``Symbol``/``RuleSet`` per symbol per grammar. This engine parses each rule text
once (``tracery.parse``/``parse_tag`` themselves, cached by the text: parsing is a pure
function of it) and walks the parsed sections with the same order of effects as
``tracery.Node.expand``:

- a tag's push/pop/run actions activate in order, then the symbol's rule is selected
  (``select`` below: the budgets, the depth cap, the stream draw, the audit), then the rule's
  sections expand left to right, then the modifiers apply in order;
- a push expands each comma-separated part as a fresh root (depth counting restarts, as in
  0.1.1), and the result is pushed; pushes are never undone within one expansion (0.1.1's
  behaviour), and nothing survives into the next expansion (fresh state each time);
- parse errors are kept per node and the one reported is the one ``grammar_run._collect_errors``
  would find first in tracery's node tree (a node's own before its children's, later
  siblings before earlier ones; errors inside pushed parts are dropped, as in 0.1.1);
- the Python call depth per nesting level matches tracery's (two frames per tag, four per
  push), so RecursionError strikes at about the same nesting.
So the text, the stream draws, the audit events and the errors are those of the tracery path
(``Grammar._generate_tracery``), which tests/test_perf_equivalence.py checks on random and corpus grammars."""

from __future__ import annotations

import re

import tracery

from .. import audit as _audit
from .english import MODIFIERS
from ..errors import GrammarError
from .grammar_check import decode, literal

_SYNTAX = re.compile(r"[#\[\]\\]")
_PARAMS_RE = re.compile(r"\(([^)]+)\)")


class _Tag:
    """A ``#[actions]symbol.mod.mod#`` section, parsed."""

    __slots__ = ("symbol", "mods", "actions", "error")

    def __init__(self, raw: str):
        self.error = None
        self.symbol = None
        self.mods: tuple = ()
        self.actions: tuple = ()
        try:
            parsed = tracery.parse_tag(raw)
        except Exception as e:  # tracery raises a bare Exception ("multiple main sections")
            self.error = e
            return
        self.symbol = parsed["symbol"]
        mods = []
        for name in parsed["modifiers"]:
            params: list[str] = []
            if name.find("(") > 0:
                matches = _PARAMS_RE.findall(name)
                if matches:
                    params = matches[0].split(",")
                    name = name[: name.find("(")]
            mods.append((name, tuple(params)))
        self.mods = tuple(mods)
        self.actions = tuple(_Action(pre["raw"]) for pre in parsed["preactions"])


class _Action:
    """A ``[target:rule,rule]`` / ``[target:POP]`` / ``[target]`` action (tracery's NodeAction)."""

    __slots__ = ("kind", "target", "parts")
    PUSH, POP, RUN = 0, 1, 2

    def __init__(self, raw: str):
        sections = raw.split(":")
        self.target = sections[0]
        self.parts: tuple = ()
        if len(sections) == 1:
            self.kind = self.RUN
        elif sections[1] == "POP":
            self.kind = self.POP
        else:
            self.kind = self.PUSH
            self.parts = tuple(sections[1].split(","))


_parsed: dict[str, tuple[tuple, str | None]] = {}


def parse(rule: str) -> tuple[tuple, str | None]:
    """A rule text -> (sections, first parse error or None). A section is a str (plain
    text), a _Tag or an _Action. Cached (parsing is a pure function of the text); plain text
    is answered without tracery."""
    hit = _parsed.get(rule)
    if hit is not None:
        return hit
    if not _SYNTAX.search(rule):
        hit = ((rule,) if rule else (), None)
    else:
        sections, errors = tracery.parse(rule)
        out = []
        for sec in sections:
            t = sec["type"]
            if t == 0:
                out.append(sec["raw"])
            elif t == 1:
                out.append(_Tag(sec["raw"]))
            else:
                out.append(_Action(sec["raw"]))
        hit = (tuple(out), errors[0] if errors else None)
    if len(_parsed) >= 20000:
        _parsed.clear()
    _parsed[rule] = hit
    return hit


class Run:
    """One expansion: fresh symbol stacks, budgets and counters."""

    __slots__ = ("name", "key", "crules", "bound", "params", "below", "stacks",
                 "nodes", "chars", "max_nodes", "max_depth", "max_chars", "err", "origin", "deck", "needs",
                 "path")

    def __init__(self, cg, stream, bound: dict, max_depth: int, max_nodes: int, max_chars: int,
                 deck: dict | None = None):
        self.name = cg.name
        self.key = cg.key
        self.crules = cg.rules
        self.origin = cg.origin
        self.needs = cg.needs
        self.deck = deck  # (grammar, symbol) -> rules already drawn: without replacement
        self.params = cg.params
        self.bound = bound
        self.below = stream.below
        self.path = getattr(stream, "path", None)  # the part of the trip a deck deal is for
        self.stacks: dict = {}
        self.nodes = 0
        self.chars = 0
        self.max_nodes = max_nodes
        self.max_depth = max_depth
        self.max_chars = max_chars
        self.err = None

    def has(self, key) -> bool:
        return key in self.stacks or key in self.bound or key in self.crules

    # tracery: Node.expand_children for a node whose children are at ``depth``
    def rule(self, rule: str, depth: int) -> str:
        hit = _parsed.get(rule)
        sections, own = hit if hit is not None else parse(rule)
        sub = None
        out = []
        for sec in sections:
            cls = sec.__class__
            if cls is str:
                out.append(sec)
            elif cls is _Tag:
                out.append(self.tag(sec, depth))
                if self.err is not None:
                    sub = self.err
            else:
                self.action_node(sec)
        self.err = own if own is not None else sub
        return out[0] if len(out) == 1 else "".join(out)

    # tracery: Node.expand for a tag node at ``depth``: actions, select_rule, children,
    # modifiers (select_rule's checks inline: grammar.Grammar.select_rule's, in its order)
    def tag(self, tag: _Tag, depth: int) -> str:
        if tag.error is not None:
            raise type(tag.error)(*tag.error.args)
        for act in tag.actions:
            self.action(act)
        key = tag.symbol
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise GrammarError(
                f"{self.name}: more than {self.max_nodes} symbol expansions (a recursive or "
                f"fan-out grammar?)"
            )
        if depth > self.max_depth:
            raise GrammarError(f"{self.name}: symbols nested more than {self.max_depth} deep at #{key}#")
        stack = self.stacks.get(key) if self.stacks else None
        if stack is None:
            options = self.bound.get(key)
            audited = options is None
            if audited:
                options = self.crules.get(key)
                if options is None:
                    if key in self.params:
                        raise GrammarError(f"{self.name}: parameter #{key}# was not passed to expand()")
                    raise GrammarError(f"{self.name}: unknown symbol #{key}#")
        else:
            options = stack[-1] if stack else None
            audited = key not in self.bound and options is self.crules.get(key)
        if not options:
            if options is not None and key in self.origin:
                raise GrammarError(f"{self.name}: no rule of #{key}# fits this world")
            raise GrammarError(f"{self.name}: symbol #{key}# has no rules (popped more than pushed?)")
        if self.deck is not None and audited:
            index = self.dealt(key, len(options))
        else:
            index = self.below(len(options))
        rule = options[index]
        self.chars += len(rule)
        if self.chars > self.max_chars:
            raise GrammarError(f"{self.name}: expansion longer than {self.max_chars} characters")
        if audited and _audit._active:
            org = self.origin.get(key)
            _audit.rule_fired(self.key, key, org[index] if org else index)
        text = self.rule(rule, depth + 1)
        for name, params in tag.mods:
            fn = MODIFIERS.get(name)
            if fn is None:
                raise GrammarError(
                    f"{self.name}: unknown modifier .{name} (known: {', '.join(sorted(MODIFIERS))})"
                )
            text = self.modify(name, fn, text, params)
        return text

    def dealt(self, key: str, n: int) -> int:
        """The next rule of ``key`` from the deck (see text/deck.py); one draw from the stream is
        still made, as ``below`` would, so the stream's other draws do not move."""
        self.below(n)
        org = self.origin.get(key)
        needs = self.needs.get(key)
        full = len(needs) if needs is not None else n
        j = self.deck.deal(self.key, key, full, org, self.path)
        return org.index(j) if org else j

    def action_node(self, act: "_Action") -> None:
        # tracery: Node.expand of an action section, then NodeAction.activate (one frame more
        # than a tag's own actions, as there)
        self.action(act)

    # tracery: NodeAction.activate
    def action(self, act: _Action) -> None:
        if act.kind == 0:
            finished = [self.root(part) for part in act.parts]
            self.push(act.target, finished)
        elif act.kind == 1:
            target = act.target
            if self.has(target):
                stack = self.stacks.get(target)
                if stack is None:
                    stack = self.stacks[target] = [self.base(target)]
                stack.pop()
        else:
            raise GrammarError(f"{self.name}: bare action [{decode(act.target)}] is not allowed")

    def root(self, part: str) -> str:
        # tracery: Node(grammar, 0, {type: -1}).expand() -> expand_children (depth restarts);
        # errors inside a pushed part never reach the tree that is checked.
        saved = self.err
        text = self.rule(part, 1)
        self.err = saved
        return text

    def base(self, key):
        rules = self.bound.get(key)
        return self.crules.get(key) if rules is None else rules

    def push(self, key: str, rules: list[str]) -> None:
        stack = self.stacks.get(key)
        if stack is not None:
            stack.append(rules)
            return
        base = self.base(key)
        self.stacks[key] = [rules] if base is None else [base, rules]

    # grammar.Grammar._modify
    def modify(self, name: str, fn, text: str, params: tuple) -> str:
        gname = self.name
        if params:
            raise GrammarError(f"{gname}: modifier .{name} takes no parameters")
        plain = decode(text)
        if not plain.strip():
            raise GrammarError(f"{gname}: modifier .{name} applied to empty text")
        out = fn(plain)
        if not isinstance(out, str) or not out:
            raise GrammarError(f"{gname}: modifier .{name} gave nothing for {plain!r}")
        self.chars += max(0, len(out) - len(plain))
        if self.chars > self.max_chars:
            raise GrammarError(f"{gname}: expansion longer than {self.max_chars} characters")
        return literal(out)

    def generate(self, symbol: str) -> tuple[str, str | None]:
        """(finished text before decoding, first error or None) for ``#symbol#``."""
        # tracery: Grammar.expand -> the root Node's expand -> expand_children
        text = self.rule(f"#{symbol}#", 1)
        if "\\" in text:  # tracery's clear_escape_chars on the root
            text = text.replace("\\\\", "DOUBLEBACKSLASH").replace("\\", "").replace(
                "DOUBLEBACKSLASH", "\\")
        return text, self.err
