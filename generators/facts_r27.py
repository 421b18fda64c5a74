"""The world facts round 27 added to ``facts.VALUES`` (algorithm-25 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r26 import ROUNDS as EARLIER

ROUND_27: dict[str, tuple[str, ...]] = {
    # whether a scene lies on a shortest walk from the landing to the goal (trip/scene_paths.py
    # short_way, set by trip/scenes.py on each scene's facts): the want lines of
    # corpora/trip/play_lines.json that ask for "a shorter way" or "the quickest way" to the goal
    # need ``short_way: yes`` (round 27, cold read of algorithm-24 trips: a scene whose goal is
    # "a shorter way" that is in fact the longer way)
    "short_way": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_27}
