"""The DayTrip: one Big Board mission made runnable at the table.

A DayTrip assembles, for one mission: a teaser, the mission type and goal, the node (type,
slip type, details), the vectors of slip with a plain-words reading of each distance, the
opposition, 2-4 surrealism tweaks aimed at this trip's own places, people and things,
Mission Aspects (optional), 3-6 NPCs with stat blocks and odds, locations, the maguffin,
obstacles and events in time order, the roll log and the command that reproduces it.

It is a plain data object; rendering lives in generators/render/trip.py (text) and
generators/pages.py + templates/ (the site's Markdown).

Parts built by other modules are used when present and replaced by structure-only text
when absent (never None, empty or placeholder text):
  generators.content.content_for(mission, stream)   places, people, maguffin, events, teaser
  generators.npc.roll_npc(stream, tier, name=None)  NPC stat blocks
  generators.aspects.attach_aspects(m, stream, crew=) Mission Aspects

Paths, under the mission's stream (``board/1/mission/<i>`` in a campaign, ``trip/<i>``
for ``daytrip roll trip``), each part its own child stream:
  <mission>/type, node, vectors, distance/...   the mission (generators.board)
  <mission>/aspects                             Mission Aspects
  <mission>/opposition                          1d9 opposition type (without aspects)
  <mission>/content                             content_for
  <mission>/npcs/count                          1d4+2 NPCs
  <mission>/npc/<k>                             the k-th NPC
  <mission>/tweaks/count                        1d3+1 tweaks
  <mission>/tweak/<k>                           the k-th tweak (kind, target, tweak)
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .board import Mission, roll_mission
from .data import load
from .errors import DaytripError
from .resolution import success_chance
from .rng import Roll, Stream
from .tweaks import Tweak, roll_tweak

STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
ODDS_DLS = (2, 3, 4, 5, 6)
TIERS = ("mook", "professional", "notable", "legend")  # lists/npc_tiers


def _optional(module: str, name: str):
    """``generators.<module>.<name>`` if that part has been built, else None."""
    try:
        mod = importlib.import_module(f"{__package__}.{module}")
    except ModuleNotFoundError as e:
        if e.name != f"{__package__}.{module}":
            raise
        return None
    return getattr(mod, name, None)


def _as_dict(obj: Any) -> dict:
    if obj is None:
        return {}
    if isinstance(obj, dict):
        return obj
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    return {}


def _text(value: Any) -> str:
    """A one-line string for a slot, or "" when the value is missing or not text."""
    if value is None or isinstance(value, (dict, list, tuple, bool)):
        return ""
    text = " ".join(str(value).split())
    return "" if text in ("None", "null") else text


def _first(d: dict, *keys: str) -> str:
    for k in keys:
        t = _text(d.get(k))
        if t:
            return t
    return ""


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _a(text: str) -> str:
    """``text`` with its indefinite article (our own labels only: a vowel takes "an")."""
    return f"an {text}" if text[:1].lower() in "aeiou" else f"a {text}"


@lru_cache(maxsize=4096)
def pct(p: Fraction) -> str:
    """A probability as a whole percentage, rounded half up, with <1% and >99% kept honest."""
    if p == 0:
        return "0%"
    if p == 1:
        return "100%"
    n = int(p * 100 + Fraction(1, 2))
    n = min(max(n, 1), 99)
    return f"{n}%"


# --- the parts ------------------------------------------------------------------------------


@dataclass
class TripNPC:
    key: str  # the anchor on the trip page: npc-1 ...
    name: str
    role: str
    tier: str
    look: str
    manner: str
    want: str
    secret: str
    stats: dict[str, int]
    skills: list[dict]  # {name, stat, level}
    items: list[dict]  # {name, level}
    odds: list[dict]  # {action, dice, modifier, chances: {DL: "NN%"}}
    conversions: dict = field(default_factory=dict)
    fame: int = 0
    rank: str = ""
    cls: str = ""  # class (and crew designation) from generators.npc
    where: str = ""  # where the crew finds them (content)
    harm: str = ""  # how much harm it takes
    source: str = "fallback"
    rolls: list[Roll] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "role": self.role, "tier": self.tier,
            "look": self.look, "manner": self.manner, "want": self.want, "secret": self.secret,
            "stats": dict(self.stats), "skills": [dict(s) for s in self.skills],
            "items": [dict(i) for i in self.items],
            "odds": [{**o, "chances": dict(o["chances"])} for o in self.odds],
            "fame": self.fame, "rank": self.rank, "class": self.cls, "harm": self.harm,
            "where": self.where,
            "conversions": self.conversions,
            "source": self.source,
        }


@dataclass
class DayTrip:
    seed: str
    version: str
    algorithm: int
    path: str
    number: int | None
    title: str
    teaser: str
    mission: Mission
    client: str
    client_details: list[dict]  # {label, text, gm_only}
    node: dict  # {type, slip_type, summary, slip, at_table, details: [{label, text}]}
    vectors: list[dict]  # {vector, meaning, distance, distance_roll, detail, reading}
    opposition: list[str]
    opposition_source: str  # "aspects" | "rolled"
    aspects: dict | None
    aspects_view: dict | None
    tweaks: list[dict]  # {kind, target, tweak, rule, text, detail, path}
    npcs: list[TripNPC]
    locations: list[dict]  # {name, text}
    maguffin: dict  # {what, why, really}
    obstacles: list[str]
    events: list[dict]  # {when, text}
    complications: list[str] = field(default_factory=list)
    rivals: list[dict] = field(default_factory=list)  # {name, details: [{label, text}]}
    factions: list[dict] = field(default_factory=list)  # {name, details: [{label, text}]}
    command: str = ""
    rolls: list[Roll] = field(default_factory=list)

    @property
    def tags(self) -> list[str]:
        """Material tags for the trip page: node type, mission type, opposition."""
        out = [self.mission.node_type, self.mission.mission_type]
        for o in self.opposition:
            if o not in out:
                out.append(o)
        return out

    def to_dict(self) -> dict:
        m = self.mission
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "number": self.number, "title": self.title,
            "teaser": self.teaser,
            "mission_type": m.mission_type, "mission_label": m.mission_label, "goal": m.goal,
            "clearance_level": m.clearance_level, "job_dl": m.job_dl,
            "node_roll": m.node_roll, "node_mod": m.node_mod, "weirdness": m.weirdness,
            "client": self.client,
            "client_details": [dict(c) for c in self.client_details],
            "node": {**self.node, "details": [dict(d) for d in self.node["details"]]},
            "vectors": [dict(v) for v in self.vectors],
            "opposition": list(self.opposition), "opposition_source": self.opposition_source,
            "aspects": self.aspects, "aspects_view": self.aspects_view,
            "complications": list(self.complications),
            "tweaks": [dict(t) for t in self.tweaks],
            "npcs": [n.to_dict() for n in self.npcs],
            "locations": [dict(x) for x in self.locations],
            "maguffin": dict(self.maguffin),
            "obstacles": list(self.obstacles),
            "events": [dict(e) for e in self.events],
            "rivals": [{"name": r["name"], "details": [dict(d) for d in r["details"]]}
                       for r in self.rivals],
            "factions": [{"name": f["name"], "details": [dict(d) for d in f["details"]]}
                         for f in self.factions],
            "tags": self.tags,
            "command": self.command,
            "rolls": [r.to_dict() for r in self.rolls],
        }


# --- assembly ---------------------------------------------------------------------------------


def _frame(mission: Mission) -> dict:
    for value, _, fields in load("trip/mission_frames").items:
        if value == mission.mission_type:
            return fields
    raise DaytripError(f"corpora/trip/mission_frames.json: no frame for {mission.mission_type!r}")


def _opposition_frames() -> dict[str, dict]:
    return {v: f for v, _, f in load("trip/opposition_frames").items}


def _node_notes(node_type: str) -> dict:
    for value, _, fields in load("trip/node_notes").items:
        if value == node_type:
            return fields
    raise DaytripError(f"corpora/trip/node_notes.json: no notes for {node_type!r}")


def vector_reading(vector: str, distance: str) -> str:
    """What a vector slipped by a distance means at the table, in plain words."""
    for value, _, f in load("trip/vector_readings").items:
        if f.get("vector") == vector and f.get("distance") == distance:
            return value
    raise DaytripError(
        f"corpora/trip/vector_readings.json: no reading for {vector!r} at {distance!r}")


def aspects_view(a) -> dict | None:
    """Mission Aspects as rows a GM reads (same wording as `daytrip roll mission --aspects`),
    the GM-only surprises and the negotiation log."""
    if a is None:
        return None
    from .render import aspects as ra

    rows = [
        {"label": "Pay", "text": ra._pay(a)},
        {"label": "Player rolls", "text": ra._score(a)},
        {"label": "Node", "text": ra._node(a)},
        {"label": "Opposition", "text": ra._list(a.oppositions)},
        {"label": "Perks", "text": ra._list(a.perks)},
        {"label": "Complications", "text": ra._list(a.complications)},
        {"label": "Opposition Level", "text": ra._level(a)},
        {"label": "Odds each round", "text": ra._odds(a)},
    ]
    if a.rounds_capped:
        rows.append({"label": "Note", "text": "a contest reached the round cap; the GM selected."})
    return {
        "rows": rows,
        "surprises": [f"{x['kind']}: {x['value']}" for x in a.surprises],
        "negotiation": [f"{ra._round_line(r)}: {'; '.join(r['effects'])}" for r in a.negotiation],
    }


def _aspects_dict(mission: Mission) -> dict | None:
    a = getattr(mission, "aspects", None)
    return _as_dict(a) if a is not None else None


def _opposition(mission: Mission, aspects: dict | None, s: Stream) -> tuple[list[str], str]:
    if aspects:
        found = aspects.get("opposition") or aspects.get("oppositions") or []
        if isinstance(found, str):
            found = [found]
        names = []
        for o in found:
            name = _text(o if not isinstance(o, dict) else (o.get("type") or o.get("value") or o.get("name")))
            if name and name not in names:
                names.append(name)
        if names:
            return names, "aspects"
    types = load("trip/opposition_frames").values
    r = s.child("opposition").dice(1, len(types), "opposition type (for this trip)")
    r.result = types[r.total - 1]
    return [r.result], "rolled"


def _content(mission: Mission, s: Stream, opposition: list[str], count: int) -> tuple[dict, list]:
    """generators.content's TripContent as a dict (and its rolls), or ({}, [])."""
    content_for = _optional("content", "content_for")
    if content_for is None:
        return {}, []
    c = content_for(mission, s.child("content"), opposition=list(opposition), npc_count=count)
    return _as_dict(c), list(getattr(c, "rolls", []) or [])


