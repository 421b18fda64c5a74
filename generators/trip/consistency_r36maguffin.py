"""The consistency audit's round-36 maguffin and pay rules (cold reads of algorithm-31 trips: the
maguffin and the pay contradict themselves). Registered in generators/trip/consistency_r36.py;
tests/test_r36_maguffin.py feeds each rule a trip broken on purpose.

- ``knowledge-form-split``: every line about a knowledge maguffin (its look, its size) names
  the one form the fact ``maguffin_told`` gives it (a word, a phrase, a text, a song, a
  drawing); two lines never name two forms. Cold read: "the local name" (one word) beside "It
  is a chant of forty lines"; "the heir's name" as "a chant of forty lines" and as "a few words";
  a rubbing "as big as a door" that weighs "a few pages of notes". Fix: the fact, rolled from
  corpora/lists/maguffins.json "told" (content/maguffin_told.py), read by grammars/maguffin.json
  looks and trip/maguffin_handling.json size lines (``maguffin_told: ...``), with siblings for
  a song, a word, a long text and a drawing.
- ``knowledge-written-split``: a knowledge whose keepers never write it down ("Nobody has ever
  written it down", "nobody here will write down", "not written down anywhere") is not also on
  paper already ("a photograph of a page", "a dozen pages", "cards in a wooden box"), and the
  fact ``maguffin_written`` agrees with the line (no: by mouth). Cold read: "It is not written
  down anywhere obvious" beside a ledger of "three hundred pages". Fix: ``maguffin_written``
  (content/maguffin_told.py), read by those lines.
- ``refusal-record-unsaid``: an Object of Mission will Refuse that keeps the maguffin off the
  page says on what condition it stays written down (the crew understand it), since its
  Success is met on record; never a bare "will not be written down" beside a Success "written
  down and checked twice". Fix: grammars/events.json refuses and trip/play_clock.json say
  "will not stay written down until it is understood".
- ``client-motive-split``: a rescue's client stranded the traveller by mistake or on purpose
  (``client_motive``), never both on one page ("The client stranded them by mistake" or "feels
  responsible, and is right to" beside "left behind on purpose, by the client"); a client owed
  money by the traveller (the landlord owed three months' rent) is not the one who stranded
  them; and the secret "already promised what the crew bring back to someone else" is never
  told of a person. Fix: content/client_motive.py, content/client.py roll_client (no culprit
  client for a rescue's creditor), grammars/maguffin.json why_rescue and really_rescue,
  grammars/org.json client_hidden (``maguffin != person``).
- ``fuel-unpriced``: a page that says the crew pay the fuel (the Failure's "the fuel and any
  damage are the crew's to pay", an ad's "fuel not included") says what it costs (trip/fuel.py:
  1M for the day's slip, our ruling), and an ad's "fuel not included" is repeated with the
  price at the Success. Cold read: "fuel not included"; no fuel price anywhere on the page.
- ``fuel-left-open``: no ending line leaves open who pays for the fuel, or prices it against the
  pay ("while the barn's accounts office decides who pays for the fuel", "The fuel cost more
  than the pay would have been", "comes in lower than expected") once the page has said who pays
  and what it costs. Fix: trip/play_endings.json (reworded, ``fuel_paid != client``).
- ``deadline-verb-split``: a Deadline's verb is the job's Success: never "unless the crew have
  seen the tower by then" where the Success is the tower "measured, drawn and on record" (cold
  read: does seeing count, or finished mapping?). Fix: trip/play_clock.json's Deadline for an
  event, a view or a place says "seen" on a tour only, and "on record" on every other job.
"""

from __future__ import annotations

import re

RULES = ("knowledge-form-split", "knowledge-written-split", "refusal-record-unsaid", "client-motive-split",
         "fuel-unpriced", "fuel-left-open", "deadline-verb-split")

