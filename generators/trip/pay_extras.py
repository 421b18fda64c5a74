"""What the Big Board's ad or the client contact's manner promises on top of the pay (a bottle
on completion, expenses, meals, fuel at cost, a framed letter, a tip, receipts to bring), read
from the ad and the manner as printed, and the words the Success ending's pay adds for each
(corpora/trip/pay_extras.json). Cold reads r26-cold-b, -d, -e: receipts, tips and bottles
promised and never in the endings. The audit's ``pay-extra-unpaid`` (consistency_r27client.py)
checks the Success pays each."""

from __future__ import annotations


def _rows() -> list[tuple[str, dict]]:
    from ..data import load

    return [(v, f) for v, _, f in load("trip/pay_extras").items]


def promised(teaser: str, manner: str) -> list[tuple[str, dict]]:
    """(promise, its row) for each extra the ad or the manner promises, in the list's order."""
    said = f"{teaser or ''} {manner or ''}".lower()
    return [(v, f) for v, f in _rows() if v.lower() in said]


def extras_paid(teaser: str, manner: str) -> str:
    """The Success pay's added sentence (". On top of the fee: the bottle ...; the crew's meals
    ..."), or "": a sentence of its own, not glued to the crew-size table's last entry ("6: 6M;
    plus the crew's meals", review r27)."""
    rows = [f["paid"].removeprefix("plus ") for _, f in promised(teaser, manner)]
    return f". On top of the fee: {'; '.join(rows)}" if rows else ""


def client_fuel(teaser: str) -> bool:
    """Whether the ad says the client pays for the fuel: then no ending bills the crew for it."""
    return "the client pays for fuel" in (teaser or "").lower()


def ad_facts(teaser: str) -> dict:
    """The facts the ad as printed gives the endings' lines (generators/facts_r27.py): whether it
    says "no receipts" and whether the client pays for the fuel."""
    said = (teaser or "").lower()
    return {"receipts": "no" if "no receipts" in said else "any",
            "fuel_paid": "client" if client_fuel(teaser) else "crew"}
