"""What the client's cargo is packed in, in the cargo's own words (round 27): "a crate of wool
blankets" is one crate, "six sacks of white salt" six sacks, so a line that opens the cargo or
leaves it unopened says "the crate" or "the six sacks", never "its crates" of one crate or of
sacks (cold readers of algorithm-24 trips: one crate or several on one trip; audited by
consistency_r27maguffin.py ``cargo-count-two-ways``)."""

from __future__ import annotations

import re

PACK = re.compile(r"^(a|an|one|two|three|four|five|six|ten) (crates?|sacks?|barrels?|cases?|chests?|box(?:es)?|bales?)\b", re.I)


def cargo_packs(cargo: str | None) -> str:
    """"the crate", "the two crates", "the six sacks" of a cargo; "the cargo" when it names none."""
    got = PACK.search((cargo or "").strip())
    if not got:
        return "the cargo"
    n, noun = got.group(1).lower(), got.group(2).lower()
    return f"the {noun}" if n in ("a", "an", "one") else f"the {n} {noun}"
