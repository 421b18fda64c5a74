"""The consistency audit's round-30 set-up rules: every set-up pays off, every "the thing" is
named (cold reads 44-46 of algorithm-27 trips: set-ups never paid off in 15 of 15 trips).
Registered in generators/trip/consistency_r30.py; tests/test_r30_setups.py feeds each rule a
broken trip.

- ``secret-no-clue``: every person's secret (not a beast's "how to get past it") is a fact of
  Secrets and clues with at least one clue, so the crew can learn it and the GM knows it is
  in play. Cold read: a paying tourist's "Has been here before, on a trip they thought nobody
  knew about" and "Plans to stay behind, and has packed for it", with nothing anywhere that
  leads to them. Fix: trip/clue_tourist.py gives the secret of one travelling with the crew a
  tell the crew see on the way (corpora/trip/tourist_tells.json). Not yet read: one whose
  memory a character tweak took (``secret_forgotten``: "Carries a letter in their own hand that
  they do not remember writing"): the tweak on the page sets it up, but trip/clues.py keeps
  them out of the cast it draws clues from (they can tell nothing), so nothing leads to it yet
  (slip-n-slide audit/8 and audit/212 under round 30); a thing of theirs found at their scene
  is the fix, left for a later round.
- ``want-no-object``: a want that needs an event, a culprit or a thing names it or finds it on
  the page: no "to win the next election" with no election, "to stop a wedding" with no
  wedding, "to be left out of the next feud" with no feud, "to find whoever broke into their
  store" with no culprit, "a second opinion on something they found", "a fair hearing over
  something that went wrong". Fix: corpora/grammars/people.json words them so the crew can
  meet them (a vote tonight to be seen at, a message for the bride, a store to watch).
- ``vague-the-thing``: no referent the GM must invent: "Broke the thing at the ridge", "to stop
  the thing that happens at the beach every night", "Knows the one thing the tide record will
  get wrong", a maguffin that is "the answer to a question nobody on the crew thought to ask" or a record
  whose client "wants to know what was left out",
  "the book the dreamer read before sleep" with no book named, a stranded DayTripper who "will
  not say what happened to the other one", and "A bystander who saw too
  much" whose secret never says what they saw (unless it must say how they met the client, or a
  tweak took their memory). Fix: corpora/grammars/people.json,
  maguffin.json (and trip/maguffin_truth_due.json), trip/play_threads.json, and a bystander's
  secret from ``secret_bystander`` (content/people.py).
- ``decoy-no-tell``: a decoy beside the maguffin comes with the way to tell it from the real
  one (corpora/grammars/places.json: the real one is heavier).
- ``dangling-object``: an open hatch or a blame on the page says what comes of it: no wreck
  "its hatch open" and nothing more, no rivals who "leave their hatch open behind them", no
  "whoever picks the stone up is blamed for it" (by nobody). Fix: corpora/grammars/chao.json,
  trip/play_clock.json, trip/play_lines.json.
"""

from __future__ import annotations

import re

from ..content.tweaks_for import forgetful_of

RULES = ("secret-no-clue", "want-no-object", "vague-the-thing", "decoy-no-tell", "dangling-object")

BYSTANDER = "A bystander who saw too much"

# (a want that needs something, the words that find it elsewhere on the page; None: never found)
WANTS = (
    (re.compile(r"\bthe next election\b", re.I), re.compile(r"\belection\b", re.I)),
    (re.compile(r"\bstop a wedding\b", re.I), re.compile(r"\b(wedding|bride|groom)\b", re.I)),
    (re.compile(r"\bthe next feud\b", re.I), re.compile(r"\bfeud", re.I)),
    (re.compile(r"\bwhoever broke into\b", re.I), None),
    (re.compile(r"\bsomething (they|she|he) found\b", re.I), None),
    (re.compile(r"\bover something that went wrong\b", re.I), None),
    (re.compile(r"\bcarry a letter home\b", re.I), None),
)
VAGUE = re.compile(
    r"\bthe thing (at|that happens|in|on)\b|\bthe one thing\b.{0,60}\bwill get wrong\b|"
    r"\ba question nobody\b.{0,30}\bthought to ask\b|\bthe question it answers\b|"
    r"\bthe book the dreamer read\b|\bthe book's own style\b|\bwhat happened to the other one\b|"
    r"\bwhat was left out\b|\bwhat it leaves out\b", re.I)
