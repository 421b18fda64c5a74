"""The consistency audit's round-22 cast rules (brief r22 cast, issue 10: a cold reader of
algorithm-20 trips, seeds r22-cold-a .. r22-cold-e, met NPCs whose parts do not fit).
generators/trip/consistency.py runs them; tests/test_r22_cast.py feeds each a broken trip.

- ``rivals-bribe-own``: a line where a rival crew bribe, hire or pay someone never names a
  member of that crew (r22-cold-e, scene 5: "The Last of the Bargain Lamplighters ... have
  bribed Yuval Neville to stall the crew", their own "Captain: Yuval Neville").
  content/places.py obstacles_for keeps the rivals' captains off the rivals' obstacle.
- ``job-skill-missing``: an NPC holds the skill their job names: their class's (a Gonzo
  Writer writes, a Physicist knows physics or slip dynamics, a Soldier fights: corpora/lists/
  classes.json ``key``), their crew designation's (Medical crew: Medicine or Psychology;
  designations.json ``skills``) and the maguffin's word for the one the crew came for ("a
  lander's missing pilot" flies: maguffins.json ``skill``). Cold read r22: r22-cold-a
  Stephanie, -d Nikko, -e Trenton and Yuval, -b Alana. rules/npc_buy.py learns them first,
  trip/cast.py adapt keeps them in a form that fits the world.
- ``rank-missing``: an NPC of a class with a Rank track has a Rank ("Politicians, Government
  Agents, Military Personnel and Espionage Agents possess a Rank score", Source Rules 3.0,
  Rank); r22-cold-a Ivan, a Soldier with no Rank beside Soldiers with one. A mook (10 CP: one
  skill or one Rank) is exempt: their one trick is their job's skill.
- ``block-duplicate``: a stat block never holds a skill twice, by name or bare beside its own
  specialisation (r22-cold-b Alana: "Survival:Arctic +1 ... Survival +1"), no item twice ("survival kit +2; ...; survival kit"), and an item's
  printed name carries its bonus (the roll log's "+1" upgrades of the cloak and the second kit
  did not show). trip/cast.py adapt.
- ``look-not-looks``: a person maguffin's "What they look like" line says how they look, not
  what they do (r22-cold-d, -e: "They are hiding, and leave chalk marks only a DayTripper
  would read"). corpora/grammars/maguffin.json looks_rescue.
- ``secret-unknowable``: an NPC's secret fits what they can know: a native has no kin on the
  rival crew, who came from the barn (r22-cold-a Tristan, the local authority: "Has a daughter
  on the rival crew"), and nobody did something about the crew before anyone met them
  (r22-cold-b Bronte, the first local to meet the crew: "Told the locals the crew are tax
  collectors, as a joke"); the rivals' own captain is never of "the rival crew" in their secret
  (in love with, kin to, paid by or hiding their fuel). corpora/grammars/people.json secret,
  the person fact ``role: rival``.
- ``role-twice``: no two NPCs of a trip have one role in other words (r22-cold-c: "The local
  who knows the ground" and "The one who knows the ground"; the terrain is the ground, so "A
  survivor who knows the terrain" beside either is one too). content/people.py _roles: a made
  maguffin's other person is then the site's warden, and a survey beside a Dangerous
  Environment's survivor is led by the first local to meet the crew.
- ``want-cannot-happen``: an NPC's want can happen where they are and beside their secret: no
  "To sell the crew a map of X" from someone who lives at X (r22-cold-d Atha, at the
  wreck-field), no "To make the physicist pay" beside "Owes the physicist their life"
  (r22-cold-d Waltha). corpora/grammars/people.json want lines.
"""

from __future__ import annotations

import re

from ..data import load

RULES = ("rivals-bribe-own", "job-skill-missing", "rank-missing", "block-duplicate", "look-not-looks",
         "secret-unknowable", "role-twice", "want-cannot-happen")

