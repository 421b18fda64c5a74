"""The consistency audit's round-34 cast rules (cold reads r34 a and b, algorithm-30 trips: NPC
roles, wants, secrets, labels and stats that contradict each other, the person's job, or hook
nothing, in 5 of 5 trips for both readers). Registered in generators/trip/consistency_r34.py;
tests/test_r34_cast.py feeds each rule a broken trip.

- ``npc-class-ruled-out``: no NPC holds a class their role's job rules out (role_classes
  ``never``): a Physicist warden of a feed store, a market or a garden; a Tourist or
  Celebrity/Entertainer who knows the ground; a Celebrity/Entertainer storm-chaser. Fix:
  corpora/trip/role_classes.json ``classes`` and ``never``.
- ``npc-slip-before-barn``: no local of a year before the barn (2017) knows Slip Dynamics
  (cold read: a 2016 lab technician with "Slip Dynamics +2"). Fix: skill_needs.json ``since``.
- ``npc-frail-strong``: a frail look ("hollow-cheeked", "bird-boned", "a cough", "old enough to
  be everyone's grandparent") is never on the strongest body (MIGHT 3 or more, no stat above it;
  cold read: that look with MIGHT 4 and Gymnastics +2). Fix: the fact ``strong``
  (facts_r30.py), set from the stat block by trip/npc_body.py.
- ``npc-hurry-still``: a look "in a hurry" never beside a manner that "stands very still".
  Fix: those lines read the fact ``pace``.
- ``npc-want-hush-public``: a want done in public or in words (an apology, a message, being
  seen, "in front of everyone") is never to be done "without a word to anyone", "as quietly as
  it can be done" or "before anyone notices" (cold read: "To apologise to someone they wronged
  at Scrap End, without a word to anyone"). Fix: people.json ``want_how``.
- ``npc-message-own-place``: nobody wants to get a message to someone at the place they stand
  in themselves (cold read: "To get a message to the bride at the bazaar at Stockton", found at
  the bazaar at Stockton). Fix: people.json ``want_act``.
- ``npc-tickets-stealth``: nobody wants to sell tickets to the site where the crew must keep
  out of sight (Stealth Required). Fix: content/__init__.py gives the cast ``stealth_job``.
- ``npc-tickets-no-trade``: no secret of "the tickets" where there is no tourist trade (cold
  read: "Knows a better view than the one on the tickets", no ticket anywhere). Fix: people.json
  ``before: tourists``. (Round 35, stock: the pattern matches wording today's corpus still holds,
  grammars/people.json secret_tourism, so it guards those lines' ``before: tourists``; it now
  matches any secret that takes tickets as already sold, "the tickets", a ticket office or
  queue, not only the two quoted lines.)
- ``npc-blame-visitors``: nobody "set the fire ... that everyone blames on visitors" where the
  locals have met no visitors (before the barn, a world nobody has visited, or one where
  everyone is a visitor). Fix: people.json ``visits: some; folk: local; barn: known|heard``.
- ``npc-post-swapped``: no character tweak swaps away the job the mission needs from them (a
  warden who "swapped places with a signpost" must still talk the crew through the last
  barrier). Fix: tweaks.json ``post != needed``.
- ``npc-history-unruled``: the person history depends on is named in the Paradox rule with
  what a paradox with them costs (cold read: the label on 3 trips of 5, never used). Fix:
  content/nodes.py ``_history_ruling``.
- ``npc-want-gate-vague``: a clue given for "help with what they want" never rests on a want
  that does not say what helping is ("To keep a promise made years ago", "To finish the work
  their parent started", "To get back what the stowaway borrowed", "To get a discount").
  Fix: people.json's lines say what the promise, the work and the thing are. (Round 35, stock:
  the quoted wants are gone from the corpus, so their patterns only guard a regression; the
  class they stood for today's corpus still held: "To be home in time to keep a promise", "To
  pay off a debt before it doubles", "To finish what they came for before they leave", none
  saying what helping is. ``VAGUE`` now matches those shapes too, and the lines say it: walk them
  home, the lander's stores that would cover the debt, an hour's second pair of hands.)
- ``npc-first-morning``: no cast line has a "first morning" on a one-day trip (cold read: "Lost
  the group's spare batteries on the first morning"). Fix: people.json ``secret_tourist``.
"""

from __future__ import annotations

import re

from ..content.cast_facts import cut_off, role_facts
from ..content.class_pick import role_info

RULES = ("npc-class-ruled-out", "npc-slip-before-barn", "npc-frail-strong", "npc-hurry-still",
         "npc-want-hush-public", "npc-message-own-place", "npc-tickets-stealth", "npc-tickets-no-trade",
         "npc-blame-visitors", "npc-post-swapped", "npc-history-unruled", "npc-want-gate-vague",
         "npc-first-morning")

HISTORY = "The person history depends on"
FRAIL = re.compile(r"\bhollow-cheeked\b|\bbird-boned\b|\bthin as a rake\b|\ba cough\b|"
                   r"\beveryone's grandparent\b", re.I)
HURRY = re.compile(r"(?<!someone )\bin a hurry\b", re.I)  # not "hair cut ... by someone in a hurry" (slip-n-slide audit/168)
STILL = re.compile(r"\bstands very still\b|\bstock still\b", re.I)
PUBLIC = re.compile(r"\bin front of everyone\b|\bin public\b|\bbe seen\b|\bapologi[sz]e\b|\bgreeting\b|"
                    r"\bmessage to\b|\bbrings good news\b|\bsaid properly by a stranger\b|\bbe remembered\b", re.I)
