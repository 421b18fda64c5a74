"""Does a DayTrip's text agree with its own fact sheet? ``check(trip_dict) -> [Violation]``.

The word rules are data (corpora/trip/consistency_words.json: a pattern a trip's text may
use only when the world meets its needs); the rules below are about the trip's structure
(the sky, the maguffin's kind, repeats; the cast and facts that follow from facts are in
consistency_structure.py). ``RULES`` names them all; every one can fire
(tests/test_consistency.py feeds each a contradictory trip). `daytrip audit
--consistency --runs N` runs them over N trips and exits 1 on any violation.

What is checked is what the world's own people and places say: node details (not the
barn's gossip, which is about home), locations, maguffin, obstacles, events, factions,
tweaks, the teaser and the locals among the NPCs (visitors from Earth may wear 2017), and
the play layer (strong start, scenes, clues, clock and endings: word and sky rules, one sky
in the start, the maguffin written for its kind, creatures that are not talked round).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..content.places import place_kind
from ..content.world import EARTH, facts_of
from ..data import load
from ..needs import VALUES, TECH_LADDER, fits
from ..text import english
from .cast import home_facts
from .consistency_pieces import RULES as PIECE_RULES, check_pieces
from .consistency_cast import CAST_RULES, check_cast, person_scoped
from .consistency_places import RULES as PLACE_RULES, check_places
from .consistency_clues import RULES as CLUE_RULES, check_clues
from .consistency_lines import RULES as LINE_RULES, check_lines
from .consistency_scenes import RULES as SCENE_RULES, check_scenes
from .consistency_era import RULES as ERA_RULES, check_era
from .consistency_person import RULES as PERSON_RULES, check_person
from .consistency_facts import RULES as FACT_RULES, check_facts
from .consistency_play import RULES as PLAY_RULES, check_play
from .consistency_roles import RULES as ROLE_RULES, check_roles
from .consistency_mission import RULES as MISSION_RULES, check_mission
from .consistency_client import RULES as CLIENT_RULES, check_client
from .consistency_fauna import RULES as FAUNA_RULES, check_fauna
from .consistency_world import RULES as WORLD_RULES, check_world
from .consistency_clock import RULES as CLOCK_RULES, check_clock
from .consistency_r15clock import RULES as R15CLOCK_RULES, check_r15clock
from .consistency_r16rescue import RULES as R16RESCUE_RULES, check_r16rescue
from .consistency_r16wording import RULES as R16WORDING_RULES, check_r16wording
from .consistency_r17wording import RULES as R17WORDING_RULES, check_r17wording
from .consistency_r15air import RULES as R15AIR_RULES, check_r15air
from .consistency_r15pay import RULES as R15PAY_RULES, check_r15pay
from .consistency_r15cast import RULES as R15CAST_RULES, check_r15cast
from .consistency_r16castfit import RULES as R16CASTFIT_RULES, check_r16castfit
from .consistency_r15world import RULES as R15WORLD_RULES, check_r15world
from .consistency_folk import RULES as FOLK_RULES, check_folk
from .consistency_wording import RULES as WORDING_RULES, check_wording
from .consistency_r15ways import RULES as R15WAYS_RULES, check_r15ways
from .consistency_r16climax import RULES as R16CLIMAX_RULES, check_r16climax
from .consistency_r16promise import RULES as R16PROMISE_RULES, check_r16promise
from .consistency_r17kinds import RULES as R17KINDS_RULES, check_r17kinds
from .consistency_r17clues import RULES as R17CLUES_RULES, check_r17clues
from .consistency_r15real import RULES as R15REAL_RULES, check_r15real
from .consistency_r16leftovers import RULES as R16LEFTOVERS_RULES, check_r16leftovers
from .consistency_r16slipin import RULES as R16SLIPIN_RULES, check_r16slipin
from .consistency_r15once import RULES as R15ONCE_RULES, check_r15once
from .consistency_r15blanks import RULES as R15BLANKS_RULES, check_r15blanks
from .consistency_r16worldfacts import RULES as R16WORLDFACTS_RULES, check_r16worldfacts
from .consistency_r17world import RULES as R17WORLD_RULES, check_r17world
from .consistency_r18world import RULES as R18WORLD_RULES, check_r18world
from .consistency_r20barrier import RULES as R20BARRIER_RULES, check_r20barrier
from .consistency_r16beasts import RULES as R16BEASTS_RULES, check_r16beasts
from .consistency_r17timing import RULES as R17TIMING_RULES, check_r17timing
from .consistency_r17cast import RULES as R17CAST_RULES, check_r17cast
from .consistency_r17repeats import RULES as R17REPEATS_RULES, check_r17repeats
from .consistency_r18cast import RULES as R18CAST_RULES, check_r18cast
from .consistency_r18rules import RULES as R18RULES_RULES, check_r18rules
from .consistency_r18repeats import RULES as R18REPEATS_RULES, check_r18repeats
from .consistency_r19clock import RULES as R19CLOCK_RULES, check_r19clock
from .consistency_r19cast import RULES as R19CAST_RULES, check_r19cast
from .consistency_r19repeats import RULES as R19REPEATS_RULES, check_r19repeats
from .consistency_r19maguffin import RULES as R19MAGUFFIN_RULES, check_r19maguffin
from .consistency_r20clock import RULES as R20CLOCK_RULES, check_r20clock
from .consistency_r20scenes import RULES as R20SCENES_RULES, check_r20scenes
from .consistency_r20repeats import RULES as R20REPEATS_RULES, check_r20repeats
from .consistency_r20secrets import RULES as R20SECRETS_RULES, check_r20secrets
from .consistency_r20cold import RULES as R20COLD_RULES, check_r20cold
from .consistency_r21stock import RULES as R21STOCK_RULES, check_r21stock
from .consistency_r21endings import RULES as R21ENDINGS_RULES, check_r21endings
from .consistency_r21scenes import RULES as R21SCENES_RULES, check_r21scenes
from .consistency_rounds import RULES as ROUND_RULES, check_rounds  # rounds 22 onward (issue 10)
from .consistency_structure import _cast, _facts
from .check_memo import per_check  # one check's walks of the trip made once (the audit's speed)
from .play_texts import play_texts

# Labels whose text is about home or history, not what the crew meet on the node.
HOME_LABELS = ("Overheard in the barn", "From an old field log", "Barn records", "Which universe",
               "Bifurcation", "The world now")


@dataclass(frozen=True)
class Violation:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


@lru_cache(maxsize=None)
def word_rules() -> tuple[tuple[str, re.Pattern, tuple, str], ...]:
    out = []
    for name, _, f in load("trip/consistency_words").items:
        out.append((name, re.compile(f["pattern"], re.I), f["_needs"], f["why"]))
    return tuple(out)


STRUCTURE_RULES = (
    "world-keys", "sky-one", "sky-other", "person-maguffin-it", "thing-maguffin-they",
    "rescue-maguffin-is-npc", "tourist-travels-with-crew", "creature-opposition",
    "creature-stat-block", "obstacle-and-way-round", "weapon-without-weapon", "skill-fits-world",
    "stranded-wants-self", "empty-world-factions", "duplicate-sentence", "keeper-of-person",
    "play-sky-once", "play-person-named", "play-person-it", "play-abstract-carried",
    "play-creature-talks", "climate-fits-sky", "sterile-wildlife", "start-time-of-day",
    "clue-heard-from-nobody", "doubled-phrase",
) + (PIECE_RULES + CAST_RULES + PLACE_RULES + CLUE_RULES + SCENE_RULES + ERA_RULES + PERSON_RULES
     + FACT_RULES + PLAY_RULES + ROLE_RULES + MISSION_RULES + CLIENT_RULES
     + FAUNA_RULES + WORLD_RULES + CLOCK_RULES + R15CLOCK_RULES + LINE_RULES + FOLK_RULES + WORDING_RULES + R15WAYS_RULES + R15PAY_RULES + R15REAL_RULES + R15CAST_RULES + R15WORLD_RULES + R15ONCE_RULES + R15AIR_RULES + R15BLANKS_RULES + R16CLIMAX_RULES + R16WORLDFACTS_RULES + R16WORDING_RULES + R16BEASTS_RULES + R16LEFTOVERS_RULES + R16CASTFIT_RULES + R16PROMISE_RULES + R16RESCUE_RULES + R16SLIPIN_RULES + R17KINDS_RULES + R17TIMING_RULES + R17WORLD_RULES + R17CLUES_RULES + R17CAST_RULES + R17WORDING_RULES + R17REPEATS_RULES + R18CAST_RULES + R18RULES_RULES + R18WORLD_RULES + R18REPEATS_RULES + R19CLOCK_RULES + R19CAST_RULES + R19REPEATS_RULES + R19MAGUFFIN_RULES + R20CLOCK_RULES + R20SCENES_RULES)
STRUCTURE_RULES += R20REPEATS_RULES  # round 20 repeats (its own line, to merge)
STRUCTURE_RULES += R20BARRIER_RULES  # round 20 barrier (its own line, to merge)
STRUCTURE_RULES += R20SECRETS_RULES  # round 20 secrets
STRUCTURE_RULES += R20COLD_RULES  # round 20, cold read 29
STRUCTURE_RULES += R21STOCK_RULES + R21ENDINGS_RULES + R21SCENES_RULES  # round 21 stock, endings, scenes
STRUCTURE_RULES += ROUND_RULES  # rounds 22 onward (consistency_rounds.py)

# A word or phrase printed twice in a row ("the truth about the truth about", "Breathable:
# breathable"), up to five words long, across spaces and light punctuation.
DOUBLED = re.compile(r"(?<![-\w])(\w+(?:[ ,:;-]+\w+){0,4})[ ,:;-]+\1\b", re.I)
# english.IDIOMS (doubled on purpose), and single words that double in plain English ("had had")
IDIOMS = english.IDIOMS + ("it", "that", "had")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _place_scoped(needs) -> bool:
    """Whether a word rule reads a fact of one place (``setting``, ``place_kind``), not of the world."""
    return any(c[0] == "set" and c[1] in ("setting", "place_kind") for c in needs)


def rule_names() -> tuple[str, ...]:
    return tuple(n for n, *_ in word_rules()) + STRUCTURE_RULES


def _own(target: str) -> str:
    """A tweak target as the world's text: a part of the crew's lander is the crew's own kit,
    not the world's, so only the tweak's detail is read."""
    return "" if target.startswith("The lander's ") else target


def _texts(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of everything the world's own people and places say."""
    out = [("teaser", trip.get("teaser", "")), ("goal", trip.get("goal", "")),
           ("node/at_table", (trip.get("node") or {}).get("at_table", ""))]
    for d in trip["node"]["details"]:
        if d["label"] not in HOME_LABELS:
            out.append((f"node/{d['label']}", d["text"]))
    for loc in trip["locations"]:
        out.append((f"location/{loc['name']}", f"{loc['name']}. {loc['text']} {loc.get('sensory', '')}"))
    m = trip["maguffin"]
    for k in ("what", "looks", "why", "really"):
        if m.get(k):
            out.append((f"maguffin/{k}", m[k]))
    out += [(f"obstacle/{i}", o) for i, o in enumerate(trip["obstacles"], 1)]
    out += [(f"event/{e['when']}", e["text"]) for e in trip["events"]]
    for f in trip["factions"]:
        out.append((f"faction/{f['name']}", " ".join([f["name"]] + [d["text"] for d in f["details"]])))
    # a natural or constructed tweak's target is a process or thing of the world (Photosynthesis,
    # a lighthouse lamp); a character's is a person, checked with the cast
    # (the crew's own lander is not of the world: "The lander's espresso machine" in 7461 BCE)
    out += [(f"tweak/{t['target']}", f"{_own(t['target'])}. {t.get('detail', '')}".lstrip(". ")
             if t.get("kind") != "character" else t.get("detail", "")) for t in trip["tweaks"]]
    world = trip.get("world") or {}
    for n in trip["npcs"]:
        if n.get("source") == "creature" or home_facts(n["role"], facts_of(world)) is EARTH:
            continue
        out.append((f"npc/{n['name']}", " ".join(n[k] for k in ("look", "manner", "want", "secret"))))
    return [(w, t) for w, t in out if t]


