"""The consistency audit's rules about a trip's era and who lives there (generators/trip/
consistency.py runs them; the era's words are word rules in corpora/trip/consistency_words.json):

- ``era-decade``: no "1950s" on a world whose year comes before that decade (or on an
  Alternate Earth that split from ours before it).
- ``era-given-name``: a local of the valley between 1839 and 1999 has a given name of those
  years (corpora/lists/era_given_names.json), not "Brayden" in 1880.
- ``sterile-natives``: a world where nothing lives has no native aliens (its people were
  brought: colonists or machines).
- ``thin-air-mild-climate``: thin air is cold air; its climate is not temperate, hot or scorching.
- ``kit-name-article``: a local's item is listed without "a"/"an" ("costume trunk (pro kit)",
  like every other item), whatever corpora/trip/kit_names.json renamed it to.
- ``tweak-detail-fits-process``: a tweak's detail fits what the tweak acts on (its target's
  ``tweak_on``): a rockslide dams water, not yawning (rust-meadow-12); only a machine "runs on"
  a fuel or takes input through a slot.
- ``tweak-skill-on-sheet``: a character tweak that enhances a skill to Revolutionary (+6)
  names a skill of the rules, and its person's stat block carries it at +6 (cold read 15:
  "Their cooking is Revolutionary (+6)" beside a block with no cooking skill).
- ``local-class-fits-world``: a local's class fits their world and their tier (corpora/trip/
  class_needs.json: never "Amateur Explorer (professional)", cold-dc3328):
  no Government Agent, Grad Student or local Tourist among a few hundred souls (cold-e02d24).
- ``past-pay-megas``: locals before 1850 are paid in what they use (trade goods), not in the
  barn's Megas ("pay 4M for the crew's look and record" to a warden of 1497, violet-drum-31;
  "a miss and Satene asks 1.25M on top" in 1418, cold read 15).
- ``climate-fits-era``: on Home-Earth's nodes the era sets the climate: the world's epoch is
  its year's (corpora/lists/eras_past.json "epoch") and its climate line needs it (cold read:
  "The long ice ages: Cold steppe" beside "A Valley summer: dry heat"; a Valley climate over
  the Cretaceous sea).
- ``animal-lived-then``: an animal of the deep past (corpora/lists/animals.json "lived") is
  named only on a world of the years it lived (cold read: three-toed horses 495,000 years
  ago, millions of years after the last of them).
"""

from __future__ import annotations

import re

from functools import lru_cache

from ..content.world import EARTHLY, epoch_of
from ..data import load
from ..needs import fits

RULES = ("era-decade", "era-given-name", "sterile-natives", "thin-air-mild-climate",
         "kit-name-article", "past-pay-megas", "tweak-detail-fits-process", "tweak-skill-on-sheet",
         "local-class-fits-world", "climate-fits-era", "animal-lived-then", "sea-beast-drinks",
         "vacuum-beast-breathes")

DECADE = re.compile(r"\b(1[5-9]\d0|20\d0)s\b")
# (and a haggle's price on top: cold15 4c1e27, "a miss and Satene asks 1.25M on top" in 1418)
MEGAS = re.compile(r"\b(pay|trade for \S+ \(|asks|wants) ?\d+(?:\.\d+)?M\b(?!'s worth)")
# a tweak detail's words and the sorts of target they fit (needs.VALUES["tweak_on"])
TWEAK_FITS = ((re.compile(r"\bdams it\b"), ("water",)),
              (re.compile(r"^It runs on |\bhum into the slot\b|\binstead of its usual input\b"),
               ("machine",)),
              (re.compile(r"\bflickers, like a bulb\b"), ("light", "machine", "weather", "mind", "maguffin")),
              (re.compile(r"\bthe wind blows toward\b"), ("weather",)),
              # what a force (friction, magnetism) has no part in (cold read 11: friction
              # "produces the wrong things: apologies are spoken aloud"; magnetism "has gone weak
              # and grey, and the locals ration what is left")
              (re.compile(r"\bapologies are spoken aloud\b"), ("sound", "mind", "machine", "maguffin")),
              (re.compile(r"\bgone weak and grey\b"), ("light", "life", "growth", "water")),
              (re.compile(r"\bgives off smells instead\b"), ("machine", "life", "growth", "body", "water", "weather")),
              # only a plant's own growth runs back from fruit to flower (cold read 15: bird
              # migration that makes "ripe fruit shrink back into flowers")
              (re.compile(r"\bripe fruit shrinks back into flowers\b"), ("growth",)),
              (re.compile(r"\bcomes and goes, like a voice\b"),
               ("sound", "mind", "light", "weather", "machine", "maguffin")))
