"""Plain data records for the classes on `daytrip roll`'s start-up path.

``@dataclass`` writes each class's ``__init__``, ``__repr__`` and ``__eq__`` as source text
and compiles it when the class is created, about 0.7 ms a class: the nine data classes that
`daytrip roll board` loads cost a tenth of its start-up. A `Record` subclass writes its
``__init__`` by hand and names its fields, in order, in ``__match_args__`` (the attribute a
dataclass sets too); this base gives ``__repr__`` and ``__eq__`` from those names, as a
dataclass would. ``_compare`` names the fields equality looks at when not all of them.

Imports nothing of the package (every layer may use it).
"""

from __future__ import annotations


class Record:
    __slots__ = ()
    __match_args__: tuple[str, ...] = ()
    _compare: tuple[str, ...] | None = None

    def _key(self) -> tuple:
        return tuple(getattr(self, n) for n in (self._compare or self.__match_args__))

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return self._key() == other._key()
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, as a dataclass with eq=True

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__match_args__)
        return f"{type(self).__qualname__}({fields})"


def record_fields(obj: object) -> tuple[str, ...]:
    """The field names of a Record (for code that walks data objects, as
    ``dataclasses.fields`` does for a dataclass)."""
    return type(obj).__match_args__ if isinstance(obj, Record) else ()
