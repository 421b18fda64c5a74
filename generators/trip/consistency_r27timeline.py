"""The consistency audit's round-27 rules on what a trip says happened and who knows what
(cold readers of algorithm-25 trips, seeds r27-cold-a..i). Registered in
generators/trip/consistency_r27.py; tests/test_r27_timeline.py feeds each rule a broken trip.

- ``roll-log-set-aside-printed``: the roll log says of the node's own obstacle "no scene prints
  it; it read: X", and a scene prints X. Cold read (r27-cold-g): the log set aside "Everyone on
  the Sacramento Valley in 1948 is unbearably, contagiously sad", and scene 5 printed it (its
  line states its own DL, so trip/dl_log.py never counted it as used).
- ``world-on-region``: a valley, a basin, a forest or a place in a year takes "in", not "on".
  Cold read (r27-cold-g): "Everyone on the Sacramento Valley in 1948".
- ``obstacle-roll-twice``: a scene's obstacle line asks for its own roll with its DL, and the
  page asks for the same roll again ("(PSYCHE DL 3 each hour). Roll PSYCHE against DL 3.").
- ``told-ahead-then-news``: the maguffin's keeper "has been told the crew are coming" (GM
  only), and a clock tick later brings the goal's place the news as if for the first time
  (r27-cold-g: tick 2, hour 8: "The people at the old mine hear that strangers are after the mine").
- ``board-rival-on-node``: a rival crew "not on this node" (only bidding on the same Big Board)
  has no goal that puts them on the node now (r27-cold-i: "Goal: They are lost and will not
  admit it; Status: Bidding on the same Big Board"; "They are scouting the node").
"""

from __future__ import annotations

import json
import re

from .clock_once import TOLD_AHEAD, first_place

RULES = ("roll-log-set-aside-printed", "world-on-region", "obstacle-roll-twice", "told-ahead-then-news",
         "board-rival-on-node")

READ = re.compile(r"no scene prints it.*?; it read: (.+?)\)?$", re.S)
# (not "the hatch opens on the Glass Forest", "the file on", "all the barn has on", "keep a watch on":
# facing, about, watching)
REGION = re.compile(r"(?<!\bopens )(?<!\bfile )(?<!\bnotes )(?<!\bhas )(?<!\bwatch )\bon (the [A-Z][\w'-]*(?: [A-Z][\w'-]*)* (?:Valley|Basin|Delta|Forest|Woods|Lowlands|Highlands)"
                    r"|[A-Z][\w'-]*(?: [A-Z][\w'-]*)* in \d{3,4})\b")


HERE_NOW = re.compile(r"\bThey are lost\b|\bare scouting the node\b", re.I)
OFF_NODE = "not on this node"


def _page(trip: dict) -> str:
    return json.dumps({k: v for k, v in trip.items() if k not in ("rolls", "command")}, ensure_ascii=False)


def check_r27timeline(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    obs = [(sc.get("number"), ob) for sc in scenes for ob in (sc.get("obstacle"), sc.get("surprise"))
           if isinstance(ob, dict)]
    for r in trip.get("rolls") or []:
        m = READ.search(r.get("result") or "")
        if m:
            # its own words past the place's name (before-stop audit/275, round 28: "The way
            # through the mercury lake where the old engines stand is shut by a lock" set aside,
            # and "... is a maze of turns" printed: two obstacles of one stem, the first 60 alike)
            said = m.group(1).strip()[:120]
            for n, ob in obs:
                if said and said in (ob.get("text") or ""):
                    bad("roll-log-set-aside-printed", f"rolls: {r.get('for')!r} says no scene prints "
                                                      f"{said!r}, and scene {n} prints it")
    for m in REGION.finditer(_page(trip)):
        bad("world-on-region", f"the page says 'on {m.group(1)}' (a region or a time: 'in')")
    for n, ob in obs:
        stat, dl = ob.get("stat"), ob.get("dl")
        if stat and dl is not None and re.search(rf"\b{stat} \(?DL {dl}\b", ob.get("text") or ""):
            bad("obstacle-roll-twice", f"scene/{n}: {ob.get('text')!r} asks for {stat} DL {dl}, "
                                       f"and the page asks 'Roll {stat} against DL {dl}' again")
    really = (trip.get("maguffin") or {}).get("really") or ""
    goal = scenes[-1].get("place") if scenes else ""
    if goal and TOLD_AHEAD.search(really):
        for tick in (trip.get("clock") or {}).get("ticks") or []:
            for e in tick.get("events") or []:
                if first_place(e.get("text") or "", [goal]):
                    bad("told-ahead-then-news", f"tick {tick.get('tick')}: {e.get('text')!r} brings news "
                                                f"the keeper has had from the start ({really!r})")
    for rv in trip.get("rivals") or []:
        said = {d.get("label"): d.get("text") or "" for d in rv.get("details") or []}
        if OFF_NODE in said.get("Status", "") and HERE_NOW.search(said.get("Goal", "")):
            bad("board-rival-on-node", f"rival {rv.get('name')!r}: goal {said['Goal']!r}, and "
                                       f"status {said['Status']!r}")
