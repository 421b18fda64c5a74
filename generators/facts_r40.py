"""Round 40's facts, each helper's in its own generators/facts_r40NAME.py (``FACTS``: each
key with its values and a comment saying who sets it and what reads it), merged after every
earlier round's; generators/facts.py reads ``ROUNDS``. Written by scripts/round_registry.py 40."""

from __future__ import annotations

from .facts_r38 import ROUNDS as EARLIER  # (which chains every earlier round's)
from .facts_r40ground import FACTS as GROUND  # r40-ground
from .facts_r40landing import FACTS as LANDING  # r40-landing
from .facts_r40lead import FACTS as LEAD  # r40-lead
from .facts_r40stock import FACTS as STOCK  # r40-stock
from .facts_r40whereabouts import FACTS as WHEREABOUTS  # r40-whereabouts
from .facts_r40worldtext import FACTS as WORLDTEXT  # r40-worldtext

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **GROUND, **LANDING, **LEAD, **STOCK, **WHEREABOUTS, **WORLDTEXT}
