"""An NPC's best moves with exact odds (npc_odds), and a rules-shaped stat block and name for
when generators.rules.npc or the content layer is absent (split out of trip/npcs.py)."""

from __future__ import annotations

from ..data import load
from ..rules.resolution import success_chance
from ..rng import Stream
from .base import ODDS_DLS, STATS, _cap, pct


def npc_odds(stats: dict[str, int], skills: list[dict], bonus: int = 0) -> list[dict]:
    """The NPC's best three moves: (stat) d6 keep best + skill level (+ ``bonus``, an
    Opposition's Opposition Level), success chance at DL 2-6."""
    moves = []
    for sk in skills:
        stat = sk["stat"] if sk["stat"] in stats else max(STATS, key=lambda s: stats[s])
        moves.append((f"{sk['name']} ({stat})", stats[stat], sk["level"]))
    for st in STATS:
        if stats[st] > 1:
            moves.append((st, stats[st], 0))
    if not moves:
        moves.append(("Any stat", 1, 0))
    moves.sort(key=lambda m: (-success_chance(m[1], m[2], 4), -m[1] - m[2], m[0]))
    out = []
    for action, n, mod in moves[:3]:
        mod += bonus
        out.append({
            "action": action, "dice": n, "modifier": mod,
            "chances": {str(dl): pct(success_chance(n, mod, dl)) for dl in ODDS_DLS},
        })
    return out


_TIER_POINTS = {"mook": (1, 1, 2), "professional": (2, 1, 3), "notable": (3, 2, 4), "legend": (4, 3, 5)}


def _fallback_npc(s: Stream, tier: str) -> tuple[dict, list, list]:
    """A rules-shaped stat block (stats 1-6, unlisted stats 1) when generators.rules.npc is absent."""
    raised, n_skills, top = _TIER_POINTS[tier]
    stats = {k: 1 for k in STATS}
    for st in s.child("stats").sample(STATS, raised):
        stats[st] = s.child("stat", st).randint(2, top)
    pool = load("trip/fallback_skills").items
    skills = []
    for name, _, f in s.child("skills").sample(pool, n_skills):
        base = max(f["stats"], key=lambda x: stats[x])
        skills.append({"name": name, "stat": base,
                       "level": s.child("skill", name).randint(1, max(1, top - 2))})
    items = []
    if tier in ("notable", "legend"):
        items.append({"name": "Automated Survival Suit", "level": 0})
    items += [{"name": f"{sk['name']} pro kit", "level": 0} for sk in skills[:1]]
    return stats, skills, items


def _fallback_name(s: Stream) -> str:
    adj = s.child("adjective").choice(load("lists/seed_adjectives").value_tuple)
    noun = s.child("noun").choice(load("lists/seed_nouns").value_tuple)
    return f"{_cap(adj)} {_cap(noun)}"
