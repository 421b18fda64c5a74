"""Pages kept on disk, not in memory, between their render and their write.

`daytrip build` renders every page of a campaign before it plans and writes any (the plan
needs them all: which are new, unchanged, edited by the GM, gone). At 3,000 trips the page
bytes are ~115 MB, as much as all of the generator's caches. A `Spill` is a
``{path: bytes}`` mapping whose bytes go to one unnamed temporary file as they are set
(the operating system deletes it when it is closed, or when the process dies); only each
page's offset and length stay in memory, and a page is read back when it is asked for (the
plan hashes it, the write copies it). Values that are not bytes (the few short text pages)
stay in memory as they are.

The mapping behaves like the dict it replaces: same keys in the same order, same values;
the files written are the same bytes (tests/test_spill.py).
"""

from __future__ import annotations

import tempfile
from collections.abc import MutableMapping
from typing import Iterator

SMALL = 1024  # bytes values shorter than this stay in memory (not worth a read)


class _At:
    __slots__ = ("offset", "length")

    def __init__(self, offset: int, length: int):
        self.offset, self.length = offset, length


class Spill(MutableMapping):
    """{key: value}, bytes values of SMALL bytes or more kept in a temporary file."""

    def __init__(self) -> None:
        self._index: dict = {}
        self._file = None
        self._end = 0

    def __setitem__(self, key, value) -> None:
        if isinstance(value, bytes) and len(value) >= SMALL:
            if self._file is None:
                self._file = tempfile.TemporaryFile(prefix="daytrip-pages-")
            self._file.seek(self._end)
            self._file.write(value)
            self._index[key] = _At(self._end, len(value))
            self._end += len(value)
        else:
            self._index[key] = value

    def __getitem__(self, key):
        value = self._index[key]
        if isinstance(value, _At):
            self._file.seek(value.offset)
            data = self._file.read(value.length)
            if len(data) != value.length:
                raise OSError(f"page store: {key!r} came back short")
            return data
        return value

    def __delitem__(self, key) -> None:
        del self._index[key]  # (its bytes stay in the file until it is closed)

    def __iter__(self) -> Iterator:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __contains__(self, key) -> bool:
        return key in self._index

    def __repr__(self) -> str:
        return f"<Spill of {len(self._index)} entries, {self._end} bytes on disk>"

    def sort(self) -> "Spill":
        """Keys in sorted order (like ``dict(sorted(d.items()))``, without reading a page)."""
        self._index = dict(sorted(self._index.items(), key=lambda kv: kv[0]))
        return self

    def renamed(self, prefix: str) -> "Spill":
        """Every key with ``prefix`` in front and every str value as UTF-8 bytes, in a new
        Spill that takes over this one's file (this one is left empty)."""
        new = Spill()
        new._file, new._end = self._file, self._end
        for key, value in self._index.items():
            new._index[prefix + key] = value.encode("utf-8") if isinstance(value, str) else value
        self._index, self._file, self._end = {}, None, 0
        return new

    def clear(self) -> None:
        self._index = {}
        self.close()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
        self._end = 0

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown
            pass