DATED_NAMES = "node: past|recent; era: 1839..1999"  # as generators/content/people.py
# a sea animal does not come to a shore or a sandbank to drink (cold read: "The sandbank where
# the plesiosaurs drink")
SEA_DRINKS = re.compile(r"\b(plesiosaurs?|ichthyosaurs?|mosasaurs?|whales?|sharks?|dolphins?|"
                        r"porpoises?|seals?)\b[^.;:]{0,30}\bdrinks?\b", re.I)
# what says an animal gets by without air (corpora/grammars/obstacles.json wildlife lines)
NO_AIR = re.compile(r"\b(almost no air|breathe almost nothing|no need of air|without air)\b", re.I)


def check_era(trip: dict, world: dict, facts: dict, texts, bad) -> None:
    year, fork = facts.get("year"), facts.get("fork_year")
    latest = fork if fork is not None else year
    if latest is not None:
        for where, t in texts:
            for m in DECADE.finditer(t):
                if int(m.group(1)) > latest:
                    bad("era-decade", f"{where}: {m.group(0)!r} in {latest}"
                                      f"{' (the fork)' if fork is not None else ''}")
    locals_ = [n for n in trip["npcs"] if n.get("folk") == "local" and n.get("source") != "creature"]
    if world.get("natives") == "human" and fits(DATED_NAMES, facts):
        given = {v for v, _, f in load("lists/era_given_names").items if fits(f.get("_needs"), facts)}
        names = [n["name"] for n in locals_]
        names += [d["text"].split(", ")[0] for d in trip["node"]["details"] if d["label"] == "Key local"]
        for nm in names:
            if nm.split(" ")[0] not in given:
                bad("era-given-name", f"{nm} is not a name of {year}")
    if world.get("life") == "none" and world.get("natives") == "alien":
        bad("sterile-natives", "native aliens on a world where nothing lives")
    if world.get("air") == "thin" and world.get("climate") in ("temperate", "hot", "scorching"):
        bad("thin-air-mild-climate", f"thin air and {world.get('climate_text')!r}")
    for n in locals_:
        for it in n.get("items") or []:
            if re.match(r"(a|an|the) ", it["name"]):
                bad("kit-name-article", f"npc/{n['name']}/items: {it['name']!r}")
    if facts.get("year") is not None and facts["year"] < 1850:
        for sc in trip.get("scenes") or []:
            m = MEGAS.search(sc.get("release") or "")
            if m:
                bad("past-pay-megas", f"scene/{sc['number']}/release: {m.group(0)!r} in {year}")
    needs = {v: f.get("_needs") for v, _, f in load("trip/class_needs").items}
    for n in locals_:
        cls = (n.get("class") or "").split(",")[0]
        if cls in needs and not fits(needs[cls], dict(facts, tier=n.get("tier"))):
            bad("local-class-fits-world", f"npc/{n['name']}: a local {cls} ({n.get('tier')}) on a "
                                          f"world with {world.get('inhabitants')} people, tech "
                                          f"{world.get('tech')}"
                                          + (", a peaceful people" if world.get("peaceful") == "yes" else ""))
    _deep_past(world, facts, texts, bad)
    _beasts_breathe(world, texts, bad)
    for tw in trip.get("tweaks") or []:
        _enhanced(trip, tw, bad)
        on = _tweak_on(tw)
        for pat, kinds in TWEAK_FITS if on else ():
            if pat.search(tw.get("detail") or "") and on not in kinds:
                bad("tweak-detail-fits-process", f"tweak/{tw['target']}: {tw['detail'][:60]!r} "
                                                 f"does not fit a {on} process")


