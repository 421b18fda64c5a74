"""The person facts round 37's know helper added to ``facts.VALUES`` (algorithm-32 trips), kept
apart so that generators/facts.py stays under its line limit; facts.py merges them into VALUES
(after every earlier round's), and needs.py reads them there like any other.

Cold readers of algorithm-31 trips: "Colton Wants: To meet a real local and be invited home,
against his secret 'Is terrified of heights, water and strangers'"; "Aston 'feel[s] nothing at
all' yet 'has not forgiven anyone'". A person's want, secret and tweak must not deny each other."""

from __future__ import annotations

from .facts_r37events import ROUNDS as EARLIER  # (which chains every earlier round's)

ROUND_37_KNOW: dict[str, tuple[str, ...]] = {
    # whether that person's want asks them to meet and mix with strangers (content/feel_facts.py
    # mingles: "to meet a real local and be invited home"): then their secret is no fear of
    # strangers (grammars/people.json secret_tourist)
    "mingles": ("yes", "no"),
    # whether that person's want, secret or manner holds a strong feeling (content/feel_facts.py
    # feels: a grudge never forgiven, anger, love, fear, grief): then no character tweak has them
    # "feel nothing at all" (grammars/tweaks.json)
    "feels": ("yes", "no"),
    # whether the place a clue to a way past is found at is the obstacle's own or one path off it
    # (trip/know_fit.py aside, read by trip/clues.py): the locals' own signs and tracks for the way
    # ahead, and a watch over it, are only there; "no" far off (cold read r36: "Arrows and bars
    # the locals daubed at Threepenny ... telling how the way ahead is passed", three places away)
    "way_near": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_37_KNOW}
