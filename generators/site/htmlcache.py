"""The campaign's page cache: each page's converted HTML and search entries, so a rebuild
converts only the pages whose Markdown changed.

A record lives in ``<campaign>/.daytrip-cache/<k[:2]>/<k>.json`` where ``k`` is the SHA-256
of everything the conversion depends on:

- ``fingerprint``: the cache format, the versions of this tool, MkDocs, Material,
  pymdown-extensions, Python-Markdown and Python, the bytes of mkdocs.yml and of every hook
  it names, and the list of every file of the site (links resolve against it);
- the page's path under docs/ and its Markdown exactly as MkDocs converts it (after every
  plugin's ``on_page_markdown``: front matter, the tags plugin's placeholders...).

So an edited page, a template change (new Markdown), an option change (mkdocs.yml), a new
version of anything, or a page added or removed all give new keys: a record is never
served for inputs it was not made from. The search entries in a record carry their own key
(the page's final HTML, URL, title and front matter), since a plugin may still change the
HTML after conversion (the tags index). Records are JSON (never pickle: a campaign folder
may come from someone else); an unreadable or malformed one is a miss. Deleting the folder
is always safe: the next build converts everything again. Records no build used are
removed at the end of a successful build (``prune``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

FORMAT = 1
DIRNAME = ".daytrip-cache"


def fingerprint(config, files) -> str:
    """What every page's conversion depends on besides its own Markdown."""
    from importlib.metadata import PackageNotFoundError, version

    from .. import __version__

    h = hashlib.sha256(f"daytrip-cache {FORMAT}\0{__version__}\0{sys.version_info[:2]}\0".encode())
    for name in ("mkdocs", "mkdocs-material", "pymdown-extensions", "markdown"):
        try:
            h.update(f"{name}={version(name)}\0".encode())
        except PackageNotFoundError:  # pragma: no cover
            h.update(f"{name}=?\0".encode())
    paths = [config.config_file_path or ""]
    paths += [getattr(m, "__file__", "") or "" for m in dict(config.hooks or {}).values()]
    for p in paths:
        try:
            h.update(Path(p).read_bytes() if p else b"")
        except OSError:
            h.update(b"?")
        h.update(b"\0")
    for uri in sorted(f.src_uri for f in files):
        h.update(uri.encode("utf-8") + b"\0")
    return h.hexdigest()


