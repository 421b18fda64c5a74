"""Trip codes: a short text that names one DayTrip of a campaign exactly.

    SEED/N[+OPTION...][@ALGORITHM][/PART/K]

``slip-n-slide/2@2`` is trip 2 of ``daytrip build --seed slip-n-slide`` made by algorithm 2:
the mission rolled at ``board/1/mission/2`` and made a DayTrip with the campaign's options.
The options that change a trip are carried as ``+`` tokens, in this order:

    +d6 | +d8        --weirdness d6|d8 (typical when absent)
    +a3              --aspects with a crew of 3 (pay and contests depend on it)
    +m-exploration   --mission-type Exploration (with --aspects; the name in lower case,
                     runs of other characters as one -)
    +s-fudge         --system fudge (repeatable; +s-all for every system)
    +r-npc-3-1       a part rerolled by `daytrip reroll` (npc 3, once); +r-trip-2 the whole
                     trip rerolled twice; +r-location-K-N, +r-event-K-N likewise

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
    rerolls: tuple[tuple[str, int], ...] = ()  # (("npc/3", 1), ("trip", 2)): daytrip reroll
    mission_type: str | None = None  # --mission-type (with --aspects), its canonical name

    def remap(self) -> dict[str, int]:
        """The stream paths the trip's rerolls move (generators.rng.Stream's remap)."""
        return remap_for(self.number, dict(self.rerolls))

    @property
    def path(self) -> str:
        """The stream path of the trip: the campaign's Big Board mission N."""
        return f"board/1/mission/{self.number}"

    def trip_code(self) -> "TripCode":
        """The code of the whole trip (without a part)."""
        return TripCode(self.seed, self.number, self.weirdness, self.aspects, self.crew,
                        self.systems, self.packs, self.algorithm, rerolls=self.rerolls,
                        mission_type=self.mission_type)

    def __str__(self) -> str:
        opts = ""
        if self.weirdness != "typical":
            opts += f"+{self.weirdness}"
        if self.aspects:
            opts += f"+a{self.crew}"
        if self.aspects and self.mission_type:
            opts += f"+m-{slug(self.mission_type)}"
        opts += "".join(f"+s-{s}" for s in self.systems)
        if self.packs:
            opts += "+pack"
        opts += "".join(f"+r-{part.replace('/', '-')}-{n}" for part, n in self.rerolls)
        part = f"/{self.part}/{self.index}" if self.part else ""
        return f"{self.seed}/{self.number}{opts}@{self.algorithm}{part}"

    def command(self, kind: str = "trip") -> str:
        return f"daytrip roll {kind} {shlex.quote(str(self))}"


def code_for(seed: str, number: int, *, weirdness: str = "typical", aspects: bool = False,
             crew: int = 2, systems=(), packs=(), rerolls: dict | None = None,
             mission_type: str | None = None) -> TripCode:
    """The code of trip ``number`` of the campaign with these options (``systems`` as
    check_systems gives them: every system's name when 'all' was asked)."""
    from ..systems import SYSTEMS

    names = tuple(systems)
    if names and set(names) >= set(SYSTEMS):
        names = ("all",)
    mine = trip_rerolls(rerolls or {}, number)
    return TripCode(seed, number, weirdness, bool(aspects), crew if aspects else 2, names,
                    bool(tuple(packs)), rerolls=mine,
                    mission_type=mission_type if aspects else None)


