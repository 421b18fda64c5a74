"""The shape of a list's item fields, and the check that a pack's list has it.

Code reads fields from the items of some lists (``planet_size``'s ``g_lo``/``g_hi``,
``ranks``' ``titles``, ``ship_components``' ``cost``...). A pack that overrides such a list
must give its items the same fields, of the same JSON types, or the generator would crash
far from the file. The schema is the built-in list itself: ``infer`` reads the shape of
every field from ``corpora/`` (a field every item has is required; nested objects and
lists are followed), and ``check_items`` holds a pack's items to it with ``file:line``
errors, at load, so every command that takes ``--pack`` accepts exactly the same packs.

Small functions on purpose: ``infer(values)`` and ``problem(value, shape)`` know nothing of
files, so other loaders (plain Tracery JSON, say) can reuse them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..data import DataFile, line_of
from ..errors import DataError


def kind(value: Any) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if value is None:
        return "null"
    return "a list" if isinstance(value, list) else "an object"


@dataclass
class Shape:
    kinds: set[str] = field(default_factory=set)
    items: "Shape | None" = None  # of a list's elements
    nonempty: bool = False  # every list the built-in file has is non-empty
    fields: dict[str, "Shape"] = field(default_factory=dict)  # of an object
    required: set[str] = field(default_factory=set)


def infer(values: list) -> Shape:
    """The shape every value in ``values`` has (all kinds seen are accepted)."""
    shape = Shape({kind(v) for v in values})
    lists = [v for v in values if isinstance(v, list)]
    elements = [x for v in lists for x in v]
    shape.items = infer(elements) if elements else None
    shape.nonempty = bool(lists) and all(lists)
    objects = [v for v in values if isinstance(v, dict)]
    keys = sorted({k for v in objects for k in v})
    shape.fields = {k: infer([v[k] for v in objects if k in v]) for k in keys}
    shape.required = {k for k in keys if all(k in v for v in objects)}
    return shape


def problem(value: Any, shape: Shape, where: str) -> str | None:
    """What is wrong with ``value`` against ``shape`` (None: nothing)."""
    got = kind(value)
    if got not in shape.kinds and not (got == "a whole number" and "a number" in shape.kinds):
        return f"{where} must be {' or '.join(sorted(shape.kinds))}, not {got}"
    if isinstance(value, list):
        if shape.nonempty and not value:
            return f"{where} must not be empty"
        if shape.items is not None:
            for i, x in enumerate(value):
                why = problem(x, shape.items, f"{where}[{i}]")
                if why:
                    return why
    if isinstance(value, dict):
        for k in sorted(shape.required - set(value)):
            return f'{where} lacks "{k}"'
        for k, v in value.items():
            if k in shape.fields:
                why = problem(v, shape.fields[k], f'"{k}"' if where == "it" else f"{where}.{k}")
                if why:
                    return why
    return None


def item_shape(df: DataFile) -> tuple[Shape, dict[str, set[str]]] | None:
    """The shape of a list's items' fields, and the fields of each built-in item by its
    value (code may look an item up by name and read what that item has); None: its items
    have no fields."""
    objects = [_own(fields) for _, _, fields in df.items]
    if not any(objects):
        return None
    return infer(objects), {value: set(_own(fields)) for value, _, fields in df.items}


def _own(fields: dict) -> dict:
    """An item's fields less what it ``needs`` from its world (optional on any item, and
    checked when the file loads: generators/needs.py)."""
    return {k: v for k, v in fields.items() if k not in ("needs", "_needs")}


def check_items(df: DataFile, schema: tuple[Shape, dict[str, set[str]]], base: str) -> None:
    """Every item of ``df`` has the fields the schema requires, of the right kinds; an item
    named like a built-in one has at least that one's fields."""
    shape, by_value = schema
    raw_items = df.raw.get("items", [])
    for i, (value, _, fields) in enumerate(df.items):
        fields = _own(fields)
        missing = sorted(by_value.get(value, set()) - set(fields))
        why = f'it lacks "{missing[0]}"' if missing else problem(fields, shape, "it")
        if why:
            raw = raw_items[i] if i < len(raw_items) else df.raw
            where = raw if isinstance(raw, dict) else df.raw
            raise DataError(df.name, line_of(where),
                            f"item {i + 1} ({value!r}): {why} "
                            f"(as in {base}, whose fields the generator reads)")