@per_check
def check(trip: dict) -> list[Violation]:
    """Every contradiction between a trip's text and its fact sheet (empty: it hangs together)."""
    world = trip.get("world") or {}
    out: list[Violation] = []

    def bad(rule: str, msg: str) -> None:
        out.append(Violation(rule, msg))

    for k in ("node_type", "family", "tech", "inhabitants", "air", "water", "sky_day", "sky_night"):
        if not world.get(k):
            bad("world-keys", f"the fact sheet has no {k}")
    if out:
        return out
    if world["tech"] not in TECH_LADDER or world["air"] not in VALUES["air"]:
        bad("world-keys", f"tech {world['tech']!r} or air {world['air']!r} is off the scale")
    facts = facts_of(world)
    texts = _texts(trip)
    every = texts + play_texts(trip)
    contacts = [d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    people = sorted([n["name"] for n in trip["npcs"]] + contacts + list(world.get("party_names") or ()),
                    key=len, reverse=True)  # (a tourist named in the party line: Kylie Snow is no snow)
    # a secret said with its subject: "Snow Hoffman is hiding something: Snow is not from ..."
    given = sorted({n["name"].split()[0] for n in trip["npcs"] if not n["name"].startswith("The ")}, key=len, reverse=True)

    shorts = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, sorted(set((trip.get("short_names") or {}).values()), key=len, reverse=True)))) if trip.get("short_names") else None

    @lru_cache(maxsize=None)  # the same line is read by every word rule
    def unnamed(t: str) -> str:  # a person called Ocean is not an ocean (nor Rain, for short)
        for nm in people:
            t = t.replace(nm, "someone")
        t = shorts.sub("someone", t) if shorts else t
        for g in given:
            t = t.replace(f"something: {g} ", "something: someone ")
        return t

    places = {f"location/{loc['name']}": dict(facts, setting=loc.get("setting"),
                                              place_kind=place_kind(loc["name"]))
              for loc in trip["locations"]}
    for name, pat, needs, why in word_rules():
        if person_scoped(needs):  # one NPC's lines, against their own body and folk
            continue
        if _place_scoped(needs):  # a place's own lines, against its own setting
            for where, t in texts:
                if places.get(where) and not fits(needs, places[where]):
                    m = pat.search(unnamed(t))
                    if m:
                        p = places[where]
                        bad(name, f"{where} ({p['setting']}, {p['place_kind']}): {m.group(0)!r} ({why})")
            continue
        if fits(needs, facts):
            continue
        for where, t in every:
            m = pat.search(unnamed(t))
            if m:
                bad(name, f"{where}: {m.group(0)!r} ({why})")
    npc_fields = [(f"npc/{n['name']}/{k}", n[k]) for n in trip["npcs"]
                  for k in ("look", "manner", "want", "secret")]
    for where, t in [x for x in every if not x[0].startswith("npc/")] + npc_fields:
        for m in DOUBLED.finditer(unnamed(t)):  # "or Or Pound pays" (hang audit/840) is a name
            g = m.group(1)
            again = m.group(0)[-len(g):]
            if g.lower() in IDIOMS or (g[:1].isupper() and " " not in g and g + " " + g == m.group(0)) \
                    or g[1:] != again[1:] or g.lower() == "someone":  # (a list of names, masked: hang 115)
                continue  # "over and over", a name ("Zero Zero"), "the radio: the Radio Tower"
            bad("doubled-phrase", f"{where}: {m.group(0)!r} is printed twice in a row")
    _facts(trip, world, facts, bad)
    _sky(world, trip, every, bad)
    _maguffin(trip, world, bad)
    _play(trip, world, bad)
    _cast(trip, world, facts, bad)
    check_pieces(trip, facts, every, bad)
    check_cast(trip, world, facts, bad, word_rules())
    check_places(trip, world, bad)
    check_clues(trip, world, bad)
    check_lines(trip, world, bad)
    check_scenes(trip, every, bad)
    check_era(trip, world, facts, every, bad)
    check_person(trip, facts, bad)
    check_facts(trip, world, facts, every, bad)
    check_play(trip, world, bad)
    check_roles(trip, world, bad)
    check_mission(trip, world, every, bad)
    check_client(trip, world, bad)
    check_fauna(trip, world, bad)
    check_world(trip, world, facts, bad)
    check_clock(trip, world, every, bad)
    check_r15clock(trip, world, every, bad)
    check_r16rescue(trip, world, every, bad)
    check_r17cast(trip, world, every, bad)
    check_r15pay(trip, world, every, bad)
    check_r15cast(trip, world, every, bad)
    check_r15world(trip, world, every, bad)
    check_folk(trip, world, facts, every, bad)
    check_wording(trip, world, every, bad)
    check_r15ways(trip, world, every, bad)
    check_r15real(trip, world, every, bad)
    check_r15once(trip, world, every, bad)
    check_r15air(trip, world, every, bad)
    check_r15blanks(trip, world, every, bad)
    check_r16climax(trip, world, every, bad)
    check_r16promise(trip, world, every, bad)
    check_r17kinds(trip, world, every, bad)
    check_r17clues(trip, world, every, bad)
    check_r16worldfacts(trip, world, every, bad)
    check_r16wording(trip, world, every, bad)
    check_r17wording(trip, world, every, bad)
    check_r16beasts(trip, world, every, bad)
    check_r16leftovers(trip, world, every, bad)
    check_r16slipin(trip, world, every, bad)
    check_r16castfit(trip, world, every, bad)
    check_r17timing(trip, world, every, bad)
    check_r17world(trip, world, every, bad)
    check_r18world(trip, world, every, bad)
    check_r20barrier(trip, world, every, bad)
    check_r17repeats(trip, world, every, bad)
    check_r18cast(trip, world, every, bad)
    check_r18rules(trip, world, every, bad)
    check_r18repeats(trip, world, every, bad)
    check_r19clock(trip, world, every, bad)
    check_r19cast(trip, world, every, bad)
    check_r19repeats(trip, world, every, bad)
    check_r19maguffin(trip, world, every, bad)
    check_r20clock(trip, world, every, bad)
    check_r20scenes(trip, world, every, bad)
    check_r20repeats(trip, world, every, bad)
    check_r20secrets(trip, world, every, bad)
    check_r20cold(trip, world, every, bad)
    check_r21stock(trip, world, every, bad)
    check_r21endings(trip, world, every, bad)
    check_r21scenes(trip, world, every, bad)
    check_rounds(trip, world, every, bad)  # the round registries (consistency_rounds.py)
    seen: dict[str, str] = {}
    people_lines = [(f"npc/{n['name']}", f"{n['want']} {n['secret']}") for n in trip["npcs"]]
    for where, t in texts + people_lines:
        if where == "node/Summary":  # the summary restates the node's own details by design
            continue
        for s in [s.strip() for s in SENTENCE_END.split(unnamed(t)) if len(s.split()) >= 5]:  # "St. Clair" too
            if s in seen and seen[s] != where:
                bad("duplicate-sentence", f"{where} repeats {seen[s]}: {s[:80]!r}")
            seen.setdefault(s, where)
    return out


