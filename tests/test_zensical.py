"""The Zensical path (Material for MkDocs' successor): `zensical build` of a campaign
folder, unchanged, gives every page, links that resolve on disk and a search index. Skipped
when zensical is not installed (pip install '.[zensical]')."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

SEED = "slip-n-slide"


def _zensical() -> str:
    here = Path(sys.executable).parent / "zensical"
    found = str(here) if here.exists() else shutil.which("zensical")
    if not found:
        if os.environ.get("DAYTRIP_REQUIRE_ZENSICAL"):
            pytest.fail("zensical is not installed")
        pytest.skip("zensical is not installed (pip install '.[zensical]')")
    return found


def test_zensical_builds_a_campaign_folder_unchanged(tmp_path):
    zensical = _zensical()
    out = tmp_path / "campaign"
    r = subprocess.run([sys.executable, "-c", "from generators.cli import main; main()", "build",
                        "--seed", SEED, "--missions", "2", "--system", "fudge", "--out", str(out),
                        "--no-html", "-q"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    before = {p: p.read_bytes() for p in (out / "docs").rglob("*") if p.is_file()}
    z = subprocess.run([zensical, "build"], cwd=out, capture_output=True, text=True, timeout=600)
    assert z.returncode == 0, z.stdout + z.stderr
    site = out / "site"

    # Every Markdown page became an HTML page (use_directory_urls: false).
    pages = sorted(p.relative_to(out / "docs").with_suffix(".html")
                   for p in (out / "docs").rglob("*.md"))
    missing = [str(p) for p in pages if not (site / p).is_file()]
    assert pages and missing == []

    # Every relative link and asset of every page resolves on disk.
    from test_browser import broken_links

    assert broken_links(site) == []

    # A search index covering the pages (Zensical writes search.json).
    index = json.loads((site / "search.json").read_text("utf-8"))
    locations = {item["location"].split("#")[0] for item in index["items"]}
    assert {str(p) for p in pages} <= locations
    assert any("Fudge" in item["text"] or "Fudge" in item["title"] for item in index["items"])
    # The GM's files were only read.
    assert {p: p.read_bytes() for p in (out / "docs").rglob("*") if p.is_file()} == before
