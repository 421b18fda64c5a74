"""Where a Behavior slip's rule first bites the crew, when the rule is about a kind of gear
(cold read r27-cold-c: "firearms jam on any roll of a natural 1" first biting the crew at a
scene of a trip where nobody carries a gun). The rule lands at a scene where someone found
there carries that gear, and names them; on a trip where nobody carries any, the scene shows
the rule's plain consequence instead: the locals gave such gear up (nothing there to jam), and a
crew who brought their own find out at their first shot."""

from __future__ import annotations

from . import parts
from .consistency_r27slipword import GEAR


def gear_kind(rule: str) -> str:
    """The kind of gear a slipped rule is about ("firearms"), else ""."""
    return next((kind for kind, (names, _) in GEAR.items() if names.search(rule)), "")


def _carried(n, kind: str) -> str:
    """The first item of NPC ``n`` (a trip NPC) of gear ``kind``, else ""."""
    item = GEAR[kind][1]
    return next((i["name"] for i in n.items if item.search(i["name"] or "")), "")


def bite(trip, scenes: list[dict], kind: str) -> tuple[int, str] | None:
    """(scene index, "Name's pistol") of the first scene where someone found there carries gear
    of ``kind`` (a middle scene first), else None."""
    names = {loc["name"] for loc in trip.locations}
    order = [k for k in range(1, len(scenes) - 1)] + [0, len(scenes) - 1]
    for k in order:
        if not 0 <= k < len(scenes):
            continue
        for n in trip.npcs:
            rec = parts.npc_record(trip, n, names)
            thing = _carried(n, kind)
            if thing and rec["where"] and rec["where"].lower() == scenes[k]["place"].lower():
                return k, f"{n.name}'s {thing.split(' +')[0]}"
    return None


def bite_text(body: str, who: str | None) -> str:
    """The thread's text: the rule biting on ``who``'s gear, or (nobody carrying any) its plain
    consequence for the locals."""
    if who:
        return (f"The slipped rule holds everywhere on the node, and the locals take it for granted; "
                f"it first bites here, on {who}, in front of the crew: {body}.")
    return (f"The slipped rule holds everywhere on the node, and the locals take it for granted: "
            f"{body}. That is why nobody here carries a firearm; a crew who brought their own find out "
            f"at their first shot.")
