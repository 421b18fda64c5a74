"""Whether a person's secret sets them against the crew (round 38, cast). Cold read (algorithm
32): "a helper who both helps the crew and wants the crew to fail (their want or secret against
their help)": the other side's negotiator whose secret is "Means to spoil the handshake for
reasons of their own", or the last DayTripper's guide who "led them the wrong way on purpose",
and whose entry said "Help with their want, and they see the crew through the Telegraph Exchange
(scene 4): -1 DL on its obstacle".

Such a person is no lever for help: trip/want_trade.py ``trade_for`` gives them ``AGAINST_LINE``
(as a want against the job); audit rule ``helper-against-the-crew`` (trip/consistency_r38cast.py)."""

from __future__ import annotations

import re

# a secret whose plan is the job's failure, or whose habit is leading DayTrippers astray
AGAINST = re.compile(r"^(?:Means to spoil\b|Was the last DayTripper's guide, and led them the wrong way on purpose|"
                     r"Has been paid to see that .{1,80} comes out wrong|Is paid by a rival tour company to make|"
                     r"Is paid by someone at the barn who wants this crew to fail|Is paid only if the crew come home empty-handed)",
                     re.I)  # (review r38 #7: every secret that is paid to make the job fail)

AGAINST_LINE = ("Nothing: by their secret they work against the crew's job, so help with their want "
                "buys no help from them")


def secret_against(secret: str | None) -> bool:
    """Whether ``secret`` sets its person against the crew's job (module docstring)."""
    return bool(AGAINST.search((secret or "").strip()))
