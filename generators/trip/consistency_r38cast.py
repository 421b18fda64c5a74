"""The consistency audit's round-38 cast rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it.

- ``person-two-places``: a timed event of the day (hours 1 to 22: not the landing, which meets
  whoever is at the slip-in point, nor the last call at the lander) that names a person with a
  place of their own (``npcs[].where``, the place whose scene lists them as here) puts them at
  that place, never "at" another of the trip's places. Cold read (algorithm 32): "a rival who is
  in several places at once"; the audit's "Night falls early at the Customs Shed, and Jean Goethe
  lights a fire", while scene 3 has Jean at the Imperial Bank all day. Fix: content/places.py
  ``events_for``: an event is set where the person it names lives (content/event_homes.py).
- ``person-twice-in-a-line``: an event never names one person as both sides of it ("Jacob
  Brodsky and Jacob Brodsky have a shouting match", a trip with one person to cast). Fix:
  content/event_homes.py ``fits_homes``: a line for two people is drawn only with two.
- ``helper-against-the-crew``: a person whose entry offers help with their want ("Help with their
  want, and they see the crew through ...") has no secret that sets them against the job ("Means
  to spoil the handshake for reasons of their own"; "Was the last DayTripper's guide, and led them
  the wrong way on purpose"). Cold read: "a helper who both helps the crew and wants the crew to
  fail (their want or secret against their help)". Fix: trip/secret_stance.py, read by
  trip/want_trade.py ``trade_for``.
- ``rival-two-aims``: the rival crew's obstacle says the aim the fact sheet gives them
  (``rival_aim``: race for the maguffin, or watch the crew), never one of its own: no rival crew
  "are stranded and will sabotage the crew's lander to take it home" (they came in their own
  lander, for the job: their Goal and Status say why), and a crew sent to watch do not "want the
  maguffin too". Cold read: "a rival ... whose motive changes between lines (the rival 'Status'
  vs their secret vs their events)". Fix: corpora/grammars/obstacles.json rival_daytrippers
  (each line needs its ``rival_aim``).
"""

from __future__ import annotations

import re

from ..content.event_homes import away
from .secret_stance import secret_against

RULES: tuple[str, ...] = ("person-two-places", "person-twice-in-a-line", "helper-against-the-crew",
                            "rival-two-aims")

STRANDED = re.compile(r"\bare stranded\b.*\btake it home\b")
WANTS = re.compile(r"\bwant .{1,80}? too\b")
LAST = 23  # the slip home's hour (content/places.py HOURS - 1): the last call at the lander


def _hour(when: str) -> int | None:
    m = re.match(r"Hour (\d+)$", str(when or ""))
    return int(m.group(1)) if m else None


def check_r38cast(trip: dict, world: dict, every, bad) -> None:
    places = [loc["name"] for loc in trip.get("locations") or [] if loc.get("name")]
    homes = {n["name"]: n["where"] for n in trip.get("npcs") or []
             if n.get("name") and n.get("where") in places and not n.get("creature")}
    for n in trip.get("npcs") or []:
        if str(n.get("trade") or "").startswith("Help with their want") and secret_against(n.get("secret")):
            bad("helper-against-the-crew", f"npc {n.get('name')}: {n['trade'][:70]!r}, and their secret: "
                                            f"{str(n.get('secret'))[:80]!r}")
    rival = [str(o) for o in trip.get("obstacles") or [] if str(o).startswith("Rival DayTrippers")]
    rival += [str((sc.get("obstacle") or {}).get("text") or "") for sc in trip.get("scenes") or []
              if (sc.get("obstacle") or {}).get("opposition") == "Rival DayTrippers"]
    for text in rival:
        if STRANDED.search(text) or (world.get("rival_aim") == "watch" and WANTS.search(text)):
            bad("rival-two-aims", f"the rivals' obstacle {text[:110]!r} against their aim "
                                  f"({world.get('rival_aim')}, {world.get('rival_why')})")
    for e in trip.get("events") or []:
        hour, text = _hour(e.get("when")), str(e.get("text") or "")
        for name in homes:
            if re.search(re.escape(name) + r"\b[^.;]*?\b(?:and|to|with) " + re.escape(name) + r"\b", text):
                bad("person-twice-in-a-line", f"{e.get('when')}: {name} twice: {text[:120]!r}")
        if hour is None or hour in (0, LAST):
            continue
        named = [n for n in homes if n in text]
        if not named:
            continue
        for name in named:
            elsewhere = away(name, homes[name], text, places)
            if elsewhere:
                bad("person-two-places", f"{e['when']}: {name} is at {elsewhere[0]!r} but is at "
                                         f"{homes[name]!r} all day: {text[:140]!r}")
