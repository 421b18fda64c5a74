"""Who makes the Mission Aspects procedure's choices (TABLES.md section 6): a seeded player
(uniform among the allowed options), or a script that replays a worked example's choices."""

from __future__ import annotations

from typing import Sequence

from ..data import load
from ..errors import BadInput
from ..rng import Stream

# The seeded player's Opposition Level change, by 1d6.
LEVEL_POLICY = {1: -2, 2: -1, 3: 0, 4: 0, 5: 1, 6: 2}


class Chooser:
    """Makes the procedure's choices; `choose` validates and records each one."""

    def pick(self, stream: Stream, who: str, what: str, options: list[str]) -> str:
        raise NotImplementedError

    def level_change(self, stream: Stream) -> int:
        """By how much the player changes the Opposition Level (negative: lowers it)."""
        raise NotImplementedError

    def choose(self, stream: Stream, who: str, what: str, options: Sequence[str]) -> str:
        opts = list(options)
        if not opts:
            raise ValueError(f"no options for {who} to choose {what}")
        value = self.pick(stream, who, what, opts)
        if value not in opts:
            raise BadInput(f"{who} cannot choose {value!r} for {what}; options: {', '.join(opts)}")
        stream.note(f"{who} chooses {what}", value)
        return value


class SeededChooser(Chooser):
    """Uniform among the allowed options; the Opposition Level by 1d6 (LEVEL_POLICY)."""

    def pick(self, stream, who, what, options):
        return stream.choice(options)

    def level_change(self, stream):
        def say(t: int) -> str:
            c = LEVEL_POLICY[t]
            return "leave it" if c == 0 else f"{'raise' if c > 0 else 'lower'} it by {abs(c)}"

        return LEVEL_POLICY[stream.dice(1, 6, "Opposition Level (player policy)", describe=say).total]


class ScriptedChooser(Chooser):
    """Replays choices in order: each a value or a (who, value) pair; ``level`` is the
    Opposition Level change. Raises BadInput when a choice is not allowed or runs out."""

    def __init__(self, script: Sequence[object], level: int = 0):
        self.script = list(script)
        self.level = level
        self.used = 0

    def pick(self, stream, who, what, options):
        if self.used >= len(self.script):
            raise BadInput(f"scripted choices ran out at {who} choosing {what}")
        step = self.script[self.used]
        self.used += 1
        if isinstance(step, (tuple, list)):
            want_who, step = step
            if want_who.lower() != who.lower():
                raise BadInput(f"scripted choice {self.used} is for {want_who}, but {who} chooses {what}")
        return step

    def level_change(self, stream):
        stream.note("player chooses the Opposition Level change (scripted)", f"{self.level:+d}")
        return self.level


def mission_type_names() -> list[str]:
    return [r.value for r in load("tables/mission_types").rows]


def find_mission_type(name: str) -> str:
    """A mission type by name, case-insensitive ("emergency/rescue" -> "Emergency/Rescue")."""
    want = str(name).strip().lower()
    for v in mission_type_names():
        if v.lower() == want:
            return v
    raise BadInput(f"unknown mission type {name!r}; accepted: {', '.join(mission_type_names())}")


def choose_mission_type(mission, mission_type: str) -> None:
    """STEP 1 of Mission Aspects: "the player (or players) selects a Mission Type". Replace
    the Big Board's rolled type (and what follows from it: label, goal, job DL, CL)."""
    name = find_mission_type(mission_type)
    f = next(r for r in load("tables/mission_types").rows if r.value == name).fields
    mission.mission_type = name
    mission.mission_label, mission.goal = f["label"], f["goal"]
    mission.job_dl, mission.clearance_level = f["job_dl"], f["cl"]
    for r in mission.rolls:
        if r.path == f"{mission.path}/type":
            r.result = f"{r.result} (the player chose {mission.mission_type} instead)".strip()
