"""Forum posts (`--format reddit|bbcode`, `--players`) render in real parsers with the
GM-only text inside spoilers: BBCode through the `bbcode` package (with a [spoiler] tag as
forums define it), Reddit Markdown through markdown-it-py (>!spoilers!< stay inline)."""

from __future__ import annotations

import pytest
from conftest import run_cli, shortened

from generators.trip.code import code_for, trip_for_code

CODE = "slip-n-slide/2"


@pytest.fixture(scope="module")
def trip():
    return trip_for_code(code_for("slip-n-slide", 2))


def _secrets(trip) -> list[str]:
    return [shortened(trip, x) for x in [n.secret.rstrip(".") for n in trip.npcs] + [trip.maguffin["really"].rstrip(".")]]


def test_bbcode_renders_with_every_secret_in_a_spoiler(trip):
    bbcode = pytest.importorskip("bbcode")
    r = run_cli(["roll", "trip", CODE, "--format", "bbcode"])
    assert r.code == 0, r.err
    parser = bbcode.Parser()
    parser.add_simple_formatter("spoiler", '<details class="spoiler">%(value)s</details>')
    parser.add_simple_formatter("size", "%(value)s")
    html = parser.format(r.out)
    assert "[b]" not in html and "[list]" not in html and "[spoiler]" not in html
    assert "<strong>" in html and "<li>" in html
    spoilers = html.split('<details class="spoiler">')[1:]
    inside = " ".join(s.split("</details>")[0] for s in spoilers)
    outside = html
    for s in spoilers:
        outside = outside.replace(s.split("</details>")[0], "")
    inside, outside = shortened(trip, inside), shortened(trip, outside)
    for secret in _secrets(trip):
        assert bbcode.Parser().format(secret).replace("&#39;", "'") in inside.replace("&#39;", "'")
        assert secret.replace("'", "&#39;") not in outside and secret not in outside


def test_reddit_markdown_keeps_spoilers_inline(trip):
    from markdown_it import MarkdownIt

    r = run_cli(["roll", "trip", CODE, "--format", "reddit"])
    assert r.code == 0, r.err
    html = shortened(trip, MarkdownIt("commonmark").enable("table").render(r.out))
    for secret in _secrets(trip):
        esc = secret.replace('"', "&quot;").replace("&", "&amp;") if "&" in secret else secret.replace('"', "&quot;")
        assert f"&gt;!{esc}.!&lt;" in html or f"&gt;!{esc}!&lt;" in html, secret
    assert "<table>" in html and "<h2>" in html


@pytest.mark.parametrize("fmt", ["text", "markdown", "reddit", "bbcode"])
def test_players_drops_gm_only_text_in_every_text_format(trip, fmt):
    r = run_cli(["roll", "trip", CODE, "--format", fmt, "--players"])
    assert r.code == 0, r.err
    assert "GM only" not in r.out and "spoiler" not in r.out and ">!" not in r.out
    for secret in _secrets(trip):
        assert secret not in shortened(trip, r.out)
    assert trip.npcs[0].name.split()[0] in r.out
