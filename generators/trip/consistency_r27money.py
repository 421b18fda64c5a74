"""The consistency audit's round-27 rules on what a past society cannot have (cold readers of
algorithm-25 trips, r27-cold-a and r27-cold-d). generators/trip/consistency_r27.py runs them;
tests/test_r27_money.py feeds each a trip broken on purpose.

The trip's own facts say whether its locals use money, write and keep law: the same line the
clue carriers draw (trip/clue_carry.py ``letters``; the ledger maguffin's needs), inhabited and
``tech >= iron``. Locals below it (a stone-tech Home Earth village, a stone-age planet) trade,
remember and keep custom. The Sacramento Valley has no farm stock before the Spanish missions
(corpora/lists/animals.json: cow, donkey, bull ``since: 1770``).

- ``moneyless-locals-money``: on an inhabited world below iron, no local's look, manner, want or
  secret, no place, scene, faction, clue or event line speaks of money, coin,
  cash, ledgers, letters, deeds, plots sold or the law. Cold read r27-cold-d (5796 BCE): "two
  voices argue about money behind a wall" beside "nobody here has any use for money"; a local
  "Polite until money comes up" who "Wants: To be paid", "turns every question into a bargain";
  "Buried a ledger", "carry a letter of complaint", "Sold the same plot ... to two families",
  "without breaking the law". Pay in goods is barter and stays ("pay in trade goods", "turns
  every question into a bargain"); what also stays: the barn's trade locker ("since nobody here has any
  use for money"), the crew's own pay and home, visitors (``folk: visitor``). Fix: those lines
  need ``tech >= iron`` (corpora/grammars/people.json, places.json, org.json).
- ``old-world-stock-americas``: a dated world before 1770 (Home Earth's valley, before the
  missions) names no goat, sheep, cattle, cow, pig, chicken, donkey, mule, ox or pack beast, and
  no horse after the ice-age horses were gone (-9000). Cold reads: "children chasing a loose
  goat" in 5796 BCE (r27-cold-d); "a breeding pair of the local pack beasts" in 1478 (r27-cold-a).
  Fix: the goat line and the maguffin need ``since: 1770``; the 1478 Nisenan "smock" too.
"""

from __future__ import annotations

import re

from ..content.world import facts_of
from ..needs import fits

RULES = ("moneyless-locals-money", "old-world-stock-americas")

# money (coin, cash, receipts), writing (a ledger, a letter, a deed), land sold and formal law; pay
# in goods is barter and stays ("pay in trade goods"), as does "a bargain"
MONEY = re.compile(
    r"\b(money|coins?|cash|to be paid for what they know|ledgers?|letters? of|deeds? to|"
    r"same plot|sold the same|breaking the law|the law|receipts?)\b", re.I)
# what may speak of money on a world without it: the barn's locker, the crew's own pay and home,
# and a simile ("gossip traded like coin")
HOME = re.compile(r"any use for money|like (a )?coins?\b|a dropped coin|the barn|the lander|at home|from home|"
                  r"the client|the crew's pay", re.I)
# lower case (not "the Goat Brothers", a crew from home), not a simile ("stubborn as a mule") nor a
# size ("the size of a horse", "horse-sized": the animals.json size)
STOCK = re.compile(r"(?<!as a )(?<!like a )\b(goats?|sheep|cattle|cows?|pigs?|chickens?|donkeys?|mules?|oxen|"
                   r"pack beasts?)\b")
HORSE = re.compile(r"(?<!as a )(?<!like a )(?<!size of a )\bhorses?\b(?![- ]sized)")
MISSIONS = 1770
HORSES_GONE = -9000


def _walk(x) -> list[str]:
    if isinstance(x, str):
        return [x]
    if isinstance(x, dict):
        return [s for k in sorted(x) if k not in ("at", "kind", "source", "id", "scene", "label")
                for s in _walk(x[k])]
    if isinstance(x, list):
        return [s for v in x for s in _walk(v)]
    return []


def local_lines(trip: dict, visitors: bool = False) -> list[tuple[str, str]]:
    """(where, text) of the lines about the node and its people (not the ad, pay or endings);
    a visitor's own lines only when ``visitors``."""
    out = [("start", s) for s in _walk({k: v for k, v in (trip.get("start") or {}).items()
                                        if k in ("read_aloud", "then")})]
    for sc in trip.get("scenes") or []:
        out += [(f"scene {sc.get('number')}", s) for s in _walk(
            {k: sc.get(k) for k in ("read_aloud", "want", "obstacle", "release", "surprise", "gm")})]
    for loc in trip.get("locations") or []:
        out += [(f"place {loc.get('name')}", s) for s in _walk({k: loc.get(k) for k in ("text", "sensory")})]
    for n in trip.get("npcs") or []:
        if n.get("folk") == "local" or visitors:
            out += [(f"npc {n.get('name')}", s) for s in _walk({k: n.get(k) for k in ("look", "manner", "want", "secret")})]
    for f in trip.get("factions") or []:
        out += [(f"faction {f.get('name')}", s) for s in _walk(f.get("details"))]
    # a visitor's secret, told as a clue, is the visitor's own line too (slip-n-slide audit/88 under
    # algorithm 28: a paying tourist "Paid for the ticket with money that is not theirs", on a
    # stone-age node, read as a local's)
    away = {f"secret-{n.get('key')}" for n in trip.get("npcs") or [] if n.get("folk") != "local"}
    for c in trip.get("clues") or []:
        if visitors or c.get("id") not in away:
            out += [(f"clue {c.get('id')}", s) for s in _walk([c.get("fact"), c.get("clues")])]
    out += [("event", s) for s in _walk(trip.get("events"))]
    return out


def _money(trip: dict, facts: dict, bad) -> None:
    if not fits("inhabited; tech <= stone", facts):
        return
    for where, text in local_lines(trip):
        for sentence in re.split(r"(?<=[.;!?])\s+", text):
            m = MONEY.search(sentence)
            if m and not HOME.search(sentence):
                bad("moneyless-locals-money", f"{where}: {m.group(0)!r} among locals of tech "
                                              f"{facts.get('tech')} (no money, writing or law): {sentence[:160]!r}")


def _stock(trip: dict, facts: dict, bad) -> None:
    year = facts.get("year")
    w = trip.get("world") or {}
    if year is None or year >= MISSIONS or w.get("fork") or w.get("node_type") == "Alternate Earth":
        return
    mag = trip.get("maguffin") or {}
    lines = local_lines(trip, visitors=True) + [("maguffin", s) for s in _walk(
        {k: mag.get(k) for k in ("what", "looks", "description")})]
    for where, text in lines:
        m = STOCK.search(text) or (HORSE.search(text) if year >= HORSES_GONE else None)
        if m:
            bad("old-world-stock-americas", f"{where}: {m.group(0)!r} in the valley in {year} "
                                            f"(no farm stock before the missions): {text[:160]!r}")


def check_r27money(trip: dict, world: dict, every, bad) -> None:
    facts = dict(facts_of(world) or {})
    _money(trip, facts, bad)
    _stock(trip, facts, bad)
