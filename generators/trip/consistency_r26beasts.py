"""The consistency audit's round-26 rules on creatures stacked on one trip and on dressing that
does not fit its world (cold readers of algorithm-23 trips). generators/trip/consistency_r26.py
runs them; tests/test_r26_beasts.py feeds each a contradicting trip.

- ``beasts-threat-stack``: a trip has at most beast_cap.MAX_THREATS creature threats, each
  distinct: its creature NPCs, the creature obstacles that are not the named one (a swarm of
  leeches, a wasps' nest), and a creature met at the lander that is not the cast's kind. Cold
  read: a cast beast, plus a creature at the lander, plus a climax creature, plus a tick den.
  Fix: scenes draw one swarm at most beside a named creature (beast_cap.swarm_cap).
- ``beasts-monster-twice``: the trip's named monster is one of a kind: never met again as "a
  manticore" at the lander or on the clock, never "more of its kind" at another scene, never two
  creature NPCs of one species. Cold read: two manticores on one trip. Fix: a monster holds one
  scene (creature_scenes.CAPS), the clock refers back to it, the strong start draws no line that
  meets one elsewhere (beast_cap.monster_again).
- ``beasts-lander-town``: no beast the size of a person or bigger at the lander where it sets
  down in a town or at a building (place_kind settlement, building, or a place of no kind).
  Cold read: a mustang at a downtown air base in 2017. Fix: the lander's beast lines need
  place_kind (corpora/trip/play_lines.json, beast_cap.lander_ground).
- ``beasts-kit-era``: no kit named with a word of the wrong century: a "calculating engine" on a
  world of electric or later tech. Fix: the Mathematics gear is a calculator, renamed for the
  world's tech (corpora/lists/skills.json, corpora/trip/kit_names.json).
- ``beasts-tweak-unfit``: a tweak's detail makes sense for what it acts on: a thing "the size of a
  cathedral, and people live in it" is a machine of the locals' on a world where somebody lives
  (not the maguffin the crew carry, not the lander's water heater); a process that "acts on"
  things acts on everyday things any place has (grammars/tweaks.json #thing#: not bonesaws or
  whales); a maguffin that "turns towards whoever stays longest" is a place on a world that is
  not realistic (not a sunset, not a view).
"""

from __future__ import annotations

import re

from ..text.english import a as a_an

RULES = ("beasts-threat-stack", "beasts-monster-twice", "beasts-lander-town", "beasts-kit-era",
         "beasts-tweak-unfit")

CREATURE_KINDS = ("Monster/Enemy", "Wildlife/Animals")
BIG = ("person", "horse", "car", "bus")
WILD_GROUND = ("wild", "sand", "rock", "water")
LANDER = re.compile(r"\b(lander|hatch)\b", re.I)
ERA_WORDS = ((re.compile(r"\bcalculating engine\b", re.I), ("electric", "digital", "advanced")),)
LIVE_IN = "people live in it"
ACTS_ON = re.compile(r"^It acts on (.+?) instead of what it should|\bhappens to (.+?) instead of to\b|"
                     r"\bshows only on (.+?), and nothing\b|^It takes (.+?) instead of its usual input")
TURNS = "turns a little towards whoever stays longest"


def _species(n: dict) -> str:
    return re.sub(r"^the ", "", n.get("name") or "", flags=re.I).lower()


def _creatures(trip: dict) -> list[dict]:
    from ..content.people import CREATURE_ROLES

    return [dict(n, kind=CREATURE_ROLES.get(n.get("role"))) for n in trip.get("npcs") or []
            if n.get("source") == "creature"]


def _names(sp: str | None) -> re.Pattern | None:
    return re.compile(rf"\b{re.escape(sp)}s?\b", re.I) if sp else None


def threats(trip: dict) -> dict[str, str]:
    """{key: where it is met}: the trip's distinct creature threats (see the module docstring)."""
    world = trip.get("world") or {}
    cast = {n["key"]: n for n in _creatures(trip)}
    out = {f"sp:{_species(n)}": f"NPC {n.get('name')}" for n in cast.values()}
    kinds = [sp for sp in (world.get("beast"), world.get("monster")) if sp]
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part)
            if not ob or ob.get("opposition") not in CREATURE_KINDS:
                continue
            if (ob.get("foes") or {}).get("npc") in cast:
                continue
            text = ob.get("text") or ""
            sp = next((s for s in kinds if _names(s).search(text)), None)
            key = f"sp:{sp.lower()}" if sp else "ob:" + " ".join(text.replace(sc.get("place") or "", "X").split()[:5]).lower()
            out.setdefault(key, f"scene {sc.get('number')} {part}: {text[:60]!r}")
    start = (trip.get("start") or {}).get("read_aloud") or ""
    for loc in sorted((re.sub(r"^[Tt]he ", "", x.get("name") or "") for x in trip.get("locations") or []),
                      key=len, reverse=True):
        start = start.replace(loc, "X") if loc else start  # "the Salt Marsh of the Giant Sloths" is no giant
    for sp in kinds:
        if any(_names(sp).search(x) and LANDER.search(x) for x in re.split(r"(?<=[.!?])\s+", start)):
            out.setdefault(f"sp:{sp.lower()}", f"the strong start: a {sp} at the lander")
    return out


