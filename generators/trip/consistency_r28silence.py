"""The consistency audit's round-28 rules on a day of silence (algorithm-26 trips; cold read
r27b-cold-b of an algorithm-25 trip). Registered in generators/trip/consistency_r28.py;
tests/test_r28_silence.py feeds each rule a broken trip.

On a node whose Hook keeps a day of silence ("Today is the one day of the year the locals do
not speak, and they expect visitors to keep quiet too"), round 26 kept the clues from talking
locals (``silent-day-talk``) and round 27 had a scene show the silence; the cast's own manners,
the places' lines and the ways past a keeper still talked. Cold read: a day of silence in the
Hook with locals who "argue about the weather", talk in a rush, and are talked round.

- ``silent-day-manner-talk``: no local of the cast has a manner of speech ("talks in a rush",
  "answers questions with questions", "tells the same story twice"). Fix: the fact ``silent``
  is kept in the World (generators/facts_r28.py EXTRA_28, set where the Hook is drawn); a local's
  manner on that day is drawn from corpora/grammars/people.json ``manner_silent``
  (facts_r28.manner_symbol), whose habits of speech need ``silent != yes`` and whose own
  habits keep the silence (nods, hand-signs, writing in the dust).
- ``silent-day-locals-talk``: no place line has the locals talk there (argue, tell fortunes,
  swap stories, voices arguing behind a wall). Fix: those lines of corpora/grammars/places.json
  need ``silent != yes`` (the locals still trade, pray, mend their tools or settle debts).
- ``silent-day-talked-round``: the climax's last barrier (its release) and the scenes' ways
  round never ask the crew to talk a local round, down or into something aloud. Fix: the
  release lines read ``{talk} {holder} round`` (trip/silent_talk.py): on a silent day the
  crew "wordlessly coax" the keeper round; the strong
  start that has the crew talk the stone-throwers down at the hatch needs ``silent != yes``
  (corpora/trip/play_lines.json).
- ``silent-day-teller-talk``: no one met hands over a clue in a spoken exchange that round 26's
  ``silent-day-talk`` does not read as speech: blurting it out, getting it out in the end, a
  question put three ways, a list of questions answered first, giving it up once the crew stop
  asking. Fix: those lines of corpora/trip/play_clues.json need ``silent != yes`` (the silent
  day's own lines write it out, act it out or draw it).
- ``silent-day-clock-talk``: the clock's hours have no local talk the news round: nobody "says
  so to anyone who will listen", hears a rumour, starts asking round, wonders aloud, tells
  everyone, or wants "an hour of questions". Fix: those lines of corpora/trip/play_clock.json
  need ``silent != yes`` (the other lines of each track remain; a track with none left is
  quiet at that tick, as trip/clock.py has it).
- ``silent-day-way-aloud``: no scene's obstacle asks the crew to get past by speaking, singing
  or counting aloud, or by letting a local talk at them ("say goodbye out loud, each in turn",
  "sing, loudly and badly, all the way through"): the locals expect visitors to keep quiet too,
  and a word spoken aloud turns them against the crew. Fix: those obstacles of
  corpora/trip/play_obstacles.json and the counters of corpora/grammars/obstacles.json need
  ``silent != yes`` (others remain for every opposition, and one has the crew "talk only by
  hand signs").
- ``silent-day-want-talk``: no local of the cast wants what only talk gives, today (a clue's
  price is the teller's want): to tell the crew the old story, all of it; to win a long
  argument with a neighbour; to be asked their opinion; to hear the crew say something kind.
  Fix: those wants of corpora/grammars/people.json need ``silent != yes``.
"""

from __future__ import annotations

import re

from .parts import SILENT_HOOK

RULES = ("silent-day-manner-talk", "silent-day-locals-talk", "silent-day-talked-round", "silent-day-teller-talk",
         "silent-day-clock-talk", "silent-day-way-aloud", "silent-day-want-talk")

# a manner of speech: talking, a voice, answers and questions, stories, names called
MANNER_TALK = re.compile(
    r"\b(talks?|talking|voice|speaks?|spoken|speaking|says?|tells?|answers?|answering|"
    r"questions?|sentences?|stor(y|ies)|grammar|proverbs|rhymes|tense|lisp|stammer|drawl|"
    r"murmur|mutters?|burr|croak|whispers?|under their breath|nicknames?|calls everyone|"
    r"repeats the last word|apologises|asks?|names every)\b(?<!can tell)", re.I)
# locals talking at a place: arguing, fortunes told, stories swapped, quarrels judged
LOCALS_TALK = re.compile(
    r"\b(argue|argues|arguing|tell fortunes|swap stories|judge small quarrels|gossip\w*|"
    r"chatter\w*|calls the same three words)\b", re.I)
# the crew asked to talk someone round, down or into something aloud
# a clue handed over in a spoken exchange (beyond round 26's SPEECH words)
EXCHANGE = re.compile(r"\b(blurts?|gets it out|the question put|list of questions|stop asking|corrects it|"
                      r"the crew's word first|wants to know what)\b", re.I)
