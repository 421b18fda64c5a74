"""The campaign's print page and `daytrip pdf`: every trip starts a new printed page.

Builds a 3-trip campaign, prints site/print/index.html with Debian's Chromium, and reads
the PDF's page texts (pypdf): each trip's title opens a page, in order, and no page holds
two trips' titles. Without chromium/playwright `daytrip pdf` says so in one line (exit 2)."""

from __future__ import annotations

import re

import pytest
from conftest import run_cli

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def test_the_campaign_pdf_has_one_trip_per_page_break(tmp_path):
    from pathlib import Path

    if not Path("/usr/bin/chromium").exists():
        pytest.skip("/usr/bin/chromium is not installed")
    pytest.importorskip("playwright.sync_api")
    pypdf = pytest.importorskip("pypdf")
    out = tmp_path / "c"
    assert run_cli(["build", "--seed", "slip-n-slide", "--missions", "3", "--out", str(out)]).code == 0
    r = run_cli(["pdf", str(out)])
    assert r.code == 0, r.err
    pages = [" ".join(p.extract_text().split()) for p in pypdf.PdfReader(out / "campaign.pdf").pages]
    starts = [i for i, text in enumerate(pages) if re.match(r"Trip \d+: ", text)]
    assert [re.match(r"Trip (\d+):", pages[i])[1] for i in starts] == ["1", "2", "3"]
    for text in pages:
        assert len(re.findall(r"Trip \d+: [A-Z]", text)) <= 1


def test_pdf_of_a_folder_without_a_site_is_one_line_exit_2(tmp_path):
    r = run_cli(["pdf", str(tmp_path)])
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1 and "print" in r.err
