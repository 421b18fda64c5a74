"""The harm track (TAKING HARM, HEALING): each hit is -1 to one stat; three stats at 0 = dead."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cp import STATS
from ..errors import BadInput

DEAD_AT = 3  # "If three of your Stats reach zero, you're dead."


@dataclass
class Harm:
    """The harm track: each hit is -1 to one stat; three stats at 0 = dead. A hit with no
    called location takes the highest remaining stat (ties: alphabetical); harm heals in
    alphabetical order."""

    scores: dict[str, int]
    current: dict[str, int] = field(default_factory=dict)
    hits: list[str] = field(default_factory=list)
    # HEALING: "If you take no more than a single hit, it can be healed by resting for one
    # day. This capability is lost when you take a second hit." Reading: lost until every
    # point has healed (a fresh first hit after full healing rests off again).
    rest_lost: bool = False

    def __post_init__(self):
        if not self.current:
            self.current = dict(self.scores)

    @property
    def zeroed(self) -> list[str]:
        return [s for s in STATS if self.current[s] == 0]

    @property
    def dead(self) -> bool:
        return len(self.zeroed) >= DEAD_AT

    @property
    def status(self) -> str:
        if self.dead:
            return "dead"
        if self.current["HEALTH"] == 0:
            return "critical (HEALTH 0: coma, needs surgery)"
        return "hurt" if self.hits else "unharmed"

    @property
    def hits_to_kill(self) -> int:
        """The fewest further hits that leave three stats at 0."""
        left = sorted(self.current.values())
        return sum(left[:DEAD_AT]) if not self.dead else 0

    def take(self, stat: str | None = None) -> str:
        """Apply one hit (-1) to ``stat``, or to the highest remaining stat."""
        if self.dead:
            raise BadInput("a dead character cannot take more harm")
        if stat is None:
            stat = max(STATS, key=lambda s: (self.current[s], -STATS.index(s)))
        if stat not in self.current:
            raise BadInput(f"unknown stat {stat!r}; accepted: {', '.join(STATS)}")
        if self.current[stat] == 0:
            raise BadInput(f"{stat} is already 0")
        self.current[stat] -= 1
        self.hits.append(stat)
        if len(self.hits) >= 2:
            self.rest_lost = True
        return stat

    @property
    def rest_heals(self) -> bool:
        """Can a day's rest heal the harm? Only a single hit, and only before a second."""
        return len(self.hits) == 1 and not self.rest_lost

    @property
    def wound_penalty(self) -> int:
        """STANDARD MODIFIERS: "-1 if wounded for 2 hits or more"."""
        return -1 if len(self.hits) >= 2 else 0

    def heal(self) -> str | None:
        """Remove one point of harm, in alphabetical order of the harmed stats."""
        for s in STATS:
            if self.current[s] < self.scores[s]:
                self.current[s] += 1
                self.hits.remove(s)
                if not self.hits:
                    self.rest_lost = False
                return s
        return None

    def to_dict(self) -> dict:
        return {
            "track": {s: {"score": self.scores[s], "current": self.current[s]} for s in STATS},
            "hits": len(self.hits),
            "hit_stats": list(self.hits),
            "zeroed": self.zeroed,
            "dead_at": DEAD_AT,
            "dead": self.dead,
            "status": self.status,
            "hits_to_kill": self.hits_to_kill,
            "rest_heals": self.rest_heals,
            "wound_penalty": self.wound_penalty,
        }


def harm_line(scores: dict[str, int]) -> str:
    """A stat block's harm line as TAKING HARM says it: each hit is -1 to one stat (the GM's
    pick, or the called location; a hit not called takes the highest stat left) and three
    stats at 0 is death, so the number of hits depends on where they land: the fewest when
    every hit is called at the weakest stats, the most when none is called."""
    fewest = Harm(dict(scores)).hits_to_kill
    h = Harm(dict(scores))
    while not h.dead:
        h.take()
    most = len(h.hits)
    count = f"{fewest} hits" if fewest == most else f"{fewest} hits called at the weakest stats, {most} uncalled"
    return f"-1 to one stat per hit (uncalled: the highest stat left); dead when three stats reach 0 ({count})"
