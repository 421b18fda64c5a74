"""What a way past an obstacle costs, read from its own words: a roll, hours on the clock, a
price. The needed way past the climax (corpora/trip/play_clues.json ``shortcut:`` lines) must
save the crew something over the climax's printed way round, or the clue is pointless
(round 15 cold reads: "crosses inside it with no roll (one hour on the clock)" beside a way
round "go round it (one hour on the clock)"; "one DL easier than the way round's roll"
beside a way round with no roll). trip/clues.py draws only a line that ``gains``;
consistency_r15ways.py audits the drawn pair.
"""

from __future__ import annotations

import re

NO_ROLL = re.compile(r"\b(with )?no roll\b|\bwithout a roll\b", re.I)
ROLL = re.compile(r"\bDL \d|\brolls?\b|\bopposed\b", re.I)
HOURS = re.compile(r"\bhours?\b|\btick\b|\bon the clock\b", re.I)
PRICE = re.compile(r"\d(\.\d+)?M\b|\bworth\b|\bfee\b|\brations\b|\bfuel\b|\bpower\b|\bitem\b|\bthing\b|"
                   r"\bgift\b|\bmeal\b|\bpay(ing)?\b|\bbuy\b|\bfavour\b", re.I)
# a sure hour: the way past costs one whole hour on the clock (a wait of "up to" an hour is less)
SURE_HOUR = re.compile(r"\bone (extra )?hour on the clock\b|\bslower by one hour\b|\btakes one hour\b", re.I)
EASES = re.compile(r"\bthe way round's( roll)?\b", re.I)


def _options(way: str) -> list[str]:
    """A way round's options: its clauses joined by ", or " outside brackets."""
    return [a.strip() for a in re.split(r", or (?![^()]*\))", way.rstrip(".")) if a.strip()]


def names_roll(text: str) -> bool:
    """Whether ``text`` asks for a roll (a "no roll" is not one)."""
    return bool(ROLL.search(NO_ROLL.sub("", text)))


def hour_only(option: str) -> bool:
    """Whether a way round's option costs only time on the clock: no roll, no price."""
    return bool(HOURS.search(option)) and not names_roll(option) and not PRICE.search(option)


def sure_hour(past: str) -> bool:
    """Whether a way past costs a sure hour on the clock and no roll."""
    return bool(SURE_HOUR.search(past)) and not names_roll(past) and "up to one hour" not in past.lower()


def eases_roll(past: str) -> bool:
    """Whether a way past makes the way round's own roll easier (so needs one)."""
    return bool(EASES.search(past))


def waits(past: str) -> bool:
    """Whether a way past costs time on the clock (a sure hour, or a wait of up to one) and
    no roll."""
    return bool(HOURS.search(past)) and not names_roll(past)


def gains(way: str, past: str) -> bool:
    """Whether the needed way ``past`` saves something over the printed way round ``way``: not
    an easier roll beside a way round with none, nor any wait beside a way round of time only
    (cold read 23, trip b: "draws back out of sight at the top of every hour ... (up to one
    hour's wait)" beside "wait for it to limp away (one hour on the clock)" buys nothing)."""
    if eases_roll(past) and not names_roll(way):
        return False
    return not (waits(past) and any(hour_only(o) for o in _options(way)))
