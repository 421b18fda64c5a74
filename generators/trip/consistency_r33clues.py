"""The consistency audit's round-33 clue rules (cold reads 33, readers of algorithm-29 trips:
"Clues can't carry their facts" in 5 of 5 of reader A's trips; the climax's needed way past
written for another obstacle in 4 of 5). Registered in generators/trip/consistency_r33.py;
tests/test_r33_clues.py feeds each rule a trip broken on purpose.

- ``trace-tells-aim``: a wordless trace (tracks, a trail, oil drips, a half-eaten meal) carries a
  rival crew's aim or someone's secret: a trace shows a way, a passing or a number, never a
  motive, a pay deal or a plan. Cold read: "Tracks and signs ... It shows what the Mosquito
  Irregulars are after: they are paid by the job"; "A half-eaten meal ... It shows what the Polite
  Tortoise Company are after: they run tours". Fix: those play_clues.json lines no longer know
  ``rival``.
- ``trail-to-event``: where an event is (a drum festival) is carried by a trail of whoever went
  by: nobody carried the festival there. Cold read: "Fresh oil drips at Ninepins ... where a
  machine went by" and "Fresh scrapes ... where something heavy on runners was dragged" for where
  the drum festival is. Fix: those lines need ``maguffin != knowledge|event``.
- ``trace-names-place``: a carrier with no words on it (a trail, branches, a picture) "names" a
  place or "gives the place". Cold read: "Branches snapped back at shoulder height ... It names
  the Acorn Granary". Fix: trip/clue_say.py lets only words name a place.
- ``way-mark-unseen``: the locals' way-marks (strips of cloth where they turn off, a gate and a
  path beyond it, bare patches where they stop and look) carry a way past that no mark can show
  (a thing to do, a time to go). Cold read: "Strips of bright cloth tied up at Ninepins where the
  locals turn off" for "say their fears out loud". Fix: those lines need ``way_seen: yes``.
- ``fear-way-without-fear``: "it fastens on whatever the crew fear most ... say their fears out
  loud" for an obstacle that does not work on fear (minutes that go missing, a doubt about the
  job). Fix: the fact ``fear_hold`` (trip/way_fear.py).
- ``outdoor-way-indoors``: old cairns, rough broken ground or footholds cut into it as the way
  past a climax indoors or in a building (bad air in a granary, dust in a dance house). Fix:
  those shortcut lines need ``setting: outdoor; place_kind != settlement|building``.
- ``news-tells-secret``: someone's hidden plan or secret, or a rival crew's aim, passed on "as
  the day's news" by a shopkeeper or a crier. Fix: the news lines know no ``secret`` or ``rival``.
- ``crowd-at-empty-place``: gossip, word going round, locals arguing or an old grievance aired
  at a place whose own words say it is empty now (trip/clue_empty.py). Cold read: three of them
  at "a shelter of piled stones, empty now" with one person there.
- ``lookout-in-the-dark``: "A lookout ... calling it down to the people below" at the landing,
  when the crew land in the dark. Fix: the line needs ``light != night`` (trip/clue_carry.py
  gives the landing's light).
- ``local-quotes-briefing``: someone on the node warns the crew of what their own briefing says
  ("They warn: The briefing said the locals are friendly"). Fix: trip/clue_brief.py and the
  bad_intel lines of grammars/events.json put the world's side first.
- ``price-want-unhelpable``: a clue is sold for help with a want the crew cannot help with ("To
  see the crew off", "To be somewhere else by nightfall"), or a person's entry offers help with a
  want that works against the job as a lever ("To make the pilot pay for what happened last
  week", with "Help with their want, and they see the crew through ... -1 DL"). Fix:
  clue_price.no_price, trip/want_trade.py.
"""

from __future__ import annotations

import re

from .clue_empty import empty_place
from .clue_kinds import kind as carrier_kind
from .clue_price import PRICED, unhelpable
from .consistency_r28wayclue import SEEN, TRAIL
from .want_help import PUNISH
from .way_fear import fear_hold

RULES = ("trace-tells-aim", "trail-to-event", "trace-names-place", "way-mark-unseen", "fear-way-without-fear",
         "outdoor-way-indoors", "news-tells-secret", "crowd-at-empty-place", "lookout-in-the-dark",
         "local-quotes-briefing", "price-want-unhelpable")

from .clue_traces import WORDLESS  # (also read by clue_say: a trace never names a place)
# the sentence clue_say adds: what a clue found at a scene says ("It names X.")
NAMES = re.compile(r"\. It (names|gives the place:) ", re.I)
# the locals' way-marks that show where they go, never what they do or when
MARKS = re.compile(r"^(Strips of bright cloth tied up at|A gap at .+ that the locals keep clear|A gate at .+ that the "
                   r"locals leave unbarred|Bare patches at .+ where the locals always stop|A seat at .+ set facing "
                   r"the way ahead|Scuffs and marks at .+ where someone got through)", re.I)
FEAR_WAY = "fastens on whatever the crew fear most"
OUTDOOR_WAY = re.compile(r"\b(along old cairns|keep to the rough, broken ground|left their footholds cut into it)\b", re.I)
NEWS = re.compile(r"\b(the day's news|bit of news|serves (up )?the news|with the news|passes on the day's news)\b", re.I)
CROWD = re.compile(r"^(Word going round at|Two locals at .+ arguing|An old grievance aired again at|Gossip at|"
                   r"Locals at .+ passing the day's news|A crowd at|A quarrel at)", re.I)
