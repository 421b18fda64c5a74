"""Round 40's world-and-text facts (merged by generators/facts_r40.py into facts.VALUES): each key
with its values, who sets it and what reads it.

Cold read of algorithm-33 trips (cold39-b-heron-9): "Nobody here has a face; they have smooth skin
and very expressive hats" against the NPC looks "White-haired and quick-eyed, long-armed, with a
cloud of white curls", "with a dimple in one cheek only", "ginger sideburns down to the jaw"; "None
of them mentions a hat". A slipped Appearance that changes how the locals look is a fact of the
world, and the locals' looks are drawn for it (a visitor from home looks like home)."""

from __future__ import annotations

from .facts_r38world import extra_facts as _earlier, wars_of  # noqa: F401 (content/world.py reads wars_of through here)

FACTS: dict[str, tuple[str, ...]] = {
    # of a Dream World or an Alternate Earth: how its slipped Appearance (grammars/slips.json)
    # makes its own people look (absent where it does not touch them): "faceless" (no face,
    # smooth skin and very expressive hats), "beastly" (each has the head of the animal that
    # matches their station). Set by content/sky_slip.py slip_look from LOOK_SLIPS; read by the
    # locals' look lines (grammars/people.json look: ``slip_look != faceless|beastly`` on the
    # others, and look_faceless, look_beastly for theirs), and by the audit rule
    # slip-look-locals (trip/consistency_r40worldtext.py)
    "slip_look": ("faceless", "beastly"),
}

# the slipped Appearance lines (grammars/slips.json, by how each opens) that set slip_look
LOOK_SLIPS: dict[str, str] = {
    "Nobody here has a face": "faceless",
    "People look like animals that match their station": "beastly",
}

# The round-40 world facts kept in the trip JSON's ``world`` beside World's own fields
# (content/world.py is at its line limit): World keeps them in ``extra``.
EXTRA_40_WORLDTEXT: tuple[str, ...] = ("slip_look",)


def look_of_slip(slipped: str | None) -> str | None:
    """The fact slip_look of a slipped Appearance line (its distance prefix and all), or None."""
    return next((v for k, v in LOOK_SLIPS.items() if k in (slipped or "")), None)


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): every earlier round's
    and this one's (content/world.py reads them through this)."""
    return {**_earlier(d), **{k: d[k] for k in EXTRA_40_WORLDTEXT if d and d.get(k) is not None}}
