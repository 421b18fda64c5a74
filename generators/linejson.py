"""JSON that remembers where it came from: every parsed object knows its line, so data
errors can say ``file:line`` (generators.data); a key given twice in one object is an error,
not a silent overwrite."""

from __future__ import annotations

import bisect
import json
import json.decoder
import json.scanner
import re
from typing import Any

from .errors import DataError


class LineDict(dict):
    """A dict that knows the line its JSON object started on (and, through
    `key_line`, the line of each of its keys)."""

    line: int = 0
    _text: str = ""
    _start: int = 0


def key_line(obj: Any, key: str) -> int | None:
    """The line of ``"key":`` inside a parsed object, else the object's own line."""
    text = getattr(obj, "_text", "")
    if text:
        m = re.compile(re.escape(json.dumps(key)) + r"\s*:").search(text, obj._start)
        if m:
            return text.count("\n", 0, m.start()) + 1
    return line_of(obj)


class _DuplicateKey(Exception):
    """A key given twice in one JSON object (json keeps the last one silently)."""


def _pairs(pairs: list) -> LineDict:
    obj = LineDict(pairs)
    if len(obj) != len(pairs):
        seen: set = set()
        raise _DuplicateKey(next(k for k, _ in pairs if k in seen or seen.add(k)))
    return obj


def _make_decoder(text: str) -> json.JSONDecoder:
    newlines = [i for i, ch in enumerate(text) if ch == "\n"]

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


def parse_json(text: str, name: str) -> Any:
    try:
        return _make_decoder(text).decode(text)
    except json.JSONDecodeError as e:
        raise DataError(name, e.lineno, f"invalid JSON: {e.msg} (column {e.colno})") from None
    except _DuplicateKey as e:
        raise DataError(name, e.args[1], f"key {e.args[2]!r} given twice in one object "
                                         f"(the first would be silently lost)") from None


def line_of(obj: Any) -> int | None:
    return getattr(obj, "line", None) or None
