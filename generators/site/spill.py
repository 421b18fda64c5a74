"""Pages kept on disk, not in memory, between their render and their write.

`daytrip build` renders every page of a campaign before it plans and writes any (the plan
needs them all: which are new, unchanged, edited by the GM, gone). At 3,000 trips the page
bytes are ~115 MB, as much as all of the generator's caches. A `Spill` is a
``{path: bytes}`` mapping whose bytes go to one unnamed temporary file as they are set
(the operating system deletes it when it is closed, or when the process dies); only each
page's offset and length stay in memory, and a page is read back when it is asked for (the
plan hashes it, the write copies it). Text values go to the file as UTF-8 and come back as
text; short values and others stay in memory as they are. A rebuild that reads the last
build's pages back from docs/ (generators/site/reuse.py) keeps them in a Spill too.

The mapping behaves like the dict it replaces: same keys in the same order, same values;
the files written are the same bytes (tests/test_spill.py).
"""

from __future__ import annotations

import tempfile
from collections.abc import MutableMapping
from typing import Iterator

SMALL = 1024  # bytes values shorter than this stay in memory (not worth a read)


class _At:
    __slots__ = ("offset", "length", "text")

    def __init__(self, offset: int, length: int, text: bool):
        self.offset, self.length, self.text = offset, length, text


class Spill(MutableMapping):
    """{key: value}, bytes and str values of SMALL bytes or characters or more kept in a
    temporary file."""

    def __init__(self) -> None:
        self._index: dict = {}
        self._file = None
        self._end = 0

    def __setitem__(self, key, value) -> None:
        if isinstance(value, bytes) and len(value) >= SMALL:
            self._put(key, value, False)
        elif isinstance(value, str) and len(value) >= SMALL:
            self._put(key, value.encode("utf-8"), True)
        else:
            self._index[key] = value

    def put_utf8(self, key, data: bytes) -> None:
        """Set ``key`` to the text whose UTF-8 bytes are ``data`` (the caller has checked
        that they decode) without decoding it here."""
        self._put(key, data, True)

    def _put(self, key, data: bytes, text: bool) -> None:
        if self._file is None:
            self._file = tempfile.TemporaryFile(prefix="daytrip-pages-")
        self._file.seek(self._end)
        self._file.write(data)
        self._index[key] = _At(self._end, len(data), text)
        self._end += len(data)

    def __getitem__(self, key):
        value = self._index[key]
        if isinstance(value, _At):
            self._file.seek(value.offset)
            data = self._file.read(value.length)
            if len(data) != value.length:
                raise OSError(f"page store: {key!r} came back short")
            return data.decode("utf-8") if value.text else data
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
            if isinstance(value, _At):
                value = _At(value.offset, value.length, False)  # UTF-8 already
            elif isinstance(value, str):
                value = value.encode("utf-8")
            new._index[prefix + key] = value
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
