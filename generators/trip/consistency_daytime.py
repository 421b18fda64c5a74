"""``daytime-fits-hour``, read as its class (REVIEW r12 finding 13, cold read 19 D-1): a time
of day said of an hour fits the dawns and dusks the page prints, however it is worded:

- "hour N, <words>" and "hour N (<words>)", "<words> at hour N", "at hour N ... <words>" in
  one clause;
- a clock tick's own words of the hour it fires at ("The heat of the day peaks" at tick 1,
  hour 4, the hour of the node's dawn; "the light is going" early in the day);
- "in the evening" is either side of a dusk (hour 19 after a dusk at 18 is evening), never
  the middle of the day or the night.

Late in the day is nearer its dusk than its dawn, early the other way; the middle of the day
(the heat of the day, its worst hour) is neither within NEAR hours of a turn unless both turns
are as near (trip/daytime.py day_words: the same reading the clock's ``daypart`` fact uses).
"""

from __future__ import annotations

import re

NEAR = 3  # trip/daytime.py NEAR
LIGHT_LINE = re.compile(r"Light and dark: a day here lasts (\d+) hours[^:]*: (.*?)\.(?: |$)")
MARKS = re.compile(r"\b(dawn|dusk) at hour (\d+)")
# (light, part): part None is any part of that light; "evening" is near a dusk, either side
DAY_WORDS = {"late in the day": ("day", "late"), "early in the day": ("day", "early"),
             "in the middle of the day": ("day", "middle"), "in the afternoon": ("day", "late"),
             "in the morning": ("day", "early"), "in broad daylight": ("day", None),
             "soon after dark": ("night", "early"), "early in the night": ("night", "early"),
             "after dark": ("night", None), "once it is dark": ("night", None),
             "in the middle of the night": ("night", "middle"),
             "in the last dark before dawn": ("night", "late"), "before dawn": ("night", "late"),
             "in the evening": (None, "evening"), "at nightfall": (None, "evening")}
_ALT = "|".join(sorted(map(re.escape, DAY_WORDS), key=len, reverse=True))
SAID = (re.compile(r"\bhour (\d+),? \(?(" + _ALT + r")\b", re.I),
        re.compile(r"\b(" + _ALT + r"),? (?:at |by |from )?hour (\d+)\b", re.I),
        re.compile(r"\bhour (\d+)\b[^.;:()\d]{1,40}?\b(" + _ALT + r")\b", re.I))
# what a clock tick says of its own hour
TICK_WORDS = ((re.compile(r"\b(?:the heat of the day (?:peaks|is at its worst)|the worst of the day arrives|"
                          r"the sun is at its highest|the hottest hour)\b", re.I), ("day", "middle")),
              (re.compile(r"\b(?:the light is (?:going|failing|fading)|the sun is going down|the sun sets|"
                          r"the light goes)\b", re.I), ("day", "late")),
              (re.compile(r"\b(?:first light|dawn breaks|the sun comes up|the sun rises)\b", re.I), ("day", "early")),
              (re.compile(r"\b(?:the dead of night|the darkest hour)\b", re.I), ("night", "middle")))


def _lit(marks: list[tuple[str, int]], landed_dark: bool, hour: int) -> bool:
    lit = not landed_dark
    for kind, h in marks:
        if h > hour:
            break
        lit = kind == "dawn"
    return lit


def _fault(marks, dark: bool, hour: int, light, part) -> str | None:
    """What is wrong with saying (light, part) of ``hour``, or None."""
    lit = _lit(marks, dark, hour)
    if part == "evening":
        dusks = [h for k, h in marks if k == "dusk"]
        if not any(abs(h - hour) <= NEAR for h in dusks):
            return "no dusk within " + str(NEAR) + " hours"
        return None
    if (light == "day") != lit:
        return f"it is {'light' if lit else 'dark'} then"
    if part is None:
        return None
    turn = ("dawn", "dusk") if lit else ("dusk", "dawn")
    since = [h for k, h in marks if k == turn[0] and h <= hour]
    until = [h for k, h in marks if k == turn[1] and h > hour]
    if not since or not until:
        return None  # before the first printed turn or after the last: no part to read
    gone, left = hour - since[-1], until[0] - hour
    got = "middle" if min(gone, left) > NEAR or gone == left else "late" if left < gone else "early"
    if part == got or (part != "middle" and got == "middle"):
        return None
    return f"between {turn[0]} at hour {since[-1]} and {turn[1]} at hour {until[0]}"


def check_daytime(trip: dict, world: dict, texts, bad) -> None:
    m = LIGHT_LINE.search((trip.get("start") or {}).get("then", ""))
    if not m:
        return
    marks = [(k, int(h)) for k, h in MARKS.findall(m.group(2))]
    dark = world.get("arrival") == "night"
    for where, text in texts:
        said = []
        for k, rx in enumerate(SAID):
            for x in rx.finditer(text):
                hour, words = (x.group(2), x.group(1)) if k == 1 else (x.group(1), x.group(2))
                said.append((x.start(), x.end(), int(hour), words.lower(), x.group(0)))
        done: list[tuple[int, int]] = []
        for a, b, hour, words, shown in sorted(said):
            if any(a < e and s < b for s, e in done):
                continue  # one reading of one phrase
            done.append((a, b))
            fault = _fault(marks, dark, hour, *DAY_WORDS[words])
            if fault:
                bad("daytime-fits-hour", f"{where}: {shown!r}, and {fault} ({m.group(2)})")
        tick = re.match(r"clock/ticks/(\d+)/events/\d+/text$", where)
        if not tick:
            continue
        fires = 4 * (int(tick.group(1)) + 1)
        for rx, (light, part) in TICK_WORDS:
            w = rx.search(text)
            if w and not any(a <= w.start() < b for a, b in done):
                fault = _fault(marks, dark, fires, light, part)
                if fault:
                    bad("daytime-fits-hour", f"{where} (hour {fires}): {w.group(0)!r}, and {fault} ({m.group(2)})")
