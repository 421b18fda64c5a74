"""Who tells the crew something in an event ("Egerika Melice reveals that ..."): they remember
it, so no character tweak takes their memory (content/tweaks_for._tweaks; audit
``fact-teller-not-source``, the random-seed audit of round 17, crimson-horse-95 audit/1)."""

from __future__ import annotations

import re

# "X reveals that ...", "X tells the crew ...": X knows it (trip/consistency_play TELLS)
TELLER = re.compile(r"(.+?) (?:reveals|admits|tells the crew|lets slip)\b")


def tellers(events: list[dict]) -> set[str]:
    """Who tells the crew something in an event ("Egerika Melice reveals that ..."): they
    remember, so no tweak takes their memory (audit fact-teller-not-source)."""
    return {m.group(1) for e in events
            if (m := TELLER.match(e["text"].split(": ", 1)[-1] if e["kind"] == "complication" else e["text"]))}
