"""Vectors of slip and slip distances (Dream Worlds and Alternate Earths).

The Multiple rule, as TABLES.md section 3 reads it:
1. roll 2d6 and note its vector V;
2. if V is already in the set, stop (the set is unchanged);
3. add V to the set; if the roll was doubles go to 1, otherwise stop.
"""

from __future__ import annotations

from ..record import Record
from ..rng import Stream
from .tables import roll_on

VECTOR_NODES = ("Dream World", "Alternate Earth")


class SlipVector(Record):
    """(Plain records here and in board.py, not dataclasses: see generators/record.py.)"""

    __match_args__ = ("vector", "distance", "distance_roll", "vector_meaning", "distance_detail")

    def __init__(self, vector: str, distance: str, distance_roll: int, vector_meaning: str = "",
                 distance_detail: str = ""):
        self.vector = vector
        self.distance = distance
        self.distance_roll = distance_roll
        self.vector_meaning = vector_meaning
        self.distance_detail = distance_detail

    def to_dict(self) -> dict:
        return {
            "vector": self.vector,
            "distance": self.distance,
            "distance_roll": self.distance_roll,
            "vector_meaning": self.vector_meaning,
            "distance_detail": self.distance_detail,
        }


def roll_vector_set(stream: Stream) -> list[tuple[str, str]]:
    """The distinct vectors (with their meanings), in the order first rolled."""
    found: list[tuple[str, str]] = []
    while True:
        row, roll = roll_on(stream, "tables/slip_vectors", "vector of slip")
        doubles = roll.faces[0] == roll.faces[1]
        if any(v == row.value for v, _ in found):
            roll.result = f"{row.value} again: stop"
            break
        found.append((row.value, row.fields.get("meaning", "")))
        if not doubles:
            break
        roll.result = f"{row.value}; doubles: Multiple, roll again"
    return found


def roll_vectors(stream: Stream) -> list[SlipVector]:
    """Vectors from ``stream/vectors``; each distance from ``stream/distance/<Vector>``."""
    out = []
    for vector, meaning in roll_vector_set(stream.child("vectors")):
        row, roll = roll_on(stream.child("distance", vector), "tables/slip_distances",
                            f"slip distance ({vector})")
        out.append(SlipVector(vector, row.value, roll.total, meaning, row.fields.get("detail", "")))
    return out


class DreamWorld(Record):
    """`daytrip roll dreamworld`: just the vectors and distances."""

    __match_args__ = ("seed", "version", "algorithm", "path", "vectors", "rolls")

    def __init__(self, seed: str, version: str, algorithm: int, path: str,
                 vectors: list[SlipVector], rolls: list):
        self.seed = seed
        self.version = version
        self.algorithm = algorithm
        self.path = path
        self.vectors = vectors
        self.rolls = rolls

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "vectors": [v.to_dict() for v in self.vectors],
            "rolls": [r.to_dict() for r in self.rolls],
        }


def roll_dreamworld(stream: Stream) -> DreamWorld:
    from ..rng import Provenance

    log: list = []
    vectors = roll_vectors(stream.with_log(log))
    p = Provenance(stream.seed, algorithm=stream.algorithm)
    return DreamWorld(p.seed, p.version, p.algorithm, stream.path, vectors, log)
