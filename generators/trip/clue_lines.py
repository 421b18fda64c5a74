"""Which clue lines fit where a clue is told (trip/clues.py deals them): the lander's own
instruments only at the lander, no old marks about a crew that just landed, no untruth where
nobody can lie, no price from one who tells freely, the way ahead watched only from near it
(clue_fit.LOOKOUT); each line's marks read once by its text (issue 15). Split out of
trip/clues.py."""

from __future__ import annotations

import re
from functools import lru_cache

from . import clue_fit
from .clue_before import keeper
from .clue_price import GRUDGING, PRICED

# a mark that has lain there long: never for a crew who landed today (cold read 25: "A bag half
# buried ..., dropped and never fetched (from hour 8, once the crew have landed)")
AGED = re.compile(r"\bold but\b|\bhalf buried\b|\bnever fetched\b")
# a clue given by saying what is not so: never where nobody can lie (round 21 review: hang
# audit/267, "contradicts themselves twice" where Deception rolls automatically fail)
UNTRUE = re.compile(r"\bnot true\b|\bcontradicts themselves\b|\btaking half of it back\b")


def _fitting(lines: list[tuple[str, str]], p: dict, facts: dict, allowed, after: str) -> list[tuple[str, str]]:
    """The (line, source) of ``lines`` that fit the place ``p`` and the clue's ``facts``: the
    lander's own instruments only where the lander is (scene 1), and not where every gadget the
    crew brought is dead; a lie only where people can lie; only a source that can know the fact;
    no old marks about a crew that just landed; one who tells freely sets no price; who came
    before the crew kept even where the lines were read without the world (trip/clue_before.py)."""
    scene1, dead, use = p.get("scene") == "scene-1", p.get("dead"), p.get("use")
    honest, against, high, frank = facts.get("honest"), p.get("against"), p.get("high"), p.get("frank")
    keeps = keeper(facts)
    out = []
    for f, src in lines:
        lander, untrue, aged, priced, highest, grudging = _marks(f)
        if (lander and not scene1) or (dead and (lander or src == "sensor")) \
                or not (src in allowed or use) or (honest and untrue) or (after and aged) \
                or (against and priced) or (highest and not high) or (frank and grudging) \
                or (keeps is not None and not keeps(f)):
            continue
        out.append((f, src))
    return out


@lru_cache(maxsize=4096)
def _marks(f: str) -> tuple[bool, ...]:
    """What ``_fitting`` reads of a line, remembered by its text (issue 15: the same lines are
    tested for every clue of every trip): whether it names the lander, says a lie or what is
    not so, tells of an old mark, sets the source's want as its price, watches the way ahead
    (the highest ground, a patient watch: clue_fit.LOOKOUT), and is a grudging way of telling."""
    return ("lander" in f.lower(), bool(" lie" in f or UNTRUE.search(f)), AGED.search(f) is not None,
            PRICED in f, clue_fit.LOOKOUT.search(f) is not None, GRUDGING.search(f) is not None)
