"""People of a DayTrip: six NPC personas (in order of importance) to pair with stat blocks
(the client: generators/content/client.py; rival crews and factions: content/factions.py).

Paths: <people>/<i>/...
"""

from __future__ import annotations

import re

from ..errors import GrammarError
from ..facts_r28 import manner_symbol
from ..needs import fits
from ..rng import Stream
from .client import party_ages
from .world import EARTH, is_earth
from .look_once import distinct_look
from .class_pick import ONCE, kept_for, role_info
from .disguise import DISGUISE, disguise_class, disguise_secret
from .foil import foiled  # one secret foil of the crew a page (round 34)
from .job_skill import job_skills
from .cast_facts import beast_role, creature_fact, creature_look, grudge, mingles, local_fits, pays, person_facts, role_facts, stranded_classes, key_tier, unheld  # noqa: F401
from ..data import load
from .person_names import DATED_NAMES, _human_given, dated_name, era_name, person_name, visitor_name  # noqa: F401 (API)
from .want_join import LETTERED, lettered, undoubled_want
from .manner_join import undoubled
from .common import (MISSION_SLUGS, Setting, cap, distinct, distinct_manner, distinct_name, gx, gx_about,
                     mission_family)
from .landing_at import at_landing  # whether they are where the lander comes down (round 40)

PEOPLE = 6  # personas per trip, most important first; a trip with N NPCs uses the first N

# The first persona by mission type: (role, tier).
LEAD_ROLES = {
    "Exploration": ("The first local to meet the crew", "professional"),
    "Emergency/Rescue": ("The stranded DayTripper the crew came for", "professional"),
    "Sightseeing/Tourism": ("The loudest of the paying tourists", "mook"),
    "Surveying/Fact-Finding": ("The local who knows the ground", "professional"),
    # the trader who has the maguffin is its keeper (KEEPER_ROLES["trade"]): one seller a trip
    "Acquisition/Trade": ("The go-between who set up the trade", "notable"),
    # the other side's negotiator is at the talks, the maguffin's keeper (KEEPER_ROLES["diplomacy"])
    "Politics/Diplomacy": ("The go-between who arranged the talks", "notable"),
}

# The face of each opposition type: (role, tier).
OPPOSITION_ROLES = {
    "Dangerous People": ("The boss of the local toughs", "notable"),
    "Dangerous Environment": ("A survivor who knows the terrain", "professional"),
    # (cold read r34: "The one who made the dangerous thing" beside a carcass and a split drum of
    # lye, which nobody made: the role says what is true of whoever knows any such thing)
    "Dangerous Object": ("The one who warns people off the dangerous thing", "professional"),
    "Monster/Enemy": ("The monster", "notable"),
    "Rival DayTrippers": ("The rival crew's captain", "notable"),
    "Wildlife/Animals": ("The herd's lead animal", "professional"),
    "Technical Challenges": ("The only mechanic for miles", "professional"),
    "Psychological Challenges": ("Someone here in disguise", "notable"),
    "Flux Storms": ("A storm-chaser", "professional"),
}

# Roles filled by a creature (a stat block of corpora/trip/creatures.json), not a person.
CREATURE_ROLES = {"The monster": "Monster/Enemy", "The herd's lead animal": "Wildlife/Animals",
                  "The pack's lead animal": "Wildlife/Animals",
                  "The animal whose ground this is": "Wildlife/Animals"}

RIDE_HOME = "Someone who wants a ride home"
BYSTANDER = "A bystander who saw too much"
WAITING = "Someone waiting their turn to be heard"  # beside whoever gives a permission
LAWLESS_ROLE = "The one the others listen to"  # the local authority on a world with no law
# Roles always filled by people from Earth (plain human names, whatever the node).
EARTH_ROLES = {
    "The stranded DayTripper the crew came for", "The loudest of the paying tourists", RIDE_HOME,
}

EXTRA_ROLES = (
    ("The local authority", "professional"),
    (RIDE_HOME, "mook"),
    (BYSTANDER, "mook"),
    ("A fixer who can get anything, for a price", "professional"),
)