def _locations(content: dict, frame: dict) -> list[dict]:
    out = []
    for loc in content.get("locations") or []:
        d = _as_dict(loc) if not isinstance(loc, str) else {"name": loc}
        name = _first(d, "name", "title")
        text = _first(d, "description", "text", "detail") or _first(d, "sensory")
        if name and text:
            who = [_text(w) for w in d.get("who") or [] if _text(w)]
            out.append({"name": name, "role": _first(d, "role"), "text": text,
                        "sensory": _first(d, "sensory") if _first(d, "sensory") != text else "",
                        "who": who})
    if len(out) >= 3:
        return out[:6]
    return [{"name": _cap(p["name"]), "role": "", "text": _cap(p["note"]) + ".", "sensory": "",
             "who": []} for p in frame["places"]]


def _maguffin(content: dict, frame: dict) -> dict:
    raw = content.get("maguffin")
    d = _as_dict(raw) if not isinstance(raw, str) else {"what": raw}
    return {
        "what": _first(d, "what", "name", "value") or _cap(frame["maguffin"]),
        "why": _first(d, "why", "wants", "reason") or _cap(frame["why"]),
        "really": _first(d, "really", "truth", "secret") or _cap(frame["really"]),
        "looks": _first(d, "looks"),
        "where": _first(d, "where"),
        "held_by": _first(d, "held_by"),
    }


