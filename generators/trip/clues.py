"""Secrets and clues of a DayTrip: 6-10 facts the crew can learn, each placed at scenes or
with NPCs (the three-clue rule: every fact needed to finish the mission has at least three
clues, at least one reachable from the start before the climax).

Facts, in order: where the maguffin is (needed), the way past the climax's obstacle (needed),
what the maguffin really is, the client's hidden motive, who lies (an NPC's secret), the
Mission Complications, the rival crew's aim, then other NPCs' secrets up to six facts.

Paths under the trip's stream: ``play/clues/<fact id>`` (where its clues go and how each is
found, corpora/trip/play_clues.json).
"""

from __future__ import annotations

from ..data import load
from ..rng import Stream
from . import parts
from ..text.english import unstutter
from .base import _cap
from .scenes import fill, lines, lower_first as lower

MIN_FACTS, MAX_FACTS, NEEDED_CLUES = 6, 10, 3


def _forms(use: str, facts: dict | None = None) -> list[str]:
    items = [it for it in load("trip/play_clues").items if it[2].get("use") == use]
    return [v for v, _, _ in parts.fitting(items, facts or {})]


def _places(scenes: list[dict], cast: list[dict], before_climax: bool) -> list[dict]:
    """Where a clue can be: every scene (but the climax, for a clue that leads there) and
    every NPC who is at one of those scenes."""
    pool = [sc for sc in scenes if not (before_climax and sc["kind"] == "climax")]
    ids = {sc["place"]: sc for sc in pool}
    out = [{"kind": "scene", "at": sc["id"], "scene": sc["id"], "place": sc["place"]} for sc in pool]
    out += [{"kind": "npc", "at": n["key"], "scene": ids[n["where"]]["id"], "npc": n["name"]}
            for n in cast if n["where"] in ids]
    return out


def _place(s: Stream, pool: list[dict], k: int, start: str | None) -> list[dict]:
    """``k`` placements from ``pool`` (one at the start scene first when asked), distinct
    while the pool lasts."""
    order = s.child("where").shuffled(pool)
    if start:  # one at the start, then elsewhere first (stable sorts keep the shuffle)
        first = next((p for p in order if p["scene"] == start), None)
        if first is not None:
            order.remove(first)
            order.sort(key=lambda p: p["scene"] == start)
            order.insert(0, first)
    picks = order[:k]
    while len(picks) < k:  # a small trip: a second clue at the same place, found another way
        picks.append(order[len(picks) % len(order)])
    return picks


def _clue(s: Stream, p: dict, n: int, used: set[str], facts: dict) -> dict:
    # the lander's own instruments only where the lander is (scene 1)
    fits = [f for f in _forms(p["kind"], facts) if "lander" not in f.lower() or p["scene"] == "scene-1"]
    forms = [f for f in fits if f not in used] or fits
    form = forms[s.child("how", n).below(len(forms))]
    used.add(form)
    slots = {"place": parts.inline(p.get("place", "")), "npc": p.get("npc", "")}
    return {"at": p["at"], "kind": p["kind"], "scene": p["scene"], "how": _cap(fill(form, slots))}


def clues_for(trip, s: Stream, scenes: list[dict]) -> list[dict]:
    """[{id, fact, needed, clues: [{at, kind, scene, how}]}]."""
    m = parts.maguffin(trip)
    slots = {x["place"]: x for x in scenes}
    climax = scenes[-1]
    cast = [n for n in parts.npcs(trip) if n["where"] in slots and not n["creature"]]
    facts: list[tuple[str, str, bool]] = []
    holder = m.get("held_by", "")
    what = m["what"] if parts.is_person(trip) else lower(m["what"])
    facts.append(("where", f"Where to find {what}: {parts.inline(climax['place'])}"
                  + (f", {'held' if parts.maguffin_kind(trip) in parts.CARRIED else 'kept'} by {holder}" if holder else "") + ".", True))
    ob = climax["obstacle"]
    at = parts.inline(climax["place"])  # not "At the Attic: The Attic is too quiet"
    at = "" if ob["text"].lower().startswith(at.lower()) else f"At {at}: "
    facts.append(("way", f"{at}{ob['text']} The way round: {ob['way']}", True))
    facts.append(("truth", unstutter(f"The truth about {what}: {m['really']}"), False))
    c = parts.client(trip)
    if c["secret"]:
        facts.append(("motive", f"What the client is not telling the crew: {c['secret']}", False))
    person = parts.maguffin_person(trip)
    others = [n for n in cast if not person or n["key"] != person["key"]]
    if others:
        liar = others[s.child("liar").below(len(others))]
        facts.append((f"lies-{liar['key']}", f"{liar['name']} is hiding something: {liar['secret']}", False))
    for comp in parts.complications(trip)[:2]:
        seen = next((e["text"] for e in trip.events if e["text"].startswith(comp + ":")), "")
        if any(x in seen for x in lines("clashes-travel")):
            seen = ""  # the paths say how long the walk is; the clock has this complication's tick
        facts.append((f"complication-{len(facts)}", seen or f"This job is {comp} (Mission Complication).", False))
    riv = parts.rivals(trip)
    if riv and riv[0]["goal"]:
        facts.append(("rival", f"{riv[0]['name']}: {riv[0]['goal']}.", False))
    for n in cast:
        if len(facts) >= MIN_FACTS:
            break
        if not any(f[0] == f"lies-{n['key']}" for f in facts):
            facts.append((f"secret-{n['key']}", f"{n['name']}'s secret: {n['secret']}", False))
    for sc in scenes[:-1]:  # how past the other scenes' obstacles, while facts are few
        if len(facts) >= MIN_FACTS:
            break
        ob = sc["obstacle"]
        facts.append((f"way-{sc['id']}", f"Past the trouble at {parts.inline(sc['place'])}: "
                      f"{ob['way']}", False))
    facts = facts[:MAX_FACTS]
    start = scenes[0]["id"]
    facts_ = parts.facts(trip)
    # who is at each scene: a clue heard from people needs someone there (needs "people: some")
    peopled = {sc["id"] for sc in scenes if any(n["where"] == sc["place"] for n in cast)}
    out = []
    used: set[str] = set()
    for fid, text, needed in facts:
        fs = s.child(fid)
        pool = _places(scenes, cast, before_climax=needed)
        picks = _place(fs, pool, NEEDED_CLUES if needed else 1 + fs.child("count").below(2),
                       start if needed else None)
        out.append({"id": fid, "fact": text if text.endswith((".", "!", "?")) else text + ".",
                    "needed": needed, "clues": [_clue(fs, p, i, used, dict(
                        facts_, people="some" if p["scene"] in peopled else "none"))
                        for i, p in enumerate(picks)]})
    return out