def page_key(fp: str, src_uri: str, markdown: str) -> str:
    h = hashlib.sha256(fp.encode())
    h.update(b"\0" + src_uri.encode("utf-8") + b"\0")
    h.update(markdown.encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def search_key(page) -> str:
    """What Material's search entries of a page depend on, besides the key of its HTML."""
    h = hashlib.sha256((page.content or "").encode("utf-8", "surrogatepass"))
    meta = {k: v for k, v in page.meta.items() if k != "template"}  # the theme's, not search's
    meta = json.dumps(meta, sort_keys=True, default=repr, ensure_ascii=False)
    h.update(f"\0{page.url}\0{page.title}\0{meta}".encode("utf-8", "surrogatepass"))
    return h.hexdigest()


# --- records -----------------------------------------------------------------------------


def _toc_tokens(items) -> list[dict]:
    return [{"level": a.level, "id": a.id, "name": a.title, "children": _toc_tokens(a.children)}
            for a in items]


def capture(page) -> dict:
    """The state ``Page.render`` leaves on a page, as JSON-able data."""
    links = page.links_to_anchors
    return {
        "content": page.content,
        "toc": _toc_tokens(page.toc),
        "title": page._title_from_render,
        "anchors": sorted(page.present_anchor_ids or ()),
        "links": None if links is None else {f.src_uri: dict(v) for f, v in links.items()},
    }


def fits(record: dict, files) -> bool:
    """Every file the record's links point to is still part of the site."""
    links = record.get("links") or {}
    return all(files.get_file_from_path(uri) is not None for uri in links)


def restore(page, record: dict, files) -> None:
    """Put a captured render back on ``page``, as ``Page.render`` would have (``fits``
    first)."""
    from mkdocs.structure.toc import get_toc

    links = record["links"]
    if links is not None:
        links = {files.get_file_from_path(uri): dict(a) for uri, a in links.items()}
    page.content = record["content"]
    page.toc = get_toc(record["toc"])
    page._title_from_render = record["title"]
    page.present_anchor_ids = set(record["anchors"])
    if links is not None:
        page.links_to_anchors = links


_SHAPE = {"content": str, "toc": list, "anchors": list}


def valid(record) -> bool:
    if not isinstance(record, dict) or any(not isinstance(record.get(k), t) for k, t in _SHAPE.items()):
        return False
    if not (record.get("title") is None or isinstance(record["title"], str)):
        return False
    if not (record.get("links") is None or isinstance(record["links"], dict)):
        return False
    s = record.get("search")
    return s is None or (isinstance(s, dict) and isinstance(s.get("key"), str)
                         and isinstance(s.get("entries"), list))


_LAST = b',"content":"'
_AT = "\0at"


def _head(data: bytes) -> dict | None:
    """A record written with its HTML last, without the HTML (``"content": ""``, and where
    the HTML starts under ``_AT``); None if it was not written so (then it is read whole).
    Inside a JSON string every quote is escaped, so the last ``,"content":"`` is the record's
    own key when the rest parses as one object."""
    i = data.rfind(_LAST)
    if i <= 0 or not data.endswith(b'"}'):
        return None
    try:
        head = json.loads(data[:i].decode("utf-8") + "}")
    except ValueError:
        return None
    if not isinstance(head, dict) or "content" in head or not valid({**head, "content": ""}):
        return None  # (a malformed search part too: the record is read whole, and refused)
    head.pop("search", None)
    head["content"] = ""
    head[_AT] = i
    return head


# --- the folder -------------------------------------------------------------------------------


class Cache:
    def __init__(self, root: Path | None):
        self.root = Path(root) if root is not None else None
        self.used: set[str] = set()

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str, check=None, light: bool = False) -> dict | None:
        """The record under ``key`` if ``check`` (default: ``valid``) accepts it. ``light``:
        as fastjobs._light(record, True) gives it (its HTML and search entries left in the
        cache, unless its HTML has a tags listing), without decoding the HTML (``put``
        writes it last; a rebuild's parent process reads every page's record this way)."""
        if self.root is None:
            return None
        try:
            data = self._path(key).read_bytes()
            record = _head(data) if light else None
            if record is None:
                record = json.loads(data.decode("utf-8"))
                if light and valid(record) and "/slug" not in record["content"]:
                    record = {k: v for k, v in record.items() if k != "search"} | {"content": ""}
            elif data.find(b"/slug", record.pop(_AT)) >= 0:  # the tags listing: the whole record
                return self.get(key, check)
        except (OSError, ValueError):
            return None
        if not (check or valid)(record):
            return None
        if light and record is not None and record["content"] == "" and "search" not in record:
            record["content"] = None
        self.used.add(key)
        return record

    def has(self, key: str) -> bool:
        """Is there a record file under ``key`` (not read: it may still be malformed)?"""
        return self.root is not None and self._path(key).is_file()

    def output(self, key: str) -> dict | None:
        """An output record (generators/site/outcache.py), or None."""
        from .outcache import valid as valid_output

        return self.get(key, valid_output)

    def content(self, key: str) -> str | None:
        """The converted HTML of a record (for a page whose HTML was left on disk)."""
        record = self.get(key)
        return None if record is None else record["content"]

    def put(self, key: str, record: dict) -> bool:
        """Store a record; False if it could not be written (the build goes on)."""
        if self.root is None:
            return False
        self.used.add(key)
        path = self._path(key)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-", suffix=".json")
            if isinstance(record.get("content"), str):  # the HTML last (``_head``)
                record = {k: v for k, v in record.items() if k != "content"} | {"content": record["content"]}
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(record, f, ensure_ascii=False, separators=(",", ":"))
            os.replace(tmp, path)
            return True
        except OSError:  # a read-only or full disk: the build goes on without the cache
            try:
                os.unlink(tmp)
            except (OSError, UnboundLocalError):
                pass
            return False

    def prune(self) -> None:
        """Remove the records (and stray temporary files) this build did not use."""
        if self.root is None or not self.root.is_dir():
            return
        for path in self.root.glob("*/*"):
            if path.parent.name == "jinja":  # the theme's compiled templates (checked by Jinja)
                continue
            if path.suffix == ".json" and path.stem in self.used and not path.name.startswith(".tmp-"):
                continue
            try:
                path.unlink()
            except OSError:
                pass
        for folder in self.root.iterdir():
            try:
                folder.rmdir()  # only when empty
            except OSError:
                pass
