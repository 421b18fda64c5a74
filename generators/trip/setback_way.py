"""The setback on the way (round 28, cold read r27b-cold-e: "Crooked Reach (setback)" at scene 4,
and a path from scene 3 straight to the climax at scene 5, so the crew could walk past it and its
setback never happened). The scene kinds are dealt by position (scenes.MIDDLE_KINDS: the setback
is the last scene before the climax); where the map's shortcut goes round that scene, the setback
moves to the latest scene every walk from the landing to the climax passes through, and the kind
there takes its place. The audit rule ``setback-skipped`` (consistency_r28clock.py) reads the
printed map the same way (``on_every_way``)."""

from __future__ import annotations


def on_every_way(links: list[dict], first: str, goal: str, sid: str) -> bool:
    """Whether every walk over ``links`` from ``first`` to ``goal`` passes through ``sid``."""
    adj: dict[str, list[str]] = {}
    for c in links:
        if sid not in (c["from"], c["to"]):
            adj.setdefault(c["from"], []).append(c["to"])
            adj.setdefault(c["to"], []).append(c["from"])
    seen, todo = {first}, [first]
    while todo:
        for v in sorted(adj.get(todo.pop(), ())):
            if v not in seen:
                seen.add(v)
                todo.append(v)
    return goal not in seen


def setback_on_way(kinds: list[str], links: list[dict]) -> list[str]:
    """``kinds`` (one a scene, in order: the arrival first, the climax last) with the setback at
    a scene no walk to the climax can go round: its own when it is one, else the latest such."""
    if "setback" not in kinds:
        return kinds
    n, k = len(kinds), kinds.index("setback")
    ids = [f"scene-{i}" for i in range(1, n + 1)]

    def needed(i: int) -> bool:
        return on_every_way(links, ids[0], ids[-1], ids[i])
    if needed(k):
        return kinds
    at = next((i for i in range(n - 2, 0, -1) if needed(i)), None)
    if at is None:
        return kinds
    out = list(kinds)
    out[k], out[at] = out[at], out[k]
    return out
