"""The consistency audit's round-36 scene and world rules (cold reads of algorithm-31 trips: a
scene's or the node's own lines that contradict the node's facts or each other). Registered in
generators/trip/consistency_r36.py; tests/test_r36_scene.py feeds each rule a trip broken on
purpose.

- ``draught-in-vacuum``: where there is no air (the world fact air vacuum) nothing is carried on
  a draught or a breeze. Cold read: "it is said to be haunted, and a cold draught follows anyone
  who walks alone" on an airless salt flat. Fix: grammars/places.json place_promise_line's
  haunted draught needs ``air != vacuum``; two new haunted siblings (footsteps over the suit
  radio, for vacuum; someone walking beside them, for any air).
- ``rain-on-not-water``: where the seas are not water (the world fact water strange: "the seas
  are warm liquid glass"; the Chao's flux) no floodwater stands, no water line marks the walls
  and no squall of heavy rain sweeps the paths. Cold read: floods, rain and "the water line is
  at head height" beside "the seas are warm liquid glass". Fix: the flooded place's two lines
  (grammars/places.json place_promise_line) and the clock's rain squall (trip/play_clock.json)
  need ``water != strange``; not-water siblings (a glassy crust set hard, a flood of heavy
  not-quite-water, a squall of something warm and heavy that is not rain).
- ``catalogued-yet-thin-file``: a node the barn has not mapped (the world fact known charted:
  Scant Intel, No Intel; its at-table note "The barn's file on it is thin") is not also
  "Catalogued eleven times" with a binder, a file of maps or every crew's notes. Cold read:
  "Catalogued eleven times" vs "The barn's file on it is thin". Fix: grammars/planet.json
  known_visit's catalogued, maps and notes lines need ``known: mapped``; two charted siblings
  (crews have been, but their reports are lost).
- ``process-tweak-as-thing``: a natural surrealism tweak's process (moulting, metabolism,
  breathing, hunger) is not a thing a child owns and lends out, and one that does not act on
  things (content/tweaks_for.process_moves: tweak_acts no) does not "work on promises instead".
  Cold reads: "Moulting at the Whispering Hotel Lobby: A child owns it and lends it out for
  sweets"; "breathing ... works on promises instead". Fix: grammars/tweaks.json: the child's
  loan needs ``tweak_on: machine|maguffin`` (sibling: a child decides it), the promises line
  ``tweak_acts: yes`` (sibling: it happens to people's reflections).
- ``house-rank-without-law``: where there is no law at all (law none: "Nobody to enforce
  anything") there is no house or clan to hold a rank in: no "Blade of a House", "Elder" or
  "Clan Chief". Cold read: "No law" beside a Blade of a House. Fix: lists/ranks.json
  ``lawless_titles`` (Enforcer, Strongman, Boss), read by trip/npcs.py ``_rank_by_law`` where
  law is none (custom_titles stay for law lax, custom and feud).
- ``observatory-not-an-observatory``: a place whose name says it is an observatory is described
  as one (a dome, a telescope, a lens, star charts), not as a stone hut, a shed or a room dug
  under the ground. Cold read: the "Inverted Observatory" is a stone hut; the "Sticky
  Observatory" a cellar. Fix: grammars/places.json desc_planet's generic indoor rooms (hut, shed,
  long room, shelves, dug room, crowded room) need ``place_use != work`` (on a planet an indoor
  work building is its observatory: planet_site), and six observatory lines need
  ``place_kind: building; place_use: work``.
"""

from __future__ import annotations

import re

from ..content.tweaks_for import process_moves
from ..data import load

RULES = ("draught-in-vacuum", "rain-on-not-water", "catalogued-yet-thin-file", "process-tweak-as-thing",
         "house-rank-without-law", "observatory-not-an-observatory")

DRAUGHT = re.compile(r"\b(draughts?|breezes?)\b", re.I)
RAIN = re.compile(r"\b(floodwater|the water line|heavy rain|rainwater|mud is still ankle-deep)\b", re.I)
RICH_FILE = re.compile(r"\b(catalogued (two|five|eleven|twenty-six|dozens of) times|file on it is mostly maps|"
                       r"every crew has left a note)\b", re.I)
THIN_FILE = re.compile(r"\bfile on it is thin\b", re.I)
OWNED = re.compile(r"\b(owns it|lends it out)\b", re.I)
PROMISES = re.compile(r"\bworks on promises instead\b", re.I)
OBSERVATORY = re.compile(r"\bobservatory\b", re.I)
SHOWS_SKY = re.compile(r"\b(domes?|telescopes?|lens|star charts?)\b", re.I)
SKIP = ("rolls", "command", "seed", "code", "short_names")


def _strings(x, path: str = ""):
    if isinstance(x, str):
        yield path, x
    elif isinstance(x, dict):
        for k, v in x.items():
            yield from _strings(v, f"{path}/{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _strings(v, f"{path}[{i}]")


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 60): m.end() + 60])


def _house_titles() -> set[str]:
    items = load("lists/ranks").items  # (Warlord is everyone's: the lawless keep it too)
    return {t for _, _, f in items for t in f.get("custom_titles", ())} - \
        {t for _, _, f in items for t in f.get("lawless_titles", ())}


def check_r36scene(trip: dict, world: dict, every, bad) -> None:
    lines = [(p, s) for k, v in trip.items() if k not in SKIP for p, s in _strings(v, k)]
    for pattern, rule, holds in ((DRAUGHT, "draught-in-vacuum", world.get("air") == "vacuum"),
                                 (RAIN, "rain-on-not-water", world.get("water") == "strange")):
        if not holds:
            continue
        for path, text in lines:
            m = pattern.search(text)
            if m:
                bad(rule, f"{path}: {_quote(text, m)} where the world's "
                          f"{'air is vacuum' if rule == 'draught-in-vacuum' else 'water is not water'}")
    node = trip.get("node") or {}
    thin = THIN_FILE.search(str(node.get("at_table") or "")) or world.get("known") not in (None, "mapped")
    for d in node.get("details") or []:
        m = RICH_FILE.search(str(d.get("text") or ""))
        if m and thin:
            bad("catalogued-yet-thin-file", f"node {d.get('label')}: {_quote(d['text'], m)} but the barn "
                                            f"knows it only as {world.get('known') or 'a thin file'}")
    for t in trip.get("tweaks") or []:
        if t.get("kind") != "natural":
            continue
        detail, target = str(t.get("detail") or ""), str(t.get("target") or "")
        m = OWNED.search(detail)
        if m:
            bad("process-tweak-as-thing", f"tweak on {target!r}, a process, is owned or lent: {_quote(detail, m)}")
        m = PROMISES.search(detail)
        if m and process_moves(target)["tweak_acts"] != "yes":
            bad("process-tweak-as-thing", f"tweak on {target!r}, which acts on nothing, works on something "
                                          f"else instead: {_quote(detail, m)}")
    if world.get("law") == "none":
        houses = _house_titles()
        for n in trip.get("npcs") or []:
            title = str(n.get("rank") or "").split(" (")[0]
            if title in houses:
                bad("house-rank-without-law", f"npc/{n.get('name')}: {n['rank']} where the law is "
                                              f"{world.get('law_text') or 'none'!r}")
    for loc in trip.get("locations") or []:
        name, text = str(loc.get("name") or ""), str(loc.get("text") or "")
        if OBSERVATORY.search(name) and not SHOWS_SKY.search(text.split(". ")[0]):
            bad("observatory-not-an-observatory", f"{name} is described as {text.split('. ')[0][:100]!r}")