DECOY = re.compile(r"\bdecoy\b", re.I)
TELL = re.compile(r"\btell (them|the two|it|one) apart\b|\b(heavier|lighter)\b", re.I)
PLAY_DECOY = re.compile(r"\b(let|lets) it take a decoy\b|\bthrows? (it )?a decoy\b", re.I)  # a lure, not a fake maguffin
DANGLING = re.compile(r"\bits hatch open\b(?!\s+on\b)|\bleave their hatch open behind them\b(?!\s*[:;,(])|"
                      r"\bis blamed for it\b(?!\s+by\b)", re.I)


def _people(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if not n.get("creature") and n.get("source") != "creature"
            and n.get("folk") != "creature"]


def _secret_no_clue(trip: dict, bad) -> None:
    facts = {f["id"]: f for f in trip.get("clues") or []}
    lost = forgetful_of(trip.get("tweaks") or [])  # (see the docstring: left for a later round)
    for n in _people(trip):
        if not (n.get("secret") or "").strip() or n["name"] in lost:
            continue
        f = facts.get(f"lies-{n['key']}") or facts.get(f"secret-{n['key']}")
        if f is None or not f.get("clues"):
            bad("secret-no-clue", f"npc/{n['name']} ({n['role']}): no clue leads to their secret "
                                  f"{n['secret'][:60]!r}")


def _want_no_object(trip: dict, every, bad) -> None:
    for n in _people(trip):
        want = n.get("want") or ""
        for need, found in WANTS:
            if not need.search(want):
                continue
            # the page outside this NPC's own entry (their want is said again in clues and prices)
            elsewhere = [t.replace(want, "") for w, t in every if w != f"npc/{n['name']}"]
            if found is None or not any(found.search(t) for t in elsewhere):
                bad("want-no-object", f"npc/{n['name']}: wants {want[:70]!r}, and the page has nothing "
                                      f"that want can be met with")


def _vague(trip: dict, every, bad) -> None:
    seen = set()
    for where, text in every:
        if (m := VAGUE.search(text)) and (where.split("/")[0], m.group(0).lower()) not in seen:
            seen.add((where.split("/")[0], m.group(0).lower()))
            bad("vague-the-thing", f"{where}: {m.group(0)!r} names nothing the page says: {text[:80]!r}")
    lost = forgetful_of(trip.get("tweaks") or [])  # (who remembers nothing says nothing of what they saw)
    for n in _people(trip):
        if n.get("role") == BYSTANDER and n["name"] not in lost and not n.get("met_client") and not re.search(r"\bsaw\b", n.get("secret") or "", re.I):
            bad("vague-the-thing", f"npc/{n['name']}: a bystander who saw too much, and their secret never "
                                   f"says what they saw: {(n.get('secret') or '')[:60]!r}")


def _decoy(every, bad) -> None:
    for where, text in every:
        if DECOY.search(text) and not PLAY_DECOY.search(text) and not TELL.search(text):
            bad("decoy-no-tell", f"{where}: a decoy and no way to tell it from the real one: {text[:80]!r}")


def _dangling(every, bad) -> None:
    for where, text in every:
        if m := DANGLING.search(text):
            bad("dangling-object", f"{where}: {m.group(0)!r} and nothing comes of it: {text[:80]!r}")


def check_r30setups(trip: dict, world: dict, every, bad) -> None:
    _secret_no_clue(trip, bad)
    _want_no_object(trip, every, bad)
    _vague(trip, every, bad)
    _decoy(every, bad)
    _dangling(every, bad)
