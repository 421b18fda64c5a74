"""Small shared helpers of the DayTrip modules (generators/trip/*.py): optional parts,
tolerant reading of other parts' dicts, one-line text, percentages."""

from __future__ import annotations

import importlib
from fractions import Fraction
from functools import lru_cache
from typing import Any


STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
ODDS_DLS = (2, 3, 4, 5, 6)
TIERS = ("mook", "professional", "notable", "legend")  # lists/npc_tiers


def _optional(module: str, name: str):
    """``generators.<module>.<name>`` (module dotted from the package root, e.g.
    ``"rules.npc"``) if that part has been built, else None. Only downward parts are named
    (tests/test_layers.py reads these calls as imports)."""
    root = __package__.split(".")[0]
    try:
        mod = importlib.import_module(f"{root}.{module}")
    except ModuleNotFoundError as e:
        if e.name != f"{root}.{module}":
            raise
        return None
    return getattr(mod, name, None)


def _as_dict(obj: Any) -> dict:
    if obj is None:
        return {}
    if isinstance(obj, dict):
        return obj
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    return {}


def _text(value: Any) -> str:
    """A one-line string for a slot, or "" when the value is missing or not text."""
    if value is None or isinstance(value, (dict, list, tuple, bool)):
        return ""
    text = " ".join(str(value).split())
    return "" if text in ("None", "null") else text


def _first(d: dict, *keys: str) -> str:
    for k in keys:
        t = _text(d.get(k))
        if t:
            return t
    return ""


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _a(text: str) -> str:
    """``text`` with its indefinite article (our own labels only: a vowel takes "an")."""
    return f"an {text}" if text[:1].lower() in "aeiou" else f"a {text}"


@lru_cache(maxsize=4096)
def pct(p: Fraction) -> str:
    """A probability as a whole percentage, rounded half up, with <1% and >99% kept honest."""
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    n = int(p * 100 + Fraction(1, 2))
    n = min(max(n, 1), 99)
    return f"{n}%"


# --- the parts ------------------------------------------------------------------------------


def _inline(name: str) -> str:
    """A capitalised place name for use mid-sentence ("The landing site" -> "the landing site")."""
    first = name.split(" ", 1)[0]
    return name[:1].lower() + name[1:] if first in ("The", "A", "An", "Where", "Somewhere") else name


COUNT_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()


def party_words(world: dict | None) -> str:
    """A tourism job's party, counted ("all eight tourists", world.party: content/maguffin.py
    roll_party); "every tourist" on a trip without the fact."""
    n = (world or {}).get("party")
    if n == 2:  # not "all two tourists" (cold read 22)
        return "both tourists"
    return f"all {party_count(world)}" if n else "every tourist"


def party_count(world: dict | None) -> str:
    """The party counted without "all" ("eight tourists"), for "The party: eight tourists ...";
    "" on a trip without the fact."""
    n = (world or {}).get("party")
    return f"{COUNT_WORDS[n] if n < len(COUNT_WORDS) else n} tourists" if n else ""
