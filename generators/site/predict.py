"""Which pages a rebuild will find in the page cache, told before MkDocs reads them, so that
the worker processes convert only the others (generators/site/fastbuild.py).

Without it, a rebuild after one GM edit sent every page to the workers, which read it, ran
every plugin's ``on_page_markdown``, loaded its record from the cache and sent it back; then
this process read every page again anyway (about 3 s of a 1,000-trip rebuild's wall time).

After a successful build ``save`` writes ``<cache>/sources.json``: the cache fingerprint and,
for each page, its source file's size, modification time and inode as they were before
MkDocs read it, with the page key the build computed. A page is *expected* to hit when the
fingerprint is the same, its file's stamp is the same and the record of that key is in the
cache. An expectation is only a guess about where to do the work: every page's key is still
computed from its Markdown as MkDocs converts it, and the record is used only when that key
matches (so a wrong guess costs time, never a stale page). The file is JSON and checked on
load (a key must be 64 hex digits: it names a file in the cache); unreadable means no guess.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

NAME = "sources.json"
FORMAT = 1
_HEX = frozenset("0123456789abcdef")


def _key(value) -> bool:
    return isinstance(value, str) and len(value) == 64 and set(value) <= _HEX


def stamp(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


def _load(path: Path, fp: str) -> dict[str, tuple[list, str]]:
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("fp") != fp:
        return {}
    pages = data.get("pages")
    if not isinstance(pages, dict):
        return {}
    out = {}
    for uri, entry in pages.items():
        if (isinstance(entry, list) and len(entry) == 4 and _key(entry[3])
                and all(isinstance(x, int) and not isinstance(x, bool) for x in entry[:3])):
            out[uri] = (entry[:3], entry[3])
    return out


class Sources:
    """The stamps of this build's pages, and the last build's (for ``expected``)."""

    def __init__(self, root: Path | None, fp: str):
        self.path = Path(root) / NAME if root is not None else None
        self.fp = fp
        self.old = _load(self.path, fp) if self.path is not None else {}
        self.stamps: dict[str, list[int] | None] = {}
        self.keys: dict[str, str] = {}

    def look(self, uri: str, abs_path: str) -> None:
        """Stamp a page's source before MkDocs reads it."""
        self.stamps[uri] = stamp(abs_path)

    def expected(self, uri: str, cache) -> bool:
        """Will this page's record most likely be in the cache?"""
        old, now = self.old.get(uri), self.stamps.get(uri)
        return old is not None and now is not None and old[0] == now and cache.has(old[1])

    def note(self, uri: str, key: str) -> None:
        self.keys[uri] = key

    def save(self) -> None:
        if self.path is None:
            return
        pages = {uri: [*st, self.keys[uri]] for uri, st in sorted(self.stamps.items())
                 if st is not None and uri in self.keys}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".tmp-", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"format": FORMAT, "fp": self.fp, "pages": pages}, f,
                          ensure_ascii=False, separators=(",", ":"))
            os.replace(tmp, self.path)
        except OSError:  # a read-only cache: the next build guesses nothing
            pass