def _from_npc(obj) -> dict:
    """Fields of a TripNPC from a generators.npc.NPC (its odds are exact Fractions)."""
    stats = {k: int(obj.stats.get(k, 1)) for k in STATS}
    skills = [{"name": k.name, "stat": k.stat, "level": k.level} for k in obj.skills]
    items = [{"name": i.label, "level": i.level} for i in obj.items]
    moves = sorted(obj.odds(), key=lambda o: (-o.success(4), -o.dice - o.modifier, o.name))[:3]
    odds = [{
        "action": f"{o.name} ({o.stat})" if o.kind == "skill" and o.stat else o.name,
        "dice": o.dice, "modifier": o.modifier,
        "chances": {str(dl): pct(o.success(dl)) for dl in ODDS_DLS},
    } for o in moves]
    rank = f"{obj.rank.title} ({obj.rank.track} {obj.rank.level})" if obj.rank else ""
    cls = obj.cls + (f", {obj.designation} crew" if obj.designation else "")
    hits = obj.harm.hits_to_kill
    harm = f"-1 stat per hit; dead after {hits} hits"
    return {"stats": stats, "skills": skills, "items": items, "odds": odds, "rank": rank,
            "cls": cls, "harm": harm, "fame": obj.fame or 0, "rolls": list(obj.rolls)}


