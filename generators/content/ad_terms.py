"""The Big Board's ad never says one thing in its terms and the opposite in its closing note
(round 28, leftover: "..., no receipts. Bring the receipts.", about 1 in 1,400 trips under
algorithm 25). grammars/teaser.json's ``closer`` draws a term (``terms``) and a note
(``closer_note``) apart, so a pair of ``CLASHES`` could meet; content/__init__.py draws the ad
again (bounded) while it holds both halves of one pair. The audit's ``ad-terms-clash``
(trip/consistency_r28leftover.py) reads the same pairs."""

from __future__ import annotations

from typing import Callable

# (what a term says, what a note says against it), as printed, lower case
CLASHES: tuple[tuple[str, str], ...] = (
    ("no receipts", "bring the receipts"),
    ("no refunds if the node is weird", ". no refunds."),  # the note's "No refunds." after the terms
    ("references on request", "references required"),
)
TRIES = 8


def clash(ad: str) -> tuple[str, str] | None:
    """The first pair of ``CLASHES`` whose both halves ``ad`` says, or None."""
    said = (ad or "").lower()
    return next((pair for pair in CLASHES if all(half in said for half in pair)), None)


def ad_apart(draw: Callable[[int], str]) -> str:
    """``draw(0)``, or the first of ``draw(1)``, ``draw(2)``, ... that says no pair of
    ``CLASHES`` (the last try when every one does)."""
    ad = draw(0)
    for k in range(1, TRIES):
        if clash(ad) is None:
            break
        ad = draw(k)
    return ad
