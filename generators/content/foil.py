"""The one party a trip that works against the crew in secret (the world fact ``foil``,
facts_r30.py, round 34): once one local's line says they do ("Has money riding on the crew going
home without ..."), nobody after them on the page is given another (cold read r34-b,
tinsoldier-12: a client, a local and a rival crew all against the crew on one page; hang's
audit/5: two locals, a bet and a bribe to spoil the soil core)."""

from __future__ import annotations

import re

# the lines of corpora/grammars/people.json that need ``foil: local``
LOCAL_FOIL = re.compile(r"\b(money riding on the crew going home without|paid by a stranger to slow the crew|"
                        r"Means to spoil|paid to see that .{1,60} comes out wrong)\b", re.I)


def foiled(*lines: str) -> bool:
    """Whether any of ``lines`` makes its speaker the trip's one secret foil of the crew."""
    return any(LOCAL_FOIL.search(x or "") for x in lines)
