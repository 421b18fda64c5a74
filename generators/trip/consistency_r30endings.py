"""The consistency audit's round-30 endings rules (brief r30 endings; cold reads 44-46, GMs
reading algorithm-26 trips cold: 7 of 15 endings against themselves or the pay, 3 of 15 riders
with no seat). Registered in generators/trip/consistency_r30.py; tests/test_r30_endings.py
feeds each rule a broken trip.

- ``two-payers``: the Success has one payer. When a line says someone other than the contact
  pays the crew (the real client, a bookkeeper, a lender: the client's secret come due), no
  line of the Success has the contact pay, count or hold the pay. Cold read: "Zoey counts the
  pay twice, then slides it back into the drawer" beside "the real client ... pays the crew only
  if the crew give what they brought to them, not to Zoey", Zoey "only the client's assistant".
  Fix: client_secret_due.json ``payer`` and play_endings.json client:success:other (trip/
  endings.py), and maguffin_truth_due.json rows never have the contact pay.
- ``success-mixed-outcome``: the Success is one outcome: no happy party ("want to tell
  everyone", "book the crew again", "first refusal") beside a refund or the crew blamed ("ask
  for their money back", "tells them the crew are to blame", "complain to the barn"), and no
  client who keeps what the crew brought ("frames the crew's record") beside one who gives it
  away ("gives them what the crew brought without a word"), and no haul that counts the pay in
  ("What the client asked for, the pay for it") where the secret holds the pay back or has
  someone else pay. Cold reads: the brochure secret's refund-and-blame paragraph in a happy
  Success, word for word in two trips; "pays in full and frames the record" beside the
  blackmailer's hand-over.
- ``pay-roll-no-miss``: a roll the pay waits on at the Success or the Failure ("will pay only
  once a PC explains, to their face ... (CHARM DL 3)") says what a miss gives ("on a miss",
  "otherwise", "unless", "or ..."). Cold read: that line, with no outcome for a miss.
- ``seat-for-rider``: whoever of the cast wants to ride home in the lander (trip/seats.py
  ``rides``: "Someone who wants a ride home", "To join the crew and see the barn") is named in
  the start's "Seats home" ruling, which gives the Capacity with them (the party's seats and
  one each) and what the seats cost. Cold reads: a rider beside a lander sized at "a Capacity
  of the crew plus three" for the tourists, or "takes one more at a squeeze" with two who want
  to come.
- ``ride-want-clash``: what follows a rider home fits what they wanted: one who wants to say
  nothing of the node ("never say a word about this place again") is never the one telling
  the barn about it, and one whom someone at home waits for (a birthday) does not spend the
  first week sleeping in the barn's hangar. Cold read: "never say a word" then "telling the
  mechanics what the node is really like". Fix: the facts ride_quiet and ride_awaited
  (facts_r30.py) on the follow:ride lines.
- ``tour-pays-for-record``: a tour's Success never says the client pays for a record: the
  tourists paid to see it (trip/gist_pay.py TOUR_PAID). Cold read: "GM, what the crew's record
  shows is what the client pays for: the sunset" on a Tourism job.
- ``success-back-on-node``: the Success is played at home: no roll has a PC do something at a
  place of the node ("a PC apologises at the graveside (CHARM DL 3)") after the crew are home.
  Cold read: that line, the grave on the node and the crew at the barn.
"""

from __future__ import annotations

import re

from .consistency_r15pay import HELD
from .seats import RIDES, rides
from ..content.people import RIDE_HOME

RULES = ("two-payers", "success-mixed-outcome", "pay-roll-no-miss", "seat-for-rider",
         "ride-want-clash", "tour-pays-for-record", "success-back-on-node")

DUE = "GM, the client's secret plays out here:"
# someone other than the contact who pays the crew
OTHER_PAYER = re.compile(r"\b(the real client|the bookkeeper|the lender|the client's board)\b[^.;:]*?"
                         r"\b(pays\b(?!-)|will pay\b|pay (?:in full|half)\b|the pay is theirs)", re.I)
# the contact paying, counting or holding the pay (the contact the clause's subject)
PAYWORD = re.compile(r"\b(pays|paid|counts|counted|counting|envelope|the money|second half|"
                     r"notes and coins|the pay|out of their own pocket|purse)\b", re.I)
