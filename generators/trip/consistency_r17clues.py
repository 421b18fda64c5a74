"""Round 17 audit rules: needed clues that don't fit their obstacle, come too late, or say
nothing (cold read 25, readers F and G; cold read 24, readers D and E). Run from
consistency.check; fed contradicting trips in tests/test_r17_clues.py.

- ``needed-no-scene-1-clue``: the page promises every **needed** fact "at least three clues,
  one of them at scene 1", and a needed fact has none found at scene 1 itself (a clue learnt
  at the barn before the slip is noted at scene 1 but is not there: trips a, e, j).
- ``needed-way-misfits-obstacle``: the needed way past the climax's obstacle is a shortcut
  line (corpora/trip/play_clues.json) whose ``ob`` need the obstacle does not meet
  (trip/clue_fit.py ``trait``): "they take anything that moves slowly and low to the ground
  for one of their own" for a wasps' nest, "a slow, even walk" past a stone that freezes
  boots to whoever stands still, "comes and goes on a pattern" for thorny scrub, "cannot
  follow anyone who walks backwards" for a paranoia.
- ``fresh-clue-aged``: a clue found only from the hour a crew landed today (``from hour N,
  once the crew have landed``) reads as old: "A bag half buried ..., dropped and never fetched"
  (trips d, g).
- ``clue-shell-empty``: a clue item that never says what it tells: "Something left behind at
  X by whoever came through last", "A satchel forgotten at X, its contents still inside", "A
  scrap of a message caught in a crack at X" (trip a, across all five of cold read 25).
- ``secret-told-as-known``: a secret (what an NPC hides, or what the client is not telling)
  whose clue is someone who "mentions it as if everyone knew already" (trip i: "Is dying,
  and thinks nobody has noticed").
- ``way-hunt-on-one-line``: a needed fact "The way to X" (the job names the place) on a map
  that is a single line of scenes, where the way is the only path (trips a, j: "moot on a
  single path").
- ``want-asks-nobody``: a scene's want asks for the way "from somebody who has walked it" at a
  scene with no person there to give it ("Who: no named NPC", trip e).
- ``complication-told-too-late``: every clue to a Mission Complication is at the climax, where
  it no longer changes anything (cold read 24: a tide "open only while the tide is out" with
  both its clues at the destination).
- ``drive-off-by-running``: a creature is driven off "opposed by its Athletics:Running": its legs
  carry it away, they do not hold its ground (trip a; trip/parts.py ``stands``).
"""

from __future__ import annotations

import re

from ..data import load
from ..needs import fits
from .clue_fit import trait

RULES = ("needed-no-scene-1-clue", "needed-way-misfits-obstacle", "fresh-clue-aged",
         "clue-shell-empty", "secret-told-as-known", "drive-off-by-running",
         "way-hunt-on-one-line", "want-asks-nobody", "complication-told-too-late")

FRESH = re.compile(r"\(from hour \d+, once the (?:crew|rivals) have landed\)")
AGED = re.compile(r"\bhalf buried\b|\bnever fetched\b|\bold but\b|\blong ago\b|\byears\b", re.I)
SHELL = re.compile(r"(by whoever came through last|its contents still inside|caught in a crack at [^,(]+?)"
                   r"( \((scene \d+|BRAINS[^)]*)\))?$", re.I)
KNOWN = re.compile(r"\bas if everyone knew\b", re.I)
ASKS = re.compile(r"\bfrom somebody who\b", re.I)
RUNNING = re.compile(r"\b(to drive it off:|fighting it is) [^.;]*\bopposed by its Athletics:Running\b", re.I)  # (r33: the fight line)


def _ob_lines() -> list[tuple[str, str]]:
    """(line, its ``ob`` clauses) of the shortcut lines that name what their obstacle does."""
    out = []
    for v, _, f in load("trip/play_clues").items:
        needs = f.get("needs") or ""
        ob = "; ".join(c.strip() for c in needs.split(";") if c.strip().startswith("ob"))
        if (f.get("use") or "").startswith("shortcut:") and ob:
            out.append((v, ob))
    return out


def check_r17clues(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    start = scenes[0].get("id", "scene-1") if scenes else "scene-1"
    climax = next((sc for sc in scenes if sc.get("kind") == "climax"), scenes[-1] if scenes else None)
    links = trip.get("connections") or []
    ends = [sum(sc.get("id") in (c.get("from"), c.get("to")) for c in links) for sc in scenes]
    line = bool(scenes) and all(n <= 2 for n in ends) and len(links) == len(scenes) - 1
    for f in trip.get("clues") or []:
        if line and f.get("needed") and (f.get("fact") or "").startswith("The way to "):
            bad("way-hunt-on-one-line", f"clue/{f.get('id')}: {f['fact'][:50]!r} is needed, and the "
                                        f"map is one line of {len(scenes)} scenes")
    people = {n.get("key") for n in trip.get("npcs") or [] if n.get("source") != "creature"}
    for sc in scenes:
        if ASKS.search(sc.get("want") or "") and not people & set(sc.get("npcs") or ()):
            bad("want-asks-nobody", f"scene/{sc.get('number')}: {sc['want'][:60]!r}, and nobody is there")
        for note in sc.get("creatures") or []:
            if isinstance(note, str) and RUNNING.search(note):
                bad("drive-off-by-running", f"scene/{sc.get('number')}: {RUNNING.search(note).group(0)!r}")
    for f in trip.get("clues") or []:
        fid, clues = f.get("id") or "", f.get("clues") or []
        if f.get("needed") and clues and not any(
                c.get("scene") == start and c.get("source") != "intel" for c in clues):
            bad("needed-no-scene-1-clue", f"clue/{fid}: needed, and no clue found at {start} "
                                          f"itself (the page promises one there)")
        if fid == "way" and climax and climax.get("obstacle"):
            t = trait(climax["obstacle"])
            for line, ob in _ob_lines():
                if line in (f.get("fact") or "") and not fits(ob, {"ob": t}):
                    bad("needed-way-misfits-obstacle",
                        f"clue/way: {line[:60]!r} needs {ob!r}, but the climax's obstacle "
                        f"{climax['obstacle'].get('text', '')[:50]!r} is {t!r}")
        if fid.startswith("complication") and climax and clues and all(
                c.get("scene") == climax.get("id") and c.get("source") != "intel" for c in clues):
            bad("complication-told-too-late", f"clue/{fid}: every clue is at the climax")
        secret = fid.startswith(("lies-", "secret-", "motive"))
        for c in clues:
            how = c.get("how") or ""
            if FRESH.search(how) and AGED.search(FRESH.sub("", how)):
                bad("fresh-clue-aged", f"clue/{fid}: {how[:70]!r} is there only since a landing "
                                       f"today, yet reads as old")
            if c.get("source") == "trace" and SHELL.search(how):
                bad("clue-shell-empty", f"clue/{fid}: {how[:70]!r} never says what it tells")
            if secret and KNOWN.search(how):
                bad("secret-told-as-known", f"clue/{fid}: a secret, told by one who "
                                            f"{KNOWN.search(how).group(0)!r}")