# a form each cue names: the forms (maguffin_told) it allows
CUES = (
    (re.compile(r"\bchant of\b|\bforty lines\b|\bline after line\b", re.I), {"text"}),
    (re.compile(r"\bsung\b|\blullaby\b|\bwork song\b|\ba tune\b", re.I), {"song"}),
    (re.compile(r"\bIt is one word\b", re.I), {"word"}),
    (re.compile(r"\ba few words\b", re.I), {"word", "phrase", "song"}),
    (re.compile(r"\bplain answer\b", re.I), {"word", "phrase"}),
    (re.compile(r"\bpages of notes\b|\bnotebook's worth\b|\bdozen pages\b|\bhundred pages\b", re.I), {"text"}),
    (re.compile(r"\bas big as a door\b|\bbig sheets\b|\brubbed over\b", re.I), {"drawing"}),
)
BY_MOUTH = re.compile(r"\bNobody has ever written it down\b|\bnobody here will write (it )?down\b|"
                      r"\bnot written down anywhere\b", re.I)
ON_PAPER = re.compile(r"\bphotograph of a page\b|\bdozen pages\b|\bhundred pages\b|\bcards in a wooden box\b|"
                      r"\bbound in cracked leather\b", re.I)
BARE_REFUSAL = re.compile(r"\bwill not be written down\b", re.I)
ON_RECORD = re.compile(r"\bwritten (down|up)\b|\bon record\b|\brecorded\b", re.I)
MISTAKE = re.compile(r"\bstranded them by mistake\b|\bfeels responsible, and is right to\b", re.I)
PURPOSE = re.compile(r"\bleft (them )?behind on purpose\b|\bleft them behind to\b", re.I)
# "who stranded them" asks who, it does not say the client did (audit/730 of algorithm 33: "They know
# who stranded them, and it was someone at the barn"): stranded_by is read above for the fact
CAUSED = re.compile(r"(?<!\bwho )\bstranded them\b|\bleft (them )?behind\b.{0,20}\b(client|on purpose)\b|\bthe client left them\b|"
                    r"\bthe reason .{1,80} (got|was|were) (stranded|left behind)\b", re.I)
OWED = re.compile(r"\bowes (three months'|the client)\b|\bowe the client money\b", re.I)
PROMISED_WHAT = re.compile(r"\bpromised what the crew bring back to someone else\b", re.I)
CREW_FUEL = re.compile(r"\bthe fuel and any damage are the crew's to pay\b|\bfuel not included\b", re.I)
FUEL_PRICE = re.compile(r"\bfuel\b[^.;]{0,40}?\b\d+(\.\d+)?M\b", re.I)
FUEL_OPEN = re.compile(r"\bdecides who pays for the fuel\b|\bfuel cost more than the pay\b|"
                       r"\bfuel bill comes in lower than expected\b|\bdifference is not in the crew's favour\b", re.I)

DEADLINE_SEEN = re.compile(r"\bdeadline comes due\b.*\bunless the crew have seen\b", re.I)
RECORD_JOB = re.compile(r"\bon record\b|\bwritten (down|up)\b|\bdrawn\b|\bmeasured\b|\bmapped\b", re.I)


def _told(trip: dict, world: dict) -> str | None:
    told = world.get("maguffin_told")
    if told and told != "none":
        return told
    from ..data import load  # a trip from before the fact: the list entry's own form, if it has one

    what = (trip.get("maguffin") or {}).get("short")
    for _, _, f in load("lists/maguffins").items:
        if f.get("kind") == "knowledge" and f.get("short") == what and isinstance(f.get("told"), str):
            return f["told"]
    return None


def _knowledge_lines(trip: dict) -> list[str]:
    m = trip.get("maguffin") or {}
    d = m.get("description") or {}
    return [str(x) for x in (m.get("looks"), d.get("look"), d.get("size"), d.get("carry")) if x]


