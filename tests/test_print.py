"""The campaign's print page and `daytrip pdf`: every trip starts a new printed page.

Builds a 3-trip campaign, prints site/print/index.html with Debian's Chromium, and reads
the PDF's page texts (pypdf): each trip's title opens a page, in order, no page holds
two trips' titles, no page but a trip's last is under half full, and an NPC's name is never
left at the foot of a page without its line. Without chromium/playwright `daytrip pdf` says so in one line (exit 2)."""

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
    # no printed page of a trip is under half full but the trip's last (measured by the
    # lowest line of text on the page), and an NPC's name never ends a page without its line
    reader = pypdf.PdfReader(out / "campaign.pdf")
    for i, p in enumerate(reader.pages[:-1]):
        h, ys = float(p.mediabox.height), []
        p.extract_text(visitor_text=lambda t, cm, tm, fd, fs: ys.append(tm[5] * cm[3] + cm[5])
                       if t.strip() else None)
        if i > 0 and not re.match(r"Trip \d+: ", pages[i + 1]):
            assert (h - min(ys)) / h >= 0.5, (i + 1, pages[i][:80])
        heads = list(re.finditer(r"NPC \d+: ", pages[i]))
        assert not heads or "Wants:" in pages[i][heads[-1].start():], (i + 1, pages[i][-80:])


def test_pdf_of_a_folder_without_a_site_is_one_line_exit_2(tmp_path):
    r = run_cli(["pdf", str(tmp_path)])
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1 and "print" in r.err
