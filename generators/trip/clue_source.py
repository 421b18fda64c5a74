"""What a clue's carrier can know (round 38, cold reads of algorithm-32 trips: "A security
recording ... shows the way past: they will step aside for a share of the credit"; a recording
shows what happened in front of its camera, never a person's price or motive; a child's tracks
never tell a rival crew's aim).

A clue's FORM (a person, talk overheard, a camera's loop, a voice caught on a recorder, a robot's
memory, a written thing, pictures the locals leave, tracks and marks, the lander's sensors, the
barn's file) can carry only some KINDS of fact (a place, a keeper, a way past, a person's price,
a history, a secret, the client's motive, the rivals' aim). The table is data,
corpora/trip/clue_sources.json, checked on load; trip/clue_forms.py ``_forms`` draws only lines
whose form carries the fact's kind (``fact_kind``), and consistency_r38source.py audits it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import DataError, load
from ..memo import keyed
from .clue_kinds import carrier, kind as carrier_kind

KINDS = ("where", "keeper", "way", "price", "truth", "secret", "motive", "booking", "complication", "rival")
SOURCES = ("npc", "overheard", "sensor", "intel", "trace")
NAME = "corpora/trip/clue_sources.json"


_ROWS: dict = {}  # per loaded table: its checked rows


def _rows(items) -> tuple:
    """(form, sources, words pattern or None, writing, carries) per row, checked."""
    rows, closed = [], set()
    for form, _, f in items:
        srcs = tuple((f.get("source") or "").split("|"))
        carries = frozenset((f.get("carries") or "").split("|"))
        if not set(srcs) <= set(SOURCES):
            raise DataError(NAME, None, f"{form!r}: unknown source {f.get('source')!r} (accepted: {', '.join(SOURCES)})")
        if not carries or not carries <= set(KINDS):
            raise DataError(NAME, None, f"{form!r}: unknown kind in carries {f.get('carries')!r} "
                                        f"(accepted: {', '.join(KINDS)})")
        try:
            words = re.compile(f["words"], re.I) if f.get("words") else None
        except re.error as e:
            raise DataError(NAME, None, f"{form!r}: bad words pattern: {e}") from None
        if words is None and not f.get("writing"):
            closed |= set(srcs)
        here = frozenset((f.get("here") or "").split("|")) - {""}
        if not here <= carries:
            raise DataError(NAME, None, f"{form!r}: \"here\" {f.get('here')!r} names a kind it does not carry")
        rows.append((form, srcs, words, bool(f.get("writing")), carries, here))
    if set(SOURCES) - closed:
        raise DataError(NAME, None, f"no row with no words for source(s) {sorted(set(SOURCES) - closed)}")
    return tuple(rows)


def rows() -> tuple:
    """The table's rows (corpora/trip/clue_sources.json), checked once per loaded list."""
    return keyed(_ROWS, load("trip/clue_sources").items, "rows", _rows, 4)


@lru_cache(maxsize=16384)
def form_of(text: str, source: str) -> str:
    """The form of the thing a clue line (``text``, found from ``source``) comes from."""
    said = carrier(text or "")
    for form, srcs, words, writing, _, _ in rows():
        if (source or "npc") not in srcs:
            continue
        if words is not None and not words.search(said):
            continue
        if writing and carrier_kind(said, "trace") != "writing":
            continue
        return form
    return "person"


def carries(text: str, source: str, fact: str, away: bool = False) -> bool:
    """Whether a clue line of ``source`` can carry a fact of kind ``fact`` ('' : any); ``away``:
    found at another place than the fact's own (a camera there never shows this way past)."""
    if not fact:
        return True
    form = form_of(text, source)
    return next((fact in r[4] and not (away and fact in r[5]) for r in rows() if r[0] == form), True)


_PRICES: dict = {}


def _prices() -> tuple[str, ...]:
    """The ways past of corpora/trip/play_clues.json that are a person's price (``tells: price``)."""
    return keyed(_PRICES, load("trip/play_clues").items, "prices",
                 lambda its: tuple(v for v, _, f in its if f.get("tells") == "price"), 4)


def is_price(text: str) -> bool:
    """Whether a way fact's way is a person's price or say-so (a shortcut line marked ``tells: price``)."""
    return any(p[:60] in (text or "") for p in _prices())  # (its opening: the line may run on)


def fact_kind(fid: str, text: str, tells: str = "") -> str:
    """The kind of fact ``fid`` (``text``) for the table: a way past (a person's price when its
    way is one), the rival crew's aim, a secret, else ``tells`` (what the clue must tell,
    trip/clue_secret.py clue_tells) or the fact id's own kind."""
    base = fid.split("-", 1)[0]
    if base == "way":
        return "price" if is_price(text) else "way"
    if base == "rival":
        return "rival"
    if base in ("lies", "secret"):
        return "secret"
    if tells and tells in KINDS:
        return tells
    return base if base in KINDS else ""