def npc_odds(stats: dict[str, int], skills: list[dict]) -> list[dict]:
    """The NPC's best three moves: (stat) d6 keep best + skill level, success chance at DL 2-6."""
    moves = []
    for sk in skills:
        stat = sk["stat"] if sk["stat"] in stats else max(STATS, key=lambda s: stats[s])
        moves.append((f"{sk['name']} ({stat})", stats[stat], sk["level"]))
    for st in STATS:
        if stats[st] > 1:
            moves.append((st, stats[st], 0))
    if not moves:
        moves.append(("Any stat", 1, 0))
    moves.sort(key=lambda m: (-success_chance(m[1], m[2], 4), -m[1] - m[2], m[0]))
    out = []
    for action, n, mod in moves[:3]:
        out.append({
            "action": action, "dice": n, "modifier": mod,
            "chances": {str(dl): pct(success_chance(n, mod, dl)) for dl in ODDS_DLS},
        })
    return out


_TIER_POINTS = {"mook": (1, 1, 2), "professional": (2, 1, 3), "notable": (3, 2, 4), "legend": (4, 3, 5)}


def _fallback_npc(s: Stream, tier: str) -> tuple[dict, list, list]:
    """A rules-shaped stat block (stats 1-6, unlisted stats 1) when generators.npc is absent."""
    raised, n_skills, top = _TIER_POINTS[tier]
    stats = {k: 1 for k in STATS}
    for st in s.child("stats").sample(STATS, raised):
        stats[st] = s.child("stat", st).randint(2, top)
    pool = load("trip/fallback_skills").items
    skills = []
    for name, _, f in s.child("skills").sample(pool, n_skills):
        base = max(f["stats"], key=lambda x: stats[x])
        skills.append({"name": name, "stat": base,
                       "level": s.child("skill", name).randint(1, max(1, top - 2))})
    items = []
    if tier in ("notable", "legend"):
        items.append({"name": "Automated Survival Suit", "level": 0})
    items += [{"name": f"{sk['name']} pro kit", "level": 0} for sk in skills[:1]]
    return stats, skills, items


def _fallback_name(s: Stream) -> str:
    adj = s.child("adjective").choice(load("lists/seed_adjectives").values)
    noun = s.child("noun").choice(load("lists/seed_nouns").values)
    return f"{_cap(adj)} {_cap(noun)}"


def _npc_specs(frame: dict, opposition: list[str], count: int) -> list[tuple[str, str]]:
    """(role, tier) for each NPC: the client's contact, the opposition, then mission people."""
    ofr = _opposition_frames()
    specs = [(frame["roles"][0], "professional")]
    for o in opposition:
        f = ofr.get(o)
        if f:
            specs.append((f["role"], f["tier"]))
    for r in frame["roles"][1:]:
        specs.append((r, "professional"))
    extras = ["a bystander who saw too much", "a local fixer", "someone who wants a ride home",
              "a minor official"]
    i = 0
    while len(specs) < count:
        specs.append((extras[i % len(extras)], "mook"))
        i += 1
    return specs[:count]


def _people(content: dict) -> list[dict]:
    people = content.get("people") or content.get("npcs") or []
    return [_as_dict(p) for p in people if _as_dict(p)]


def _npc_count(s: Stream) -> int:
    r = s.child("npcs", "count").dice(1, 4, "NPCs on this trip", modifier=2)
    r.result = f"{r.total} NPCs"
    return r.total


