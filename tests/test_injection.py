"""No generated or pack-supplied text can inject markup into a page.

An injection corpus (<script>, onerror=, javascript: links, Markdown links and images,
attribute lists, code fences, admonition/tab/heading syntax, ...) is pushed through every
text slot of the DayTrip document:

1. ``poison``: after each DayTrip is assembled, every string it holds (mission, node,
   vectors, tweaks, NPCs, aspects, maguffin, locations, events, roll log, command, ...) is
   replaced by a payload, and the campaign seed itself is a payload;
2. the content route: a fake ``content_for`` returns payloads in every field it offers
   (teaser, client, people, locations, maguffin, obstacles, events, node details);
3. the pack route: a real user pack overrides the NPC name lists with payloads;
4. the grammar route: a real user pack overrides the teaser grammar with payloads.

Each campaign is rendered and converted with the site's own Markdown extensions (from
mkdocs.yml) plus attr_list, md_in_html, abbr, def_list and footnotes (so the pages stay safe
even if the site ever enables them). The HTML must have no script-capable tag, no on*
attribute, no javascript: URL, no link or image the templates did not make, and no class
from an attribute list; and the payload text must still be there, as text.
The site builder checks the built HTML too.
"""

from __future__ import annotations

import dataclasses
import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pages import markdown_html, parse, split_front_matter

from generators.site import pages as pages_mod
from generators.trip import daytrip as trip_mod
from generators.trip import base as trip_base
from generators.record import record_fields
from generators.text.mdescape import escape
from generators.site.pages import render_campaign

PAYLOADS = [
    '<script>alert("xss")</script>',
    "<img src=x onerror=alert(1)>",
    "<svg/onload=alert(1)>",
    '<a href="javascript:alert(1)">click</a>',
    "[click me](javascript:alert(1))",
    "![pic](javascript:alert(1))",
    '[ref link][r]\n\n[r]: javascript:alert(1) "t"',
    "<javascript:alert(1)>",
    "JaVaScRiPt :alert(1)",
    '{: onclick="alert(1)" .injected #pwn }',
    "text {: .injected onmouseover=alert(1) }",
    "*[HTML]: injected abbreviation",
    "Term\n: injected definition",
    "footnote[^1]\n\n[^1]: injected",
    "`code` and ```fence```",
    "\n```\n</pre><script>alert(1)</script>\n```\n",
    '!!! danger "injected"\n    <script>x</script>',
    '=== "injected tab"\n    body',
    "# injected heading",
    "| injected | table |\n|---|---|",
    "--8<-- \"/etc/passwd\"",
    "<iframe src=//evil.example></iframe>",
    "<!-- comment --><style>body{display:none}</style>",
    "data:text/html,<script>alert(1)</script>",
    '<div markdown="1">**md in html**</div>',
    "\\<script\\>alert(1)\\</script\\>",
    "{{ 7*7 }} {% if x %}jinja{% endif %}",
    "&lt;script&gt; &#60;script&#62;",
    "[TOC]",
    "1. ordered\n- bullet\n> quote",
]
MARKER = "ZQX"
SAFE_HREF = re.compile(r"^(#[\w-]*|(\.\./)?[a-z0-9/._-]+\.md(#[\w-]+)?|https://creativecommons\.org/licenses/by/3\.0/|https://github\.com/dariusk/corpora)$")
BAD_TAGS = {"script", "img", "svg", "iframe", "style", "object", "embed", "form", "input",
            "link", "meta", "base", "abbr", "dl", "dt", "dd", "sup", "math", "video", "audio"}
EXTRA = ("attr_list", "md_in_html", "abbr", "def_list", "footnotes")


def payload(i: int) -> str:
    return f"{MARKER}{i} {PAYLOADS[i % len(PAYLOADS)]}"


class Poisoner:
    """Replace every string held by a DayTrip (recursively) with a payload."""

    SKIP = {"key"}  # NPC anchor ids: internal, never text
    # The play layer's ids and enums (scene and NPC ids, links, kinds, tracks, outcomes):
    # internal, never printed as text.
    SKIP_KEYS = {"id", "at", "scene", "from", "to", "leads_to", "npcs", "kind", "track", "outcome"}

    def __init__(self):
        self.n = 0

    def next(self) -> str:
        self.n += 1
        return payload(self.n)

    def value(self, v):
        if isinstance(v, str):
            return self.next()
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, tuple):
            return tuple(self.value(x) for x in v)
        if isinstance(v, dict):
            return {k: x if k in self.SKIP_KEYS else self.value(x) for k, x in v.items()}
        if (dataclasses.is_dataclass(v) and not isinstance(v, type)) or record_fields(v):
            self.obj(v)
            return v
        return v

    def obj(self, o) -> None:
        # dataclasses, and the plain records of the start-up path (Mission, Roll: record.py)
        names = record_fields(o) or [f.name for f in dataclasses.fields(o)]
        for name in names:
            if name in self.SKIP:
                continue
            setattr(o, name, self.value(getattr(o, name)))