NOT_PAYING = re.compile(r"\b(not theirs|no envelope|leaves the pay to|holds the purse|pays nothing)\b", re.I)
CLAUSES = re.compile(r"[.;:]\s*|,\s*(?:and|or|then)\s+|\s+\((?=[A-Z]{4,} )")
LEAD = re.compile(r"^(?:(?:and|then|or|else|otherwise|on a miss|GM, [^:]*)\s*,?\s*)*", re.I)
HAPPY = re.compile(r"\b(want to tell everyone|books? the crew again|first refusal|ask(?:s)? for the same crew|"
                   r"thank each of the crew|glad of it)\b", re.I)
UNHAPPY = re.compile(r"\b(ask(?:s)? for (?:their|the) money back|demand(?:s)? (?:a|their) refund|"
                     r"complain(?:s)? to the barn|the crew (?:are|were) to blame|(?:they|tourists) blame the crew)\b", re.I)
KEEPS = re.compile(r"\b(frames the crew's record|frames it|keeps? it for (?:good|ever)|hangs it)\b", re.I)
GIVES = re.compile(r"\bgives? (?:them|the blackmailer|it|\w+) what the crew brought\b|\bhands? (?:it|them) to the "
                   r"blackmailer\b", re.I)
BROUGHT = re.compile(r"\b(?:the client's pay|the pay for it|enough pay)\b")  # the haul counts the pay in
GATE = re.compile(r"\b(will pay only|pays? (?:the crew )?only (?:once|if)|will not pay until|paid only if|"
                  r"pay in full only if|payment is frozen|to keep the pay|is no good to \w+(?: \w+)? unless)\b", re.I)
ROLL = re.compile(r"\b[A-Z]{4,6} (?:DL \d+|opposed)\b")
MISS = re.compile(r"\b(on a miss|a miss|otherwise|unless|fails?|failing|if not)\b|,? or (?!\w+ \()", re.I)
SENTENCES = re.compile(r"(?<=\.)\s+(?=[A-Za-z])")
QUIET = re.compile(r"never say a word|nobody there will ask questions", re.I)
AWAITED = re.compile(r"birthday|people at home stop waiting|keep a promise", re.I)
SPEAKS = re.compile(r"\b(telling|tells|talks?|talking|lectures?|interviews?|the story of)\b", re.I)
STAYS = re.compile(r"\b(sleeping in the barn|first week back (?:sleeping|living) (?:in|at) the barn)", re.I)
RECORD_PAID = re.compile(r"\bis what the client pays for\b|\brecord\b[^.;]*\bwhat the client pays\b", re.I)
PC_ACTS = re.compile(r"\ba PC (?!who\b)\w+s\b[^.;]*?\bat (the graveside|the grave|[A-Z][^,;.()]+)", re.I)
SEATS = re.compile(r"Seats home: ([^:]+?) wants? to ride home\b.*?\bCapacity of the crew plus (\w+)")
COUNT = "zero one two three four five six seven eight nine ten eleven twelve".split()


def _ending(trip: dict, outcome: str) -> dict:
    return next((e for e in trip.get("endings") or [] if e.get("outcome") == outcome), {})


def _lines(e: dict) -> list[tuple[str, str]]:
    return [("bring", e.get("bring") or ""), ("client", e.get("client") or "")] + [
        (f"follows/{i}", f) for i, f in enumerate(e.get("follows") or [])]


def _contact(trip: dict) -> list[str]:
    name = next((d.get("text") or "" for d in trip.get("client_details") or [] if d.get("label") == "Contact"), "")
    name = name.split(" (")[0].split(",")[0].strip()
    return [n for n in {name, name.split()[0] if name else ""} if len(n) > 2]


def contact_pays(text: str, names: list[str]) -> str | None:
    """The clause of ``text`` in which the contact pays, counts or holds the pay, if any."""
    for cl in CLAUSES.split(text):
        cl = LEAD.sub("", cl.strip())
        if any(cl.startswith(n + " ") for n in names) and PAYWORD.search(cl) and not NOT_PAYING.search(cl):
            return cl
    return None


def _payers(trip: dict, bad) -> None:
    e = _ending(trip, "success")
    lines = _lines(e)
    other = next((m.group(1) for _, t in lines if (m := OTHER_PAYER.search(t))), None)
    if not other:
        return
    names = _contact(trip)
    for k, t in lines:
        said = t.partition(DUE)[0] if k == "client" else t
        if cl := contact_pays(said, names):
            bad("two-payers", f"endings/success/{k}: {cl[:70]!r}, and {other} pays the crew")


