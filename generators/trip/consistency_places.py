"""The consistency audit's rules about a trip's places (generators/trip/consistency.py runs
them): no two places with near-identical names or the same description, and a place's name
and description about the same thing (what a planet place stands on fits the site its name
says: "The Glass Forest" is not described as frost-white gravel, and its sensory line does
not put a second ground underfoot); a tweaked machine fits the place it is at, where the lander comes down
fits the slip-in place's kind, and no line says "nearby" twice in one sentence.

- ``obstacle-fits-place``: a scene's stock obstacle (or hidden surprise) fits the kind of
  place its name says, by the line's own ``place_kind`` needs (corpora/trip/play_obstacles.json;
  cold read 15: "The only bridge across the Spore Market of Hilde has lost half its planks")."""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.common import lower_first, slug
from ..content.places import SMELLS, near_names, place_facts
from ..content.world import facts_of
from ..data import load
from ..needs import fits
from ..text.grammar import compiled
from .consistency_landing import RULES as LANDING_RULES, check_landing
from .consistency_echo import RULES as ECHO_RULES, check_echo

RULES = ("place-name-near", "place-description-twice", "place-name-fits-description",
         "place-ground-twice", "tweak-fits-place", "near-twice", "landing-fits-place",
         "place-din", "place-smell-twice", "obstacle-fits-place") + LANDING_RULES + ECHO_RULES

# how loud a place sounds (its ``din``, content/places.py): a loud line and a faint one never
# share a place ("loud with a brass band" and "the smallest sound carries", cold read 11).
# Phrases that say nothing of the place's own din are left out first (a breath behind a mask,
# a monk's vow, a machine's manner, the jumpy person in hiding).
DIN_ASIDE = re.compile(r"every breath is loud|sworn to silence|a quiet machine|at every noise|"
                       r"makes no noise", re.I)
LOUD = re.compile(r"\b(loud|loudly|noisy|noise|shouting|clanking|brass band|roar|a crowd laughs)\b", re.I)
QUIET = re.compile(r"\b(quiet|silence|silent|the smallest sound carries|ticks, slowly|stops? talking"
                   r"|hear their own hearts)\b", re.I)

# one sentence that puts a thing nearby twice, or both nearby and far off ("Somewhere nearby
# someone nearby is practising scales", "Somewhere nearby a drum keeps time, far off")
NEAR = re.compile(r"\bnearby\b[^.;!?]*\b(nearby|far off|far away|in the distance)\b|"
                  r"\b(far off|far away|in the distance)\b[^.;!?]*\bnearby\b", re.I)
MACHINE_AT = re.compile(r"^The (.+?) at (.+)$")
PROCESS_AT = re.compile(r"^(.+?) at (.+)$")


@lru_cache(maxsize=None)
def _grounds() -> tuple[tuple[str, ...], dict[str, frozenset[str]], frozenset[str]]:
    """The planet sites, the grounds each may stand on (its own, else any of planet_ground),
    and every ground (lower case)."""
    rules = compiled("grammars/places").rules
    sites = tuple(sorted((r.lower() for r in rules["planet_site"]), key=len, reverse=True))
    own = {s: frozenset(r.lower() for r in rules.get(f"ground_{slug(s)}", rules["planet_ground"]))
           for s in sites}
    every = frozenset(r.lower() for k, v in rules.items()
                      if k == "planet_ground" or k.startswith("ground_") for r in v)
    return sites, own, every


def check_places(trip: dict, world: dict, bad) -> None:
    locs = trip["locations"]
    for i, a in enumerate(locs):
        for b in locs[i + 1:]:
            if near_names(a["name"], b["name"]):
                bad("place-name-near", f"{a['name']!r} and {b['name']!r} read as one place")
            first_a, first_b = a["text"].split(". ")[0], b["text"].split(". ")[0]
            if first_a == first_b:
                bad("place-description-twice", f"{a['name']!r} and {b['name']!r}: {first_a[:60]!r}")
    _machines(trip, world, bad)
    _near(trip, bad)
    _landing(trip, world, bad)
    _obstacles(trip, bad)
    check_landing(trip, world, bad)
    check_echo(trip, bad)
    _din_smell(trip, bad)
    for loc in locs:
        name, text = loc["name"], loc["text"].lower()
        if re.search(r"\bsunless\b", name, re.I) and re.search(r"\bsuns?\b", text):
            bad("place-name-fits-description", f"{name!r} is sunless, and its description has a sun")
        if world.get("family") != "planet":
            continue
        sites, own, every = _grounds()
        site = next((s for s in sites if re.search(rf"\b{re.escape(s)}\b", name.lower())), None)
        found = [g for g in every if g in text]
        found = [g for g in found if not any(g != h and g in h for h in found)]
        allowed = own[site] if site else every
        for g in found:
            if g not in allowed:
                bad("place-name-fits-description", f"{name!r} stands on {g!r}")
        under = next((u for u in _textures() if u in loc.get("sensory", "").lower()), None)
        if found and under:
            bad("place-ground-twice", f"{name!r} stands on {found[0]!r} and on {under!r}")


