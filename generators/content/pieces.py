"""One piece of DayTrip content on its own, for `daytrip roll node|location|maguffin|teaser`.

A piece is taken from the whole content of a mission rolled at the piece's path (so a
location knows its node, a maguffin its client), optionally on a node type the caller
chooses. Paths: <path> the mission; <path>/content the content; <path>/pick which
location.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.board import roll_mission
from ..rng import Provenance, Roll, Stream

PIECES = ("node", "location", "maguffin", "teaser")


@dataclass
class Piece:
    kind: str
    seed: str
    version: str
    algorithm: int
    path: str
    mission_type: str
    node_type: str
    slip_type: str
    world: str
    data: dict | str
    rolls: list[Roll]

    # the renderers' view of each kind
    @property
    def details(self) -> dict:
        return self.data  # type: ignore[return-value]

    location = maguffin = details

    @property
    def teaser(self) -> str:
        return self.data  # type: ignore[return-value]

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "kind": self.kind, "mission_type": self.mission_type,
            "node_type": self.node_type, "slip_type": self.slip_type, "world": self.world,
            self.kind: self.data if isinstance(self.data, str) else dict(self.data),
            "rolls": [r.to_dict() for r in self.rolls],
        }


def roll_piece(stream: Stream, kind: str, weirdness: str = "typical",
               node_type: str | None = None) -> Piece:
    from . import content_for, force_node

    mission = roll_mission(stream, weirdness)
    if node_type:
        force_node(mission, stream, node_type)
    c = content_for(mission, stream.child("content"))
    if kind == "node":
        data: dict | str = c.node_details
    elif kind == "location":
        loc = dict(c.locations[stream.child("pick").below(len(c.locations))])
        loc.pop("who", None)
        data = loc
    elif kind == "maguffin":
        m = dict(c.maguffin)
        m.pop("held_by", None)
        m.pop("where", None)
        m.pop("what_short", None)
        m["client"] = c.client["name"]
        data = m
    else:
        data = c.teaser
    world = c.node_details.get("name") or c.node_details.get("summary", "")
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return Piece(kind, prov.seed, prov.version, prov.algorithm, stream.path, mission.mission_type,
                 mission.node_type, mission.slip_type, world, data,
                 list(mission.rolls) + list(c.rolls))
