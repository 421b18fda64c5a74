"""The consistency audit's round-36 hook rules (cold reads of algorithm-31 trips): a line
promises the GM something they will need at the table (what the locals want, the part of the
briefing that mattered, a debt, a sum, a thing taken, where the notes are) and nothing on the
trip gives it. Registered in generators/trip/consistency_r36.py; tests/test_r36_hooks.py feeds
each rule a trip broken on purpose. The fix is at the source each time: the line carries its own
answer, filled from the trip's facts where it has them (a sum in M is the rules' money scale:
``fee``, a quarter of one crewmember's pay, content/maguffin.py ``fee_slots``), and says "our
ruling" where the rules are silent about a price.

- ``hook-return-unsaid``: "what the locals will want in return" is said and never what it is.
  Cold read: "'What the locals will want in return' is never stated anywhere on the trip." Fix:
  grammars/maguffin.json's two "cheap part of the job" truths end with the price
  (``#locals_return#``: an hour of each crewmember's time, a gift worth a sum, a tool), and
  trip/maguffin_truth_due.json's rows match them.
- ``hook-half-untold``: "the part about X was the important part" and "the true half is
  stranger" are said and the part, or the half, never told. Cold reads: "'The part about X was
  the important part' is never given; 'the true half is stranger' is never told." Fix:
  grammars/events.json's scant-intel line says what that part of the briefing said; the guides'
  truth in grammars/maguffin.json ends with the true half (``#true_half#``).
- ``hook-sum-missing``: a debt, a claim or a bill with no sum ("held against a debt" with no
  amount; "make the client pay for it" with no sum; the locals' claim that "ask what the crew
  will give them for it"). Cold reads: "'held against a debt' with no amount", "'make the client
  pay for it' with no sum", "the locals' claim on a person has no price". Fix: grammars/
  places.json's held-against-a-debt line says ``#fee#`` (content/__init__.py gives every content
  line the fee slots), trip/client_secret_due.json's flight-data row names {fee}, and play_threads.json's
  claim line names {fee} (threads.py fills it).
  The same rule reads a map for sale with no price ("quietly offers to sell the crew a better
  map"; a want "To sell the crew a map of the country round ..."; cold read: "Aeolivia sells a
  survey" with no price): grammars/events.json and people.json name ``#fee#``; and the clock's tick that
  has the locals "decide they want paying for the privilege" and the crew "must agree a price"
  (22 of 300 audit trips, never a sum) now says where the locals start, {fee}
  (trip/play_clock.json). A price someone has "already in mind" is left alone: the goal scene's
  release names the sum on the same page.
- ``hook-thing-unplaced``: a thing the line hangs on is never named or never placed ("what an
  earlier crew took" is never named; "the tin box of notes" is in no scene and no place). Fix:
  grammars/people.json's captor want names what was taken (``#taken_back#``); the tin box in
  grammars/maguffin.json is handed over with the briefing.
"""

from __future__ import annotations

import re

RULES = ("hook-return-unsaid", "hook-half-untold", "hook-sum-missing", "hook-thing-unplaced")

SUM = re.compile(r"\b\d+(?:\.\d+)?M\b")
# each promise phrasing, and what must follow it on the same line for the promise to be kept
RETURN = re.compile(r"\bwhat the locals (?:will )?want in return\b(?!: \w)", re.I)
HALF = re.compile(r"\bthe true half is stranger\b(?!: \w)|\bwas the important part\b(?!, and all it said)", re.I)
DEBT = re.compile(r"\bheld against a debt\b|\bmake the client pay (?:them )?\S* ?for it\b|"
                  r"\bask (?:what the crew will give them|\S+) for it\b|"
                  r"\boffers to sell the crew a better map\b|\bsell the crew a map of the country\b|"
                  r"\bmust agree a price before anyone lets them near\b", re.I)
UNPLACED = re.compile(r"\bwhat an earlier crew took from here\b(?!: \w)|\bin a tin box,", re.I)


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 60): m.end() + 60])


def hook_faults(text: str) -> list[tuple[str, str]]:
    """(rule, quote) for each promise in ``text`` that the line itself does not keep."""
    out = []
    for rule, pat in (("hook-return-unsaid", RETURN), ("hook-half-untold", HALF), ("hook-thing-unplaced", UNPLACED)):
        for m in pat.finditer(text):
            out.append((rule, _quote(text, m)))
    for m in DEBT.finditer(text):
        sentence = re.split(r"(?<=[.;])\s", text[m.start():], maxsplit=1)[0]
        if not SUM.search(sentence) and not SUM.search(text[max(0, m.start() - 80): m.start()]):
            out.append(("hook-sum-missing", _quote(text, m)))
    return out


def check_r36hooks(trip: dict, world: dict, every, bad) -> None:
    seen = set()
    for where, text in every:
        for rule, quote in hook_faults(str(text)):
            if (rule, quote) not in seen:  # a truth printed in the box and as a clue: once
                seen.add((rule, quote))
                bad(rule, f"{where}: a promise the trip never keeps: {quote}")
