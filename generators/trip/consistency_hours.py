"""The consistency audit's rules about the hour of the day and the rules' units (round 11,
cold reads 14-16; generators/trip/consistency_timing.py runs them, tests/test_consistency.py
feeds each a contradicting trip).

- ``season-daylight``: a climate that states a season (corpora/lists/climates.json
  ``daylight``: a summer's long days, a winter's short ones) has the hours of light and dark
  to match (cold read 15: "A Valley summer" beside "dusk at hour 6, dawn at hour 18").
- ``night-landing-daytime``: the crew land at night, and the landing's read-aloud shows people
  at a daytime pastime (cold read 14: "It is night here. Busy with farmhands on their lunch
  break"); nor does a clock tick or an event at an hour the page's dawns and dusks make dark.
- ``opposed-roll-dl``: a line puts a DL on a roll the page makes opposed (a trade, a bargain,
  a haggle: the crew's CHARM against the holder's roll); the rules' Opposed Actions have no DL
  (the defensive roll sets it), so a change is a bonus to a roll ("+1 DL on the trade").
- ``dl-below-one``: a line takes a DL off an obstacle already at DL 1 (the rules' DLs run
  1-10: "-1 DL on this scene's obstacle" beside its DL 1).
- ``tick-npc-elsewhere``: a clock line has an NPC act in person at a place of the trip that
  is not theirs, wherever in the line their name stands (cold read 16: "Kliopeja Cosephe has a description of the crew ... going round
  Carnegina Station" while she is at the summit); from afar they send people, or hear of it.
- ``one-reception``: the landing meets the crew one way: not "to a round of applause" and
  also "A stone hits the hatch ... not smiling" (cold read 16; start.py's fact ``welcome``).
- ``hatch-opens-once``: the landing's read-aloud opens the lander's hatch once (cold read 15:
  "The lander's hatch opens on ..." and "The hatch opens halfway and sticks").
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import rx

RULES = ("season-daylight", "night-landing-daytime", "opposed-roll-dl", "dl-below-one",
         "hatch-opens-once", "tick-npc-elsewhere", "one-reception")

LIGHT = re.compile(r"\bLight and dark: a day here lasts (\d+) hours[^:]*: (.*?)\.(?: |$)")
MARK = re.compile(r"\b(dawn|dusk) at hour (\d+)")
DAYTIME = re.compile(r"\b(lunch (?:break|hour)|at lunch|breakfast|midday|noon|market day|the "
                     r"morning market|rehears\w+|siesta|sunbath\w*|school run)\b", re.I)
OPPOSED_DL = re.compile(r"[+-]\d+ DL on the (trade|bargain|haggle|haggling|talk)\b", re.I)
EASE = "-1 DL on this scene's obstacle"
HATCH = re.compile(r"\bhatch (?:opens|swings open|is open)\b", re.I)
CHEERED = re.compile(r"\b(round of applause|cheer(?:s|ing)?|waiting with a hand-painted sign)\b", re.I)
JEERED = re.compile(r"\b(stone hits|not smiling|take what is theirs|stones fly)\b", re.I)
OPENER = re.compile(r"\bhatch opens on\b", re.I)
HATCH_STUCK = re.compile(r"\bhatch (?:opens halfway|sticks|jams|will not open)\b", re.I)


def _light_hours(then: str) -> tuple[int, int] | None:
    """(light hours, day length) of the page's Light and dark line (None: no marks)."""
    m = LIGHT.search(then)
    if not m:
        return None
    d, marks = int(m.group(1)), MARK.findall(m.group(2))
    if len(marks) < 2:
        return None
    (k1, h1), (_, h2) = marks[0], marks[1]
    between = int(h2) - int(h1)  # from the first turn to the second: light after a dawn
    return (between if k1 == "dawn" else d - between), d


# what an NPC does from afar (their people, a runner, word that reaches them)
# or on their way there in the tick (a rival captain who strolls over to the lander)
AFAR = re.compile(r"^(?:'s people|sends?|hears?|makes their move|tells|has people|has (?:one of )?their|"
                  r"(?:strolls|walks|comes|goes) over)\b")


