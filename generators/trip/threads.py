"""A trip's loose threads tied to its scenes: each faction the page prints is met at a scene,
the node's Hook shows at one, and so does a Dream World's named story (cold reads 12 and 13: "The Lodge of the Unread Mail. Want:
To borrow the crew's lander" and "Half the locals have fallen asleep" on pages where no scene,
tick or ending touched them; a GM reads a stated thread as a promise).

Each scene gets ``threads``: [{label, text}], drawn from corpora/trip/play_threads.json by
their ``needs``. A faction goes to the scene whose place its Want names, else to the middle
scenes in turn (then the climax, then the landing), one faction a scene while scenes last,
never the scene where Stealth Required has the crew pass unseen (trip/stealth.py).
The hook goes to the scene its line names (``start``: the landing site) or the first scene
after the landing. The audit checks both (trip/consistency_threads.py).

A Dream World's story ("the one with the clock that ate the town", in What it is) goes to the
scene before the climax. Paths: ``<play>/threads/faction/<i>``.
"""

from __future__ import annotations

import re

from ..data import load
from ..content.maguffin import fee_words
from ..errors import GrammarError
from ..memo import rx
from ..rng import Stream
from . import parts
from .slip_bite import bite, bite_text, gear_kind
from .base import _cap
from .faction_asks import _pattern, ask_of, bars, lander_bound, own  # noqa: F401 (bars, own: read here)
from .stealth import stealth_loc
from .comp_threads import complication_threads
from .hook_place import hook_scene

FACTION = "Faction"
HOOK = "The hook"
STORY = "The dreamer's story"
SLIP = "The slip"  # a slipped node's Behavior and Meaning lines, each met at a scene
ARTIFACT = "Worth bringing back"  # a Dream World's artifact, found at a scene
DREAM = "What the dream is"  # a Dream World's What it is with no story line of its own
RULE = "The dream's rule"  # a Dream World's What the dream obeys, met where it bites
# the distances a slipped line opens with ("Direct allegory: Arguments are won by height")
DISTANCES = ("Very slightly", "One major divergence", "Direct allegory", "Obscure connection", "Totally random")
STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")


def _items(use: str) -> list:
    return [it for it in load("trip/play_threads").items if it[2].get("use") == use]


def hook_line(hook: str, trip=None) -> dict | None:
    """The fields of the hook's scene line (None: no line matches the hook's text)."""
    items = _items("hook")
    if trip is not None:
        items = parts.fitting(items, parts.facts(trip)) or items
    for v, _, f in items:
        if rx(_pattern(f["hook"])).fullmatch(hook.rstrip(".")):
            return {"value": v, **f}
    return None


def story_line(what: str) -> str | None:
    """The scene line of the Dream World story that ``what`` (its What it is) names."""
    for v, _, f in _items("story"):
        if rx(_pattern(f["story"])).search(what):
            return v
    return None


def obeys_line(obeys: str) -> str | None:
    """The scene line of a Dream World's What the dream obeys (corpora/trip/play_threads.json
    ``obeys``: its ``obeys`` field is the grammar text, corpora/grammars/dream.json ``obeys``)."""
    for v, _, f in _items("obeys"):  # "#dreamer_short.possessive#" matches "Hall's"
        if re.fullmatch(re.sub(r"\\#[\w\\.]+\\#", ".+", re.escape(f["obeys"])), obeys.rstrip(".")):
            return v
    return None


def cold(attitude: str) -> bool:
    """Whether a faction's Attitude is one that cannot stand strangers (corpora/grammars/org.json
    ``att_cold``: "suspicious of the crew", "sure the crew are spies"): such a faction is met by
    a line of no mood or ``"mood": "cold"`` (met on its own terms), never a ``"warm"`` one that
    comes out to meet the crew with a request (round 23 cold reads)."""
    low = attitude.strip().lower()
    return any(low.startswith(_text(t).lower()) for t in load("grammars/org").rules["att_cold"])


def _text(t) -> str:
    return t["text"] if isinstance(t, dict) else t


def _lower(s: str) -> str:
    return s[:1].lower() + s[1:] if len(s) > 1 and not s[1].isupper() else s