def _roll_npcs(s: Stream, frame: dict, opposition: list[str], content: dict, count: int,
               systems: tuple = ()) -> list[TripNPC]:
    roll_npc = _optional("npc", "roll_npc")
    people = _people(content)
    out = []
    for k, (role, tier) in enumerate(_npc_specs(frame, opposition, count), 1):
        ns = s.child("npc", k)
        person = people[k - 1] if k - 1 < len(people) else {}
        given = _first(person, "name")
        if _first(person, "tier") in TIERS:
            tier = person["tier"]
        if roll_npc is not None:
            obj = roll_npc(ns, tier, name=given or None)
            f = _from_npc(obj)
            if systems:
                from .systems import conversions

                f["conversions"] = conversions(obj, systems)
            name, source = obj.name, "npc"
        else:
            stats, skills, items = _fallback_npc(ns, tier)
            f = {"stats": stats, "skills": skills, "items": items, "odds": npc_odds(stats, skills),
                 "rank": "", "cls": "", "fame": 0, "rolls": [],
                 "harm": f"-1 stat per hit; dead after {sum(sorted(stats.values())[:3])} hits"}
            name, source = given or _fallback_name(ns.child("name")), "fallback"
        out.append(TripNPC(
            key=f"npc-{k}", name=name, role=_first(person, "role") or role, tier=tier,
            look=_first(person, "look") or "Dressed for the job, not for the weather.",
            manner=_first(person, "manner") or "Polite until crossed.",
            want=_first(person, "want") or "To come out of this ahead of everyone else.",
            secret=_first(person, "secret") or "Knows more about the maguffin than they say.",
            stats=f["stats"], skills=f["skills"], items=f["items"], odds=f["odds"],
            fame=f["fame"], rank=f["rank"], cls=f["cls"], harm=f["harm"], source=source,
            conversions=f.get("conversions", {}), where=_first(person, "where"),
            rolls=f["rolls"],
        ))
    return out


def _inline(name: str) -> str:
    """A capitalised place name for use mid-sentence ("The landing site" -> "the landing site")."""
    first = name.split(" ", 1)[0]
    return name[:1].lower() + name[1:] if first in ("The", "A", "An", "Where", "Somewhere") else name


def _tweak_targets(s: Stream, kind: str, npcs: list[TripNPC], locations: list[dict],
                   maguffin: dict, used: set[str]) -> str:
    """A concrete thing of this trip for a tweak of ``kind`` (distinct within the trip)."""
    if kind == "character":
        options = [f"{n.name} ({n.role})" for n in npcs]
    elif kind == "natural":
        process = s.child("process").choice(load("lists/tweak_targets_natural").values)
        options = [f"{process} at {_inline(loc['name'])}" for loc in locations]
    else:
        machine = s.child("machine").choice(load("lists/tweak_targets_constructed").values)
        options = [f"the {machine.lower()} at {_inline(loc['name'])}" for loc in locations]
        options.append(f"the maguffin ({maguffin['what'][:1].lower() + maguffin['what'][1:]})")
    free = [o for o in options if _cap(o) not in used] or options
    choice = s.child("target").choice(free)
    used.add(_cap(choice))
    return _cap(choice)


def _content_tweaks(content: dict) -> list[dict]:
    out = []
    for t in content.get("tweaks") or []:
        d = _as_dict(t)
        tw = {k: _first(d, k) for k in ("kind", "target", "tweak", "rule", "detail")}
        if tw["kind"] in ("natural", "constructed", "character") and tw["target"] and tw["tweak"] and tw["rule"]:
            tw["text"] = f"{tw['target']}: {tw['tweak']}"
            tw["path"] = _first(d, "path") or f"{content.get('path', 'content')}/tweaks"
            out.append(tw)
    return out if 2 <= len(out) <= 4 else []


def _tweak_dict(t: Tweak) -> dict:
    return {"kind": t.kind, "target": t.target, "tweak": t.tweak, "rule": t.rule,
            "detail": "", "text": t.text, "path": t.path}


