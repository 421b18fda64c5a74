"""Round 41's party facts (merged by generators/facts_r41.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # how a tour's tourists got their seats (content/client.py roll_seats, from what the client's
    # name allows in corpora/grammars/org.json client_tourism): round 23's bought, gift and club,
    # and ``class``: a teacher treating the last class they ever taught, so the party are that
    # class, grown up (cold read r40, cinder-7: the client is "treating the last class they ever
    # taught", but one tourist "booked the trip to annoy their parents" and another was given the
    # seat "in place of wages the client owes them"). The tourists' whos (corpora/trip/
    # tourist_whats.json ``seats``), their secrets (grammars/people.json secret_tourist,
    # secret_client_tourist) and the maguffin's why (grammars/maguffin.json) fit it; audit rule
    # party-reason-clash (trip/consistency_r41party.py).
    "seats": ("bought", "gift", "club", "class"),
}
