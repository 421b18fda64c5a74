"""Who else is after the maguffin or holds the node: the rival DayTripper crews (how many,
their names, landers, gimmicks, goals and whether they are on the node today) and the node's
factions (their names, wants, methods and attitudes). Split out of content/people.py, which
makes the NPC personas.

Paths: <rivals>/count, <rivals>/<i>/..., <factions>/count, <factions>/<i>/...
"""

from __future__ import annotations

import re

from ..audit import rule_fired
from ..data import load
from ..rng import Stream
from .clock_facts import rival_why
from .common import Setting, campaign_card, cap, distinct, distinct_name, gx, human_name, name_parts

def rivals_for(s: Stream, ctx: dict, land: int, taken: set[str] | None = None) -> list[dict]:
    r = s.child("count").dice(1, 6, "rival crews (1-4 one, 5-6 two)")
    n = 1 if r.total <= 4 else 2
    r.result = f"{n} rival crew{'s' if n > 1 else ''}"
    out, names = [], set()
    taken = set() if taken is None else taken  # the page's names: no captain shares a given or family name
    ships = load("grammars/org").rules["ship_name"]  # plain names: dealt campaign-wide
    for i in range(1, n + 1):
        cs = s.child(i)
        # the first crew is on the clock, racing the crew: its goal and gimmick fit that race
        # (its aim is the world's rival_aim; the second crew's is its own)
        aim = ctx["_world"].get("rival_aim") if i == 1 else ("watch", "race")[cs.child("aim").below(4) > 0]
        why = ctx["_world"].get("rival_why") if i == 1 else "watch" if aim == "watch" else rival_why(cs.child("why"), ctx["_world"].get("mission") or "")
        if i > 1 and why == "spoil" and ctx["_world"].get("foil") in ("client", "local"):
            why = "prize"  # one secret foil a page (round 34's foil): the client or a local is it (r35 audit/350)
        rc = dict(ctx, _world=dict(ctx["_world"], rival="clock" if i == 1 else "board", rival_aim=aim,
                                   rival_why=why))
        name = distinct(cs.child("name"), lambda x: _crew_name(x, ctx, taken), names, "crew name")
        taken.update(crew_words(name))  # the NPCs drawn next take none of its words for a name
        color = cs.child("color").choice(ctx_values("lists/crayola_colors"))
        k = campaign_card(cs.child("ship"), ctx, "org/ship_name", len(ships), i - 1, 2)
        rule_fired("grammars/org", "ship_name", k)  # for `daytrip audit`, as a grammar draw
        ship = ships[k]
        gimmick = gx(cs.child("gimmick"), "org", "crew_gimmick", rc)
        # a crayon's name is a paint, not a kind of lander ("a tropical rain forest lander");
        # a gimmick that paints the lander itself says its colour (cold read 8)
        paint = "" if "painted" in gimmick else f", painted a shade called {color}"  # "painted Outer Space"
        out.append({
            "name": name,
            "ship": f"a lander called {ship}{paint}",
            "captain": distinct_name(cs.child("captain"), human_name, taken, "captain name"),
            "gimmick": gimmick,
            "goal": gx(cs.child("goal"), "org", "crew_goal", rc),
            "status": _rival_status(land, i),  # land: their tick, 0 when here first
        })
    return out


def crew_words(name: str) -> set[str]:
    """The words of a rival crew's name that could be a person's name ("Davis" of "The Davis
    Weasels"), less the grammar's frame words."""
    return {re.sub(r"-\d+$", "", w) for w in re.findall(r"[A-Z][\w'-]*", name)} - {"The", "Team"}


def stem(w: str) -> str:
    """A name word without a plural ending ("Weasels" and "Weasel" are one word)."""
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def _crew_name(s: Stream, ctx: dict, taken: set[str], tries: int = 12) -> str:
    """A crew name with no word that is a given or family name of the page's names so far (a
    random-seed audit: "The Davis Weasels" beside the dreamer Davis, whose clock line then read
    as Davis in person); after ``tries``, the last one."""
    parts = {stem(w) for n in taken for w in name_parts(n)}
    v = ""
    for i in range(tries):
        v = gx(s if i == 0 else s.child("retry", i), "org", "crew_name", ctx)
        if not {stem(w) for w in crew_words(v)} & parts:  # "Magpie" is "Magpies" (round 20 review)
            break
    return v


