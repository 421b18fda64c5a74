"""The fact a knowledge, an event or a view turns on (``maguffin.gist``, GM only: what the
secret says, what the permission allows, what the festival is, what the view shows and from
where), said again where it is played: at the climax, the scene where the crew learn it, are
granted it, attend it or see it (``turns_on``, GM only; null at every other scene). Round 26,
cold readers of algorithm-23 trips: "the carvings are a map ... a hand cut beside one place that
is not on any map the crew brought" printed in the maguffin's block and used by nothing else
on the page, so the GM met it once, away from the scene it decides. Audited by
consistency_r26maguffin.py (``maguffin-gist-unpaid``)."""

from __future__ import annotations


def gist_at_climax(trip, scenes: list[dict]) -> None:
    """Set each scene's ``turns_on``: the maguffin's gist at the climax (before an event's hours
    are added to it: the climax's want says them), else None."""
    gist = ((trip.maguffin or {}).get("gist") or "").strip()
    for sc in scenes:
        sc["turns_on"] = None
    if gist and scenes:
        scenes[-1]["turns_on"] = gist


# what the ending's GM line calls the crew's hold on the gist, by the maguffin's kind (round 27,
# cold readers of algorithm-24 trips: the gist said again at the climax and never paid off)
PAID_BY = {"knowledge": "what the crew learnt at the climax is what the client pays for",
           "event": "what the crew saw at the climax is what the client pays for",
           "view": "what the crew's record shows is what the client pays for",
           "permission": "what the crew were granted at the climax is what the client pays for"}


# a tour's party pay for seeing it, not for a record (round 30, cold reads 44-46: "what the
# crew's record shows is what the client pays for: the sunset" on a Tourism job)
TOUR_PAID = "what the party saw at the climax is what the tourists paid to see"
# ... and where the pictures are the crew's job for the client (fact maguffin_photos: crew)
TOUR_SHOT = "what the party saw at the climax, and the pictures the client asked for, are what the tourists paid for"


# the ending refers back to the climax, where the gist is said in full (round 29, brief r29
# promises: cold readers met the same two sentences in the maguffin's block, at the climax and
# again in the Success ending; said once where it is played, the ending names it briefly)
REFER = "the climax's 'what it turns on, here' tells it in full"


def gist_paid(trip, outcome: str) -> str | None:
    """The Success ending's GM line that pays the gist off (the fact the climax turned on): the
    client pays for the crew's hold on it, named briefly (the maguffin's short name) with where
    the climax says it in full; None without a gist or at another ending."""
    m = trip.maguffin or {}
    gist = (m.get("gist") or "").strip()
    if outcome != "success" or not gist:
        return None
    from . import parts

    facts = parts.facts(trip)
    if facts.get("mission") == "tourism":  # the tourists' own eyes, and the crew's pictures if theirs to take
        paid = TOUR_SHOT if facts.get("maguffin_photos") == "crew" else TOUR_PAID
    else:
        paid = PAID_BY.get(m.get("form")) or PAID_BY.get(m.get("kind")) or PAID_BY["knowledge"]
        if m.get("form") == "record" and facts.get("maguffin_made") == "yes":
            paid = PAID_BY["view"]  # a record the crew made (a tide record, a map): what it shows
    short = (m.get("short") or "").strip() or "the maguffin"
    return f"GM, {paid}: {short} ({REFER})."