# The templates' own raw HTML: a trip's scene map (generators/render/scene_map.py), one line.
MAP_LINE = re.compile(r'(?m)^<div class="scene-map-box"><svg class="scene-map" [^\n]*</svg></div>$')
MAP_TAGS = {"div": {"class"}, "svg": {"class", "role", "viewbox", "width", "height", "xmlns"},
            "title": set(), "line": {"class", "x1", "y1", "x2", "y2"}, "g": {"class"},
            "circle": {"cx", "cy", "r"}, "text": {"class", "x", "y", "text-anchor"}}


def check_scene_map(page: str, line: str) -> None:
    """Only the map's own tags and attributes (numbers and our class names): every text in
    it (place names, from the trip) is escaped, so no payload can open a tag."""
    from html.parser import HTMLParser

    class P(HTMLParser):
        def handle_starttag(self, tag, attrs):
            assert tag in MAP_TAGS, (page, tag)
            for name, value in attrs:
                assert name in MAP_TAGS[tag], (page, tag, name)
                assert re.fullmatch(r"[\w .:/-]*", value or ""), (page, tag, name, value)
                assert "javascript" not in (value or "").lower(), (page, tag, name, value)

    P().feed(line)


def check_pages(pages: dict[str, str], expect_text: bool = True, whole: bool = True) -> None:
    """``whole``: every payload found must be there in full (False where the generator
    legitimately splices list items, e.g. a dream epithet between given and family name)."""
    seen_markers = set()
    for page, text in pages.items():
        for line in MAP_LINE.findall(text):
            check_scene_map(page, line)
        text = MAP_LINE.sub("", text)
        # 1. the Markdown: no raw HTML outside code fences except the templates' own
        prose = re.sub(r"(?ms)^( *)(`{3,})[^\n]*\n.*?^\1\2 *$", "", text)
        stray = re.findall(r"<(?!br>|!-- material/tags -->)", prose)
        assert not stray, f"{page}: raw '<' in Markdown: {prose[prose.find('<') - 60:prose.find('<') + 60]!r}"
        assert "](javascript" not in prose.lower() and "{:" not in prose, page
        fm, _ = split_front_matter(text)
        assert all(isinstance(t, str) for t in fm.get("tags", [])), page
        # 2. the HTML, with and without the extra extensions
        for extra in ((), EXTRA):
            doc = parse(markdown_html(text, extra))
            for tag, attrs in doc.tags:
                if tag == "input" and attrs.get("type") == "radio" and \
                        re.fullmatch(r"__tabbed_\d+(_\d+)?", attrs.get("id", "")):
                    continue  # pymdownx.tabbed's own tab switches (content tabs)
                assert tag not in BAD_TAGS, f"{page}: <{tag}> {attrs}"
                for name, value in attrs.items():
                    assert not name.lower().startswith("on"), f"{page}: <{tag} {name}=...>"
                    assert "javascript:" not in (value or "").lower().replace(" ", ""), (page, tag, attrs)
                    if name == "id":  # heading ids are slugs of the (escaped) heading text
                        assert re.fullmatch(r"[\w-]+", value or ""), (page, tag, attrs)
                    elif name != "href":  # hrefs are checked against SAFE_HREF below
                        assert "injected" not in (value or "") and "pwn" not in (value or ""), (page, tag, attrs)
                if tag == "a" and "href" in attrs:
                    assert SAFE_HREF.match(attrs["href"]), f"{page}: link {attrs['href']!r}"
            body = "".join(doc.text)
            folded = " ".join(body.split())  # a code block keeps a payload's newlines
            found = re.findall(MARKER + r"(\d+) ", body)
            seen_markers.update(found)
            folded = " ".join(body.split())  # a code block (the reproduce command) keeps newlines
            for n in found if whole else ():
                # the payload survives, whole, as visible text (e.g. a literal "<script>")
                # (whitespace normalised: a payload in a code fence, like the reproduce
                # command, keeps its own line breaks)
                want = " ".join(PAYLOADS[int(n) % len(PAYLOADS)].split())
                assert f"{MARKER}{n} {want}" in folded, (page, n, want)
    if expect_text:
        assert seen_markers, "no payload reached any page"


def test_escape_neutralises_the_corpus_and_keeps_the_text():
    for p in PAYLOADS:
        out = escape(p)
        assert "\n" not in out and "<" not in out and "[" not in out and "{" not in out
        assert "`" not in out and "javascript:" not in out.lower().replace(" ", "")
        doc = parse(markdown_html(out, EXTRA))
        assert [t for t, _ in doc.tags] in ([], ["p"]), (p, doc.tags)
        assert " ".join(doc.text).strip() == " ".join(p.split()), p


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_escape_round_trips_any_text_through_markdown(text):
    """Whatever the text, its escaped form renders as exactly one paragraph of exactly that
    text (whitespace folded, control characters dropped), and nothing else."""
    from generators.text.mdescape import _CONTROL

    expected = " ".join(_CONTROL.sub("", text).split())
    doc = parse(markdown_html(escape(text), EXTRA))
    if not expected:
        assert doc.tags == [] or doc.tags == [("p", {})]
        return
    assert doc.tags == [("p", {})], (text, doc.tags)
    assert "".join(doc.text) == expected


