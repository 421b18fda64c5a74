"""The consistency audit's rules about the client's tie to the job, its pay and the price of
a clue (cold read 19: reader B class 3, reader A A-2, A-7, B-5, B-12, C-5, C-6, C-13, D-8;
run from consistency_client.check_client):

- ``client-motive-fits``: on a rescue, the client's lines (the maguffin's why and truth, what
  the client is not telling the crew) never both say the client is the reason the person is
  stranded and give a reason to want them back that needs somebody else to have done it: a
  witness due in court, a debt, a key, a homecoming, an insurance payout, a bill for the
  rescue (cold read 19 g: "They are the reason the pilot got stranded" beside "due in court on
  Monday, as the witness"; j: an inquest into why they were left behind beside the insurance).
  Who wronged the person is ``world.culprit``, rolled before these lines.
- ``client-name-fits-target``: a client's name that says what it is after ("looking for new
  water", "the band manager of a missing touring act") names this job's maguffin (cold read
  19 A-2: an almond conglomerate looking for water pays to draw a ruined tower; B-5: a band
  manager pays to fetch a physicist).
- ``partial-fits-mission``: a Partial Success does not halve a maguffin that is one piece (a
  person, a creature, an object, an event, a view): no "half of the job" or "the other half"
  of what the crew bring (cold read 19 B-12: the partial ending of a one-person rescue).
- ``partial-pay-upfront``: where half the pay was paid before the slip, the Partial Success
  says so, and the client's line there pays nothing more on return (cold read 19 j-12: "half
  before the slip" beside a Partial's "pays half now"; D-8).
- ``clue-price-fits``: a clue bought with the crew's help with what its source wants never
  comes from someone whose want works against the job (trip/clue_price.py; cold read 19
  C-5, C-6: help for one who bet "that the crew will fail").
- ``pay-term-says-who``: a term of the ad that adds a cost ("suits extra", "fuel at cost")
  says who pays it (cold read 19 C-13).
"""

from __future__ import annotations

import re

from .clue_price import PRICED, works_against

RULES = ("client-motive-fits", "client-name-fits-target", "partial-fits-mission",
         "partial-pay-upfront", "clue-price-fits", "pay-term-says-who")

# the client is why the person is stranded (said of the client, in the client's own lines)
CAUSED = re.compile(
    r"\b(the reason .{1,80} (got|was|were|is|are) (stranded|left behind|lost)|left (them )?behind on "
    r"purpose, by the client|(left|stranded|abandoned|marooned) .{0,30}\bby the client|"
    r"inquest finds out why|feels responsible, and is right to|the client (left|stranded|abandoned|"
    r"marooned) them|stranded them by mistake)\b", re.I)
# a reason to want the person back that needs someone else to have stranded them
USE = re.compile(
    r"\b(due in court|as the witness|owe the client money|dead people cannot pay|key to the "
    r"client's safe|homecoming|insurance pays out|bill .{1,60} for the rescue|know something the "
    r"client needs|will says otherwise)\b", re.I)
# what a client's name says it is after
AFTER = re.compile(r"\b(?:looking for|in search of|after) (?:new |more |a |an |some )?([a-z]+)|"
                   r"\b(?:of|whose) (?:a |an |the )?missing (?:[a-z]+ )?([a-z]+)\b", re.I)
ONE_PIECE = ("person", "creature", "object", "event", "view")
HALVES = re.compile(r"\bhalf (of )?(the|a|this) (job|rescue|work|tour|trip)\b|\bthe other half\b", re.I)
PAYS = re.compile(r"\b(pays(?! nothing)|paid in full|promises half|notes half|hands over)\b", re.I)
NO_MORE = re.compile(r"\b(nothing more|keeps the second half|no more)\b", re.I)
EXTRA = re.compile(r"\bextra\b|\bat cost\b", re.I)
PAYER = re.compile(r"\b(client|crew|crew's|barn|barn's|own)\b", re.I)


def check_motive(trip: dict, world: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    hidden = next((d["text"] for d in trip.get("client_details") or []
                   if d.get("label") == "Not telling the crew"), "")
    lines = [("maguffin/why", m.get("why") or ""), ("maguffin/really", m.get("really") or ""),
             ("client/Not telling the crew", hidden)]
    if world.get("maguffin") == "person":
        caused = next(((w, x.group(0)) for w, t in lines if (x := CAUSED.search(t))), None)
        use = next(((w, x.group(0)) for w, t in lines if (x := USE.search(t))), None)
        if caused and use:
            bad("client-motive-fits", f"{caused[0]}: {caused[1]!r} (the client stranded them) beside "
                                      f"{use[0]}: {use[1]!r}, a reason that needs someone else to have")
    target = " ".join(str(m.get(k) or "") for k in ("what", "short", "description")).lower()
    for x in AFTER.finditer(trip.get("client") or ""):
        word = (x.group(1) or x.group(2)).lower()
        if word.rstrip("s") not in target:
            bad("client-name-fits-target", f"client {trip.get('client')!r} is after {word!r}; the job is "
                                           f"{m.get('what')!r}")
    check_endings(trip, world, bad)
    check_prices(trip, bad)
    for clause in re.split(r"[,.;:]", trip.get("teaser") or ""):
        if EXTRA.search(clause) and not PAYER.search(clause):
            bad("pay-term-says-who", f"teaser: {clause.strip()!r} does not say who pays")


def check_endings(trip: dict, world: dict, bad) -> None:
    part = next((e for e in trip.get("endings") or [] if e.get("outcome") == "partial"), None)
    if not part:
        return
    if world.get("maguffin") in ONE_PIECE:
        for k in ("bring", "when"):
            if x := HALVES.search(part.get(k) or ""):
                bad("partial-fits-mission", f"ending/partial/{k}: {x.group(0)!r} of {world['maguffin']} "
                                            f"that is one ({(trip.get('maguffin') or {}).get('what')!r})")
    terms = next((d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Pays"), "")
    if world.get("pay_when") == "half" or "before the slip" in terms:
        line = part.get("client") or ""
        if PAYS.search(line) and not NO_MORE.search(line):
            bad("partial-pay-upfront", f"ending/partial/client: {PAYS.search(line).group(0)!r} on return, "
                                       f"with half paid before the slip")
        if "before the slip" not in (part.get("pay") or ""):
            bad("partial-pay-upfront", "ending/partial/pay: half of a Success, not said to be the half "
                                       "paid before the slip")


def check_prices(trip: dict, bad) -> None:
    wants = {n["name"]: n.get("want") or "" for n in trip.get("npcs") or []}
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            how = c.get("how") or ""
            if PRICED not in how:
                continue
            name = next((n for n in sorted(wants, key=len, reverse=True) if how.startswith(n)), None)
            if name and works_against(wants[name]):
                bad("clue-price-fits", f"clue at {c.get('at')}: {name} gives it for help with "
                                       f"{wants[name]!r}, which works against the job")