def _roll_tweaks(s: Stream, npcs, locations, maguffin) -> list[Tweak]:
    r = s.child("tweaks", "count").dice(1, 3, "surrealism tweaks on this trip", modifier=1)
    r.result = f"{r.total} tweaks"
    used: set[str] = set()
    out = []
    kinds = ("natural", "constructed", "character")
    for k in range(1, r.total + 1):
        ts = s.child("tweak", k)
        kr = ts.child("kind").dice(1, 3, "tweak list (1 natural, 2 constructed, 3 character)")
        kind = kinds[kr.total - 1]
        kr.result = kind
        target = _tweak_targets(ts, kind, npcs, locations, maguffin, used)
        t = roll_tweak(ts, kind=kind, target=target)
        s.log.extend(t.rolls)
        out.append(t)
    return out


def _node(mission: Mission, content: dict) -> dict:
    notes = _node_notes(mission.node_type)
    details = []
    raw = content.get("node") or content.get("node_details")
    nd = _as_dict(raw) if raw is not None and not isinstance(raw, str) else {}
    if isinstance(raw, str) and _text(raw):
        details.append({"label": "Details", "text": _text(raw)})
    for key, value in nd.items():
        if isinstance(value, list):
            value = "; ".join(_text(v) for v in value if _text(v))
        t = _text(value)
        if t and key not in ("seed", "version", "algorithm", "path", "rolls", "kind", "node_type"):
            details.append({"label": _cap(str(key).replace("_", " ")), "text": t})
    return {
        "type": mission.node_type, "slip_type": mission.slip_type,
        "summary": notes["summary"], "slip": notes["slip"], "at_table": notes["at_table"],
        "details": details,
    }


def _events(content: dict, locations, opposition, maguffin, aspects) -> list[dict]:
    out = []
    for e in content.get("events") or []:
        d = _as_dict(e) if not isinstance(e, str) else {"text": e}
        text = _first(d, "text", "event", "description")
        when = _first(d, "when", "time", "hour")
        if text:
            out.append({"when": when or f"Event {len(out) + 1}", "text": text})
    if len(out) >= 3:
        return out
    land = locations[0]["name"]
    goal = locations[min(1, len(locations) - 1)]["name"]
    ofr = _opposition_frames()
    first_obstacle = ofr.get(opposition[0], {}).get("obstacle", "trouble arrives") if opposition else "trouble arrives"
    return [
        {"when": "Hour 0", "text": f"The ship slips in at {_inline(land)}. Suits on; the one-day clock starts."},
        {"when": "Hours 1-4", "text": f"First sign of the opposition: {first_obstacle}."},
        {"when": "Hours 5-12", "text": f"The crew reaches {_inline(goal)} and finds the maguffin is not where the client said."},
        {"when": "Hours 13-20", "text": f"The truth comes out: {maguffin['really'][:1].lower() + maguffin['really'][1:]}."},
        {"when": "Hours 21-24", "text": "The slip window closes at hour 24. The return slip burns 1 MW per ton; anyone not aboard is stranded."},
    ]


def _obstacles(content: dict, opposition: list[str]) -> list[str]:
    out = [_text(o if isinstance(o, str) else _first(_as_dict(o), "text", "description", "name"))
           for o in content.get("obstacles") or []]
    out = [o for o in out if o]
    if out:
        return out
    ofr = _opposition_frames()
    return [f"{o}: {ofr[o]['obstacle']}." if o in ofr else o for o in opposition]


_CLIENT_LABELS = (("contact", "Contact", False), ("contact_manner", "Manner", False),
                  ("pays", "Pays", False), ("not_telling", "Not telling the crew", True))


def _client(content: dict, frame: dict) -> tuple[str, list[dict]]:
    raw = content.get("client")
    d = _as_dict(raw) if not isinstance(raw, str) else {"name": raw}
    name = _first(d, "name") or frame["client"]
    details = [{"label": label, "text": _first(d, key), "gm_only": gm}
               for key, label, gm in _CLIENT_LABELS if _first(d, key)]
    return _cap(name), details


def _entries(items) -> list[dict]:
    """Rivals and factions: a name and labelled details, in the content's own key order."""
    out = []
    for it in items or []:
        d = _as_dict(it)
        name = _first(d, "name")
        if not name:
            continue
        details = [{"label": _cap(str(k).replace("_", " ")), "text": _text(v)}
                   for k, v in d.items() if k != "name" and _text(v)]
        out.append({"name": name, "details": details})
    return out