def _mixed(trip: dict, bad) -> None:
    e = _ending(trip, "success")
    text = " ".join(t for _, t in _lines(e))
    due = (e.get("client") or "").partition(DUE)[2]
    if (m := BROUGHT.search(e.get("bring") or "")) and (n := HELD.search(due) or OTHER_PAYER.search(due)):
        bad("success-mixed-outcome", f"endings/success/bring: {m.group(0)!r} brought home, and {n.group(0)!r}")
    for a, b, what in ((HAPPY, UNHAPPY, "a happy party"), (KEEPS, GIVES, "the client keeps it")):
        if (m := a.search(text)) and (n := b.search(text)):
            bad("success-mixed-outcome", f"endings/success: {m.group(0)!r} ({what}) beside {n.group(0)!r}")


def _gates(trip: dict, bad) -> None:
    for outcome in ("success", "failure"):
        for k, t in _lines(_ending(trip, outcome)):
            for sent in SENTENCES.split(t):
                if GATE.search(sent) and ROLL.search(sent) and not MISS.search(sent):
                    bad("pay-roll-no-miss", f"endings/{outcome}/{k}: {sent[-100:]!r} has no outcome for a miss")


def _seats(trip: dict, world: dict, bad) -> None:
    ride = [n for n in trip.get("npcs") or [] if rides(n)
            and n.get("name") != ((trip.get("maguffin") or {}).get("who") or "").strip()]
    if not ride:
        return
    then = (trip.get("start") or {}).get("then") or ""
    m = SEATS.search(then)
    for n in ride:
        if not m or n["name"] not in m.group(1):
            bad("seat-for-rider", f"npcs/{n['name']}: wants {n.get('want')!r}, and the start gives no seat for them")
    want = int(world.get("party") or (trip.get("world") or {}).get("party") or 0) + len(ride)
    if m and m.group(2) != (COUNT[want] if want < len(COUNT) else str(want)):
        bad("seat-for-rider", f"start/then: 'a Capacity of the crew plus {m.group(2)}' for {want} seats past the crew's")
    if m and "MW" not in then[m.start():m.start() + 700]:
        bad("seat-for-rider", "start/then: the seats home never say what they cost")


def _ride(trip: dict, bad) -> None:
    e = _ending(trip, "success")
    for n in trip.get("npcs") or []:
        want = n.get("want") or ""
        if n.get("role") != RIDE_HOME and not RIDES.search(want):
            continue
        for k, t in _lines(e):
            if n["name"] not in t:
                continue
            if QUIET.search(want) and (m := SPEAKS.search(t)):
                bad("ride-want-clash", f"endings/success/{k}: {m.group(0)!r}, and {n['name']} wants {want!r}")
            if AWAITED.search(want) and (m := STAYS.search(t)):
                bad("ride-want-clash", f"endings/success/{k}: {m.group(0)!r}, and {n['name']} wants {want!r}")


def _tour(trip: dict, world: dict, bad) -> None:
    if (world or {}).get("mission") != "tourism" and trip.get("mission_type") != "Sightseeing/Tourism":
        return
    for k, t in _lines(_ending(trip, "success")):
        if m := RECORD_PAID.search(t):
            bad("tour-pays-for-record", f"endings/success/{k}: {m.group(0)!r} on a tour (the tourists paid to see it)")


def _node(trip: dict, bad) -> None:
    places = {(loc.get("name") or "").lower() for loc in trip.get("locations") or []} - {""}
    for k, t in _lines(_ending(trip, "success")):
        for sent in SENTENCES.split(t):
            m = PC_ACTS.search(sent)
            if not m or not ROLL.search(sent):
                continue
            where = m.group(1).strip().lower()
            if where.startswith("the grave") or any(where.startswith(p) or p.startswith(where) for p in places):
                bad("success-back-on-node", f"endings/success/{k}: {m.group(0)!r}, and the crew are home")


def check_r30endings(trip: dict, world: dict, every, bad) -> None:
    _payers(trip, bad)
    _mixed(trip, bad)
    _gates(trip, bad)
    _seats(trip, world or {}, bad)
    _ride(trip, bad)
    _tour(trip, world, bad)
    _node(trip, bad)