PAYS = re.compile(r"\b(?:have |has )?(?:bribed|bribes|hired|hires|paid|pays|paying)\b", re.I)
# a look line that tells what they do or feel, not what the crew see
DOES = re.compile(r"\b(hiding|hide|leave|leaves|chalk marks|furious|refuse|refuses|famous|transmitting|"
                  r"temper|given a title)\b", re.I)
KIN_ON_RIVALS = re.compile(r"\b(daughter|son|brother|sister|child|cousin|wife|husband|mother|father)\b"
                           r"[^.]*\bon the rival crew\b", re.I)
BEFORE_MET = re.compile(r"^(?:Told|Has told)\b[^.]*\bthe crew are\b(?! about to find out)", re.I)  # (the secret's tail: audit/331)
SAME = {"terrain": "ground"}
OWES = re.compile(r"\bOwes (.+?) their life\b", re.I)
MAKE_PAY = re.compile(r"\bTo make (.+?) pay\b", re.I)
SELL_MAP = re.compile(r"\bTo sell the crew a map of (.+?)(?: for [\d.]+M)?(?: \(|$)", re.I)  # its price (round 36)


def _low(s: str) -> str:
    return s[:1].lower() + s[1:]


def _texts(trip: dict) -> list[tuple[str, str]]:
    out = []
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        out += [(f"scene/{sc['number']}/obstacle", ob.get("text") or ""), (f"scene/{sc['number']}/way", ob.get("way") or "")]
    out += [(f"obstacle/{i}", o if isinstance(o, str) else o.get("text") or "") for i, o in enumerate(trip.get("obstacles") or [], 1)]
    out += [(f"event/{i}", e if isinstance(e, str) else e.get("text") or "") for i, e in enumerate(trip.get("events") or [], 1)]
    for t in (trip.get("clock") or {}).get("ticks") or []:
        out += [(f"clock/{t['tick']}", e["text"]) for e in t["events"]]
    return [(w, t) for w, t in out if t]


def _crews(trip: dict) -> list[tuple[str, set[str]]]:
    """(a rival crew's name, the names of its members the page gives: its captain)."""
    out = []
    for r in trip.get("rivals") or []:
        members = {d["text"] for d in r.get("details") or [] if d.get("label") == "Captain"}
        out.append((r["name"], members))
    return out


def _bribes(trip: dict, bad) -> None:
    crews = _crews(trip)
    for where, text in _texts(trip):
        for sent in re.split(r"(?<=[.;:])\s+", text):
            m = PAYS.search(sent)
            if not m:
                continue
            head, tail = sent[:m.start()], sent[m.end():]
            for crew, members in crews:
                if crew.lower() not in head.lower() and not re.search(r"\bthe rivals?\b|\brival crew\b", head, re.I):
                    continue
                for who in members:
                    if who and who in tail:
                        bad("rivals-bribe-own", f"{where}: {crew} pay their own {who}: {sent[:100]!r}")


def _keys(n: dict, trip: dict) -> list[tuple[str, tuple]]:
    """(what names it, its alternatives) for each skill the NPC's job names."""
    classes = {v: f for v, _, f in load("lists/classes").items}
    crews = {v: f for v, _, f in load("lists/designations").items}
    cls, _, crew = (n.get("class") or "").partition(", ")
    out = []
    if (classes.get(cls) or {}).get("key"):
        out.append((cls, tuple(classes[cls]["key"])))
    crew = crew.removesuffix(" crew")
    if (crews.get(crew) or {}).get("skills"):
        out.append((f"{crew} crew", tuple(crews[crew]["skills"])))
    mag = trip.get("maguffin") or {}
    if mag.get("who") == n["name"]:
        for v, _, f in load("lists/maguffins").items:
            if f.get("skill") and (mag.get("what") or "").endswith(f", {v}"):
                out.append((v, tuple(f["skill"])))
    return out


def _holds(names: list[str], alts) -> bool:
    return any(x == a or x.split(":", 1)[0] == a for x in names for a in alts)


