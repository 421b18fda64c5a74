"""What a clue found at a scene says (round 25, issue 10: a cold reader found "Scrawled on a
wall at ..." with nothing said of what is scrawled or what it tells, and a row of paper notes
where the GM could not tell which says what). The first clue of a fact found at a scene (a trace, talk
overheard, the lander's sensors) ends in a sentence the GM can read aloud that says what the
crew learn from it, in a few words from the fact it carries: "It says the pilot is at the Lava
Tube of Panon.", "They say Cereoskva broke a promise to the dead.", "It shows the way past:
a longer way round keeps out of its reach, safe but slow. (GM: one extra hour on the clock, and
no roll.)" Once a fact: its other carriers stand under the same
fact line. trip/clues.py adds it once every fact has its
clues; the audit rule ``clue-says-nothing`` (consistency_r25clues.py) reads ``body``."""

from __future__ import annotations

import re
from zlib import crc32

from .clue_brief import world_side
from .clue_kinds import kind
from .clue_source import form_of
from .clue_traces import WORDLESS  # (a trace is never writing, whatever its place is called)

SAID = ("trace", "overheard", "sensor")  # the sources found at a scene: a thing, talk, sensors
# a fact's own lead-in the clause drops ("The crew learn that the client's money ...")
LEAD = re.compile(r"^(the crew (learn|discover|find out|hear) that|it turns out that)\s+", re.I)
# a first word that starts a sentence only, lowered in the middle of one
SMALL = ("They", "Their", "It", "Its", "The", "A", "An", "He", "She", "His", "Her", "This",
         "That", "There", "Someone", "Somebody", "Nobody", "Everyone", "Anyone", "Owes", "Knows",
         "Was", "Is", "Has", "Had", "Wants", "Once", "Never", "Sells", "Works", "Keeps")
WORDS = 14  # at most this many words of the fact


def body(fact: str) -> str:
    """The few words of a fact a clue says: what follows its header ("The truth about X: ...",
    "Where to find X: the place, ..."), up to the first clause's end, without a lead-in."""
    text = fact.strip().rstrip(".")
    m = re.match(r"^The way to (.+?)(, known to .*)?$", text)
    if m:
        return m.group(1)
    if fact.startswith("Where to"):  # the place, after the last colon: a maguffin's own name
        # may hold one ("Where to learn a yes or no: can the barn build here: the Exchange, from
        # Omar Conrad"; cold read r25-cold-b: "It points to can the barn build here.")
        return re.sub(r" \([^)]*\)", "", text.rpartition(": ")[2]).split(", ")[0].strip()
    head, _, rest = text.partition(": ")
    said = LEAD.sub("", re.sub(r" \([^)]*\)", "", (rest or head)).strip())  # no asides
    # a sentence ends at ". ", never at a name's "St. " or "Dr. " (review of algorithm-30 trips:
    # "They say what St. Vincent Millay is hiding: St.")
    said = re.split(r": | \(|; |(?<!\bSt)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)\. ", said)[0].strip().rstrip(",.")
    # an aside between commas goes first (cold read r28b-cold-e: "At hour 12 the easy way to the
    # old mine, where the job waits, shuts" was cut at its first comma, with no verb left)
    said = re.sub(r", (?:where|which|who|whose|when) [^,]+, ", " ", said)
    words = said.split()
    if len(words) > WORDS:  # a long clause: up to its first comma that keeps enough words, else
        cut = said.split(", ")[0].split()  # the whole clause: never cut off mid-sentence (cold
        words = cut if len(cut) >= 4 else words  # read r25-cold-a: "and has been told the crew.")
    said = " ".join(words)
    first = said.split(" ", 1)[0]
    return said[:1].lower() + said[1:] if first in SMALL else said


def _who(fid: str, fact: str) -> str:
    """Whom the fact is about, for a clause that needs its subject ("what X is hiding")."""
    head = re.sub(r" \([^)]*\)", "", fact.partition(": ")[0])
    if fid.startswith("lies-"):
        head = re.split(r" is hiding| keeps quiet", head)[0]
    head = head.removesuffix("'s secret")
    return "the " + head[4:] if fid == "rival" and head.startswith("The ") else head


