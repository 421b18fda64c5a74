"""How a creature met at a scene plays (a scene's ``creatures`` notes), so no one has to rule on
it: its want, the DL to pass it unseen, a way to drive it off that an ordinary crew can reach,
what a fight with it costs, and how the crew can learn its secret way past.

Cold read 33 (algorithm 29: cold33-a-quillwort-7, cold33-a-halyard-41, cold33-b-marrowfen-7):
- "The witch is a creature, not a person": a person-shaped monster is not "not a person". The
  note now says what is true of every creature: it will not be talked round or bought off.
- "to drive it off: the crew's MIGHT, opposed by its Fighting/Weapon:Grasping hands (MIGHT)"
  (3d6+3, or its MIGHT 4: 4d6 against an ordinary PC's 3d6+2 at best), and the page did not say
  no crew wins that. Driving it off is now the whole crew together making themselves look big,
  one MIGHT roll against a fixed DL; a fight is its own line, and says when an ordinary crew
  (MIGHT 3 at best, no skill) loses it more often than not.
- (round 37, r37-climax) "Holds its ground in the open and comes at anyone who will not give way"
  beside a way to drive it off by "standing their ground": the crew now make it the one that
  gives way (loud and big), which fits a monster that lurks and one that bars the way alike.
- "it hunts by smell, and loses anyone who keeps downwind of it" had no clue anywhere: whoever
  watches it from cover first learns its secret way past, and it then gets the crew by.
"""

from __future__ import annotations

from ..rules.resolution import is_success, opposed_distribution

# the crew's MIGHT as the fight line asks for it: an ordinary PC's best (stats 1-3), no skill
CREW_DICE, CREW_MOD = 3, 0
SECRET_HEAD = "How to get past it: "


def stands_roll(c: dict) -> tuple[int, int]:
    """(dice, modifier) of the move a creature holds its ground with (parts.stands): its odds
    row of that name, else its MIGHT."""
    row = next((o for o in c.get("odds") or [] if o.get("action") == c.get("stands")), None)
    if row:
        return int(row["dice"]), int(row["modifier"])
    return int((c.get("stats") or {}).get("MIGHT") or 1), 0


def crew_wins(dice: int, mod: int) -> float:
    """The chance an ordinary crew's MIGHT (CREW_DICE d6, keep best, +CREW_MOD) beats the creature's roll."""
    dist = opposed_distribution(CREW_DICE, CREW_MOD, dice, mod)
    return float(sum(p for r, p in dist.items() if is_success(r)))


def _roll(dice: int, mod: int) -> str:
    return f"{dice}d6" + (f" +{mod}" if mod else "")


def weakness(c: dict) -> str:
    """The creature's secret way past, as its secret says it (after "How to get past it: ")."""
    secret = (c.get("secret") or "").strip().rstrip(".")
    return secret[len(SECRET_HEAD):] if secret.startswith(SECRET_HEAD) else ""


def creature_note(c: dict, dl: int) -> str:
    """The note for creature ``c`` (parts.npc_record) met at a scene whose obstacle has DL ``dl``."""
    want = c["want"].rstrip(".")
    dice, mod = stands_roll(c)
    stands = c.get("stands") or "MIGHT"
    fight = (f"Fighting it is the crew's MIGHT, opposed by its {stands} roll on its stat block "
             f"({_roll(dice, mod)})")
    if crew_wins(dice, mod) < 0.5:
        fight += ": a fight an ordinary crew loses more often than it wins, so steer them to the other ways."
    else:
        fight += "."
    note = (f"{c['name']} cannot be talked round or bought off: it does what it wants "
            f"({want[:1].lower() + want[1:]}). To pass it unseen: GRACE against DL {dl}; to drive it off: "
            f"the whole crew together, loud and making themselves look big until it is the one that gives way, one MIGHT "
            f"roll against DL {dl}. {fight}")  # (never past the obstacle's own DL: review r33, DL 7 at a DL 6 climax)
    way = weakness(c)
    if way:
        note += (f" Whoever watches it from cover first (BRAINS DL {max(2, dl - 1)}, one hour on the clock) "
                 f"learns how to get past it ({way}), and using that gets the crew by with no roll.")
    return note
