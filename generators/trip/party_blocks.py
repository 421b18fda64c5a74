"""A tourism job's other paying tourists as the GM runs them: each one the party counts past the
loudest (an NPC of the cast) gets who they are in a few words and a stat block, the rules' NPC
stats for a Tourist (a mook, CP-exact like every NPC: generators/rules/npc.py), so every tourist
a missed roll harms can be played (cold read r40, aspen-3: "Stat blocks for Cree Cocteau and
Dallas Genet. Only Adel has one, yet every missed roll harms 'one tourist'"; cinder-7: "Stat blocks
for Bryan Kerouac, Sydney Valéry and Willy Dunbar"). Who each is fits how the party got its seats
(world.seats: a club's own members, a teacher's old class) and the party's ages (the client's
``party_ages``): corpora/trip/tourist_whats.json.

Paths under the trip's stream: ``tourist/<k>/{age,who}`` and ``tourist/<k>`` (the k-th tourist past the
loudest: the rules' NPC's own rolls, in the trip's roll log)."""

from __future__ import annotations

from ..content.cast_facts import AGE_WEIGHTS
from ..content.client import party_ages
from ..data import load
from ..rng import Stream
from ..rules.npc_buy import key_skills
from ..rules.npc_data import _classes, _designations
from . import base
from .cast import adapt, fit_kit, roll_fitting, role_skill, trade_names
from .npc_honest import told
from .party import _pointed
from .npcs import _from_npc, _no_boosts, _one_stat, _page_npc, _refit_notes, _renamed_rolls

LOUD = "The loudest of the paying tourists"  # the role whose home (Earth) the party shares
CLASS, TIER = "Tourist", "mook"  # the rules' class for a paying passenger; the loudest's tier
WHERE = "Travelling with the crew, from the barn onward"


def others(world: dict | None, npcs) -> list[str]:  # (world: the trip's JSON ``world``)
    """The party's names past the loudest tourist (an NPC of the cast): world.party_names from
    the front, as the start and the party row name them (trip/party.py)."""
    n = int((world or {}).get("party") or 0)
    loud = any(getattr(x, "role", None) == LOUD for x in npcs)
    return list((world or {}).get("party_names") or [])[:n - 1 if loud else n]


def party_blocks(s: Stream, trip_world: dict | None, world: dict | None, honest: str, npcs,
                 client: str | None, why: str = "", systems: tuple = ()) -> list[dict]:
    """Each other tourist of the party: name, age, who (a few words), where, and the rules' stat
    block (stats, skills, items, odds, harm, class, tier), with the block's rolls under "rolls".
    ``trip_world``: the trip's JSON ``world`` (the party's count and names); ``world``: its facts
    (with the node's ``honest``) the lines and skills fit; ``client``: its full name, whose
    ``party_ages`` the tourists keep to; ``why``: the maguffin's Why, whose "X, one of the
    tourists, is a travel writer" says who X is (trip/party.py ``_pointed``: the party row's words)."""
    names = others(trip_world, npcs)
    if not names:
        return []
    roll_npc = base._optional("rules.npc", "roll_npc")
    fixed = {sk["name"]: sk["stat"] for n in npcs for sk in n.skills}  # one stat per skill on a page
    ages = party_ages(client) or ["young", "adult", "old"]
    whats = load("trip/tourist_whats")
    out, used = [], set()
    for k, name in enumerate(names, 1):
        ns = s.child("tourist", k)
        age = ns.child("age").weighted([(a, AGE_WEIGHTS[a]) for a in ages])
        facts = dict(world or {}, age=age)
        pool = [whats.items[j][0] for j in whats.fitting(facts) if whats.items[j][0] not in used] \
            or [v for v, _, _ in whats.items if v not in used]
        who = ns.child("who").choice(pool)
        said = _pointed(name, why)
        if said != name:  # "Kaari Wilbur (a travel writer: see Why)": the block says the same
            who = said[len(name) + 2:-1].removesuffix(": see Why")
        used.add(who)
        block = {"name": name, "age": age, "who": who, "where": WHERE, "class": CLASS, "tier": TIER}
        if roll_npc is not None:
            block.update(_rules_block(roll_npc, ns, name, world, npcs, fixed, honest, systems))
        out.append(block)
    return out


def _rules_block(roll_npc, ns: Stream, name: str, world: dict | None, npcs, fixed: dict, honest: str,
                 systems: tuple = ()) -> dict:
    """The rules' NPC for one tourist, fitted to the page as trip/npcs.py fits the cast's."""
    obj, facts = roll_fitting(roll_npc, ns, TIER, name, LOUD, world, cls=CLASS, met=tuple(npcs), crew=False)
    for sk in obj.skills:  # the page's one stat per skill, where the rules allow it
        if fixed.get(sk.name, sk.stat) in sk.stats:
            sk.stat = fixed.get(sk.name, sk.stat)
    f = _from_npc(obj)
    bought = [i["name"] for i in f["items"]]
    owners = [i.skill for i in obj.items]
    keys = key_skills(_classes()[obj.cls], _designations().get(obj.designation), ())
    f = adapt(f, owners, told(facts, honest), keys, trade_names(obj))
    f = fit_kit(role_skill(f, owners, LOUD, facts, obj.cls), facts)
    f["rolls"] = _renamed_rolls(f["rolls"], bought, [i["name"] for i in f["items"]])
    _one_stat(f, fixed)
    page = _page_npc(obj, f, owners)
    f["odds"] = _from_npc(page)["odds"]
    f["rolls"] = [_no_boosts(ns.path)] + f["rolls"] + _refit_notes(obj, f, ns.path)
    if systems:  # the block in the other systems too, as every NPC's (``--system``)
        from ..systems import conversions

        f["conversions"] = conversions(page, systems)
    return {"stats": f["stats"], "skills": f["skills"], "items": f["items"], "odds": f["odds"],
            "harm": f["harm"], "fame": f["fame"], "rank": f["rank"] or None, "cp": obj.cp_spent,
            "rolls": f["rolls"], **({"conversions": f["conversions"]} if f.get("conversions") else {})}
