"""The one fact of "Someone here in disguise" (the face of Psychological Challenges): what they
pose as and who they really are, drawn before their lines so their secret says both (cold read
r23: a person labelled "Someone here in disguise" whose lines never mention a disguise).

Their class is settled here, among the role's classes that fit their world (content/class_pick.py
class_for, the same choice the cast would make), because who they really are is their class:
an agent, a famous performer, a writer; the cast then rolls their stat block in that class."""

from __future__ import annotations

from ..rng import Stream
from .class_pick import class_for, home_facts
from .common import gx

DISGUISE = "Someone here in disguise"


def disguise_class(s: Stream, role: str, tier: str, world: dict, used: tuple = ()) -> str | None:
    """The class the disguised person really has (None: none fits, the cast draws one); one
    the cast has settled already (``used``: the key local's, the dreamer's) last."""
    return class_for(s, role, home_facts(role, world), tier=tier, used=used)


def really_symbol(cls: str | None) -> str:
    """The grammar symbol (corpora/grammars/people.json) of who someone of ``cls`` really is."""
    slug = (cls or "").lower().replace("/", "_").replace(" ", "_")
    known = ("government_agent", "celebrity_entertainer", "gonzo_writer")  # the role's classes
    # that rank_fits lets it have (a Politician's rank needs an office); any other, or none, is
    # there to watch the strangers: an agent's truth (the audit found no other drawn in 5,000 runs)
    return f"disguise_really_{slug}" if slug in known else "disguise_really_government_agent"


def disguise_secret(s: Stream, cls: str | None, ctx: dict) -> str:
    """"Poses as <a cover that fits their folk and world>, and is really <their class's truth>"."""
    really = gx(s.child("really"), "people", really_symbol(cls), ctx)
    return gx(s, "people", "secret_disguise", dict(ctx, really=really))