def _sky(world, trip, texts, bad) -> None:
    sky = [d for d in trip["node"]["details"] if d["label"] == "Sky"]
    said = sky[0]["text"].lower() if sky else ""  # (a world with no night starts with its day sky)
    if sky and (world["sky_day"].lower() not in said or world["sky_night"].lower() not in said):
        bad("sky-one", f"the Sky line does not show the fact sheet's sky: {sky[0]['text'][:80]!r}")
    others = [v for v, _, f in load("lists/skies").items if v not in (world["sky_day"], world["sky_night"])]
    for where, t in texts:
        for v in others:
            if v in t:
                bad("sky-other", f"{where}: a second sky, {v!r}")


def _maguffin(trip, world, bad) -> None:
    m = trip["maguffin"]
    kind = world.get("maguffin")
    lines = [m.get(k) or "" for k in ("looks", "why", "really")]
    if kind == "person":
        for t in lines:
            if re.match(r"It\b", t) or re.search(r"\b(touches it|made of|it is booby)", t):
                bad("person-maguffin-it", f"a person is called 'it': {t[:80]!r}")
        for o in trip["obstacles"] + [e["text"] for e in trip["events"]]:
            what = (m.get("what") or "").split(", ", 1)[-1].lower()
            if what and what in o.lower() and re.search(r"touches it first|part of its hoard", o):
                bad("person-maguffin-it", f"a person is treated as a thing: {o[:80]!r}")
    elif kind:
        for t in lines:
            if re.match(r"They (are|have|were|do)\b", t) and kind not in ("event",):
                bad("thing-maguffin-they", f"a {kind} is written as people: {t[:80]!r}")
    npcs = trip["npcs"]
    if trip["mission_type"] == "Emergency/Rescue" and npcs:
        if m.get("who") and m["who"] != npcs[0]["name"]:
            bad("rescue-maguffin-is-npc", f"the maguffin {m['who']!r} is not the stranded NPC")
        if kind != "person":
            bad("rescue-maguffin-is-npc", f"a rescue's maguffin is a {kind}, not a person")
    if len(npcs) > 1 and kind == "person" and npcs[1]["role"] == "The keeper of the maguffin":
        bad("keeper-of-person", "a person maguffin has a 'keeper of the maguffin'")