def _rival_status(land: int, i: int) -> str:
    # The first rival crew is the one the events may cast (ctx["crew"]): never called absent.
    if i == 1:
        return ("On this node today" if not land  # they land at the clock's tick ``rivals_tick``
                else f"Not here yet: they land near the slip-in point at hour "
                     f"{4 * land}, when tick {land} of the clock fires")
    return "Bidding on the same Big Board; not on this node unless the GM wants them"


def ctx_values(key: str) -> tuple[str, ...]:
    return load(key).value_tuple


# a faction whose Attitude holds only while the crew's lander is in sight, or whose Want is the
# ground the lander stands on, is met at the landing (trip/threads.py; round 24), so Stealth
# Required does not bite there (content/line_places.py unseen_away; round 25)
LANDER_TAIL = "until the crew move their lander"  # (was "... lander is out of sight": read as never, cold read 31-a; then "... leave their lander behind and come to them on foot": always met, cold read r33)
LANDER_FIELD = "crew's lander moved off"  # "to get the crew's lander moved off a field they say is sacred"


def lander_bound(attitude: str, want: str = "") -> bool:
    """Whether a faction's Attitude holds only while the crew's lander is in sight, or its Want
    is the ground the lander stands on: such a faction is met at the landing, where the lander
    stands."""
    return LANDER_TAIL in attitude.lower() or LANDER_FIELD in want.lower()


def factions_for(setting: Setting, s: Stream, ctx: dict) -> list[dict]:
    if setting.natives == "none":
        return []
    sides = 2 if setting.family == "chao" else 3
    r = s.child("count").dice(1, sides, f"factions (1d{sides})")
    n = r.total - (1 if setting.family == "chao" else 0)
    r.result = f"{n} faction{'s' if n != 1 else ''}"
    nouns = [v if isinstance(v, str) else v["text"] for v in load("grammars/org").rules["faction_noun"]]
    ctx = {**ctx, "world": setting.home or setting.world}  # named as the locals name their place
    out, names, wants, used = [], set(), set(), set()
    for i in range(1, n + 1):
        fs = s.child(i)

        def fresh(x: Stream) -> str:  # no two factions of a trip are the same kind of body
            for k in range(8):
                v = gx(x if k == 0 else x.child("noun", k), "org", "faction_name", ctx)
                if not any(f" {nn}" in f" {v}" for nn in used):
                    return v
            return v

        name = distinct(fs.child("name"), fresh, names, "faction name")
        used.update(nn for nn in nouns if f" {nn}" in f" {name}")
        want = distinct(fs.child("want"), lambda x: gx(x, "org", "faction_want", ctx), wants,
                        "faction want", tries=6, strict=False)
        out.append({
            "name": name,
            "want": cap(want),
            "method": cap(gx(fs.child("method"), "org", "faction_method", ctx)),
            # a faction that wants the crew kept out is never "eager to recruit the crew" (round 28,
            # cold read 41, r28-cold-d): its attitude comes from the cold ones
            "attitude": cap(gx(fs.child("attitude"), "org",
                               "faction_attitude_bar" if bars(want) else "faction_attitude", ctx)),
        })
    return out


def bars(want: str) -> bool:
    """Whether a faction's want is one of grammars/org.json's ``fw_bar`` (the crew kept out, kept
    away, sent off or misled), read from its text."""
    return any(p.fullmatch(want.strip().rstrip(".")) for p in _bar_patterns())


def _bar_patterns() -> list:
    out = []
    for v in load("grammars/org").rules["fw_bar"]:
        parts = re.split(r"#[^#]+#", v if isinstance(v, str) else v["text"])
        out.append(re.compile(".+?".join(re.escape(x) for x in parts), re.I))
    return out
