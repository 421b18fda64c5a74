"""The consistency audit's round-28 roles rules (brief r28 roles: cold readers of algorithm-25
trips, r27b-cold-c, -e, -f and r27-cold-a, met NPCs whose role fights their own lines, and a
client nameless in the ad and named at the pay-out). generators/trip/consistency_r28.py runs
them; tests/test_r28_roles.py breaks each.

- ``trader-guards``: the trader who is selling (the keeper of a trade's maguffin) shows it to
  buyers; no line guards it like a keeper: no watch set or kept, no traps, no moving it where
  nobody can say, no locking it away, no "the only way in is watched", "under guard, day and
  night", "the key never leaves its keeper" (cold read r27b-cold-c: "Irmione-29 goes over every
  corner of the Glass Forest to make sure nothing has been touched", "The ledger is here, and
  the only way in is watched", beside "will part with it only in trade"). Fix: a trade's
  keeper plans to sell (content/maguffin.py ``keeper_plan``), and the guarding lines of
  corpora/trip/play_clock.json and corpora/grammars/places.json need ``mission != trade``.
- ``broker-clue-slip``: the go-between who set up the trade or arranged the talks knows where
  things are and bargains with it; their clue is never told by accident ("who blurts it out
  and then begs the crew to forget it", "lets it slip while complaining": cold read
  r27b-cold-e); their own secret may slip out of them like anyone's. Fix: the slip forms of
  corpora/trip/play_clues.json need ``broker != yes`` (trip/clues.py gives a teller's
  ``broker`` fact to the forms, "no" on their own secret).
- ``keeper-lost-key``: one whose secret is that they "Lost the key they were trusted to keep"
  is never the one a lock is theirs to open: talked into opening the lock, the one the key is
  got from, the keeper whose key "never leaves" them, one who locks the maguffin away (cold
  read r27b-cold-f: "talk Kelly into opening the lock" and "Kelly lost the key they were
  trusted to keep"). Fix: corpora/grammars/people.json's secret needs ``role != keeper``.
- ``client-anonymous-contact``: a client who gives no name ("A collector in Napa who will not
  give a name", "An anonymous donor who signs only as ...") is not the named contact who
  hires and pays the crew: that contact is the client's assistant (world ``contact``), one
  client identity on the page (cold reads r27b-cold-c, r27-cold-a: the nameless collector of
  the ad, and "Nikki de Saint-Exupéry pays" at the end). Fix: the names need
  ``contact: assistant`` (corpora/grammars/org.json), and a board's dealt name sets it
  (content/client.py).
- ``client-split-contact``: where the contact is the client's own voice (world ``contact``:
  client), no line sets the two apart in one clause: "Zoey Ondaatje says that debt is the
  crew's, not the client's", "the client asks the crew to stand between Gracie Hunter and
  them" (brief r28 roles, r27b-cold-e: the senator's office of the ad, and Zoey at the end as
  someone else). Fix: corpora/trip/maguffin_truth_due.json's lines say it of the contact
  ("the crew's alone: the fee paid for the job", "Gracie asks the crew to stand in the way").
"""

from __future__ import annotations

import re

from ..content.cast_facts import BROKERS
from ..content.people import KEEPER_ROLES
from .consistency_walk import strings

RULES = ("trader-guards", "broker-clue-slip", "keeper-lost-key", "client-anonymous-contact", "client-split-contact")

TRADER = KEEPER_ROLES["trade"]
GUARD = re.compile(
    r"\bkeeping watch\b|\bsets a watch\b|\bdoubles the watch\b|\bmake sure nothing has been touched\b|"
    r"\bwhere only they can reach\b|\bwill not say where\b|\bsets traps on the ways\b|\blocks .{1,80} away\b|"
    r"\bthe only way in is watched\b|\bunder guard, day and night\b|\bthe key never leaves its keeper\b|"
    r"\balso needs stealing\b|\bwill not let anyone near\b|\bnobody comes near\b", re.I)
