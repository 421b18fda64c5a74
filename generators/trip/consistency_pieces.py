"""Audit rules for the maguffin, the rival crews, obstacles and tweak targets: do they hang
together with the trip? Part of ``generators.trip.consistency.check`` (its ``RULES`` are
appended to the structure rules there); each is fed a contradicting trip by
tests/test_consistency.py.

- maguffin-setting: a maguffin that can only be met out of doors (a view, a site: its
  ``setting``) sits at an indoor location.
- maguffin-size-fits: the handling block's size or carry line was written for another bulk
  than the maguffin's (a jar "as big as a wardrobe").
- maguffin-line-fits: a look, why or "what it really is" line that the maguffin grammar
  allows only for other maguffin facts (a census whose secret is "a recipe").
- maguffin-phrase-repeated: the maguffin's full phrase printed more than MAX_FULL times
  (the short form is for every mention after the first).
- rival-arrival: rival lines against the fact sheet's ``rivals`` (here or later, at
  ``rivals_tick``): a crew already on the node who hear about the crew's lander or land
  later, a crew not yet here who are met before they land, a status line that says otherwise.
- obstacle-dl-rules: an obstacle above OBSTACLE_DL_MAX (rules/resolution.py: "Actions of
  DL 7 or higher are impossible for an unskilled and unequipped human to perform without
  help").
- way-round-group: an obstacle's way round that presumes a group with a chain of command
  or a watch ("X knows their captain, who lets anyone through", "the gap in the watch")
  beside an obstacle that is one person or a pair ("A bounty hunter from another trip
  entirely", "hires a pair of knife-happy cousins"): r11 brief, item 3.
- tweak-fits-person: a character tweak that the person's own block contradicts: a name
  "nobody can remember, including them" on a person the page names (cold15 e17d52), or "two
  things that cannot both happen" for a person with one want (cold15 4c1e27).
- rival-captain-name: an NPC who is not the rival captain has a rival captain's name.
- rival-line-fits: a rival crew's gimmick or goal that the org grammar allows only for other
  facts (a brass band on a recording in a vacuum, "every native" where nobody lives).
- tweak-target-dangling: a tweak aimed at a person, place or machine the trip never shows
  (not one of its NPCs or locations, or a machine at a place on a world nobody built on).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..content.maguffin import YEARS
from ..needs import fits
from ..rules.resolution import OBSTACLE_DL_MAX

RULES = ("maguffin-setting", "maguffin-size-fits", "maguffin-line-fits",
         "maguffin-phrase-repeated", "rival-arrival", "obstacle-dl-rules",
         "tweak-target-dangling", "rival-captain-name", "rival-line-fits", "way-round-group",
         "tweak-fits-person")
# a name nobody can know (on a person the page names) and two wants (beside a Want line of one)
NAMELESS = re.compile(r"\b((nobody|no one|no-one|none of them|not even they) (can|could|will|is able to|"
                      r"knows?|remembers?) ?(remember|recall|say|speak|pronounce|write|know|learn)? "
                      r"(it|their (own )?name|what they are called|who they are)|(they|he|she) (have|has) no name|"
                      r"nameless|(have|has) forgotten (their|his|her) (own )?name|(their|his|her) (own )?name "
                      r"(is|has been|was) (lost|forgotten|erased|unknown|unknowable))\b", re.I)
TWO_WANTS = re.compile(r"\b(wants? (two|both of two) (things|goals|outcomes)|two (wants|goals|things they want)|"
                       r"torn between two|(cannot|can't|could never) both (happen|come true|be had|be won))\b", re.I)
MAX_FULL = 3  # the teaser, the maguffin's own block, where to find it
# an obstacle that is one person or a pair, and a way round that needs a ranked group or a watch
LONE_FOE = re.compile(r"\b(an? (bounty hunter|lone|single)|hires a pair|one (man|woman|person))\b", re.I)
GROUP_WAY = re.compile(r"\b(their (captain|sergeant|commander|chief)|the watch|every watch|stand down)\b", re.I)
RIVAL_TOO_SOON = re.compile(r"\b(hears? about the lander|hears? that strangers|lands? near|will land)\b", re.I)


@lru_cache(maxsize=None)
def _grammar_lines(key: str = "grammars/maguffin") -> tuple[tuple[str, re.Pattern, tuple | None], ...]:
    """(symbol, pattern, needs) of every line of a grammar (the maguffin's look, why and
    really; the rival crews' gimmick and goal in grammars/org)."""
    df = load(key)
    out = []
    for sym, texts in df.rules.items():
        per = df.rule_needs.get(sym) or (None,) * len(texts)
        for t, n in zip(texts, per):
            pat = re.escape(t.rstrip("."))
            pat = re.sub(r"\\#[a-z_.]+\\#|#[a-z_.]+#", ".+", pat)
            out.append((sym, re.compile(f"^{pat}\\.?$"), n))
    return tuple(out)


def _facts(trip: dict, facts: dict) -> dict:
    m = trip["maguffin"]
    return {**facts, "maguffin": facts.get("maguffin") or m.get("kind"),
            "maguffin_bulk": facts.get("maguffin_bulk") or m.get("bulk"),
            "maguffin_form": facts.get("maguffin_form") or m.get("form")}


def check_pieces(trip: dict, facts: dict, texts: list[tuple[str, str]], bad) -> None:
    """Add a violation through ``bad(rule, message)`` for each contradiction found."""
    f = _facts(trip, facts)
    _maguffin(trip, f, texts, bad)
    _rivals(trip, f, bad)
    _obstacles(trip, bad)
    _tweaks(trip, f, bad)


def _maguffin(trip, f, texts, bad) -> None:
    m = trip["maguffin"]
    where = next((loc for loc in trip["locations"] if loc["name"] == m.get("where")), None)
    if m.get("setting") and where and where.get("setting") and where["setting"] != m["setting"]:
        bad("maguffin-setting", f"{m['what']!r} can only be met {m['setting']}s, and "
                                f"{where['name']!r} is {where['setting']}")
    desc = m.get("description") or {}
    bulk = f.get("maguffin_bulk")
    for part in ("size", "carry"):
        said = (desc.get(part) or "").rstrip(".")
        for v, _, fl in load("trip/maguffin_handling").items:
            if fl.get("part") == part and fl.get("kind") == desc.get("kind") and v.rstrip(".") == said \
                    and bulk and fl.get("bulk") not in (None, bulk):
                bad("maguffin-size-fits", f"the {part} line is for a {fl['bulk']} maguffin, "
                                          f"and {m['what']!r} is {bulk}: {said[:60]!r}")
    for k in ("looks", "why", "really"):
        line = m.get(k) or ""
        found = [(sym, n) for sym, pat, n in _grammar_lines()
                 if sym.startswith(k) and pat.match(line)]
        # a person's look reads whether their truth has them here for years (content/maguffin.py)
        fk = dict(f, years="yes" if YEARS.search(m.get("really") or "") else "no") if k == "looks" else f
        if found and not any(fits(n, fk) for _, n in found):
            bad("maguffin-line-fits", f"maguffin/{k} is written for another maguffin than "
                                      f"{m['what']!r} ({f.get('maguffin')}, {f.get('maguffin_form')}, "
                                      f"{bulk}): {line[:60]!r}")
    full = m["what"].split(", ", 1)[-1] if m.get("who") else m["what"]
    if not m.get("who") and len(full.split()) > 1:
        n = sum(t.lower().count(full.lower()) for _, t in texts)
        if n > MAX_FULL:
            bad("maguffin-phrase-repeated", f"{full!r} is printed {n} times (at most {MAX_FULL}; "
                                            f"the short form {m.get('short')!r} is for the rest)")


def _rivals(trip, f, bad) -> None:
    riv = trip.get("rivals") or []
    for i, r in enumerate(riv):  # the first is on the clock, the second only bids
        # the second crew's aim and purpose are its own draw (content/factions.py), not the
        # world's rival_aim and rival_why
        rfs = [dict(f, rival="clock" if i == 0 else "board", rival_aim=a, rival_why=w)
               for a, w in (((f.get("rival_aim"), f.get("rival_why")),) if i == 0 else
                            (("race", "prize"), ("race", "spoil"), ("race", "beat"), ("watch", "watch")))]
        for d in r["details"]:
            sym = {"Gimmick": "crew_gimmick", "Goal": "crew_goal"}.get(d["label"])
            found = [n for s, pat, n in _grammar_lines("grammars/org") if s == sym
                     and pat.match(d["text"])] if sym else []
            if found and not any(fits(n, rf) for n in found for rf in rfs):
                bad("rival-line-fits", f"rival/{r['name']}: {d['label'].lower()} {d['text'][:60]!r} "
                                       f"does not fit this world (its air, its people, its tech)")
    captains = {d["text"] for r in riv for d in r["details"] if d["label"] == "Captain"}
    for n in trip["npcs"]:
        if n["name"] in captains and "captain" not in n["role"].lower():
            bad("rival-captain-name", f"{n['name']} ({n['role']}) has a rival captain's name")
    if not riv or not f.get("rivals"):
        return
    first = riv[0]
    d = {x["label"]: x["text"] for x in first["details"]}
    names = [n for n in (first["name"], d.get("Captain")) if n]
    status = d.get("Status", "")
    if (f["rivals"] == "here") != status.startswith("On this node"):
        bad("rival-arrival", f"the rivals are {f['rivals']} and their status says {status[:50]!r}")
    land = int((trip.get("world") or {}).get("rivals_tick") or 0)
    lines = [(int(t["tick"]), e["text"]) for t in (trip.get("clock") or {}).get("ticks") or []
             for e in t["events"]]
    events = [(int((re.findall(r"\d+", e["when"]) or [0])[0]), e["text"]) for e in trip["events"]]
    for tick, text in lines:
        named = any(n in text for n in names)
        if f["rivals"] == "here" and named and RIVAL_TOO_SOON.search(text):
            bad("rival-arrival", f"clock/{tick}: the rivals are already on the node: {text[:70]!r}")
        if f["rivals"] == "later" and named and tick < land:
            bad("rival-arrival", f"clock/{tick}: the rivals land at tick {land}: {text[:70]!r}")
    if f["rivals"] == "later":
        for hour, text in events:
            if hour <= 4 * land and (any(n in text for n in names) or re.search(r"\brivals?\b", text, re.I)):
                bad("rival-arrival", f"event at hour {hour}, before the rivals land (tick {land}): "
                                     f"{text[:60]!r}")


def _obstacles(trip, bad) -> None:
    dls = [(f"obstacle/{i}", int(x)) for i, o in enumerate(trip["obstacles"], 1)
           for x in re.findall(r"^[^:]*\(DL (\d+)\)", o)]
    dls += [(f"scene/{sc['number']}", int(sc["obstacle"]["dl"])) for sc in trip.get("scenes") or []
            if sc.get("obstacle") and sc["obstacle"].get("dl") is not None]
    for i, o in enumerate(trip["obstacles"], 1):
        body, _, way = o.partition(". ")
        m = GROUP_WAY.search(way)
        if m and LONE_FOE.search(body):
            bad("way-round-group", f"obstacle/{i}: {m.group(0)!r} in the way round of "
                                   f"{body.split(': ', 1)[-1][:50]!r} (one person or a pair)")
    for where, dl in dls:
        if not 1 <= dl <= OBSTACLE_DL_MAX:
            bad("obstacle-dl-rules", f"{where}: DL {dl}; an obstacle is DL 1-{OBSTACLE_DL_MAX} "
                                     f"(DL 7+ is impossible unskilled and unequipped)")


def _tweaks(trip, f, bad) -> None:
    npcs = [n["name"] for n in trip["npcs"]]
    places = [loc["name"] for loc in trip["locations"]]
    places += [p[:1].lower() + p[1:] for p in places]
    for t in trip["tweaks"]:
        target = t["target"]
        if t["kind"] == "character":
            ok = any(target.startswith(n) for n in npcs)
            who = next((n for n in trip["npcs"] if target.startswith(n["name"])), None)
            detail = t.get("detail") or ""
            if who and (NAMELESS.search(detail) or (TWO_WANTS.search(detail) and not re.search(
                    r"\b(and|or|but) to\b", who.get("want") or ""))):
                bad("tweak-fits-person", f"tweak/{target[:40]!r}: {detail[:60]!r} beside "
                                         f"{who['name']!r}, who wants {(who.get('want') or '')[:50]!r}")
        elif target.endswith("(the maguffin)"):
            ok = True
        else:  # at one of the trip's places; a machine where nobody lives is the crew's own
            at = target.split(" at ", 1)[1] if " at " in target else ""
            ok = at in places and not (t["kind"] == "constructed" and f.get("inhabitants") == "nobody"
                                       and not target.startswith("The lander's "))
        if not ok:
            bad("tweak-target-dangling", f"tweak/{target[:60]!r} is aimed at nothing the trip shows")
