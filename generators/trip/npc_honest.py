"""Where nobody can lie (a behaviour slip: "Deception rolls automatically fail"), nobody on the
page has a skill that rests on lying (corpora/trip/skill_needs.json), visitor or local: the
world facts trip/npcs.py fits every NPC's skills to (audit ``deceit-where-nobody-lies``)."""

from __future__ import annotations


def honest_world(content: dict, world: dict | None) -> tuple[dict | None, str]:
    """The trip's world facts with the node's ``honest`` fact, and that fact."""
    from ..content.client import honest_node

    honest = honest_node(content.get("node_details") or {})
    return (dict(world, honest="yes") if world is not None and honest == "yes" else world), honest


def told(facts: dict | None, honest: str) -> dict | None:
    """The facts a skill of an NPC is fitted to: a visitor's home (Earth's facts) too, with the
    node's ``honest`` fact, since whoever stands on the page talks where nobody can lie."""
    return dict(facts, honest="yes") if facts is not None and honest == "yes" else facts
