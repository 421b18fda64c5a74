"""The consistency audit's rules about what a trip says of its maguffin before play: its
keeper's plan, its guardian, its truth, how it keeps, what each field of its block says, and
the set-ups its lines state (generators/trip/consistency_maguffin.py runs them; cold read 13):

- ``maguffin-keeps-to-the-client``: a maguffin the crew carry home keeps until it is handed
  over: no line has it last only "the walk back to the lander" (the slip and the hand-over
  come after), and only one whose fact says it does not keep (``world.maguffin_keeps``) is
  said to spoil (cold read 13: a core that "lasts as long as the walk back to the lander and
  not an hour more", handed over whole at the barn).
- ``maguffin-field-says-label``: each field of the maguffin's block says what its label says:
  its look is how it looks, not how it is kept or carried ("What it looks like: It has to be
  kept cold, and the cooler is leaking"), and no field has a cooler the carry line lacks.
- ``guardian-named``: a line that gives the maguffin a guardian names them, a person of the
  cast, and that person turns up in a scene, a tick or an ending (cold read 13: "It has a
  guardian, and the guardian has been told the crew are coming", and no NPC is the guardian).
- ``keeper-plan-agrees``: the keeper's want and the clock's goal track tell one story: a
  keeper who wants it kept where it is does not pack it up or sell it, one with a buyer does
  not want it kept, and nothing is sold at one tick and packed up at a later one (cold read
  13: "To keep the moss exactly where it is" beside "packs up the moss to leave ... at hour
  22"; r9-fcd449: tick 4 sells the crate, tick 5 packs it).
- ``maguffin-truth-says``: the truth about the maguffin says what it is: no "the client has the
  wrong idea of what it is for" that stops there (cold read 13).
- ``no-intel-no-map``: with No Intel the client has no map or notes of the node (cold read 13:
  "drilled where the client's map marks an X" beside "the crew's map is a sheet of graph
  paper").
- ``setup-pays-off``: a complication the maguffin's lines or the cast's secrets set up (a copy
  swapped for it, an owner or a mother looking for it on the node) is used by some scene, tick
  or ending (cold read 13: "the guardian and the swapped copy never pay off").
"""

from __future__ import annotations

import re

RULES = ("maguffin-keeps-to-the-client", "maguffin-field-says-label", "guardian-named",
         "keeper-plan-agrees", "maguffin-truth-says", "no-intel-no-map", "setup-pays-off")

TO_LANDER = re.compile(r"\blasts (as long as|only) the walk back to the lander\b|"
                       r"\bto the lander and not an hour more\b", re.I)
SPOILS = re.compile(r"\b(does not keep|spoils? (half )?of it|spoils within)\b", re.I)
NOT_A_LOOK = re.compile(r"\b(kept cold|the cooler|leaking|container|carried|spoils|does not keep|"
                        r"the crew take it)\b", re.I)
COOLER = re.compile(r"\b(the|a) cooler\b", re.I)
GUARDIAN = re.compile(r"\b(has|have) a guardian\b|\bits guardian\b|\bthe guardian\b", re.I)
KEEP_HERE = re.compile(r"\bto keep {s} (exactly where it is|here)\b", re.I)
MOVES = re.compile(r"\b(packs up {s}|hand {s} over to them|{s} will be sold|a buyer is named)\b", re.I)
SELLS = re.compile(r"\b(a buyer is named|{s} will be sold|sold or used)\b", re.I)
PACKS = re.compile(r"\bpacks up {s}\b", re.I)
EMPTY_TRUTH = re.compile(r"\b(the wrong idea of what it is for|is not what it seems)\W*$", re.I)
CLIENT_MAP = re.compile(r"\bthe client's (map|notes)\b", re.I)
# (what a line sets up, what a scene, tick or ending that uses it says)
SETUPS = ((re.compile(r"\bfor a copy\b|\bswapped\b[^.;]*\bcopy\b", re.I), re.compile(r"\b(copy|fake)\b", re.I)),
          (re.compile(r"\bthe owner is on the\b|\bits owner has been looking\b", re.I),
           re.compile(r"\bowner\b", re.I)),
          (re.compile(r"\bwho laid it, and she is looking\b", re.I), re.compile(r"\b(who laid it|mother)\b", re.I)))


def _fmt(pat: re.Pattern, short: str) -> re.Pattern:
    return re.compile(pat.pattern.replace("{s}", re.escape(short)), re.I)


def _play(trip: dict) -> str:
    """The scenes', the clock's and the endings' text, as one string (what uses a set-up)."""
    out = [(trip.get("start") or {}).get(k) or "" for k in ("read_aloud", "then")]
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        out += [sc.get(k) or "" for k in ("read_aloud", "gm", "want", "release")]
        out += [ob.get("text") or "", ob.get("way") or ""]
    out += [e["text"] for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]
    for e in trip.get("endings") or []:
        out += [e.get(k) or "" for k in ("when", "bring", "client")] + list(e.get("follows") or [])
    return "\n".join(out)