COMMON = ("A", "An", "The", "This", "That", "Their", "His", "Her", "Its", "One", "Some", "Every", "Everything",
          "Nothing", "Someone", "Somebody", "Nobody", "Everyone", "Whatever", "What", "How", "Where", "When")


def _lower_common(s: str) -> str:
    """``s`` with its first word lowered only when it is a common word: a dream named for its
    dreamer keeps the name ("Heisenberg's Waking Life", cold read r25-cold-d: "heisenberg's")."""
    return _lower(s) if s.split(" ", 1)[0] in COMMON else s


def _order(scenes: list[dict]) -> list[int]:
    """Scene indices in the order factions take them: the middle, the climax, the landing."""
    n = len(scenes)
    return list(range(1, n - 1)) + ([n - 1] if n > 1 else []) + [0]


EASES = ("-1 DL on this scene's obstacle", "no roll for this scene's obstacle")


def _ease(scene: dict) -> str:
    """What a faction's help takes off a scene's obstacle: 1 DL, never below DL 1 (cold read 15:
    "-1 DL on this scene's obstacle" beside its DL 1); a DL 1 obstacle needs no roll instead."""
    dl = (scene.get("obstacle") or {}).get("dl") or 0
    return EASES[0] if dl > 1 else EASES[1]


def threads_for(trip, stream: Stream, scenes: list[dict]) -> None:
    s = stream.child("threads")
    for sc in scenes:
        sc["threads"] = []
    if not scenes:
        return
    facts = parts.facts(trip)
    # where Stealth Required bites the crew must pass unseen: no faction meets them there
    # (round 25: "Stealth Required" at the scene where a faction sends someone to meet the crew)
    where = stealth_loc(trip)
    hidden = {k for k, sc in enumerate(scenes) if sc["place"] == where} if len(scenes) > 1 else set()
    free = [k for k in _order(scenes) if k not in hidden]
    for i, f in enumerate(parts.factions(trip), 1):
        want = f["want"].rstrip(".")
        # a faction that wants the crew kept out never shows them a way through (r11 brief, item 4)
        use = "faction_bar" if bars(want) else "faction_own" if own(want) else "faction"
        # its Attitude picks how it meets the crew: a cold one is met on its own terms (round 23)
        mood = "cold" if cold(f["attitude"]) else "warm"
        named = [k for k, sc in enumerate(scenes) if sc["place"].lower() in want.lower() and k not in hidden]
        # one whose Attitude holds "until the crew leave their lander behind", or who wants the
        # lander off their field, is met where the lander stands, the landing (round 24 cold
        # reads: met hours' walk from it)
        met = [k for k in _order(scenes) if k not in hidden]
        k = (0 if lander_bound(f["attitude"], want) and 0 not in hidden else named[0] if named
             else free[0] if free else met[(i - 1) % len(met)])
        if k in free:
            free.remove(k)
        # the line fits what the faction asks of the crew and the scene's moment (round 24:
        # "lend a hand" asked for names; "anyone else the crew have met" at the landing)
        here = {**facts, "ask": ask_of(want), "moment": "landing" if k == 0 else "later"} if facts else None
        lines = [v for v, _, x in parts.fitting(_items(use), here) if x.get("mood", mood) == mood]
        if not lines or not want:  # every faction is met at a scene (review r10, low 7)
            raise GrammarError(f"corpora/trip/play_threads.json: no {use} line fits "
                               f"{f['name']!r} ({want!r})")
        line = lines[s.child("faction", i).below(len(lines))]
        # its Method is what the crew see it doing there, its Attitude how it meets them (round
        # 23 cold reads: the page listed both and no line used either)
        text = line.format(faction=f["name"], want=_lower(want), ease=_ease(scenes[k]),
                           place=parts.inline(scenes[k]["place"]),
                           method=_lower(f["method"].rstrip(".")), attitude=_lower(f["attitude"].rstrip(".")))
        scenes[k]["threads"].append({"label": FACTION, "text": _cap(text) + "."})
    hook = parts.node_detail(trip, "Hook")
    got = hook_line(hook, trip) if hook else None
    if got:
        k = 0 if got.get("scene") == "start" or len(scenes) == 1 else 1
        k = hook_scene(trip, scenes, got, k)  # a place its line fits (no fishing at a mercury lake)
        # a claim names its price on the money scale (a quarter of one crewmember's pay: round
        # 36, "the locals' claim on a person has no price")
        text = got["value"].format(place=parts.inline(scenes[k]["place"]),
                                   fee=fee_words(trip.mission.clearance_level))
        scenes[k]["threads"].append({"label": HOOK, "text": _cap(text) + "."})
    story = story_line(parts.node_detail(trip, "What it is"))
    if story:  # the scene before the climax (the climax itself on a two-scene trip)
        k = max(len(scenes) - 2, 0)
        scenes[k]["threads"].append({"label": STORY, "text": _cap(story.format(
            place=parts.inline(scenes[k]["place"]))) + "."})
    promised_threads(trip, scenes, story)
    complication_threads(trip, scenes)  # each complication at the places its line names


