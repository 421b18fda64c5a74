"""The consistency audit's rules about a trip's mission facts against its lines (generators/
trip/consistency.py runs them):

- ``first-visit-history``: on a world no crew has visited (``world.visits`` none, e.g. an
  Exploration "for the first time ever") there is no old field log of the node and no rival
  crew who lost somebody here or is retracing a crew that vanished here.
- ``faction-named-for-label``: a local group is named as its people name their place, not
  after the barn's label for the node ("Copper Lodge of Sacramento, 16 days ago", "Sleepless
  Council of Earth 1903-KK"): no date, catalogue number or "ago" in a faction's name.
- ``permission-seen``: a permission (a Diplomacy job's "permission to open a consulate") is
  granted across a table and written down, not "seen, recorded and carried home in the
  crew's heads" or paid for with "the crew's look".
- ``view-subject-named``: a sight to photograph names what is in it ("one clear photograph of
  the heron that lives here"), not "whatever lives here".
- ``landing-site-one-place``: the lander comes down at the first scene's place: its slip-in
  line names a spot of that place ("a quiet corner of it"), not another place ("a quiet
  hollow out of sight" at the All-Night Air Base, kestrel-ford-8), and the first scene's
  obstacle does not send the crew to find the place they stand in (salt-orchid-61).
- ``far-future-today``: a Time Travel more than a thousand years ahead (74 million years on,
  fern-signal-7) is not dressed as today's Valley: no tule fog, no place "formerly known as
  Davis", no history books that might name the crew.
- Who has been here before, and who can know the barn's file: generators/trip/
  consistency_visits.py (first-visit-claimed, earlier-visitors-on-first-visit,
  met-client-unreachable, home-fact-on-node), run from here.
"""

from __future__ import annotations

import re

from .consistency_visits import RULES as VISIT_RULES, check_visits

RULES = ("first-visit-history", "faction-named-for-label", "permission-seen",
         "view-subject-named", "landing-site-one-place",
         "far-future-today") + VISIT_RULES

BEEN_HERE = re.compile(r"\b(here last (week|year|month)|vanished here|lost (a|one of their) "
                       r"crew[- ]members? here)\b", re.I)


LABEL = re.compile(r"\d|\b(ago|from now|the Earth of)\b")

SEEN = re.compile(r"\b(seen, recorded|carried home in the crew's heads|the crew's look|"
                  r"copying down what the crew came|the crew's findings|seen and on record|"
                  r"(make|made|finish) (the|their|theirs|their own) record)\b", re.I)

ELSEWHERE = re.compile(r"\b(touches down|slip point|Landing site): (a|an) (quiet )?"
                       r"(hollow|valley|meadow|field)\b", re.I)
NOT_HERE = re.compile(r"\b(must find it again|is not where the map says|the way into)\b", re.I)

TODAY = re.compile(r"\b(tule fog|formerly known as|in the history books|the continents have "
                   r"merged and something that is not human)\b", re.I)


def check_facts(trip: dict, world: dict, facts: dict, texts, bad) -> None:
    check_visits(trip, world, bad)
    if world.get("visits") == "none":
        for d in trip["node"]["details"]:
            if d["label"] == "From an old field log":
                bad("first-visit-history", f"an old field log of a node no crew has visited: "
                                           f"{d['text'][:60]!r}")
        for r in trip.get("rivals") or []:
            for d in r.get("details") or []:
                if BEEN_HERE.search(d["text"]):
                    bad("first-visit-history", f"rival {r['name']} has been here before on a "
                                               f"first visit: {d['text'][:60]!r}")
    for f in trip["factions"]:
        if LABEL.search(f["name"]):
            bad("faction-named-for-label", f"{f['name']!r} is named after the node's label")
    if world.get("maguffin_form") == "permission":
        for where, t in texts:
            m = SEEN.search(t)
            if m:
                bad("permission-seen", f"{where}: {m.group(0)!r} of a permission")
    m = trip["maguffin"]
    if m.get("kind") == "view" and re.search(r"\bwhatever\b", m.get("what", ""), re.I):
        bad("view-subject-named", f"the sight is never named: {m['what'][:60]!r}")
    if trip["locations"] and ELSEWHERE.search(trip["locations"][0].get("text", "")):
        bad("landing-site-one-place", f"the lander lands somewhere else than "
                                      f"{trip['locations'][0]['name']}")
    for sc in (trip.get("scenes") or [])[:1]:
        ob = (sc.get("obstacle") or {}).get("text", "")
        if NOT_HERE.search(ob):
            bad("landing-site-one-place", f"scene/1: the crew must find the place they landed "
                                          f"at: {ob[:60]!r}")
    year = world.get("year")
    if year is not None and year > 3000 and world.get("family") == "future":
        for where, t in texts + [(f"node/{d['label']}", d["text"]) for d in trip["node"]["details"]]:
            m = TODAY.search(t)
            if m:
                bad("far-future-today", f"{where}: {m.group(0)!r} in {year}")