LOOKOUT = re.compile(r"^A lookout at .+ calling it down to the people below", re.I)
BRIEFING = re.compile(r"\bwarns?: (The|the) (briefing|map in the briefing)\b")
HELP = re.compile(r"^Help with their want\b")


def _carrier(how: str) -> str:
    """A clue's carrier, without the sentence clue_say adds ("It shows ...", "They say ...")."""
    return re.split(r"\. (It|They) ", how or "", maxsplit=1)[0]


def _facts(trip: dict):
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            yield f, c


def _traces(trip: dict, bad) -> None:
    event = (trip.get("maguffin") or {}).get("kind") == "event"
    for f, c in _facts(trip):
        how, fid = c.get("how") or "", f.get("id") or ""
        wordless = c.get("kind") == "scene" and WORDLESS.match(how) is not None
        if wordless and (fid == "rival" or fid.startswith(("lies-", "secret-", "motive"))):
            bad("trace-tells-aim", f"clue/{fid} at {c.get('at')}: {how[:60]!r} cannot show {f['fact'][:60]!r}")
        if event and fid == "where" and c.get("kind") == "scene" and (wordless or TRAIL.search(_carrier(how))):
            bad("trail-to-event", f"clue/where at {c.get('at')}: {how[:60]!r} follows whoever went by, for "
                                  f"an event ({(trip.get('maguffin') or {}).get('what', '')[:40]!r})")
        if c.get("kind") == "scene" and NAMES.search(how) and (
                wordless or carrier_kind(how, c.get("source") or "") not in ("writing", "people")):
            bad("trace-names-place", f"clue/{fid} at {c.get('at')}: {how[:90]!r} has no words to name a place")
        if fid.startswith(("lies-", "secret-")) or fid == "rival":
            if c.get("kind") == "scene" and NEWS.search(_carrier(how)):
                bad("news-tells-secret", f"clue/{fid} at {c.get('at')}: {how[:60]!r} passes on "
                                         f"{f['fact'][:60]!r} as news")
        if c.get("kind") == "scene" and c.get("source") != "intel" and BRIEFING.search(how):
            bad("local-quotes-briefing", f"clue/{fid} at {c.get('at')}: {how[:100]!r}")


def _ways(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f.get("id") == "way"), None)
    if not (scenes and way):
        return
    fact, climax = way.get("fact") or "", scenes[-1]
    if not SEEN.search(fact):
        for c in way.get("clues") or []:
            if c.get("kind") == "scene" and MARKS.match(c.get("how") or ""):
                bad("way-mark-unseen", f"clue/way at {c.get('at')}: {c['how'][:50]!r} is a mark of where the "
                                       f"locals go, and the way past is {fact.split(': ', 1)[-1][:50]!r}")
    ob = climax.get("obstacle") or {}
    if FEAR_WAY in fact and fear_hold(ob) == "no":
        bad("fear-way-without-fear", f"clue/way: {FEAR_WAY!r} for {ob.get('text', '')[:70]!r}")
    loc = next((x for x in trip.get("locations") or [] if x.get("name") == climax.get("place")), {})
    if (m := OUTDOOR_WAY.search(fact)) and loc.get("setting") == "indoor":
        bad("outdoor-way-indoors", f"clue/way: {m.group(0)!r} at {climax.get('place')!r}, indoors")


def _places(trip: dict, bad) -> None:
    scenes = {sc["id"]: sc for sc in trip.get("scenes") or []}
    locs = {x.get("name"): x for x in trip.get("locations") or []}
    dark = None
    for f, c in _facts(trip):
        sc = scenes.get(c.get("scene") or "")
        if c.get("kind") != "scene" or sc is None:
            continue
        how = c.get("how") or ""
        if CROWD.match(how) and empty_place(locs.get(sc.get("place"), {})):
            bad("crowd-at-empty-place", f"clue/{f.get('id')} at {sc['id']}: {how[:50]!r} where "
                                        f"{sc.get('place')!r} is empty, with one person there at most")
        if LOOKOUT.match(how) and sc.get("kind") == "arrival":
            if dark is None:
                from .consistency_play import _light
                dark = not _light(trip, 0)
            if dark:
                bad("lookout-in-the-dark", f"clue/{f.get('id')} at {sc['id']}: {how[:50]!r}, and the crew land "
                                           f"in the dark")


def _wants(trip: dict, bad) -> None:
    npcs = {n.get("key"): n for n in trip.get("npcs") or []}
    for f, c in _facts(trip):
        n = npcs.get(c.get("at")) if c.get("kind") == "npc" else None
        if n and PRICED in (c.get("how") or "") and unhelpable(n.get("want")):
            bad("price-want-unhelpable", f"clue/{f.get('id')}: {n['name']} tells it for help with "
                                         f"{n.get('want')!r}, which the crew cannot help with")
    for n in npcs.values():
        if HELP.match(n.get("trade") or "") and (PUNISH.search(n.get("want") or "")
                                                  or unhelpable(n.get("want"))):
            bad("price-want-unhelpable", f"npc {n.get('name')}: {n.get('trade', '')[:50]!r} for {n.get('want')!r}")


def check_r33clues(trip: dict, world: dict, every, bad) -> None:
    _traces(trip, bad)
    _ways(trip, bad)
    _places(trip, bad)
    _wants(trip, bad)