PLUS_SIX = re.compile(r"\bis Revolutionary \(\+6\)")


def _enhanced(trip: dict, tw: dict, bad) -> None:
    from .enhance import REVOLUTIONARY

    detail = tw.get("detail") or ""
    if tw.get("kind") != "character" or not PLUS_SIX.search(detail):
        return
    m = REVOLUTIONARY.search(detail)
    who = next((n for n in trip["npcs"] if (tw.get("target") or "").startswith(f"{n['name']} (")), None)
    if not m or who is None or not any(sk["name"] == m.group(1) and sk["level"] == 6
                                       for sk in who.get("skills") or []):
        bad("tweak-skill-on-sheet", f"tweak/{tw.get('target')}: {detail[:60]!r}, and no such skill "
                                    f"at +6 on the stat block")


def _beasts_breathe(world: dict, texts, bad) -> None:
    """Sea animals do not drink at a shore; on a vacuum world the trip's beast is named only
    where a line says it gets by without air (cold read: bewildered gnus left behind on a
    vacuum world)."""
    beast = world.get("beast")
    # the beast itself, not a part of one a tweak lends ("a horse's hide across their back")
    # nor a likeness ("everyone bounds like a kangaroo" in the gravity line), nor a name that is
    # also a word ("a suit seal hisses", "a slab seals the way": the seal on a vacuum world)
    alive = re.compile(rf"(?<!like a )(?<!like an )(?<!suit )(?<!hatch )\b{re.escape(beast)}(s|es)?\b(?!')"
                       r"(?!\s+(?:the|it|itself|them|shut|off|up|in|starts?)\b)", re.I) if beast else None
    for where, t in texts:
        m = SEA_DRINKS.search(t)
        if m:
            bad("sea-beast-drinks", f"{where}: {m.group(0)!r}")
        if world.get("air") != "vacuum" or alive is None:
            continue
        for sent in re.split(r"(?<=[.;])\s+", t):
            # (a sentence that uses the word as a verb too is about a thing: "It is sealed in
            # wax, and the seal has a local name pressed into it")
            if alive.search(sent) and not NO_AIR.search(sent) \
                    and not re.search(rf"\b{re.escape(beast)}(ed|ing)\b", sent, re.I):
                bad("vacuum-beast-breathes", f"{where}: a live {beast} in a vacuum: {sent[:80]!r}")


@lru_cache(maxsize=None)
def _lived() -> tuple[tuple[str, re.Pattern, int, int], ...]:
    """The animals of the deep past: name, a pattern of it (and its plural), first, last year."""
    out = []
    for v, _, f in load("lists/animals").items:
        if f.get("lived"):
            plural = v[:-1] + "ves" if v.endswith("f") else v + "s"
            out.append((v, re.compile(rf"\b({re.escape(v)}|{re.escape(plural)})\b", re.I),
                        *f["lived"]))
    return tuple(out)


def _deep_past(world: dict, facts: dict, texts, bad) -> None:
    year = facts.get("year")
    if world.get("family") in EARTHLY:
        want = epoch_of(year)
        climate = load("lists/climates").fields_of(world.get("climate_text") or "")
        if world.get("epoch") != want or (climate is not None and not fits(climate.get("_needs"), facts)):
            bad("climate-fits-era", f"{year}: epoch {world.get('epoch')!r} (the era's: {want!r}), "
                                    f"climate {world.get('climate_text')!r}")
    if year is None:
        return
    for name, pat, first, last in _lived():
        if first <= year <= last:
            continue
        for where, t in texts:
            if pat.search(t):
                bad("animal-lived-then", f"{where}: a {name} in {year} (it lived {first}..{last})")


def _tweak_on(tw: dict) -> str | None:
    """What a tweak acts on, from its target: None for a person (a character tweak)."""
    from ..content.tweaks_for import process_kind

    target = tw.get("target") or ""
    if tw.get("kind") == "character":
        return None
    if target.endswith("(the maguffin)"):
        return "maguffin"
    if tw.get("kind") == "natural":
        return process_kind(target.split(" at ")[0])
    return "machine"
