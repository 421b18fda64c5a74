"""Which of an event's hours a clock line says, as a fact on the tick's event (round 37).

A line of trip/play_clock.json that fills the slot {half} (the event is past its best from then)
or {end} (it is over then) says that hour of the event; the clock puts ``"tells": ["half",
"end"]`` (those it says) on the event it prints, and the climax's cross-reference "(the clock says
so at ticks 4 and 5)" (trip/play.py clock_crossref) names the ticks that carry it. Cold read r36:
"(the clock says so at ticks 1, 4 and 5)": tick 4's only "hour 16" was the hour to start back and
tick 5's "hour 20" a War Zone's shooting; the cross-reference matched "hour N" in any line, and
"tick 1" was the schedule ("When it happens: ..."), which the page prints apart from the ticks'
rows (render/clock.py), so it carries no "tells".
"""

from __future__ import annotations

SAID = ("half", "end")


def tells(line: str) -> dict:
    """``{"tells": [...]}`` for a line template that fills {half} or {end}, else {}."""
    said = [k for k in SAID if "{" + k + "}" in line]
    return {"tells": said} if said else {}


def telling(clock: dict | None) -> list[int]:
    """The ticks of ``clock`` with a line that says the event's half or end hour."""
    return [t["tick"] for t in (clock or {}).get("ticks") or [] if any(
        e.get("tells") for e in t.get("events") or [])]