HUSH = re.compile(r"\bwithout a word to anyone\b|\bas quietly as it can be done\b|\bbefore anyone notices\b", re.I)
MESSAGE_AT = re.compile(r"\b(?:message|word) to (?:the|a|their) [\w' -]{1,40}? at (.+?)(?:,|\.|$| whose\b| before\b)", re.I)
TICKETS_SELL = re.compile(r"\bsell tickets\b", re.I)
TICKETS = re.compile(r"\bon the tickets\b|\bonly sold tickets to\b|\bthe tickets\b|\btickets? (?:office|booth|queue|seller|stall)\b", re.I)
BLAMED = re.compile(r"\bblames? on visitors\b", re.I)
SWAPPED = re.compile(r"\bswapped (?:places with a signpost|jobs with the crew's pilot|jobs with the mayor|"
                     r"roles with their dog)\b", re.I)
GATED = re.compile(r"\bhelp with what they want\b", re.I)
VAGUE = re.compile(r"\bkeep a promise made years ago(?!, to )|\bfinish the work their parent started\b|"
                   r"\bget back what .{1,60}? borrowed\b|\bget a discount\b|"
                   r"\bkeep a promise(?! made years ago, to )(?!,? (?:to|if) )|"  # round 35: what promise, what help
                   r"\bpay off a debt\b(?![^.]*\b(?:would|will) (?:cover|clear|settle)\b)|"
                   r"\bfinish what they came for\b(?![^.]*\bhands?\b)", re.I)
FIRST_MORNING = re.compile(r"\bon the first morning\b", re.I)


def _who(n: dict) -> str:
    return f"{n.get('name') or '?'} ({n.get('role') or '?'})"


def check_r34cast(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    npcs = [n for n in trip.get("npcs") or [] if not n.get("creature") and n.get("body") != "creature"]
    comps = trip.get("complications") or []
    year = world.get("year")
    for n in npcs:
        who, want, secret = _who(n), n.get("want") or "", n.get("secret") or ""
        look, manner = n.get("look") or "", n.get("manner") or ""
        cls = (n.get("class") or "").split(",")[0].strip()
        if cls and cls in (role_info(n.get("role") or "").get("never") or ()):
            bad("npc-class-ruled-out", f"{who} is a {cls}, a class their role's job rules out")
        skills = [s.get("name") or "" for s in n.get("skills") or []]
        if n.get("folk") == "local" and year is not None and year < 2017 and any(
                s.startswith("Slip Dynamics") for s in skills):
            bad("npc-slip-before-barn", f"{who}, a local of {year}, before the barn, knows Slip Dynamics")
        stats = n.get("stats") or {}
        might = stats.get("MIGHT") or 0
        if (fr := FRAIL.search(look)) and stats and might >= 3 and might >= max(stats.values()):
            bad("npc-frail-strong", f"{who} looks {fr.group(0)!r} ({look!r}) with MIGHT {might}, the strongest "
                                    "stat they have")
        if HURRY.search(look) and (st := STILL.search(manner)):
            bad("npc-hurry-still", f"{who} is 'in a hurry' ({look!r}) and {st.group(0)!r} ({manner!r})")
        if (p := PUBLIC.search(want)) and (h := HUSH.search(want)):
            bad("npc-want-hush-public", f"{who} wants {want!r}: {p.group(0)!r} and {h.group(0)!r}")
        where = (n.get("where") or "").strip().rstrip(".").lower()
        if where and (m := MESSAGE_AT.search(want)) and m.group(1).strip().lower() == where:
            bad("npc-message-own-place", f"{who} wants {want!r}, and is found at {n.get('where')!r} themselves")
        if "Stealth Required" in comps and TICKETS_SELL.search(want):
            bad("npc-tickets-stealth", f"{who} wants {want!r} on a trip where the crew must keep out of sight")
        if world.get("before") != "tourists" and (t := TICKETS.search(secret)):
            bad("npc-tickets-no-trade", f"{who}: {t.group(0)!r} ({secret!r}) where no tourist trade sells tickets")
        if BLAMED.search(secret) and (n.get("folk") != "local" or world.get("visits") != "some" or cut_off(world)):
            bad("npc-blame-visitors", f"{who}: {secret!r}, where the locals have met no visitors to blame")
        if n.get("role") and role_facts(n["role"])["post"]:
            for tw in trip.get("tweaks") or []:
                if (tw.get("target") or "").split(" (")[0] == n.get("name") and (
                        sw := SWAPPED.search(tw.get("detail") or "")):
                    bad("npc-post-swapped", f"{who} {sw.group(0)!r}, but the mission needs their own job done today")
        for text in (want, secret, look, manner):
            if fm := FIRST_MORNING.search(text):
                bad("npc-first-morning", f"{who}: {fm.group(0)!r} ({text!r}) on a one-day trip")
    rule = " ".join(str(d.get("text") or "") for d in (trip.get("node") or {}).get("details") or []
                    if isinstance(d, dict) and (d.get("label") or "").lower().startswith("paradox rule"))
    for n in npcs:
        if n.get("role") == HISTORY and (n.get("name") or "?") not in rule:
            bad("npc-history-unruled", f"{_who(n)} is the person history depends on, and the Paradox rule "
                                       "never says what a paradox with them costs")
    by_key = {n.get("key"): n for n in npcs}
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            n = by_key.get(c.get("at"))
            if n and c.get("kind") == "npc" and GATED.search(c.get("how") or "") and (
                    v := VAGUE.search(n.get("want") or "")):
                bad("npc-want-gate-vague", f"{_who(n)} gives {f.get('id')!r} for help with what they want, and "
                                           f"their want ({n.get('want')!r}) never says what helping is: {v.group(0)!r}")
