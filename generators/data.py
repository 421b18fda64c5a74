"""Loading data files from `corpora/` (and packs) with one schema and file:line errors.

Every data file is a JSON object::

    {"description": "...", "source": "...", "licence": "...", "kind": "table|list|grammar",
     ...kind-specific keys...}

- ``table``: ``"dice"`` (e.g. ``"2d6"``) and ``"items"``: objects with ``"min"``/``"max"``
  (inclusive; ``min`` may be omitted on the first row, ``max`` on the last, for open ends)
  and a ``"value"``; any other keys are carried along as the row's fields. Rows must cover
  every total of the dice exactly once.
- ``list``: ``"items"``: non-empty strings, or objects with ``"value"`` and an integer
  ``"weight"`` (and optional fields).
- ``grammar``: ``"rules"``: a Tracery grammar (symbol -> list of expansions).

What a line needs from the world (generators/needs.py): a grammar rule may be written as
``{"text": "...", "needs": "inhabited; tech >= electric"}`` and a list item may carry a
``"needs"`` string; both are parsed at load (a bad clause is a file:line error) and only
fitting ones are drawn. A character tweak's rule may also declare what of a person it takes
(``"touches": "voice"`` or ``"memory"``, RULE_TOUCHES), read by content.tweaks_for.touched. A list whose items' ``"needs"`` means something else (a ship
component's prerequisite) says so with the top-level ``"item_needs": "component"``.

Optional top-level keys: ``"audit_skip"`` (a table that trips never roll by design, e.g. a
lookup table: `daytrip audit` lists it apart with this reason instead of as "never fired").

Objects parsed from a data file remember the line they start on, so every error can say
``corpora/tables/node_types.json:14: ...``.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .errors import DataError
from .linejson import LineDict, key_line, line_of, parse_json  # noqa: F401 (the loader's API)
from .record import Record

if TYPE_CHECKING:  # pathlib is imported only where a Path is returned: `daytrip roll` skips it
    from pathlib import Path

KINDS = ("table", "list", "grammar")
# What of a person a character tweak's line takes from them (a grammar rule's "touches",
# read by content.tweaks_for.touched: the person's manner and secret are drawn to fit it)
RULE_TOUCHES = ("voice", "memory")
REQUIRED = ("description", "source", "licence", "kind")
DICE_RE = re.compile(r"^([1-9][0-9]?)d([1-9][0-9]{0,2})$")


@lru_cache(maxsize=None)
def _root() -> str:
    pkg = os.path.dirname(os.path.realpath(__file__))
    bundled = os.path.join(pkg, "_data")
    if os.path.isdir(os.path.join(bundled, "corpora")):
        return bundled
    return os.path.dirname(pkg)


def data_root() -> Path:
    """The folder holding corpora/, templates/ and mkdocs.yml: inside the installed
    package (wheel) or the repository root (editable/dev checkout)."""
    from pathlib import Path

    return Path(_root())


_DATA_ROOT = data_root


def corpora_dir() -> Path:
    return data_root() / "corpora"


def templates_dir() -> Path:
    return data_root() / "templates"


def mkdocs_config_path() -> Path:
    return data_root() / "mkdocs.yml"


# JSON with line numbers: generators/linejson.py

# --- the schema ----------------------------------------------------------------------------


class Row(Record):
    """One row of a table; equal by its range and value, not its fields.
    (Row and DataFile are plain records, not dataclasses: see generators/record.py.)"""

    __slots__ = __match_args__ = ("min", "max", "value", "fields")
    _compare = ("min", "max", "value")

    def __init__(self, min: int | None, max: int | None, value: str, fields: dict | None = None):
        self.min = min
        self.max = max
        self.value = value
        self.fields = {} if fields is None else fields

    def covers(self, total: int) -> bool:
        return (self.min is None or total >= self.min) and (self.max is None or total <= self.max)


class DataFile(Record):
    __match_args__ = ("name", "key", "kind", "description", "source", "licence", "raw", "dice",
                      "rows", "items", "rules", "rule_needs", "rule_touches")

    def __init__(self, name: str, key: str, kind: str, description: str, source: str,
                 licence: str, raw: dict, dice: tuple[int, int] | None = None,
                 rows: list[Row] | None = None, items: list[tuple[str, int, dict]] | None = None,
                 rules: dict[str, list[str]] | None = None, rule_needs: dict[str, tuple] | None = None,
                 rule_touches: dict[str, dict[str, str]] | None = None):
        self.name = name  # the display path, e.g. corpora/tables/mission_types.json
        self.key = key  # the lookup key, e.g. tables/mission_types
        self.kind = kind
        self.description = description
        self.source = source
        self.licence = licence
        self.raw = raw
        self.dice = dice
        self.rows: list[Row] = [] if rows is None else rows
        self.items: list[tuple[str, int, dict]] = [] if items is None else items  # (value, weight, fields)
        self.rules: dict[str, list[str]] = {} if rules is None else rules
        # per grammar symbol, the parsed ``needs`` of each rule (None: fits every world)
        self.rule_needs: dict[str, tuple] = {} if rule_needs is None else rule_needs
        # per grammar symbol, rule text -> its declared "touches" (RULE_TOUCHES)
        self.rule_touches: dict[str, dict[str, str]] = {} if rule_touches is None else rule_touches

    def fields_of(self, value: str) -> dict | None:
        """An item's fields by its value (None: no such item); cached like ``value_tuple``."""
        items = self.items
        hit = self.__dict__.get("_fields")
        if hit is None or hit[0] is not items or hit[1] != len(items):
            hit = self.__dict__["_fields"] = (items, len(items), {v: f for v, _, f in items})
        return hit[2].get(value)

    def fitting(self, facts) -> tuple[int, ...]:
        """The indices of the items whose ``needs`` fit ``facts``, in order (generators/needs.py;
        worked out once per distinct combination of the facts those needs read)."""
        items = self.items
        hit = self.__dict__.get("_fitting")
        if hit is None or hit[0] is not items or hit[1] != len(items):
            from .needs import Index

            hit = self.__dict__["_fitting"] = (items, len(items),
                                               Index([f.get("_needs") for _, _, f in items]))
        return hit[2].fitting(facts)

    @property
    def values(self) -> list[str]:
        return list(self.value_tuple)

    @property
    def value_tuple(self) -> tuple[str, ...]:
        """The items' values (cached: rebuilt only if ``items`` is replaced or resized)."""
        items = self.items
        hit = self.__dict__.get("_values")
        if hit is None or hit[0] is not items or hit[1] != len(items):
            hit = self.__dict__["_values"] = (items, len(items), tuple(v for v, _, _ in items))
        return hit[2]

    @property
    def cumulative(self) -> tuple[tuple[str, ...], tuple[int, ...], int]:
        """(values, running totals of the weights, total weight), for picking by bisection
        exactly as Stream.weighted does by scanning (cached like value_tuple)."""
        items = self.items
        hit = self.__dict__.get("_cumulative")
        if hit is None or hit[0] is not items or hit[1] != len(items):
            cum, total = [], 0
            for _, w, _ in items:
                total += w
                cum.append(total)
            hit = self.__dict__["_cumulative"] = (
                items, len(items), (tuple(v for v, _, _ in items), tuple(cum), total))
        return hit[2]

    @property
    def weighted_items(self) -> tuple[tuple[str, int], ...]:
        """(value, weight) pairs, for Stream.weighted (cached like value_tuple)."""
        items = self.items
        hit = self.__dict__.get("_weighted")
        if hit is None or hit[0] is not items or hit[1] != len(items):
            hit = self.__dict__["_weighted"] = (items, len(items), tuple((v, w) for v, w, _ in items))
        return hit[2]

    def lookup(self, total: int) -> Row:
        for row in self.rows:
            if row.covers(total):
                return row
        raise DataError(self.name, None, f"no row covers a total of {total}")


