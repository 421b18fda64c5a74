"""MkDocs on both cores, and only for what changed: a plugin `mkdocs_run.build_html` adds
to the build (a plain `mkdocs build` of the campaign folder makes the same bytes without it).

MkDocs builds a site in two passes: it converts every page's Markdown to HTML (half of a
big campaign's build time), then renders each page into the theme, where Material's search
plugin parses the HTML into search entries (another third). This plugin:

- **caches** each page's conversion (the HTML, table of contents, title, anchors and
  links MkDocs's own ``Page.render`` leaves on the page) and its search entries in the
  campaign's ``.daytrip-cache/`` (generators/site/htmlcache.py: keyed by everything the
  conversion depends on, never stale, safe to delete);
- **converts in worker processes**: when the navigation is known (``on_nav``, before MkDocs
  reads the pages), forked workers run MkDocs's own ``_populate_page`` on their share of the
  pages (same config, same plugins, same Python-Markdown), compute the search entries from
  the result as Material does, write the records to the cache and send them back;
- then MkDocs goes on as usual in this process: it reads every page and runs every plugin's
  ``on_page_markdown`` (the tags plugin collects the tags there); where a record matches the
  Markdown exactly, the page's ``render`` is that record instead of a new conversion; where
  the search key matches, the search plugin is handed the ready entries instead of parsing.

What the workers send back (records, search entries) waits on disk until MkDocs reaches the
page, and each page's final search entries go to disk as it is indexed; the index is then
streamed into the file Material writes (generators/site/spool.py): at 3,000 trips this
process never holds every page's record or entries at once.

A page whose conversion logged a warning in a worker is converted again here (so strict mode
sees the warning), and is never cached; so is a page whose worker failed (the error is then
raised here, as MkDocs raises it). Pages, anchors, links and warnings are MkDocs's own:
tests/test_fastbuild.py builds with and without this plugin, with 1 and 2 workers, and
compares every byte.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from . import htmlcache
from .predict import Sources
from .spool import Pickled, SearchIndex
from .fastjobs import SKIP, _Job, _Render, _renderer, _search_plugin, _Warnings

MIN_PAGES = 60  # fewer pages than this: convert them in this process
CHUNK = 8  # pages per worker task


def make_plugin(cache_dir: Path | None, workers: int, previous: Path | None = None,
                placed: dict | None = None):
    """``previous``: the site folder this build replaces; unchanged pages' files are taken
    from it (generators/site/outcache.py), and their digests put in ``placed``."""
    from mkdocs.plugins import BasePlugin, CombinedEvent, event_priority

    class FastBuild(BasePlugin):
        def __init__(self):
            super().__init__()
            self.cache = htmlcache.Cache(cache_dir)
            self.workers = workers
            # src_uri -> (key, record) from workers, on disk until MkDocs reads the page
            self.ready: Pickled = Pickled()
            self.records: dict[str, tuple[str, dict]] = {}  # page src_uri -> (key, record)
            self.fp = ""
            self.files = None
            self.search_mark = 0
            self.saved_add = None  # a page's ready search entries, added after the hook
            self.built = Pickled()  # src_uri -> search entries of pages workers wrote (on disk)
            # every page's final search entries, on disk until the index is written (the
            # parent only: a worker's entries go back to the parent)
            self.index = SearchIndex()
            self.pid = os.getpid()
            # src_uri -> cache key of pages whose HTML stays on disk until a worker renders
            # them (a big campaign's HTML is never all in this process's memory at once)
            self.lazy: dict[str, str] = {}
            self.bytecode_dir = Path(cache_dir) / "jinja" if cache_dir is not None else None
            self.watch = _Warnings()  # warnings while a page is converted: never cache it
            self.warn_mark = 0
            self.previous = Path(previous) if previous is not None else None
            self.out_keys: dict[str, str] = {}  # src_uri -> output record key (outcache)
            self.placed = placed if placed is not None else {}  # dest_uri -> (sha, stamp)
            self.sources = Sources(None, "")  # the pages' stamps (on_nav: generators/site/predict.py)

        # -- the configuration and files --------------------------------------------------

        def on_pre_build(self, *, config):
            logging.getLogger("mkdocs").addHandler(self.watch)

        def _stop_watching(self, **kwargs):
            logging.getLogger("mkdocs").removeHandler(self.watch)

        def _close(self):
            for spool in (self.ready, self.built, self.index):
                spool.close()

        def on_build_error(self, **kwargs):
            self._stop_watching()
            self._close()

        @event_priority(-1000)
        def on_nav(self, nav, *, config, files):
            self.files = files
            self.nav = nav
            self.fp = htmlcache.fingerprint(config, files)
            self.sources = Sources(self.cache.root, self.fp)
            for f in files.documentation_pages():
                self.sources.look(f.src_uri, f.abs_src_path)
            if self.workers > 1:
                self._convert_in_workers(config, files)
            return nav

        # -- reading pages ------------------------------------------------------------------

        @event_priority(-1000)  # after every other plugin's page_markdown: what render sees
        def on_page_markdown(self, markdown, *, page, config, files):
            uri = page.file.src_uri
            key = htmlcache.page_key(self.fp, uri, markdown)
            self.sources.note(uri, key)
            record = None
            got = self.ready.pop(uri, None)
            if got is not None and got[0] == key:
                record = got[1]
            elif got is None or got[1] is not None:
                # loaded here, not by a worker: kept as a worker sends it (lazy: _light),
                # its HTML not even decoded
                record = self.cache.get(key, light=self.workers > 1 and os.getpid() == self.pid)
            if record is not None and htmlcache.fits(record, self.files):
                self.cache.used.add(key)
                if record["content"] is None:  # left in the cache by a worker: "" until needed
                    self.lazy[uri] = key
                    record = {**record, "content": ""}
                page.render = _renderer(page, record)  # this page only, this build only
            else:
                record = None
            self.records[uri] = (key, record)
            self.warn_mark = self.watch.count
            return markdown

        @event_priority(1000)  # before every other plugin's page_content: the render itself
        def on_page_content(self, html, *, page, config, files):
            key, record = self.records.get(page.file.src_uri, (None, None))
            if "render" in page.__dict__:
                del page.render  # the record was used: back to MkDocs's own method
                if page.file.src_uri in self.lazy:  # its HTML is in the cache: keep its search only
                    self.records[page.file.src_uri] = (key, {"content": "", "search": (record or {}).get("search")})
            elif key is not None and self.watch.count == self.warn_mark:
                record = htmlcache.capture(page)
                self.records[page.file.src_uri] = (key, {**record, "_new": True})
            return html

        # -- search entries ------------------------------------------------------------------

        @event_priority(20)  # before the hook (10) and Material's search (0)
        def _search_before(self, context, *, page, config, nav):
            plugin = _search_plugin(config)
            if plugin is None:
                return context
            index = plugin.search_index
            self.search_mark = len(index.entries)
            key, record = self.records.get(page.file.src_uri, (None, None))
            search = (record or {}).get("search")
            entries = self.built.pop(page.file.src_uri, None)  # made by a phase-2 worker
            if entries is None and search is not None and search["key"] == htmlcache.search_key(page):
                entries = search["entries"]
            if entries is not None:  # final (summarised by the hook): added after it, below
                self.saved_add = entries
                index.add_entry_from_context = lambda _page: None
            return context

        @event_priority(-20)  # after Material's search (0) and the hook (-10)
        def _search_after(self, context, *, page, config, nav):
            plugin = _search_plugin(config)
            uri = page.file.src_uri
            key, record = self.records.pop(uri, (None, None))
            if plugin is None:
                return context
            index = plugin.search_index
            if self.saved_add is not None:
                del index.add_entry_from_context  # the instance attribute: the method again
                index.entries.extend(dict(e) for e in self.saved_add)
                self.saved_add = None
                if not (record or {}).get("_new"):
                    record = None
            # a record whose HTML is in the cache (None here, or "" and lazy) is cached already
            if record is not None and record.get("content") is not None and uri not in self.lazy:
                new = {k: v for k, v in record.items() if k != "_new"}
                new["search"] = {"key": htmlcache.search_key(page),
                                 "entries": [dict(e) for e in index.entries[self.search_mark:]]}
                self.cache.put(key, new)
            if os.getpid() == self.pid and not getattr(plugin, "is_dirty", False):
                self.index.add(index.entries)  # final (the hook summarised them): to disk
                del index.entries[:]
            return context

        on_page_context = CombinedEvent(_search_before, _search_after)

        # -- pages into the theme: workers render and write, this process skips them ----------

        @event_priority(-1000)  # after the tags plugin (100) has filled in its listings
        def on_env(self, env, *, config, files):
            if self.bytecode_dir is not None:  # the theme compiled once, not every build
                import jinja2

                try:
                    self.bytecode_dir.mkdir(parents=True, exist_ok=True)
                    env.bytecode_cache = jinja2.FileSystemBytecodeCache(str(self.bytecode_dir))
                except OSError:
                    self.bytecode_dir = None
            if self.workers > 1:
                self._build_in_workers(env, config, files)
            for f in files.documentation_pages():
                if f.src_uri in self.lazy and f.src_uri not in self.built and f.page is not None:
                    full = self.cache.get(self.lazy[f.src_uri])
                    if full is None:
                        raise RuntimeError(f"the page cache lost {f.src_uri} during the build")
                    f.page.content = full["content"]
                    key, record = self.records.get(f.src_uri, (None, None))
                    if record is not None and record.get("search") is None:
                        self.records[f.src_uri] = (key, {**record, "search": full.get("search")})
            return env

        def _prune(self, *, config):
            self._stop_watching()
            if not self.watch.count:  # a failed (strict) build keeps the old records
                self.cache.used.update(self.out_keys.values())  # written by the workers
                self.cache.prune()
                self.sources.save()

        @event_priority(-30)  # after Material's search (0) wrote the index; the hooks (-40,
        def _drop_search(self, *, config):  # -50) and offline (-100) read it from the file
            plugin = _search_plugin(config)
            if plugin is not None and not getattr(plugin, "is_dirty", False):
                plugin.search_index.entries = []  # written: let go before the file is re-read

        @event_priority(-1)  # after Material's search (0) wrote an index without entries
        def _write_search(self, *, config):
            plugin = _search_plugin(config)
            path = Path(config.site_dir) / "search" / "search_index.json"
            if plugin is not None and self.index.count and path.is_file():
                if not self.index.write(str(path)):
                    raise RuntimeError("the search index was written with entries left out")
            self._close()

        on_post_build = CombinedEvent(_prune, _write_search, _drop_search)

        # -- workers ---------------------------------------------------------------------------

        def _convert_in_workers(self, config, files):
            from mkdocs.structure.files import InclusionLevel

            docs = list(files.documentation_pages(inclusion=InclusionLevel.is_included))
            # pages the cache most likely holds: this process loads their records as it
            # reads them (it reads every page anyway), the workers convert the others
            docs = [f for f in docs if not self.sources.expected(f.src_uri, self.cache)]
            if len(docs) < max(MIN_PAGES, 2 * CHUNK):  # fewer: ordered_map would run them here
                return
            self._in_workers(_Job(self, config, files, docs).one, docs, self.ready)

        def _in_workers(self, fn, docs, out) -> None:
            """``out[src_uri]``: the result of ``fn`` for every page, in forked workers only
            (nothing a job does to plugin state may happen in this process); None results
            left out."""
            from .parallel import ordered_map, workers as use_workers

            with use_workers(self.workers):
                for uri, result in ordered_map(fn, docs, min_items=MIN_PAGES, chunk=CHUNK,
                                               first_here=False):
                    if result is not None:
                        out[uri] = result

        def _build_in_workers(self, env, config, files):
            from mkdocs.structure.files import InclusionLevel

            docs = list(files.documentation_pages(inclusion=InclusionLevel.is_included))
            if len(docs) < MIN_PAGES or any(f.page is None for f in docs):
                return
            others = {f.dest_uri for f in files if not f.is_documentation_page()}
            others |= set(config.theme.static_templates) | set(config.extra_templates)
            if others & {f.dest_uri for f in docs}:
                return  # a static file would overwrite a page: keep MkDocs's order
            if self.bytecode_dir is not None:
                for name in ("main.html", "404.html", "sitemap.xml"):  # compile once, here
                    try:
                        env.get_template(name)
                    except Exception:
                        pass
            todo = self._reuse_outputs(docs, config) if self.cache.root is not None else docs
            # fewer: this process renders them, as MkDocs does (ordered_map would run a
            # handful of pages here too, and MkDocs would then render them a second time)
            if len(todo) >= max(MIN_PAGES, 2 * CHUNK):
                self._in_workers(_Render(self, env, config, docs).one, todo, self.built)
            if not self.built:
                return
            import jinja2

            from mkdocs.structure.toc import get_toc

            env.loader = jinja2.ChoiceLoader([jinja2.DictLoader({SKIP: ""}), env.loader])
            for f in docs:
                if f.src_uri in self.built:
                    f.page.meta = {**f.page.meta, "template": SKIP}
                    # its file is written and its search entries made: nothing here reads
                    # its table of contents again (the anchors checked are kept apart)
                    f.page.toc = get_toc([])

        def _reuse_outputs(self, docs, config) -> list:
            """Link the unchanged pages' files from the previous site (their search entries
            into ``built``); the pages left to render."""
            from . import outcache

            nav = outcache.nav_digest(self.nav)
            site = Path(config.site_dir)
            todo = []
            for f in docs:
                if f.src_uri not in self.lazy:  # HTML loaded here: a plugin may change it
                    todo.append(f)
                    continue
                key = outcache.out_key(self.fp, nav, f.page, self.lazy[f.src_uri])
                self.out_keys[f.src_uri] = key
                record = self.cache.output(key) if self.previous is not None else None
                stamp = outcache.place(self.previous, site, f.dest_uri, record["sha"]) \
                    if record is not None else None
                if stamp is not None:
                    self.built[f.src_uri] = record["entries"]
                    self.placed[f.dest_uri] = (record["sha"], stamp)
                else:
                    todo.append(f)
            return todo

    return FastBuild()
