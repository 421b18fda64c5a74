"""The consistency audit's round-37 rules on who knows what, and why they would tell (cold reads
of algorithm-31 trips by round 36's final readers). Registered in generators/trip/consistency_r37.py;
tests/test_r37_know.py feeds each rule a trip broken on purpose. Where the knowledge lives is
trip/know_fit.py; a person's facts read off their own lines are content/feel_facts.py.

- ``never-left-tells-far``: one who "has never left" their place tells no clue of a far place
  (its danger, the way past it, where the maguffin is kept there) nor the secret of someone found
  at another place. Cold read: "Omar 'Has never left the Whispering Schoolroom' yet knows the
  beach's danger and Riku's secret". Fix: trip/clues.py takes them off such a fact's tellers
  (know_fit.homebound).
- ``way-heard-far``: a way past an obstacle is not overheard, nor read off the locals' own signs,
  tracks or a watch over "the way ahead", at a scene neither at the obstacle nor one path off it.
  Cold reads: "A gardener at the Old Brick Rail Yard talking it over with the plants ... its hold
  is weakest on a crew who keep a hand on each other's shoulders" (a trick for an air base three
  places away); "Arrows and bars the locals daubed at Threepenny ... telling how the way ahead is
  passed". Fix: trip/clues.py deals no overheard line at such a place (know_fit.aside) and the
  fact ``way_near`` ("no" there) keeps corpora/trip/play_clues.json's signs and watches off it.
  A written thing (a note, a page dropped in a hurry, words daubed on sacking) may carry it.
- ``warner-away-from-danger``: the one who warns people off the dangerous thing is found where a
  dangerous thing is. Cold read: "Irian is 'The one who warns people off the dangerous thing',
  Found at: The Engineers' Guild's Bazaar. The dangerous thing is three hours away at the Canal
  Lock." Fix: trip/scenes.py draws a Dangerous Object obstacle where they stand
  (know_fit.danger_skip, danger_first).
- ``refuser-wants-lander``: a stranded DayTripper who refuses to leave has no want or secret that
  needs a seat home ("wants it on the lander", "the only seat on a passing lander", "will not
  leave without"). Cold read (3 trips of round 36): "Torrey 'staying' but wants coins 'on the
  lander'". Fix: grammars/people.json secret_stranded ``maguffin_state != unwilling`` and siblings
  of the refuser's own.
- ``npc-lines-deny``: a person's want, secret and tweak do not deny each other: one who wants to
  meet a real local and be invited home is not terrified of strangers; one with a grudge, a fear
  or a grief is not made to "feel nothing at all". Cold reads: "Colton Wants: To meet a real
  local and be invited home, against his secret 'Is terrified of heights, water and strangers'";
  "Aston 'feel[s] nothing at all' yet 'has not forgiven anyone'". Fix: the facts ``mingles`` and
  ``feels`` (generators/facts_r37know.py, content/feel_facts.py), which those lines read.

Two classes of this round are audited by an earlier rule whose pattern now holds them: a clue
sold for help with a want that is the crew finding the maguffin ("To be there when the crew find
the map", the price of where the map is; cold read: "Shani and Moore sell the location in exchange
for help that needs the location"), by round 34's ``price-needs-maguffin``, which reads
trip/clue_price.py ``reaches`` (its ``LOOP`` is new: helping is reaching it, whatever its kind);
and a person's own secret told "unasked" (cold read: "Lippoda's secret is told 'unasked'") is audited
by round 26's ``own-secret-secondhand`` (consistency_r26clues.py), whose ``SECONDHAND``
(trip/clue_self.py) now holds "unasked".
"""

from __future__ import annotations

import re

from ..content.feel_facts import FEELS, MINGLES
from .know_fit import DANGER, WARNER, aside, far_for, stays_put

RULES = ("never-left-tells-far", "way-heard-far", "warner-away-from-danger", "refuser-wants-lander",
         "npc-lines-deny")