def _fail(name: str, obj: Any, msg: str) -> DataError:
    return DataError(name, line_of(obj), msg)


def _str(name: str, obj: dict, key: str) -> str:
    v = obj.get(key)
    if not isinstance(v, str) or not v.strip():
        raise _fail(name, obj, f'"{key}" must be a non-empty string')
    return v


def parse_dice(expr: str) -> tuple[int, int]:
    m = DICE_RE.match(expr) if isinstance(expr, str) else None
    if not m:
        raise ValueError(f"dice must look like 2d6, got {expr!r}")
    return int(m.group(1)), int(m.group(2))


def validate(raw: Any, name: str, key: str) -> DataFile:
    """Check one parsed file against the schema and return it as a DataFile."""
    if not isinstance(raw, dict):
        raise DataError(name, 1, "a data file must be a JSON object")
    for k in REQUIRED:
        _str(name, raw, k)
    kind = raw["kind"]
    if kind not in KINDS:
        raise _fail(name, raw, f'"kind" must be one of {", ".join(KINDS)}, got {kind!r}')
    df = DataFile(name, key, kind, raw["description"], raw["source"], raw["licence"], raw)
    if kind == "table":
        _validate_table(df, raw)
    elif kind == "list":
        _validate_list(df, raw)
    else:
        _validate_grammar(df, raw)
    return df