def parse_code(text: str) -> TripCode:
    """A TripCode from its text; BadInput (saying what is accepted) if it is not one."""
    from ..rng import normalize_seed
    from ..systems import SYSTEMS

    m = _CODE.match(str(text).strip())
    if m is None:
        raise BadInput(f"{text!r} is not a trip code; expected {ACCEPTED}")
    weirdness, aspects, crew, systems, packs, rerolls = "typical", False, 2, [], False, []
    mission_type = None
    for tok in (m["opts"] or "").split("+")[1:]:
        if tok in ("d6", "d8"):
            weirdness = tok
        elif re.fullmatch(r"a[1-9][0-9]?", tok):
            aspects, crew = True, int(tok[1:])
        elif tok.startswith("s-") and tok[2:] in ("all", *SYSTEMS):
            systems.append(tok[2:])
        elif tok.startswith("m-") and tok[2:] in _mission_slugs():
            mission_type = _mission_slugs()[tok[2:]]
        elif tok == "pack":
            packs = True
        elif re.fullmatch(r"r-(trip|(npc|location|event)-[1-9][0-9]*)-[1-9][0-9]*", tok):
            body, _, n = tok[2:].rpartition("-")
            rerolls.append((body.replace("-", "/"), int(n)))
        else:
            raise BadInput(f"trip code {text!r}: unknown option +{tok}; expected {ACCEPTED}")
    part, index = m["part"], int(m["k"]) if m["k"] else None
    if part is not None and part not in PARTS:
        raise BadInput(f"trip code {text!r}: unknown part {part!r}; expected one of {', '.join(PARTS)}")
    alg = int(m["alg"]) if m["alg"] else ALGORITHM
    return TripCode(normalize_seed(m["seed"]), int(m["n"]), weirdness, aspects, crew,
                    tuple(systems), packs, alg, part, index, tuple(rerolls),
                    mission_type if aspects else None)


def slug(name: str) -> str:
    """A mission type's name in a code: lower case, runs of other characters as one -."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _mission_slugs() -> dict[str, str]:
    from ..data import load

    return {slug(r.value): r.value for r in load("tables/mission_types").rows}


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
    stream = Stream(code.seed, code.path, remap=code.remap() or None)
    mission = roll_mission(stream, code.weirdness)
    return trip_from_mission(mission, stream, aspects=code.aspects, crew=code.crew,
                             number=code.number, command=whole.command(), systems=systems,
                             code=str(whole), mission_type=code.mission_type)


# --- rerolls (daytrip reroll): {"trip/2/npc/3": 1, "trip/2": 1} in a campaign's lock ------------

REROLL = re.compile(r"^trip/([1-9][0-9]*)(?:/(npc|location|event)/([1-9][0-9]*))?$")


def trip_rerolls(rerolls: dict, number: int) -> tuple[tuple[str, int], ...]:
    """The rerolls of trip ``number`` as a code carries them: (("npc/3", 1), ...), sorted."""
    out = []
    for part, n in sorted(rerolls.items()):
        m = REROLL.match(part)
        if m and int(m[1]) == number:
            out.append(("trip" if m[2] is None else f"{m[2]}/{m[3]}", int(n)))
    return tuple(out)


def remap_for(number: int, parts: dict) -> dict[str, int]:
    """Stream paths -> reroll counter for one trip's rerolled parts. An NPC is its stat
    block's stream and its persona's (content/people/K); a location and an event (the K-th
    happening as rolled) their content streams; the whole trip its mission's stream."""
    base = f"board/1/mission/{number}"
    out = {}
    for part, n in parts.items():
        if part == "trip":
            out[base] = n
            continue
        kind, _, k = part.partition("/")
        if kind == "npc":
            out[f"{base}/npc/{k}"] = n
            out[f"{base}/content/people/{k}"] = n
        elif kind == "location":
            out[f"{base}/content/locations/{k}"] = n
        elif kind == "event":
            out[f"{base}/content/events/{k}"] = n
    return out


def campaign_remap(rerolls: dict) -> dict[str, int]:
    """Every trip's remap, for the campaign's root stream."""
    out: dict[str, int] = {}
    numbers = {int(m[1]) for m in (REROLL.match(p) for p in rerolls) if m}
    for number in sorted(numbers):
        out.update(remap_for(number, dict(trip_rerolls(rerolls, number))))
    return out


def parse_part(part: str) -> tuple[int, str | None, int | None]:
    """``trip/2``, ``trip/2/npc/3``... as (trip, kind, index); BadInput otherwise."""
    m = REROLL.match(part.strip().strip("/"))
    if m is None:
        raise BadInput(f"{part!r} is not a part; expected trip/N, trip/N/npc/K, "
                       "trip/N/location/K or trip/N/event/K (e.g. trip/2/npc/3)")
    return int(m[1]), m[2], int(m[3]) if m[3] else None
