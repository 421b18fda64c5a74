"""A slipped Appearance that is the sky itself ("The sky is a solid, slowly turning ceiling of
green tiles", corpora/grammars/slips.json) replaces the world's drawn sky: the skies of
corpora/lists/skies.json whose ``slip`` field is that text become the world's one sky by day
and by night, with what they show (sun, moons, nights), so no read-aloud tells two skies.
What slipped on the way in, per vector (``_slips``, corpora/grammars/slips.json by distance),
is drawn here too (moved from content/nodes.py, for nodes.py and dreams.py)."""

from __future__ import annotations

from ..data import load
from ..facts_r40worldtext import look_of_slip
from ..rng import Stream
from .common import gx

DISTANCE_KEYS = {"Very slightly": "slight", "One major divergence": "major", "Direct allegory": "allegory",
                 "Obscure connection": "obscure", "Totally random": "random"}


def _slips(mission, s: Stream, ctx: dict | None) -> dict:
    """What slipped on the way in, per vector (``ctx`` None: the keys only, in their place,
    for a node that draws them once its facts are known)."""
    out = {}
    for v in mission.vectors:
        sym = f"{v.vector.lower()}_{DISTANCE_KEYS[v.distance]}"
        out[f"{v.vector.lower()}_slipped"] = "" if ctx is None else (
            f"{v.distance}: " + gx(s.child("slip", v.vector), "slips", sym, ctx))
    return out



def slip_sky(world, slipped: str):
    """``world`` with the sky its slipped Appearance ``slipped`` says, if it says one."""
    for value, _, f in load("lists/skies").items:
        if not f.get("slip") or f["slip"] not in (slipped or ""):
            continue
        setattr(world, f"sky_{f['when']}", value)
        if f["when"] == "day":
            world.sun_shows, world.sun = f.get("sun_shows", "yes"), f.get("sun", world.sun)
        else:
            world.nights, world.moons = f.get("nights", "yes"), f.get("moons", world.moons)
    return world


def slip_look(world, slipped: str):
    """``world`` with the fact slip_look its slipped Appearance ``slipped`` says, if it changes
    how the locals look (generators/facts_r40worldtext.py LOOK_SLIPS): their looks are drawn
    for it (cold39-b-heron-9: "Nobody here has a face" beside a cloud of white curls)."""
    look = look_of_slip(slipped)
    if look:
        world.extra["slip_look"] = look
    return world


def slipped_sky(slipped: str, when: str) -> str | None:
    """The day or night sky (``when``) a slipped Appearance ``slipped`` says, if it says one:
    content/world.finish() draws it as the sky, so the climate is drawn for it."""
    return next((v for v, _, f in load("lists/skies").items
                 if f.get("when") == when and f.get("slip") and f["slip"] in (slipped or "")), None)


def is_sky_slip(text: str) -> bool:
    """Whether a slipped Appearance line is a sky (then the world's Sky line already tells it)."""
    return any(f.get("slip") and f["slip"] in (text or "") for _, _, f in load("lists/skies").items)


# what a night sky shows that other facts were drawn from (the moons, the stars, cloud, a big moon)
SHOWS = ("moons", "stars", "cloud", "big_moon", "nights")


def night_for_hour(world, s: Stream):
    """``world`` with a night sky that fits its arrival: a timed maguffin (content/maguffin.py)
    lands the crew in the middle of the night after the sky was drawn, and a night whose moon
    sets early in the evening (corpora/lists/skies.json "arrival: day") is not the sky they
    land under (cold read 32, r23-cold-i); another night that shows the same things instead."""
    from ..needs import fits

    items = load("lists/skies").items
    now = next((f for v, _, f in items if v == world.sky_night), None)
    facts = world.facts()
    if now is None or now.get("slip") or fits(now.get("_needs"), facts):
        return world
    same = [(v, w) for v, w, f in items if f.get("when") == "night" and not f.get("slip")
            and fits(f.get("_needs"), facts) and all(f.get(k) == now.get(k) for k in SHOWS)]
    if same:
        world.sky_night = s.child("night_for_hour").weighted(same)
    return world