# the news of the crew going round by word of mouth on the clock
CLOCK_TALK = re.compile(
    r"says so to anyone|hour of questions|hears a rumour|starts asking|wondering aloud|has told half|"
    r"neighbour tells|tells everyone|shouting match|sings about|are talking about|questions second-hand", re.I)
# a way past an obstacle by the crew's own voices (or a local's talk)
ALOUD = re.compile(
    r"\b(out loud|aloud|talk terms|talk too much|stop and talk|talk the rest|keep talking|let them talk|"
    r"(?-i:sing|singing)|say only true things|say their own names|says sorry|talk dies down|before the talk starts)\b",
    re.I)  # (lower-case "sing": "The Singing Ridge" is a name)
# a want that only talk can meet
WANT_TALK = re.compile(
    r"long argument|tell the crew the old story|to be asked (their opinion|about)|hear the crew say|"
    r"a story for a story|sell a story to the crew|to be told, honestly|said properly by a stranger|"
    r"can be talked into|single word of the crew's language|one word of the tourists' language|"
    r"hear what the tourists really think", re.I)
HOME = re.compile(r"\b(the barn|barn's|back home|at home)\b", re.I)
TALKED_ROUND = re.compile(r"\btalk(?:ed)?\b(?! dies)(?:(?![.;:()]).){0,40}?\b(round|down|into)\b", re.I)


def is_silent(trip: dict) -> bool:
    """Whether the node's Hook keeps a day of silence."""
    return any(SILENT_HOOK.search(str(d.get("text") or "")) for d in (trip.get("node") or {}).get("details") or []
               if isinstance(d, dict) and d.get("label") == "Hook")


def _manners(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature" or n.get("folk") != "local":
            continue
        if m := MANNER_TALK.search(n.get("manner") or ""):
            bad("silent-day-manner-talk", f"{n.get('name')}'s manner {m.group(0)!r} on the day the locals do not "
                                          f"speak: {(n.get('manner') or '')[:80]!r}")


def _wants(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        if n.get("source") != "creature" and n.get("folk") == "local" and (m := WANT_TALK.search(n.get("want") or "")):
            bad("silent-day-want-talk", f"{n.get('name')} wants {m.group(0)!r} on the day the locals do not speak: "
                                        f"{(n.get('want') or '')[:80]!r}")


def place_lines(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the lines that say what a place is like."""
    out = [(f"location/{loc.get('name')}", f"{loc.get('text') or ''} {loc.get('sensory') or ''}")
           for loc in trip.get("locations") or []]
    out += [(f"scene/{sc.get('number')}", sc.get("read_aloud") or "") for sc in trip.get("scenes") or []]
    out.append(("start", (trip.get("start") or {}).get("read_aloud") or ""))
    return out


def _places(trip: dict, bad) -> None:
    for where, text in place_lines(trip):
        if m := LOCALS_TALK.search(text):
            bad("silent-day-locals-talk", f"{where}: {m.group(0)!r} on the day the locals do not speak: "
                                          f"{text[max(0, m.start() - 40):m.end() + 40]!r}")


def _round(trip: dict, bad) -> None:
    lines = [(f"scene/{sc.get('number')}/{k}", str(v or "")) for sc in trip.get("scenes") or []
             for k, v in (("release", sc.get("release")), ("way", (sc.get("obstacle") or {}).get("way")))]
    lines.append(("start/then", (trip.get("start") or {}).get("then") or ""))
    for where, text in lines:
        if m := TALKED_ROUND.search(text):
            bad("silent-day-talked-round", f"{where}: {m.group(0)!r} on the day the locals do not speak: "
                                           f"{text[max(0, m.start() - 30):m.end() + 40]!r}")


def _tellers(trip: dict, bad) -> None:
    for c in trip.get("clues") or []:
        for x in c.get("clues") or []:
            how = x.get("how") or ""
            if x.get("source") == "npc" and not HOME.search(how) and (m := EXCHANGE.search(how)):
                bad("silent-day-teller-talk", f"clue/{c.get('id')}: {m.group(0)!r} on the day the locals do not "
                                              f"speak: {how[:80]!r}")


def _clock(trip: dict, bad) -> None:
    for tk in (trip.get("clock") or {}).get("ticks") or []:
        for ev in tk.get("events") or []:
            text = ev.get("text") or ""
            if m := CLOCK_TALK.search(text):
                bad("silent-day-clock-talk", f"tick {tk.get('tick')}: {m.group(0)!r} on the day the locals do not "
                                             f"speak: {text[:80]!r}")


def _ways(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        way = (sc.get("obstacle") or {}).get("way") or ""
        if m := ALOUD.search(way):
            bad("silent-day-way-aloud", f"scene {sc.get('number')}: {m.group(0)!r} on the day the locals do not "
                                        f"speak: {way[:80]!r}")


def check_r28silence(trip: dict, world: dict, every, bad) -> None:
    if not is_silent(trip):
        return
    _manners(trip, bad)
    _places(trip, bad)
    _round(trip, bad)
    _tellers(trip, bad)
    _clock(trip, bad)
    _ways(trip, bad)
    _wants(trip, bad)