def _tick_npcs(trip: dict, bad) -> None:
    """Every mention of an NPC in a clock line, not only a line that starts with their name
    (round 12: "...; Kliopeja Cosephe goes round Carnegina Station"): what the clause after
    the name puts them doing at another place of the trip (their own people, word from afar
    and a possessive are not them in person)."""
    places = [x["name"] for x in trip.get("locations") or []]
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            text = e.get("text", "")
            for n in trip.get("npcs") or []:
                if not n.get("where") or not n.get("name"):
                    continue
                # a longer name of another NPC that holds this one ("Lyric 'the Keyhole'
                # Barthelme" beside the dreamer Barthelme) is that NPC, not this one
                held = [(m.start(), m.end()) for o in trip.get("npcs") or []
                        if len(o.get("name") or "") > len(n["name"]) and n["name"] in o["name"]
                        for m in re.finditer(re.escape(o["name"]), text)]
                # the whole name, never inside a word (Hall is not in "the Tilted Hallway")
                for at in rx(r"(?<!\w)" + re.escape(n["name"]) + r"(?!\w)").finditer(text):
                    if any(a <= at.start() and at.end() <= b for a, b in held):
                        continue
                    rest = text[at.end():].lstrip(" ")
                    if AFAR.match(rest) or rest.startswith("'"):
                        continue
                    # the line's subject: all of it (as before); a later mention: its own clause
                    clause = rest if at.start() == 0 else re.split(
                        r"[;:.(]|, (?:and|but|or|if|unless|while)\b", rest, maxsplit=1)[0]
                    p = next((p for p in places if p != n["where"] and re.search(
                        r"\b(?:at|round|in|into|to|towards|through) (?:the )?" + re.escape(
                            p[4:] if p.lower().startswith("the ") else p) + r"\b", clause, re.I)), None)
                    if p:
                        bad("tick-npc-elsewhere", f"tick {tick.get('tick')}: {text[:80]!r}, and "
                                                  f"{n['name']} is at {n['where']}")
                        break


def _dark_daytime(trip: dict, world: dict, bad) -> None:
    """The class of night-landing-daytime at every hour the page gives a line (round 12): a
    clock tick's lines at the hour it fires, an event at its hour, shown at a daytime pastime
    while the page's own dawns and dusks say it is dark."""
    m = LIGHT.search((trip.get("start") or {}).get("then", ""))
    if not m or world.get("nights") == "no":
        return
    marks = [(k, int(h)) for k, h in MARK.findall(m.group(2))]

    def dark(hour: int) -> bool:
        lit = world.get("arrival") != "night"
        for k, h in marks:
            if h > hour:
                break
            lit = k == "dawn"
        return not lit
    lines = [(f"tick {t.get('tick')}", 4 * t.get("tick", 0), e.get("text", ""))
             for t in (trip.get("clock") or {}).get("ticks") or [] for e in t.get("events") or []]
    lines += [(e.get("when", ""), int(e["when"][5:]), e.get("text", "")) for e in trip.get("events") or []
              if re.fullmatch(r"Hour \d+", e.get("when") or "")]
    names = sorted({n.get("name") or "" for n in trip.get("npcs") or []} - {""}, key=len, reverse=True)
    for where, hour, text in lines:
        for name in names:  # a name is not the hour ('Jason Noon', "Cameron 'the Rehearsal' ...")
            text = text.replace(name, "someone")
        d = DAYTIME.search(text)
        if d and dark(hour):
            bad("night-landing-daytime", f"{where} (hour {hour}, dark): {d.group(0)!r}")


def _season(trip: dict, world: dict, bad) -> None:
    f = load("lists/climates").fields_of(world.get("climate_text") or "") or {}
    want = f.get("daylight")
    got = _light_hours((trip.get("start") or {}).get("then", ""))
    if not want or not got:
        return
    light, d = got
    if (want == "long" and light * 2 <= d) or (want == "short" and light * 2 >= d):
        bad("season-daylight", f"{world.get('climate_text')!r} ({want} days), and {light} of the "
                               f"{d} hours are light")


def check_hours(trip: dict, world: dict, texts, bad) -> None:
    _season(trip, world, bad)
    _tick_npcs(trip, bad)
    start = (trip.get("start") or {}).get("read_aloud", "")
    if world.get("arrival") == "night" and world.get("nights") != "no":
        first = (trip.get("scenes") or [{}])[0].get("read_aloud") or ""
        said = start + " " + first
        for name in sorted((n["name"] for n in trip.get("npcs") or []), key=len, reverse=True):
            said = said.replace(name, "someone")  # a name is no pastime (Brittany "the Rehearsal")
        m = DAYTIME.search(said)
        if m:
            bad("night-landing-daytime", f"{m.group(0)!r} where the crew land in the middle of the night")
    _dark_daytime(trip, world, bad)
    if len(HATCH.findall(start)) > 1 or (OPENER.search(start) and HATCH_STUCK.search(start)):
        bad("hatch-opens-once", f"the landing opens the hatch twice: {start[:90]!r}")
    landing = " ".join([start, (trip.get("start") or {}).get("then", "")] + [
        (trip.get("scenes") or [{}])[0].get(k) or "" for k in ("read_aloud", "gm")])
    if CHEERED.search(landing) and JEERED.search(landing):
        bad("one-reception", f"{CHEERED.search(landing).group(0)!r} and {JEERED.search(landing).group(0)!r} "
                             "at one landing")
    for where, text in texts:
        m = OPPOSED_DL.search(text)
        if m:
            bad("opposed-roll-dl", f"{where}: {m.group(0)!r}: an opposed roll has no DL")
    for sc in trip.get("scenes") or []:
        dl = (sc.get("obstacle") or {}).get("dl")
        if dl is not None and dl <= 1 and any(EASE in t.get("text", "") for t in sc.get("threads") or []):
            bad("dl-below-one", f"scene {sc.get('number')}: {EASE!r} on a DL {dl} obstacle")
