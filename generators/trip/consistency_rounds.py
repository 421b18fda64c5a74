"""The consistency audit's round registries gathered in one place (rounds 22 onward): each
round's ``consistency_rNN.py`` exposes ``RULES`` and ``check_rNN``; a new round adds its import
here, its RULES to ``RULES`` and its check to ``CHECKS``. generators/trip/consistency.py runs
``check_rounds``."""

from __future__ import annotations

from .consistency_r22 import RULES as R22_RULES, check_r22  # round 22 (issue 10, cold read 31)
from .consistency_r23 import RULES as R23_RULES, check_r23  # round 23 (issue 10)
from .consistency_r24 import RULES as R24_RULES, check_r24  # round 24 (issue 10)
from .consistency_r25 import RULES as R25_RULES, check_r25  # round 25 (issue 10)
from .consistency_r26 import RULES as R26_RULES, check_r26  # round 26 (issue 10)
from .consistency_r27 import RULES as R27_RULES, check_r27  # round 27 (issue 10)
from .consistency_r28 import RULES as R28_RULES, check_r28  # round 28 (issue 10)
from .consistency_r29 import RULES as R29_RULES, check_r29  # round 29 (issue 10)
from .consistency_r30 import RULES as R30_RULES, check_r30  # round 30 (issue 10)
from .consistency_r33 import RULES as R33_RULES, check_r33  # round 33 (issue 10)
from .consistency_r34 import RULES as R34_RULES, check_r34  # round 34 (issue 10)
from .consistency_r35 import RULES as R35_RULES, check_r35  # round 35 (issue 10)
from .consistency_r36 import RULES as R36_RULES, check_r36  # round 36 (issue 10)
from .consistency_r37 import RULES as R37_RULES, check_r37  # round 37 (issue 10)
from .consistency_r38 import RULES as R38_RULES, check_r38  # round 38 (issue 10)
from .consistency_r40 import RULES as R40_RULES, check_r40  # round 40 (issue 10)

RULES: tuple[str, ...] = R22_RULES + R23_RULES + R24_RULES + R25_RULES + R26_RULES + R27_RULES + R28_RULES + R29_RULES + R30_RULES + R33_RULES + R34_RULES + R35_RULES + R36_RULES + R37_RULES + R38_RULES + R40_RULES
CHECKS: tuple = (check_r22, check_r23, check_r24, check_r25, check_r26, check_r27, check_r28, check_r29, check_r30, check_r33, check_r34, check_r35, check_r36, check_r37, check_r38, check_r40)


def check_rounds(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
