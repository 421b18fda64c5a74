"""Round 38's facts, each helper's in its own generators/facts_r38NAME.py (``FACTS``: each
key with its values and a comment saying who sets it and what reads it), merged after every
earlier round's; generators/facts.py reads ``ROUNDS``. Written by scripts/round_registry.py 38."""

from __future__ import annotations

from .facts_r37know import ROUNDS as EARLIER  # (which chains every earlier round's)
from .facts_r38cast import FACTS as CAST  # r38-cast
from .facts_r38prices import FACTS as PRICES  # r38-prices
from .facts_r38scene import FACTS as SCENE  # r38-scene
from .facts_r38source import FACTS as SOURCE  # r38-source
from .facts_r38stock import FACTS as STOCK  # r38-stock
from .facts_r38wins import FACTS as WINS  # r38-wins
from .facts_r38world import FACTS as WORLD  # r38-world

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **CAST, **PRICES, **SCENE, **SOURCE, **STOCK, **WINS, **WORLD}
