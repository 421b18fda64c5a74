"""The consistency audit's round-38 wins rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it.

One fact says what the client pays for: ``win_by`` (generators/facts_r38wins.py, rolled by
content/win_by.py once the mission and the maguffin are drawn): "seen" (a tour: the party see
it), "record" (a record of it comes home), "agreed" (the talks settled and written down) or
"home" (it comes home aboard). The Success, the client's deadline, the maguffin's refusal and its
risk are all drawn to fit it.

- ``win-ending-split``: the Success says what ``win_by`` says (a tour's "all of them have seen",
  a record's "on record" / "written down", the talks' "settled"). Fix: trip/endings.py and
  content/win_by.py read the same mission and maguffin, and this rule keeps them together.
- ``win-seen-vs-record``: no line of a trip whose Success is seeing it says seeing is not enough
  or that a crew with no clear record have a partial at best; no line of a trip whose Success is a
  record says the test at the client's deadline is having seen it. Cold reads (algorithm 32):
  "seeing it is not enough" beside "have not seen the mine by the client's deadline"; the
  maguffin's "will Refuse" line "have seen it but cannot show it (a partial success at best)"
  beside endings that say seeing it is success. Fix: grammars/events.json deadline and refuses,
  trip/play_clock.json's Deadline and will Refuse, each drawn on ``win_by``.
- ``win-late-split``: an event maguffin that "will not wait" (missing it is a failure) never sits
  beside a deadline that pays half for not having seen it by an hour. Cold read: "A deadline that
  pays half" beside a festival that calls missing it a failure. Fix: an event's deadline is the
  hour the record or the party must be on the way home (grammars/events.json, play_clock.json).
"""

from __future__ import annotations

import re

RULES: tuple[str, ...] = ("win-ending-split", "win-seen-vs-record", "win-late-split")

# what each win_by's Success says (trip/endings.py MISSION_WHEN, ABSTRACT_WHEN, KIND_SUCCESS)
SAYS = {
    "seen": re.compile(r"\ball of them have seen\b"),
    "record": re.compile(r"\bon record\b|\bwritten (down|up)\b|\bcopied out\b"),
    "agreed": re.compile(r"\bsettled and written down\b"),
}
SEEN_OR_RECORD = re.compile(r"\bhave seen\b|\bon record\b")
# a line that makes a record the test: a tour pays for the party's seeing it
RECORD_TEST = re.compile(r"\bseeing it is not enough\b|\bno clear record of it\b|\bcannot show it\b|"
                         r"\bthe client pays for the record\b", re.I)
# a line that makes having seen it by an hour the test (and pays half for missing it)
SEEN_BY = re.compile(r"\b(unless|if) the crew have (not )?seen\b[^.;]{0,80}?\bby\b|"
                     r"\bmust have seen\b[^.;]{0,80}?\bby\b", re.I)
# an event maguffin that cannot be seen late: missing it is a failure
LATE_FAILS = re.compile(r"\bit has happened without them\b", re.I)
SKIP = ("world", "rolls", "command", "short_names")


def _lines(x, where: str = ""):
    if isinstance(x, dict):
        for k, v in x.items():
            if not where and k in SKIP:
                continue
            yield from _lines(v, f"{where}/{k}" if where else str(k))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _lines(v, f"{where}[{i}]")
    elif isinstance(x, str):
        yield where, x


def _success(trip: dict) -> str:
    return next((str(e.get("when") or "") for e in trip.get("endings") or () if e.get("outcome") == "success"), "")


def check_r38wins(trip: dict, world: dict, every, bad) -> None:
    win = world.get("win_by")
    if not win:
        return
    when = _success(trip)
    says = SAYS.get(win)
    if when and ((says and not says.search(when)) or (win == "home" and SEEN_OR_RECORD.search(when))):
        bad("win-ending-split", f"win_by {win!r} beside the Success {when[:100]!r}")
    lines = list(_lines(trip))
    for where, text in lines:
        if where.startswith("endings"):
            continue
        if win == "seen" and (m := RECORD_TEST.search(text)):
            bad("win-seen-vs-record", f"{where}: {m.group(0)!r} on a job won by seeing it: {text[:100]!r}")
        if win in ("record", "agreed") and (m := SEEN_BY.search(text)):
            bad("win-seen-vs-record", f"{where}: {m.group(0)!r} on a job won by a record: {text[:100]!r}")
    if world.get("maguffin") == "event":
        late = next((t for _, t in lines if LATE_FAILS.search(t)), None)
        half = next((t for _, t in lines if SEEN_BY.search(t)), None)
        if late and half:
            bad("win-late-split", f"{late[:80]!r} beside a deadline that pays half: {half[:100]!r}")