def _form(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "knowledge":
        return
    told, allowed, seen = _told(trip, world), None, []
    for text in dict.fromkeys(_knowledge_lines(trip)):
        for cue, forms in CUES:
            if (x := cue.search(text)):
                seen.append(x.group(0))
                allowed = forms if allowed is None else allowed & forms
                if told and told not in forms:
                    bad("knowledge-form-split", f"the maguffin is a {told}; a line says {x.group(0)!r}: {text[:120]}")
    if allowed is not None and not allowed:
        bad("knowledge-form-split", f"its lines name forms that cannot all be one: {seen}")
    mouth = next((t for t in _knowledge_lines(trip) if BY_MOUTH.search(t)), None)
    paper = next((t for t in _knowledge_lines(trip) if ON_PAPER.search(t)), None)
    if mouth and paper:
        bad("knowledge-written-split", f"never written down ({mouth[:80]!r}) and on paper ({paper[:80]!r})")
    if mouth and world.get("maguffin_written") == "yes":
        bad("knowledge-written-split", f"maguffin_written is yes; a line says it never is: {mouth[:100]}")


def _refusal(trip: dict, every, bad) -> None:
    bare = next((t for _, t in every if BARE_REFUSAL.search(t)), None)
    if not bare:
        return
    success = next((e for e in trip.get("endings") or () if e.get("outcome") == "success"), {})
    said = " ".join(str(success.get(k) or "") for k in ("when", "bring"))
    if ON_RECORD.search(said):
        bad("refusal-record-unsaid", f"{bare[:100]!r} beside the Success {said[:100]!r}")


def _motive(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "person":
        return
    m = trip.get("maguffin") or {}
    hidden = " ".join(d.get("text") or "" for d in trip.get("client_details") or []
                      if d.get("label") == "Not telling the crew")
    lines = " | ".join(str(x or "") for x in (m.get("why"), m.get("really"), hidden))
    mistake, purpose = MISTAKE.search(lines), PURPOSE.search(lines)
    if mistake and purpose:
        bad("client-motive-split", f"{mistake.group(0)!r} beside {purpose.group(0)!r}")
    motive = world.get("client_motive")
    if motive == "mistake" and purpose or motive == "purpose" and mistake:
        bad("client-motive-split", f"client_motive {motive}, and a line says {(purpose or mistake).group(0)!r}")
    if world.get("mission") == "rescue" and (world.get("client_tie") == "money" or OWED.search(trip.get("client") or "")):
        if world.get("stranded_by") == "client" or CAUSED.search(lines):
            bad("client-motive-split", f"the client ({trip.get('client')!r}) is owed by the traveller, and stranded them")
    if PROMISED_WHAT.search(hidden):
        bad("client-motive-split", f"a person promised to someone else as 'what the crew bring back': {hidden[:100]}")


def _fuel(trip: dict, bad) -> None:
    endings = trip.get("endings") or []
    pays = [str(e.get("pay") or "") for e in endings]
    page = " ".join([trip.get("teaser") or ""] + pays)
    if CREW_FUEL.search(page) and not any(FUEL_PRICE.search(p) for p in pays):
        bad("fuel-unpriced", f"the crew pay the fuel ({CREW_FUEL.search(page).group(0)!r}) and no ending prices it")
    if "fuel not included" in (trip.get("teaser") or "").lower():
        success = next((e for e in endings if e.get("outcome") == "success"), {})
        if not FUEL_PRICE.search(str(success.get("pay") or "")):
            bad("fuel-unpriced", "the ad says fuel not included; the Success's Pay does not say what it costs the crew")
    for e in endings:
        for text in [e.get("bring") or ""] + list(e.get("follows") or []):
            if (x := FUEL_OPEN.search(str(text))):
                bad("fuel-left-open", f"{e.get('outcome')}: {x.group(0)!r}: {str(text)[:100]}")


def _deadline(trip: dict, bad) -> None:
    success = next((e for e in trip.get("endings") or () if e.get("outcome") == "success"), {})
    when = str(success.get("when") or "")
    if not RECORD_JOB.search(when):
        return
    for tick in (trip.get("clock") or {}).get("ticks") or ():
        for ev in tick.get("events") or ():
            text = str(ev.get("text") if isinstance(ev, dict) else ev or "")
            if DEADLINE_SEEN.search(text):
                bad("deadline-verb-split", f"{text[:90]!r} beside the Success {when[:90]!r}")


def check_r36maguffin(trip: dict, world: dict, every, bad) -> None:
    _form(trip, world, bad)
    _refusal(trip, every, bad)
    _motive(trip, world, bad)
    _fuel(trip, bad)
    _deadline(trip, bad)
