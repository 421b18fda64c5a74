"""The consistency audit's rules about who lives on the node, who rules it and what its own
lines say of each other (generators/trip/consistency.py runs them; the word rules for the
same facts are in corpora/trip/consistency_words.json: empty-people, intel-*):

- ``line-clash``: no two lines of a trip state what the other breaks (corpora/trip/
  line_clashes.json; cold read 8: "nobody may light another" fire and forges, "their trails
  are the only roads" and "towns linked by busy roads", one ocean and continents).
- ``rulers-in-names``: an Alternate Earth's places name only the institutions of its own
  government (the ``rulers`` fact; velvet-drum: "run by a very cautious world committee"
  and "the Zeppelin Yard of the Triumvirate", "The Party's Bank"); the institutions are the
  places grammar's ``alt_org`` rules, read with their needs.
- ``empty-world-office``: on a world nobody lives on, whoever holds the maguffin's site (a
  view's or a place's warden) holds no government's office there: no Government Agent, no
  Political or Secret rank (amber-owl, tin-harbour: a warden who "decides who goes in" with "Civic
  Office", "Cell Leader" where "Nobody to enforce anything"); visitors from home may.
- ``locals-look``: a local's look does not contradict their people's one look (the Locals
  line): glassy people are "grey and translucent", not "Colours that shift with their mood"
  (corpora/lists/alien_bodies.json ``not``: the look words each body description rules out).
- ``faction-children``: a faction of a people who have no children (robots who built
  themselves) is not "curious and chatty, but their children are not" (cold read 11).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.people import FIRST_VISIT_ROLES, KEEPER_ROLES, VISITOR_ROLES
from ..data import load
from ..needs import fits
from .consistency_threads import RULES as THREAD_RULES, check_threads

RULES = ("line-clash", "rulers-in-names", "empty-world-office", "locals-look",
         "faction-children") + THREAD_RULES


@lru_cache(maxsize=None)
def clashes() -> tuple[tuple[str, re.Pattern, re.Pattern, str, bool], ...]:
    return tuple((v, re.compile(f["one"], re.I), re.compile(f["other"], re.I), f["why"], f.get("within") == "scene")
                 for v, _, f in load("trip/line_clashes").items)


SCENE = re.compile(r"^scene/(\d+)/")


def _apart(a: str, b: str) -> bool:
    """Whether two lines are at two different scenes of the map (a way round one trouble and
    a way past another: "keep talking" through scene 1's fog, "only by hand signs" past scene
    2's echo, slip-n-slide audit/16 of algorithm 28, are no clash)."""
    m, n = SCENE.match(a), SCENE.match(b)
    return bool(m and n and m.group(1) != n.group(1))


@lru_cache(maxsize=None)
def institutions() -> tuple[tuple[str, tuple | None], ...]:
    """(name, needs) of the institutions an Alternate Earth's places are named after."""
    g = load("grammars/places")
    return tuple(zip(g.rules["alt_org"], g.rule_needs["alt_org"]))


OFFICE_TRACKS = ("Political", "Secret")


def _clash(every, bad) -> None:
    for name, one, other, why, within in clashes():
        said = [(w, m.group(0)) for w, t in every for m in [one.search(t)] if m]
        if not said:
            continue
        for where, t in every:
            m = other.search(t)
            # "within": a clash at one trouble, beside a line of this scene or of none
            near = [s for s in said if not (within and _apart(s[0], where))] if m else []
            if near:
                bad("line-clash", f"{where}: {m.group(0)!r} beside {near[0][0]}: {near[0][1]!r} ({why})")


def _rulers(trip: dict, world: dict, facts: dict, bad) -> None:
    if world.get("family") != "alternate":
        return
    names = [x["name"] for x in trip["locations"]]
    for org, needs in institutions():
        if fits(needs, facts):
            continue
        pat = re.compile(rf"\b(of the {re.escape(org)}|{re.escape(org)}'s?)\b")
        for nm in names:
            if pat.search(nm):
                bad("rulers-in-names", f"{nm!r} under {world.get('rulers')} rulers")


def _office(trip: dict, world: dict, bad) -> None:
    if world.get("inhabitants") != "nobody":
        return
    titles = {t for v, _, f in load("lists/ranks").items if v in OFFICE_TRACKS for t in f["titles"]}
    # the one who holds a site (a view's or a place's warden), not a trader or a visiting spy
    wardens = {KEEPER_ROLES["view"], KEEPER_ROLES["place"]}
    keepers = wardens | {VISITOR_ROLES.get(r, r) for r in wardens} | {FIRST_VISIT_ROLES.get(r, r) for r in wardens}
    for n in trip["npcs"]:
        if n["role"] not in keepers:
            continue
        rank = (n.get("rank") or "").split(" (")[0]
        if "Government Agent" in (n.get("class") or "") or rank in titles:
            bad("empty-world-office", f"npc/{n['name']}: {n.get('class')}, {n.get('rank')} on a "
                                      f"world nobody lives on")


def _looks(trip: dict, world: dict, bad) -> None:
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    said = d.get("Locals") or ""
    for v, _, f in load("lists/alien_bodies").items:
        if not f.get("not") or not any(x in said for x in [v, *f.get("more", ())]):
            continue
        pat = re.compile(f["not"], re.I)
        for n in trip["npcs"]:
            if n.get("folk") == "local":
                m = pat.search(n.get("look") or "")
                if m:
                    bad("locals-look", f"npc/{n['name']}: {m.group(0)!r}, and their people are {v!r}")


def check_folk(trip: dict, world: dict, facts: dict, every, bad) -> None:
    _clash(every, bad)
    _rulers(trip, world, facts, bad)
    _office(trip, world, bad)
    _looks(trip, world, bad)
    check_threads(trip, every, bad)  # factions and hooks used; a tour's intel
    if world.get("natives") not in ("human", "alien"):
        for f in trip.get("factions") or []:
            said = " ".join(d["text"] for d in f.get("details") or [])
            if re.search(r"\btheir children\b", said, re.I):
                bad("faction-children", f"faction/{f['name']}: children of {world.get('natives')} locals")
