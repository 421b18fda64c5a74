"""Round 41's facts, each helper's in its own generators/facts_r41NAME.py (``FACTS``: each
key with its values and a comment saying who sets it and what reads it), merged after every
earlier round's; generators/facts.py reads ``ROUNDS``. Written by scripts/round_registry.py 41."""

from __future__ import annotations

from .facts_r40 import ROUNDS as EARLIER  # (which chains every earlier round's)
from .facts_r41climax import FACTS as CLIMAX  # r41-climax
from .facts_r41party import FACTS as PARTY  # r41-party
from .facts_r41secrets import FACTS as SECRETS  # r41-secrets

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **CLIMAX, **PARTY, **SECRETS}
