"""The consistency audit's round-15 cast rules (generators/trip/consistency.py runs them;
tests/test_r15_cast.py feeds each a contradicting trip).

- ``cast-shared-name``: two people of one page (the NPCs, the client's contact, the rival
  captains) share a given name or a family name ("Yüksel Cussler" beside "Yüksel Sandburg";
  the rival captain "Darian Pirandello" beside the key local "Valentine Pirandello"): the
  names are drawn without replacement of either part (content/common.distinct_name).
- ``dreamer-job-class``: an ordinary dreamer's job in the dream line ("Fernando Koltès, an
  insulation worker in Galt") is not a job of the class their NPC card says (Amateur
  Explorer): the job is drawn with its class (corpora/trip/class_occupations.json).
- ``dreamer-barn-crew``: the dreamer (or the writer their readers imagine) carries a SlipShip
  crew post or the barn's survival suit ("Gonzo Writer, Research crew", an Automated Survival
  Suit): a dreamer is nobody's crewmember (role_classes "crew": false).
- ``visitor-has-local-line``: a visitor from Earth (a rival's captain, a tourist, a newcomer)
  has a want or secret that only a local of the node can have, a line of corpora/grammars/
  people.json that ``needs`` "folk: local" ("Swapped two babies at the zeppelin yard, long
  ago", "Is much older than they look, and remembers the marsh before it had a name", "To see
  what the crew's world looks like").
- ``authority-leaves-home``: one who holds office here wants a line that ``needs``
  "authority: no" ("To go home with the survey officer, and never come back").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load

RULES = ("cast-shared-name", "dreamer-job-class", "dreamer-barn-crew", "visitor-has-local-line",
         "authority-leaves-home")

DREAMER_ROLES = ("The dreamer, as they appear in their own world",
                 "The writer, as their dreamers imagine them")
PLAIN = re.compile(r"^[^,]+, an? (.+?) (?:from|in) [A-Z]")


def _parts(name: str) -> tuple[str, str] | None:
    words = re.sub(r'"[^"]*"', " ", name).replace("Dr. ", " ").split()
    words = [w.split("-")[0] if re.fullmatch(r"[^-]+-\d+", w) else w for w in words]
    return (words[0], words[-1]) if len(words) >= 2 else None


def page_names(trip: dict) -> list[tuple[str, str]]:
    """(where, name) of every person the page names: NPCs (not creatures), the client's
    contact, the rival crews' captains."""
    out = [(f"npc/{n['name']}", n["name"]) for n in trip.get("npcs") or [] if n.get("folk") != "creature"]
    out += [("client/Contact", d["text"]) for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    out += [(f"rivals/{r.get('name')}", d["text"]) for r in trip.get("rivals") or []
            for d in r.get("details") or [] if d.get("label") == "Captain"]
    return out


def _shared_name(trip: dict, bad) -> None:
    seen: dict[str, str] = {}
    done: set[str] = set()
    for where, name in page_names(trip):
        p = _parts(name)
        if p is None or name in done:  # the rival captain is an NPC too: one person
            continue
        done.add(name)
        for part in dict.fromkeys(p):
            other = seen.get(part)
            if other is not None and other != name:
                bad("cast-shared-name", f"{where}: {name!r} shares {part!r} with {other!r}")
            seen.setdefault(part, name)


def _dreamer(trip: dict, world: dict, bad) -> None:
    cards = [n for n in trip.get("npcs") or [] if n.get("role") in DREAMER_ROLES]
    for n in cards:
        cls = (n.get("class") or "").split(", ")[0]
        if ", " in (n.get("class") or "") or any(i.get("name") == "Automated Survival Suit" for i in n.get("items") or []):
            bad("dreamer-barn-crew", f"npc/{n['name']}: the dreamer is carded {n.get('class')!r} "
                f"with {[i.get('name') for i in n.get('items') or []]}")
        m = PLAIN.match(world.get("dreamer") or "")
        if m and n["role"] == DREAMER_ROLES[0]:
            jobs = {v: f["class"] for v, _, f in load("trip/class_occupations").items}
            if jobs.get(m.group(1)) != cls:
                bad("dreamer-job-class", f"npc/{n['name']}: the dream says {m.group(1)!r}, "
                    f"the card says {cls!r}")


@lru_cache(maxsize=None)
def lines_needing(key: str, value: str) -> tuple[re.Pattern, ...]:
    """The want and secret lines of corpora/grammars/people.json that need ``key: value``,
    as patterns of a line's start (a #slot# matches any words)."""
    g = load("grammars/people")
    out = []
    for rule, items in sorted(g.rules.items()):
        if not rule.startswith(("want", "secret", "sec_")):
            continue
        for text, needs in zip(items, g.rule_needs.get(rule) or ()):
            if needs and ("set", key, True, frozenset({value})) in needs:
                parts = re.split(r"#[^#]+#", text)
                out.append(re.compile("^" + ".+?".join(re.escape(x) for x in parts), re.I))
    return tuple(out)


@lru_cache(maxsize=None)
def authority_roles() -> frozenset:
    """The roles that hold office (corpora/trip/role_classes.json ``authority``)."""
    return frozenset(v for v, _, f in load("trip/role_classes").items if f.get("authority"))


def _role_lines(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        lines = [n.get("want") or "", n.get("secret") or ""]
        if n.get("folk") == "visitor":
            for pat in lines_needing("folk", "local"):
                if any(pat.match(x) for x in lines):
                    bad("visitor-has-local-line", f"npc/{n['name']} ({n['role']}), a visitor: "
                        f"{next(x for x in lines if pat.match(x))!r}")
        if n.get("role") in authority_roles():
            for pat in lines_needing("authority", "no"):
                if any(pat.match(x) for x in lines):
                    bad("authority-leaves-home", f"npc/{n['name']} ({n['role']}): "
                        f"{next(x for x in lines if pat.match(x))!r}")


def check_r15cast(trip: dict, world: dict, every, bad) -> None:
    _shared_name(trip, bad)
    _dreamer(trip, world, bad)
    _role_lines(trip, bad)