def _masked(text: str, ctx: dict) -> str:
    """A line's core with the trip's places masked: "owes money to the people who run X" is
    the same line whichever place X is (two NPCs of one page never share it)."""
    places = ctx.get("place")
    for x in sorted(places if isinstance(places, list) else [], key=len, reverse=True):
        text = text.replace(x, "X").replace(cap(x), "X")
    # the line's core, before its tail: one want whether it ends "before the day is out" or not
    return text.split(", ")[0]


def _secret_key(v: str, ctx: dict, taken: set):
    """A secret's key for ``distinct``: its aftermath when someone before took it, else its core."""
    then = secret_then(v)
    return ("then", then) if then and ("then", then) in taken else _masked(v, ctx)


def secret_then(secret: str) -> str | None:
    """The stock aftermath a secret ends on (``#sec_did#, and #sec_then#``: "..., and they
    regret it every day"; ``sec_after``: an aftermath that fits any deed, the only kind after a
    deed that is no wrong, ``sec_odd``), or None: two people of a page never share one (cold read 29)."""
    g = load("grammars/people").rules
    rules = list(g["sec_then"]) + list(g["sec_after"])
    s = (secret or "").rstrip(". ")
    return next((t for t in sorted({r if isinstance(r, str) else r["text"] for r in rules}, key=len, reverse=True)
                 if s.endswith(f", and {t}")), None)


def folk_of(role: str, setting: Setting) -> str:
    """Whether ``role`` is filled by a local of the node or a visitor (from Earth)."""
    if is_earth(role) or setting.natives == "none" or role == OPPOSITION_ROLES[
            "Rival DayTrippers"][0]:
        return "visitor"
    return "local"


def key_local_job(s: Stream, facts: dict, role: str = "The person history depends on"):
    """(class, job) of a node's key local: the class first, among the role's classes that
    fit the world and have a job there (corpora/trip/class_occupations.json), then a job of
    that class, so the Key local line and the NPC's class agree (a notable's: its tier)."""
    classes = next((f["classes"] for v, _, f in load("trip/role_classes").items if v == role), [])
    needs = {v: f.get("_needs") for v, _, f in load("trip/class_needs").items}
    facts = dict(facts, tier="notable")  # the key local's NPC is notable (roles_for)
    jobs = [(v, f["class"]) for v, _, f in load("trip/class_occupations").items
            if fits(f.get("_needs"), facts)]
    ok = [c for c in classes if fits(needs.get(c), facts) and any(c == k for _, k in jobs)]
    if not ok:
        raise GrammarError(f"corpora/trip/class_occupations.json: no job fits {role!r} here")
    cls = s.child("class").choice(ok)
    return cls, s.child("job").choice([v for v, k in jobs if k == cls])


# On a node with no natives (an empty planet, the deep past) everyone is a visitor.
VISITOR_ROLES = {
    "The first local to meet the crew": "The first other visitor the crew meet",
    "The local who knows the ground": "A visitor who has mapped the ground",
    "The local authority": "The self-appointed boss of the other visitors",
    "The go-between who set up the trade": "The go-between, another visitor who knows the trader",
    "The other side's chief negotiator": "The other side's chief negotiator, flown in for the day",
    "The go-between who arranged the talks": "The go-between, another visitor who arranged the talks",
    "The boss of the local toughs": "The boss of a gang of stranded toughs",
    "The warden of the site": "The visitor who has claimed the site",  # no office here: whoever got there first
    "The only mechanic for miles": "A visitor from Earth who can fix machines, the only one for miles",
}

FIRST_VISIT_ROLES = {"The first local to meet the crew": "A newcomer who landed an hour before the crew",
                     "The local authority": "The self-appointed boss of today's newcomers",  # before: none
                     "The warden of the site": "A newcomer who landed an hour before the crew and has claimed the site"}  # r38


def slug_of(role: str) -> str:
    return "monster" if CREATURE_ROLES.get(role) == "Monster/Enemy" else "beast"


def roles_for(mission, setting: Setting, opposition: list[str]) -> list[tuple[str, str]]:
    roles = [(r if setting.facts is None or local_fits(r, setting.facts.facts()) else VISITOR_ROLES.get(r, r), t)
             for r, t in _roles(mission, setting, opposition)]  # a job the world cannot have: a visitor's
    if setting.natives == "none":
        first = setting.facts is not None and setting.facts.before == "none"
        roles = [((first and FIRST_VISIT_ROLES.get(r)) or VISITOR_ROLES.get(r, r), t) for r, t in roles]
    return roles