def test_every_slot_poisoned_and_a_hostile_seed(monkeypatch):
    real = pages_mod.__dict__.get("trip_from_mission")
    from generators.trip.daytrip import trip_from_mission

    def poisoned(*a, **kw):
        t = trip_from_mission(*a, **kw)
        Poisoner().obj(t)
        return t

    monkeypatch.setattr(trip_mod, "trip_from_mission", poisoned)
    assert real is None  # pages imports it inside the function, from generators.trip.daytrip
    seed = '<script>alert(1)</script> [x](javascript:alert(1)) {: .injected }\n```\n<img src=x onerror=alert(1)>'
    pages = render_campaign(seed, missions=2, aspects=True, crew=3)
    check_pages(pages)
    # the hostile seed is shown, as text, on the home page
    home = " ".join(parse(markdown_html(pages["index.md"])).text)
    assert "<script>alert(1)</script>" in home


def test_content_route_every_field(monkeypatch):
    counter = iter(range(10_000))

    def p():
        return payload(next(counter))

    def fake_content_for(mission, stream, **kw):
        return {
            "teaser": p(), "client": p(),
            "people": [{"name": p(), "role": p(), "look": p(), "manner": p(), "want": p(),
                        "secret": p()} for _ in range(6)],
            "locations": [{"name": p(), "sensory": p()} for _ in range(4)],
            "maguffin": {"what": p(), "why": p(), "really": p()},
            "obstacles": [p(), p()],
            "events": [{"when": p(), "text": p()} for _ in range(4)],
            "node": {"dreamer": p(), "hook": p(), "details": [p(), p()]},
        }

    real_optional = trip_base._optional

    def optional(module, name):
        if module == "content":
            return fake_content_for
        return real_optional(module, name)

    monkeypatch.setattr(trip_base, "_optional", optional)
    pages = render_campaign("content-route", missions=2, aspects=True)
    check_pages(pages)
    trip_text = pages["trips/trip-001.md"]
    assert trip_text.count(MARKER) >= 30  # the payloads really went through the slots


def test_pack_route_hostile_name_lists(tmp_path):
    pytest.importorskip("generators.text.packs")
    from generators.data import load

    pack = tmp_path / "evil"
    (pack / "lists").mkdir(parents=True)
    for key in ("first_names", "last_names", "given_names", "family_names"):
        base = load(f"lists/{key}")
        items = [payload(i) for i in range(len(PAYLOADS))]
        items = [" ".join(x.split()) for x in items]
        doc = {"description": base.description, "source": "a hostile test pack", "licence": "CC0",
               "kind": "list", "items": sorted(set(items))}
        (pack / "lists" / f"{key}.json").write_text(json.dumps(doc), encoding="utf-8")
    try:
        pages = render_campaign("pack-route", missions=3, packs=[str(pack)])
    except Exception as e:  # a pack loader that refuses hostile text outright is also safe
        from generators.errors import DaytripError

        assert isinstance(e, DaytripError), e
        return
    check_pages(pages, whole=False)
    assert MARKER in pages["npcs/index.md"]


def test_pack_route_hostile_grammar(tmp_path):
    """A pack overriding the teaser grammar (keeping its entry points, as packs must) with
    markup in every rule: the teaser reaches the Big Board and every trip page as text."""
    pytest.importorskip("generators.text.packs")
    from generators.data import load

    base = load("grammars/teaser")

    def literal(text: str) -> str:
        """Payload text as literal grammar text (the adapter's escapes for \\ [ ] , :)."""
        text = text.replace("\n", " ").replace("#", "").replace("((", "( (").replace("))", ") )")
        while "  " in text:  # the grammar check refuses doubled spaces (which rule fires
            text = text.replace("  ", " ")  # depends on the algorithm's streams)
        text = text.strip()
        for ch in "\\[],:":
            text = text.replace(ch, "\\" + ch)
        return text

    hostile = [literal(p) for p in PAYLOADS]
    rules = {sym: [f"{MARKER}{i} {hostile[i % len(hostile)]}" for i in range(len(PAYLOADS))]
             for sym in base.rules}
    doc = {"description": "hostile teasers", "source": "a hostile test pack", "licence": "CC0",
           "kind": "grammar", "rules": rules}
    if "params" in base.raw:
        doc["params"] = base.raw["params"]
    pack = tmp_path / "evil-grammar"
    (pack / "grammars").mkdir(parents=True)
    (pack / "grammars" / "teaser.json").write_text(json.dumps(doc), encoding="utf-8")
    pages = render_campaign("grammar-route", missions=3, packs=[str(pack)])
    check_pages(pages, whole=False)
    body = "".join(parse(markdown_html(pages["trips/index.md"])).text)
    # the markup characters are there, shown as text
    assert re.search(MARKER + r"\d+ [^\n]*[<\[{`|*]", body), body[-600:]
    assert MARKER in pages["trips/index.md"] and MARKER in pages["trips/trip-001.md"]
