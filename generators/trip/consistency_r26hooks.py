"""The consistency audit's round-26 rules about a node's hook, complications and world facts
that the trip's own scenes contradict or never pay (algorithm-24 trips; cold readers of
algorithm-23 trips). generators/trip/consistency_r26.py runs them; tests/test_r26_hooks.py
feeds each a contradicting trip.

- ``complication-unshown-at-place``: a Mission Complication whose line names a place of the
  trip is shown in the scene at that place (its name or its line there). Cold read: "War
  Zone: Two armies camp either side of the Singing Crater Town", and the crew reach the
  Singing Crater Town and the scene says nothing of the armies. Fix: trip/comp_threads.py
  gives that scene a thread labelled with the complication (corpora/trip/play_threads.json
  ``complication`` lines).
- ``silent-day-talk``: on a node whose Hook keeps a day of silence ("Today is the one day of
  the year the locals do not speak"), no clue is handed over by locals talking: nobody is
  overheard (a clue of source ``overheard``, unless it is locals trading it in hand-signs), and nobody met tells, says, argues or answers it
  aloud (a clue of source ``npc`` in words of speech). Cold read: the locals keep
  "a day of silence" while the scenes hand the crew clues by talking locals that same day.
  Fix: the fact ``silent`` (generators/facts_r26.py, set by trip/parts.py facts from the
  Hook); the talking clue lines of corpora/trip/play_clues.json need ``silent != yes`` and
  the silent day has lines of its own (written down, acted out, nods and pointing).
- ``lawless-officials``: on a node with no law (fact ``law: none``: "No law: whoever is
  strongest decides"), nobody official checks papers or asks for a permit, no customs
  officer stamps anything, nobody is taken for a tax inspector. Cold read: "No law" beside a
  scene where an official checks papers. Fix: those lines need ``law != none``.
"""

from __future__ import annotations

import re

from .consistency_walk import strings
from .parts import SILENT_HOOK

RULES = ("complication-unshown-at-place", "silent-day-talk", "lawless-officials")

# a clue handed over by speech (the clue's carrier, not the "It says ..." of a written trace)
SPEECH = re.compile(
    r"\b(tells?|telling|told|says?|saying|said|speaks?|speaking|spoken|talk\w*|chat\w*|gossip\w*|"
    r"whisper\w*|shout\w*|argu(e|es|ing)|arguments?|aloud|answers?|mutter\w*|rumou?rs?|lets? (it|them|that) "
    r"(slip|out)|passes it on|pass(es|ing)? (it|the day's news) along|comparing notes|quarrel\w*|"
    r"complain\w*|correcting|explain\w*|mentions?|recites?|boasts?|brags?|sings?|singing|"
    r"calls? out|asks?|praying|overheard|news)\b", re.I)
# the sentence a found thing ends with ("It says the pilot is at ...": written, not spoken)
WRITTEN = re.compile(r"(?:^|(?<=[.!?] ))(It|Its words) (says?|shows?|points?|warns?|leads?|tells?)\b[^.]*\.?")
# officialdom: papers checked, permits, customs, inspectors (not the barn's own paperwork)
OFFICIAL = re.compile(
    r"\b(ask(s|ed|ing)? for papers|papers (nobody|the crew)|see papers|permits?|passports?|"
    r"visas?|customs (shed|house|post|officers?|men)|(a|local|the) officials?|tax inspectors?|"
    r"rubber stamps?|border guards?)\b", re.I)
# the silent day's own way of passing word: hand-signs the crew can read, not speech
SIGNED = re.compile(r"\bhand-signs\b", re.I)
HOME = re.compile(r"\b(the barn|barn's|back home|at home)\b", re.I)
SKIP = ("id", "npcs", "leads_to", "kind", "opposition", "stat", "label", "number", "here", "creatures")


def comp_events(trip: dict) -> list[tuple[str, str]]:
    """(complication, its line) of each complication event the trip prints."""
    comps = trip.get("complications") or []
    out = []
    for e in trip.get("events") or []:
        head, _, body = (e.get("text") or "").partition(": ")
        if head in comps and body:
            out.append((head, body))
    return out


def _bare(name: str) -> str:
    return re.sub(r"^the ", "", name.strip(), flags=re.I).lower()


