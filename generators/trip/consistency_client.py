"""The consistency audit's rules about the client and the cast's hold on the maguffin
(generators/trip/consistency.py runs them):

- ``client-kind-fits``: who the client is (``world.client``: a person, a group, a company, an
  institution, a government office) is one fact, and the maguffin's why and the client's
  secret fit it (cold read 6: "The client's grandmother asked for it on her deathbed" for a
  museum).
- ``one-seller``: on a trade job only one NPC sells the maguffin, its keeper (cold read 6:
  "*The seller*" beside "the trader who is selling").
- ``client-secret-played``: the Success ending says what the GM plays when the client's
  secret comes out (what happens, who does what), never only "the client's secret comes due".
- ``one-owner``: who has already wronged the maguffin (sold or promised it elsewhere, stranded
  the person) is one fact (``world.culprit``): the client's lines and an NPC's secret never
  both say so (closing note 5: the client "promised to two different buyers" beside a keeper
  who "means to be paid twice"; the client and the keeper each "the reason the physicist got
  stranded").
- ``rescued-class-fits``: the person to rescue is one fact: their stat block's class is one
  their words allow (corpora/lists/maguffins.json ``classes``: cold read 5, "a teenager who
  stowed away" as a "Grad Student, Systems crew").
- ``rival-fits-clock``: the first rival crew is on the clock, racing the crew for the
  maguffin, so its goal and gimmick are not ones written for a crew that only bids on the Big
  Board (``needs: rival: board``: cold read 6, "looking for their captain, who went out for
  a walk yesterday" while the clock has "their captain waves").
- ``why-is-clients``: the maguffin's why is the client's own reason, never the barn's (cold
  read 11: "The barn's insurers want proof that a crew can take a job this size" as the
  why of the Cartography Society).
- ``paper-fits-job``: no ending asks the crew to sign that they "never went" (for the
  client's records of the job they went on), nor a tour's crew to keep its trip a secret
  (cold read 11, cold-1958d0).
- ``ask-for-contact``: the ad's "Ask for X" names the client's contact, a person (cold15
  e17d52: "Ask for a retirement community from Roseville on its annual outing", meant "Ask
  for Noor Black"); "Ask for the client at the vending machine" is the only other.
- ``secret-job-in-public``: a job that Must be Kept Secret (Mission Complication) whose
  client has told the newspapers, or whose Success offers the Fame of a publicized DayTrip or
  a reporter printing the story (cold reads 14 and 15: "Must be Kept Secret" beside "a
  publicized DayTrip lets each PC buy Fame in days").
- ``liar-on-honest-world``: where the page says nobody can lie (a behaviour slip, a tweak, an
  old field log), no NPC lies or will lie and no clue catches a lie.
"""

from __future__ import annotations

import re

from .consistency_motive import RULES as MOTIVE_RULES, check_motive

RULES = ("client-kind-fits", "one-seller", "client-secret-played", "liar-on-honest-world",
         "one-owner", "rescued-class-fits", "rival-fits-clock", "why-is-clients", "paper-fits-job",
         "ask-for-contact", "secret-job-in-public", "kin-client-speaks", "symbolic-part-role") + MOTIVE_RULES
ASK_FOR = re.compile(r"\bAsk for (?!the client at\b)([^.]+)\.")
BARN_WHY = re.compile(r"^the barn's insurers\b|\b(make|makes|making) the barn (famous|rich|proud)\b", re.I)
NEVER_WENT = re.compile(r"\b(saying they never went|say nothing of the job)\b", re.I)

# Lines only one person can say of themselves: a family, a body, a past of their own.
PERSON_ONLY = re.compile(
    r"\b(grandmother|the client's family|their family|old job|saw it in a dream|wrote a book|"
    r"long-lost cousin|leaving town|business partner|cried a little|offered the client a house|"
    r"client's mother|launch a tour business|homecoming)\b", re.I)
SELLS = re.compile(r"\b(seller|to sell|sells|is selling)\b", re.I)  # ("The trader who is selling", r27)
CLIENT_SOLD = re.compile(r"\b(already (sold|promised)|promised it to a buyer|the reason .{1,80} got "
                         r"stranded|left behind on purpose, by the client)\b", re.I)
NPC_SOLD = re.compile(r"\b(taken money for|promised .{1,80} to two|paid twice|already sold|"
                      r"the reason .{1,80} got stranded)\b", re.I)
PLAYED = "the client's secret plays out here: "
PUBLIC = re.compile(r"\b(a publicized DayTrip lets|told the newspapers|wants the story of the trip|"
                    r"in front of the press|reporters? (call|is at the barn door))\b", re.I)


