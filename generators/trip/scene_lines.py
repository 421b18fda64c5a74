"""The play lines of a trip's scenes and the slots they are filled with: trip/play_lines'
items by use (fitted to the trip's world), ``fill``, the slot values every play line may use
(``slots_for``, a diplomacy job's ``talks_slots``) and a roll's DL slots (``dl_slots``).
Split out of trip/scenes.py, which deals the scenes themselves."""

from __future__ import annotations

from ..content.maguffin import fee_slots
from ..data import load
from ..memo import by_identity
from ..text.english import unstutter
from . import parts
from .base import _cap, _text, party_words
from .cargo_packs import cargo_packs
from .creature_kind import creature_slots
from .silent_talk import talk_slots

_BY_USE: dict = {}  # id(play_lines) -> {use: [its items]}, grouped once per loaded file (packs)

def _items_for(use: str) -> list:
    """trip/play_lines' items for ``use``."""
    def group(df) -> dict:
        out: dict = {}
        for it in df.items:
            out.setdefault(it[2].get("use"), []).append(it)
        return out
    return by_identity(_BY_USE, load("trip/play_lines"), group, 8).get(use, ())  # (one empty)


def lines(use: str, trip=None, place: dict | None = None) -> list[str]:
    """The play lines for ``use`` that fit the trip's world (their ``needs``), and with
    ``place`` (facts of the scene's own place: its ``din``) that place too."""
    items = _items_for(use)
    facts = dict(parts.facts(trip), **(place or {})) if trip is not None else None
    return [v for v, _, _ in (parts.fitting(items, facts) if trip is not None else items)]


def fill(text: str, slots: dict) -> str:
    """A corpus line with its {slots} filled (every slot a line names must be given)."""
    return unstutter(text.format_map(slots))  # "a record of" + "a record of the tides"


def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if len(s) > 1 and not s[1].isupper() else s


def slots_for(trip) -> dict:
    """The slot values every play line may use: a person maguffin by their name as written
    (never lower-cased) and "them", any other kind "it"."""
    m = parts.maguffin(trip)
    person = parts.is_person(trip)
    # the short form ("the census") after the page's first mention; the full phrase is for
    # the teaser and the maguffin's own block
    short = (_text(m.get("who")) or m["what"]) if person else lower_first(
        _text(m.get("short")) or m["what"])
    # a person, or a maguffin of two (a breeding pair: fact maguffin_number, round 27), is "them"
    them = "them" if person or parts.facts(trip).get("maguffin_number") == "pair" else "it"
    locs = parts.locations(trip)
    goal = locs[parts.maguffin_place(trip)]["name"]
    opp = parts.opposition(trip)
    enemy = parts.antagonist(trip)
    holder = m.get("held_by", "").split(" (")[0] or (
        enemy["name"] if enemy else f"Whoever holds {them}")
    riv = parts.rivals(trip)
    c = parts.client(trip)
    return {
        "maguffin_short": short, "maguffin_cap": _cap(short), "them": them,
        "goal_place": parts.inline(goal), "start": parts.inline(locs[0]["name"]),
        "opp": enemy["name"] if enemy else (creature_slots(trip).get("monster_The", "The creature")
                                            if "Monster/Enemy" in opp else "The node itself"), "holder": holder,
        "rival": riv[0]["name"] if riv else "A rival crew",
        "contact": c["contact"] or c["name"], "client": _cap(c["short"]), "cl": trip.mission.clearance_level,
        # what the crew pay on the node, by who is paid: a fraction of their pay, a day's wages, a coin
        **fee_slots(trip.mission.clearance_level, parts.facts(trip)),
        "cl_dice": f"{trip.mission.clearance_level} {'die' if trip.mission.clearance_level == 1 else 'dice'}",
        # a roll against the CL with a cost on a miss: DL 1 is beaten by any roll (rules: the
        # table reads hitting the DL as YES, BUT), so such a roll is at least DL 2
        "cl_dl": max(2, trip.mission.clearance_level),
        "cargo": _text(m.get("cargo")) or "the client's cargo",  # a trade job's, given in exchange
        "cargo_packs": cargo_packs(_text(m.get("cargo"))),  # "the crate", "the six sacks" (round 27)
        **talks_slots(trip), "party": party_words(trip.world), **creature_slots(trip),
        **talk_slots(trip),  # {talk} {holder} round: wordlessly on a silent day
    }


def talks_slots(trip) -> dict:
    """A diplomacy job's facts (world.talks, generators/content/talks.py) for the lines about
    the talks: the other side, the question and the negotiator (a trip without the facts, the
    structure-only fallback, says "the other side")."""
    talks = (trip.world or {}).get("talks") or {}
    side = (talks.get("parties") or ["", ""])[1] or "the other side"
    return {"side": side, "side_cap": _cap(side), "negotiator": talks.get("negotiator") or "",
            "question": talks.get("question") or "what the talks are about"}


def dl_slots(dl: int) -> dict:
    return {"dl": dl, "easier": max(1, dl - 1), "harder": min(10, dl + 1)}
