"""Escaping generated and pack-supplied text before it reaches Markdown.

Every string that did not come from this project's own templates passes through
`escape` before it lands in a page, so nothing a grammar, a corpus or a downloaded pack
produces can become markup: no HTML (``<script>``, ``<img onerror=...>``), no Markdown
links or images, no attribute lists (``{: onclick=...}``), no ``javascript:`` URLs, no code
spans, no table-cell breaks, no block syntax (headings, admonitions, tabs, snippets)
at the start of a line.

The result is plain inline text that Python-Markdown (with the pymdown extensions the
site uses) renders back to exactly the characters that went in. Escaping uses numeric
character references, which Markdown passes through to HTML as text everywhere outside
code, and which the browser shows as the original characters.

`escape_tree` escapes every string in a nested dict/list (the DayTrip's ``to_dict()``), so
templates receive only escaped text: a template that forgets a filter cannot leak markup.
Values already escaped are `Escaped` instances and are never escaped twice.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["Escaped", "escape", "escape_tree", "plain", "slug", "yaml_str"]


class Escaped(str):
    """A string that has been through `escape` (so escaping it again is a no-op)."""

    __slots__ = ()


# Characters with a meaning to Markdown, HTML or a pymdown extension inside a line.
_CHARS = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    "[": "&#91;",
    "]": "&#93;",
    "{": "&#123;",
    "}": "&#125;",
    "`": "&#96;",
    "|": "&#124;",
    "\\": "&#92;",
    "*": "&#42;",
    "_": "&#95;",
    "~": "&#126;",
    "^": "&#94;",
}
_TABLE = str.maketrans({k: v for k, v in _CHARS.items() if k != "&"})
# An ampersand starts an entity or a character reference only when a name or "#" follows it: a
# bare "&" before a space ("Pacific Gas & Slip") is text to every Markdown and HTML reader and
# stays as it is, so the Markdown a GM reads raw never says "&amp;" (round 38, cold read: "'&amp;'
# printed raw in Markdown output").
_AMP = re.compile(r"&(?!\s|$)")

# URL schemes a browser would run or load inline; their colon is broken so no Markdown
# processor (autolinks, magiclink) can turn them into a link.
_SCHEMES = re.compile(r"(?i)\b(javascript|vbscript|data|file)(\s*):")
# Block syntax that only matters at the start of a line: headings, quotes, lists,
# admonitions (!!! ???), tabs (===), snippets (--8<--), definition lists, footnotes.
_LEADING = re.compile(r"^(#|[-+*:](?=\s)|-(?=[-\s]*$)|=(?==)|!(?=!)|\?(?=\?)|%(?=%))")
_ORDERED = re.compile(r"^(\d+)([.)])(?=\s|$)")  # "1. " starts a list; "1.78 g" does not
# Control characters (other than the whitespace we fold) never reach a page.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_SPACE = re.compile(r"\s+")


# A string with none of these characters, no doubled or edge spaces, no URL scheme and no
# block-starting first character needs no work (the common case: most generated text).
_SPECIAL = re.compile(
    "[&<>\\[\\]{}`|\\\\*_~^\x00-\x1f\x7f\x85\xa0\u1680\u2000-\u200a\u2028-\u202f"
    "\u205f\u2066-\u2069\u3000]")
_RISKY_FIRST = frozenset("#>!?:-.+=%@*")


def _plain_enough(text: str) -> bool:
    return not (
        _SPECIAL.search(text)
        or "  " in text
        or text[0] in _RISKY_FIRST or text[0] == " " or text[-1] == " "
        or (text[0].isdigit() and _ORDERED.match(text))
        or (":" in text and _SCHEMES.search(text))
    )


def escape(value: Any) -> Escaped:
    """Plain, single-line, markup-free Markdown text for ``value`` (any object: str()).

    - whitespace (newlines included) is folded to single spaces, ends stripped;
    - ``< >`` and an ``&`` that could start a reference become HTML character references,
      so no tag or entity survives (a bare ``&`` before a space is left as it is);
    - ``[ ] { } ` | \\ * _ ~ ^`` become numeric references, so no link, image,
      attribute list, code span, table break, emphasis or pymdown inline syntax survives;
    - ``javascript:`` (and ``vbscript:``, ``data:``, ``file:``) lose their colon;
    - a character that would start block syntax at the beginning is made a reference.
    """
    if isinstance(value, Escaped):
        return value
    if type(value) is str and len(value) <= 64:
        hit = _memo.get(value)
        if hit is None:
            hit = _escape(value)
            if len(_memo) >= _MEMO_SIZE:
                _memo.clear()
            _memo[value] = hit
        return hit
    return _escape("" if value is None else str(value))


# escape() is pure and pages repeat many short strings (labels, stat names, tiers, skills,
# names): remember recent answers.
_MEMO_SIZE = 20_000
_memo: dict[str, Escaped] = {}


def _escape(text: str) -> Escaped:
    if not text or _plain_enough(text):
        return Escaped(text)
    text = _CONTROL.sub("", text)
    text = _SPACE.sub(" ", text).strip()
    text = _SCHEMES.sub(lambda m: f"{m.group(1)}{m.group(2)}&#58;", text)
    # The scheme fix above inserts '&#58;', whose '&' must survive the table below.
    parts = text.split("&#58;")
    text = "&#58;".join(_AMP.sub("&amp;", p).translate(_TABLE) for p in parts)
    m = _ORDERED.match(text)
    if m:
        text = f"{m.group(1)}&#{ord(m.group(2))};{text[m.end():]}"
    else:
        text = _LEADING.sub(lambda m: f"&#{ord(m.group(1))};", text, count=1)
    return Escaped(text)


_SCALARS = frozenset((int, float, bool, type(None)))


def escape_tree(obj: Any) -> Any:
    """A copy of a JSON-like tree with every string escaped (keys are left alone)."""
    t = type(obj)
    if t is str:
        return escape(obj)
    # (leaves inline: strings straight to escape, numbers and None as they are)
    if t is dict:
        return {k: escape(v) if type(v) is str else v if type(v) in _SCALARS else escape_tree(v)
                for k, v in obj.items()}
    if t is list or t is tuple:
        return [escape(v) if type(v) is str else v if type(v) in _SCALARS else escape_tree(v)
                for v in obj]
    if isinstance(obj, str):
        return escape(obj)
    if isinstance(obj, dict):
        return {k: escape_tree(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [escape_tree(v) for v in obj]
    return obj


_SLUG_DROP = re.compile(r"[^a-z0-9]+")


def slug(value: Any, fallback: str = "x") -> str:
    """A URL- and anchor-safe slug: lowercase ASCII letters, digits and single hyphens."""
    import unicodedata

    text = unicodedata.normalize("NFKD", str(value)).encode("ascii", "ignore").decode("ascii")
    s = _SLUG_DROP.sub("-", text.lower()).strip("-")
    return s[:60].strip("-") or fallback


_PLAIN_KEEP = set(" /:,.()!?'-+")


def plain(value: Any) -> str:
    """Text safe where the theme prints it without escaping (front-matter titles and tags go
    into Material's HTML raw): letters, digits, spaces and ``/ : , . ( ) ! ? ' - +`` only;
    ``&`` becomes "and", everything else is dropped, ``javascript:`` loses its colon."""
    text = _CONTROL.sub("", str(value)).replace("&", " and ")
    text = "".join(ch for ch in text if ch.isalnum() or ch in _PLAIN_KEEP or ch.isspace())
    text = _SCHEMES.sub(lambda m: f"{m.group(1)}{m.group(2)}", text)
    return _SPACE.sub(" ", text).strip() or "untitled"


def yaml_str(value: Any) -> str:
    """A YAML scalar for front matter: `plain` text as a JSON string (JSON is YAML),
    ASCII-safe and single-line, so no value can break out of the front matter block or put
    markup into the theme's page title, navigation or tag list."""
    import json

    return json.dumps(plain(value), ensure_ascii=True)


def fence(text: str, lang: str = "") -> str:
    """A fenced code block that no content can close (the fence outgrows any backtick run);
    code blocks show their content literally, so it needs no escaping."""
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}{lang}\n{text}\n{ticks}"
