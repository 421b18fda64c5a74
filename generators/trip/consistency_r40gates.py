"""The consistency audit's round-40 gatekeeper rules (registered by scripts/round_registry.py 40
in generators/trip/consistency_r40.py): one place has one gatekeeper and one price, and the place
where the crew must pass unseen is one where they can. Each rule: what it checks, the cold read
that found it, and where the generator keeps to it.

- ``stealth-at-gate``: Stealth Required never bites at a scene whose way through is a keeper to
  pay, vouch for the party or talk round, a trade across the table, or a tourist party's
  photographs. Cold read (cold39-a-alder-5): "at Mel's Drive-in (scene 4) the crew must also pass
  unseen" beside "Preston lets no stranger in at Mel's Drive-in without a local to answer for
  them" and "every tourist wants a photograph of themselves with it behind them, and none of them
  will agree on who goes first". Fix: content/line_places.py ``locked_goal``: the stealth line
  names the goal only where the way through there is a lock, a bar, a chain or a knot (a captive
  held: play_lines.json release:held/unheld).
- ``stealth-watch-elsewhere``: the clock's Stealth Required tick doubles the watch at the place
  where the crew must pass unseen, never another. Cold read (cold-2e3384): "The watch at the bank
  at Folsom is doubled from now on" while the crew pass unseen at "the radio tower at Elk Grove
  (scene 5)" (16 of the 24 stealth trips of 300). Fix: trip/stealth.py ``unseen_slots``; the
  play_clock.json lines name ``{unseen_place}``.
- ``second-price-at-gate``: where the climax's last barrier names the keeper's price, no other
  line sets a price of its own for the same place or view. Cold reads: "pay 0.75M for Preston to
  answer for the party" against "The one good vantage point belongs to someone, and they charge
  0.25M for the crew to use it" (cold39-a-alder-5); "pay 1M" to Nolan against the tick where
  "the locals start at 1M ... and haggle hard" (cold39-a-bramble-13). Fix: the vantage risk
  (maguffin_handling.json) and the tick (play_clock.json) name the keeper and read the one price
  the climax names.
- ``loan-priced-as-toll``: a keeper's price in Megas is a toll on strangers, never the hire of a
  loan or of minding a bag. Cold read (cold39-a-corrie-8): a guide costs "twice a local's day's
  wages, well under 0.01M" but Terga charges "0.75M for the party to borrow what they need": "over
  150 days' wages to borrow clothes". Fix: play_lines.json's two such releases name the sum as the
  toll at the door, with the loan thrown in.
"""

from __future__ import annotations

import re

RULES: tuple[str, ...] = ("stealth-at-gate", "stealth-watch-elsewhere", "second-price-at-gate",
                          "loan-priced-as-toll")

UNSEEN = re.compile(r"Stealth Required \(Mission Complication\): at (.+?) \(scene (\d+)\) the crew must also pass unseen")
WATCH = re.compile(r"Stealth Required \(Mission Complication\): The watch at (.+?) is doubled")
SUM = r"\d+(?:\.\d+)?M\b"
# a last barrier that is a keeper's price, a vouching or a trade across the table (not a lock)
GATE = re.compile(rf"\bpay (?:\S+ )?{SUM}|\bpay for the party\b|'s worth of steel knives\b|\banswer for (?:them|the party)\b|"
                  rf"\bnames the trade\b|\btrade for (?:it|them) \(|\bonly in trade\b|\bpromise {SUM}|\bvouch", re.I)
NOISY = re.compile(r"\bwants a photograph of themselves\b", re.I)
# a price set for a place or a view: a charge, a sum to use it, locals who start the bidding
ASKS = re.compile(rf"\bcharges? {SUM}|\bcharges? (?:every visitor|by the minute|a toll)\b|{SUM}'?s? for the crew to use it\b|"
                  rf"\bwant paying for the privilege\b|\bstart at {SUM}|\bmust agree a price\b", re.I)
LOAN = re.compile(rf"\b{SUM} for (?:the party to borrow\b|\S+(?: \S+){{0,3}} to mind\b)", re.I)


def _ticks(trip: dict) -> list[tuple[str, str]]:
    return [(f"clock/tick {tk.get('tick')}", str(e.get("text") or ""))
            for tk in (trip.get("clock") or {}).get("ticks") or [] for e in tk.get("events") or []]


def _stealth(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    m = UNSEEN.search(str((trip.get("start") or {}).get("then") or ""))
    sc = next((x for x in scenes if m and x.get("number") == int(m.group(2))), None)
    if not sc:
        return
    gate = GATE.search(str(sc.get("release") or ""))
    noisy = NOISY.search(" ".join(str(sc.get(k) or "") for k in ("gm", "want", "read_aloud")))
    if gate or noisy:
        why = gate.group(0) if gate else noisy.group(0)
        bad("stealth-at-gate", f"start: the crew must pass unseen at {m.group(1)} (scene {m.group(2)}), where the "
                               f"way through is {why!r}: {str(sc.get('release') or sc.get('gm'))[:100]!r}")
    for where, text in _ticks(trip):
        w = WATCH.search(text)
        if w and w.group(1).lower() != m.group(1).lower():
            bad("stealth-watch-elsewhere", f"{where}: the watch doubles at {w.group(1)!r}, and the crew pass "
                                           f"unseen at {m.group(1)!r} (scene {m.group(2)})")


def _prices(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes or not GATE.search(str(scenes[-1].get("release") or "")):
        return
    goal = str(scenes[-1].get("place") or "").lower().removeprefix("the ")
    desc = (trip.get("maguffin") or {}).get("description") or {}
    lines = [(f"maguffin/description/{k}", str(v)) for k, v in desc.items() if isinstance(v, str)]
    lines += [(w, t) for w, t in _ticks(trip) if goal and goal in t.lower()]
    for where, text in lines:
        m = ASKS.search(text)
        if m:
            bad("second-price-at-gate", f"{where}: {m.group(0)!r} beside the keeper's price at the climax: "
                                        f"{text[max(0, m.start() - 60): m.end() + 40]!r}")


def check_r40gates(trip: dict, world: dict, every, bad) -> None:
    _stealth(trip, bad)
    _prices(trip, bad)
    for where, text in every:
        m = LOAN.search(str(text))
        if m:
            bad("loan-priced-as-toll", f"{where}: a sum in Megas for a loan or a minding: "
                                       f"{str(text)[max(0, m.start() - 40): m.end() + 30]!r}")
