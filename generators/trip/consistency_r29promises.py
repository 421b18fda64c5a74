"""The consistency audit's round-29 rules on promises a page makes and never keeps, and on the
gist said over and over (brief r29 promises, issue 10; cold readers of algorithm-26 trips).
Registered in generators/trip/consistency_r29.py; tests/test_r29_promises.py feeds each rule a
trip broken on purpose. They extend the earlier set-up rules (``hook-used``: the Hook shows at
a scene, consistency_threads.py; ``setup-pays-off``, consistency_setup.py; ``node-promise-
unused`` and ``secret-never-touched``, consistency_r22promises.py), which ask that a set-up be
met; these ask that it be paid.

- ``promise-unpaid``: the node's Hook sets something up (a child missing since last night, a
  leader chosen today, a strange ship at anchor), and the scene that shows it (a thread "The
  hook") only sets it up again; some clock tick or ending must name it once more and say what
  came of it: a line of the clock or the endings shares at least two of the Hook's key words
  (its words less the common ones, the rules' words and the trip's names: "small" notes and a
  "stranger" who posts a job pay no strange ship off, a CHARM roll no fever). Before (algorithm
  27, b0b8005c): 99 of the 100 hooked trips of hang audit/1..300 and 100 of 100 of slip-n-slide;
  the one left shares two words with a Scant Intel tick by chance. Fix: each hook line of
  corpora/trip/play_threads.json carries a ``pay``, said in the Success ending
  (trip/hook_pay.py).
- ``gist-thrice``: no sentence of the maguffin's block (why it matters, the fact it turns on,
  what it really is, its look; not its names: what it is, who holds it, a trade's cargo) is
  printed in full in three or more parts of the page (the maguffin's block, a scene, the clues,
  the clock, an ending, the start). Before: 124 of hang and 125 of slip-n-slide audit/1..300,
  every one the fact a knowledge, event or view turns on, in the maguffin's block, at the
  climax and again in the Success ending, word for word. Fix: the ending names it briefly and
  refers back to the climax (trip/gist_pay.py ``REFER``); the block and the climax still say it
  in full (the GM's reference and the scene where it is played).
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("promise-unpaid", "gist-thrice")

# words too common on any page to tie a payoff to its set-up
STOP = frozenset("""
about after again against along also another anyone anything around away back been before being
behind knows small since side plain half whose brains charm grace health might psyche roll rolls
look looks home talk asked part keep kept give gives show shows hand lend stop unless carry name word
went found goes
came cannot come comes could crew crew's crews dawn days does down each even every everyone
everything first from going have here hour hours into just know last later lander landing leave
local locals made make many more most much must never next nobody none nothing once only other
others over past people place said same says site some someone something still such take takes
tell tells than that their them then there these they thing things this those through today
tonight under until upon very visit visitor visitors want wants were what when where which while
whoever whole will with without world would year years your
""".split())
WORD = re.compile(r"[a-z][a-z'-]{3,}")
SKIP = ("world", "rolls", "command", "$schema", "seed", "version", "code", "path", "short_names",
        "id", "label", "kind", "track", "npcs", "leads_to", "stat", "opposition")


def _stem(w: str) -> str:
    w = w.removesuffix("'s")
    return w[:5] if len(w) > 5 else w.removesuffix("s") if len(w) > 4 else w


def keys(text: str, names: tuple[str, ...] = ()) -> set[str]:
    """The stems of the content words of ``text`` (names of the trip's people and places out)."""
    for n in names:
        text = re.sub(re.escape(n), " ", text, flags=re.I)
    return {_stem(w) for w in WORD.findall(text.lower()) if w not in STOP}


def _names(trip: dict) -> tuple[str, ...]:
    out = [n.get("name") or "" for n in trip.get("npcs") or ()]
    out += [loc.get("name") or "" for loc in trip.get("locations") or ()]
    out += [f.get("name") or "" for f in trip.get("factions") or ()]
    out += [d["text"] for d in (trip.get("node") or {}).get("details") or () if d.get("label") == "Name"]
    return tuple(sorted({n for n in out if n}, key=lambda n: (-len(n), n)))


def _payoffs(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the lines that can pay a set-up off: the clock's ticks and the endings."""
    out = [(f"clock/{t['tick']}", e["text"]) for t in (trip.get("clock") or {}).get("ticks") or ()
           for e in t.get("events") or ()]
    for e in trip.get("endings") or ():
        out += [(f"ending/{e['outcome']}", e.get(k) or "") for k in ("when", "bring", "client")]
        out += [(f"ending/{e['outcome']}", f) for f in e.get("follows") or ()]
    return [(w, t) for w, t in out if t]


def _hook(trip: dict, bad) -> None:
    hook = next((d["text"] for d in (trip.get("node") or {}).get("details") or () if d.get("label") == "Hook"), "")
    if not hook:
        return
    names = _names(trip)
    own = keys(hook, names)
    if len(own) < 2:
        return
    if not any(len(own & keys(t, names)) >= 2 for _, t in _payoffs(trip)):
        bad("promise-unpaid", f"node/Hook {hook[:90]!r} is set up (and shown at a scene) and no tick or ending "
                              f"says what came of it")


def _section(where: str) -> str:
    """The part of the page a line is in: the maguffin's block, one scene, one ending, the clues,
    the clock, the start (a scene's threads and GM lines are the scene's)."""
    top, _, rest = where.partition("/")
    if top in ("scenes", "endings"):
        return f"{top}/{rest.partition('/')[0]}"
    return top


def _norm(s: str) -> str:
    return re.sub(r"[^a-z0-9 ]+", "", s.lower()).strip()


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?:;])\s+", text) if len(s.split()) >= 8]


def _thrice(trip: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    page = [(_section(w), _norm(t)) for w, t in strings({k: v for k, v in trip.items() if k not in SKIP}, SKIP)]
    said: set[str] = set()
    told: set[str] = set()
    # its sentences, not its names (what it is, who holds it and a trade's cargo name it wherever it is meant)
    for field, text in strings(m, ("kind", "bulk", "form", "where", "who", "short", "carried", "what", "held_by",
                                   "cargo")):
        for s in _sentences(text):
            if field in told:
                break
            n = _norm(s)[:70]
            if len(n) < 40 or n in said:
                continue
            said.add(n)
            parts = sorted({sec for sec, t in page if n in t})
            if len(parts) >= 3:
                told.add(field)
                bad("gist-thrice", f"maguffin/{field}: {s[:80]!r} printed in full in {len(parts)} parts of the page "
                                   f"({', '.join(parts)})")


def check_r29promises(trip: dict, world: dict, every, bad) -> None:
    _hook(trip, bad)
    _thrice(trip, bad)
