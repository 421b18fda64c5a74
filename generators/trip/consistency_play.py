"""Audit rules about how a DayTrip's clues, scenes and clock hang together at the table
(generators/trip/consistency.py runs them; tests/test_consistency.py feeds each a
contradicting trip). Cold readers (round 4) found each of these on pages that passed every
other rule.

- ``clue-form-knows``: a way of finding a clue that cannot tell its kind of fact (its
  corpora/trip/play_clues.json ``knows``: tracks at a bazaar do not say the client is
  testing the crew).
- ``fact-teller-not-source``: a fact says who reveals it ("Destiny Stirling reveals that
  ...") and that person is none of its clues.
- ``barrier-lead-fits-obstacle``: the needed fact of how to get past the climax's obstacle
  calls it something else than it is there ("How to get past the creature" where the
  obstacle is fear, and the creature is at another place): clue_cast.barrier_use.
- ``maguffin-place-says-elsewhere``: the maguffin's own scene says the way, the trail or
  the last sight of it runs through here, as if it were somewhere else.
- ``clock-light``: a tick's line about the light (the heat of the day, the light going, the
  worst of the day) fires at an hour when it is dark there, or a line about the night at an
  hour when it is light (start.is_light: the landing hour, dawn, dusk; cold read 9: "The
  day's worst hour comes early" at tick 3, midnight after a midday landing).
- ``scene-sky-of-hour``: a scene's read-aloud gives both skies ("by day ... by night"), or
  a later scene (reached at an hour nobody knows) repeats the sky the strong start gave.
- ``start-without-light``: the strong start does not say when dawn and dusk come.
- ``intel-levels``: more than one intel level (No, Scant, Bad Intel) on one job.
- ``two-paradox-rules``: the node's At the table line gives a paradox procedure of its own
  beside the Paradox rule.
- ``two-slip-rules``: a vector's reading gives a rule of its own beside the node's own
  slipped line for that vector.
- ``tweak-not-at-scene``: a surrealism tweak aimed at something at a scene's place that the
  scene does not show.
- ``rivals-land-twice``: the clock has the rival crew land (set down, slip in, arrive) at
  two ticks (cold read 5: "set their lander down" at tick 2, "land with a party" at tick 4).
- ``clue-listed-twice``: one fact lists the same clue (the same place and way) twice, so it
  has fewer clues than it shows.
- ``clue-names-keeper``: the fact of where the maguffin is names who keeps it, and one of its
  clues cannot tell a name: the lander's sensors, or a way whose ``knows`` leaves out
  ``keeper`` (cold read 15: "Tracks and signs at the shell-bead market" give "the Winter
  Tule-reed Landing, kept by Satene").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .consistency_clues import fact_kind, source_of  # noqa: F401 (one reading of a clue)

RULES = ("clue-form-knows", "fact-teller-not-source", "barrier-lead-fits-obstacle",
         "maguffin-place-says-elsewhere", "clock-light", "scene-sky-of-hour",
         "start-without-light", "intel-levels", "two-paradox-rules", "two-slip-rules",
         "tweak-not-at-scene", "rivals-land-twice", "clue-listed-twice", "clue-names-keeper")

ELSEWHERE = re.compile(r"\b(the (trail|way|path) to|was here until|last person to see \S.* was here)\b", re.I)
DAY_WORDS = re.compile(r"\b(heat of the day|midday|noon|the light at \S.* is going|sun is (high|overhead)|"
                       r"broad daylight|worst of the day|day's worst hour)\b", re.I)
NIGHT_WORDS = re.compile(r"\b(after dark|in the dark of night|moonrise|by lamplight|night's worst hour)\b", re.I)
LANDS = re.compile(r"\b(land|lands|landed|set their lander down|slip in|come down|arrive)\b", re.I)
TELLS = re.compile(r"^[^:]+: (.+?) (reveals|admits|tells the crew|lets slip)\b")


@lru_cache(maxsize=1)
def _knows() -> tuple[tuple[re.Pattern, tuple[str, ...]], ...]:
    out = []
    for v, _, f in load("trip/play_clues").items:
        if f.get("knows"):
            pat = re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v))
            out.append((re.compile(f"^{pat}", re.I), tuple(f["knows"].split("|"))))
    return tuple(out)


def _lead(use: str, place: str) -> list[str]:
    return [v.replace("{place}", place) for v, _, f in load("trip/play_clues").items if f.get("use") == use]


def _light(trip: dict, hour: int) -> bool:
    """start.is_light on the trip's JSON (the same hours)."""
    from types import SimpleNamespace

    from .start import is_light

    return is_light(SimpleNamespace(node=trip["node"], world=trip.get("world") or {}), hour)