def named_places(trip: dict, body: str) -> list[str]:
    """The trip's locations a line names, in the order it names them."""
    low = body.lower()
    found = [(re.search(r"(?<!\w)" + re.escape(_bare(loc["name"])) + r"(?!\w)", low), loc["name"])
             for loc in trip.get("locations") or [] if _bare(loc["name"])]
    hits = [(m.start(), name) for m, name in found if m]  # as words: "the dam" is not in "damaged"
    return [n for _, n in sorted(hits)]


def _unshown(trip: dict, bad) -> None:
    scenes = {sc.get("place"): sc for sc in trip.get("scenes") or []}
    for comp, body in comp_events(trip):
        for place in named_places(trip, body):
            sc = scenes.get(place)
            if sc is None:
                bad("complication-unshown-at-place", f"{comp}: {body[:60]!r} names {place!r}, which no scene visits")
                continue
            text = " ".join(t for _, t in strings(sc, SKIP)).lower()
            if comp.lower() not in text and body[:40].lower() not in text:
                bad("complication-unshown-at-place", f"scene {sc.get('number')} ({place[:40]!r}) says nothing of "
                                                     f"{comp}: {body[:70]!r}")


def _silent(trip: dict, bad) -> None:
    hook = next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Hook"), "")
    if not SILENT_HOOK.search(hook):
        return
    # the visitors (the tourists the crew brought) keep no local day of silence (slip-n-slide
    # audit/845 and 913 under round 30: a tourist "who keeps asking the crew")
    visitors = "|".join(re.escape(n["name"]) for n in trip.get("npcs") or []
                        if n.get("folk") == "visitor" and n.get("name"))
    visitors = rf"(?:{visitors})(?:,|'s\b)" if visitors else r"(?!)"
    # a clue a visitor gives or carries is theirs, wherever the name falls in it (slip-n-slide
    # audit/553 of algorithm 31: "A bundle of unopened letters in Alexandria Vasquez's bag ...
    # Alexandria Vasquez told the others", a tourist's)
    guests = {n.get("key") for n in trip.get("npcs") or [] if n.get("folk") == "visitor"}
    for c in trip.get("clues") or []:
        for x in c.get("clues") or []:
            how = x.get("how") or ""
            if x.get("source") == "overheard" and not SIGNED.search(how):  # locals talking, overheard
                bad("silent-day-talk", f"clue/{c.get('id')}: overheard on the day the locals do not speak: "
                                       f"{how[:80]!r}")
            elif x.get("source") == "npc" and not HOME.search(how) and not re.match(visitors, how) \
                    and not (x.get("kind") == "npc" and x.get("at") in guests) \
                    and (m := SPEECH.search(WRITTEN.sub("", how))):
                bad("silent-day-talk", f"clue/{c.get('id')}: {m.group(0)!r} on the day the locals do not speak: "
                                       f"{how[:80]!r}")


def lawless_texts(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the node's own lines: its details, places, events, scenes, clues, clock
    and its locals (not the barn's paperwork at home)."""
    from .play_texts import play_texts

    out = [(f"node/{d['label']}", d["text"]) for d in (trip.get("node") or {}).get("details") or []
           if d.get("label") not in ("Overheard in the barn", "From an old field log", "Barn records")]
    out += [(f"location/{loc['name']}", f"{loc.get('text', '')} {loc.get('sensory', '')}")
            for loc in trip.get("locations") or []]
    out += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    out += [(f"scene/{sc['number']}/thread", th["text"]) for sc in trip.get("scenes") or []
            for th in sc.get("threads") or []]
    out += [(w, t) for w, t in play_texts(trip) if not w.startswith("ending/")]
    out += [(f"npc/{n['name']}", " ".join(str(n.get(k) or "") for k in ("role", "look", "manner", "want")))
            for n in trip.get("npcs") or [] if n.get("source") != "creature"]
    return [(w, t) for w, t in out if t and not HOME.search(t)]


def _lawless(trip: dict, world: dict, bad) -> None:
    if world.get("law") != "none":
        return
    for where, text in lawless_texts(trip):
        if where.startswith("node/Drifting past"):  # a thing the Chao's flux carries by, no office
            continue  # ("A rubber stamp the size of a church, turning slowly", slip-n-slide audit/774)
        if m := OFFICIAL.search(text):
            bad("lawless-officials", f"{where}: {m.group(0)!r} where there is no law: {text[:80]!r}")


def check_r26hooks(trip: dict, world: dict, every, bad) -> None:
    _unshown(trip, bad)
    _silent(trip, bad)
    _lawless(trip, world, bad)