def slip_body(text: str) -> str:
    """A slipped line without the distance it opens with."""
    head, _, body = text.partition(": ")
    return body if head in DISTANCES and body else text


def _quiet(scenes: list[dict], avoid: set[int]) -> int:
    """The middle scene with the fewest threads so far (the first on a tie), else the climax."""
    mid = [k for k in range(1, len(scenes) - 1) if k not in avoid] or [len(scenes) - 1]
    return min(mid, key=lambda k: (len(scenes[k]["threads"]), k))


def promised_threads(trip, scenes: list[dict], story: str | None) -> None:
    """The node's other promises met at a scene (brief r22 promises: a GM reads a stated line
    as a promise): the Behavior slip's rule where a roll it names is made (else a quiet middle
    scene), the Meaning slip at another, a Dream World's artifact worth bringing back lying
    within reach, and a What it is with no story line shown plainly before the climax."""
    used: set[int] = set()
    rule = parts.node_detail(trip, "Behavior slipped")
    if rule:
        body = slip_body(rule).rstrip(".")
        named = [k for k, sc in enumerate(scenes) if (sc.get("obstacle") or {}).get("stat") in body
                 and 0 < k < len(scenes) - 1]
        k = named[0] if named else _quiet(scenes, used)
        kind = gear_kind(body)  # a rule about gear bites where someone carries it (r27-cold-c)
        found = bite(trip, scenes, kind) if kind else None
        k = found[0] if found else k
        used.add(k)
        scenes[k]["threads"].append({"label": SLIP, "text": bite_text(
            _lower(body), found[1] if found else None) if kind else (
            f"The slipped rule holds everywhere on the node, and the locals take it for granted; "
            f"it first bites the crew here: {_lower(body)}.")})
    meaning = parts.node_detail(trip, "Meaning slipped")
    if meaning:
        k = _quiet(scenes, used)
        used.add(k)
        scenes[k]["threads"].append({"label": SLIP, "text": (
            f"The slipped meaning holds everywhere on the node, and is plainest at "
            f"{parts.inline(scenes[k]['place'])}, where the crew run into it before they can ask: "
            f"{_lower(slip_body(meaning).rstrip('.'))}.")})
    worth = parts.node_detail(trip, "Worth bringing back")
    if worth:
        thing = worth.rsplit(": ", 1)[-1].split("here, ", 1)[-1].rstrip(".")
        k = _quiet(scenes, used)
        used.add(k)
        scenes[k]["threads"].append({"label": ARTIFACT, "text": (
            f"Within reach at {parts.inline(scenes[k]['place'])}, for a crew who look (BRAINS DL 3): "
            f"{thing}, worth smuggling home if the crew dare.")})
    obeys = obeys_line(parts.node_detail(trip, "What the dream obeys"))
    if obeys:  # a rule of the world, stated, is a rule the crew meet (cold read: a board game's
        k = _quiet(scenes, used)  # rule stated and never played)
        used.add(k)
        scenes[k]["threads"].append({"label": RULE, "text": _cap(obeys.format(
            place=parts.inline(scenes[k]["place"]))) + "."})
    what = parts.node_detail(trip, "What it is")
    if what and not story:
        k = max(len(scenes) - 2, 0)
        scenes[k]["threads"].append({"label": DREAM, "text": (
            f"Here the dream shows plainly what it is: {_lower_common(what.rstrip('.'))}.")})