def _stack(trip: dict, bad) -> None:
    from .beast_cap import MAX_THREATS

    found = threats(trip)
    if len(found) > MAX_THREATS:
        bad("beasts-threat-stack", f"{len(found)} creature threats on one trip ({'; '.join(found.values())}); "
                                   f"at most {MAX_THREATS}")


def _clock_texts(trip: dict) -> list[str]:
    return [e.get("text") or "" for tk in (trip.get("clock") or {}).get("ticks") or []
            for e in tk.get("events") or []]


def _twice(trip: dict, bad) -> None:
    cast = _creatures(trip)
    seen: dict[str, int] = {}
    for n in cast:
        seen[_species(n)] = seen.get(_species(n), 0) + 1
    for sp, k in sorted(seen.items()):
        if k > 1:
            bad("beasts-monster-twice", f"{k} creature NPCs are each a {sp}")
    for n in (n for n in cast if n["kind"] == "Monster/Enemy"):
        sp = _species(n)
        new = re.compile(rf"\b(a|an|another) {re.escape(sp)}\b|\bmore of its kind\b", re.I)
        for sc in trip.get("scenes") or []:
            for part in ("obstacle", "surprise"):
                f = (sc.get(part) or {}).get("foes") or {}
                if f.get("npc") == n["key"] and (f.get("line") or "").startswith("Not "):
                    bad("beasts-monster-twice", f"scene {sc.get('number')} {part}: more of the {sp}'s kind, "
                                                f"yet the {sp} is one of a kind")
        start = (trip.get("start") or {}).get("read_aloud") or ""
        for where, text in [("the strong start", start)] + [("the clock", x) for x in _clock_texts(trip)]:
            if m := new.search(text):
                bad("beasts-monster-twice", f"{where}: {m.group(0)!r} met as if new, yet the trip's {sp} is "
                                            f"{n.get('name')} (found at {(n.get('where') or '')[:40]!r})")


def _lander_town(trip: dict, bad) -> None:
    from ..content.place_kinds import place_kind

    world = trip.get("world") or {}
    sp, start = world.get("beast"), trip.get("start") or {}
    if not sp or world.get("beast_size") not in BIG:
        return
    ground = place_kind(start.get("place") or "")
    if ground in WILD_GROUND:
        return
    from .start_kin import masked  # "Elk Grove" is no elk (hang audit/3, algorithm 25)

    places = [x.get("name") or "" for x in trip.get("locations") or []]
    for x in re.split(r"(?<=[.!?])\s+", start.get("read_aloud") or ""):
        if _names(sp).search(masked(x, places)) and LANDER.search(x):
            bad("beasts-lander-town", f"{a_an(sp)} ({world.get('beast_size')}-sized) at the lander at "
                                      f"{start.get('place')!r} ({ground}): {x[:80]!r}")


def _kit_era(trip: dict, bad) -> None:
    tech = (trip.get("world") or {}).get("tech")
    blocks = [(n.get("name"), n.get("items") or []) for n in trip.get("npcs") or []]
    blocks += [(f"scene {sc.get('number')} {p}", (sc.get(p) or {}).get("foes", {}) and
                sc[p]["foes"].get("items") or []) for sc in trip.get("scenes") or [] for p in ("obstacle", "surprise")]
    for who, items in blocks:
        for it in items:
            for pat, techs in ERA_WORDS:
                if tech in techs and pat.search(it.get("name") or ""):
                    bad("beasts-kit-era", f"{who}: {it.get('name')!r} on a world of {tech} tech")


def _things() -> frozenset:
    from ..data import load

    return frozenset(x if isinstance(x, str) else x["text"] for x in load("grammars/tweaks").rules["thing"])


def _tweaks(trip: dict, bad) -> None:
    world = trip.get("world") or {}
    for tw in trip.get("tweaks") or []:
        target, detail = tw.get("target") or "", tw.get("detail") or ""
        if LIVE_IN in detail and (world.get("inhabitants") == "nobody" or target.startswith("The lander's")
                                  or target.endswith("(the maguffin)")):
            bad("beasts-tweak-unfit", f"tweak/{target[:50]!r}: {LIVE_IN!r}, on "
                                      f"{'a world where nobody lives' if world.get('inhabitants') == 'nobody' else 'no machine of the locals'}")
        if (m := ACTS_ON.search(detail)) and (thing := next(g for g in m.groups() if g)) not in _things():
            bad("beasts-tweak-unfit", f"tweak/{target[:50]!r}: it acts on {thing!r}, not an everyday thing")
    mg = trip.get("maguffin") or {}
    if TURNS in (mg.get("looks") or "") and (mg.get("kind") != "place" or world.get("realistic") == "yes"):
        bad("beasts-tweak-unfit", f"maguffin {mg.get('what')!r} ({mg.get('kind')}): {TURNS!r}")


def check_r26beasts(trip: dict, world: dict, every, bad) -> None:
    _stack(trip, bad)
    _twice(trip, bad)
    _lander_town(trip, bad)
    _kit_era(trip, bad)
    _tweaks(trip, bad)
