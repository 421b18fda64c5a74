"""Audit rules for the wording of the cast, the pay and the endings against the trip's facts
(generators/trip/consistency.py runs them; tests/test_consistency.py feeds each a trip that
breaks it). Cold read 9 found these on pages that passed every other rule.

- ``bring-fits-kind``: what the crew bring home fits the maguffin's kind and the ending: a
  Partial success comes home in time, so nothing is brought home "late" (cold read 9: "The
  dance, late"), and nothing is paid for "item by item" when nothing is carried (an event,
  a view, a place, a fact seen); a photograph asked for (``maguffin_form: photo``) comes
  home as a photograph, not "written up, sketched and told" (cold read 11).
- ``want-doubled``: an NPC's want says one thing once and joins as one sentence: no two of
  its clauses open with the same word or share a word ("get home before the people they
  owe money notice, before anyone notices"), and no clause hangs on as a sentence of its own
  ("To sell a story to the crew, and the crew look useful").
- ``pay-extra``: only a trip whose pay has more than the Base Pay (the Fortune Perk) speaks
  of paying extra, a bonus, overtime or hazard pay ("The client will not say, and pays
  extra for not saying" beside a flat 4M per crewmember).
- ``role-class-listed``: an NPC's class is one of its role's classes (corpora/trip/
  role_classes.json; a go-between is never a Soldier; the person to rescue has a class of
  the maguffin they are, corpora/lists/maguffins.json).
- ``local-job-fits``: a local's job the world cannot have is done by a visitor (corpora/trip/
  role_classes.json ``local_needs``; cold15: "The only mechanic for miles" below steam, or
  where "Nobody. Whoever the crew meet came here from somewhere else").
- ``deal-classes-differ``: the go-between who set up a trade and the trader are not the
  same class where the world gives either another (steam and after: cold15 4c1e27, both
  Celebrity/Entertainer; trip/npcs.py leaves a later NPC their one class). Not yet on a
  Dream World, whose folk still share a class (slip-n-slide audit/890, 926: left for later).
- ``bring-place-home``: a place is never brought home, only its record: no ending brings
  home "The tower, everything the client asked for" (cold read 11); "The tower, on record"
  or "Their record of the tower" is what comes home.
- ``fee-of-pay``: what the crew pay on the node (a bribe, a toll, a price for the hours they
  need: content/maguffin.py ``fee``) is less than one crewmember's pay, so a crew of one
  still earns something (cold read 11: "pay 4M ... for the hours the crew need" at CL 4).
- ``fee-in-m``: that fee is written as every other sum on the page is, in M ("0.25M"), never
  in words (cold read 13: "pay a quarter of a Mega" beside "Pays 1M a head").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.people import VISITOR_ROLES, local_fits
from ..content.want_join import doubled  # noqa: F401 (the audit's want-doubled; people.py draws again)
from ..content.world import facts_of
from ..data import load
from ..needs import fits, parse

RULES = ("bring-fits-kind", "want-doubled", "pay-extra", "role-class-listed", "fee-of-pay", "fee-in-m",
         "bring-place-home", "local-job-fits",
         "deal-classes-differ")
DEAL = ("The go-between who set up the trade", "The trader who is selling")

CARRIED = ("person", "creature", "object", "substance")
LATE = re.compile(r",\s*late\b|\bcome[s]? home late\b", re.I)
PHOTO = re.compile(r"\b(photograph|picture|frame|shots?)\b", re.I)
ACCOUNT = re.compile(r"\b(written up|sketched|in the crew's own words|their own account|in the "
                     r"crew's heads|with their own eyes)\b", re.I)
ITEMS = re.compile(r"\bitem by item\b|\bfor what the crew brought\b", re.I)
EXTRA = re.compile(r"\b(pays? extra|paid extra|extra pay|a bonus|bonus (?:if|for)|overtime at|"
                   r"hazard pay negotiable|pays? double for the crew)\b", re.I)
# a sum in whole Megas the crew hand over on the node (not the client's promise of trade)
FEE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)M\b(?! of trade from the client| per crewmember)")
# a sum in words where the page gives every other sum in M (cold read 13: "a quarter of a Mega")
MEGA_WORDS = re.compile(r"\b(a quarter|half|three quarters) of an? Mega\b|\bhalf a Mega\b|"
                        r"\b(one|two|three|four|five|six|seven|eight|nine|ten) and (a quarter|a half|"
                        r"three quarters) Megas\b", re.I)


RESCUED = "The stranded DayTripper the crew came for"


@lru_cache(maxsize=None)
def _role_classes() -> dict[str, tuple[str, ...]]:
    out = {v: tuple(f.get("classes") or ()) + tuple(f.get("last") or ()) for v, _, f in load("trip/role_classes").items}
    # the person to rescue has the class of the maguffin they are (lists/maguffins.json)
    out[RESCUED] += tuple(c for _, _, f in load("lists/maguffins").items for c in f.get("classes") or ())
    return out


def check_wording(trip: dict, world: dict, texts, bad) -> None:
    kind = world.get("maguffin")
    for e in trip.get("endings") or []:
        if e["outcome"] != "failure" and LATE.search(e.get("bring") or ""):
            bad("bring-fits-kind", f"ending/{e['outcome']}: {e['bring'][:60]!r} is brought home "
                                   f"late, but this ending comes home in time")
        if (world.get("maguffin_form") == "photo" and e["outcome"] == "success"
                and ACCOUNT.search(e.get("bring") or "") and not PHOTO.search(e.get("bring") or "")):
            bad("bring-fits-kind", f"ending/success: {e['bring'][:60]!r}, but the client asked "
                                   f"for a photograph")
        if kind and kind not in CARRIED and world.get("maguffin_form") != "permission":
            for k in ("bring", "client"):
                if ITEMS.search(e.get(k) or ""):
                    bad("bring-fits-kind", f"ending/{e['outcome']}/{k}: pays item by item for "
                                           f"a {kind} the crew do not carry")
    short = (trip.get("maguffin") or {}).get("short") or ""
    if kind == "place" and short:
        home = re.compile(rf"^(Part of what was asked: |Enough to show the job was half done: )?"
                          rf"{re.escape(short)}, (?!on record|written up|seen|measured)", re.I)
        for e in trip.get("endings") or []:
            if home.search(e.get("bring") or ""):
                bad("bring-place-home", f"ending/{e['outcome']}: {e['bring'][:60]!r} brings "
                                        f"home a place, not its record")
    for n in trip.get("npcs") or []:
        why = doubled(n.get("want") or "")
        if why:
            bad("want-doubled", f"npc/{n['name']}/want: {why}: {n['want']!r}")
        if not local_fits(n.get("role") or "", facts_of(world) or {}) or (
                world.get("inhabitants") == "nobody" and n.get("role") in VISITOR_ROLES):
            bad("local-job-fits", f"npc/{n['name']}: {n['role']!r}, a local's job, on a world "
                                  f"with tech {world.get('tech')} and inhabitants {world.get('inhabitants')}")
        listed = _role_classes().get(n.get("role") or "")
        cls = (n.get("class") or "").split(", ")[0]  # "Soldier, Medical crew": the designation
        if listed and cls and cls not in listed:
            bad("role-class-listed", f"npc/{n['name']}: {n['role']!r} is a {cls}, not one "
                                     f"of {', '.join(listed)}")
    deal = [n for n in trip.get("npcs") or [] if n.get("role") in DEAL]
    if len(deal) == 2 and deal[0].get("class") == deal[1].get("class") and \
            fits(parse("tech >= steam"), facts_of(world) or {}) and world.get("natives") != "dream" \
            and any(_other_class(n, world) for n in deal):
        bad("deal-classes-differ", f"npc/{deal[0]['name']} and npc/{deal[1]['name']}: both {deal[0]['class']}")
    pay = " ".join(e.get("pay") or "" for e in trip.get("endings") or [] if e["outcome"] == "success")
    if "Fortune" not in pay:
        for where, t in texts:
            m = EXTRA.search(t)
            if m:
                bad("pay-extra", f"{where}: {m.group(0)!r}, but the pay is the Base Pay and nothing more")
    _fees(trip, bad)


def _fees(trip: dict, bad) -> None:
    cl = trip.get("clearance_level") or 0
    texts = [(f"obstacle/{i}", o if isinstance(o, str) else o.get("text", ""))
             for i, o in enumerate(trip.get("obstacles") or [], 1)]
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        texts += [(f"scene/{sc['number']}/{k}", x or "") for k, x in (
            ("obstacle", ob.get("text")), ("way", ob.get("way")), ("release", sc.get("release")))]
    texts += [(f"clue/{c['id']}/{i}", x["how"]) for c in trip.get("clues") or []
              for i, x in enumerate(c["clues"], 1)]
    for where, t in texts:
        m = next((m for m in FEE.finditer(t) if float(m.group(1)) >= cl), None)
        if m:
            bad("fee-of-pay", f"{where}: the crew pay {m.group(0)}, as much as a crewmember's "
                              f"whole pay (CL {cl})")
        m = MEGA_WORDS.search(t)
        if m:
            bad("fee-in-m", f"{where}: {m.group(0)!r}, but every other sum on the page is in M")


def _other_class(n: dict, world: dict) -> bool:
    """Whether the world and the NPC's tier leave their role a class other than the one they
    have (as trip/cast.py's class_for draws: a vacuum city world can leave a go-between and a
    trader only Government Agent)."""
    from .cast import _items, home_facts, role_info
    facts = home_facts(n.get("role") or "", world)
    if facts is None:
        return True
    facts = dict(facts, tier=n["tier"]) if n.get("tier") else facts
    needs = _items("trip/class_needs")
    cls = (n.get("class") or "").split(", ")[0]
    return any(c != cls for c in role_info(n.get("role") or "")["classes"]
               if fits(needs.get(c, {}).get("_needs"), facts))
