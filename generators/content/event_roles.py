"""Who an event's line casts in a second job against the crew: the blackmailer of a Must be Kept
Secret ("#npc2# recognises the crew's ship and threatens to tell everyone unless paid") is never
one who already works against the crew by their role (a foe's role, the captor of the missing
DayTripper): one NPC, one job against the crew (cold read 38 c: a captor who was jailer, rival
and blackmailer at once; audit rule ``npc-opposing-jobs``, trip/consistency_r27roles.py)."""

from __future__ import annotations

from .cast_facts import CAPTOR, role_facts

BLACKMAIL = "recognises the crew's ship and threatens to tell everyone unless paid"


def foes(people: list[dict]) -> list[str]:
    """The names of ``people`` whose role works against the crew already."""
    return [p["name"] for p in people if not p.get("creature")
            and (role_facts(p.get("role") or "")["side"] == "foe" or p.get("role") == CAPTOR)]


def second_not_foe(c: dict, ctx: dict) -> dict:
    """An event's cast ``c`` whose second person (``npc2``, the one a complication's line makes
    the crew's blackmailer) is no foe (ctx ``_foes``): the first other person who is not, when
    there is one, else ``npc`` when they are not."""
    bad = set(ctx.get("_foes") or ())
    if c.get("npc2") not in bad:
        return c
    other = next((n for n in ctx.get("npcs") or [] if n not in bad and n != c.get("npc")), None)
    if other is None and c.get("npc") and c["npc"] not in bad:
        # the only one who is no foe is ``npc`` itself: the two trade places (no Must be Kept
        # Secret line names ``#npc#``, events.json must_be_secret), never the captor as the
        # blackmailer (slip-n-slide audit/655: the captor and the local authority, nobody else)
        return dict(c, npc=c["npc2"], npc2=c["npc"])
    if other is None:  # everyone who could be named works against the crew already: the secret is
        # kept from someone unnamed, never by a named foe's blackmail (fact ``blackmail: none``;
        # slip-n-slide audit/871 of algorithm 34: the captor and a foe in disguise, nobody else)
        return dict(c, _world=dict(c.get("_world") or {}, blackmail="none"))
    return dict(c, npc2=other)


def blackmailers(events: list[dict], names: list[str]) -> tuple[str, ...]:
    """The names of ``names`` an event's line made the crew's blackmailer (a Must be Kept
    Secret's "X recognises the crew's ship and threatens ..."): a job against the crew already,
    so no character tweak makes them the crew's competitor too (content/tweaks_for.py reads
    them as ``side: foe``; round 28, leftover: a blackmailer who was also "in a competition")."""
    text = "\n".join(str(e.get("text") or "") for e in events)
    return tuple(n for n in names if f"{n} {BLACKMAIL}" in text)
