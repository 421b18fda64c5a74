"""Pages whose theme rendering would give the bytes already in the previous ``site/``: a
rebuild links that file into the new site instead of rendering the page again (Material's
theme is most of a cached rebuild's time).

After a worker renders a page (generators/site/fastbuild.py) it stores an *output record*
in the page cache: the SHA-256 of the file it wrote and the page's search entries, under
``out_key``, a SHA-256 of everything the theme reads for that page:

- the cache fingerprint (tool, MkDocs, Material, pymdown, Markdown and Python versions;
  mkdocs.yml and the hooks' bytes; the list of every file of the site),
- the build date (``SOURCE_DATE_EPOCH``) and the navigation (every item's title and URL),
- the page: its source and destination, URL, title, front matter, table of contents,
  neighbours in the navigation, and its converted HTML (or, for a page whose HTML was left
  in the cache, the key of that record, which fixes the HTML exactly).

A record is used only if the previous site's file still has the recorded SHA-256 (a GM's
edit to ``site/`` is never copied); otherwise the page is rendered. Pages whose HTML a
plugin changes after conversion (the tags index) are rendered every time.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path


def nav_digest(nav) -> str:
    h = hashlib.sha256()

    def walk(items, depth):
        for item in items or ():
            h.update(f"{depth}\0{getattr(item, 'title', '')}\0{getattr(item, 'url', '')}\n".encode(
                "utf-8", "surrogatepass"))
            walk(getattr(item, "children", None), depth + 1)

    walk(getattr(nav, "items", ()), 0)
    return h.hexdigest()


def _toc(items) -> list:
    return [[a.level, a.id, a.title, _toc(a.children)] for a in items or ()]


def _near(page) -> list:
    return [[p.url, p.title] if p is not None else None
            for p in (page.previous_page, page.next_page, page.parent)]


def out_key(fp: str, nav: str, page, content_key: str | None) -> str:
    """The key of ``page``'s output record. ``content_key``: the cache key that fixes the
    page's HTML when it is not loaded (None: hash ``page.content`` itself)."""
    h = hashlib.sha256(f"daytrip-out 1\0{fp}\0{nav}\0{os.environ.get('SOURCE_DATE_EPOCH', '')}\0".encode())
    meta = json.dumps(page.meta, sort_keys=True, default=repr, ensure_ascii=False)
    head = [page.file.src_uri, page.file.dest_uri, page.url, page.title, meta,
            _toc(page.toc), _near(page), page.is_homepage]
    h.update(json.dumps(head, default=repr, ensure_ascii=False).encode("utf-8", "surrogatepass"))
    if content_key is not None:
        h.update(b"\0key\0" + content_key.encode())
    else:
        h.update(b"\0html\0" + (page.content or "").encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def file_digest(path: Path) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.file_digest(f, "sha256").hexdigest() if hasattr(hashlib, "file_digest") \
                else hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def valid(record) -> bool:
    return (isinstance(record, dict) and isinstance(record.get("sha"), str)
            and isinstance(record.get("entries"), list)
            and all(isinstance(e, dict) for e in record["entries"]))


def _stamp(path: Path) -> tuple | None:
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def place(previous: Path, site: Path, dest_uri: str, sha: str) -> tuple | None:
    """Put the previous site's ``dest_uri`` into ``site`` if its bytes are ``sha`` (a hard
    link where possible, else a copy). None: render the page; else the new file's stamp
    (device, inode, size, modification and change times: ``placed_digest``)."""
    old = previous / dest_uri
    if old.is_symlink() or not old.is_file() or file_digest(old) != sha:
        return None
    new = site / dest_uri
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(old, new)
        except OSError:
            shutil.copyfile(old, new)
    except OSError:
        return None
    return _stamp(new)


def placed_digest(placed: dict, dest_uri: str, path: Path) -> str | None:
    """The SHA-256 of a file ``place`` put at ``path``, known without reading it again, if
    nothing has touched the file since (its stamp is the same); else None."""
    got = placed.get(dest_uri)
    return got[0] if got is not None and _stamp(path) == got[1] else None


def site_digests(site: Path, placed: dict) -> dict[str, str]:
    """{"site/<path>": SHA-256} of every file in ``site``, the ``placed`` ones not read again."""
    from .lock import file_sha256

    out = {}
    for p in sorted(site.rglob("*")):
        if p.is_file():
            rel = p.relative_to(site).as_posix()
            out[f"site/{rel}"] = placed_digest(placed, rel, p) or file_sha256(p)
    return out