def _validate_table(df: DataFile, raw: dict) -> None:
    name = df.name
    try:
        df.dice = parse_dice(raw.get("dice", ""))
    except ValueError as e:
        raise _fail(name, raw, str(e)) from None
    items = raw.get("items")
    if not isinstance(items, list) or not items:
        raise _fail(name, raw, '"items" must be a non-empty list of rows')
    rows = []
    for i, it in enumerate(items):
        if not isinstance(it, dict):
            raise _fail(name, raw, f"row {i + 1} must be an object")
        value = _str(name, it, "value")
        lo, hi = it.get("min"), it.get("max")
        for bound, label in ((lo, "min"), (hi, "max")):
            if bound is not None and (not isinstance(bound, int) or isinstance(bound, bool)):
                raise _fail(name, it, f'"{label}" must be an integer')
        if lo is None and i != 0:
            raise _fail(name, it, 'only the first row may omit "min"')
        if hi is None and i != len(items) - 1:
            raise _fail(name, it, 'only the last row may omit "max"')
        if lo is not None and hi is not None and lo > hi:
            raise _fail(name, it, f'"min" {lo} is greater than "max" {hi}')
        if rows and rows[-1].max is not None and lo != rows[-1].max + 1:
            raise _fail(name, it, f'row starts at {lo}; expected {rows[-1].max + 1} (rows must be contiguous)')
        extra = {k: v for k, v in it.items() if k not in ("min", "max", "value")}
        rows.append(Row(lo, hi, value, extra))
    n, sides = df.dice
    lo_total, hi_total = n, n * sides
    if rows[0].min is not None and rows[0].min > lo_total:
        raise _fail(name, items[0], f"no row covers totals below {rows[0].min} (dice give {lo_total})")
    if rows[-1].max is not None and rows[-1].max < hi_total:
        raise _fail(name, items[-1], f"no row covers totals above {rows[-1].max} (dice give {hi_total})")
    df.rows = rows


def _validate_list(df: DataFile, raw: dict) -> None:
    name = df.name
    items = raw.get("items")
    if not isinstance(items, list) or not items:
        raise _fail(name, raw, '"items" must be a non-empty list')
    out = []
    seen = set()
    for i, it in enumerate(items):
        if isinstance(it, str):
            value, weight, extra = it, 1, {}
            where = raw
        elif isinstance(it, dict):
            value = _str(name, it, "value")
            weight = it.get("weight", 1)
            if not isinstance(weight, int) or isinstance(weight, bool) or weight < 1:
                raise _fail(name, it, '"weight" must be a positive integer')
            extra = {k: v for k, v in it.items() if k not in ("value", "weight")}
            where = it
            if "needs" in it and raw.get("item_needs") != "component":
                extra["_needs"] = _needs(name, it)
        else:
            raise _fail(name, raw, f"item {i + 1} must be a string or an object")
        if not value.strip() or value != value.strip() or "  " in value:
            raise _fail(name, where, f"item {i + 1} ({value!r}) is empty or has stray spaces")
        if value in seen:
            raise _fail(name, where, f"item {i + 1} ({value!r}) is listed twice")
        seen.add(value)
        out.append((value, weight, extra))
    df.items = out