def sentence(fid: str, fact: str, how: str, source: str) -> str:
    """The sentence that says what the crew learn from a clue found at a scene."""
    it = "They" if source == "overheard" else "It"
    say = {"writing": "says", "people": "say"}.get(kind(how, source), "shows")
    said = body(fact)
    if fid == "where":  # in one of a few words, by the carrier's own (a stock "It points to X" on
        # 72 of hang's audit/1..100, test_r19_repeats; crc32: the same on every machine)
        if it == "They":
            return f"They point to {said}." if crc32(how.encode()) % 2 else f"They say it is at {said}."
        # only words name a place: a trail, a track or a picture points or leads to it (cold reads
        # 33: "Branches snapped back at shoulder height ... It names the Acorn Granary")
        ways = ("It points to {0}.", "It leads to {0}.") + (
            ("It names {0}.", "It gives the place: {0}.") if say == "says" and not WORDLESS.search(how) else ())
        if fact.startswith("The way to "):  # the job already names the place: the clue gives the
            # road there, never the name (cold read r34-b, vexhollow-5: a crew hired to map the old
            # mine told "It gives the place: the old mine")
            ways = ("It points the way to {0}.", "It leads the way to {0}.") + (
                ("It tells the way to {0}.",) if say == "says" and not WORDLESS.search(how) else ())
        return ways[crc32(how.encode()) % len(ways)].format(said)
    if say == "shows" and form_of(how, source) == "voice":  # a recorder's voice says what it tells
        say = "says"  # (r39: "A comm unit ... still crackling with the voices ... It shows the way past")
    if fid == "way" or fid.startswith("way-"):  # the whole way in the world's words, then what
        # it costs in a note for the GM (cold read r26: a child who says "one extra hour on the
        # clock, and no roll"; signs scratched by the locals that read "one DL easier than the
        # way round's roll"); a way line is "what the world says: what it costs"
        way = fact.partition(": ")[2].strip().rstrip(".") or said
        told, _, rules = way.rpartition(": ")
        rules = re.sub(r" \(([^()]*)\)", r", \1", rules)  # "(GM: no roll, up to one hour's wait.)"
        return f"{it} {say} the way past: {told}. (GM: {rules}.)" if told else f"{it} {say} the way past: {way}."
    if fid == "truth":
        return f"{it} {say} the truth about {_who(fid, fact).removeprefix('The truth about ')}: {said}."
    if fid.startswith("lies-"):
        return f"{it} {say} what {_who(fid, fact)} is hiding: {said}."
    if fid.startswith("secret-"):  # "Jeri Borges was paid to lose a fight", said with its subject
        verb = said[:1].isupper() and not said.startswith("How ") and " " in said
        return f"{it} {say} {_who(fid, fact)} {said[:1].lower() + said[1:]}." if verb or said[:1].islower() \
            else f"{it} {say} {_who(fid, fact)}'s secret: {said}."
    if fid == "rival":
        return f"{it} {say} what {_who(fid, fact)} are after: {said}."
    said = world_side(fact) or said  # the world's side, not the crew's briefing (trip/clue_brief.py)
    return f"{it} {'warn' if it == 'They' else 'warns'}: {said[:1].upper() + said[1:]}."  # a complication


# a later written carrier of a fact says it too (round 35, cold readers of algorithm-30 trips: "A
# hat left behind at the mesa, with a few words written on a slip inside the band", and the card
# the GM hands over had no words on it); a way past led in other words than the first carrier's
# "It says the way past:" (cold read r25), its cost in the same GM note
AGAIN = ("It says the same: ", "It says as much: ", "It says it too: ")  # (clue_kinds.SAID reads "It says")


def again(fid: str, fact: str, how: str, source: str) -> str:
    """What a written thing that is not its fact's first carrier says: the first carrier's
    sentence, a way past led in other words."""
    said = sentence(fid, fact, how, source)
    if fid == "way" or fid.startswith("way-"):
        return said.replace("It says the way past: ", AGAIN[crc32(how.encode()) % len(AGAIN)], 1)
    return said


# talk whose card names only where it is heard, nobody and nothing in it (round 37, cold readers of
# algorithm-31 trips: "Wordless cards: 'Overheard from locals at ...'"): it says its fact at every
# carrier, as a written card does (play_clues.json's bare lines; the audit rule
# ``wordless-talk-card``, consistency_r37holes.py, reads this pattern)
BARE = re.compile(r"^(Overheard from locals|Gossip) at [^.;:]+$")

ENTRY = " (their Wants, in their entry)"  # where a priced clue's want is written
# the pointer, said once a page, in one of several wordings chosen by the clue's own words (round
# 38, cold readers of algorithm-32 trips: "(their Wants, in their entry)" in all five of one
# reader's trips); each names the Wants line of the person's entry, which the GM looks up
POINTERS = ("their Wants, in their entry", "their entry lists their Wants", "written under their Wants",
            "see their Wants", "what that is: their Wants", "look under their Wants")


def say_all(facts: list[dict]) -> None:
    """The first clue of each fact found at a scene says what it tells (in place); the fact's
    other carriers stand under the same fact line and do not say it again (cold read r25: one
    way past printed word for word under four carriers of one trip), except a written thing,
    which carries its words (``again``: round 35, a card with no words)."""
    for f in facts:
        first = True
        for cl in f["clues"]:
            if cl["kind"] == "scene" and cl["source"] in SAID:
                if first:
                    cl["how"] = f"{cl['how'].rstrip('.')}. {sentence(f['id'], f['fact'], cl['how'], cl['source'])}"
                    first = False
                elif kind(cl["how"], cl["source"]) == "writing" or BARE.match(cl["how"]):  # a card carries
                    # its words (round 35), and so does talk that names only where it is heard (round 37)
                    cl["how"] = f"{cl['how'].rstrip('.')}. {again(f['id'], f['fact'], cl['how'], cl['source'])}"
    # where the want is written is said once a page (cold read r25: "(their Wants, in their
    # entry)" eight times over, machine-made)
    pointed = False
    for f in facts:
        for cl in f["clues"]:
            if "their Wants, in their entry" in cl["how"]:
                if pointed:  # " (their Wants, in their entry)", or "(their Wants, in their entry; ..."
                    cl["how"] = cl["how"].replace(ENTRY, "").replace("(their Wants, in their entry; ", "(")
                else:
                    said = POINTERS[crc32(cl["how"].encode()) % len(POINTERS)]
                    cl["how"] = cl["how"].replace("(their Wants, in their entry", f"({said}", 1)
                pointed = True
