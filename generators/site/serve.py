"""Live preview of a campaign folder: MkDocs' own development server (``mkdocs serve``),
bound to 127.0.0.1, with live reload, quiet.

The server builds the folder's ``docs/`` as they are into a temporary folder and rebuilds
when a file changes; it never writes ``docs/``, ``site/`` or the lock, so a GM's edits are
shown exactly as ``daytrip build`` would keep them. Material's end-of-life banner is off
(``NO_MKDOCS_2_WARNING``) and MkDocs' INFO chatter (the page list, "Building
documentation...") is not printed; warnings and errors are, one line each.
"""

from __future__ import annotations

import logging
import os
import re
import signal
import threading
from pathlib import Path
from typing import Callable

from ..errors import BadInput
from .lock import read_lock
from .mkdocs_run import BuildFailed

HOST = "127.0.0.1"


class _Lines(logging.Handler):
    """MkDocs' warnings and errors as one line each; INFO only for the reload notices."""

    def __init__(self, folder: Path, say: Callable[[str], None], verbose: bool) -> None:
        super().__init__(logging.DEBUG)
        self.folder, self.say, self.verbose = folder, say, verbose

    def emit(self, record: logging.LogRecord) -> None:
        try:
            msg = " ".join(record.getMessage().split())
        except Exception:  # pragma: no cover - a malformed log call
            msg = str(record.msg)
        msg = re.sub(r"^\[\d\d:\d\d:\d\d\] ", "", msg)  # the live-reload server's clock
        if record.levelno >= logging.WARNING:
            self.say(f"{record.levelname.lower()}: {msg}")
        elif msg.startswith("Serving on "):
            self.say(f"Serving {self.folder} at {msg[len('Serving on '):]} (live reload; Ctrl-C stops)")
        elif self.verbose or msg.startswith(("Detected file changes", "Reloading browsers")):
            self.say(msg)


def check_campaign(folder: Path) -> Path:
    """The folder's mkdocs.yml; BadInput if the folder is not a campaign folder."""
    config = folder / "mkdocs.yml"
    if not folder.is_dir():
        raise BadInput(f"{folder} is not a folder (give a campaign folder made by daytrip build)")
    if not config.is_file() or not (folder / "docs").is_dir():
        raise BadInput(f"{folder} has no mkdocs.yml and docs/: make it first with "
                       f"daytrip build --out {folder}")
    return config


def serve(folder: Path, port: int, say: Callable[[str], None], verbose: bool = False,
          open_browser: bool = False) -> None:
    """Serve ``folder`` on http://127.0.0.1:PORT/ until Ctrl-C (then return normally)."""
    config = check_campaign(folder)
    os.environ["NO_MKDOCS_2_WARNING"] = "1"  # Material 9.7+ prints an end-of-life banner
    lock = read_lock(folder)
    if lock is not None:  # dates as `daytrip build` writes them
        os.environ["SOURCE_DATE_EPOCH"] = str(int(lock.source_date_epoch))
    from mkdocs.commands import serve as mkdocs_serve

    if threading.current_thread() is threading.main_thread():
        # Ctrl-C (SIGINT) stops it even where it was started with SIGINT ignored, as a script's
        # background job is: MkDocs stops on KeyboardInterrupt, which Python raises only where
        # SIGINT had its default action at start (the whole suite run in the background here
        # left test_browser_serve's server running after its SIGINT)
        signal.signal(signal.SIGINT, signal.default_int_handler)

    logger = logging.getLogger("mkdocs")
    handler = _Lines(folder, say, verbose)
    saved = (logger.handlers[:], logger.propagate, logger.level)
    logger.handlers[:] = [handler]
    logger.propagate = False
    logger.setLevel(logging.DEBUG if verbose else logging.INFO)
    from mkdocs.exceptions import MkDocsException

    try:
        mkdocs_serve.serve(config_file=str(config), livereload=True,
                           dev_addr=f"{HOST}:{port}", open_in_browser=open_browser)
    except KeyboardInterrupt:  # between MkDocs' own handlers
        pass
    except MkDocsException as e:  # the first build failed (strict: a broken link...)
        raise BuildFailed(f"the site build failed: {' '.join(str(e).split())}") from None
    except OSError as e:  # the port is taken
        raise BadInput(f"cannot serve on {HOST}:{port}: {e.strerror or e} (try --port N)") from None
    finally:
        logger.handlers[:], logger.propagate, logger.level = saved
    say("Stopped.")
