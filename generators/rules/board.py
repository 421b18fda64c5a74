"""The Big Board: 1d6 missions, each with mission type, node type, slip type, job DL,
goal and (for Dream Worlds and Alternate Earths) vectors of slip with distances.

Paths (each field its own stream, so adding a field never reshuffles another):
  <board>/count                 1d6 missions (unless a count is given)
  <board>/mission/<i>           the i-th mission (see roll_mission)
  <mission>/type                2d6 mission type
  <mission>/node                2d6 (or 1d6 / 1d8) + node mod
  <mission>/vectors, <mission>/distance/<Vector>
"""

from __future__ import annotations

from ..errors import BadInput
from ..record import Record
from ..rng import Provenance, Roll, Stream
from .tables import roll_on
from .vectors import VECTOR_NODES, SlipVector, roll_vectors

WEIRDNESS = {"typical": (2, 6), "d6": (1, 6), "d8": (1, 8)}


def check_weirdness(weirdness: str) -> tuple[int, int]:
    try:
        return WEIRDNESS[weirdness]
    except KeyError:
        raise BadInput(
            f"unknown weirdness {weirdness!r}; accepted: {', '.join(WEIRDNESS)}"
        ) from None


class Mission(Record):
    __match_args__ = ("seed", "version", "algorithm", "path", "mission_type", "mission_label",
                      "goal", "node_mod", "node_roll", "node_type", "slip_type", "job_dl",
                      "clearance_level", "weirdness", "vectors", "rolls", "aspects")

    def __init__(self, seed: str, version: str, algorithm: int, path: str, mission_type: str,
                 mission_label: str, goal: str, node_mod: int, node_roll: int, node_type: str,
                 slip_type: str, job_dl: int, clearance_level: int, weirdness: str,
                 vectors: list[SlipVector] | None = None, rolls: list[Roll] | None = None,
                 aspects: object | None = None):
        self.seed = seed
        self.version = version
        self.algorithm = algorithm
        self.path = path
        self.mission_type = mission_type
        self.mission_label = mission_label
        self.goal = goal
        self.node_mod = node_mod
        self.node_roll = node_roll
        self.node_type = node_type
        self.slip_type = slip_type
        self.job_dl = job_dl
        self.clearance_level = clearance_level
        self.weirdness = weirdness
        self.vectors: list[SlipVector] = [] if vectors is None else vectors
        self.rolls: list[Roll] = [] if rolls is None else rolls
        self.aspects = aspects  # generators.rules.aspects.Aspects, when --aspects

    def to_dict(self) -> dict:
        d = {
            "seed": self.seed,
            "version": self.version,
            "algorithm": self.algorithm,
            "path": self.path,
            "mission_type": self.mission_type,
            "mission_label": self.mission_label,
            "goal": self.goal,
            "node_mod": self.node_mod,
            "node_roll": self.node_roll,
            "node_type": self.node_type,
            "slip_type": self.slip_type,
            "job_dl": self.job_dl,
            "clearance_level": self.clearance_level,
            "weirdness": self.weirdness,
            "vectors": [v.to_dict() for v in self.vectors],
            "rolls": [r.to_dict() for r in self.rolls],
        }
        if self.aspects is not None:
            d["aspects"] = self.aspects.to_dict()
        return d


class Board(Record):
    __match_args__ = ("seed", "version", "algorithm", "path", "count_roll", "missions", "rolls")

    def __init__(self, seed: str, version: str, algorithm: int, path: str,
                 count_roll: int | None, missions: list[Mission], rolls: list[Roll] | None = None):
        self.seed = seed
        self.version = version
        self.algorithm = algorithm
        self.path = path
        self.count_roll = count_roll
        self.missions = missions
        self.rolls: list[Roll] = [] if rolls is None else rolls

    def to_dict(self) -> dict:
        return {
            "seed": self.seed,
            "version": self.version,
            "algorithm": self.algorithm,
            "path": self.path,
            "count_roll": self.count_roll,
            "missions": [m.to_dict() for m in self.missions],
            "rolls": [r.to_dict() for r in self.rolls],
        }


def node_for(stream: Stream, node_mod: int, weirdness: str = "typical"):
    """Roll the node type (2d6, or 1d6/1d8 for high weirdness) + node mod."""
    dice = check_weirdness(weirdness)
    return roll_on(stream, "tables/node_types", "node type", dice=dice, modifier=node_mod)


def roll_mission(stream: Stream, weirdness: str = "typical") -> Mission:
    """One mission at ``stream.path``, with its own roll log."""
    check_weirdness(weirdness)
    log: list[Roll] = []
    s = stream.with_log(log)
    mtype, _ = roll_on(s.child("type"), "tables/mission_types", "mission type")
    f = mtype.fields
    node, node_roll = node_for(s.child("node"), f["node_mod"], weirdness)
    vectors: list[SlipVector] = []
    if node.value in VECTOR_NODES:
        vectors = roll_vectors(s)
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return Mission(
        seed=prov.seed,
        version=prov.version,
        algorithm=prov.algorithm,
        path=stream.path,
        mission_type=mtype.value,
        mission_label=f["label"],
        goal=f["goal"],
        node_mod=f["node_mod"],
        node_roll=node_roll.total,
        node_type=node.value,
        slip_type=node.fields["slip_type"],
        job_dl=f["job_dl"],
        clearance_level=f["cl"],
        weirdness=weirdness,
        vectors=vectors,
        rolls=log,
    )


def roll_board(stream: Stream, weirdness: str = "typical", missions: int | None = None) -> Board:
    """A Big Board at ``stream.path``: 1d6 missions (or exactly ``missions``)."""
    check_weirdness(weirdness)
    log: list[Roll] = []
    s = stream.with_log(log)
    count_roll = None
    if missions is None:
        count_roll = s.child("count").dice(1, 6, "missions on the Big Board").total
        count = count_roll
    else:
        count = missions
    ms = [roll_mission(s.child("mission", i), weirdness) for i in range(1, count + 1)]
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return Board(prov.seed, prov.version, prov.algorithm, stream.path, count_roll, ms, log)


def job_odds(job_dl: int, charm: int = 1, rank: int = 0, fame: int = 0) -> dict:
    """GETTING THE JOB (optional): "The PC may roll against this number using their Charm,
    Rank or Fame Level (their choice)". Reading: Charm rolls CHARM d6 keep the best; Rank is
    the Rank rule's "CHARM roll +Rank"; Fame is the Fame rule's "Roll 1d6 and add your Fame
    Level"; the PC picks the best. Success is YES, BUT or better (meeting the DL)."""
    from .resolution import success_chance

    opts = {"Charm": success_chance(max(1, charm), 0, job_dl)}
    if rank:
        opts["Rank"] = success_chance(max(1, charm), rank, job_dl)
    if fame:
        opts["Fame"] = success_chance(1, fame, job_dl)
    best = max(opts, key=lambda k: (opts[k], -list(opts).index(k)))
    return {"dl": job_dl, "best": best, "chance": opts[best], "options": opts}