def _blocks(trip: dict, bad) -> None:
    classes = {v: f for v, _, f in load("lists/classes").items}
    for n in trip.get("npcs") or []:
        if n.get("source") != "npc":
            continue
        names = [k["name"] for k in n.get("skills") or []]
        for what, alts in _keys(n, trip):
            if not _holds(names, alts):
                bad("job-skill-missing", f"npc/{n['name']}: {what} with none of {', '.join(alts)} "
                                         f"(skills: {'; '.join(names) or 'none'})")
        cls = (n.get("class") or "").split(", ")[0]
        if (classes.get(cls) or {}).get("rank") and not n.get("rank") and n.get("tier") != "mook":
            bad("rank-missing", f"npc/{n['name']}: a {cls} ({n.get('tier')}) with no Rank")
        # one skill twice: the same name, or a bare base beside its specialisation (two
        # specialisations, Artform:Music and a tweak's Artform:Dance, are two skills)
        for x in sorted({x for x in names if names.count(x) > 1 or (":" not in x and any(
                y.startswith(x + ":") for y in names))}):
            bad("block-duplicate", f"npc/{n['name']}: {x} twice: {'; '.join(y for y in names if y.split(':')[0] == x.split(':')[0])}")
        plain = [re.sub(r" \+\d$| \(pro kit\)$", "", i["name"]) for i in n.get("items") or []]
        for x in sorted({x for x in plain if plain.count(x) > 1}):
            bad("block-duplicate", f"npc/{n['name']}: the item {x!r} twice")
        for i in n.get("items") or []:
            if i.get("level", 0) >= 1 and not re.search(rf" \+{i['level']}(?: \(|$)", i["name"]) \
                    and i["name"] != "Automated Survival Suit":
                bad("block-duplicate", f"npc/{n['name']}: the item {i['name']!r} is +{i['level']} and its name does not say so")


def _people(trip: dict, bad) -> None:
    mag = trip.get("maguffin") or {}
    if mag.get("kind") == "person" and (m := DOES.search(mag.get("looks") or "")):
        bad("look-not-looks", f"maguffin: the look line says what they do ({m.group(0)!r}): {mag['looks'][:90]!r}")
    npcs = [n for n in trip.get("npcs") or [] if n.get("source") != "creature"]
    captains = {who for _, members in _crews(trip) for who in members}
    for n in npcs:
        sec, want = n.get("secret") or "", n.get("want") or ""
        if n.get("folk") == "local" and KIN_ON_RIVALS.search(sec):
            bad("secret-unknowable", f"npc/{n['name']}: a local with kin on the rival crew: {sec[:90]!r}")
        if n["name"] in captains and re.search(r"\b(the|a) rival crew\b", sec, re.I):
            bad("secret-unknowable", f"npc/{n['name']}: the rivals' own captain, of 'the rival crew': {sec[:90]!r}")
        if BEFORE_MET.search(sec):
            bad("secret-unknowable", f"npc/{n['name']}: did something about the crew before anyone met them: {sec[:90]!r}")
        if (m := SELL_MAP.search(want)) and n.get("where") and _low(m.group(1)).lower() == _low(n["where"]).lower():
            bad("want-cannot-happen", f"npc/{n['name']}: lives at {n['where']!r} and wants {want[:80]!r}")
        owe, pay = OWES.search(sec), MAKE_PAY.search(want)
        if owe and pay and owe.group(1).lower() == pay.group(1).lower():
            bad("want-cannot-happen", f"npc/{n['name']}: {want!r} beside {sec[:80]!r}")
    seen: dict[str, str] = {}
    for n in npcs:
        role = n.get("role") or ""
        m = re.search(r"\bwho (.+)$", role)
        if not m:
            continue
        key = " ".join(SAME.get(w, w) for w in m.group(1).lower().split())
        if key in seen:
            bad("role-twice", f"npc/{n['name']}: {role!r} beside {seen[key]!r}")
        seen.setdefault(key, role)


def check_r22cast(trip: dict, world: dict, every, bad) -> None:
    _bribes(trip, bad)
    _blocks(trip, bad)
    _people(trip, bad)
