"""What a scene shows of the trip's sky and surrealism tweaks: the sky of the hour a place is
reached at, and the tweaks aimed at something there (trip/scenes.py draws the scenes).
"""

from __future__ import annotations

import re

from . import parts
from ..content.places import SAME_SKY
from ..content.sky_once import sky_once
from ..text.english import a


def tweaks_at(trip, place: str, shown: str = "", here: list[str] = (), first: bool = False) -> list[str]:
    """The surrealism tweaks aimed at something at ``place`` ("Aging at the Sacred Opera
    House"), as the scene shows them: a sentence naming what is strange here, then what it
    looks like (the tweak's detail). The table's own words ("produces the wrong things") stay in
    the GM's tweak list and its "Rolled on" note, never in a scene's line (cold read 25:
    "Gravity here: works on different elements or objects."). A
    machine the scene's own text (``shown``) never mentions is brought in by the line ("There
    is a vending machine here: ..."), as MORE SURREALISM! lets a tweak think of one, rather
    than named as if the crew had already seen it (cold read 19 B-13: "The vending machine
    here" in a scene with none)."""
    out = []
    for t in trip.tweaks:
        what = tweak_thing(t["target"], place)
        if what:
            said = tweak_said(what, t.get("kind"), shown)
            out.append(" ".join(x for x in (f"{said}.", t.get("detail") or "") if x))
    return out + met_tweaks(trip, place, here, first)


def met_tweaks(trip, place: str, here: list[str], first: bool) -> list[str]:
    """The tweaks aimed at a person or at the maguffin, shown where the crew meet them (round
    25, issue 10: a tweak named in the node section that no scene, place or NPC ever shows): a
    person's in the scene they are in (``here``, their names), or in the first scene for one who
    travels with the crew; the maguffin's in the scene at the place it is."""
    out = []
    for t in trip.tweaks:
        target, detail = t.get("target") or "", t.get("detail") or ""
        who = target.split(" (")[0]
        if t.get("kind") == "character":
            npc = next((n for n in trip.npcs if n.name == who), None)
            away = npc is not None and (npc.where or "").startswith("Travelling with the crew")
            if who in here and not away:
                out.append(f"{STRANGE}{who}. {detail}".rstrip())
            elif away and first:
                out.append(f"{STRANGE}{who}, who travels with the crew. {detail}".rstrip())
        elif target.endswith("(the maguffin)") and (parts.maguffin(trip) or {}).get("where") == place:
            out.append(f"{STRANGE}{_low(who)} the crew came for. {detail}".rstrip())
    return out


STRANGE = "Something is strange about "


def _low(what: str) -> str:
    """A tweak target's name inside a sentence: "The hair dryer" -> "the hair dryer", "Gravity"
    -> "gravity" (targets are the lists' common nouns or "The <machine>")."""
    return what[:1].lower() + what[1:] if what[1:2].islower() or what[1:2] == " " else what


def tweak_said(what: str, kind: str | None, shown: str) -> str:
    """How a scene's tweak line names its target, as a sentence with a subject: "Something is
    strange about <what> here", or, for a machine the scene's text does not mention, "There
    is a <machine> here, and something is strange about it"."""
    bare = re.sub(r"^the ", "", what, flags=re.I)
    if bare.lower().startswith("lander's "):  # the crew's own kit, never "There is a lander's oven here"
        return f"{STRANGE}the {bare} here"
    if kind == "constructed" and bare.lower() not in shown.lower():
        return f"There is {a(bare[:1].lower() + bare[1:])} here, and something is strange about it"
    return f"{STRANGE}{_low(what)} here"


def shows_tweak(line: str, what: str) -> bool:
    """Does a scene's tweak line show the tweak aimed at ``what`` (either way of naming it)?"""
    bare = re.sub(r"^the ", "", what, flags=re.I)
    return line.lower().startswith(f"{STRANGE}{what} here".lower()) \
        or line.lower().startswith(f"there is {a(bare.lower())} here")


def tweak_thing(target: str, place: str) -> str:
    """What a tweak aimed at "<thing> at <place>" acts on, or "" when it is not at ``place``
    (names are matched whatever their case: "the labour palace at Elk Grove")."""
    bare = place.removeprefix("The ").removeprefix("the ")
    for at in (f" at the {bare}", f" at {bare}"):
        if target.lower().endswith(at.lower()):
            return target[: -len(at)]
    return ""


def sky_at(look: str, trip, when: str | None) -> str:
    """A place's look as the crew see it at one hour: ``when`` "day" or "night" (the
    arrival) shows that sky only; None (a later scene, reached at an hour nobody knows yet)
    shows no sky of its own, since the strong start gives the sky once: "the same sky"."""
    day, night = parts.sky(trip), parts.sky(trip, night=True)
    if not day or not night:
        return look
    both = f"lit by {day} by day and {night} by night"
    look = look.replace(both, {"day": f"lit by {day}", "night": f"lit by {night}"}.get(when or "", "open to the sky"))
    look = look.replace(f"lit by {SAME_SKY} by day and {night} by night", "open to the sky")  # a later place
    look = look.replace(f"; overhead by night, {night}", f"; overhead, {night}" if when == "night" else "")
    if f"{day} by day" in look or f"{night} by night" in look:
        return look
    # a later scene says "the same sky" as the start's, never "the open sky" (cold read 34: "under
    # the open sky" beside a sky of endless cloud)
    return sky_once(look.replace(day, {"day": day, "night": night}.get(when or "", SAME_SKY)))


# what an obstacle needs of its place's kind (content/places.py place_kind): height or rock
# overhead only where the place's name says rock (a wood for shaking ground), never at a reed
# landing on a flat valley floor (cold read 15); the audit's scene-terrain-fits-place reads it
TERRAIN = ((re.compile(r"\b(a fall here is a long one|rockslide|under solid rock|scree over a long "
                       r"drop)\b", re.I), ("rock",)),
           (re.compile(r"\bshakes every few minutes\b", re.I), ("rock", "wild")))


def unfit_terrain(text: str, place: str) -> str | None:
    """The words of ``text`` that need another kind of place than ``place`` is, if any."""
    from ..content.places import place_kind

    kind = place_kind(place)
    for pat, kinds in TERRAIN:
        m = pat.search(text)
        if m and kind not in kinds:
            return m.group(0)
    return None


# big animals met AT a place (a herd, a pack, territorial beasts, a den, a beast lying across
# the way in): out of doors and away from towns and buildings only (issue 10: a herd migrating
# through a station concourse, territorial animals charging across a schoolroom). Animals met
# on the road to a place, around it or in its shadow are out of doors whatever the place is.
BIG_AT = re.compile(r"\b(a herd of|a pack of|territorial animals|has made a den|has made .{1,80}? its own "
                    r"ground|has decided one of the crew is its young)\b", re.I)
BIG_AWAY = re.compile(r"\b(on the road to|taken the road to|beside the path to|in the shadow of|the ground "
                      r"around)\b", re.I)
URBAN = ("settlement", "building")  # content/place_kinds.py place_kind


def unfit_beasts(text: str, place: str, setting: str | None) -> str | None:
    """The words of an obstacle's ``text`` that put big animals at ``place`` when it is indoors
    or a town or a building (its name's place_kind), else None."""
    from ..content.place_kinds import place_kind

    m = BIG_AT.search(text)
    if not m or BIG_AWAY.search(text) or (setting != "indoor" and place_kind(place) not in URBAN):
        return None
    return m.group(0)
