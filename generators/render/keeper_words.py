"""How a page says who has the maguffin, by its kind and form, one function for the clue of
where it is (trip/clue_forms.py) and the maguffin's "Where it is" row (render/maguffin.py):
a thing is held, a secret learnt and a permission asked for from someone, an event arranged,
a sight reached with someone's leave (issue 10: "Where to go for a witnessed ceasefire: the air base,
kept by" its negotiator; a truth "kept by" whoever knows it)."""

from __future__ import annotations

# a person who hides or will not leave is not held: whoever is with them shelters them
BY_STATE = {"hiding": "in the care of", "unwilling": "with"}
CARRIED = ("person", "creature", "object", "substance", "")
# a knowledge by its form: learnt or asked for from someone (a record or a book is a thing
# somebody keeps); the row that says it is "Where to learn it" or "Where to ask for it"
KNOWN = {"secret": "from", "permission": "from"}
WHERE_LABEL = {"secret": "Where to learn it", "permission": "Where to ask for it"}
ABSTRACT = {"event": "arranged by", "view": "reached with the leave of", "place": "kept by"}


def held_words(kind: str, world: dict | None) -> str:
    """The words between where the maguffin is and who has it ("held by", "known to")."""
    world = world or {}
    if world.get("maguffin_state") in BY_STATE:
        return BY_STATE[world["maguffin_state"]]
    if world.get("maguffin_made") == "yes":  # nobody has it before the crew make it
        return "made there with the leave of"
    if world.get("maguffin_seen") == "afar":  # a far sight: only seen from there
        return "seen from there with the leave of"
    if kind in CARRIED:
        return "held by"
    if kind == "knowledge":
        return KNOWN.get(world.get("maguffin_form") or "", "kept by")
    return ABSTRACT.get(kind, "kept by")


def is_abstract(kind: str, form: str) -> bool:
    """A maguffin no line may treat as a thing in someone's hands: an event, a view, and a
    knowledge that is a secret or a permission (a record or a book is kept like a thing)."""
    return kind in ("event", "view") or (kind == "knowledge" and form in KNOWN)


def where_label(kind: str, form: str, default: str) -> str:
    """The maguffin row's label for where it is: a secret is learnt somewhere, a permission asked
    for, an event held; anything else ``default`` ("Where it is", "Where they are")."""
    if kind == "knowledge" and form in WHERE_LABEL:
        return WHERE_LABEL[form]
    return "Where it is held" if kind == "event" else default
