"""A look that fits the stat block (cold read r24, issue 10: "stiff in every joint" on a
dancer, frail on a labourer, a tremor on a surgeon).

The stat block is rolled after content drew the NPC's look, so once it is known the NPC's
body facts are read off it (corpora/trip/body_needs.json): ``agile`` when a skill or the job
asks a sound body, ``steady`` when one asks a steady hand. A piece of the look whose line
needs the fact unset (corpora/grammars/people.json: "stiff in every joint", "stooped", "a
limp they lie about" need ``agile != yes``; "a tremor ..." needs ``steady != yes``) is drawn
again from the same rule, among the lines whose needs fit the person and that no other look on
the page already shows, on the NPC's own stream (``<npc>/look_fit``).
"""

from __future__ import annotations

import re

from ..content.world import EARTH
from ..data import load
from ..memo import rx
from ..needs import fits
from ..rng import Stream

# the rules of corpora/grammars/people.json whose lines make up a look, one piece each
LOOK_RULES = ("build", "feature", "alien_age", "alien_mark", "robot_trait", "age_look", "body_trait")
AGE_RULES = ("alien_age", "age_look")
# the rules only a human look draws from, and those only another body's does (people.json's look
# lines: "#age_look#, #build#, with #hair# and #feature#" against "#alien_age#, ..., #alien_mark#"):
# a line both share ("a limp they lie about") is drawn again from the rule of the person's own body
# (round 25: a feathered local's limp came back as "a scar through one eyebrow", from feature)
HUMAN_RULES = ("feature", "age_look")
OTHER_RULES = ("alien_age", "alien_mark", "robot_trait", "body_trait")


def body_facts(skills: list[str], job: str, stats: dict | None = None) -> dict[str, str]:
    """{"agile": yes|no, "steady": yes|no} for an NPC's skill names and the words of their job,
    and "strong": yes|no for their ``stats`` (MIGHT 3 or more and no stat above it: round 34,
    a frail grandparent with MIGHT 4 and Gymnastics +2)."""
    out = {}
    if stats:
        might = stats.get("MIGHT") or 0
        out["strong"] = "yes" if might >= 3 and might >= max(stats.values()) else "no"
    for fact, _, f in load("trip/body_needs").items:
        by_skill = any(n == s or n.partition(":")[0] == s for n in skills for s in f.get("skills") or [])
        by_job = any(rx(rf"\b{re.escape(w)}", re.I).search(job or "") for w in f.get("jobs") or [])
        out[fact] = "yes" if by_skill or by_job else "no"
    return out


def _lines(rule: str) -> list[tuple[str, tuple | None]]:
    """(text, parsed needs or None) of each line of a people.json rule."""
    g = load("grammars/people")
    texts = g.rules.get(rule, [])
    return list(zip(texts, g.rule_needs.get(rule) or (None,) * len(texts)))


def refit_look(look: str, person: dict, world: dict | None, body: dict[str, str], stream: Stream,
               taken: set) -> str:
    """``look`` with each piece that contradicts ``body`` drawn again (see the module doc);
    ``taken``: the other looks on the page (no line of theirs is drawn)."""
    if not look:
        return look
    folk = person.get("folk") or "local"
    base = dict(EARTH, air=(world or {}).get("air", "breathable")) if folk == "visitor" or world is None \
        else dict(world, body=person.get("body") or "human")
    plain = dict(base, age=person.get("age") or "adult", folk=folk)
    facts = dict(plain, **body)
    other = HUMAN_RULES if facts.get("body", "human") != "human" else OTHER_RULES
    for rule in (r for r in LOOK_RULES if r not in other):
        lines = _lines(rule)
        for text, needs in lines:
            # only a piece the stat block rules out: one that fits without the body facts (a
            # line of the person's own facts the content knew, "in a hurry" of a quick pace or
            # "a council badge" of an office, stays as drawn; round 34)
            if "#" in text or not needs or fits(needs, facts) or not fits(needs, plain):
                continue
            at = look.lower().find(text.lower())
            if at < 0:
                continue
            page = " | ".join(sorted(x for x in taken if x)).lower()  # the other looks on the page, whole
            pool = [(t, n) for t, n in lines if "#" not in t and t.lower() not in look.lower()
                    and t.lower() not in page and fits(n, facts)]
            if rule in AGE_RULES:  # an age band's own line keeps the age ("old enough to be called elder")
                pool = [x for x in pool if x[1] is not None] or pool
            pool = [t for t, _ in pool]
            if not pool:
                continue
            new = stream.child(rule).choice(pool)
            stream.note("a look that fits the stat block", f"{text} -> {new} ({', '.join(f'{k}: {v}' for k, v in sorted(body.items()))})")
            if at == 0:
                new = new[:1].upper() + new[1:]
            look = look[:at] + new + look[at + len(text):]
    return look
