"""Forum posts from the site's own templates: `daytrip roll trip --format markdown|reddit|bbcode`.

A trip is rendered by templates/trip.md.j2 with ``post=True`` (plain Markdown instead of
Material's admonitions and tabs); every GM-only block comes out of the ``gm`` macro
(templates/_gm.md.j2) between ``<!--gm-->`` and ``<!--/gm-->`` markers, its first line
``GM only: <title>``. This module turns the markers into each forum's spoilers:

- markdown: a bold "GM only: title:" line and the text, in the clear (a GM's own notes);
- reddit:   the title in bold, then the text in one inline ``>!spoiler!<`` (lines and list
            items joined by "; ", so no line opens with ``>!``, a quote in CommonMark);
- bbcode:   Markdown -> HTML (Python-Markdown, as MkDocs uses) -> BBCode: ``[b]``, ``[i]``,
            ``[list][*]``, ``[quote]``, ``[code]``, ``[url=...]``, tables as lines, and
            ``[spoiler]...[/spoiler]`` around GM-only text.

With ``players`` the template leaves GM-only text out before any of this.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

POST_FORMATS = ("markdown", "reddit", "bbcode")
_GM = re.compile(r"<!--gm-->\nGM only: (?P<title>[^\n]*)\n\n(?P<body>.*?)\n<!--/gm-->", re.S)


def trip_post(trip, fmt: str, *, players: bool = False) -> str:
    """A DayTrip (generators.trip.daytrip.DayTrip) as a forum post in ``fmt``."""
    from .tripview import trip_markdown_page, trip_view

    page = trip_markdown_page(trip_view(trip, "trip.md"), None, None, players=players, post=True)
    return convert(page, fmt)


def convert(page: str, fmt: str) -> str:
    """Post-mode Markdown (with GM markers) in ``fmt``."""
    if fmt == "markdown":
        return _collapse(_GM.sub(lambda m: f"**GM only: {m['title']}:**\n\n{m['body']}", page))
    if fmt == "reddit":
        return _collapse(_GM.sub(_reddit_spoiler, page))
    if fmt == "bbcode":
        return bbcode(page)
    raise ValueError(f"unknown post format {fmt!r}")


def _collapse(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n") + "\n"


def _reddit_spoiler(m: re.Match) -> str:
    # Reddit's spoilers are inline: ">!" opening a line would be a quote in CommonMark and a
    # list item's ">!" a quote inside the item, so the text becomes one spoiler after the
    # bold title, its lines (and list items) joined by "; ".
    parts = [re.sub(r"^\s*(?:[-*]|\d+\.)\s+", "", line).strip()
             for line in m["body"].split("\n") if line.strip()]
    text = "; ".join(p.rstrip(":") if k + 1 < len(parts) else p for k, p in enumerate(parts))
    return f"**GM only: {m['title']}:** >!{text}!<"


# --- BBCode -------------------------------------------------------------------------------


def bbcode(page: str) -> str:
    import markdown

    marked = _GM.sub(lambda m: f"**GM only: {m['title']}:**\n\n<!--spoiler-->\n\n{m['body']}"
                               f"\n\n<!--/spoiler-->", page)
    html = markdown.markdown(marked, extensions=["tables"], output_format="html")
    conv = _ToBBCode()
    conv.feed(html)
    conv.close()
    return _collapse("".join(conv.out).replace(" \n", "\n"))


class _ToBBCode(HTMLParser):
    SIMPLE = {"strong": "b", "b": "b", "em": "i", "i": "i", "blockquote": "quote"}
    HEADINGS = {"h1": "5", "h2": "4", "h3": "3", "h4": "3", "h5": "2", "h6": "2"}
    # what a tag opens and closes as, when it is not a SIMPLE or heading tag
    OPEN = {"ul": "[list]\n", "ol": "[list=1]\n", "li": "[*]", "pre": "[code]", "br": "\n",
            "hr": "\n[hr]\n", "th": "[b]"}
    CLOSE = {"ul": "[/list]\n\n", "ol": "[/list]\n\n", "pre": "[/code]\n\n", "a": "[/url]",
             "p": "\n\n", "th": "[/b]", "tr": "\n", "table": "\n"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.pre = 0
        self.cell = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("td", "th"):
            self.out.append(" | " if self.cell else "")
            self.cell += 1
        self.pre += tag == "pre"
        if tag in self.SIMPLE:
            self.out.append(f"[{self.SIMPLE[tag]}]")
        elif tag in self.HEADINGS:
            self.out.append(f"\n[size={self.HEADINGS[tag]}][b]")
        elif tag == "a":
            self.out.append(f"[url={dict(attrs).get('href', '')}]")
        elif tag in self.OPEN:
            self.out.append(self.OPEN[tag])

    def _trim(self) -> None:
        while self.out and not self.out[-1].strip():
            self.out.pop()
        if self.out:
            self.out[-1] = self.out[-1].rstrip()

    def handle_endtag(self, tag):
        if tag == "blockquote":
            self._trim()
        self.pre -= tag == "pre"
        self.cell = 0 if tag == "tr" else self.cell
        if tag in self.SIMPLE:
            self.out.append(f"[/{self.SIMPLE[tag]}]")
        elif tag in self.HEADINGS:
            self.out.append("[/b][/size]\n\n")
        elif tag == "li":
            if self.out and not self.out[-1].endswith("\n"):
                self.out.append("\n")
        elif tag in self.CLOSE:
            self.out.append(self.CLOSE[tag])

    def handle_comment(self, data):
        if data == "spoiler":
            self.out.append("[spoiler]")
        elif data == "/spoiler":
            self._trim()
            self.out.append("[/spoiler]\n\n")

    def handle_data(self, data):
        if self.pre:
            self.out.append(data)
            return
        if not data.strip() and "\n" in data:
            return  # line breaks between block tags
        self.out.append(" ".join(data.split("\n")))


def trip_part(trip, part: str, index: int, fmt: str, *, players: bool = False):
    """One part of a trip (``npc``, ``location`` or ``event``, 1-based) as the trip shows
    it: (json dict, text). Text formats print the part's lines of the trip's own output."""
    from ..errors import BadInput

    d = trip.to_dict()
    items = {"npc": d["npcs"], "location": d["locations"], "event": d["events"]}[part]
    if not 1 <= index <= len(items):
        raise BadInput(f"trip {trip.code} has {len(items)} {part}s; "
                       f"ask for {part}/1 to {part}/{len(items)}")
    item = {"code": f"{trip.code}/{part}/{index}", **items[index - 1]}
    if players and part == "npc":
        item.pop("secret", None)
    return item


def part_text(trip, part: str, index: int, fmt: str, *, players: bool = False) -> str:
    """The lines of one part as the trip's own ``fmt`` output shows them."""
    from ..text.mdescape import escape

    item = trip_part(trip, part, index, fmt, players=players)
    if part == "npc" and fmt == "text":
        from ..render.trip import trip_text

        lines = trip_text(trip, players=players).split("\n")
        start = lines.index("NPCS") + 1
        heads = [i for i in range(start, len(lines))
                 if lines[i].startswith("  ") and not lines[i].startswith("   ")]
        heads.append(next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines)))
        return "\n".join(lines[heads[index - 1]:heads[index]])
    if part == "npc":
        page = trip_markdown_page_post(trip, players)
        sections = re.split(r"(?m)^(?=### )", page)
        npcs = [s for s in sections if s.startswith("### NPC ")]
        return convert(npcs[index - 1].split("\n## ")[0], fmt).rstrip("\n")
    if part == "location":
        line = f"{item['name']}" + (f" ({item['role']})" if item.get("role") else "") + f": {item['text']}"
    else:
        line = f"{item['when']}: {item['text']}"
    if fmt == "text":
        return line
    md = escape(line)
    return convert(md + "\n", fmt).rstrip("\n")


def trip_markdown_page_post(trip, players: bool) -> str:
    from .tripview import trip_markdown_page, trip_view

    return trip_markdown_page(trip_view(trip, "trip.md"), None, None, players=players, post=True)


# --- the campaign's print page -----------------------------------------------------------


def _body(page: str) -> str:
    """A page without its YAML front matter."""
    if page.startswith("---\n"):
        end = page.index("\n---\n", 4)
        return page[end + 5:].lstrip("\n")
    return page


def print_body(page: str) -> str:
    """A trip for the print page: no front matter, no reproduce section (the trip code is at
    the top) and no roll log (daytrip.css hides all that follows a .no-print heading, which
    would hide the next trips too); its title heading starts a new printed page (the
    template's own attribute list, no raw HTML)."""
    body = _body(page).split("\n## Reproduce this trip", 1)[0].rstrip("\n") + "\n"
    title, _, rest = body.partition("\n")
    return f'{title} {{ .daytrip-print-trip style="break-before: page" }}\n{rest}'
