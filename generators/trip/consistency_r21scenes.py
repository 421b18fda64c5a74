"""The consistency audit's round-21 scene rules (brief r21 scenes; cold read 29, GMs reading
algorithm-19 trips of seeds r20-cold-a .. r20-cold-j cold). generators/trip/consistency.py runs
them; tests/test_r21_scenes.py feeds each a contradicting trip.

- ``stealth-at-talk``: the scene where Stealth Required bites (the strong start's ruling: "at X
  (scene N) the crew must also pass unseen") is no scene whose point is a talk or a deal with
  someone there: a roleplay scene, or a want such as "Someone here who has heard of the tower,
  and a reason for them to tell", "A first word with the locals", "A fair trade: the client's
  cargo handed over" (cold read 29, r20-cold-a: the crew must stay hidden at the hanging village
  where they want someone there to tell them of the tower). Stealth belongs where the crew must
  not be seen: trip/stealth.py finds the place first, its scene has the fact ``stealth: here``
  and the talking wants (trip/play_lines.json) need ``stealth != here``; content/line_places.py keeps
  the line off a goal that is a trade, talks, a permission or a person to win over.
- ``obstacles-one-stat``: the scenes' obstacles do not all roll one stat (cold read 29,
  r20-cold-g: six obstacles, every one PSYCHE, so one PC does everything). The last obstacle
  dealt avoids the stat all the others roll when a line of its kind rolls another
  (trip/scenes.py one_stat); Psychological Challenges has CHARM, BRAINS and HEALTH lines that
  fit any world.
- ``tick-dl-past-six``: the clock's ticks never push a place past DL 6: its highest printed DL
  (obstacle, hidden surprise) plus every "+N DL at <place>" ("+N DL on every roll to go
  unnoticed at <place>"; "+N DL there" and a bare "+N DL": the goal) of the ticks is at most 6 (cold read 29, r20-cold-i: +1, +1, +2, +1, +1 on a DL 3 obstacle made DL 9).
  The rules: "6 = very hard 7 = unlikely 8 = ridiculous 9 = absurd 10 = insane ... Actions of DL
  7 or higher are impossible for an unskilled and unequipped human to perform without help"
  (Source Rules 3.0, Difficulty Levels); trip/clock_dl.py caps each tick.
- ``way-names-later-place``: a scene's way round never sends the crew to the place of a later
  scene, nor to a person found only at one (cold read 29, r20-cold-b: at the People's Bazaar,
  scene 2, "They drink at the old mine and talk too much: an hour there", the old mine being
  the climax, scene 5). content/places.py fills the way's place with the obstacle's own.
"""

from __future__ import annotations

import re

from ..rules.resolution import OBSTACLE_DL_MAX

RULES = ("stealth-at-talk", "obstacles-one-stat", "tick-dl-past-six", "way-names-later-place")

RULING = re.compile(r"Stealth Required \(Mission Complication[^)]*\): at .*? \(scene (\d+)\)")
# the wants whose point is a talk or a deal with someone at the scene (trip/play_lines.json)
TALK = re.compile(r"\b(find out who is in charge|someone here|who here|a first word with the locals|"
                  r"someone local|a local who knows|word of who last saw|help from|learn what|"
                  r"win .+? over|a straight answer from|on their side|across the table|traded for|"
                  r"a fair trade|learnt from)\b", re.I)
ADD = re.compile(r"\(\+(\d) DL(?P<what> on every roll to [^()]*?)?(?: at (.+?)(?: from the next tick on)?| there)?\)")


def _low(name: str) -> str:
    return name[:1].lower() + name[1:]


def _talks(sc: dict) -> str | None:
    if sc.get("kind") == "roleplay":
        return "a roleplay scene"
    m = TALK.search(sc.get("want") or "")
    return f"the crew want {m.group(0)!r}" if m else None


def _place_dls(trip: dict, scenes: list[dict]) -> dict[str, int]:
    """Each scene's id -> the DL its ticks reach: its highest printed DL plus their rises."""
    keys = {}
    for sc in scenes:
        for k in (sc["place"], _low(sc["place"])):
            keys[k.lower()] = sc["id"]
    reach = {sc["id"]: max(int(ob["dl"]) for ob in (sc["obstacle"], sc.get("surprise")) if ob) for sc in scenes}
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick["events"]:
            for m in ADD.finditer(e["text"]):
                if m.group("what") and not m.group(3):
                    continue  # every such roll, anywhere
                sid = keys.get(m.group(3).lower()) if m.group(3) else scenes[-1]["id"]
                if sid:
                    reach[sid] += int(m.group(1))
    return reach


def check_r21scenes(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes:
        return
    by_no = {sc["number"]: sc for sc in scenes}
    if (m := RULING.search((trip.get("start") or {}).get("then") or "")) and (sc := by_no.get(int(m.group(1)))) \
            and (why := _talks(sc)):
        bad("stealth-at-talk", f"scene/{sc['number']}: Stealth Required bites at {sc['place']!r}, yet {why}")
    stats = {sc["obstacle"]["stat"] for sc in scenes}
    if len(scenes) > 2 and len(stats) == 1:
        bad("obstacles-one-stat", f"all {len(scenes)} obstacles roll {stats.pop()}")
    for sid, dl in _place_dls(trip, scenes).items():
        if dl > OBSTACLE_DL_MAX:
            sc = next(x for x in scenes if x["id"] == sid)
            bad("tick-dl-past-six", f"scene/{sc['number']}: the clock's ticks push {sc['place']!r} to DL {dl}")
    for sc in scenes:
        way = sc["obstacle"].get("way") or ""
        for later in scenes:
            if later["number"] <= sc["number"]:
                continue
            if later["place"] in way or _low(later["place"]) in way:
                bad("way-names-later-place", f"scene/{sc['number']}: its way round names {later['place']!r}, "
                                             f"scene {later['number']}")
            for who in later.get("here") or []:
                if who in way and not any(who in (x.get("here") or []) for x in scenes
                                          if x["number"] <= sc["number"]):
                    bad("way-names-later-place", f"scene/{sc['number']}: its way round names {who}, "
                                                 f"met at scene {later['number']}")
