"""Trip codes: a short text that names one DayTrip of a campaign exactly.

    SEED/N[+OPTION...][@ALGORITHM][/PART/K]

``slip-n-slide/2@2`` is trip 2 of ``daytrip build --seed slip-n-slide`` made by algorithm 2:
the mission rolled at ``board/1/mission/2`` and made a DayTrip with the campaign's options.
The options that change a trip are carried as ``+`` tokens, in this order:

    +d6 | +d8        --weirdness d6|d8 (typical when absent)
    +a3              --aspects with a crew of 3 (pay and contests depend on it)
    +s-fudge         --system fudge (repeatable; +s-all for every system)

Options that do not change a trip (the number of missions, --crew-sheets) are not in it.
Packs (--pack folders) cannot travel in a code: a campaign built with packs shows ``+pack``,
and its trips are reproduced with the same ``--pack`` folders given again.

``@ALGORITHM`` records the algorithm that made the trip; a code typed without it means the
installed algorithm. ``/npc/3``, ``/location/1`` or ``/event/4`` names one part of the trip.
The seed may hold any character, ``/`` included: the code is read from its right end.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass

from .. import ALGORITHM
from ..errors import BadInput

PARTS = ("npc", "location", "event")
_CODE = re.compile(
    r"^(?P<seed>.+?)/(?P<n>[1-9][0-9]{0,5})(?P<opts>(?:\+[a-z0-9-]+)*)(?:@(?P<alg>[0-9]{1,4}))?"
    r"(?:/(?P<part>[a-z]+)/(?P<k>[1-9][0-9]{0,3}))?$", re.S)
ACCEPTED = ("SEED/N[+d6|+d8][+aCREW][+s-SYSTEM...][@ALGORITHM][/npc|location|event/K], "
            "e.g. slip-n-slide/2 or slip-n-slide/2+a3@2/npc/1")


@dataclass(frozen=True)
class TripCode:
    seed: str
    number: int
    weirdness: str = "typical"
    aspects: bool = False
    crew: int = 2
    systems: tuple[str, ...] = ()
    packs: bool = False
    algorithm: int = ALGORITHM
    part: str | None = None
    index: int | None = None

    @property
    def path(self) -> str:
        """The stream path of the trip: the campaign's Big Board mission N."""
        return f"board/1/mission/{self.number}"

    def trip_code(self) -> "TripCode":
        """The code of the whole trip (without a part)."""
        return TripCode(self.seed, self.number, self.weirdness, self.aspects, self.crew,
                        self.systems, self.packs, self.algorithm)

    def __str__(self) -> str:
        opts = ""
        if self.weirdness != "typical":
            opts += f"+{self.weirdness}"
        if self.aspects:
            opts += f"+a{self.crew}"
        opts += "".join(f"+s-{s}" for s in self.systems)
        if self.packs:
            opts += "+pack"
        part = f"/{self.part}/{self.index}" if self.part else ""
        return f"{self.seed}/{self.number}{opts}@{self.algorithm}{part}"

    def command(self, kind: str = "trip") -> str:
        return f"daytrip roll {kind} {shlex.quote(str(self))}"


def code_for(seed: str, number: int, *, weirdness: str = "typical", aspects: bool = False,
             crew: int = 2, systems=(), packs=()) -> TripCode:
    """The code of trip ``number`` of the campaign with these options (``systems`` as
    check_systems gives them: every system's name when 'all' was asked)."""
    from ..systems import SYSTEMS

    names = tuple(systems)
    if names and set(names) >= set(SYSTEMS):
        names = ("all",)
    return TripCode(seed, number, weirdness, bool(aspects), crew if aspects else 2, names,
                    bool(tuple(packs)))


def parse_code(text: str) -> TripCode:
    """A TripCode from its text; BadInput (saying what is accepted) if it is not one."""
    from ..rng import normalize_seed
    from ..systems import SYSTEMS

    m = _CODE.match(str(text).strip())
    if m is None:
        raise BadInput(f"{text!r} is not a trip code; expected {ACCEPTED}")
    weirdness, aspects, crew, systems, packs = "typical", False, 2, [], False
    for tok in (m["opts"] or "").split("+")[1:]:
        if tok in ("d6", "d8"):
            weirdness = tok
        elif re.fullmatch(r"a[1-9][0-9]?", tok):
            aspects, crew = True, int(tok[1:])
        elif tok.startswith("s-") and tok[2:] in ("all", *SYSTEMS):
            systems.append(tok[2:])
        elif tok == "pack":
            packs = True
        else:
            raise BadInput(f"trip code {text!r}: unknown option +{tok}; expected {ACCEPTED}")
    part, index = m["part"], int(m["k"]) if m["k"] else None
    if part is not None and part not in PARTS:
        raise BadInput(f"trip code {text!r}: unknown part {part!r}; expected one of {', '.join(PARTS)}")
    alg = int(m["alg"]) if m["alg"] else ALGORITHM
    return TripCode(normalize_seed(m["seed"]), int(m["n"]), weirdness, aspects, crew,
                    tuple(systems), packs, alg, part, index)


def check_algorithm(code: TripCode) -> None:
    """BadInput, naming the release that reproduces it, when another algorithm made it."""
    if code.algorithm != ALGORITHM:
        raise BadInput(algorithm_mismatch(f"trip code {code}", code.algorithm))


def algorithm_mismatch(what: str, algorithm: int) -> str:
    """One line: ``what`` was made by another algorithm, and which release reproduces it."""
    from .. import RELEASES, __version__

    release = RELEASES.get(algorithm)
    fix = (f"pip install daytrip-generator=={release} reproduces it" if release
           else "no published release of daytrip-generator has that algorithm")
    return (f"{what} was made by algorithm {algorithm}, but this daytrip {__version__} has "
            f"algorithm {ALGORITHM}: {fix}")


def trip_for_code(code: TripCode, systems: tuple = ()):
    """The DayTrip a code names, exactly as its campaign's site shows it (``systems``:
    the code's systems parsed by generators.systems.parse_systems)."""
    from ..rng import Stream
    from ..rules.board import roll_mission
    from .daytrip import trip_from_mission

    check_algorithm(code)
    whole = code.trip_code()
    stream = Stream(code.seed, code.path)
    mission = roll_mission(stream, code.weirdness)
    return trip_from_mission(mission, stream, aspects=code.aspects, crew=code.crew,
                             number=code.number, command=whole.command(), systems=systems,
                             code=str(whole))
