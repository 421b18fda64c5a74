"""One pack file, checked whole: every schema problem is reported in one run (each as
``file:line: what``), and a grammar may be a plain Tracery JSON object.

A plain Tracery grammar is what Cheap Bots Done Quick and the Tracery tutorials use::

    {"origin": ["#greeting#, #name#!"], "greeting": ["Hello", "Howdy"], "name": "world"}

It has no "kind", "rules" or provenance fields. In a pack's grammars/ folder it loads as a
grammar whose rules are its symbols; a one-line note says that its description, source and
licence are missing (add them, and wrap the symbols in "rules", to make it a full data file).
"""

from __future__ import annotations

from typing import Any

from .. import data
from ..data import DataFile, key_line, line_of
from ..errors import DataError, DataProblems

PROVENANCE = ("description", "source", "licence")
_PLAIN = {"description": "A plain Tracery grammar (it gave no description)",
          "source": "not given (plain Tracery JSON)", "licence": "not given", "kind": "grammar"}


def is_plain_tracery(raw: Any) -> bool:
    """A JSON object of symbol -> rule(s), with no "rules" or "kind" of our schema."""
    return (isinstance(raw, dict) and bool(raw) and "rules" not in raw and "kind" not in raw
            and all(isinstance(v, (str, list)) for v in raw.values()))


def from_plain_tracery(raw: dict, name: str) -> tuple[dict, str]:
    """The data file a plain Tracery object stands for, and the note to show."""
    wrapped = {**_PLAIN, "rules": raw}  # lines come from the symbols' own object
    note = (f"{name}: a plain Tracery grammar: loaded its {len(raw)} symbol(s) as rules; "
            f"its provenance fields ({', '.join(PROVENANCE)}) are missing")
    return wrapped, note


def schema_problems(raw: Any, name: str, kind: str, folder: str) -> list[DataError]:
    """Every problem of the file's top level and (for a grammar) of each symbol's shape."""
    if not isinstance(raw, dict):
        return [DataError(name, 1, "a data file must be a JSON object")]
    where = line_of(raw) or 1
    out = []
    for k in (*PROVENANCE, "kind"):
        v = raw.get(k)
        if not isinstance(v, str) or not v.strip():
            out.append(DataError(name, key_line(raw, k) or where, f'"{k}" must be a non-empty string'))
    declared = raw.get("kind")
    if isinstance(declared, str) and declared.strip() and declared != kind:
        out.append(DataError(name, key_line(raw, "kind") or where,
                             f'files in {folder}/ must be of kind "{kind}", not "{declared}"'))
        return out
    if kind != "grammar":
        return out
    rules = raw.get("rules")
    if not isinstance(rules, dict) or not rules:
        out.append(DataError(name, key_line(raw, "rules") or where,
                             '"rules" must be a non-empty object of symbol -> expansions'))
        return out
    for sym, exps in rules.items():
        exps = [exps] if isinstance(exps, str) else exps
        if not isinstance(exps, list) or not exps or not all(isinstance(e, str) and e for e in exps):
            out.append(DataError(name, key_line(rules, sym) or line_of(rules),
                                 f'symbol "{sym}" must have a non-empty list of non-empty strings'))
    return out


def check_file(raw: Any, text: str, name: str, key: str, kind: str) -> tuple[DataFile, list[str]]:
    """The validated DataFile and notes; DataProblems (or DataError) with every problem."""
    from .grammar import check_grammar

    notes = []
    if kind == "grammar" and is_plain_tracery(raw):
        raw, note = from_plain_tracery(raw, name)
        notes.append(note)
    problems = schema_problems(raw, name, kind, key.split("/")[0])
    if problems:
        raise problems[0] if len(problems) == 1 else DataProblems(problems)
    df = data.validate(raw, name, key)
    if kind == "grammar":
        check_grammar(df, text)
    return df, notes
