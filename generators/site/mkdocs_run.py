"""Run MkDocs in-process, as `mkdocs build --strict` would, with a fixed build date.

`build_html(config_file, site_dir, epoch)` loads the campaign's ``mkdocs.yml`` with
``site_dir`` pointed elsewhere (the temporary folder), fires the plugins' startup and
shutdown events around ``mkdocs.commands.build.build`` like the ``mkdocs build`` command,
sets ``SOURCE_DATE_EPOCH`` (the sitemap's dates and its gzip header) for the duration, and
turns MkDocs's warnings (strict: every warning fails) into one clear ``BuildFailed`` line.
"""

from __future__ import annotations

import logging
import os
import re
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from ..errors import DaytripError


class BuildFailed(DaytripError):
    """MkDocs could not build the site (a broken link, a bad page...). Exit code 1."""


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            msg = record.getMessage()
        except Exception:  # pragma: no cover - a malformed log call
            msg = str(record.msg)
        self.messages.append(" ".join(msg.split()))


@contextmanager
def _quiet_mkdocs() -> Iterator[_Collect]:
    """Collect MkDocs's warnings and errors instead of printing them."""
    logger = logging.getLogger("mkdocs")
    handler = _Collect()
    saved = (logger.propagate, logger.level)
    logger.addHandler(handler)
    logger.propagate = False
    logger.setLevel(logging.INFO)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
        logger.propagate, logger.level = saved


@contextmanager
def _source_date_epoch(epoch: int) -> Iterator[None]:
    saved = os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = str(int(epoch))
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("SOURCE_DATE_EPOCH", None)
        else:
            os.environ["SOURCE_DATE_EPOCH"] = saved


def _daytrip_plugin(on_page: Callable[[], None] | None):
    from mkdocs.plugins import BasePlugin, event_priority

    here = os.getpid()
    if on_page is not None:  # worker processes (generators/site/fastbuild.py) never tick
        tick = on_page
        on_page = lambda: tick() if os.getpid() == here else None  # noqa: E731

    class DaytripBuild(BasePlugin):
        """Ticks the progress bar once when a page's Markdown is rendered and once when its
        HTML is written, and lets go of what MkDocs would keep for every page until the end
        of the build: the Markdown once it is rendered, the HTML once the page is written.
        The files written are the same (bench/build_bench.py compares them with a bare
        `mkdocs build`): nothing reads these afterwards; the sitemap and 404 page are
        rendered before the pages, and anchor checks use the anchors collected earlier."""

        @event_priority(-200)  # after every other plugin's page_content
        def on_page_content(self, html, *, page, **kwargs):
            if on_page is not None:
                on_page()
            page.title = page.title  # pin it: Page.title is derived from the Markdown
            page.markdown = None  # rendered: only the HTML is used from here on
            return html

        @event_priority(-200)  # after every other plugin's post_page
        def on_post_page(self, output, *, page, **kwargs):
            if on_page is not None:
                on_page()
            page.content = None
            return output

    return DaytripBuild()


class _Lenient(logging.Filter):
    """Turns the link warnings of some pages (the GM's kept pages) into notes: MkDocs's
    strict mode counts only warnings, so these no longer fail the build; they are kept in
    ``notes`` to be reported."""

    def __init__(self, pages: frozenset[str]) -> None:
        super().__init__()
        self.pages = pages
        self.notes: list[str] = []

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.WARNING and self.pages:
            msg = " ".join(str(record.getMessage()).split())
            m = re.match(r"Doc file '(.+?)' contains a link", msg)
            if m and m.group(1) in self.pages:
                record.levelno, record.levelname = logging.INFO, "INFO"
                self.notes.append(msg)
        return True


def summarise(messages: list[str], fallback: str) -> str:
    if not messages:
        return f"the site build failed: {fallback}"
    first = messages[0]
    more = len(messages) - 1
    tail = f" (and {more} more warning{'s' if more != 1 else ''})" if more else ""
    return f"the site build failed: {first}{tail}"


def cache_enabled() -> bool:
    """``DAYTRIP_CACHE=0`` turns the page cache off (the build then converts every page)."""
    return os.environ.get("DAYTRIP_CACHE", "1").strip() not in ("0", "no", "off", "false")


def build_html(config_file: Path, site_dir: Path, epoch: int,
               on_page: Callable[[], None] | None = None,
               lenient: frozenset[str] = frozenset(), *,
               cache_dir: Path | None | bool = True, workers: int | None = None,
               previous: Path | None = None, placed: dict | None = None) -> list[str]:
    """Build the site of ``config_file`` into ``site_dir`` (strict). Raises BuildFailed.
    Broken links in the pages ``lenient`` names (docs-relative) do not fail the build:
    their warnings are returned instead.

    ``cache_dir``: where the page cache lives (True: ``.daytrip-cache/`` beside
    ``config_file``, unless DAYTRIP_CACHE=0; None or False: no cache). ``workers``: processes
    converting pages (None: as generators.site.parallel decides; 1: this process only).
    ``previous``: the site this build replaces (unchanged pages' files are linked from it);
    ``placed`` (a dict, filled in): {dest_uri: (sha256, stamp)} of the files linked so, as
    ``outcache.placed_digest`` reads them back without hashing them again.
    Either way the site's bytes are those of a plain `mkdocs build` (generators/site/fastbuild.py)."""
    from .fastbuild import make_plugin
    from .htmlcache import DIRNAME
    from .parallel import worker_count
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    links = _Lenient(lenient)
    pages_log = logging.getLogger("mkdocs.structure.pages")
    pages_log.addFilter(links)
    with _quiet_mkdocs() as log, _source_date_epoch(epoch):
        try:
            config = load_config(config_file=str(config_file), site_dir=str(Path(site_dir).resolve()), strict=True)
            if cache_dir is True:
                cache_dir = Path(config_file).resolve().parent / DIRNAME if cache_enabled() else None
            config.plugins["daytrip-fast"] = make_plugin(cache_dir or None,
                                                         worker_count() if workers is None else workers,
                                                         previous, placed)
            config.plugins["daytrip-build"] = _daytrip_plugin(on_page)
            config.plugins.on_startup(command="build", dirty=False)
            try:
                build(config, dirty=False)
            finally:
                config.plugins.on_shutdown()
        except MkDocsException as e:  # Abort, ConfigurationError, BuildError, PluginError
            raise BuildFailed(summarise(log.messages, " ".join(str(e).split()))) from None
        except (OSError, ValueError, TypeError, KeyError, AttributeError, RuntimeError) as e:
            # Anything else MkDocs or a plugin raises: one line, not a traceback.
            raise BuildFailed(summarise(log.messages, f"{type(e).__name__}: {e}")) from None
        finally:
            pages_log.removeFilter(links)
    return links.notes
