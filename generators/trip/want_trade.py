"""What helping with a person's Want buys the crew, printed in their entry (round 24 cold
reads: "Wants: To be thanked, in public, for something nobody noticed they did" on a person
who tells no clue and whom no ending names: a GM reads a want as a lever, and nothing on the
page said what pulling it gets the crew; about 350 people over hang and slip-n-slide
audit/1..300 told no clue at all).

A person's want is paid already where a clue of theirs is traded for help with it (their
clue's line says "what they want") or an ending names them (a ride home given or not). Anyone
else gets ``trade``: met at a scene, help with their want has them see the crew through that
scene's obstacle (1 DL off, or no roll for a DL 1 one, as a faction's help: trip/threads.py
``_ease``); travelling with the crew, it has them keep up and do as the crew ask for the day.
A creature's want is what it does (its block says how to get past it) and takes none. A want
that stands against the job (to keep a maguffin the crew carry off here, the stranded one locked
up, the tourists away from the dance, or anyone's who holds the stranded DayTripper) is
never a lever the crew pull for help: its line says helping would undo the job (cold read 34:
"Wants: To keep the egg here, whatever the crew offer" beside "Help with their want, and they
see the crew through ... -1 DL"). And a want that needs the maguffin in hand (clue_price.reaches:
"To hold the wine just once before it goes") is granted only once the crew hold it, after the
last scene's obstacle: it buys no help at any scene before or at the maguffin's (cold read r36:
"Winter's help is payable only after the scene it helps with"; 20 of 300 audit trips), and its
line says so (``late_line``).
"""

from __future__ import annotations

import re

from . import parts
from .clue_price import reaches
from .want_day import DAY_LINE, past_the_day
from .want_help import PUNISH, UNHELPED_LINE, unhelpable
from .secret_stance import AGAINST_LINE as SECRET_LINE, secret_against

WANT_WORDS = ("what they want", "their Wants")
# a want against the crew's job: to keep away whoever the crew bring, or, where the crew carry the
# maguffin off (a person, a creature, an object, a substance), to keep it where it is; a place, a
# view or a survey is not taken away, so keeping it "exactly where it is" costs the job nothing
AGAINST_ANY = re.compile(r"^To keep\b.*\b(?:away from|a secret from)\b", re.I)  # or the truth from the crew
AGAINST_CARRIED = re.compile(r"^To (?:keep|hold on to)\b.*\b(?:here|where (?:it|they) (?:is|are)|locked up|"
                             r"out of sight|from the crew)\b", re.I)
CARRIED = ("person", "creature", "object", "substance")
KEEPERS = ("The one keeping the missing DayTripper",)
AGAINST_LINE = ("Nothing: helping with this want would undo the crew's job; they are to be got past, "
                "not won over")


def against_job(npc, maguffin: str | None = None) -> bool:
    """Whether a person's Want stands against the crew's job (``maguffin``: the world's maguffin
    kind; module docstring)."""
    want = (npc.want or "").strip()
    return npc.role in KEEPERS or bool(AGAINST_ANY.search(want)) or (
        maguffin in CARRIED and bool(AGAINST_CARRIED.search(want)))


def paid_by_clue(key: str, clues: list[dict]) -> bool:
    """Whether a clue of person ``key``'s is traded for help with their want."""
    return any(c.get("at") == key and any(w in c.get("how", "") for w in WANT_WORDS)
               for fact in clues for c in fact.get("clues") or [])


def named_in_ending(name: str, endings: list[dict]) -> bool:
    return any(name in str(e) for e in endings)


def _ease(scene: dict) -> str:
    dl = (scene.get("obstacle") or {}).get("dl") or 0
    where = f"{parts.inline(scene['place'])} (scene {scene['number']})"
    if not scene.get("obstacle"):
        return f"they show the crew the quickest way on from {where}"
    return (f"they see the crew through {where}: -1 DL on its obstacle" if dl > 1
            else f"they see the crew through {where}: no roll for its obstacle")


def late_line(held: dict) -> str:
    """The trade line of a want that needs the maguffin in hand (module docstring)."""
    short = parts.inline(str(held.get("short") or "the maguffin"))
    if held.get("kind") == "person" or short[:1].isupper():  # a person by name, never "the Riku Wren ... in hand" (final cold read 36-d)
        return (f"Nothing: this want needs {short} with the crew, so it can be granted only once {short} is "
                f"with them, after the last obstacle; granting the want then costs a minute and buys goodwill, no more")
    short = short if re.match(r"(the|a|an|their|its|his|her) ", short, re.I) else f"the {short}"
    return (f"Nothing: this want needs {short} in hand, so the crew can grant the want only once they have "
            f"{short}, after the last obstacle; granting the want then costs a minute and buys goodwill, no more")


def _held_at(scenes: list[dict], held: dict) -> int:
    """The number of the scene where the crew get the maguffin (its place; else the last scene)."""
    where = str(held.get("where") or "").lower()
    nums = [sc["number"] for sc in scenes if sc.get("place") and str(sc["place"]).lower() == where]
    return nums[-1] if nums else max((sc["number"] for sc in scenes), default=0)


def trade_for(npc, scenes: list[dict], maguffin: str | None = None, held: dict | None = None) -> str:
    """The line of a person's entry that says what help with their want gets the crew
    (``held``: the maguffin itself, whose having a want may need first)."""
    if against_job(npc, maguffin) or PUNISH.search(npc.want or ""):  # (trip/want_help.py)
        return AGAINST_LINE
    if secret_against(getattr(npc, "secret", None)):  # their secret is the job's failure (round 38)
        return SECRET_LINE
    if unhelpable(npc.want):
        return UNHELPED_LINE
    if past_the_day(npc.want):  # a deed, a lost brother: not done in a day (round 37, trip/want_day.py)
        return DAY_LINE
    at = next((sc for sc in scenes if npc.key in (sc.get("npcs") or [])), None)
    if at is not None and held and reaches(npc.want, held) and at["number"] <= _held_at(scenes, held):
        return late_line(held)  # paid only after the scene it would help with (round 36)
    if at is not None:
        return (f"Help with their want, and {_ease(at)}; turn them down, and they leave the crew "
                "to it")
    if (npc.where or "").startswith("Travelling with the crew"):
        return ("Help with their want before the slip home, and they keep up and do as the crew ask "
                "all day; ignore it, and they drag their feet (+1 hour on the clock, once, when the "
                "GM chooses)")
    return ""


def trades_for(trip, scenes: list[dict], clues: list[dict], endings: list[dict]) -> None:
    """Set ``trade`` on each person whose want no clue or ending pays."""
    for n in trip.npcs or []:
        if n.source == "creature" or paid_by_clue(n.key, clues) or named_in_ending(n.name, endings):
            continue
        n.trade = trade_for(n, scenes, (trip.world or {}).get("maguffin"), parts.maguffin(trip))
