"""Forcing a mission's node or type: `daytrip roll node --node-type`, and the stratified audit
(``stratify``) that gives every node and mission type, and every pair, equally often.

May import: rules and the top-level modules, and content.common.
"""

from __future__ import annotations

from ..rng import Stream
from .common import MISSION_SLUGS, NODE_TYPES


def force_node(mission, stream: Stream, node_type: str):
    """``mission`` with its node replaced by ``node_type`` (for `daytrip roll node
    --node-type` and the stratified audit): slip type from the node table, vectors rolled at
    ``<stream>/vectors`` for Dream Worlds and Alternate Earths, the change noted in the log."""
    from ..data import load
    from ..errors import BadInput
    from ..rules.vectors import VECTOR_NODES, roll_vectors

    rows = {r.value: r for r in load("tables/node_types").rows}
    if node_type not in rows:
        raise BadInput(f"unknown node type {node_type!r}; accepted: {', '.join(NODE_TYPES)}")
    if mission.node_type == node_type:
        return mission
    log = mission.rolls
    s = stream.with_log(log)
    s.note("node type (chosen, replacing the rolled node)", node_type)
    mission.node_type = node_type
    mission.slip_type = rows[node_type].fields["slip_type"]
    mission.vectors = roll_vectors(s) if node_type in VECTOR_NODES else []
    return mission


def force_mission_type(mission, mission_type: str):
    """``mission`` re-labelled as ``mission_type`` (goal, DL, CL from the mission table)."""
    from ..data import load
    from ..errors import BadInput

    rows = {r.value: r for r in load("tables/mission_types").rows}
    if mission_type not in rows:
        raise BadInput(f"unknown mission type {mission_type!r}; accepted: {', '.join(rows)}")
    f = rows[mission_type].fields
    mission.mission_type, mission.mission_label, mission.goal = mission_type, f["label"], f["goal"]
    mission.node_mod, mission.job_dl, mission.clearance_level = f["node_mod"], f["job_dl"], f["cl"]
    return mission


MISSION_TYPES = tuple(MISSION_SLUGS)


def stratify(mission, stream: Stream, i: int):
    """Run ``i`` of a stratified audit: node type i mod 6, mission type (i div 6) mod 6, so
    every node and mission type (and each pair) comes up equally often (and every era of the
    valley, on half the Time Travel runs); Dream Worlds and
    Alternate Earths get all three vectors, each at a distance that cycles with the run."""
    from ..data import load
    from ..rules.vectors import VECTOR_NODES, SlipVector

    k = i // 6
    if mission.mission_type != MISSION_TYPES[k % 6]:
        force_mission_type(mission, MISSION_TYPES[k % 6])
        stream.with_log(mission.rolls).note("mission type (stratified audit)", mission.mission_type)
    force_node(mission, stream, NODE_TYPES[i % 6])
    if mission.node_type == "Time Travel":  # every other one lands in each era in turn
        mission.era_stratum = k  # (content/when.py)
    if mission.node_type in VECTOR_NODES:
        # all three vectors (as a Multiple would give), each at a distance that cycles
        drows = load("tables/slip_distances").rows
        mission.vectors = [
            SlipVector(v.value, d.value, d.min or d.max, v.fields.get("meaning", ""),
                       d.fields.get("detail", ""))
            for j, v in enumerate(load("tables/slip_vectors").rows)
            for d in [drows[(k + 2 * j) % len(drows)]]
        ]
        stream.with_log(mission.rolls).note(
            "vectors and distances (stratified audit)",
            "; ".join(f"{v.vector} {v.distance}" for v in mission.vectors))
    return mission