def _validate_grammar(df: DataFile, raw: dict) -> None:
    name = df.name
    rules = raw.get("rules")
    if not isinstance(rules, dict) or not rules:
        raise _fail(name, raw, '"rules" must be a non-empty object of symbol -> expansions')
    out: dict[str, list[str]] = {}
    needs: dict[str, tuple] = {}
    touches: dict[str, dict[str, str]] = {}
    for sym, exps in rules.items():
        if isinstance(exps, str):
            exps = [exps]
        if not isinstance(exps, list) or not exps:
            raise DataError(name, key_line(rules, sym),
                            f'symbol "{sym}" must have a non-empty list of non-empty strings')
        texts, per = [], []
        for e in exps:
            if isinstance(e, dict):
                extra = sorted(set(e) - {"text", "needs", "touches"})
                if extra or not isinstance(e.get("text"), str) or not e["text"]:
                    raise DataError(name, line_of(e) or key_line(rules, sym),
                                    f'symbol "{sym}": a rule written as an object has "text", '
                                    f'"needs" and "touches" only')
                if "touches" in e:
                    if e["touches"] not in RULE_TOUCHES:
                        raise DataError(name, line_of(e) or key_line(rules, sym),
                                        f'symbol "{sym}": "touches" must be one of '
                                        f'{", ".join(RULE_TOUCHES)}, not {e["touches"]!r}')
                    touches.setdefault(sym, {})[e["text"]] = e["touches"]
                texts.append(e["text"])
                per.append(_needs(name, e) if "needs" in e else None)
            elif isinstance(e, str) and e:
                texts.append(e)
                per.append(None)
            else:
                raise DataError(name, key_line(rules, sym),
                                f'symbol "{sym}" must have a non-empty list of non-empty strings')
        out[sym] = texts
        if any(n is not None for n in per):
            needs[sym] = tuple(per)
    df.rules = out
    df.rule_needs = needs
    df.rule_touches = touches


def _needs(name: str, obj: dict) -> tuple:
    """The parsed ``needs`` of a list item or grammar rule (generators/needs.py), or a
    DataError at the object's line."""
    from .needs import parse

    try:
        return parse(obj.get("needs"))
    except ValueError as e:
        raise DataError(name, key_line(obj, "needs"), f"bad needs: {e}") from None


# --- loading ---------------------------------------------------------------------------


def load_path(path: "Path | str", name: str, key: str) -> DataFile:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise DataError(name, None, f"cannot read: {e.strerror}") from None
    except UnicodeDecodeError:
        raise DataError(name, None, "not UTF-8 text") from None
    return validate(parse_json(text, name), name, key)


# Packs hook (owned by generators/text/packs.py): DataFiles from user packs (--pack DIR), already
# read and validated, that load() returns before looking in corpora/. Only packs.py changes
# it, and it clears load's cache whenever it does.
_overlay: dict[str, DataFile] = {}


@lru_cache(maxsize=None)
def load(key: str) -> DataFile:
    """Load ``corpora/<key>.json`` (e.g. ``load("tables/mission_types")``), validated."""
    if key in _overlay:
        return _overlay[key]
    # (data_root() itself only when something replaced it, as tests do: building its Path
    # would import pathlib on `daytrip roll`'s start-up)
    root = _root() if data_root is _DATA_ROOT else os.fspath(data_root())
    path = os.path.join(root, "corpora", f"{key}.json")
    name = f"corpora/{key}.json"
    if not os.path.isfile(path):
        raise DataError(name, None, "missing data file")
    return load_path(path, name, key)


def all_keys() -> list[str]:
    """Every data file key in corpora/, sorted (never rely on directory order)."""
    root = corpora_dir()
    keys = {p.relative_to(root).with_suffix("").as_posix() for p in root.rglob("*.json")}
    return sorted(keys | set(_overlay))
