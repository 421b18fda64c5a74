"""The world facts round 24 added to ``facts.VALUES`` (algorithm-22 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other."""

from __future__ import annotations

ROUND_24: dict[str, tuple[str, ...]] = {
    # of one faction's scene line (trip/threads.py, trip/faction_asks.py): what the faction's Want
    # asks of the crew (round 24 cold reads: "a crew who lend a hand" asked of a faction that
    # wanted only the crew's names), and whether the scene is the landing (where the crew have
    # met nobody yet) or later
    "ask": ("names", "talk", "lander", "pay", "errand", "bar", "own", "other"),
    "moment": ("landing", "later"),
    # why that crew race or watch, the one purpose their Goal, their captain's Want and secret
    # and every clock tick about them declare (content/__init__.py rolls it with rival_aim):
    # "prize" (they want the maguffin, or what it fetches, for themselves), "spoil" (they are
    # here to make the crew fail), "beat" (they do the same job and mean to finish first),
    # "watch" (rival_aim watch). Round 24, issue 10: "sent to stop anyone taking" it beside a
    # want about racing, a secret about something else and a tick where they come to bargain.
    "rival_why": ("prize", "spoil", "beat", "watch"),
}
