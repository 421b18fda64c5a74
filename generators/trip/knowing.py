"""Who can know a fact before the crew learns it: the NPCs whose secret keeps the crew away
(``blockers``), the tourists who left the barn with the crew today (``home_today``), and the facts
only the barn or the client can tell (``names_client``, ``home_only``). Split out of clues.py;
clues.py and the audit rules read these from here (re-exported by clues.py).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.client import short_name

from .cast import role_info
from .clue_price import FRANK_ROLES, works_against
from .scenes import lines


def blockers(cast: list[dict]) -> set[str]:
    """Who in ``cast`` has a secret that makes them the last to help the crew (play_lines
    secret-blocks: "Promised the DayTripper they would never let a rescue crew near")."""
    blocks = lines("secret-blocks")  # and one whose want works against the job: an opponent
    return {n["name"] for n in cast if any(b in (n.get("secret") or "").lower() for b in blocks)  # tells no
            or works_against(n.get("want")) and n.get("role") not in FRANK_ROLES}  # needed fact (cold
    # read 37 c; consistency_r27roles.py), but the go-between who set up the deal tells where


def home_today(n: dict) -> bool:
    """Whether an NPC left the barn with the crew today (corpora/trip/role_classes.json
    ``home_today``: a paying tourist), so can tell what only the barn knows today."""
    return bool(role_info(n.get("role") or "").get("home_today"))


def names_client(text: str, client: str = "") -> bool:
    """Whether a fact is about the client (names them or "the client"): only the barn or
    someone who has met the client can tell it, never a wall or a stranger (cold read: "It is
    bait, and the client is the one being hooked", scrawled on a wall)."""
    return bool(re.search(r"\bclient\b", text, re.I)) or any(
        x and x.lower() in text.lower() for x in (client, short_name(client)))


def home_only(text: str, client: str = "") -> bool:
    """Whether a fact is one only the barn, the crew or the client can know (a phrase of
    corpora/trip/play_lines.json ``home-only``: the barn's file, the briefing, a message from
    the client), read without the client's own name (the Barn Safety Committee)."""
    low = text.lower()
    for x in (client, short_name(client)) if client else ():
        low = low.replace(x.lower(), "")
    # whole words: "the barn" is not in "the Barne Moss Quarry" (sns audit/637 under algorithm 14)
    phrases = tuple(lines("home-only"))
    return bool(phrases) and _whole_words(phrases).search(low) is not None


@lru_cache(maxsize=64)
def _whole_words(phrases: tuple[str, ...]) -> re.Pattern:
    """One pattern for "any of ``phrases`` (lower case) as whole words": what a search per
    phrase finds, in one pass (issue 15: ~17 phrases searched one by one for every clue)."""
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(x.lower()) for x in phrases) + r")(?!\w)")
