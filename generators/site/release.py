"""Let go of the generator's caches once a campaign's pages are rendered, before MkDocs
builds the site.

Rendering fills memos that only speed up the next trip: Markov models (~24 MB), compiled
grammars and their views, parsed rules, sentence checks, loaded data files. The HTML stage
never draws another trip, and every MkDocs worker is forked from this process, so whatever
is still alive here is alive in each of them too. Each of these is a memo: it is remembered
by value, or by identity with the object kept alive beside it, and empties itself when it
grows past its limit; so emptying it early changes no output, only what the next render in
this process loads again (tests/test_release.py renders, releases, renders again and
compares the bytes).

Only modules already imported are touched (nothing is imported to be cleared).
"""

from __future__ import annotations

import gc
import sys

PACKAGE = __name__.split(".")[0]

# module-level memo dicts (not functools caches), by module and name
MEMOS = (
    ("content.client", "_SHORT"),
    ("trip.clue_source", "_PRICES"),  # round 38: what each clue form can carry, by table
    ("trip.clue_source", "_ROWS"),
    ("text.markov", "_cache"),
    ("text.grammar", "_cache"),
    ("text.grammar", "_views"),
    ("text.grammar", "_kept"),
    ("text.grammar_engine", "_parsed"),
    ("text.deck", "_dealt"),
    ("text.deck", "_dealt_v"),
    ("text.mdescape", "_memo"),
    ("content.common", "_REACH"),
    ("content.common", "_STARLESS"),
    ("content.common", "_OTHER_NODES"),
    ("content.common", "_BARKER"),
    ("content.common", "_KEPT"),
    ("trip.clue_carry", "_SOURCES"),
    ("rules.npc_buy", "_weights_memo"),
    ("rules.npc_buy", "_refs_memo"),
    ("trip.scene_lines", "_BY_USE"),
    ("content.class_pick", "_ITEMS"),
    ("trip.clue_carry", "_FRAMES"),
    ("trip.clue_fit", "_BY"),
    ("trip.clue_cast", "_DEAD"),
    ("trip.clue_fit", "_GUARDS"),
    ("trip.clue_fit", "_TRAITS"),
    ("trip.scenes", "_MAY"),
    ("trip.scenes", "_MAY_FIT"),
    ("trip.scenes", "_AWAY"),
    ("memo", "_VALUES"),
    ("trip.creature_kind", "_ONE"),
    ("trip.clue_price", "_CACHE"),
    ("trip.pools", "_SEL"),
    ("trip.pools", "_CUT"),
    ("trip.clue_forms", "_FORMS"),
    ("trip.clue_forms", "_EVERY"),
    ("trip.clue_before", "_BEFORE"),
    ("trip.way_kind", "_DECLARED"),  # (barrier_kind and passing: one memo per field)
    ("trip.way_seen", "_SEEN"),
)


def release_caches() -> None:
    """Empty the generator's memos and every ``functools`` cache of the package's modules
    (data files included: ``generators.data.load``), then collect the garbage."""
    for name, attr in MEMOS:
        memo = getattr(sys.modules.get(f"{PACKAGE}.{name}"), attr, None)
        if isinstance(memo, dict):
            memo.clear()
    for name, module in list(sys.modules.items()):
        if module is None or not (name == PACKAGE or name.startswith(PACKAGE + ".")):
            continue
        for obj in list(vars(module).values()):
            clear = getattr(obj, "cache_clear", None)
            if callable(clear) and getattr(obj, "__module__", None) == name:
                clear()
    gc.collect()
    _trim()


def _trim() -> None:
    """Give the freed memory back to the system (glibc keeps it for the next allocation
    otherwise): the MkDocs workers forked next start from this process's resident size."""
    try:
        import ctypes

        ctypes.CDLL(None).malloc_trim(0)
    except (OSError, AttributeError, TypeError):  # not glibc (Windows: no CDLL(None))
        pass
