"""How long a mapping job's mapping takes, and what counts as done (round 35). Cold readers of
algorithm-30 trips: a Surveying/Fact-Finding job asks for "The mine, measured, drawn and mapped,
and the map carried home before the slip window closes", and its last barrier charges "for the
hours the crew need to measure and draw it", but no line says how many hours that is or when the
map is finished, so the clock's hour to start back could not be planned for.

The rules are silent on how long mapping takes; our ruling is data: a maguffin of
corpora/lists/maguffins.json that is a map says ``"map_hours"`` (the hours of work at its place)
and ``"map_done"`` (what counts as done). ``map_want`` writes them into the climax's want and its
last barrier's price; ``map_clock`` into the clock's hour to start back (the crew must be at work
by that hour less the mapping's). The audit rules are consistency_r35clues.py's ``map-job-no-hours``.
"""

from __future__ import annotations

from ..data import load
from .scenes import lower_first

# the words the ruling is said in (the audit reads them back; round 37: "counted on the clock in
# place of the stay it counts there" read as machine-made to a cold reader)
WANT = ("How long the mapping takes (our ruling: the rules give it no time): {hours} of work at {place}, "
        "which on the clock take the place of the hour a stop there would cost; it is done when {done}. A crew who stop "
        "short bring home part of a map: a partial success at best.")
ON_CLOCK = ", and the mapping there takes {hours} (our ruling), so they must be at work on it by hour {start}"
ALONE = ("The mapping at {place} takes {hours} (our ruling): a crew who mean to finish it and still make the "
         "slip window must be at work there by hour {start}.")
NEED = ("for the hours the crew need to measure and draw", "for the hours the crew need there")


def hours_words(n: int) -> str:
    return f"{n} hour{'' if n == 1 else 's'}"


def map_entry(what: str | None) -> dict | None:
    """The maguffins.json fields of the maguffin ``what`` (its "what", any case) when it is a map."""
    key = (what or "").strip().rstrip(".").lower()
    return next((f for v, _, f in load("lists/maguffins").items
                 if f.get("map_hours") and v.lower() == key), None)


def map_want(maguffin: dict | None, scenes: list[dict]) -> None:
    """The mapping's hours and what counts as done, in the climax's want and its last barrier's price."""
    f = map_entry((maguffin or {}).get("what"))
    if not (f and scenes):
        return
    sc, hours = scenes[-1], hours_words(f["map_hours"])
    sc["want"] = f"{sc['want']} " + WANT.format(hours=hours, place=lower_first(sc["place"]), done=f["map_done"])
    if sc.get("release"):
        for need in NEED:
            sc["release"] = sc["release"].replace(need, need.replace("the hours", f"the {hours}"))


def map_clock(maguffin: dict | None, ticks: list[dict], place: str, leave: int, per: int = 4) -> None:
    """The mapping's hours on the clock: the line that says the hour to start back (``leave``) says
    by when the crew must be at work, when its tick fires by then (``per`` hours a tick: no tick
    names an hour before it fires, test_r32_rulings); else the first tick says it."""
    f = map_entry((maguffin or {}).get("what"))
    if not f:
        return
    hours, start = hours_words(f["map_hours"]), leave - f["map_hours"]
    said = f"must be on their way by hour {leave}"
    for t in ticks:
        if t["tick"] * per > start:
            continue
        for e in t["events"]:
            if e["track"] == "goal" and said in e["text"]:
                e["text"] = e["text"].rstrip(".") + ON_CLOCK.format(hours=hours, start=start) + "."
                return
    ticks[0]["events"].insert(0, {"track": "goal", "text": ALONE.format(place=place, hours=hours, start=start)})
