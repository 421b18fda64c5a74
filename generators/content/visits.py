"""Who has been to the node before the crew and what the barn knows of it, from the mission
and its complications: whether a crew from the barn has visited (``visits_for``), who came
before (``before_for``: nobody, a lost crew, tourists, the barn) and how well the barn knows
it (``known_for``: rumour, charted, mapped). Split out of content/world.py; content/nodes.py
puts them on the fact sheet (visits, before, known)."""

from __future__ import annotations

from ..rng import Stream


def visits_for(mission, complications=()) -> str:
    """Whether a crew from the barn has been to the node before: never on an Exploration
    (its goal is a first visit) or with No Intel; yes on a catalogued node (a Known Planet,
    an Alternate Earth), a survey (of a previously-visited node), a rescue or a tour (the
    rules' "well-known and mapped destination", even with No Intel: the brochure's). A survey's
    goal is "a previously-visited but still largely unknown Node", so with No Intel too a crew
    has been; only its file is empty (cold read 27: "No DayTripper has been here before" on a
    survey)."""
    if mission.mission_type == "Exploration" or (
            "No Intel" in complications and mission.mission_type not in (
                "Sightseeing/Tourism", "Surveying/Fact-Finding")):
        return "none"
    if mission.node_type in ("Known Planet", "Alternate Earth") or mission.mission_type in (
            "Surveying/Fact-Finding", "Emergency/Rescue", "Sightseeing/Tourism"):
        return "some"
    return "none"


def before_for(mission, visits: str, s: Stream) -> str:
    """Who has been to the node before the crew (needs.VALUES["before"]), at ``before``: nobody
    on an Exploration (its goal: "for the first time ever"); a crew who never came home on a
    rescue (the stranded DayTripper), else one node in twelve (one in four put it on a third of all
    trips); where crews go, a tourist trade on a tour and half the Known Planets, else the barn's."""
    if mission.mission_type == "Exploration":
        return "none"
    if mission.mission_type == "Emergency/Rescue" or s.child("lost").below(12) == 0:
        return "lost"
    if visits == "none":
        return "none"
    if mission.mission_type == "Sightseeing/Tourism" or (
            mission.node_type == "Known Planet" and s.child("tourists").below(2) == 0):
        return "tourists"
    return "barn"


def known_for(mission, complications=()) -> str:
    """How well the barn knows the node (needs.VALUES["known"]): a rumour where no crew has been
    (visits_for none); mapped on a tour (the rules' "well-known and mapped destination") and a
    catalogued node (Known Planet, Alternate Earth, an era) without Scant Intel; else charted."""
    if visits_for(mission, complications) == "none":
        return "rumour"
    if "No Intel" in complications and mission.mission_type != "Sightseeing/Tourism":
        return "charted"  # a survey with No Intel: crews have been, but the crew get no map
    if mission.mission_type == "Sightseeing/Tourism" or "Scant Intel" not in complications \
            and mission.node_type in ("Known Planet", "Alternate Earth", "Time Travel"):
        return "mapped"
    return "charted"


# the beliefs a node's own lines can state, by family (content/nodes.py, dreams.py): a planet's
# locals line and hook (ghosts, a prophecy) and a faction's attitude (gods, a prophecy); an
# Alternate Earth's or a dream's slipped meaning (holy visitors: gods; strangers kin by law)
BELIEFS = {"planet": ("ghosts", "gods", "prophecy"), "alternate": ("gods", "prophecy", "kin"),
           "dream": ("gods", "prophecy", "kin")}


def roll_belief(world, s: Stream) -> str:
    """What the locals believe of visitors (needs.VALUES["belief"]), once, before any line says
    it: one node in two where locals meet visitors has a belief of the kinds its family's lines
    can state (ghosts only of living alien or human locals who have a quarrel in them); every
    other has none, and then no line states one (cold reads r23: three beliefs on one page)."""
    kinds = BELIEFS.get(world.family, ())
    if world.natives not in ("alien", "human") or world.peaceful == "yes":
        kinds = tuple(k for k in kinds if k != "ghosts")
    if not kinds or not world.meets_visitors or world.inhabitants == "nobody":
        world.belief = "none"
        return world.belief
    r = s.below(2 * len(kinds))
    world.belief = kinds[r] if r < len(kinds) else "none"
    return world.belief
