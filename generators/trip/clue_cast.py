"""Who and what stands where a clue is found, as trip/clues.py reads the cast and the
obstacles: whether a line names someone (``named_in``) and moves them to their own place
(``_moved``), who tells a fact (``_teller``), who causes the trouble at a scene
(``_causers``), who has met the client (``_met_client``), the lead's ``use`` for the way past
an obstacle (``barrier_use``) and whether the crew's gadgets are dead at a scene
(``gadgets_dead``). Split out of trip/clues.py; the audit rules read these from here."""

from __future__ import annotations

from ..data import load
from ..memo import by_identity
from . import parts
from .base import _cap
from .clue_fit import guarded

_DEAD: dict = {}  # id(play_obstacles' items) -> _dead_lines(): once per loaded file


def _dead_lines() -> tuple[str, ...]:
    """The start (up to its place) of each obstacle line that stops every gadget the crew
    brought where it stands (play_obstacles.json ``"stops": "gadgets"``), capitalised."""
    return by_identity(_DEAD, load("trip/play_obstacles").items, lambda its: tuple(
        _cap(v.split("{place}")[0]) for v, _, f in its if f.get("stops") == "gadgets"), 4)


def gadgets_dead(scene: dict | None) -> bool:
    """Whether the crew's lights and instruments (and the lander's sensors) are dead at a
    scene: its obstacle, or its hidden surprise, stops them."""
    starts = _dead_lines()
    return any((scene or {}).get(part) and _cap(scene[part].get("text", "")).startswith(
        starts) for part in ("obstacle", "surprise"))



def named_in(name: str, text: str, names: list[str]) -> bool:
    """Whether ``text`` names ``name`` itself, not only inside a longer name of the cast (the
    dreamer "Powers" is not named by 'Cemre "Middle Name" Powers')."""
    for other in sorted(names, key=len, reverse=True):
        if other != name and name in other:
            text = text.replace(other, "")
    return name in text


def _moved(text: str, cast: list[dict], places: list[str]) -> str:
    """A complication's line with each NPC it names at their own place, not another."""
    names = [n["name"] for n in cast]
    for n in cast:
        if named_in(n["name"], text, names) and n["where"]:
            for p in places:
                short = p.removeprefix("The ")
                if p != n["where"] and short.lower() in text.lower():
                    i = text.lower().index(short.lower())
                    text = text[:i] + n["where"].removeprefix("The ") + text[i + len(short):]
    return text


# The lead of a needed "how to get past" fact names what the obstacle is where it stands:
# a creature or animals where one is met, else their sign, lair or larder ("unseen": the
# creature may be at another place), whatever the roll (cold read 28: a griffon's larder faced
# on PSYCHE got "its hold is weakest on a crew who keep a hand on each other's shoulders");
# a PSYCHE obstacle is a fear to master only when no creature and no people make it (a rival
# who asks to join the crew is not a hold to break).
BEASTS = ("Monster/Enemy", "Wildlife/Animals")
PEOPLE = ("Dangerous People", "Rival DayTrippers")


def barrier_use(ob: dict, beast_here: bool) -> str:
    """The play_clues ``use`` of the lead for the way past ``ob``."""
    g = guarded(ob)
    if g in ("traps", "thing"):  # traps of any opposition (or on the thing): a way that deals with them
        return f"barrier:{g}"
    if ob["opposition"] in BEASTS:  # its sign, its lair, its fear: no beast met at this place
        return f"barrier:{ob['opposition']}" if beast_here else "barrier:unseen"
    if ob["stat"] == "PSYCHE" and ob["opposition"] not in PEOPLE:
        return "barrier:Psychological Challenges"
    return f"barrier:{ob['opposition']}"

def _teller(trip, text: str, pool: list[dict], start: str) -> dict | None:
    """Where the NPC a fact names ("Destiny Stirling reveals that ...") tells it: at their
    scene, or from the start when they travel with the crew; None when it names nobody."""
    own = next((p for p in pool if p.get("npc") and p["npc"] in text), None)
    along = [n for n in parts.npcs(trip) if not n["creature"] and n["name"] in text
             and not n["where"]]  # with the crew from the barn onward (no place of their own)
    # one who travels with the crew tells it on the way: noted at the start scene
    return own or ({"kind": "scene", "at": start, "scene": start, "npc": along[0]["name"],
                    "use": "npc"} if along else None)


def _causers(trip, scene: dict | None) -> set[str]:
    """Who causes the trouble at ``scene``: the maguffin's keeper, the faces of the
    oppositions that work against the crew, whoever the obstacle or last barrier names."""
    out = {parts.maguffin(trip).get("held_by", "").split(" (")[0]}
    out |= {p["name"] for k in parts.opposition(trip) if k in parts.ANTAGONISTS
            for p in [parts.opposition_person(trip, k)] if p}
    if scene:
        text = scene["obstacle"]["text"] + " " + (scene.get("release") or "")
        text = text.replace(parts.node_facts(trip, {})["name"], "")  # a dream named for its dreamer
        out |= {n["name"] for n in parts.npcs(trip) if n["name"] in text}
    return out - {""}


def _met_client(n: dict, c: dict) -> bool:
    """Whether an NPC has met the client: a fact of theirs (content/cast_facts.py), which
    their secret says (corpora/grammars/people.json ``secret_client``), never read from a
    line that merely names the client ("wants to impress X, who has never heard of them")."""
    return bool(n.get("met_client"))
