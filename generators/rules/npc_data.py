"""NPC rule data from corpora/ (tiers, skills, classes, crew designations, rank titles),
checked at load: every skill a class or designation names must exist (file:line errors)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

from .cp import STATS
from ..data import DataFile, line_of, load
from ..errors import BadInput, DataError


@dataclass(frozen=True)
class Tier:
    name: str
    cp: int
    label: str
    max: Mapping[str, int]
    weights: Mapping[str, int]


_TIER_MAX = ("stat", "skill", "fame", "rank", "item", "skills")
_TIER_WEIGHTS = ("stat", "skill_new", "skill_up", "fame", "rank", "item", "gear", "suit")


@lru_cache(maxsize=None)
def tiers() -> dict[str, Tier]:
    """The tiers of corpora/lists/npc_tiers.json, in file order."""
    df = load("lists/npc_tiers")
    out = {}
    for value, _, f in df.items:
        mx, wt = f.get("max", {}), f.get("weights", {})
        bad = [k for k in _TIER_MAX if not isinstance(mx.get(k), int)]
        bad += [k for k in _TIER_WEIGHTS if not isinstance(wt.get(k), int) or wt.get(k) < 0]
        if not isinstance(f.get("cp"), int) or f["cp"] < 0 or bad:
            raise DataError(df.name, getattr(mx, "line", None),
                            f'tier "{value}" needs "cp" and integer max/weights (bad: {", ".join(bad) or "cp"})')
        out[value] = Tier(value, f["cp"], f.get("label", ""), dict(mx), dict(wt))
    return out


def tier_named(name: str) -> Tier:
    t = tiers()
    if name not in t:
        raise BadInput(f"unknown tier {name!r}; accepted: {', '.join(t)}")
    return t[name]


def _rows(df: DataFile):
    """(value, fields, line) of each item of a list file, for file:line errors."""
    raw = df.raw.get("items", [])
    for i, (value, _, f) in enumerate(df.items):
        yield value, f, line_of(raw[i]) if i < len(raw) else None


@lru_cache(maxsize=None)
def _skills() -> dict[str, dict]:
    df = load("lists/skills")
    out = {}
    for value, f, line in _rows(df):
        stats = f.get("stats")
        if not stats or any(s not in STATS for s in stats):
            raise DataError(df.name, line, f'skill "{value}": "stats" must name stats among {", ".join(STATS)}')
        if f.get("specialise") and not f.get("specialisations"):
            raise DataError(df.name, line, f'skill "{value}" is marked specialise but lists no specialisations')
        out[value] = f
    return out


def _check_skill_ref(df: DataFile, line, who: str, ref: str) -> None:
    base, _, spec = ref.partition(":")
    if base not in _skills() or (spec and spec not in _spec_names(base)):
        raise DataError(df.name, line, f'{who} names unknown skill "{ref}"')


@lru_cache(maxsize=None)
def _classes() -> dict[str, dict]:
    df = load("lists/classes")
    tracks = _rank_titles()
    for value, f, line in _rows(df):
        refs = list(f.get("skills", [])) + list(f.get("key", []))
        for choice in (f.get("class_matters") or {}).get("choices", []):
            if choice.get("stat") not in STATS:
                raise DataError(df.name, line, f'class "{value}": a Class Matters choice needs a stat')
            refs += [r for opts in choice.get("skills", []) for r in opts if r != "*"]
        for ref in refs:
            if ref in ("Hand Weapon", "Fighting Style"):  # a Fighting/Weapon specialisation of that kind
                continue
            _check_skill_ref(df, line, f'class "{value}"', ref)
        if f.get("rank") is not None and f["rank"] not in tracks:
            raise DataError(df.name, line, f'class "{value}" names unknown rank track "{f["rank"]}"')
    return {v: f for v, _, f in df.items}


@lru_cache(maxsize=None)
def _designations() -> dict[str, dict]:
    df = load("lists/designations")
    for value, f, line in _rows(df):
        for ref in f.get("skills", []):
            _check_skill_ref(df, line, f'designation "{value}"', ref)
    return {v: f for v, _, f in df.items}


@lru_cache(maxsize=None)
def _rank_titles() -> dict[str, tuple[str, ...]]:
    return {v: tuple(f["titles"]) for v, _, f in load("lists/ranks").items}


def _spec_names(base: str) -> list[str]:
    return [s["name"] for s in _skills()[base].get("specialisations", [])]


def rank_title(track: str, level: int) -> str:
    return _rank_titles()[track][level - 1]


def complete_stats(listed: Mapping[str, int]) -> dict[str, int]:
    """A full stat line from a listing: names are case-insensitive, unlisted stats are 1
    (the rules: normal people have 1 in every stat). Scores must be 0-6."""
    out = {s: 1 for s in STATS}
    for k, v in listed.items():
        key = str(k).strip().upper()
        if key not in out:
            raise BadInput(f"unknown stat {k!r}; accepted: {', '.join(STATS)}")
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 6:
            raise BadInput(f"{key} must be a whole number 0-6, got {v!r}")
        out[key] = v
    return out
