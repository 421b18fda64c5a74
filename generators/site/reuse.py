"""A rebuild that does not roll the campaign again: when nothing the Markdown depends on has
changed, the pages the last build wrote are on disk already, byte for byte.

The Markdown of a campaign depends only on (seed, options, tool version, algorithm) and on
the tool's own code and data. After each build `remember` writes
``.daytrip-cache/docs.json``: a digest of the tool's code and data (every file of the
package, its corpora and templates: ``source_digest``) and the SHA-256 of the lock it wrote.
The next build calls `pages_on_disk` first; it gives the pages back, read from docs/, only when

- that record is there and readable, its source digest is the running tool's and its lock
  digest is the lock's bytes now (so the lock is the one this tool wrote after that build);
- the lock's seed, options, version, algorithm and engines are the ones asked for, and it
  has no pending entries (an interrupted build);
- no user packs are used (their files live outside the tool), and no ``--force`` (which
  needs the tool's text of the GM's edited pages);
- every docs/ file the lock lists is on disk; each one still has the lock's bytes (then it
  is the page a new render would give) or was edited by the GM (then the build keeps it,
  and only needs the hash of what the tool would write there: the lock's).

Otherwise it returns None and the campaign is rendered as usual. Either way the campaign
folder gets the same bytes (tests/test_reuse.py builds both ways and compares them). The
record is in the page cache folder, so deleting that folder (or ``DAYTRIP_CACHE=0``) just
means a full render.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

from .htmlcache import DIRNAME
from .lock import LOCK_NAME, Lock, file_sha256, sha256

RECORD = "docs.json"
FORMAT = 1


@lru_cache(maxsize=1)
def source_digest() -> str:
    """SHA-256 over the tool's code and data: every file of the ``generators`` package
    (bytecode left out) and of corpora/ and templates/, with their relative paths."""
    from ..data import corpora_dir, templates_dir

    pkg = Path(__file__).resolve().parent.parent
    h = hashlib.sha256(f"daytrip-source {FORMAT}\0".encode())
    for root in (pkg, corpora_dir(), templates_dir()):
        paths = []
        for folder, dirs, names in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            paths += [Path(folder) / n for n in names if not n.endswith((".pyc", ".pyo"))]
        for p in sorted(paths):
            h.update(f"{root.name}/{p.relative_to(root).as_posix()}\0".encode("utf-8", "surrogateescape"))
            h.update(file_sha256(p).encode() + b"\n")
    return h.hexdigest()


def _record_path(out: Path) -> Path:
    return out / DIRNAME / RECORD


def remember(out: Path) -> None:
    """After a successful build: record the source digest and the lock just written."""
    try:
        lock_bytes = (out / LOCK_NAME).read_bytes()
        path = _record_path(out)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{RECORD}.{os.getpid()}.part")
        tmp.write_text(json.dumps({"format": FORMAT, "source": source_digest(),
                                   "lock": sha256(lock_bytes)}), "utf-8")
        os.replace(tmp, path)
    except OSError:  # a read-only folder: the next build renders everything, as before
        pass


def forget(out: Path) -> None:
    try:
        _record_path(out).unlink()
    except OSError:
        pass


class NeedsRender(Exception):
    """The pages read from disk no longer fit (a file changed while the build planned):
    render the campaign and build again."""


def pages_on_disk(out: Path, old: Lock | None, new: Lock, *, packs=(), force: bool = False
                  ) -> tuple[dict[str, str], dict[str, str]] | None:
    """({docs-relative path: text} of the pages as the last build wrote them, {lock path:
    sha256 the tool would write} of the pages the GM edited), or None: render them."""
    from .mkdocs_run import cache_enabled

    if old is None or force or packs or old.pending or not cache_enabled():
        return None
    same = (old.seed, old.options, old.version, old.algorithm, old.engines) == (
        new.seed, new.options, new.version, new.algorithm, new.engines)
    if not same:
        return None
    try:
        record = json.loads(_record_path(out).read_text("utf-8"))
        lock_bytes = (out / LOCK_NAME).read_bytes()
    except (OSError, ValueError):
        return None
    if not isinstance(record, dict) or record.get("format") != FORMAT \
            or record.get("source") != source_digest() or record.get("lock") != sha256(lock_bytes):
        return None
    from .spill import Spill

    pages = Spill()  # {path: text}, the text in a temporary file (a large campaign's pages)
    edited: dict[str, str] = {}
    for rel, digest in old.files.items():
        if not rel.startswith("docs/") or rel.startswith("docs/assets/"):
            continue  # (the assets come from the tool's templates/, as in every build)
        target = out / rel
        try:
            if target.is_symlink() or not target.is_file():
                return None
            data = target.read_bytes()
        except OSError:
            return None
        if sha256(data) == digest:
            try:
                data.decode("utf-8")
            except UnicodeDecodeError:  # pragma: no cover - the tool writes UTF-8
                return None
            pages.put_utf8(rel[len("docs/"):], data)
        else:
            edited[rel] = digest
    return (pages if pages else None) and (pages, edited)
