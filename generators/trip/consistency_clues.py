"""Audit rules for the cast's parts in the trouble and what each clue's source can know
(generators/trip/consistency.py runs them; tests/test_consistency.py feeds each a
contradicting trip). Cold readers found these on pages that passed every other rule.

- ``cause-is-cure``: an NPC who causes the trouble (the maguffin's keeper, the face of an
  opposition that works against the crew, someone named in a scene's obstacle) is a clue
  source for the way past it or for where the maguffin is (the jailer is not the finder).
- ``clue-source-knows``: a clue's source (``source``, else read from how it is found:
  corpora/trip/play_clues.json) cannot know the fact: the client's hidden motive only
  from the barn before the slip or from someone who has met the client (their fact), and
  so is a truth about the maguffin that says what the client is about (never a wall), and a
  Mission Complication's fact about the client (stop-4c1e27: 1418 locals telling that a
  Sacramento firm "is wanted for fraud on three worlds"), which its own teller or a visitor
  from home may also tell;
  the lander's sensors only find places; a rival crew that lands later is known on the
  node only from their landing hour.
- ``clue-source-dead``: the lander's sensors are a clue's source at a scene whose obstacle
  (or surprise) kills every gadget the crew brought (play_obstacles.json ``"stops"``).
- ``needed-fact-copies-obstacle``: a needed fact is the scene's obstacle line pasted in,
  not a fact the crew can learn.
- ``lie-on-honest-world``: a clue asks the crew to catch a lie on a world where nobody
  can lie (corpora/trip/play_clues.json ``honest`` lines in its details or tweaks).
- ``ride-home-first-visit``: someone who wants a ride home, on a world no crew from the
  barn has visited (``world.visits`` none).
- ``clue-npc-elsewhere``: a Mission Complication's fact places an NPC at a location where they are not.
- ``secret-blocks-help``: an NPC whose secret keeps the crew away (play_lines
  secret-blocks: "Promised the DayTripper they would never let a rescue crew near") tells a
  needed fact or is a scene's way round (r9 cold read: Asher gives the DayTripper's place).
- ``go-between-tells-where``: the go-between who set up a trade (trip/clues.py BROKERS),
  met at a scene before the climax, is a source of where the maguffin is; the crew never
  hunt clues for what the one who arranged the deal could just say (cold15 4c1e27), unless
  their secret keeps the crew away, they cause the trouble there (cause-is-cure) or a
  tweak took their memory.
- ``foe-without-stat-block``: a scene's obstacle (or hidden surprise) asks the crew to
  fight or slip past people or creatures (its opposition type, or guards, toughs, armed
  people in its line), and gives no stat block for them.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.people import RIDE_HOME
from ..data import load
from ..memo import rx
from .clue_cast import gadgets_dead, named_in
from .clues import BROKERS, home_only, home_today, names_client
from .consistency_fauna import no_foe
from .consistency_rolls import RULES as ROLL_RULES, check_rolls
from .consistency_fit import RULES as FIT_RULES, check_fit

RULES = ("cause-is-cure", "clue-source-knows", "clue-source-dead", "needed-fact-copies-obstacle",
         "lie-on-honest-world", "ride-home-first-visit", "clue-npc-elsewhere",
         "foe-without-stat-block", "secret-blocks-help", "go-between-tells-where") + ROLL_RULES + FIT_RULES
# Opposition types met as people or creatures the crew fight or slip past.
FOE_TYPES = ("Dangerous People", "Monster/Enemy", "Wildlife/Animals", "Rival DayTrippers")
ANTAGONIST_ROLES = ("The boss of the local toughs", "The boss of a gang of stranded toughs",
                    "The rival crew's captain", "Someone here in disguise")
# People met as foes whatever the obstacle's type ("guards sweep", "armed strangers").
FOE_WORDS = re.compile(r"\b(guards?|toughs|sentr(y|ies)|soldiers|watchm[ae]n|armed|bandits?|thugs|"
                       r"patrols?|bouncers?)\b", re.I)


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern, str], ...]:
    """(pattern, source) of every way a clue is found (corpora/trip/play_clues.json)."""
    out = []
    for v, _, f in load("trip/play_clues").items:
        if f.get("source"):
            pat = re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v))
            out.append((re.compile(f"^{pat}", re.I), f["source"]))
    return tuple(out)


# a lie, not where a thing lies ("it lies thinnest along one side", audit/926 of algorithm 32)
LIE_WORD = re.compile(r"\b(lie|lies|lying)\b(?! (thinnest|thickest|along|across|ahead|beyond|flat|open|buried|hidden|"
                      r"below|above|behind|between|beneath|(in|on|at|under|over|near) (the|its|a|an)\b))", re.I)


def honest_lines() -> list[str]:
    return [v.lower() for v, _, f in load("trip/play_clues").items if f.get("use") == "honest"]


def source_of(clue: dict) -> str:
    if clue.get("source"):
        return clue["source"]
    for pat, src in _forms():
        if pat.match(clue["how"]):
            return src
    return "npc" if clue["kind"] == "npc" else "trace"


def fact_kind(fid: str) -> str:
    """where, way, truth, motive, secret, complication or rival, from a fact's id."""
    if fid.startswith(("lies-", "secret-")):
        return "secret"
    return fid.split("-", 1)[0]


