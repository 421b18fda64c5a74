"""The worker processes' share of generators/site/fastbuild.py: each page's conversion
(``_Job``) and its rendering into the theme (``_Render``), run in forked workers on MkDocs's
own page objects. A worker lets go of a page's HTML and table of contents once its record
is made: those page objects are the worker's copies, never read again, and a worker that
kept them would grow by every page it converted (at 3,000 trips, past the parent's size).
"""

from __future__ import annotations

import logging
from pathlib import Path

from . import htmlcache


class _Warnings(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record) -> None:
        self.count += 1


def _search_plugin(config):
    plugin = config.plugins.get("material/search") or config.plugins.get("search")
    return plugin if getattr(plugin, "search_index", None) is not None else None


def _summariser(config):
    for plugin in config.plugins.values():
        fn = getattr(plugin, "summarise_page", None)
        if callable(fn):
            return fn
    return None


SKIP = "daytrip-written-by-a-worker.html"  # renders nothing: MkDocs then writes nothing


class _Render:
    """A worker's share of MkDocs's second pass: its own ``_build_page`` for each page (the
    theme, every plugin's page events, the file written), giving back the page's search
    entries (None if the page logged a warning or failed: then it is built again here)."""

    def __init__(self, plugin, env, config, docs):
        self.plugin, self.env, self.config, self.docs = plugin, env, config, docs

    def one(self, index: int, file):
        from mkdocs.commands.build import _build_page

        plugin, config = self.plugin, self.config
        search = _search_plugin(config)
        page = file.page
        if file.src_uri in plugin.lazy:
            page.content = plugin.cache.content(plugin.lazy[file.src_uri])
            if page.content is None:
                return file.src_uri, None  # the parent tries again (and says what is wrong)
        watch = _Warnings()
        logger = logging.getLogger("mkdocs")
        logger.addHandler(watch)
        mark = len(search.search_index.entries) if search is not None else 0
        try:
            _build_page(page, config, self.docs, plugin.nav, self.env,
                        excluded=file.inclusion.is_excluded())
        except Exception:
            return file.src_uri, None
        finally:
            logger.removeHandler(watch)
        if watch.count:
            return file.src_uri, None
        entries = []
        if search is not None:
            entries = search.search_index.entries[mark:]
            del search.search_index.entries[mark:]
        key = plugin.out_keys.get(file.src_uri)
        if key is not None:  # the next build may take this file as it is (outcache)
            from .outcache import file_digest

            sha = file_digest(Path(file.abs_dest_path))
            if sha is not None:
                plugin.cache.put(key, {"sha": sha, "entries": [dict(e) for e in entries]})
        return file.src_uri, entries



def _renderer(page, record: dict):
    """A ``render`` for ``page`` that puts ``record`` back instead of converting."""
    def render(config, files):
        htmlcache.restore(page, record, files)

    return render


class _Job:
    """A worker's share: MkDocs's own ``_populate_page`` for each page, then the search
    entries as Material's search plugin (and the campaign's hook) make them."""

    def __init__(self, plugin, config, files, docs):
        self.plugin, self.config, self.files = plugin, config, files

    def one(self, index: int, file):
        from mkdocs.structure.pages import Page

        page = file.page if file.page is not None else Page(None, file, self.config)
        try:
            return self._convert(page, file)
        finally:  # the record is made (or the parent converts it again): free the worker's copy
            _let_go(page)

    def _convert(self, page, file):
        from mkdocs.commands.build import _populate_page

        plugin, config = self.plugin, self.config
        watch = _Warnings()
        logger = logging.getLogger("mkdocs")
        logger.addHandler(watch)
        try:
            _populate_page(page, config, self.files)
        except Exception:
            return file.src_uri, None
        finally:
            logger.removeHandler(watch)
        key, record = plugin.records.pop(file.src_uri, (None, None))
        if watch.count or key is None or record is None:
            return file.src_uri, (key, None)  # converted again in the parent, warnings and all
        if not record.get("_new"):  # from the cache; search entries too, if any
            return file.src_uri, (key, _light(record, True))
        record = {k: v for k, v in record.items() if k != "_new"}
        search = _search_plugin(config)
        if search is not None:
            index = search.search_index
            saved, index.entries = index.entries, []
            try:
                index.add_entry_from_context(page)
                entries = index.entries
                summarise = _summariser(config)
                if summarise is not None:
                    entries = summarise(entries)
            finally:
                index.entries = saved
            record["search"] = {"key": htmlcache.search_key(page), "entries": entries}
        stored = plugin.cache.put(key, record)
        return file.src_uri, (key, _light(record, stored))


def _let_go(page) -> None:
    """Drop what a conversion left on a worker's page object (its HTML, Markdown and table
    of contents): nothing in the worker reads them again."""
    from mkdocs.structure.toc import get_toc

    page.content = page.markdown = None
    page.toc = get_toc([])


def _light(record: dict, stored: bool) -> dict:
    """The record without its HTML and search entries when they are in the cache (the
    parent loads them only if it renders the page itself). A page with a tags listing keeps
    them: the tags plugin fills the listing in, in this process, before the pages are
    rendered."""
    if not stored or "/slug" in record["content"]:
        return record
    return {k: v for k, v in record.items() if k != "search"} | {"content": None}
