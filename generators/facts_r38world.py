"""Round 38's world facts (merged by generators/facts_r38.py into facts.VALUES): each key with its
values, who sets it and what reads it.

Cold read of algorithm-32 trips: "cresswater-15: a 0.02 g rubble world whose only water is buried
ice ... yet its scenes show 'Deep snow'"; "Hydrosphere: Buried ice: no liquid anywhere" beside
"water drips, slow as a clock". The fact ``water`` says how much water a world has (Buried ice is
``scarce``: there is some, frozen under the dust), not whether any of it runs, falls or lies wet."""

from __future__ import annotations

from .facts_r37events import extra_facts as _earlier, wars_of  # noqa: F401 (content/world.py reads wars_of through here)

FACTS: dict[str, tuple[str, ...]] = {
    # of a planet: whether it has liquid water or weather made of water anywhere (lists/
    # planet_hydrosphere.json "liquid", set by content/nodes.py; absent off planets, where
    # ``liquid != no`` holds): "no" on a bone-dry world and on one whose only water is ice
    # buried under the dust. Read by the lines of drips, puddles, mud, washing on a line, wet
    # floors, rain, snow and floods (``liquid != no``: grammars/places.json, events.json,
    # people.json; lists/environmental_hazards.json, scents.json, household_objects.json,
    # tweak_targets_natural.json; trip/play_obstacles.json, play_clock.json), and by the audit
    # rule liquid-on-dry-world (trip/consistency_r38world.py)
    "liquid": ("yes", "no"),
}

# The round-38 world facts kept in the trip JSON's ``world`` beside World's own fields
# (content/world.py is at its line limit): World keeps them in ``extra``.
EXTRA_38_WORLD: tuple[str, ...] = ("liquid",)


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): every earlier round's
    and this one's (content/world.py reads them through this)."""
    return {**_earlier(d), **{k: d[k] for k in EXTRA_38_WORLD if d and d.get(k) is not None}}