STRANDED = "The stranded DayTripper the crew came for"
# a line that needs a seat home: wants a thing on the lander, grudges a seat taken, will not go without
LEAVES = re.compile(r"\b(on the lander|a seat on|the only seat|will not leave without|ride home|"
                    r"leave with the crew|on the crew's lander)\b", re.I)
# the locals' own signs, tracks and a watch over the way ahead (a written thing carried is fine)
SIGNED = re.compile(r"\bthe way ahead\b|\bthe locals' own sign\b|\bwhere the locals (go|turn|step)\b", re.I)
WRITTEN = re.compile(r"\b(dropped|notes?|written|message|page|letter|label|diary)\b", re.I)
SHY = re.compile(r"\b(terrified|afraid|frightened) of [^.;]*\bstrangers\b", re.I)
NUMB = re.compile(r"\bfeel nothing at all\b", re.I)


def _tellers(trip: dict):
    npcs = {n.get("key"): n for n in trip.get("npcs") or []}
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            if c.get("kind") == "npc" and c.get("at") in npcs:
                yield f, c, npcs[c["at"]]


def _far(trip: dict, bad) -> None:
    places = [loc.get("name") or "" for loc in trip.get("locations") or []]
    cast = trip.get("npcs") or []
    for f, _, n in _tellers(trip):
        if stays_put(n) and (what := far_for(n, f.get("id") or "", f.get("fact") or "", cast, places)):
            bad("never-left-tells-far", f"{n['name']} never leaves {n.get('where')!r}, yet tells "
                f"{f.get('id')} ({what}): {str(f.get('fact'))[:100]!r}")


def _ways(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    by_id = {s.get("id"): s for s in scenes}
    for f in trip.get("clues") or []:
        fid = f.get("id") or ""
        if not fid.startswith("way"):
            continue
        sc = scenes[-1] if fid == "way" and scenes else by_id.get(fid[4:])
        for c in f.get("clues") or []:
            how = c.get("how") or ""
            carrier = re.split(r"\. (?:It|They|The) ", how, maxsplit=1)[0]  # the thing, not what it says
            if aside("way", c, sc, scenes) and (c.get("source") == "overheard" or SIGNED.search(carrier)
                                                and not WRITTEN.search(carrier)):
                bad("way-heard-far", f"{fid} at {c.get('scene')}, neither at {sc.get('place')!r} nor one "
                    f"path off it: {how[:110]!r}")


def _people(trip: dict, world: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    danger = {s.get("place") for s in scenes if (s.get("obstacle") or {}).get("opposition") == DANGER}
    placed = {s.get("place") for s in scenes}
    numb = {str(tw.get("target") or "").split(" (")[0] for tw in trip.get("tweaks") or []
            if tw.get("kind") == "character" and NUMB.search(str(tw.get("detail") or ""))}
    for n in trip.get("npcs") or []:
        if n.get("role") == WARNER and n.get("where") in placed and n.get("where") not in danger:
            bad("warner-away-from-danger", f"{n['name']} warns people off the dangerous thing at "
                f"{n.get('where')!r}, where none is (dangerous things at: {sorted(danger)})")
        if n.get("role") == STRANDED and world.get("maguffin_state") == "unwilling":
            for k in ("want", "secret"):
                if m := LEAVES.search(n.get(k) or ""):
                    bad("refuser-wants-lander", f"{n['name']} refuses to leave, yet their {k} needs a "
                        f"seat home ({m.group(0)!r}): {n.get(k)!r}")
        if MINGLES.search(n.get("want") or "") and (m := SHY.search(n.get("secret") or "")):
            bad("npc-lines-deny", f"{n['name']} wants {n.get('want')!r}, yet their secret: {m.group(0)!r}")
        if n.get("name") in numb and (m := next((FEELS.search(n.get(k) or "") for k in ("want", "secret", "manner")
                                                if FEELS.search(n.get(k) or "")), None)):
            bad("npc-lines-deny", f"{n['name']} feels nothing at all, yet {m.group(0)!r}")


def check_r37know(trip: dict, world: dict, every, bad) -> None:
    _far(trip, bad)
    _ways(trip, bad)
    _people(trip, world, bad)
