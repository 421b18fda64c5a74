"""The DayTrip: one Big Board mission made runnable at the table.

A DayTrip assembles, for one mission: a teaser, the mission type and goal, the node (type,
slip type, details), the vectors of slip with a plain-words reading of each distance, the
opposition, 2-4 surrealism tweaks aimed at this trip's own places, people and things,
Mission Aspects (optional), 3-6 NPCs with stat blocks and odds, locations, the maguffin,
obstacles and events in time order, the roll log and the command that reproduces it.

It is a plain data object; rendering lives in generators/render/trip.py (text) and
generators/site/pages.py + templates/ (the site's Markdown). The slots are filled by
generators/trip/slots.py and the NPCs by generators/trip/npcs.py (helpers in trip_base.py).

Parts built by other modules are used when present and replaced by structure-only text
when absent (never None, empty or placeholder text):
  generators.content.content_for(mission, stream)   places, people, maguffin, events, teaser
  generators.rules.npc.roll_npc(stream, tier, name=None)  NPC stat blocks
  generators.rules.aspects.attach_aspects(m, stream, crew=) Mission Aspects

Paths, under the mission's stream (``board/1/mission/<i>`` in a campaign, ``trip/<i>``
for ``daytrip roll trip``), each part its own child stream:
  <mission>/type, node, vectors, distance/...   the mission (generators.rules.board)
  <mission>/aspects                             Mission Aspects
  <mission>/opposition                          1d9 opposition type (without aspects)
  <mission>/content                             content_for
  <mission>/npcs/count                          1d4+2 NPCs
  <mission>/npc/<k>                             the k-th NPC
  <mission>/content/tweaks/count                1d3+1 tweaks, aimed at the trip's cast
  <mission>/tweaks/count, tweak/<k>             the fallback tweaks when content has none
  <mission>/play/...                            start, scenes, clues, clock, endings (trip/play.py)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import base
from ..rules.board import Mission, roll_mission
from ..rng import Roll, Stream
from .base import STATS, TIERS, _as_dict, _first, _optional, _text, pct  # noqa: F401 (API)
from ..content import one_intel
from ..content.world import facts_of
from .handling import description_for
from .party import party_row
from .play import play_for
from .captive import disarm_npc
from .npcs import TripNPC, _npc_count, _roll_npcs, npc_odds  # noqa: F401 (API)
from .slots import (  # noqa: F401 (API)
    _client,
    talks_line,
    _content,
    _content_tweaks,
    _entries,
    _events,
    _frame,
    _locations,
    _maguffin,
    _node,
    _node_notes,
    _obstacles,
    _opposition,
    _roll_tweaks,
    _teaser,
    _tweak_dict,
    vector_reading,
)


PLAY_KEYS = ("start", "scenes", "connections", "clues", "clock", "endings")


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
    # the play layer (generators/trip/play.py): start, scenes, connections, clues, clock, endings
    play: dict = field(default_factory=dict)
    code: str | None = None  # the trip code (generators.trip.code) of a campaign's trip
    world: dict = field(default_factory=dict)  # the fact sheet every line was drawn to fit

    @property
    def tags(self) -> list[str]:
        """Material tags for the trip page: node type, mission type, opposition."""
        out = [self.mission.node_type, self.mission.mission_type]
        for o in self.opposition:
            if o not in out:
                out.append(o)
        return out

    def short_names(self) -> dict[str, str]:
        """{full name: short name} of the trip's people, as its page prints them after the
        first mention in a section (generators/render/names.py; cold read: a full name a dozen
        times on one page)."""
        from ..render.names import short_names

        people = [n.name for n in self.npcs] + [c["text"] for c in self.client_details
                                                 if c.get("label") == "Contact"]
        others = ([x["name"] for x in self.locations] + [f["name"] for f in self.factions]
                  + [r["name"] for r in self.rivals] + [self.client, self.maguffin.get("what") or ""]
                  + [d["text"] for d in self.node["details"] if d.get("label") == "Name"])
        return short_names(people, others)

    def to_dict(self) -> dict:
        m = self.mission
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "number": self.number, "code": self.code, "title": self.title,
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
            "world": dict(self.world),
            "tags": self.tags,
            **{k: self.play[k] for k in PLAY_KEYS if k in self.play},
            "short_names": self.short_names(),
            "command": self.command,
            "rolls": [r.to_dict() for r in self.rolls],
        }


# --- assembly ---------------------------------------------------------------------------------


def aspects_view(a) -> dict | None:
    """Mission Aspects as rows a GM reads (same wording as `daytrip roll mission --aspects`),
    the GM-only surprises and the negotiation log."""
    if a is None:
        return None
    from ..render import aspects as ra

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


def default_command(stream: Stream, weirdness: str, aspects: bool, crew: int,
                    systems: tuple = ()) -> str:
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
    for system in systems:
        parts += ["--system", shlex.quote(system)]
    return " ".join(parts)


def trip_from_mission(mission: Mission, stream: Stream, *, aspects: bool = False, crew: int = 2,
                      number: int | None = None, command: str | None = None,
                      systems: tuple = (), mission_type: str | None = None,
                      code: str | None = None) -> DayTrip:
    """Assemble the DayTrip for ``mission`` (already rolled at ``stream.path``)."""
    log: list[Roll] = []
    s = stream.with_log(log)
    if aspects and getattr(mission, "aspects", None) is None:
        attach = base._optional("rules.aspects", "attach_aspects")
        if attach is not None:
            attach(mission, stream.child("aspects"), crew=crew,
                   **({"mission_type": mission_type} if mission_type else {}))
    adict = _aspects_dict(mission)
    opposition, osource = _opposition(mission, adict, s)
    frame = _frame(mission)
    count = _npc_count(s)
    content, content_rolls = _content(mission, s, opposition, count)
    if len(content.get("people") or []) > count:  # the Key local the node names, met beyond
        count = len(content["people"])  # the rolled count (READER-H: named, and never met)
        s.child("npcs", "count").note("and the Key local the node names", f"{count} NPCs")
    client, client_details = _client(content, frame)
    locations = _locations(content, frame)
    maguffin = _maguffin(content, frame)
    talks = (content.get("world") or {}).get("talks")
    if talks:  # a diplomacy job: its parties, question and negotiator (content/talks.py)
        client_details.append({"label": "The talks", "text": talks_line(talks, maguffin), "gm_only": False})
    npcs = _roll_npcs(s, frame, opposition, content, count, tuple(systems),
                      level=int((adict or {}).get("opposition_level") or 0))
    npcs = [disarm_npc(n, content.get("world")) for n in npcs]  # a captive's weapons are taken
    tweaks = [] if facts_of(content.get("world")).get("realistic") == "yes" else \
        _content_tweaks(content) or [_tweak_dict(t) for t in _roll_tweaks(s, npcs, locations, maguffin)]
    vectors = [{**v.to_dict(), "meaning": v.vector_meaning,
                "reading": vector_reading(v.vector, v.distance)} for v in mission.vectors]
    for v in vectors:
        v.pop("vector_meaning", None)
    complications = one_intel([_text(c) for c in (adict or {}).get("complications")
                               or content.get("complications") or [] if _text(c)])
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
    trip = DayTrip(
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
        command=command or default_command(stream, mission.weirdness, aspects, crew, tuple(systems)),
        rolls=rolls, code=code, world=dict(content.get("world") or {}),
    )
    own = {d["label"] for d in trip.node["details"]}
    for v in trip.vectors:  # the node's own slipped line is that vector's slip, read for the node type
        if f"{v['vector']} slipped" in own:
            v["reading"] = vector_reading(v["vector"], "own line", mission.node_type)
    trip.maguffin["description"] = description_for(trip, stream.child("play", "maguffin"))
    if row := party_row(trip):  # a tourism job's party, counted and seated where the maguffin is
        trip.maguffin["party"] = row  # (round 36: not in the strong start alone)
    trip.play = play_for(trip, content, stream)
    return trip


def roll_trip(stream: Stream, weirdness: str = "typical", aspects: bool = False,
              crew: int = 2, *, systems: tuple = ()) -> DayTrip:
    """`daytrip roll trip`: roll a mission at ``stream.path`` and make it a DayTrip.
    ``systems``: other rule systems (generators.systems names) for the NPCs' stat blocks."""
    mission = roll_mission(stream, weirdness)
    return trip_from_mission(mission, stream, aspects=aspects, crew=crew, systems=systems)