def check_play(trip: dict, world: dict, bad) -> None:
    from .clue_cast import barrier_use
    from .clue_secret import clue_tells
    from .parts import inline
    from .scene_view import shows_tweak, tweak_thing

    scenes = trip.get("scenes") or []
    names = {n["key"]: n["name"] for n in trip["npcs"]}
    beasts = {n.get("where") for n in trip["npcs"] if n.get("source") == "creature"}
    for f in trip.get("clues") or []:
        # what its clue must be able to tell, as trip/clues.py asks it (round 34: a way past the
        # rival crew is news of them; a client's secret a booking shows, trip/clue_secret.py)
        kind = clue_tells(fact_kind(f["id"]), f["fact"], trip.get("rivals") or [])
        keeper = (trip.get("maguffin") or {}).get("held_by", "").split(" (")[0]
        for x in f["clues"]:
            for pat, knows in _knows():
                if pat.match(x["how"]) and kind not in knows:
                    bad("clue-form-knows", f"clue/{f['id']}: {x['how'][:50]!r} cannot tell {kind}")
            if kind == "where" and keeper and keeper in f["fact"] and (source_of(x) == "sensor" or any(
                    pat.match(x["how"]) and "keeper" not in knows for pat, knows in _knows())):
                bad("clue-names-keeper", f"clue/{f['id']}: {x['how'][:50]!r} cannot name "
                                         f"{keeper}, who keeps it")
        m = TELLS.match(f["fact"])
        if m and m.group(1) in names.values() and not any(
                names.get(x["at"]) == m.group(1) or x["how"].startswith(m.group(1)) for x in f["clues"]):
            bad("fact-teller-not-source", f"clue/{f['id']}: {m.group(1)} reveals it and is none "
                                          f"of its clues")
    climax = scenes[-1] if scenes else None
    way = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if climax and way:
        place = inline(climax["place"])
        use = barrier_use(climax["obstacle"], climax["place"] in beasts)
        leads = _lead(use, place) or _lead("barrier:any", place)
        if not any(way["fact"].startswith(x) for x in leads):
            bad("barrier-lead-fits-obstacle", f"clue/way: {way['fact'][:60]!r} for "
                                              f"{climax['obstacle']['text'][:50]!r}")
    if climax and ELSEWHERE.search(climax.get("gm") or ""):
        bad("maguffin-place-says-elsewhere", f"scene/{climax['number']}: {climax['gm'][:70]!r}")
    clock = trip.get("clock") or {}
    for t in clock.get("ticks") or []:
        hour = t["tick"] * int(clock.get("hours_per_segment") or 4)
        lit = _light(trip, hour)
        for e in t["events"]:
            text = e["text"]
            for n in names.values():  # "October Noon" is a name, not the hour
                text = text.replace(n, "")
            if (DAY_WORDS.search(text) and not lit) or (NIGHT_WORDS.search(text) and lit):
                bad("clock-light", f"tick {t['tick']} (hour {hour}, {'light' if lit else 'dark'}): "
                                   f"{e['text'][:60]!r}")
    day, night = world.get("sky_day") or "", world.get("sky_night") or ""
    for sc in scenes:
        ra = sc["read_aloud"]
        both = day and night and day in ra and night in ra
        if both or re.search(r"\bby day\b.*\bby night\b", ra, re.I) or (
                sc["number"] > 1 and ((day and day in ra) or (night and night in ra))):
            bad("scene-sky-of-hour", f"scene/{sc['number']}: {ra[:70]!r}")
    start = trip.get("start") or {}
    if start and "Light and dark:" not in start.get("then", ""):
        bad("start-without-light", "the strong start gives no hours of dawn and dusk")
    intel = [c for c in trip.get("complications") or [] if c.endswith(" Intel")]
    if len(intel) > 1:
        bad("intel-levels", f"{' and '.join(intel)} on one job")
    details = {d["label"]: d["text"] for d in trip["node"]["details"]}
    if "Paradox rule" in details and re.search(r"\btally\b|\broll\b", trip["node"].get("at_table") or ""):
        bad("two-paradox-rules", f"At the table: {trip['node']['at_table'][:60]!r} beside the Paradox rule")
    for v in trip.get("vectors") or []:
        if f"{v['vector']} slipped" in details and not v.get("reading", "").startswith("This node's own slip"):
            bad("two-slip-rules", f"{v['vector']}: the reading {v['reading'][:50]!r} beside the "
                                  f"node's own slipped line")
    for t in trip.get("tweaks") or []:
        for sc in scenes:
            what = tweak_thing(t["target"], sc["place"])
            if what and not any(shows_tweak(x, what) for x in sc.get("tweaks") or []):
                bad("tweak-not-at-scene", f"scene/{sc['number']}: {t['target'][:60]!r} is not shown")
    landings = [t["tick"] for t in clock.get("ticks") or [] for e in t["events"]
                if e.get("track") == "rival" and LANDS.search(e["text"])]
    if len(landings) > 1:
        bad("rivals-land-twice", f"the rivals land at ticks {landings}")
    for f in trip.get("clues") or []:
        seen = [(x["at"], x["how"]) for x in f["clues"]]
        if len(set(seen)) < len(seen):
            bad("clue-listed-twice", f"clue/{f['id']}: a clue is listed twice")
