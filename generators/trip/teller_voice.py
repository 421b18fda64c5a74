"""How loud a person is, read off their manner and role, and how loud a clue form has them tell
it: one who talks at the top of their voice (or whose role says they are the loudest) never
tells a clue "in a whisper", and one who talks in a whisper never "insists, loudly" (cold read
r23: a telling that contradicts the teller's manner). trip/clues.py keeps such forms off a
teller; the audit's ``teller-voice-manner`` (consistency_r23roles.py) reads the same words."""

from __future__ import annotations

import re
from functools import lru_cache

from .cast import role_info

# a manner whose voice is loud (corpora/grammars/people.json loud_talk, talk)
LOUD_TALK = re.compile(r"\b(?:very loudly|at the top of their voice|loud enough|over everyone else|"
                       r"to the whole group at once|like a radio announcer)\b", re.I)
# a manner that shows a loud person: their voice, or (a tweak took the voice) their ways (loud_adj)
LOUD_MANNER = re.compile(LOUD_TALK.pattern + r"|\b(?:boisterous|brash|theatrical|magnificently rude|"
                         r"relentlessly cheerful|bossy with strangers)\b", re.I)
# a manner whose voice is low (people.json talk: the lines kept off a loud role)
QUIET_MANNER = re.compile(r"\b(?:in a whisper|barely above a whisper|mostly to themselves|soft-spoken|"
                          r"in a soft, even murmur|softly)\b", re.I)
# a clue form that says how loud they tell it (corpora/trip/play_clues.json)
QUIET_TELL = re.compile(r"\bin a whisper\b|\bin a low voice\b", re.I)
LOUD_TELL = re.compile(r"\bloudly\b|\bat the top of their voice\b", re.I)


def voice_of(manner: str | None, role: str | None) -> str:
    """"loud", "quiet" or "" (neither, or both) for a person."""
    loud = role_info(role or "").get("voice") == "loud" or bool(LOUD_TALK.search(manner or ""))
    quiet = bool(QUIET_MANNER.search(manner or ""))
    return "loud" if loud and not quiet else "quiet" if quiet and not loud else ""


@lru_cache(maxsize=4096)  # (issue 15) every clue of every trip tests the same lines
def told_voice(form: str) -> str:
    """"loud", "quiet" or "" for a clue form."""
    return "quiet" if QUIET_TELL.search(form) else "loud" if LOUD_TELL.search(form) else ""
