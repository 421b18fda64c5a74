"""How far the clock's ticks may push a scene's DL (round 21, brief scenes; cold read 29,
r20-cold-i: five ticks adding +1, +1, +2, +1 and +1 DL at the Hotel Lobby of Missed
Appointments, whose obstacle is DL 3, made it DL 9).

The rules rate a DL "on a scale of 1-10 ... 6 = very hard 7 = unlikely 8 = ridiculous 9 = absurd
10 = insane", and "Actions of DL 7 or higher are impossible for an unskilled and unequipped human
to perform without help" (Source Rules 3.0, Difficulty Levels): an obstacle in the crew's way is at
most DL 6 (rules/resolution.py OBSTACLE_DL_MAX), and so is what the clock makes of it. The ticks
fire in order; each "+N DL at <place>" (or "+N DL there" and a bare "+N DL", the goal's) adds to that place's highest
printed DL (its obstacle, its hidden surprise) until DL 6; a tick with room for less says so,
and a tick with no room left says the place is as hard as it gets (the rest of its line, the
trouble itself, stands).
"""

from __future__ import annotations

import re

from ..rules.resolution import DIFFICULTY_LEVELS, OBSTACLE_DL_MAX
from . import parts

# "+N DL at <place>", "+N DL on every roll to go unnoticed at <place>", "+N DL there" and a bare
# "+N DL" (the goal's: "every roll about the festival is harder (+2 DL)")
ADD = re.compile(r"\(\+(\d) DL(?P<what> on every roll to [^()]*?)?(?: at (.+?)(?P<next> from the next tick on)?| there)?\)")


def top_dl(sc: dict) -> int:
    """The highest DL a scene prints for its obstacle or its hidden surprise."""
    return max(int(ob["dl"]) for ob in (sc["obstacle"], sc.get("surprise")) if ob)


def scene_named(scenes: list[dict], name: str | None) -> dict | None:
    """The scene whose place ``name`` is (as a line inlines it); None: the goal's ``there``."""
    if name is None:
        return scenes[-1]
    low = name.lower()
    return next((sc for sc in scenes if parts.inline(sc["place"]).lower() == low
                 or sc["place"].lower() == low), None)


def cap_tick_dls(ticks: list[dict], scenes: list[dict]) -> None:
    """Rewrite, in place and in tick order, each tick's DL rise so no place passes DL 6."""
    added: dict[str, int] = {}
    for tick in ticks:
        for e in tick["events"]:
            e["text"] = ADD.sub(lambda m: _capped(m, scenes, added), e["text"])


def _capped(m: re.Match, scenes: list[dict], added: dict[str, int]) -> str:
    if m.group("what") and not m.group(3):
        return m.group(0)  # every such roll anywhere ("to go unnoticed or to shake them off")
    sc = scene_named(scenes, m.group(3))
    if sc is None:
        return m.group(0)
    want, now = int(m.group(1)), top_dl(sc) + added.get(sc["id"], 0)
    room = max(0, OBSTACLE_DL_MAX - now)
    added[sc["id"]] = added.get(sc["id"], 0) + min(want, room)
    if want <= room:
        return m.group(0)
    where = m.group(3) or parts.inline(sc["place"])
    if room:
        return f"(+{room} DL{m.group('what') or ''} at {where}{m.group('next') or ''}, to DL {OBSTACLE_DL_MAX} at most)"
    return (f"(no further rise at {where}: its DL is {OBSTACLE_DL_MAX} already, "
            f"\"{DIFFICULTY_LEVELS[OBSTACLE_DL_MAX]}\", the most the rules' scale asks of an unaided crew)")


def _rises(text: str, scenes: list[dict]) -> list[tuple[str, int]]:
    """Each DL rise a clock line makes at a place: (scene id, N)."""
    out = []
    for m in ADD.finditer(text):
        sc = None if m.group("what") and not m.group(3) else scene_named(scenes, m.group(3))
        if sc is not None:
            out.append((sc["id"], int(m.group(1))))
    return out


def dead_rise(text: str, scenes: list[dict], before: list, at: int | None = None, rank: int = 0) -> bool:
    """Whether a clock line ``text`` would leave a DL rise dead: a rise at a place the ticks
    before it (and the place's own printed DL) leave at 6 already, which prints "no further
    rise" (round 22, issue 10: about half the audit trips had one). ``before``: the lines on the
    clock so far, each ``(tick, rank, text)`` (rank 0 a track's line, 1 a Mission
    Complication's, printed after the tracks' at its tick) or a bare text (taken to come first);
    ``at``, ``rank``: the line's own tick and rank (``at`` None: after them all). The ticks
    fire in order (cap_tick_dls), so a line at tick 1 that fills a place leaves a tick-3 rise
    there dead as surely as a tick-3 line that finds it full (review r23: the lines were read
    as if every other one came first). trip/clock.py deals such a place a line whose trouble is
    something else."""
    if ADD.search(text) is None:  # (issue 15) no rise of its own: the others fire as they
        return False  # would without it, so it leaves none dead (no need to replay the clock)
    def seq(extra: list) -> list[str]:
        lines = [(0, 0, x) if isinstance(x, str) else x for x in before] + extra
        return [x[2] for x in sorted(lines, key=lambda x: (x[0], x[1]))]  # stable: dealt order
    last = max([x[0] for x in before if not isinstance(x, str)] + [0]) + 1
    return _dead(seq([(last if at is None else at, rank, text)]), scenes) > _dead(seq([]), scenes)


def _dead(lines: list[str], scenes: list[dict]) -> int:
    """How many DL rises of ``lines`` (in the order they fire) find their place at DL 6."""
    now = {sc["id"]: top_dl(sc) for sc in scenes}
    dead = 0
    for line in lines:
        for sid, n in _rises(line, scenes):
            dead += now[sid] >= OBSTACLE_DL_MAX
            now[sid] = min(OBSTACLE_DL_MAX, now[sid] + n)
    return dead
