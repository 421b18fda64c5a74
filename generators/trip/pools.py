"""A loaded list's items picked by their fields and their ``needs``, indexed once per corpus
load (issue 15): what ``[it for it in lst.items if <fields>]`` and then ``parts.fitting`` (a
``fits`` per item) gave, in the list's order, without testing every item on every draw.

``indices(lst, facts, (("use", "success"), ...))`` is the items whose fields have exactly
those values (``f.get(name) == value``) and whose needs fit ``facts`` (every item with no
facts, as ``fits`` gives for ``facts or None``): the fields' choice is remembered per list
(by identity and length, like ``DataFile.fitting``), the needs by ``DataFile.fitting``'s
index, and what both keep by the fitting tuple's identity. Nothing here depends on a seed."""

from __future__ import annotations

from ..memo import keyed

_SEL: dict = {}  # items -> {(length, fields): frozenset of the indices with those fields}
_CUT: dict = {}  # a fitting tuple -> {selection: the indices in both, in order}


def indices(lst, facts, fields: tuple) -> tuple[int, ...]:
    """The indices of ``lst``'s items with ``fields`` ((name, value), ...) whose needs fit
    ``facts``, in order."""
    items = lst.items
    sel = keyed(_SEL, items, (len(items), fields), lambda its: frozenset(
        i for i, (_, _, f) in enumerate(its) if all(f.get(k) == v for k, v in fields)), 64)
    fit = lst.fitting(facts or None)
    return keyed(_CUT, fit, sel, lambda ix: tuple(i for i in ix if i in sel), 4096)


def items(lst, facts, fields: tuple) -> list[tuple]:
    """The (value, weight, fields) items of ``indices``, in order."""
    its = lst.items
    return [its[i] for i in indices(lst, facts, fields)]
