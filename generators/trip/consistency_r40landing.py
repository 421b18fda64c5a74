"""The consistency audit's round-40 landing rules (registered by scripts/round_registry.py 40 in
generators/trip/consistency_r40.py): who was at the landing site when the lander came down. Each
rule: what it checks, the cold read that found it, and where the generator keeps to it.

- ``landing-witness-here``: a person found at the slip-in point (their ``where`` is the first
  place, the one scene 1's "Here:" lists) has no secret that they saw the lander come down from
  far off, or slipped away before the hatch opened. Cold read cold39-a-bramble-13: Dell's secret
  "Saw the crew's lander come down from a long way off" against the slip-in's "**Here:** Sharon
  Cherryh and Dell Moorcock" (Dell is at the hatch when it opens); cold39-a-dunlin-21 the same
  secret for Nausina-62, "Here" at the slip-in. Fix: the per-person fact ``at_landing``
  (content/landing_at.py, generators/facts_r40landing.py); grammars/people.json secret_bystander's
  far lines need ``at_landing: no``.
- ``landing-witness-away``: a person found at another place has no secret that keeps them at
  the lander since it came down ("bringing friends by, one at a time, to look at the lander",
  "has not moved from where the lander came down"). Same cold read, the other way round; those
  lines need ``at_landing: yes``.
- ``landing-teller-far``: a clue to a person's secret about the landing (seeing the lander come
  down, the crew step out) is told by the owner, by someone at the owner's own place, or by
  someone found at the slip-in point (not when the owner saw it from far off: nobody there saw
  them); never by one met hours off who saw neither. Cold read
  cold39-a-bramble-13: the clue holder for Dell's secret is "Nolan Paley ... (scene 5)", five
  hours' walk away, for something that happened at the landing. Fix: trip/landing_tell.py,
  read by trip/know_fit.py ``far_from_home`` (trip/clues.py's tellers and idle NPCs).
"""

from __future__ import annotations

from ..content.landing_at import FAR, NEAR, landing_secret
from .landing_tell import may_know

RULES: tuple[str, ...] = ("landing-witness-here", "landing-witness-away", "landing-teller-far")


def check_r40landing(trip: dict, world: dict, every, bad) -> None:
    places = [loc.get("name") for loc in trip.get("locations") or [] if loc.get("name")]
    if not places:
        return
    landing = places[0]
    npcs = {n.get("key"): n for n in trip.get("npcs") or [] if n.get("key") and not n.get("creature")}
    for n in npcs.values():
        secret, where = str(n.get("secret") or ""), str(n.get("where") or "")
        if where == landing and FAR.search(secret):
            bad("landing-witness-here", f"npc {n.get('name')} is at {landing!r} (the slip-in point) but their "
                                        f"secret says otherwise: {secret[:110]!r}")
        elif where in places[1:] and NEAR.search(secret):
            bad("landing-witness-away", f"npc {n.get('name')} is at {where!r}, not at the lander at {landing!r}, "
                                        f"but their secret keeps them there: {secret[:110]!r}")
    for f in trip.get("clues") or []:
        fid = str(f.get("id") or "")
        o = npcs.get(fid.split("-", 1)[1]) if fid.startswith(("lies-", "secret-")) else None
        if o is None or not landing_secret(o.get("secret")):
            continue
        for cl in f.get("clues") or []:
            t = npcs.get(cl.get("at")) if cl.get("kind") == "npc" else None
            if t is not None and not may_know(t, o, landing):
                bad("landing-teller-far", f"{t.get('name')} at {t.get('where')!r} tells {o.get('name')}'s secret "
                                          f"about the landing at {landing!r} ({o.get('name')} is at "
                                          f"{o.get('where')!r}): {str(o.get('secret'))[:80]!r}")

