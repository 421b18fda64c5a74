"""What a big site build would otherwise hold for every page at once, kept on disk instead
(issue 15: at 3,000 trips the build's parent peaked in the HTML build, holding every page's
search entries and conversion record at once).

- ``Pickled``: a ``{key: value}`` mapping whose values are pickled into a ``Spill`` (one
  unnamed temporary file; only offsets stay in memory) and unpickled when read. Used for
  what the worker processes send back (generators/site/fastbuild.py): each page's record
  and search entries wait there until MkDocs reaches the page. Pickle, never JSON: the
  values come back exactly as they went in (and the file is this process's own, never read
  from anywhere else).
- ``SearchIndex``: Material's search entries, page by page as each page is indexed, as the
  JSON text Material would write for them; Material then writes an index with no entries
  and ``write`` streams the entries into it from the file: the same bytes as Material's
  ``json.dumps`` of the whole index (one entry at a time through the same encoder, joined
  by the same separators), never the whole index as one string.
"""

from __future__ import annotations

import json
import pickle
import shutil
import tempfile

from .spill import Spill

_SEPARATORS = (",", ":")  # Material's (material/plugins/search/plugin.py)


class Pickled(Spill):
    """A ``Spill`` whose values go in pickled and come back unpickled."""

    def __setitem__(self, key, value) -> None:
        super().__setitem__(key, pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))

    def __getitem__(self, key):
        return pickle.loads(super().__getitem__(key))

    def close(self) -> None:
        self._index = {}  # (what was set is gone with the file)
        super().close()


def dumps(value) -> str:
    """``value`` as Material's search plugin writes it."""
    return json.dumps(value, separators=_SEPARATORS, default=str)


class SearchIndex:
    def __init__(self) -> None:
        self._file = None
        self.count = 0

    def add(self, entries: list) -> None:
        if not entries:
            return
        if self._file is None:
            self._file = tempfile.TemporaryFile(prefix="daytrip-search-")
        self._file.seek(0, 2)
        text = ",".join(dumps(e) for e in entries)
        self._file.write(((",") if self.count else "").encode("ascii") + text.encode("utf-8"))
        self.count += len(entries)

    def write(self, path: str) -> bool:
        """Put every entry added into the index Material wrote at ``path`` with none
        (``{"config":{...},"docs":[]}``); False (nothing written) if that is not what the
        file holds."""
        with open(path, "rb") as f:
            head = f.read()
        if not head.endswith(b',"docs":[]}'):
            return False
        with open(path, "wb") as out:
            out.write(head[:-2])
            if self._file is not None:
                self._file.flush()
                self._file.seek(0)
                shutil.copyfileobj(self._file, out, 1 << 20)
            out.write(b"]}")
        return True

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
        self.count = 0