def _play(trip, world, bad) -> None:
    """The play layer: one sky in the strong start, and the maguffin written for its kind."""
    start = (trip.get("start") or {}).get("read_aloud", "")
    said = [x for x in re.split(r"(?<=[.!?])\s+", start)
            if world["sky_day"] in x or world["sky_night"] in x]
    skies = len(said)
    if skies > 1 or start.count("Overhead") > 1:
        bad("play-sky-once", f"the strong start reads the sky {max(skies, start.count('Overhead'))} times")
    beasts = {n.get("key"): n["name"] for n in trip["npcs"] if n.get("source") == "creature"}
    for c in trip.get("clues") or []:
        if c["id"].startswith(("lies-", "secret-")) and c["id"].split("-", 1)[1] in beasts:
            bad("play-creature-talks", f"clue/{c['id']}: {beasts[c['id'].split('-', 1)[1]]} keeps a secret")
        for x in c["clues"]:
            if x["kind"] == "npc" and x["at"] in beasts:
                bad("play-creature-talks", f"clue/{c['id']}: {beasts[x['at']]} is talked to: {x['how'][:60]!r}")
    m = trip["maguffin"]
    kind = world.get("maguffin")
    lines = [(w, x) for w, t in play_texts(trip) for x in re.split(r"(?<=[.;])\s+", t)]
    who = m.get("who") or ""
    if kind == "person" and who:
        low = who[:1].lower() + who[1:]
        for where, t in lines:
            if who[:1].isupper() and re.search(rf"(?<![\w']){re.escape(low)}\b", t):
                bad("play-person-named", f"{where}: {who!r} is written {low!r}")
            if who in t and re.search(r"\b(holds|checks on|packs up|touches|sells?) it\b", t):
                bad("play-person-it", f"{where}: {who} is called 'it': {t[:80]!r}")
    what = (m.get("what") or "").lower()
    if kind in ("place", "knowledge", "event", "view") and what:
        for where, t in lines:
            if what in t.lower() and re.search(
                    r"\b(packs up|be sold|home and whole|hides|slip away|back to the lander with it)\b", t):
                bad("play-abstract-carried", f"{where}: a {kind} is handled as a thing: {t[:80]!r}")
