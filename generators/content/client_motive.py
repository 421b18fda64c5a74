"""Why a rescue's client pays, as one fact (round 36): ``client_motive``, read by the maguffin's
why and twist and the client's secret (corpora/grammars/maguffin.json why_rescue, really_rescue;
grammars/org.json client_hidden). Its own module so that content/client.py (which rolls it) and
content/maguffin.py (which rolls it again when the culprit changes) both import it."""

from __future__ import annotations

from ..rng import Stream


def roll_motive(s: Stream, world) -> None:
    """``client_motive`` (round 36, generators/facts_r36maguffin.py): a rescue's client who
    stranded the traveller did it by mistake or on purpose, one fact before the why, the twist
    and the client's secret, so no page says both "stranded them by mistake" and "left behind on
    purpose, by the client" (cold read of algorithm-31 trips); "none" when the client stranded
    nobody. Rolled again when the culprit changes (maguffin.py shelter_culprit)."""
    if world.mission == "rescue" and world.stranded_by == "client":
        world.client_motive = s.child("motive").choice(("mistake", "purpose"))
        s.note("client motive", world.client_motive)
    else:
        world.client_motive = "none"
