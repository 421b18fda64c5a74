"""JSON that remembers where it came from: every parsed object knows its line, so data
errors can say ``file:line`` (generators.data); a key given twice in one object is an error,
not a silent overwrite.

Lines are found only when asked for. A file is parsed by CPython's C scanner (``_json``,
without the ``json`` package and its pure-Python object parser: a tenth of the time, and
none of the import on `daytrip roll`'s start-up); the first `line_of` or `key_line` on one of
its objects parses the text again with a decoder that notes where each object starts, and
gives every object of the file its line. A file the C scanner refuses (bad JSON, a key given
twice) goes straight to that decoder, which says where.
"""

from __future__ import annotations

from typing import Any

from .errors import DataError

try:
    from _json import make_scanner as _c_make_scanner
except ImportError:  # pragma: no cover - a Python without the C accelerator
    _c_make_scanner = None


class LineDict(dict):
    """A dict that knows the line its JSON object started on (and, through
    `key_line`, the line of each of its keys)."""

    line: int = 0
    _text: str = ""
    _start: int = 0
    _src: "_Source | None" = None  # the file it came from, until its lines are known


class _Source:
    """One parsed file: its text and root, to find every object's line on demand."""

    __slots__ = ("text", "root")

    def __init__(self, text: str):
        self.text = text
        self.root: Any = None

    def locate(self) -> None:
        """Parse the text again with lines and copy each object's place onto the object
        parsed first (the two trees have the same shape)."""
        try:
            twin = _slow_decoder(self.text).decode(self.text)
        except Exception:  # pragma: no cover - the C scanner accepted it
            twin = None
        stack = [(self.root, twin)]
        while stack:
            fast, slow = stack.pop()
            if isinstance(fast, LineDict):
                if isinstance(slow, LineDict):
                    fast.line, fast._text, fast._start = slow.line, slow._text, slow._start
                else:
                    slow = {}
                fast._src = None
                stack.extend((v, slow.get(k)) for k, v in fast.items())
            elif isinstance(fast, list):
                slow = slow if isinstance(slow, list) and len(slow) == len(fast) else [None] * len(fast)
                stack.extend(zip(fast, slow))


def _placed(obj: Any) -> Any:
    src = getattr(obj, "_src", None)
    if src is not None:
        src.locate()
        obj._src = None  # (an object no longer in its file's tree: no line, asked once)
    return obj


def key_line(obj: Any, key: str) -> int | None:
    """The line of ``"key":`` inside a parsed object, else the object's own line."""
    text = getattr(_placed(obj), "_text", "")
    if text:
        import json
        import re

        m = re.compile(re.escape(json.dumps(key)) + r"\s*:").search(text, obj._start)
        if m:
            return text.count("\n", 0, m.start()) + 1
    return line_of(obj)


def line_of(obj: Any) -> int | None:
    return getattr(_placed(obj), "line", None) or None


class _DuplicateKey(Exception):
    """A key given twice in one JSON object (json keeps the last one silently)."""


def _pairs(pairs: list) -> LineDict:
    obj = LineDict(pairs)
    if len(obj) != len(pairs):
        seen: set = set()
        raise _DuplicateKey(next(k for k, _ in pairs if k in seen or seen.add(k)))
    return obj


def _slow_decoder(text: str):
    import bisect
    import json.decoder
    import json.scanner

    newlines, i = [], text.find("\n")
    while i >= 0:
        newlines.append(i)
        i = text.find("\n", i + 1)

    def parse_object(s_and_end, strict, scan_once, object_hook, object_pairs_hook, memo=None):
        s, end = s_and_end
        try:
            obj, new_end = json.decoder.JSONObject(
                s_and_end, strict, scan_once, object_hook, object_pairs_hook, memo)
        except _DuplicateKey as e:
            if e.args and isinstance(e.args[0], str):  # the innermost object: place it
                key = json.dumps(e.args[0])
                first = s.find(key, end)
                second = s.find(key, first + 1)
                raise _DuplicateKey(None, text.count("\n", 0, second) + 1, e.args[0]) from None
            raise
        obj.line = bisect.bisect_left(newlines, end - 1) + 1
        obj._text, obj._start = s, end - 1
        return obj, new_end

    dec = json.JSONDecoder(object_pairs_hook=_pairs)
    dec.parse_object = parse_object
    dec.scan_once = json.scanner.py_make_scanner(dec)
    return dec


class _Context:
    """What the C scanner reads from a JSONDecoder: json.loads's defaults, our pairs hook."""

    strict = True
    object_hook = None
    parse_float = float
    parse_int = int
    parse_constant = {"-Infinity": float("-inf"), "Infinity": float("inf"),
                      "NaN": float("nan")}.__getitem__

    def __init__(self, source: _Source):
        def hook(pairs: list) -> LineDict:
            obj = _pairs(pairs)
            obj._src = source
            return obj

        self.object_pairs_hook = hook


_WS = " \t\n\r"  # JSON's whitespace


def _fast(text: str) -> Any:
    """The parsed value, or any exception: then the slow decoder says what is wrong."""
    source = _Source(text)
    start = len(text) - len(text.lstrip(_WS))
    value, end = _c_make_scanner(_Context(source))(text, start)
    if text[end:].strip(_WS):
        raise ValueError("extra data")
    source.root = value
    return value


def parse_json(text: str, name: str) -> Any:
    if _c_make_scanner is not None:
        try:
            return _fast(text)
        except Exception:  # bad JSON, a duplicate key: parsed again below, to say where
            pass
    import json

    try:
        return _slow_decoder(text).decode(text)
    except json.JSONDecodeError as e:
        raise DataError(name, e.lineno, f"invalid JSON: {e.msg} (column {e.colno})") from None
    except _DuplicateKey as e:
        raise DataError(name, e.args[1], f"key {e.args[2]!r} given twice in one object "
                                         f"(the first would be silently lost)") from None
