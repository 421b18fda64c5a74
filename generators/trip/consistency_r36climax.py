"""The consistency audit's round-36 climax rules (cold reads and a read of algorithm-31 trips: the
way through contradicts the scene it is for). Registered in generators/trip/consistency_r36.py;
tests/test_r36_climax.py feeds each rule a trip broken on purpose.

- ``stealth-at-seen-landing``: where Stealth Required bites at the slip-in scene ("at the garden
  (scene 1) the crew must also pass unseen"), the strong start does not have the crew seen as they
  land. Cold read (cold-399867): "Someone at the garden is shouting that the sky-people have come
  to take what is theirs; heads turn towards the hatch" and "CHARM DL 2 to calm the crowd", then
  the crew "must also pass unseen" there. Fix: the fact ``unseen`` of the slip-in scene
  (trip/start.py start_for, facts_r35.py); the seen beats of trip/play_lines.json (react:*) need
  ``unseen != yes``, and two new beats fit a hidden landing (a patrol, a watchman's lamp, not yet
  seen the lander).
- ``way-clue-wrong-obstacle``: the climax's needed way past is written for a thing its obstacle
  is not. Cold reads: "the people who use it every day have cut a small notch beside each right
  step, turn and handhold" as the way past locked doors; "they are only after strangers" as the
  way past a family feud whose both sides "want the crew to say who is right"; "a smouldering
  green branch" as the way through a swarm in a glass forest, where no green wood grows. Fix: a
  new kind of passing, ``climb`` (trip/way_pass.py: a ladder, a bridge missing planks, a roof of
  loose tiles, declared in play_obstacles.json), which the notch line needs; "only after
  strangers" needs ``barrier_kind: prey`` (people who pick on strangers, not a feud); a place whose
  name says its growth is glass, bone, stone or machine has ``trees: no`` (content/place_kinds.py
  ``NOT_WOOD``), which the green branch needs.
- ``second-toll-at-climax``: the climax's last barrier names the price of getting in (the
  release: "pay 0.75M for the party to borrow what they need"), and nothing else at the climax
  charges again for the same thing. Cold read: "the best spot has been sold for the day to a
  party of locals, who will give it up for 0.25M" beside a gatekeeper's 0.75M for one view (and
  "the locals charge by the minute" beside a guide's fee). Fix: grammars/places.json's tourist
  big-moment lines name no price of their own (our ruling: one price per thing, the release's).
- ``local-pay-out-of-scale``: a local boss paid "to look the other way", or a local hired for the
  day, is paid in a local's wages, not in Megas. Cold read: "Pay the toll in trade goods (worth a
  local's day's wages, well under 0.01M)" and one scene later "pay the boss to look the other way
  (worth 1M)", more than a hundred days' wages for one local. Fix (our ruling, the rules are
  silent: a week's wages): content/maguffin.py ``fee_bribe``, which play_obstacles.json's local
  boss reads. Likewise "A
  local guide insists on being hired for it, at 0.1M for the day" (6 of 300 audit trips, 3 of
  them beside "a local's day's wages, well under 0.01M"): grammars/maguffin.json's guide is hired
  at a local's day's wages.
"""

from __future__ import annotations

import re

from ..content.place_kinds import NOT_WOOD
from .consistency_npc import by_line
from .way_kind import barrier_kind
from .way_pass import passing

RULES = ("stealth-at-seen-landing", "way-clue-wrong-obstacle", "second-toll-at-climax", "local-pay-out-of-scale")

# a strong-start beat that has the crew seen as they land
SEEN = re.compile(r"\b(shouting that the sky-people|heads turn towards the hatch|towards the lander, and they are not"
                  r"|waiting at the foot of the ramp|scratched a picture into the paint|calls one of the crew by name"
                  r"|stares? at the lander|has seen the hatch open|drops it at the crew's feet)\b", re.I)
UNSEEN = re.compile(r"\(scene (\d+)\) the crew must also pass unseen")
# a phrase of a way-past line -> what must hold of the climax (trip, obstacle) for it to stand
NOTCH = "a small notch beside each right step, turn and handhold"
STRANGERS = "they are only after strangers"
BRANCH = "a smouldering green branch"
# a price asked at the climax: a sum in Megas, or a charge
PRICE = re.compile(r"\b\d+(?:\.\d+)?M\b|\bcharges? (?:by the minute|a toll|every visitor)\b")
MEGAS = re.compile(r"\b(\d+(?:\.\d+)?)M\b")
BRIBE = re.compile(r"\blook the other way\b|\b(hired|hire|guide)\b.{0,40}\bfor the day\b", re.I)


def _stealth(trip: dict, bad) -> None:
    start, scenes = trip.get("start") or {}, trip.get("scenes") or []
    m = next((m for m in UNSEEN.finditer(str(start.get("then") or ""))
              if scenes and int(m.group(1)) == scenes[0].get("number")), None)
    if not m:
        return
    seen = SEEN.search(str(start.get("read_aloud") or ""))
    if seen:
        bad("stealth-at-seen-landing", f"start: the crew must pass unseen at scene {m.group(1)}, where they land, and "
                                       f"the read-aloud has them seen: {seen.group(0)!r}")


def _way(trip: dict, world: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f.get("id") == "way"), None)
    if not (scenes and way):
        return
    sc, fact = scenes[-1], way.get("fact") or ""
    ob = sc.get("obstacle") or {}
    what = f"({ob.get('opposition')}): {str(ob.get('text') or '')[:70]!r}"
    if NOTCH in fact and passing(ob) != "climb":
        bad("way-clue-wrong-obstacle", f"clue/way: notches by each step and handhold for a thing nobody climbs {what}")
    if STRANGERS in fact and barrier_kind(ob) != "prey":
        bad("way-clue-wrong-obstacle", f"clue/way: 'only after strangers' for people not after strangers {what}")
    if BRANCH in fact and (NOT_WOOD.search(sc.get("place") or "") or world.get("trees") == "no"):
        bad("way-clue-wrong-obstacle", f"clue/way: a green branch at {sc.get('place')!r}, where no wood grows")


def _tolls(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes or not PRICE.search(str(scenes[-1].get("release") or "")):
        return
    sc = scenes[-1]
    for part in ("gm", "read_aloud", "obstacle", "surprise"):
        v = sc.get(part)
        text = str((v or {}).get("text") or "") if isinstance(v, dict) else str(v or "")
        m = PRICE.search(text)
        if m:
            bad("second-toll-at-climax", f"scene/{sc.get('number')}: its {part} asks {m.group(0)!r} as well as the "
                                         f"release's price: {text[max(0, m.start() - 70): m.end() + 20]!r}")


def _bribes(every, bad) -> None:
    for where, text in every:
        for s in re.split(r"(?<=[.;])\s+|\), or ", str(text)):
            if BRIBE.search(s) and any(float(x.group(1)) >= 0.1 for x in MEGAS.finditer(s)):
                bad("local-pay-out-of-scale", f"{where}: a local paid in Megas to look the other way or for a "
                                              f"day: {s[:110]!r}")


def check_r36climax(trip: dict, world: dict, every, bad) -> None:
    _stealth(trip, bad)
    _way(trip, world, bad)
    _tolls(trip, bad)
    # a person's lines one by one (audit/117: a fee for a stowaway ran into a bribe in the next
    # line), for the people ``every`` reads (not creatures, nor visitors from home, paid in Megas)
    _bribes(by_line(trip, every, read_only=True), bad)