def check_setup(trip: dict, world: dict, lines, bad) -> None:
    m = trip.get("maguffin") or {}
    short = m.get("short") or ""
    d = m.get("description") or {}
    carried = d.get("carried", m.get("kind") in ("person", "creature", "object", "substance"))
    for where, t in lines:
        hit = TO_LANDER.search(t) if carried else None
        if hit:
            bad("maguffin-keeps-to-the-client", f"{where}: {hit.group(0)!r}, but the client gets "
                                                f"{short!r} after the slip home")
        hit = SPOILS.search(t) if world.get("maguffin_keeps") == "yes" and where.startswith("maguffin/") else None
        if hit:
            bad("maguffin-keeps-to-the-client", f"{where}: {hit.group(0)!r}, but {short!r} keeps")
    for where, t in (("maguffin/look", d.get("look") or ""), ("maguffin/looks", m.get("looks") or "")):
        hit = NOT_A_LOOK.search(t)
        if hit:
            bad("maguffin-field-says-label", f"{where}: {hit.group(0)!r} is not how it looks")
    if not COOLER.search(d.get("carry") or ""):
        for where, t in [(f"maguffin/{k}", m.get(k) or "") for k in ("looks", "why", "really")] + \
                [(f"maguffin/{k}", d.get(k) or "") for k in ("look", "size", "risk")]:
            hit = COOLER.search(t)
            if hit:
                bad("maguffin-field-says-label", f"{where}: {hit.group(0)!r}, but the carry line "
                                                 f"has no cooler: {d.get('carry')!r}")
    _guardian(trip, m, lines, bad)
    _keeper(trip, world, m, bad)
    for where, t in [("maguffin/really", m.get("really") or "")] + [
            (w, t) for w, t in lines if w.startswith("clue/")]:
        hit = EMPTY_TRUTH.search(t)
        if hit:
            bad("maguffin-truth-says", f"{where}: {t[-70:]!r} says nothing of what it is")
    if "No Intel" in (trip.get("complications") or []):
        for where, t in lines + [("maguffin/what", m.get("what") or "")]:
            hit = CLIENT_MAP.search(t)
            if hit:
                bad("no-intel-no-map", f"{where}: {hit.group(0)!r}, but the job has No Intel")
    play = _play(trip)
    for setup, used in SETUPS:
        hit = next(((w, h) for w, t in lines for h in [setup.search(t)] if h), None)
        if hit and not used.search(play):
            bad("setup-pays-off", f"{hit[0]}: {hit[1].group(0)!r} is set up, and no scene, tick or "
                                  f"ending uses it")


def _guardian(trip: dict, m: dict, lines, bad) -> None:
    """``guardian-named``."""
    names = [n["name"] for n in trip.get("npcs") or []]
    play = _play(trip)
    for where, t in lines + [("maguffin/really", m.get("really") or "")]:
        if not GUARDIAN.search(t):
            continue
        who = [n for n in names if n in t]
        if not who:
            bad("guardian-named", f"{where}: {t[:70]!r} names no guardian of the cast")
        elif not any(n in play for n in who):
            bad("guardian-named", f"{where}: the guardian {who[0]} never turns up in a scene, a "
                                  f"tick or an ending")


def _keeper(trip: dict, world: dict, m: dict, bad) -> None:
    """``keeper-plan-agrees``."""
    short = m.get("short") or ""
    if not short:
        return
    holder = (m.get("held_by") or "").split(" (")[0]
    keeper = next((n for n in trip.get("npcs") or [] if n["name"] == holder), None)
    ticks = [(t["tick"], e["text"]) for t in (trip.get("clock") or {}).get("ticks") or []
             for e in t["events"]]
    stays = world.get("keeper_plan") == "stay" or bool(
        keeper and _fmt(KEEP_HERE, short).search(keeper.get("want") or ""))
    moves = _fmt(MOVES, short)
    for k, t in ticks:
        hit = moves.search(t) if stays else None
        if hit:
            bad("keeper-plan-agrees", f"clock/{k}: {hit.group(0)!r}, but {holder or 'its keeper'} "
                                      f"means to keep {short!r} where it is")
    if keeper and world.get("keeper_plan") == "sell" and _fmt(KEEP_HERE, short).search(keeper.get("want") or ""):
        bad("keeper-plan-agrees", f"npc/{holder}/want: {keeper['want']!r}, but they mean to sell it")
    sold = [k for k, t in ticks if _fmt(SELLS, short).search(t) and not _fmt(PACKS, short).search(t)]
    packed = [k for k, t in ticks if _fmt(PACKS, short).search(t)]
    if sold and packed and min(sold) < max(packed) and any(
            re.search(r"\b(will be sold|sold or used)\b", t) for k, t in ticks if k == min(sold)):
        bad("keeper-plan-agrees", f"clock/{min(sold)}: {short!r} is sold, and at tick "
                                  f"{max(packed)} it is packed up")