# A person maguffin's one relation to whoever is with them, a fact of ``maguffin_state``: held
# or hurt, a captor keeps them; hiding or unwilling, a friend shelters them (KEEPER_ROLES).
CAPTIVE = ("held", "hurt")
SHELTERED = ("hiding", "unwilling")

# Who holds the maguffin, by its kind.
KEEPER_ROLES = {"person": "The one keeping the missing DayTripper",
                "view": "The warden of the site", "place": "The warden of the site", "event": "The organiser of the occasion",
                "knowledge": "The one who knows it",
                "made": "The one who knows the ground",  # the crew make it (a survey): no keeper
                # a person who hides or will not leave is kept by nobody: whoever is with them
                "person:hiding": "Sheltering the missing DayTripper",
                "person:unwilling": "The friend the missing will not leave",
                "trade": "The trader who is selling",  # a trade's keeper sells it
                "diplomacy": "The other side's chief negotiator"}  # at the talks (content/talks.py)


def _calling(role: str) -> str:
    """What a role says its person does ("knows the ground" of "The local who knows the
    ground"; the terrain is the ground): two roles of one calling are one role twice."""
    return re.sub(r"\bterrain\b", "ground", role.partition(" who ")[2].lower())


def _roles(mission, setting: Setting, opposition: list[str]) -> list[tuple[str, str]]:
    kind = setting.facts.maguffin if setting.facts is not None else None
    state = setting.facts.maguffin_state if setting.facts is not None else None
    keeper = KEEPER_ROLES.get(f"{kind}:{state}") or (
        KEEPER_ROLES["trade"] if mission.mission_type == "Acquisition/Trade" else
        KEEPER_ROLES["diplomacy"] if mission.mission_type == "Politics/Diplomacy" else
        KEEPER_ROLES["made"] if setting.facts is not None and setting.facts.maguffin_made == "yes" else
        KEEPER_ROLES.get(kind, "The keeper of the maguffin"))
    # one guide a cast (cold read r22, r22-cold-c: "The local who knows the ground" and "The one
    # who knows the ground"): a survivor who knows the terrain, the face of a Dangerous
    # Environment, is the survey's guide, and its lead is then the first local to meet the crew;
    # a made maguffin's other person is then the site's warden
    lawless = setting.facts is not None and setting.facts.law == "none" or \
        (setting.key_person or {}).get("class") == "Politician/Nobility"  # (or a key local runs it)
    # a permission is given by whoever runs the place, never by a private person beside a
    # Mayor (cold read r26: "the one who gives leave" beside the local authority)
    if keeper == KEEPER_ROLES["knowledge"] and setting.facts is not None and setting.facts.maguffin_form == "permission":
        keeper = LAWLESS_ROLE if lawless else EXTRA_ROLES[0][0]
    lead = LEAD_ROLES[mission.mission_type]
    faces = {_calling(OPPOSITION_ROLES[o][0]) for o in opposition if o in OPPOSITION_ROLES} - {""}
    if _calling(lead[0]) in faces:
        lead = (LEAD_ROLES["Exploration"][0], lead[1])
    if keeper == KEEPER_ROLES["made"]:  # the survey's guide meets the crew where they land, and the
        if _calling(keeper) not in faces | {_calling(lead[0])}:  # site's warden gives leave at the site
            lead = (keeper, lead[1])  # (cold read r28: "made there with the leave of" the one who
        keeper = KEEPER_ROLES["place"]  # knows the ground, met only once the crew stood on it)
    tier = "notable" if keeper == KEEPER_ROLES["diplomacy"] else "professional"
    roles = [lead, (keeper, tier)]
    for o in opposition:
        if o in OPPOSITION_ROLES and OPPOSITION_ROLES[o] not in roles:
            roles.append(OPPOSITION_ROLES[o])
    if setting.key_person:
        roles.append((setting.key_person["role"], setting.key_person.get("tier", "notable")))
    first = setting.facts is not None and setting.facts.visits == "none"
    for extra in EXTRA_ROLES:
        if len(roles) >= PEOPLE:
            break
        if lawless and extra[0] == "The local authority" and setting.natives != "none":
            extra = (LAWLESS_ROLE, extra[1])  # no rules and no rulers: nobody holds office
        if extra[0] == keeper:  # the one who gives a permission is already the keeper, and
            extra = (WAITING, extra[1])  # someone waits on them for leave of their own
        if not (first and extra[0] == RIDE_HOME):  # no crew has been here to strand anyone
            roles.append(extra)
    return roles[:PEOPLE]


