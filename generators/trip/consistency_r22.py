"""The consistency audit's round-22 rules, one registry for the round's modules (cold read 31,
algorithm-20 trips of seeds r22-cold-a .. r22-cold-j; each module's docstring says what it
checks and why): ticks and endings, ways round, how one person tells, promises paid, the cast,
places, a rescued person's one situation, the strong start and the landing, lines against the world's fact sheet. generators/trip/consistency.py runs ``check_r22``."""

from __future__ import annotations

from .consistency_r22cast import RULES as CAST, check_r22cast
from .consistency_r22places import RULES as PLACES, check_r22places
from .consistency_r22start import RULES as START, check_r22start
from .consistency_r22promises import RULES as PROMISES, check_r22promises
from .consistency_r22state import RULES as STATE, check_r22state
from .consistency_r22temper import RULES as TEMPER, check_r22temper
from .consistency_r22ticks import RULES as TICKS, check_r22ticks
from .consistency_r22ways import RULES as WAYS, check_r22ways
from .consistency_r22worldtext import RULES as WORLDTEXT, check_r22worldtext

RULES = TICKS + WAYS + TEMPER + PROMISES + CAST + PLACES + STATE + START + WORLDTEXT
CHECKS = (check_r22ticks, check_r22ways, check_r22promises, check_r22temper, check_r22cast,
          check_r22places, check_r22state, check_r22start, check_r22worldtext)


def check_r22(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
