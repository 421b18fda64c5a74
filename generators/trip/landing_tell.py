"""Who can tell a secret about the landing (round 40, cold read cold39-a-bramble-13: the clue for
Dell's secret "Saw the crew's lander come down from a long way off" is "Nolan Paley ... (scene 5)",
five hours' walk from the landing, about something that happened there; cold39-a-dunlin-21: the
clue for Nausina-62's, "Two robots at the high summit", six hours' walk away).

A secret about seeing the lander come down or the crew step out of it (content/landing_at.py
``landing_secret``) is known to the one whose secret it is, to whoever lives at the owner's own
place (the owner has been telling them, or asking them, since) and to whoever is found at the
slip-in point (they were there when it came down, and saw who else was), unless the owner saw it
from far off (content/landing_at.py ``AFAR``: nobody at the landing saw them); never to someone met
at a third place, hours off, who saw neither. trip/know_fit.py ``far_from_home`` reads ``landing_far``, so
trip/clues.py takes such a person off the tellers of the fact (``homebound``) and an idle NPC never
passes it on (``_idle_clues``); the audit's ``landing-teller-far`` (trip/consistency_r40landing.py)
reads the page."""

from __future__ import annotations

from ..content.landing_at import AFAR, landing_secret

TRAVELLING = "Travelling with the crew"  # a tourist's place (content/__init__.py): came in the lander


def may_know(teller: dict, owner: dict, landing: str) -> bool:
    """Whether ``teller`` can know ``owner``'s secret about the landing: the owner, one at the owner's
    place, or one found at the slip-in point ``landing`` (or come down in the lander with the crew)
    unless the owner saw it from far off, where nobody at the landing saw them (``AFAR``)."""
    where = str(teller.get("where") or "")
    there = (where == landing or where.startswith(TRAVELLING)) and not AFAR.search(owner.get("secret") or "")
    return teller is owner or teller.get("key") == owner.get("key") or there or where == owner.get("where")


def landing_far(n: dict, fid: str, cast: list[dict], places: list[str]) -> bool:
    """Whether ``n`` cannot tell fact ``fid``: another's secret about the landing, and ``n`` was not
    there to see it (``places``: the trip's scenes' places, the slip-in point first)."""
    if not fid.startswith(("lies-", "secret-")) or not places:
        return False
    o = next((m for m in cast if m.get("key") == fid.split("-", 1)[1]), None)
    return o is not None and landing_secret(o.get("secret")) and not may_know(n, o, places[0])