def _restore(seen: dict[str, set], names: set, state: tuple) -> None:
    """Put the page's drawn parts back as ``state`` had them (in place: draws hold the sets)."""
    for k in seen:
        seen[k].clear()
        seen[k] |= state[0][k]
    names.clear()
    names |= state[1]


def _unsettled(roles: list, out: list, i: int, count: int) -> list:
    """The (role, tier) of the cast's people but the ``i``-th (drawn now) whose class is still
    open: those after them, and those before them (``out``) whose class the cast draws later
    (trip/npcs.py; slip-n-slide audit/502: someone in disguise drawn Government Agent left the
    negotiator met before them only Government Agent, the Politician being the key local)."""
    return [r for j, r in enumerate(roles[:count], 1) if j != i and r[0] not in CREATURE_ROLES
            and not (j < i and (j > len(out) or out[j - 1].get("class") or out[j - 1].get("creature")))]


def people_for(mission, setting: Setting, s: Stream, ctx: dict, opposition: list[str],
               rivals: list[dict], count: int = PEOPLE, taken: set[str] | None = None) -> list[dict]:
    """``count`` personas (name, role, tier, look, manner, want, secret), most important first,
    and the key person the node names when they fall beyond ``count``."""
    out, kp = [], setting.key_person or {}
    # nobody shares a name, a given name or a family name with a rival captain, the client's
    # contact, the key local (the dreamer) or each other (common.distinct_name)
    names = {r["captain"] for r in rivals} | (taken or set())
    seen: dict[str, set] = {"want": set(), "secret": set(), "manner": set(), "look": set()}
    family = mission_family(mission)
    names |= {kp["name"]} if kp else set()  # the node named them first: nobody else takes it
    roles = roles_for(mission, setting, opposition)  # (READER-H: a key local nobody meets)
    foil: list = []  # whether a local on the page already works against the crew (content/foil.py)

    def draw(ps: Stream, i: int, role: str, tier: str) -> dict:
        # their lines name the place they are found at (a tourist travels with the crew)
        ctx_i = ctx if role == LEAD_ROLES["Sightseeing/Tourism"][0] or not ctx.get("_homes") \
            else dict(ctx, place=[ctx["_homes"][i - 1]])
        if role in CREATURE_ROLES:
            beast = ctx["monster"] if CREATURE_ROLES[role] == "Monster/Enemy" else ctx["animal"]
            if CREATURE_ROLES[role] == "Wildlife/Animals":  # a herd's, a pack's or a loner
                role = beast_role(beast)
            weapon = creature_fact(beast)["weapon"]
            return {"name": f"The {beast}", "role": role, "tier": tier,
                        "creature": CREATURE_ROLES[role], "body": "creature", "folk": "creature",
                        **({"weapon": weapon} if weapon else {}),
                        "look": cap(creature_look(ps, beast, ctx)),
                        "manner": "", "want": cap(gx(ps.child("want"), "people",
                                                      f"creature_want_{slug_of(role)}", ctx_i)),
                        "secret": ""}
        folk = folk_of(role, setting)
        if role == OPPOSITION_ROLES["Rival DayTrippers"][0] and rivals:
            name = rivals[0]["captain"]
            names.add(name)
        elif setting.key_person and role == setting.key_person["role"]:
            name = setting.key_person["name"]
            names.add(name)
        elif folk == "visitor":
            name = distinct_name(ps.child("name"), lambda x: visitor_name(setting, x), names, "NPC name")
        else:
            name = distinct_name(ps.child("name"), lambda x: person_name(setting, x), names, "NPC name")
        world = ctx["_world"]
        body = (world.get("body") or "human") if folk == "local" else "human"
        if folk == "visitor" or ctx["_world"]["inhabitants"] == "nobody":
            # visitors from Earth dress and talk like Sacramento in 2017
            look_world = dict(EARTH, maguffin=world["maguffin"], folk="visitor", air=world["air"])
        else:  # a local of the node looks like their own people
            look_world = dict(world, body=body, folk="local")
        pctx = dict(ctx, _world=look_world)
        keeper = "keeper" if role in KEEPER_ROLES.values() or role in (
            "The keeper of the maguffin", VISITOR_ROLES[KEEPER_ROLES["diplomacy"]],
            VISITOR_ROLES["The warden of the site"], FIRST_VISIT_ROLES["The warden of the site"]) or (i == 2 and world.get("maguffin_form") == "permission") else \
            "rival" if role == OPPOSITION_ROLES["Rival DayTrippers"][0] else "other"
        me = dict(person_facts(ps, role, folk, dict(world, party_ages=party_ages(ctx.get("client")))),
                  honest=ctx.get("_honest", "no"), **at_landing(ctx, i))  # (a tourist is of the party's ages)
        # the maguffin's truth, plain, known to every local or hidden (content/maguffin.py)
        me["twist"] = (setting.facts.extra.get("maguffin_twist") if setting.facts is not None else None) or "hidden"
        if role == DISGUISE:
            me["met_client"] = "no"  # their secret is their disguise (content/disguise.py)
        if role == LEAD_ROLES["Emergency/Rescue"][0]:
            me["met_client"] = "no"  # the maguffin themselves: their own secret, not the client's
            # years here (the maguffin's twist, content/maguffin.py): a look long past the barn's kit
            me["years"] = (setting.facts.extra.get("stranded_years") if setting.facts is not None else None) or "no"
            # what they wear, as the maguffin's look said (content/stranded_dress.py)
            me["stranded_dress"] = (setting.facts.extra.get("stranded_dress") if setting.facts is not None else None) or "open"
        p_class = None  # the maguffin's own age and class (one that fits their tier)
        if world.get("maguffin_age") and role == LEAD_ROLES["Emergency/Rescue"][0]:
            held = [kp.get("class")] + [q.get("class") for q in out]
            opts = unheld(stranded_classes(setting.facts.extra["stranded_classes"], tier), held)  # (round 29: not the key local's)
            # nor one the rest of the cast needs (slip-n-slide audit/367: a stranded Soldier, who
            # could be Special Forces, left the boss of the local toughs only Soldier again)
            keep = kept_for(_unsettled(roles, out, i, count), held, kp, world)
            me["age"], p_class = world["maguffin_age"], ps.child("class").choice([c for c in opts if c not in keep] or opts)
        pctx = dict(pctx, _world=dict(pctx["_world"], **me))
        ctx_p = dict(ctx_i, _world=dict(world, body=body, folk=folk, role=keeper, **me,  # wants, secrets
                                        **({"foil": "none"} if foil else {})))
        p = {"name": name, "role": role, "tier": tier, "body": body, "folk": folk,
             "look": distinct_look(ps.child("look"), lambda x: gx(x, "people", "look", pctx), seen["look"]),
             # two people on a page never share a manner (variety: "Polite until money comes
             # up; keeps checking the sky" twice on one trip)
             "manner": distinct_manner(ps.child("manner"), undoubled(lambda x: gx(
                 x, "people", manner_symbol(pctx["_world"]), pctx)), seen["manner"])}  # (manner_join.py)
        if setting.key_person and role == setting.key_person["role"] and \
                setting.key_person.get("class"):
            p["class"] = setting.key_person["class"]  # the class its job was drawn for
            note = setting.key_person.get("note") or ""  # (its words after the name: a dreamer
            # called Singer is no singer, slip-n-slide audit/770 of algorithm 29)
            note = note[len(kp_name):] if (kp_name := setting.key_person.get("name") or "") and note.startswith(kp_name) else note
            if craft := job_skills(note):  # and the skill it names
                p["skill"] = list(craft)  # (an actor acts: cold read 37 j, content/job_skill.py)
        if role == DISGUISE and (cls := disguise_class(ps.child("class"), role, tier, world, ONCE + kept_for(_unsettled(
                roles, out, i, count), [kp.get("class")] + [q.get("class") for q in out], kp, world))):  # (none the cast holds or another
            # role needs: content/class_pick.py kept_for, round 29; a Celebrity a later role may need)
            p["class"] = cls  # who they really are: their secret says it
        if p_class:  # the job the maguffin's line gives them (its skill), and a stowaway is no crew (r36)
            ex = setting.facts.extra
            p.update({"class": p_class, **({"skill": ex["stranded_skill"]} if ex.get("stranded_skill") else {}),
                      **({"crew": False} if ex.get("stranded_crew") == "no" else {})})
        for f in ("want", "secret"):
            sym = f
            if role == LEAD_ROLES["Sightseeing/Tourism"][0]:
                sym = f"{f}_tourist"  # a paying tourist wants tourists' things
            elif role == LEAD_ROLES["Emergency/Rescue"][0]:
                sym = f"{f}_stranded"  # the maguffin themselves
            elif keeper == "rival":
                sym = f"{f}_rival"  # the captain's want and secret say the crew's purpose (rival_why)
            elif role == BYSTANDER and f == "secret" and me["met_client"] != "yes":
                sym = "secret_bystander"  # what they saw, said (cold read 45: "saw too much", saw what?)
            elif role == RIDE_HOME and f == "want":
                sym = "want_ride_home"  # their role is what they want (cold read: an exam)
            elif f == "want" and role == KEEPER_ROLES["person"] and world.get("maguffin_state") in CAPTIVE:
                sym = "want_captor"  # a captor's want says why they hold them (cold read 24: D, f)
            elif me["side"] == "foe" and f == "want":
                sym = "want_foe"  # the clock's villain has a reason to work against the crew
            if f == "secret" and me["met_client"] == "yes" and sym in ("secret", "secret_tourist"):
                sym = "secret_client" + sym[6:]  # how they met the client: the fact, said
            ctx_f = ctx_p if f == "want" else dict(ctx_p, _world=dict(ctx_p["_world"], paid=pays(p["want"]),
                                                                      grudge=grudge(p["want"]), mingles=mingles(p["want"])))
            if f == "secret" and role == DISGUISE:  # what they pose as, who they really are
                p[f] = disguise_secret(ps.child(f), p.get("class"), ctx_f)
                continue
            make = (lambda x, f=f, sym=sym, ctx_f=ctx_f: (
                gx(x, "people", sym, ctx_f) if sym != f else gx_about(x, "people", f, family, ctx_f)))
            if f == "secret" and (p.get("class") in LETTERED or set(LETTERED) & set(role_info(role).get("classes") or ())):
                make = lettered(make)  # a Physicist who cannot read (want_join.py), or a role that may be one
            p[f] = distinct(ps.child(f), undoubled_want(make) if f == "want" else make,
                seen[f], f, tries=6, strict=False, key=lambda v, f=f: _secret_key(v, ctx, seen[f]) if f == "secret"
                else _masked(v, ctx))
            if f == "secret" and (then := secret_then(p[f])):
                seen[f].add(("then", then))  # nobody after them ends a secret the same way
        foil.extend([p["name"]] if foiled(p.get("want"), p.get("secret")) else [])
        p["met_client"], p["age"] = me["met_client"] == "yes", me["age"]  # their secret says how
        return p

    for i, (role, tier) in enumerate(roles[:count] + [r for r in roles[count:] if r[0] == kp.get("role")], 1):
        ps = s.child(i)
        if "/reroll/" not in ps.path:
            out.append(draw(ps, i, role, tier))
            continue
        # `daytrip reroll` of this one: it avoids the names, looks, manners, wants and secrets
        # drawn before it, and the others after it see what the original drew, so they are
        # kept whole (tests/test_merge13.py; round 20: a freed habit changed the next manner)
        before = ({k: set(v) for k, v in seen.items()}, set(names))
        was = draw(Stream(ps.seed, ps.path.split("/reroll/")[0], algorithm=ps.algorithm, log=[]), i, role, tier)
        after = ({k: set(v) for k, v in seen.items()}, set(names))  # as the original left them
        _restore(seen, names, before)
        out.append(dict(draw(ps, i, role, tier), _was=was["manner"]))  # (for a tweak's manner)
        _restore(seen, names, after)
    return out
