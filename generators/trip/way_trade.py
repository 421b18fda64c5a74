"""Each way round trades something against the obstacle's own roll (round 22, brief ways;
cold readers: "a roll that cannot fail is not a roll", and ways round that were strictly better
or strictly worse than the roll they go round).

The rules: "To succeed completely in the task, you need to roll higher than the DL", and the
Action Resolution Table reads hitting it exactly as "YES, BUT": every roll's best die is 1 or
more, so a DL 1 is beaten or hit by any roll and cannot fail (Source Rules 3.0, Difficulty
Levels: "1 = no-brainer"). A way round's roll is therefore DL 2 at least.

A way round's option is a trade with the obstacle's roll at ``dl``:

- an option with a cost printed (hours on the clock, a tick, a fee, rations, fuel, power, an
  item given up) buys an easier roll: its DL is below ``dl`` where the scale allows (``dl - 1``
  at most, DL 2 at least), never above it ("Force it (MIGHT DL 6, one hour on the clock)" beside
  a BRAINS DL 5 was harder and dearer: nobody would take it);
- an option with no cost is another approach at the roll's own DL or harder, never easier
  ("shelter and count the gusts (BRAINS DL 2)" beside MIGHT DL 3, free, made the roll pointless).

The lines' ``{easier}`` and ``{harder}`` slots (scene_lines.dl_slots) are the writers' intent;
``trade`` holds each filled option to it. Audited by consistency_r22ways.py
(``way-round-sure-roll``, ``way-round-strictly-better``, ``way-round-strictly-worse``).
"""

from __future__ import annotations

import re

from .climax_fit import floor_way
from .way_gain import HOURS

DL = re.compile(r"\bDL (\d+)")
SURE_DL = 1  # the DL any roll meets (a no-brainer): no roll at all
LOSS = re.compile(r"\b(lose|give up|leave( behind)?|spend|hand over) (one|an?) (visible |spare )?(item|thing)\b|"
                  r"\bkW\b|\bsuit power\b", re.I)
SPLIT = re.compile(r"(, or (?![^()]*\)))")
MISS = re.compile(r"\ba miss\b[^()]*", re.I)  # what a miss costs is the roll's risk, not the way's price
# a price the option pays (way_gain.PRICE without its bare "thing" and "pay": "tie down every loose
# thing" and "reminds everyone of the pay" cost nothing; round 22 review, hang audit/13)
PRICE = re.compile(r"\d(\.\d+)?M\b|\bworth\b|\bfee\b|\brations\b|\bfuel\b|\bpower\b|\bitem\b|\bgift\b|"
                   r"\bmeal\b|\bpay(ing)? (them|him|her|it|a|an|the|double|for|\d)|\bbuy\b|\bfavour\b", re.I)


def options(way: str) -> list[str]:
    """A way round's options: its clauses joined by ", or " outside brackets."""
    return [a.strip() for a in SPLIT.split(way.rstrip(".")) if a.strip() and not SPLIT.fullmatch(a)]


def costs(option: str) -> bool:
    """Whether a way round's option prints a cost besides its roll: hours or a tick on the
    clock, a price, or something given up (not what a miss of its roll costs)."""
    paid = MISS.sub("", option)
    return bool(HOURS.search(paid) or PRICE.search(paid) or LOSS.search(paid))


def traded_dl(n: int, dl: int, costly: bool) -> int:
    """The DL an option's roll asks, against the obstacle's roll at ``dl``."""
    if costly:
        return max(SURE_DL + 1, min(n, dl - 1))
    return max(SURE_DL + 1, n, dl)


def trade(way: str, dl: int) -> str:
    """``way`` with each option's roll held to its trade with the roll at ``dl``."""
    out = []
    for part in SPLIT.split(way):
        if SPLIT.fullmatch(part) or not DL.search(part):
            out.append(part)
            continue
        costly = costs(part)
        out.append(DL.sub(lambda m: f"DL {traded_dl(int(m.group(1)), dl, costly)}", part))
    return "".join(out)


def traded(ob: dict, kind: str) -> dict:
    """A scene's obstacle with each way round a trade with its roll; at the climax, no way round
    cheaper than its roll either (trip/climax_fit.py floor_way)."""
    ob = dict(ob, way=trade(ob["way"], ob["dl"]))
    return dict(ob, way=floor_way(ob["way"], ob["dl"])) if kind == "climax" else ob
