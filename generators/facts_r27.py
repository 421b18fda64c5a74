"""The world facts round 27 added to ``facts.VALUES`` (algorithm-25 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r26 import ROUNDS as EARLIER

ROUND_27: dict[str, tuple[str, ...]] = {
    # what the Big Board's ad says of receipts and fuel (trip/pay_extras.py ad_facts, read from the ad as
    # printed, for the endings): "no receipts" (then no ending's client asks for receipts: the client
    # lines of corpora/trip/play_endings.json that do need ``receipts != no``), and "the client pays
    # for fuel at cost" (then no ending bills the crew for the fuel: ``fuel_paid != client``). Cold
    # reads r26-cold-b, -d, -e: receipts and pay extras promised and never in the endings.
    "receipts": ("no", "any"),
    "fuel_paid": ("client", "crew"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_27}
