"""How long each of the cast has been on the node (round 41, the per-person fact ``stay``), rolled
from their role before any line about them (content/cast_facts.py ``person_facts``).

Cold reads of round 40: cold40-a-cinder-7, Brianna "came with another outfit's lander, and were
left behind when it slipped home", yet her secret "Moved the viewing spot last year, and the new
one is not safe"; cold40-b-gull-14, Soma, a stranded grad student who "came on a cheap outfit's
lander that never came back for them", with the secret "Has never actually seen the dance, only
sold tickets to it". A person stranded by a lander, a paying tourist, the rival crew's captain, the
stranded DayTripper a rescue came for (unless their truth says they have been here for years) and a
visitor on a node nobody from off it has reached before are ``new``: here today, or lately; anyone
else (a local, a visitor settled where crews come) is ``long``. The secrets of grammars/people.json
that need a long stay (moved the viewing spot last year, sold tickets to it, led tours here, has
skimmed the takings for years) need ``stay: long``."""

from __future__ import annotations

RIDE_HOME = "Someone who wants a ride home"  # (content/people.py RIDE_HOME: stranded by a lander)
NEWCOMERS = (RIDE_HOME, "The rival crew's captain")
STRANDED = "The stranded DayTripper the crew came for"


def stay_of(role: str, folk: str, world: dict, party: bool, past: str) -> str:
    """``long`` or ``new`` for one person: ``party`` a paying tourist (role_facts), ``past`` the
    person's own fact (content/cast_facts.py past_of: ``none`` for a newcomer on a first visit)."""
    if role == STRANDED:
        return "long" if world.get("stranded_years") == "yes" else "new"
    if role in NEWCOMERS or party or past == "none":
        return "new"
    return "long"
