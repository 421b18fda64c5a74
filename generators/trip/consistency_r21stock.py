"""The consistency audit's round-21 stock-line rules (brief r21 stock; cold read 29, GMs reading
algorithm-19 trips of seeds r20-cold-a .. r20-cold-j cold: the same stock lines in trip after
trip). The cure is wider pools (corpora/trip/play_clues.json's npc forms, grammars/people.json
``sec_then``, play_clock.json's rival arrivals, play_endings.json's pay lines; tests/
test_r21_stock.py counts them over audit trips); these rules keep one page from printing a
stock piece twice, which a wider pool alone does not promise: each person deals their secret
from their own part of the trip's deck (text/deck.py), so two people may draw the same card
(content/people.py now redraws a secret whose aftermath someone before took, secret_then).
generators/trip/consistency.py runs them; tests/test_r21_stock.py feeds each a broken trip.

- ``secret-then-twice``: two people's secrets do not end on the same stock aftermath (the
  ``#sec_did#, and #sec_then#`` secrets of grammars/people.json): a page where "Once stole
  from the mill, and they regret it every day" sits beside "Lost the key they were trusted to
  keep, and they regret it every day" reads as one template, not two people (cold read 29:
  "regret it every day" on trip after trip, and twice on a page).
- ``clue-told-twice``: no two clues of one page are found the same way from a person (the
  ``npc`` forms of trip/play_clues.json, the person's name set aside): "Ziv Gaiman, who tells
  it as a story about someone else, with the names changed" and "Isbe Palia, who tells it as a
  story about someone else, ..." on one page is the stock showing (cold read 29).
- ``someone-here-unmet``: a person's want or secret that says someone unnamed "is here" (the
  buyer, the one they wronged) names someone on the page: a line of the cast says who (cold
  read 29, r20-cold-a/-b/-j: NPC lines that set up what no scene, clue or ending uses; "Once
  sold a fake map of the mill, and the buyer is here" on 18 of audit/1..150 of hang and
  slip-n-slide, with no buyer anywhere; the line now ends "spent the money before the buyer
  found out").
"""

from __future__ import annotations

import re
from collections import Counter

from ..content.people import secret_then

RULES = ("secret-then-twice", "clue-told-twice", "someone-here-unmet")

# "the buyer is here", "the one they wronged is here": someone on the node the line does not name
HERE = re.compile(r"\bthe (?!crew\b)(one \w+ \w+|\w+) (is|are) (here|on the node|on this node)\b", re.I)
# (round 22, brief r22 promises) lines that promise someone else on the node without "is here":
# a buyer waiting at a place, two people coming, someone who is also on the trip; the word a
# scene, tick or ending that meets them uses
PROMISED = ((re.compile(r"\ba buyer for .+? waiting at\b", re.I), "buyer"),
            (re.compile(r"\bboth are coming\b", re.I), "both"),
            (re.compile(r"\bsomeone, who is also on the trip\b", re.I), "also on the trip"))


# the note a clue learnt only once the rivals have landed carries (trip/clues.py)
AFTER_LANDING = re.compile(r" \(from hour \d+, once the (?:crew|rivals) have landed\)")


def _told(how: str, names: list[str]) -> str | None:
    """A person clue's way of telling with the teller's name set aside, or None."""
    for name in sorted(names, key=len, reverse=True):
        if name and how.startswith(name + ", "):
            form = how[len(name) + 2:].replace(name, "{npc}")
            return AFTER_LANDING.sub("", form).rstrip(". ")  # the same form with or without the hour
    return None


def _met_in_play(trip: dict, line: str) -> str:
    """The play layer's text, less the line itself where a clue repeats it, lower-cased."""
    from .play_texts import play_texts

    body = line.rstrip(".")
    return " ".join(t.replace(body, "") for _, t in play_texts(trip)).lower()


def check_r21stock(trip: dict, world: dict, every, bad) -> None:
    people = trip.get("npcs") or []
    thens = Counter(t for n in people if (t := secret_then(n.get("secret") or "")))
    for t, k in sorted(thens.items()):
        if k > 1:
            who = [n["name"] for n in people if secret_then(n.get("secret") or "") == t]
            bad("secret-then-twice", f"npcs {', '.join(who)}: secrets all end {t!r}")
    names = [n["name"] for n in people]
    seen: dict[str, str] = {}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            if cl.get("kind") != "npc" or not (form := _told(cl.get("how") or "", names)):
                continue
            here = f"clue/{fact.get('id')}/{cl.get('at')}"
            if form in seen and seen[form] != here:
                bad("clue-told-twice", f"{seen[form]} and {here}: both {form!r}")
            seen.setdefault(form, here)
    for n in people:
        others = " ".join(f"{o.get('role', '')} {o.get('want', '')} {o.get('secret', '')}"
                          for o in people if o is not n).lower()
        for field in ("want", "secret"):
            line = n.get(field) or ""
            if (m := HERE.search(line)) and m.group(1).split()[-1].lower() not in others:
                bad("someone-here-unmet", f"npc/{n['name']} {field}: {m.group(0)!r}, and nobody on the page is them")
            # round 22: a promised party is met by the cast, or by a scene, tick or ending
            # (not the clue that only repeats the line)
            for pat, word in PROMISED:
                if (m := pat.search(line)) and word not in others and word not in _met_in_play(trip, line):
                    bad("someone-here-unmet", f"npc/{n['name']} {field}: {m.group(0)!r}, and no scene, "
                                              "tick or ending meets them")