def _client_lines(trip: dict) -> list[tuple[str, str]]:
    m = trip.get("maguffin") or {}
    out = [("maguffin/why", m.get("why") or "")]
    out += [(f"client/{d['label']}", d["text"]) for d in trip.get("client_details") or []
            if d.get("gm_only")]
    return out


def check_client(trip: dict, world: dict, bad) -> None:
    kind = world.get("client")
    contact = next((d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"), None)
    for m in ASK_FOR.finditer(trip.get("teaser") or ""):
        if m.group(1) != contact:
            bad("ask-for-contact", f"teaser: 'Ask for {m.group(1)[:50]}', not the contact {contact!r}")
    why = (trip.get("maguffin") or {}).get("why") or ""
    if BARN_WHY.search(why):
        bad("why-is-clients", f"maguffin/why: {why[:60]!r} is the barn's reason, not "
                              f"{trip.get('client')!r}'s")
    if "Must be Kept Secret" in (trip.get("complications") or []):
        told = [("client/Not telling the crew", d["text"]) for d in trip.get("client_details") or []
                if d.get("label") == "Not telling the crew"]
        told += [(f"ending/{e['outcome']}", " ".join([e.get("fame") or "", e.get("client") or ""]
                                                     + (e.get("follows") or [])))
                 for e in trip.get("endings") or []]
        for where, text in told:
            if m := PUBLIC.search(text):
                bad("secret-job-in-public", f"{where}: {m.group(0)!r} on a job that must be kept secret")
    for e in trip.get("endings") or []:
        m = NEVER_WENT.search(e.get("client") or "")
        if m and (m.group(1).startswith("saying") or world.get("mission") == "tourism"):
            bad("paper-fits-job", f"ending/{e['outcome']}/client: {m.group(0)!r} on a "
                                  f"{world.get('mission')} job")
    if kind and kind != "person":
        for where, t in _client_lines(trip):
            hit = PERSON_ONLY.search(t)
            if hit:
                bad("client-kind-fits", f"{where}: {hit.group(0)!r} of a client who is a {kind}, "
                                        f"not one person ({trip.get('client')!r})")
    if world.get("mission") == "trade":
        sellers = [n["name"] for n in trip.get("npcs") or [] if SELLS.search(n.get("role") or "")]
        if len(sellers) > 1:
            bad("one-seller", f"{len(sellers)} NPCs sell the maguffin: {', '.join(sellers)}")
    secret = next((d["text"] for d in trip.get("client_details") or []
                   if d["label"] == "Not telling the crew"), "")
    check_honest(trip, bad)
    check_motive(trip, world, bad)
    check_kin(trip, world, bad)
    check_rescued(trip, world, bad)
    rivals = trip.get("rivals") or []
    if rivals:
        details = {d["label"]: d["text"] for d in rivals[0].get("details") or []}
        for label, pat in ((k, p) for k, ps in _board_only().items() for p in ps):
            text = details.get(label) or rivals[0].get(label.lower()) or ""
            if pat.match(text.rstrip(".")):
                bad("rival-fits-clock", f"rival/{rivals[0]['name']}/{label}: {text!r} is written "
                                        f"for a crew that is not on the clock")
    client_sold = [w for w, t in _client_lines(trip) + [("maguffin/really", (trip.get(
        "maguffin") or {}).get("really") or "")] if CLIENT_SOLD.search(t)]
    npc_sold = [n["name"] for n in trip.get("npcs") or [] if NPC_SOLD.search(n.get("secret") or "")]
    if client_sold and npc_sold:
        bad("one-owner", f"the client ({client_sold[0]}) and {npc_sold[0]} have both sold, "
                         f"promised or stranded the maguffin")
    for e in trip.get("endings") or []:
        line = e.get("client") or ""
        if "comes due" in line and "secret" in line:
            bad("client-secret-played", f"ending/{e['outcome']}: the secret comes due, and the "
                                        f"GM is not told what happens")
        if secret and e.get("outcome") == "success":
            tail = line.split(PLAYED, 1)[1] if PLAYED in line else ""
            if len(tail.split()) < 8:
                bad("client-secret-played", "ending/success: the client's secret is never played")


# A cast line that has someone lie now or later (a past lie elsewhere is still a secret).
LIES = re.compile(r"\b(will lie|lies (to|about)|lying (to|about)|lie to|a liar|catch the lie|"
                  r"lied|they lie)\b", re.I)
HONEST_TOO = ("makes everybody honest", "makes everyone honest")  # a field log's old claim


def honest_world(trip: dict) -> bool:
    """Whether the page says nobody here can lie (corpora/trip/play_clues.json ``honest``
    lines, or an old field log's claim, in the node's details or the tweaks)."""
    from .consistency_clues import honest_lines

    text = " ".join([d["text"] for d in (trip.get("node") or {}).get("details") or []]
                    + [f"{t.get('detail', '')} {t.get('text', '')}" for t in trip.get("tweaks") or []]
                    ).lower()
    return any(x in text for x in honest_lines() + list(HONEST_TOO))


# an assistant who speaks or acts for the client, or a bill the client sends the one rescued
FOR_KIN = re.compile(r"\b(assistant|secretary|lawyer speaks|(to )?bill (them|him|her|the \w+|#\w+#|[A-Z]\w+ ?\w*) "
                     r"for (the|their) rescue|hands [A-Z].{1,40} a bill)", re.I)
# a tweak's wording that reads as the person's part in the story, not a part of their body
SYMBOLIC_ROLE = re.compile(r"\b(purely symbolic|only symbolic|merely symbolic|ceremonial) (part|role)\b|"
                           r"\b(part|role) (is|that is) (purely |only )?(symbolic|ceremonial)\b", re.I)


def check_kin(trip: dict, world: dict, bad) -> None:
    """``kin-client-speaks``: a client who is the missing person's kin (``world.client_tie``
    kin: a spouse, a mother) has no assistant who speaks or acts for them and does not bill
    their own family for the rescue (cold read 18: "A mother who has been sleeping in the
    barn's parking lot" whose contact "plans to bill the physicist for the rescue").
    ``symbolic-part-role``: a character tweak never says a person's part is purely symbolic
    (the rules' "Give them a purely symbolic part" is a part of them, a heart of gold), which
    reads as a role that is only for show beside one who keeps, locks in or rules."""
    if world.get("client_tie") == "kin":
        said = [(f"client/{d['label']}", d["text"]) for d in trip.get("client_details") or []]
        said += [(f"ending/{e['outcome']}/client", e.get("client") or "") for e in trip.get("endings") or []]
        for where, text in said:
            if m := FOR_KIN.search(text):
                bad("kin-client-speaks", f"{where}: {m.group(0)!r} of a client who is the "
                                         f"missing person's kin ({trip.get('client')!r})")
    for t in trip.get("tweaks") or []:
        if t.get("kind") == "character" and (m := SYMBOLIC_ROLE.search(f"{t.get('text', '')} {t.get('detail', '')}")):
            bad("symbolic-part-role", f"tweak on {t.get('target')}: {m.group(0)!r} reads as their "
                                      f"part in the story")


def check_honest(trip: dict, bad) -> None:
    """``liar-on-honest-world``: where nobody can lie, no NPC lies or will lie (cold read 6:
    "the air makes everybody honest" beside two NPCs who lie)."""
    if not honest_world(trip):
        return
    for n in trip.get("npcs") or []:
        for k in ("look", "want", "secret", "manner"):
            hit = LIES.search(n.get(k) or "")
            if hit:
                bad("liar-on-honest-world", f"npc/{n['name']}/{k}: {hit.group(0)!r} where "
                                            f"nobody can lie")
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            hit = LIES.search(c.get("how") or "")
            if hit:
                bad("liar-on-honest-world", f"clue at {c.get('at')}: {hit.group(0)!r} where "
                                            f"nobody can lie")


def check_rescued(trip: dict, world: dict, bad) -> None:
    from ..data import load

    if world.get("mission") != "rescue" or world.get("maguffin") != "person":
        return
    what = ((trip.get("maguffin") or {}).get("what") or "").lower()
    row = next((f for v, _, f in load("lists/maguffins").items
                if f.get("classes") and what.endswith(v.lower())), None)
    npcs = trip.get("npcs") or []
    if row is None or not npcs or not npcs[0].get("class"):
        return
    cls = npcs[0]["class"].split(",")[0].strip()
    if cls not in row["classes"]:
        bad("rescued-class-fits", f"npc/{npcs[0]['name']} is {what!r} and a {cls}")


def _board_only() -> dict[str, list[re.Pattern]]:
    """{"Goal"/"Gimmick": patterns of the rival lines that need ``rival: board``}."""
    from ..data import load

    g = load("grammars/org")
    out: dict[str, list[re.Pattern]] = {}
    for label, sym in (("Goal", "crew_goal"), ("Gimmick", "crew_gimmick")):
        for text, nd in zip(g.rules[sym], g.rule_needs.get(sym, ())):
            if nd and any(len(c) > 3 and c[1] == "rival" and c[2] and "board" in c[3] for c in nd):
                bits = re.split(r"#\w+(?:\.\w+)*#", str(text))
                out.setdefault(label, []).append(
                    re.compile("^" + "(.+?)".join(re.escape(b) for b in bits) + "$"))
    return out
