"""Who can tell a person's secret (round 29, issue 10: cold readers of algorithm-26 trips).

- A secret that names the client ("Owes the client a favour", "Was the client's partner once")
  is known to the one whose secret it is and to whoever has met the client (their
  ``met_client`` fact); never to locals overheard or a thing left lying about in another era
  or on another world, who have never heard of the barn's client (audit
  ``era-local-knows-client``, generators/trip/consistency_r29secrets.py).
- The secret of someone who came to the node today (the rival crew's captain, a paying tourist:
  corpora/trip/role_classes.json ``home_today``) is theirs alone: nobody here has met them long
  enough to know it, so no local overheard tells it and no other NPC passes it on (audit
  ``carrier-cannot-know``); a thing of theirs found at a scene may still say it.

trip/clues.py reads ``secret_rule`` for each fact; its ``_idle_clues`` skips the facts
``secret_rule`` keeps to their owner."""

from __future__ import annotations

import re

from .knowing import home_today, names_client

RIVAL_CAPTAIN = "The rival crew's captain"  # content/people.py OPPOSITION_ROLES["Rival DayTrippers"]


def arrived_today(n: dict | None) -> bool:
    """Whether ``n`` came to the node today: the rival crew's captain or a paying tourist."""
    return bool(n) and (n.get("role") == RIVAL_CAPTAIN or home_today(n))


# a client's secret the barn's own booking record shows: who booked, and what was booked before
BOOKED = re.compile(r"\b(sent a crew for|paid a crew for|not the client at all|posted it in the client's name|"
                    r"waiver|sold more seats)\b", re.I)


def clue_tells(kind: str, text: str, riv: list) -> str:
    """What a clue to fact ``text`` of ``kind`` must be able to tell (play_clues.json ``knows``).
    A way past the rival crew, who landed today, is news of the rivals (a line that knows
    "rival"), never old marks in the rock or the locals' way-marks (cold read r34-b, pemberlux-9:
    "Marks scratched into the rock ... old but readable" giving the price of the rivals who landed
    an hour ago). A client's secret is "booking" when the barn's booking record can show it (who
    booked, a crew sent before), so the barn's logbook tells only those (cold read r34-a, 2 of 5:
    "The barn's logbook, where ... last booking is written up" for "The contact is leaving the
    client's service next week")."""
    if kind == "way" and (re.search(r"\brival crew\b", text, re.I) or riv and riv[0]["name"] in text):
        return "rival"
    if kind == "motive" and BOOKED.search(text):
        return "booking"
    return kind


def owner(fid: str, cast: list[dict]) -> dict | None:
    """The NPC whose secret a ``lies-``/``secret-`` fact is (None for any other fact)."""
    if not fid.startswith(("lies-", "secret-")):
        return None
    key = fid.split("-", 1)[1]
    return next((n for n in cast if n.get("key") == key), None)


def secret_rule(fid: str, text: str, cast: list[dict], client: str, who: set) -> tuple[set, bool, bool]:
    """(``who`` narrowed to those who may tell fact ``fid``; whether only people tell it, never a
    thing found at a scene; whether nobody overheard tells it)."""
    n = owner(fid, cast)
    if n is None:
        return who, False, False
    if names_client(text, client):
        return who & ({n["name"]} | {m["name"] for m in cast if m.get("met_client")}), True, True
    if arrived_today(n):
        return who & {n["name"]}, False, True
    return who, False, False
