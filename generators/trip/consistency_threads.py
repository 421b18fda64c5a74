"""The consistency audit's rules about threads a trip states and never uses (consistency_folk
runs them; generators/trip/threads.py ties them to the scenes; scripts/threads.py counts them):

- ``faction-used``: every faction the page prints is named again in the play (a scene, a
  tick, a clue or an ending): cold reads 12 and 13 ("The Lodge of the Unread Mail. Want: To
  borrow the crew's lander for an hour today", and no scene knew of them).
- ``hook-used``: the node's Hook shows at a scene (a scene's thread labelled "The hook"):
  "Half the locals have fallen asleep and cannot be woken; the other half blame visitors"
  was stated and never met.
- ``story-used``: a Dream World's named story (What it is: "the one with the clock that ate
  the town") shows at a scene (a thread labelled "The dreamer's story"; cold read 13).
- ``faction-bar-helps``: a faction whose Want keeps the crew out (corpora/grammars/org.json
  ``fw_bar``: "to keep outsiders away from the weir") never eases the crew's way at its
  scene ("If the crew go along with them, they show a way through (-1 DL ...)": r11 brief).
- ``tour-intel``: a tour's destination is "a well-known and mapped destination" (the rules'
  Sightseeing/Tourism goal), so no line of a tour says nobody has been there or the crew
  go in without a map (``UNMAPPED``); its No Intel lines are the brochure's and the tour
  company's (corpora/grammars/events.json no_intel, needs ``mission: tourism``).
- ``tour-where-brochure``: for the same reason, where a tour goes is in the brochure: the
  needed fact of where to go has a clue learnt at the barn before the slip (cold-c69b1e: "The
  way to the garden of the old palace" found only by clues on the node).
"""

from __future__ import annotations

import re

from .consistency_walk import strings
from .threads import EASES, bars, story_line

RULES = ("faction-used", "hook-used", "story-used", "tour-intel", "tour-where-brochure",
         "faction-bar-helps")
PLAY = ("start", "scenes", "clues", "clock", "endings", "events", "obstacles")
SKIP = ("id", "npcs", "leads_to", "kind", "opposition", "stat", "label", "track")
# What a tour's lines may not say of its destination: the rules make it well known and mapped.
UNMAPPED = re.compile(
    r"\b((nobody|no DayTripper) has been here before|never sent anyone|the crew are the first|first DayTrippers "
    r"here|blank folder|a set of coordinates and a rumour|the file on .{1,60} is empty|map is a "
    r"sheet of graph paper|only map of this node|going in blind|went in blind|without a map|"
    r"barely charted|an unvisited planet|an uncharted planet|for the first time ever)\b", re.I)


def play_lines(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the play's lines: what a faction or hook must show up in."""
    return [x for k in PLAY for x in strings(trip.get(k), SKIP, k)]


def loose_threads(trip: dict) -> list[tuple[str, str]]:
    """(kind, text) of each faction or hook the page prints that the play never uses."""
    out = []
    said = play_lines(trip)
    for f in trip.get("factions") or []:
        if not any(f["name"] in t for _, t in said):
            out.append(("faction", f["name"]))
    hook = next((d["text"] for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Hook"), None)
    if hook and not any(th.get("label") == "The hook" for sc in trip.get("scenes") or []
                        for th in sc.get("threads") or []):
        out.append(("hook", hook))
    what = next((d["text"] for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "What it is"), "")
    if story_line(what) and not any(th.get("label") == "The dreamer's story"
                                    for sc in trip.get("scenes") or [] for th in sc.get("threads") or []):
        out.append(("story", what))
    return out


def _bar_helps(trip: dict, bad) -> None:
    for f in trip.get("factions") or []:
        want = next((d["text"] for d in f.get("details") or [] if d.get("label") == "Want"), "")
        if not want or not bars(want):
            continue
        for sc in trip.get("scenes") or []:
            for th in sc.get("threads") or []:
                if th.get("label") == "Faction" and f["name"] in th["text"] and any(e in th["text"] for e in EASES):
                    bad("faction-bar-helps", f"{sc.get('id')}: {f['name']!r} want {want!r} and "
                                             f"ease the crew's way (-1 DL)")


def check_threads(trip: dict, every, bad) -> None:
    _bar_helps(trip, bad)
    for kind, text in loose_threads(trip):
        bad(f"{kind}-used", f"{kind} {text!r} is printed and used in no scene, tick, clue or ending")
    if trip.get("mission_type") == "Sightseeing/Tourism":
        for where, t in every:
            m = UNMAPPED.search(t)
            if m:
                bad("tour-intel", f"{where}: {m.group(0)!r} (a tour goes to a well-known and "
                                  f"mapped destination)")
        for f in trip.get("clues") or []:
            if f["id"] == "where" and not any(x.get("source") == "intel" for x in f["clues"]):
                bad("tour-where-brochure", "the way to a tour's well-known destination is "
                                           "found only on the node")