def client_names(trip: dict) -> list[str]:
    contact = [d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    return [x for x in [trip.get("client") or ""] + contact if x] + ["the client"]


def met_client(n: dict, trip: dict) -> bool:
    """Whether an NPC has met the client: their ``met_client`` fact (content/cast_facts.py;
    their secret says how), or on a trip without it, their own lines naming the client."""
    if "met_client" in n:
        return bool(n["met_client"])
    lines = f"{n.get('want', '')} {n.get('secret', '')}".lower()
    return any(x.lower() in lines for x in client_names(trip))


def causers(trip: dict, scene: dict | None) -> set[str]:
    """Names of NPCs who cause the trouble: the keeper, the antagonists' faces, and (at a
    scene) whoever its obstacle or last barrier names."""
    out = {(trip.get("maguffin") or {}).get("held_by", "").split(" (")[0]}
    out |= {n["name"] for n in trip["npcs"] if n["role"] in ANTAGONIST_ROLES}
    if scene:
        text = (scene.get("obstacle") or {}).get("text", "") + " " + (scene.get("release") or "")
        for x in [d["text"] for d in trip["node"]["details"] if d["label"] == "Name"]:
            text = text.replace(x, "")  # "Wouk's Readers' Dream" is a place, not Wouk
        # a whole name: Hall is not in "the Tilted Hallway" (slip-n-slide audit/620 of algorithm 30)
        out |= {n["name"] for n in trip["npcs"] if rx(r"(?<!\w)" + re.escape(n["name"]) + r"(?!\w)").search(text)}
    return out - {""}


def elsewhere(trip: dict, n: dict, text: str) -> list[str]:
    """The trip's locations other than ``n``'s own that ``text`` names."""
    low = text.lower()
    return [loc["name"] for loc in trip["locations"]
            if loc["name"] != n["where"] and loc["name"].lower().removeprefix("the ") in low]


def _unnamed(text: str, names: list[str]) -> str:
    """The text with the client's and the cast's names taken out, so a word in a name (the
    Department of Applied Lies) is not read as the text's own."""
    for name in names:  # mid-sentence a client's "The" is lower case
        text = re.sub(re.escape(name), "", text, flags=re.I)
    return text


def check_clues(trip: dict, world: dict, bad) -> None:
    check_rolls(trip, world, bad)  # consistency_rolls.py's rules
    check_fit(trip, world, bad)  # consistency_fit.py's (round 12)
    npcs = {n["key"]: n for n in trip["npcs"]}
    scenes = {sc["id"]: sc for sc in trip.get("scenes") or []}
    climax = next((sc for sc in scenes.values() if sc["kind"] == "climax"), None)
    texts = " ".join([d["text"] for d in trip["node"]["details"]]
                     + [t.get("detail", "") + " " + t.get("text", "") for t in trip["tweaks"]]).lower()
    honest = any(x in texts for x in honest_lines())
    names = client_names(trip)[:-1] + [n["name"] for n in trip["npcs"]]  # "Applied Lies" is a name
    tick = world.get("rivals_tick") or 0
    rival = ((trip.get("rivals") or [{}])[0]).get("name")  # the crew on the clock
    blocks = [v for v, _, fl in load("trip/play_lines").items if fl.get("use") == "secret-blocks"]
    blockers = {n["name"] for n in trip["npcs"] if any(b in (n.get("secret") or "").lower()
                                                        for b in blocks)}
    _broker(trip, scenes, climax, blockers | causers(trip, climax), bad)  # (never a cause)
    for f in trip.get("clues") or []:
        kind = fact_kind(f["id"])
        scene = climax if kind == "way" and f["id"] == "way" else scenes.get(f["id"][4:])
        foes = causers(trip, scene if kind == "way" else climax if kind == "where" else None)
        for x in f["clues"]:
            src, who = source_of(x), npcs.get(x["at"], {})
            if kind in ("where", "way") and who.get("name") in foes:
                bad("cause-is-cure", f"clue/{f['id']}: {who['name']} causes the trouble and is "
                                     f"its clue: {x['how'][:60]!r}")
            if f.get("needed") and who.get("name") in blockers:
                bad("secret-blocks-help", f"clue/{f['id']}: {who['name']}'s secret keeps the crew "
                                          f"away, and they tell it: {x['how'][:60]!r}")
            about_client = kind == "motive" or kind in ("truth", "complication") and names_client(
                f["fact"], trip.get("client") or "")  # "the client is the one being hooked"
            # a complication's own teller ("X shows the crew a wanted poster"), or, for what
            # only the barn knows, one who left the barn with the crew today (as trip/clues.py
            # draws them: r11 review, not any visitor)
            own = kind == "complication" and (who.get("name", "\0") in f["fact"] or (
                who.get("folk") == "visitor" and home_today(who) and home_only(f["fact"], trip.get("client") or "")))
            if about_client and src != "intel" and not (src == "npc" and (met_client(who, trip) or own)):
                bad("clue-source-knows", f"clue/{f['id']}: {x['how'][:60]!r} cannot know the "
                                         f"client's secret")
            if src == "sensor" and gadgets_dead(scenes.get(x.get("scene"))):
                bad("clue-source-dead", f"clue/{f['id']}: {x['how'][:60]!r} where every gadget "
                                        f"the crew brought is dead")
            if src == "sensor" and kind != "where":
                bad("clue-source-knows", f"clue/{f['id']}: the lander's sensors cannot tell "
                                         f"{kind}: {x['how'][:60]!r}")
            if (kind == "rival" or rival and rival in f["fact"]) and src != "intel" \
                    and world.get("rivals") == "later" \
                    and (f"from hour {4 * tick}," not in x["how"] or "old but" in x["how"]):
                bad("clue-source-knows", f"clue/{f['id']}: the rivals land at tick {tick}, and "
                                         f"{x['how'][:60]!r} knows them from the start")
            if honest and LIE_WORD.search(_unnamed(x["how"], names)):
                bad("lie-on-honest-world", f"clue/{f['id']}: {x['how'][:60]!r} on a world where "
                                           f"nobody can lie")
        if kind == "where" or kind == "way":
            ob = (scene or {}).get("obstacle") or {}
            if ob.get("text") and ob["text"].rstrip(".") in f["fact"]:
                bad("needed-fact-copies-obstacle", f"clue/{f['id']}: the fact is the obstacle "
                                                   f"line: {ob['text'][:60]!r}")
        for sent in re.split(r"(?<=[.!?])\s+", f["fact"]) if kind == "complication" else []:
            for n in trip["npcs"]:  # (an NPC's secret may be of another place, in the past)
                if named_in(n["name"], sent, [m["name"] for m in trip["npcs"]]) \
                        and n.get("where") in {loc["name"] for loc in trip["locations"]}:
                    for p in elsewhere(trip, n, sent.replace(n["name"], "")):
                        bad("clue-npc-elsewhere", f"clue/{f['id']}: {n['name']} is at "
                                                  f"{n['where']}, not {p}")
    for sc in scenes.values():  # nobody is both the obstacle and the way round it
        ob = sc.get("obstacle") or {}
        for name in causers(trip, sc):
            if re.search(re.escape(name) + r"\b", ob.get("way", "")):
                bad("cause-is-cure", f"scene/{sc['number']}: {name} causes the trouble and is the "
                                     f"way round it: {ob['way'][:60]!r}")
        for name in sorted(blockers):  # a set: its order is the hash seed's
            if re.search(re.escape(name) + r"\b", (sc.get("obstacle") or {}).get("way", "")):
                bad("secret-blocks-help", f"scene/{sc['number']}: {name}'s secret keeps the crew "
                                          f"away, and they are the way round")
    if world.get("visits") == "none":
        for n in trip["npcs"]:
            if n["role"] == RIDE_HOME:
                bad("ride-home-first-visit", f"{n['name']} wants a ride home on a world no crew "
                                             f"has visited")
    for sc in scenes.values():
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            if (ob.get("opposition") in FOE_TYPES or FOE_WORDS.search(ob.get("text", ""))) \
                    and not ob.get("foes") and not no_foe(ob.get("text", "")):  # a swarm
                bad("foe-without-stat-block", f"scene/{sc['number']}/{part}: {ob['opposition']} "
                                              f"and no stat block: {ob.get('text', '')[:60]!r}")


def _broker(trip: dict, scenes: dict, climax, blockers: set, bad) -> None:
    from ..content.tweaks_for import touched
    from ..content.common import slug

    blockers = blockers | {t["target"].split(" (")[0] for t in trip.get("tweaks") or []  # no memory
                           if t.get("kind") == "character" and touched(slug(t["tweak"]), t.get("detail", "")) == "memory"}
    where = [c for c in trip.get("clues") or [] if c["id"].startswith("where") and c.get("needed")]
    met = {k for sc in scenes.values() if sc is not climax for k in sc.get("npcs") or []}
    for n in trip["npcs"]:
        if n["role"] in BROKERS and n["key"] in met and n["name"] not in blockers and where and \
                not any(x.get("at") == n["key"] for c in where for x in c["clues"]):
            bad("go-between-tells-where", f"npc/{n['name']} set up the trade and is not a source "
                                          f"of {where[0]['fact'][:50]!r}")
