"""Round 29 (issue 15, faster generation with the same bytes): each shortcut answers exactly
as the slow path it skips."""

from __future__ import annotations

import json
import re
from pathlib import Path

from generators.text import echo, english

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _strings(obj):
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _strings(v)


def _texts() -> list[str]:
    out = []
    for path in sorted(CORPORA.rglob("*.json")):
        out.extend(s for s in _strings(json.loads(path.read_text(encoding="utf-8"))) if " " in s)
    return out


def _slow_unstutter(text: str) -> str:
    return english._STUTTER.sub(lambda m: m.group(0) if m.group(1).lower().strip() in english.IDIOMS
                                else m.group(1), text)


def test_unstutter_skips_only_text_the_pattern_cannot_change():
    texts = _texts() + [
        "the truth about the truth about the colony", "The Truth About the truth about it",
        "over and over and over", "very very tired", "a b a b", "A B a b c", "x y", "",
        "go to the the store", "one two three one two three four", "Ünïcode café café bar bar café",
    ]
    texts += [f"{a} {a}" for a in texts[:2000]]  # every line doubled: a stutter to take out
    assert len(texts) > 1000
    for t in texts:
        assert english.unstutter(t) == _slow_unstutter(t), t


def test_echo_words_and_runs_remembered_equal_worked_out():
    texts = _texts()[:3000]
    masks = ("Crater Town", None, "the violet sky")
    for t in texts:
        assert echo.words(t, masks) == list(echo._words_of(t, masks))
        assert echo.runs(t, list(masks)) == set(echo._runs_of(t, masks))
    others = texts[:40]
    for t in texts[:400]:
        said = set().union(*(echo._runs_of(o, masks) for o in others))
        w = echo._words_of(t, masks)
        first = next((" ".join(w[k:k + echo.RUN]) for k in range(len(w) - echo.RUN + 1)
                      if "|" not in w[k:k + echo.RUN] and w[k:k + echo.RUN] in said), None)
        assert echo.echo(t, others, masks) == first


def test_rx_is_re_compile():
    from generators.memo import rx

    for pattern, flags in ((r"\bdam\b", 0), (r"(?<!\w)the old mine(?!\w)", re.I)):
        assert rx(pattern, flags) is re.compile(pattern, flags) or \
            rx(pattern, flags).pattern == re.compile(pattern, flags).pattern
        assert rx(pattern, flags).flags == re.compile(pattern, flags).flags