def _machines(trip: dict, world: dict, bad) -> None:
    """A tweaked machine of the world's own (not the lander's), or natural process, is one
    that can be at the place the tweak names: its needs (lists/tweak_targets_constructed.json,
    tweak_targets_natural.json) read that place's setting, age and kind (no air conditioner at
    a ruined tower open to the sky, no snowfall in a customs shed)."""
    lists = {k: {v.lower(): f.get("_needs") for v, _, f in load(f"lists/tweak_targets_{k}").items}
             for k in ("constructed", "natural")}
    places = {lower_first(loc["name"]): loc for loc in trip["locations"]}
    facts = facts_of(world)
    for t in trip.get("tweaks") or []:
        needs = lists.get(t.get("kind"), {})
        m = (MACHINE_AT if t.get("kind") == "constructed" else PROCESS_AT).match(t.get("target", ""))
        if not m or m.group(1).lower() not in needs or m.group(2) not in places:
            continue
        loc = places[m.group(2)]
        if not fits(needs[m.group(1).lower()], place_facts(facts, loc)):
            bad("tweak-fits-place", f"{t['target']!r}: no {m.group(1)} at a place like "
                                    f"{loc['name']!r} ({loc.get('setting')})")


def _landing(trip: dict, world: dict, bad) -> None:
    """Where the lander comes down (places.json ``slip_in_what``) fits the slip-in place's own
    kind, age and setting, by the line's needs: no "ledge with a long view and a short drop" at
    a temple or a canal lock."""
    loc = next((x for x in trip["locations"] if x.get("role") == "Slip-in point"), None)
    if loc is None or not world:
        return
    text, facts = loc["text"], place_facts(facts_of(world), loc)
    facts["stealth_job"] = "yes" if "Stealth Required" in (trip.get("complications") or []) else "no"  # (r23)
    for line, needs in _landings():
        if line in text and not fits(needs, facts):
            bad("landing-fits-place", f"{loc['name']!r} ({facts.get('place_kind')}): {line!r}")


def _obstacles(trip: dict, bad) -> None:
    """Each scene's stock obstacle against its place's kind (its line's place_kind needs)."""
    from ..content.places import place_kind

    for sc in trip.get("scenes") or []:
        kind = place_kind(sc["place"])
        for part in ("obstacle", "surprise"):
            text = (sc.get(part) or {}).get("text") or ""
            for pat, needs in _obstacle_kinds():
                if pat.match(text) and not fits(needs, {"place_kind": kind}):
                    bad("obstacle-fits-place", f"scene/{sc['id']}/{part}: {text[:60]!r} at "
                                               f"{sc['place']!r} ({kind})")


@lru_cache(maxsize=None)
def _obstacle_kinds() -> tuple[tuple[re.Pattern, tuple], ...]:
    """(pattern, its place_kind clauses) of each stock obstacle line that names a kind of place."""
    out = []
    for v, _, f in load("trip/play_obstacles").items:
        kinds = tuple(c for c in f.get("_needs") or () if c[0] == "set" and c[1] == "place_kind")
        if kinds:
            pat = re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v))
            out.append((re.compile(f"^{pat}", re.I), kinds))
    return tuple(out)


@lru_cache(maxsize=None)
def _landings() -> tuple[tuple[str, tuple], ...]:
    """(line, needs) of the plain (unexpanded) landing lines that need anything."""
    df = load("grammars/places")
    rules, needs = df.rules["slip_in_what"], df.rule_needs.get("slip_in_what") or ()
    return tuple((r, n) for r, n in zip(rules, needs) if n is not None and "#" not in r)


def _din_smell(trip: dict, bad) -> None:
    """One loudness and one smell a place: no loud line where it is quiet (or beside a faint
    sound), no faint sound where it is loud, and what it smells of said once (cold read 11:
    "smelling of coal smoke and oranges", then "the air smells of orange peel")."""
    for loc in trip["locations"]:
        text = DIN_ASIDE.sub("", f"{loc['text']} {loc.get('sensory', '')}")
        loud, quiet = LOUD.search(text), QUIET.search(text)
        din = loc.get("din")
        if (loud and (quiet or din == "quiet")) or (quiet and din == "loud"):
            said = [m.group(0) for m in (loud, quiet) if m]
            bad("place-din", f"{loc['name']!r} ({din or 'no din'}) says {' and '.join(said)!r}")
        smells = SMELLS.findall(text)
        if len(smells) > 1:
            bad("place-smell-twice", f"{loc['name']!r} says what it smells of {len(smells)} times")


def _near(trip: dict, bad) -> None:
    lines = [(f"location/{loc['name']}", f"{loc['text']} {loc.get('sensory', '')}")
             for loc in trip["locations"]]
    lines += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    lines += [(f"tweak/{t['target']}", t.get("detail") or "") for t in trip.get("tweaks") or []]
    for where, text in lines:
        m = NEAR.search(text)
        if m:
            bad("near-twice", f"{where}: {m.group(0)!r} says where it is twice")


@lru_cache(maxsize=None)
def _textures() -> tuple[str, ...]:
    return tuple(r.lower() for r in compiled("grammars/places").rules["texture"])
