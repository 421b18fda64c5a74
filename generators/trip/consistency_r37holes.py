"""The consistency audit's round-37 hole rules (cold reads of algorithm-31 trips: what a GM needs
at the table and does not have, and lines that read as machine-made). Registered in
generators/trip/consistency_r37.py; tests/test_r37_holes.py feeds each rule a trip broken on
purpose, and checks over the audit trips that the generator keeps to it.

- ``wordless-talk-card``: a clue card of talk that names only where it is heard ("Overheard from
  locals at the Romacia Mesa", "Gossip at Lowfold, for anyone who stands about ...") says what is
  said. Cold read: "Wordless cards: 'Overheard from locals at ...' (T1, T2)". Fix:
  trip/clue_say.py ``BARE``: such a card says its fact at every carrier, as a written card does.
- ``tourist-unsaid``: a paying tourist with no entry whom the maguffin's Why makes matter (the
  travel writer travelling incognito) is named in the party row with what they are. Cold read:
  "Two tourists with no description, one of them the travel writer who matters". Fix:
  trip/party.py ``_pointed``.
- ``miss-without-outcome``: a roll whose miss is "X sees" says what follows. Cold read: "'or do
  the work unseen (GRACE DL 4; a miss means Sadie sees)'. It doesn't say what happens then."
  Fix: corpora/trip/play_lines.json's last barriers (from then on only the price or the talk).
- ``hit-without-cause``: a maguffin's risk that hurts whoever records it up close says why.
  Cold read: "'whoever records it from near enough takes a hit unless they roll GRACE (DL 4)'.
  The trip never says why recording a drum festival up close is dangerous." Fix:
  corpora/trip/maguffin_handling.json (the crowd's crush, on inhabited worlds).
- ``help-past-the-day``: a person's entry does not offer help with a want no crew could see
  through in their day (a deed to get back, a brother gone through a slip years ago, a building to
  finish before the weather turns) as the price of help today. Cold read: "Crimson's deed to the
  air base: helping with it gives -1 DL, but nothing says where the deed is or how a crew could
  get it in a day" (34 of 300 audit trips). Fix: trip/want_day.py, read by trip/want_trade.py.
- ``machine-made-line``: no line of the trip reads as the machine's bookkeeping. Cold reads:
  "'2 hours of work ... counted on the clock in place of the stay it counts there'"; "The fuel
  bill comes in to the last drop of what was priced: the barn's accountant wants to know how a
  crew managed that, and so does the rival crew's". Fix: trip/map_work.py ``WANT``;
  corpora/trip/play_endings.json's fuel line, rewritten.

(The round's other quotes were already fixed on algorithm 32: the setback's label says its printed
DL counts the +1 (site/play_view.py, a74afb5d), and joined paradox signs are lower-cased
(content/nodes.py ``_signs``); the maguffin's look row of a thing is "What it is like", a render
label (render/maguffin.py, tested in tests/test_r37_holes.py).)
"""

from __future__ import annotations

import re

from .want_day import past_the_day

RULES = ("wordless-talk-card", "tourist-unsaid", "miss-without-outcome", "hit-without-cause",
         "help-past-the-day", "machine-made-line")

BARE = re.compile(r"^(Overheard from locals|Gossip) at [^.;:]+\.?$")
MISS = re.compile(r"\ba miss means [^;,()]{1,60}? sees\s*[);.]")
HIT = re.compile(r"\btakes a hit unless\b", re.I)
CAUSE = re.compile(r"\b(crowd|crush|press|fire|flames?|heat|sparks?|falls?|falling|guards?|beasts?|"
                   r"blast|gas|stampede|storm|rocks?|drums?)\b", re.I)
MACHINE = re.compile(r"\bin place of the stay it counts there\b|\bto the last drop of what was priced\b|"
                     r"\bso does the rival crew's\b", re.I)
ONE_OF = re.compile(r"([A-Z][\w'-]+(?: [A-Z][\w'-]+)*), one of the tourists, is ")


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 60): m.end() + 60])


def check_r37holes(trip: dict, world: dict, every, bad) -> None:
    for f in trip.get("clues") or []:
        for cl in f.get("clues") or []:
            how = str(cl.get("how") or "")
            if cl.get("kind") == "scene" and BARE.match(how):
                bad("wordless-talk-card", f"a card of {f.get('id')} says nothing of what is said: {how!r}")
    mag = trip.get("maguffin") or {}
    party, why = str(mag.get("party") or ""), str(mag.get("why") or "")
    npcs = {n.get("name") for n in trip.get("npcs") or []}
    for m in ONE_OF.finditer(why):
        name = m.group(1)
        if party and name not in npcs and f"{name} (" not in party:
            bad("tourist-unsaid", f"{name} matters (Why: {why[:80]!r}) but the party row says only the name: {party[:120]!r}")
    for n in trip.get("npcs") or []:
        if str(n.get("trade") or "").startswith("Help with their want") and past_the_day(n.get("want")):
            bad("help-past-the-day", f"npc {n.get('name')}: {n['trade'][:60]!r} for {n.get('want')!r}")
    risk = str(((mag.get("description") or {}).get("risk")) or "")
    if HIT.search(risk) and not CAUSE.search(risk):
        bad("hit-without-cause", f"the maguffin's risk hurts with no cause: {risk!r}")
    for where, text in every:
        m = MISS.search(text)
        if m:
            bad("miss-without-outcome", f"{where}: a miss that only 'sees': {_quote(text, m)}")
        m = MACHINE.search(text)
        if m:
            bad("machine-made-line", f"{where}: {_quote(text, m)}")