def _teaser(content: dict, mission: Mission, frame: dict, client: str, maguffin: dict) -> str:
    t = _first(content, "teaser")
    if t:
        return t
    phrase = _node_notes(mission.node_type)["phrase"]
    what = maguffin["what"][:1].lower() + maguffin["what"][1:]
    why = maguffin["why"][:1].lower() + maguffin["why"][1:]
    return (f"{_cap(client)} posts {_a(mission.mission_label)} job {phrase}. At stake: {what}, "
            f"because {why}. CL {mission.clearance_level}; DL {mission.job_dl} to get the job.")


def default_command(stream: Stream, weirdness: str, aspects: bool, crew: int) -> str:
    """The `daytrip roll trip` command line that reproduces the trip at ``trip/<i>``."""
    import shlex

    parts = ["daytrip", "roll", "trip", "--seed", shlex.quote(stream.seed)]
    head, _, idx = stream.path.rpartition("/")
    if head == "trip" and idx.isdigit() and int(idx) > 1:
        parts += ["--count", idx]
    if weirdness != "typical":
        parts += ["--weirdness", weirdness]
    if aspects:
        parts += ["--aspects", "--crew", str(crew)]
    return " ".join(parts)


def trip_from_mission(mission: Mission, stream: Stream, *, aspects: bool = False, crew: int = 2,
                      number: int | None = None, command: str | None = None,
                      systems: tuple = ()) -> DayTrip:
    """Assemble the DayTrip for ``mission`` (already rolled at ``stream.path``)."""
    log: list[Roll] = []
    s = stream.with_log(log)
    if aspects and getattr(mission, "aspects", None) is None:
        attach = _optional("aspects", "attach_aspects")
        if attach is not None:
            attach(mission, stream.child("aspects"), crew=crew)
    adict = _aspects_dict(mission)
    opposition, osource = _opposition(mission, adict, s)
    frame = _frame(mission)
    count = _npc_count(s)
    content, content_rolls = _content(mission, s, opposition, count)
    client, client_details = _client(content, frame)
    locations = _locations(content, frame)
    maguffin = _maguffin(content, frame)
    npcs = _roll_npcs(s, frame, opposition, content, count, tuple(systems))
    tweaks = _content_tweaks(content) or [_tweak_dict(t) for t in _roll_tweaks(s, npcs, locations, maguffin)]
    vectors = [{**v.to_dict(), "meaning": v.vector_meaning,
                "reading": vector_reading(v.vector, v.distance)} for v in mission.vectors]
    for v in vectors:
        v.pop("vector_meaning", None)
    complications = [_text(c) for c in (adict or {}).get("complications") or content.get("complications") or []
                     if _text(c)]
    rolls = list(mission.rolls)
    a = getattr(mission, "aspects", None)
    rolls += list(getattr(a, "rolls", []) or [])
    rolls += log
    rolls += content_rolls
    for n in npcs:
        rolls += n.rolls
    title = f"{mission.mission_type} {_node_notes(mission.node_type)['phrase']}"
    if number is not None:
        title = f"Trip {number}: {title}"
    return DayTrip(
        seed=mission.seed, version=mission.version, algorithm=mission.algorithm,
        path=stream.path, number=number, title=title,
        teaser=_teaser(content, mission, frame, client, maguffin),
        mission=mission, client=client, client_details=client_details,
        node=_node(mission, content), vectors=vectors,
        opposition=opposition, opposition_source=osource, aspects=adict,
        aspects_view=aspects_view(getattr(mission, "aspects", None)), tweaks=tweaks,
        npcs=npcs, locations=locations, maguffin=maguffin,
        obstacles=_obstacles(content, opposition),
        events=_events(content, locations, opposition, maguffin, adict),
        complications=complications, rivals=_entries(content.get("rivals")),
        factions=_entries(content.get("factions")),
        command=command or default_command(stream, mission.weirdness, aspects, crew),
        rolls=rolls,
    )


def roll_trip(stream: Stream, weirdness: str = "typical", aspects: bool = False,
              crew: int = 2) -> DayTrip:
    """`daytrip roll trip`: roll a mission at ``stream.path`` and make it a DayTrip."""
    mission = roll_mission(stream, weirdness)
    return trip_from_mission(mission, stream, aspects=aspects, crew=crew)
