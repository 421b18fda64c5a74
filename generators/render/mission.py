"""Text and Markdown for boards, missions and dream worlds (the CLI's renderers)."""

from __future__ import annotations


def _vector_lines(vectors) -> list[str]:
    return [
        f"{v.vector} ({v.vector_meaning}) slipped: {v.distance} [2d6={v.distance_roll}], {v.distance_detail}"
        for v in vectors
    ]


def _node_roll(m) -> str:
    roll = f"node roll {m.node_roll} (node mod {m.node_mod:+d}, {m.weirdness})"
    if getattr(m, "aspects", None) is not None:
        return f"Big Board {roll} replaced by the Mission Aspects contest"
    return roll[0].upper() + roll[1:]


def _aspects_text(m) -> list[str]:
    if getattr(m, "aspects", None) is None:
        return []
    from .aspects import aspects_text

    return ["", *aspects_text(m.aspects).splitlines()]


def _aspects_markdown(m) -> list[str]:
    if getattr(m, "aspects", None) is None:
        return []
    from .aspects import aspects_markdown

    return ["", aspects_markdown(m.aspects)]


def mission_text(m, number: int | None = None) -> str:
    head = f"Mission {number}: " if number else "Mission: "
    lines = [
        f"{head}{m.mission_type} -> {m.node_type} ({m.slip_type} slip)",
        f"  Goal: {m.goal}",
        f"  {_node_roll(m)}   DL to get the job: {m.job_dl}   CL: {m.clearance_level}",
    ]
    lines += [f"  Vector: {line}" for line in _vector_lines(m.vectors)]
    lines += ["  " + x if x else x for x in _aspects_text(m)]
    return "\n".join(lines)


def mission_markdown(m, number: int | None = None) -> str:
    head = f"### Mission {number}: " if number else "### "
    lines = [
        f"{head}{m.mission_type} / {m.node_type}",
        "",
        f"- **Mission type:** {m.mission_label} (CL {m.clearance_level}, DL {m.job_dl} to get the job)",
        f"- **Goal:** {m.goal}",
        f"- **Node:** {m.node_type}, {m.slip_type} slip; {_node_roll(m)}",
    ]
    lines += [f"- **Vector:** {line}" for line in _vector_lines(m.vectors)]
    lines += _aspects_markdown(m)
    return "\n".join(lines)


def board_text(b) -> str:
    how = f"1d6 = {b.count_roll}" if b.count_roll is not None else "chosen"
    n = len(b.missions)
    lines = [f"THE BIG BOARD: {n} mission{'' if n == 1 else 's'} ({how})", ""]
    lines += [mission_text(m, i) + "\n" for i, m in enumerate(b.missions, 1)]
    return "\n".join(lines).rstrip()


def board_markdown(b) -> str:
    how = f"1d6 = {b.count_roll}" if b.count_roll is not None else "chosen"
    lines = [f"## The Big Board: {len(b.missions)} missions ({how})", ""]
    lines += [mission_markdown(m, i) + "\n" for i, m in enumerate(b.missions, 1)]
    return "\n".join(lines).rstrip()


def dreamworld_text(w) -> str:
    return "\n".join(["Vectors of slip:", *("  " + x for x in _vector_lines(w.vectors))])


def dreamworld_markdown(w) -> str:
    return "\n".join(["**Vectors of slip**", "", *("- " + x for x in _vector_lines(w.vectors))])
