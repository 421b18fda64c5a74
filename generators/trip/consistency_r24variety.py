"""The consistency audit's round-24 variety rule (issue 10: a cold reader found "Somebody in
the parking lot is grilling hot dogs and the smell has reached the Chao" overheard in the barn
before a Dream World trip; a GM reads the barn's gossip as a hint about the trip in hand).
generators/trip/consistency_r24.py runs it; tests/test_r24_variety.py feeds it a broken trip.

- ``gossip-other-node``: the node's "Overheard in the barn" line names no kind of node but the
  trip's own (the Chao, a Dream World, an Alternate Earth, a Known or Unknown Planet, or the
  past or future of Time Travel: content/common.py GOSSIP_NODES, which barn_rumour draws by).
"""

from __future__ import annotations

from ..content.common import gossip_names_other

RULES = ("gossip-other-node",)


def check_r24variety(trip: dict, world: dict, every, bad) -> None:
    node = trip.get("node") or {}
    for d in node.get("details") or []:
        if d.get("label") == "Overheard in the barn":
            if other := gossip_names_other(d.get("text") or "", node.get("type") or ""):
                bad("gossip-other-node", f"overheard in the barn names {other} on a trip to "
                                         f"{node.get('type')}: {(d.get('text') or '')[:80]!r}")
