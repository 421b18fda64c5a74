"""`daytrip serve` in a real browser: the campaign loads from MkDocs' live server on
127.0.0.1, a GM edit to docs/ shows up on the open page without touching anything else,
and Ctrl-C (SIGINT) stops the server with exit code 0. Needs Debian's chromium and the
playwright package (skipped without them locally, a failure under CI)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from test_browser import Watch, browser  # noqa: F401  (the shared chromium fixture)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SEED = "slip-n-slide"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_up(url: str, proc: subprocess.Popen, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"daytrip serve exited early: {proc.communicate()}")
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except OSError:
            time.sleep(0.3)
    raise AssertionError(f"{url} did not answer")


def test_serve_shows_a_gm_edit_live_and_stops_cleanly(browser, tmp_path):  # noqa: F811
    out = tmp_path / "campaign"
    daytrip = [sys.executable, "-c", "from generators.cli import main; main()"]
    subprocess.run([*daytrip, "build", "--seed", SEED, "--missions", "1", "--out", str(out)],
                   check=True, capture_output=True)
    site_before = {p: p.stat().st_mtime_ns for p in (out / "site").rglob("*")}
    lock_before = (out / "daytrip.lock").read_bytes()
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([*daytrip, "serve", str(out), "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        _wait_up(f"{url}/index.html", proc)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        watch = Watch(page, (url,))
        page.goto(f"{url}/index.html")
        assert page.locator("article h1").first.is_visible()
        assert "GM's own note" not in page.locator("article").inner_text()

        index = out / "docs" / "index.md"
        edited = index.read_text("utf-8") + "\n## The GM's own note\n\nBring snacks.\n"
        index.write_text(edited, "utf-8")
        page.wait_for_selector("article h2:has-text(\"The GM's own note\")", timeout=60_000)  # live reload
        assert "Bring snacks." in page.locator("article").inner_text()
        page.close()
        assert [p for p in watch.problems if "livereload" not in p] == []
    finally:
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stderr
    assert f"Serving {out} at {url}/" in stderr, stderr
    assert "end of life" not in stderr and "INFO" not in stderr, stderr  # quiet
    assert "Traceback" not in stderr
    # The server wrote nothing: the edit is the GM's, site/ and the lock are as built.
    assert index.read_text("utf-8") == edited
    assert (out / "daytrip.lock").read_bytes() == lock_before
    assert {p: p.stat().st_mtime_ns for p in (out / "site").rglob("*")} == site_before
    # ... and the next build keeps the edit, as it keeps any GM edit.
    rebuilt = subprocess.run([*daytrip, "build", "--out", str(out)], capture_output=True, text=True)
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert "kept docs/index.md" in rebuilt.stderr
    assert index.read_text("utf-8") == edited


def test_serve_refuses_a_folder_that_is_not_a_campaign(tmp_path):
    r = subprocess.run([sys.executable, "-c", "from generators.cli import main; main()",
                        "serve", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "daytrip build --out" in r.stderr
