"""The consistency audit's round-23 faction rules (cold reads, 10 of 10 trips: the page lists
factions with a Want, a Method and an Attitude that no scene, tick, clue or ending shows, so the
GM is handed a group that never does anything). generators/trip/consistency_r23.py runs them;
tests/test_r23_factions.py feeds each a broken trip.

These read the play as the plain-text page prints it (render/trip.py ``play_text``: scenes,
secrets and clues, the clock, the endings), since that is what the GM reads; the trip's data
having a line is not enough if the page never shows it.

- ``faction-never-met``: every faction the page lists is named in the printed play. Before:
  496 of hang's 496 factions and 492 of slip-n-slide's 493 (audit/1..300), since `daytrip roll
  trip` printed no scene's threads (the Markdown page did); render/trip.py now prints them.
- ``faction-method-unused``: the faction's Method ("Endless paperwork") is what it does in the
  play: a printed line carries it. Before: 496 + 493, every faction; the faction lines of
  corpora/trip/play_threads.json now show the faction at it ({method}).
- ``faction-attitude-unused``: the faction's Attitude ("Suspicious of the crew, until the crew's
  lander is out of sight") is how it meets the crew in the play: a printed line carries it, and
  a faction that cannot stand strangers (an attitude of grammars/org.json ``att_cold``) is not
  the one that comes out to meet them with a request (trip/threads.py ``cold``), and where the
  locals hide from strangers a faction's attitude is never a warm one (the warm attitudes need
  ``meets_visitors``). Before: 496 + 493, every faction.
"""

from __future__ import annotations

from ..render.trip import play_text

RULES = ("faction-never-met", "faction-method-unused", "faction-attitude-unused")


def _detail(f: dict, label: str) -> str:
    return next((d["text"] for d in f.get("details") or [] if d.get("label") == label), "")


def _core(text: str) -> str:
    """A detail as a line carries it: lower-cased, without its full stop."""
    t = text.strip().rstrip(".")
    return t[:1].lower() + t[1:]


def printed_play(trip: dict) -> str:
    """The play as the plain-text page prints it (without the factions' own list)."""
    return "\n".join(play_text(trip))


def check_r23factions(trip: dict, world: dict, every, bad) -> None:
    if not trip.get("scenes") or not trip.get("factions"):
        return
    page = printed_play(trip)
    low = page.lower()
    for f in trip["factions"]:
        name = f["name"]
        if name not in page and not (name.startswith("The ") and f"the {name[4:]}" in page):
            bad("faction-never-met", f"faction/{name}: listed on the page, and no printed scene, clue, "
                                     "tick or ending meets them")
        method = _core(_detail(f, "Method"))
        if method and method.lower() not in low:
            bad("faction-method-unused", f"faction/{name}: Method {method!r} shows in no printed line")
        attitude = _core(_detail(f, "Attitude"))
        if attitude and attitude.lower() not in low:
            bad("faction-attitude-unused", f"faction/{name}: Attitude {attitude!r} shows in no printed line")
