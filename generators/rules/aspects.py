"""Mission Aspects (TABLES.md section 6): CL, pay, the Node and Opposition contests with
Perks and Complications, the Opposition Level and hidden Mission Surprises.

The procedure, as this module runs it:

1. Mission type: the mission's (Big Board) type is taken as the type the player looked
   for; CL = its number (1-6); base pay = CL x crew. "No Intel" is added from the start
   to the types listed in its ``automatic_for`` field (Exploration) and can never be removed.
2. Node contest, then Opposition contest. Each round the GM rolls CL d6 and the player
   rolls their chosen score (Charm, Brains, Rank or Fame) in d6, both keeping the best;
   margin = player best - GM best:

   ==================  =========================================================
   miss by more than 1 GM adds one Opposition or Complication (Opposition
                       contest: one Complication); roll again
   miss by 1           GM selects the type, or GM removes one Perk and the player
                       rolls again (only while there is a Perk to remove)
   exact hit           player selects the type; GM adds one Opposition or
                       Complication (Opposition contest: one Complication)
   exceed by 1         player selects the type, or takes one Perk and rolls again
                       (only while a Perk is left to take)
   exceed by more      player selects the type and may remove one Complication or
                       add one Perk (the player policy always takes one if it can)
   ==================  =========================================================

   The Opposition contest is always rolled, even if the GM already added an Opposition.
   A contest still rolling again after ROUND_CAP (20) rounds stops; the GM selects the
   type and ``rounds_capped`` is set.
3. Opposition Level (the dice bonus of every Opposition roll, from 0): the player raises,
   lowers or leaves it. Each point raised multiplies XP by 10; each point lowered gives
   the GM one hidden Mission Surprise (a Complication or an Opposition).

**Readings.** Each Perk, Complication and Opposition is in a mission at most once (an
aspect is present or not); a Surprise is one not yet in the mission when any is left.
With ``--aspects`` the contest's Node Type REPLACES the Big Board's: ``attach_aspects``
sets ``mission.node_type``/``slip_type`` (and re-rolls the vectors of slip at
``<aspects>/vectors`` when the new node needs them, else clears them); the Big Board's
node is kept in ``aspects.board_node`` and its rolls are marked as replaced.

**Choices.** Every "player selects", "GM selects" and "or" goes through a `Chooser`:
`SeededChooser` (default) picks uniformly among the allowed options from the round's own
stream and decides the Opposition Level with a d6 (LEVEL_POLICY); `ScriptedChooser`
replays given choices (the rules' worked example). Every choice is recorded.

Paths under the aspects stream: ``score``, ``<contest>/round/<i>/gm``,
``<contest>/round/<i>/player``, ``<contest>/round/<i>/choice/<what>``, ``<contest>/cap``,
``opposition_level``, ``surprise/<k>``, ``vectors``, ``distance/<Vector>``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

from ..data import load
from ..errors import BadInput
from .aspects_choice import LEVEL_POLICY, Chooser, ScriptedChooser, SeededChooser  # noqa: F401 (API)
from .aspects_choice import choose_mission_type, find_mission_type, mission_type_names  # noqa: F401 (API)
from .resolution import OUTCOMES, opposed_distribution, outcome
from ..rng import Roll, Stream

SCORES = ("Charm", "Brains", "Rank", "Fame")
SCORE_RANGE = (1, 6)
ROUND_CAP = 20
CONTESTS = ("node", "opposition")
LABELS = {"node": "Node Type", "opposition": "Opposition Type"}
# The Action Resolution Table's outcomes in the Mission Aspects wording.
CONTEST_OUTCOMES = dict(zip(OUTCOMES, (
    "miss by more than 1", "miss by 1", "exact hit", "exceed by 1", "exceed by more than 1")))
# The seeded player policy for the Opposition Level: 1d6 -> change.

SELECT = "select"
REMOVE_PERK = "remove a Perk and roll again"
TAKE_PERK = "take a Perk and roll again"
REMOVE_COMPLICATION = "remove a Complication"
ADD_PERK = "add a Perk"
OPPOSITION, COMPLICATION = "Opposition", "Complication"


def contest_outcome(margin: int) -> str:
    """The Mission Aspects wording of a contest margin (player best - GM best)."""
    return CONTEST_OUTCOMES[outcome(margin)]


# --- the result --------------------------------------------------------------------------


@dataclass
class Aspects:
    mission_type: str
    cl: int
    crew: int
    base_pay: int
    pay: int
    player_score: dict
    node_type: str
    slip_type: str
    opposition_type: str | None
    oppositions: list[str]
    perks: list[str]
    complications: list[str]
    opposition_level: int
    opposition_level_change: int
    xp_multiplier: int
    surprises: list[dict]
    negotiation: list[dict]
    contests: dict
    rounds_capped: bool
    odds: dict
    board_node: dict | None = None
    rolls: list[Roll] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "mission_type": self.mission_type, "cl": self.cl, "crew": self.crew,
            "base_pay": self.base_pay, "pay": self.pay, "player_score": dict(self.player_score),
            "node_type": self.node_type, "slip_type": self.slip_type,
            "board_node": None if self.board_node is None else dict(self.board_node),
            "opposition_type": self.opposition_type, "oppositions": list(self.oppositions),
            "perks": list(self.perks), "complications": list(self.complications),
            "opposition_level": self.opposition_level,
            "opposition_level_change": self.opposition_level_change,
            "xp_multiplier": self.xp_multiplier,
            "surprises": [dict(s) for s in self.surprises],
            "negotiation": [dict(r) for r in self.negotiation],
            "contests": {k: dict(v) for k, v in self.contests.items()},
            "rounds_capped": self.rounds_capped, "odds": dict(self.odds),
            "rolls": [r.to_dict() for r in self.rolls],
        }


# --- inputs ------------------------------------------------------------------------------


def parse_score(score) -> tuple[str, int]:
    """("Fame", 3), {"score": "Fame", "value": 3} or "Fame=3" -> ("Fame", 3)."""
    bad = BadInput(
        f"player score must be one of {', '.join(SCORES)} with a value from "
        f"{SCORE_RANGE[0]} to {SCORE_RANGE[1]} (e.g. Fame=3), got {score!r}")
    if isinstance(score, str):
        m = re.fullmatch(r"\s*([A-Za-z]+)\s*[=: ]\s*([0-9]+)\s*", score)
        if not m:
            raise bad
        name, value = m.group(1), int(m.group(2))
    elif isinstance(score, dict):
        name, value = score.get("score", score.get("name")), score.get("value")
    elif isinstance(score, (tuple, list)) and len(score) == 2:
        name, value = score
    else:
        raise bad
    canon = {s.lower(): s for s in SCORES}.get(str(name).lower())
    if canon is None or not isinstance(value, int) or isinstance(value, bool) \
            or not SCORE_RANGE[0] <= value <= SCORE_RANGE[1]:
        raise bad
    return canon, value


def _mission_row(mission_type: str):
    for row in load("tables/mission_types").rows:
        if row.value == mission_type:
            return row
    names = ", ".join(r.value for r in load("tables/mission_types").rows)
    raise BadInput(f"unknown mission type {mission_type!r}; accepted: {names}")


def _player_score(stream: Stream, score) -> dict:
    if score is not None:
        name, value = parse_score(score)
        return {"score": name, "value": value, "chosen_by": "given"}
    name = SCORES[stream.child("name").dice(1, len(SCORES), "player's score (policy: 1d4)",
                                            describe=lambda t: SCORES[t - 1]).total - 1]
    value = stream.child("value").dice(1, 3, "player's score value (policy: 1d3+1)",
                                       modifier=1, describe=str).total
    return {"score": name, "value": value, "chosen_by": "policy"}


# --- the negotiation ---------------------------------------------------------------------


class _Negotiation:
    def __init__(self, s: Stream, chooser: Chooser, mission_type: str, cl: int, score: dict):
        self.s, self.chooser, self.cl, self.score = s, chooser, cl, score
        self.node_rows = {r.value: r.fields["slip_type"] for r in load("tables/node_types").rows}
        self.all_opps = load("lists/oppositions").values
        self.all_perks = load("lists/perks").values
        comps = load("lists/complications").items
        self.all_comps = [v for v, _, _ in comps]
        self.locked = [v for v, _, f in comps if mission_type in f.get("automatic_for", [])]
        self.oppositions: list[str] = []
        self.perks: list[str] = []
        self.complications: list[str] = list(self.locked)
        self.rounds: list[dict] = []
        self.contests: dict = {}

    # pools (in the data files' order, so choices are reproducible)
    def _left(self, everything, have):
        return [v for v in everything if v not in have]

    def _choose(self, rec, stream, who, what, options) -> str:
        value = self.chooser.choose(stream.child("choice", re.sub(r"\W+", "_", what.lower()).strip("_")),
                                    who, what, options)
        rec["choices"].append({"who": who, "what": what, "options": list(options), "chose": value})
        return value

    def _gm_adds(self, kind, rec, rs, complication_only: bool) -> None:
        kinds = []
        if not complication_only and self._left(self.all_opps, self.oppositions):
            kinds.append(OPPOSITION)
        if self._left(self.all_comps, self.complications):
            kinds.append(COMPLICATION)
        if not kinds:
            rec["effects"].append("GM has nothing left to add")
            return
        k = self._choose(rec, rs, "GM", "Opposition or Complication", kinds) if len(kinds) > 1 else kinds[0]
        if k == OPPOSITION:
            v = self._choose(rec, rs, "GM", "Opposition to add", self._left(self.all_opps, self.oppositions))
            self.oppositions.append(v)
        else:
            v = self._choose(rec, rs, "GM", "Complication to add",
                             self._left(self.all_comps, self.complications))
            self.complications.append(v)
        rec["effects"].append(f"GM adds {k}: {v}")

    def _select(self, kind, rec, rs, who) -> str | None:
        label = LABELS[kind]
        if kind == "node":
            v = self._choose(rec, rs, who, label, list(self.node_rows))
        else:
            left = self._left(self.all_opps, self.oppositions)
            if not left:
                rec["effects"].append(f"{who} selects: every Opposition Type is already in the mission")
                return None
            v = self._choose(rec, rs, who, label, left)
            self.oppositions.append(v)
        rec["effects"].append(f"{who} selects {label}: {v}")
        return v

    def _perk(self, rec, rs, who, what, add: bool) -> None:
        pool = self._left(self.all_perks, self.perks) if add else list(self.perks)
        v = self._choose(rec, rs, who, what, pool)
        (self.perks.append if add else self.perks.remove)(v)
        rec["effects"].append(f"{who} {'takes' if add else 'removes'} Perk: {v}")

    def _round(self, kind, i, rs) -> tuple[bool, str | None]:
        """One contest round; returns (settled, selected value)."""
        label = LABELS[kind]
        sname, sval = self.score["score"], self.score["value"]
        gm = rs.child("gm").dice(self.cl, 6, f"{label} contest, round {i}: GM (CL {self.cl})",
                                 keep_best=True)
        pl = rs.child("player").dice(sval, 6, f"{label} contest, round {i}: player ({sname} {sval})",
                                     keep_best=True)
        margin = pl.total - gm.total
        said = contest_outcome(margin)
        gm.result = pl.result = f"player {pl.total} vs GM {gm.total}: {said}"
        rec = {"contest": kind, "round": i,
               "gm": {"dice": gm.expr, "faces": list(gm.faces), "best": gm.total},
               "player": {"score": sname, "dice": pl.expr, "faces": list(pl.faces), "best": pl.total},
               "margin": margin, "outcome": said, "resolution": outcome(margin),
               "choices": [], "effects": [], "roll_again": False}
        self.rounds.append(rec)
        node = kind == "node"
        settled, value = True, None
        if margin < -1:
            self._gm_adds(kind, rec, rs, complication_only=not node)
            settled = False
        elif margin == -1:
            opts = [SELECT] + ([REMOVE_PERK] if self.perks else [])
            how = self._choose(rec, rs, "GM", f"miss by 1 ({label})", opts) if len(opts) > 1 else SELECT
            if how == SELECT:
                value = self._select(kind, rec, rs, "GM")
            else:
                self._perk(rec, rs, "GM", "Perk to remove", add=False)
                settled = False
        elif margin == 0:
            value = self._select(kind, rec, rs, "player")
            self._gm_adds(kind, rec, rs, complication_only=not node)
        elif margin == 1:
            opts = [SELECT] + ([TAKE_PERK] if self._left(self.all_perks, self.perks) else [])
            how = self._choose(rec, rs, "player", f"exceed by 1 ({label})", opts) if len(opts) > 1 else SELECT
            if how == SELECT:
                value = self._select(kind, rec, rs, "player")
            else:
                self._perk(rec, rs, "player", "Perk to take", add=True)
                settled = False
        else:
            value = self._select(kind, rec, rs, "player")
            removable = [c for c in self.complications if c not in self.locked]
            opts = ([REMOVE_COMPLICATION] if removable else []) + \
                   ([ADD_PERK] if self._left(self.all_perks, self.perks) else [])
            if not opts:
                rec["effects"].append("nothing to remove or add")
            else:
                how = self._choose(rec, rs, "player", f"exceed by more than 1 ({label})", opts) \
                    if len(opts) > 1 else opts[0]
                if how == ADD_PERK:
                    self._perk(rec, rs, "player", "Perk to add", add=True)
                else:
                    v = self._choose(rec, rs, "player", "Complication to remove", removable)
                    self.complications.remove(v)
                    rec["effects"].append(f"player removes Complication: {v}")
        rec["roll_again"] = not settled
        if not settled:
            rec["effects"].append("roll again")
        return settled, value

    def contest(self, kind: str) -> str | None:
        for i in range(1, ROUND_CAP + 1):
            settled, value = self._round(kind, i, self.s.child(kind, "round", i))
            if settled:
                self.contests[kind] = {"rounds": i, "capped": False, "value": value}
                return value
        rec = self.rounds[-1]
        rec["effects"].append(f"round cap ({ROUND_CAP}) reached: the GM selects the {LABELS[kind]}")
        value = self._select(kind, rec, self.s.child(kind, "cap"), "GM")
        self.contests[kind] = {"rounds": ROUND_CAP, "capped": True, "value": value}
        return value

    def surprise(self, stream: Stream, taken: list[dict]) -> dict:
        hidden = {(t["kind"], t["value"]) for t in taken}
        pools = {}
        for kind, everything, have in ((COMPLICATION, self.all_comps, self.complications),
                                       (OPPOSITION, self.all_opps, self.oppositions)):
            new = [v for v in everything if v not in have and (kind, v) not in hidden]
            # nothing new left: a twist on an aspect already in the mission
            pools[kind] = new or [v for v in everything if (kind, v) not in hidden]
        kinds = [k for k in (COMPLICATION, OPPOSITION) if pools[k]]
        k = self.chooser.choose(stream.child("kind"), "GM", "Mission Surprise kind", kinds)
        v = self.chooser.choose(stream.child("value"), "GM", f"Mission Surprise ({k})", pools[k])
        return {"kind": k, "value": v, "hidden": True}


def roll_aspects(stream: Stream, mission_type: str, *, crew: int = 2, score=None,
                 chooser: Chooser | None = None) -> Aspects:
    """Run the Mission Aspects procedure for ``mission_type`` at ``stream.path``."""
    row = _mission_row(mission_type)
    if not isinstance(crew, int) or isinstance(crew, bool) or crew < 1:
        raise BadInput(f"crew must be a whole number of at least 1, got {crew!r}")
    chooser = chooser or SeededChooser()
    log: list[Roll] = []
    s = stream.with_log(log)
    cl = row.fields["cl"]
    score_d = _player_score(s.child("score"), score)
    neg = _Negotiation(s, chooser, mission_type, cl, score_d)
    for c in neg.locked:
        s.note(f"Complication automatic for {mission_type}", c)
    node = neg.contest("node")
    opp = neg.contest("opposition")
    change = chooser.level_change(s.child("opposition_level"))
    surprises: list[dict] = []
    for k in range(1, max(0, -change) + 1):
        surprises.append(neg.surprise(s.child("surprise", k), surprises))
    per_crew = sum(f.get("pay_per_crew", 0) for v, _, f in load("lists/perks").items if v in neg.perks)
    odds = opposed_distribution(score_d["value"], 0, cl, 0)
    return Aspects(
        mission_type=mission_type, cl=cl, crew=crew, base_pay=cl * crew,
        pay=cl * crew + per_crew * crew, player_score=score_d,
        node_type=node, slip_type=neg.node_rows[node], opposition_type=opp,
        oppositions=neg.oppositions, perks=neg.perks, complications=neg.complications,
        opposition_level=change, opposition_level_change=change,
        xp_multiplier=10 ** max(0, change), surprises=surprises, negotiation=neg.rounds,
        contests=neg.contests, rounds_capped=any(c["capped"] for c in neg.contests.values()),
        odds={CONTEST_OUTCOMES[o]: round(float(p), 6) for o, p in odds.items()}, rolls=log,
    )


def attach_aspects(mission, stream: Stream, crew: int = 2, score=None,
                   chooser: Chooser | None = None, mission_type: str | None = None) -> Aspects:
    """Run Mission Aspects for ``mission`` (its type sets the CL), set ``mission.aspects``
    and replace the Big Board's node with the contest's (see the module docstring).
    ``mission_type``: the player's chosen type (STEP 1); None keeps the Big Board's roll."""
    from .vectors import VECTOR_NODES, roll_vectors

    if mission_type:
        choose_mission_type(mission, mission_type)
    a = roll_aspects(stream, mission.mission_type, crew=crew, score=score, chooser=chooser)
    a.board_node = {"node_type": mission.node_type, "slip_type": mission.slip_type,
                    "node_roll": mission.node_roll}
    replaced = tuple(f"{mission.path}/{p}" for p in ("node", "vectors", "distance/"))
    for r in mission.rolls:
        if r.path in replaced[:2] or r.path.startswith(replaced[2]):
            r.result = f"{r.result} (replaced by Mission Aspects)".strip()
    mission.node_type, mission.slip_type = a.node_type, a.slip_type
    mission.vectors = roll_vectors(stream.with_log(a.rolls)) if a.node_type in VECTOR_NODES else []
    mission.aspects = a
    return a