SLIP = re.compile(r"\bblurts it out\b|\blets it slip\b|\blets it out\b(?! as a warning)|\bwithout thinking\b|"
                  r"\bby accident\b|\bbegs the crew to forget\b", re.I)
LOST_KEY = re.compile(r"\blost the key they were trusted to keep\b", re.I)
NEVER_LEAVES = "the key never leaves its keeper"
ANON = re.compile(r"\bwill not give a name\b|\banonymous\b|\bsigns only as\b", re.I)


def _lines(trip: dict) -> list[tuple[str, str]]:
    """The page's lines, without the cast's own blocks and the roll log."""
    return strings({k: v for k, v in trip.items() if k not in ("npcs", "rolls", "command")}, ())


def _opens(name: str, text: str) -> bool:
    """Whether ``text`` makes ``name`` the one whose lock it is (opens it, has its key, locks)."""
    n = re.escape(name)
    return bool(re.search(rf"\btalk {n} into opening\b|\bkey from {n}\b|\b{n} locks\b|"
                          rf"\b{n} keeps .{{1,60}}\bchained\b", text))


def check_r28roles(trip: dict, world: dict, every, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature" and n.get("body") != "creature"]
    lines = _lines(trip)
    text = "\n".join(t for _, t in lines)
    if any(n.get("role") == TRADER for n in people):
        for where, t in lines:
            if (m := GUARD.search(t)):
                bad("trader-guards", f"{where}: {m.group(0)!r} on a trade whose keeper sells: {t[:160]!r}")
    by_key = {n.get("key"): n for n in people}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            n = by_key.get(cl.get("at")) if cl.get("kind") == "npc" else None
            own = fact.get("id") in (f"secret-{cl.get('at')}", f"lies-{cl.get('at')}")  # their own secret (or what they hide) may slip out of them
            if n is not None and n.get("role") in BROKERS and not own and SLIP.search(cl.get("how") or ""):
                bad("broker-clue-slip", f"clue/{fact.get('id')}/{n.get('name')} ({n.get('role')}): "
                                        f"{cl.get('how')!r}")
    for n in people:
        name = n.get("name") or ""
        if not (name and LOST_KEY.search(n.get("secret") or "")):
            continue
        keeper = n.get("role") in KEEPER_ROLES.values() and NEVER_LEAVES in text.lower()
        if keeper or _opens(name, text) or any(_opens(s, text) for s in _short(trip, name)):
            bad("keeper-lost-key", f"npc {name} ({n.get('role')}): secret {n.get('secret')!r}, and the lock is theirs")
    client = trip.get("client") or ""
    if ANON.search(client) and world.get("contact") != "assistant":
        contact = next((d.get("text") for d in trip.get("client_details") or [] if d.get("label") == "Contact"), "")
        bad("client-anonymous-contact", f"client {client!r} gives no name, and its contact {contact!r} is the client "
                                        f"(contact: {world.get('contact')})")
    _split(trip, world, lines, bad)


def _split(trip: dict, world: dict, lines: list[tuple[str, str]], bad) -> None:
    if world.get("contact") != "client":
        return
    contact = next((d.get("text") for d in trip.get("client_details") or [] if d.get("label") == "Contact"), "")
    names = "|".join(re.escape(n) for n in [contact] + _short(trip, contact)) if contact else ""
    two = re.compile(rf"\b(?:{names})\b[^.;]*\bnot the client's\b|\bthe client\b[^.;]*\bbetween (?:{names})\b")
    for where, t in lines if names else []:
        if two.search(t):
            bad("client-split-contact", f"{where}: the contact {contact!r} is the client, and set apart "
                                        f"from it: {t[:160]!r}")


def _short(trip: dict, name: str) -> list[str]:
    """The short name the page calls ``name`` by after the first mention ("Kelly")."""
    s = (trip.get("short_names") or {}).get(name)
    return [s] if s and s != name else []
