"""What a clue may cost the crew (cold read 19, reader A class 4: "Mattilippo-42, if the crew
help with what they want" beside "Wants: To win a bet ... that the crew will fail"; a needed
clue traded for keeping the sunset "the way it was before the tourists came", on a tour).

A clue bought with the crew's help with what its source wants is drawn only from someone whose
want the crew can serve without undoing the job: never from one who wants the crew to fail, to
leave empty-handed, to be kept busy, to lose the lander, or the maguffin kept where it is,
kept from off-worlders or handed to someone else first. The villain's wants
(corpora/grammars/people.json ``want_foe``) all work against the job; so do the plain wants
matched by ``AGAINST`` (``to keep #maguffin# exactly where it is``). The audit's
``clue-price-fits`` (consistency_motive.py) reads the same test.

And one who wants to trade or sell what they know about the maguffin tells its truth (cold
read 19 E-6: "Amal knows about the core but no clue uses Amal"): ``KNOWS_ABOUT``, read by
clues.py for the truth's first source (not yet everywhere: a truth that names the client is
told only by those who met the client, and a knower at the climax is no source of a fact
needed before it).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..memo import by_identity

PRICED = "help with what they want"  # the clue forms whose price is the source's want
KNOWS_ABOUT = re.compile(r"\bwhat (they|he|she) knows? about\b", re.I)
AGAINST = re.compile(
    r"\b(the crew (will )?fail|crew fail\b|watch the crew fail|leave empty-handed|exactly where it "
    r"is|the way (it was|they were) before|no longer matters|off-worlders|strangers packing|"
    r"visitors are trouble|(get|take|steal|keep) the crew's lander|before the crew (can reach|do)|"
    r"keeps the next one away|"
    r"once for stopping them|score with the barn|keep the crew (out|away|busy)|stop the crew|"
    r"send the crew home|the crew (to )?go home empty|nobody (ever )?takes|"
    r"wrong in one crucial way|the day runs out|keep the crew from)\b", re.I)
# a want that keeps the maguffin from the crew, trades it away or harms it (cold read 27: a clue
# from Harumi "if the crew help with what they want", and Harumi wants to keep the surveyor the
# crew came for "here, where they are happy"): helping with it undoes the job
KEEPS = re.compile(
    r"\bkeep .{1,80}? (here|a secret from|under lock|locked up|out of sight)\b|\bkeep the tourists "
    r"away from\b|\bis the price\b|\bhold .{1,80} until\b|\bmake .{1,80} pay for\b|\bfall apart in "
    r"front of\b|\brescued by anyone but this crew\b", re.I)


_CACHE: dict = {}


def _foe_wants() -> tuple[re.Pattern, ...]:
    """The villain's wants as patterns (their #symbols# match any words), per loaded grammar
    (a pack may add some)."""
    from ..data import load

    return by_identity(_CACHE, load("grammars/people"), _patterns, 4)


def _patterns(g) -> tuple[re.Pattern, ...]:
    out = []
    for text in g.rules["want_foe"]:
        bits = re.split(r"#\w+(?:\.\w+)*#", str(text))
        out.append(re.compile("^" + "(.+?)".join(re.escape(b) for b in bits) + "$", re.I))
    return tuple(out)


def works_against(want: str | None) -> bool:
    """Whether helping with ``want`` works against the crew's job."""
    return _against(want, _foe_wants())


@lru_cache(maxsize=4096)  # (issue 15) every clue placement of a trip tests each NPC's want
def _against(want: str | None, foe: tuple[re.Pattern, ...]) -> bool:
    """``works_against`` for one loaded grammar's villain wants ``foe`` (a pack's grammar is
    another tuple, so its answers are remembered apart)."""
    w = (want or "").strip().rstrip(".")
    return bool(w) and (bool(AGAINST.search(w) or KEEPS.search(w)) or any(p.match(w) for p in foe))


# a want the crew cannot help with at all: it asks them to leave, or to be gone from here itself
# (cold read 33: a needed clue from Alica-34 "if the crew help with what they want", who wants
# "To see the crew off"; Hamia-93's four clues for help "To be somewhere else by nightfall")
UNHELPABLE = re.compile(r"\bsee the crew off\b|^To be somewhere else\b", re.I)


def unhelpable(want: str | None) -> bool:
    """Whether the crew cannot help with ``want`` at all (it asks them to leave, or to be gone
    from here itself)."""
    return bool(UNHELPABLE.search((want or "").strip()))


def foe_side(role: str | None) -> bool:
    """Whether ``role`` is the face of an opposition (role_classes.json ``side: foe``: the rival
    crew's captain): whatever they want works against the crew, so it is never a clue's price
    (cold read r35-b, quarrystar-9: "Pat London, who names the price before anything else: the
    crew's help with what they want", and Pat, the rival captain, "Wants: To make the crew's job
    so slow that the day runs out before it is done"; mossgate-22: James wants "To keep the crew
    from ever reaching the market" and sells a clue the same way). Audited by
    consistency_r35gates.py ``gate-foe-want``."""
    from ..content.cast_facts import role_facts

    return bool(role) and role_facts(role)["side"] == "foe"


# a want that never says what helping is, or that no crew can meet within the day (cold read
# r35: "To be thanked, in public, for something nobody noticed they did"; Florin's price "To get
# back the deed to the Cosetta Dune Field", the deed's holder never named; "To be remembered for
# something good", "To find a brother who went through a slip years ago"): no clue's price
VAGUE_GATE = re.compile(
    r"\bfor something nobody noticed they did\b|\bremembered for something good\b|\bget back the deed to\b|"
    r"\btrade their old life for a new one\b|\bfind a brother who went through a slip\b|\bwin back the respect of\b|"
    r"\bfind the person who saved their life\b|\bbuy back a family heirloom\b|\bfinish what they came for\b", re.I)


def vague_gate(want: str | None) -> bool:
    """Whether ``want`` is too vague, or too long a job, to be the price of a clue."""
    return bool(VAGUE_GATE.search(want or ""))


def no_price(want: str | None) -> bool:
    """Whether help with ``want`` may not be a clue's price: it works against the job, the
    crew cannot help with it (trip/want_help.py), or it never says what helping is within the
    day (``vague_gate``)."""
    return works_against(want) or unhelpable(want) or vague_gate(want)


# a want whose help needs the maguffin in hand: its verb takes the maguffin ("get back what the
# stowaway borrowed", "own the heir's name"), not one that only names it ("paid for what they know
# about the candle", "find out who took the music box": help there needs no maguffin)
HOLDS = r"(get back what|get back from|a word with|speak (?:with|to)|talk to|say goodbye to|see|hold|own|keep|" \
        r"a (?:good |last )?look at|touch|ride home with|go home with)"


# a want whose help is the crew reaching the maguffin, whatever its kind (cold read r36: Shani and
# Moore sell the location in exchange for help that needs the location)
LOOP = re.compile(r"\bbe there when the crew (find|reach|get to|make)\b")


def reaches(want: str | None, maguffin: dict) -> bool:
    """Whether help with ``want`` needs the maguffin in hand first (it names it: "To get back what
    the stowaway borrowed and never returned"), so it is no price for a clue: a clue that leads to
    the maguffin, or past the last barrier before it, is never sold for it (cold read r34-a,
    brassmoth-19: Lucy's needed clue "once the crew help with what they want", and helping her
    means reaching Juliana at the climax first)."""
    low = (want or "").lower()
    if LOOP.search(low):  # "to be there when the crew find the map": helping is reaching it (r37)
        return True
    if maguffin.get("kind") not in ("person", "creature", "object", "substance", "knowledge"):
        return False  # a place, a view or an event is gone to, not had: help there is no loop
    what = maguffin.get("what") or ""
    names = [maguffin.get("short") or ""]
    if maguffin.get("kind") == "person":  # and the person by name and by the words of their kind
        # ("Juliana King, a barn cleaner who stowed away ...": "the stowaway", lists/maguffins.json)
        names += [what.split(",")[0]] + [f.get("short") or "" for v, _, f in load("lists/maguffins").items
                                         if f.get("kind") == "person" and v in what]
    return bool(low) and any(len(x) > 3 and re.search(rf"\b{HOLDS} {re.escape(x.lower())}\b", low) for x in names)


@lru_cache(maxsize=4096)
def knows_about(want: str | None) -> bool:
    """Whether ``want`` is to trade or sell what its NPC knows about the maguffin."""
    return bool(KNOWS_ABOUT.search(want or ""))



# a source who gives freely (cold read 23 C: "Wants: To tell the crew the old story about the
# mine, all of it" beside the needed clue "Armia, who lies about it at first"; the go-between
# "who set up the trade" who says where the trader is only "if the crew help"): they want to
# tell it, or they set up the very deal the crew came for
# (and one who wants the missing person safe: "once the crew help" would gate the clue the
# rescue needs on the rescue itself, cold read 37 d)
FRANK_WANT = re.compile(r"^to tell the crew\b|\ball of it\b|^to see .+ safe\b", re.I)
FRANK_ROLES = ("The go-between who set up the trade", "The go-between, another visitor who knows the trader",
               "The go-between who arranged the talks", "The go-between, another visitor who arranged the talks")
# (round 21 review: the wider pool's reluctant and priced forms too)
GRUDGING = re.compile(r"\blies about it\b|\bhelp with what they want\b|\bin exchange for a favour\b|"
                      r"\bgrudgingly\b|\bonly after the crew share\b|\bin exchange for the crew's honest opinion\b|"
                      r"\bas a swap for\b|\bwants to know who sent the crew before\b", re.I)


@lru_cache(maxsize=4096)  # pure in its strings (issue 15)
def frank(want: str | None, role: str | None) -> bool:
    """Whether an NPC gives what they know freely: their want is to tell the crew, or they are
    the go-between who set up the deal; no clue of theirs is a lie or a price (``GRUDGING``)."""
    return bool(FRANK_WANT.search((want or "").strip())) or role in FRANK_ROLES


# How a teller tells, by temper: one person who tells one fact "in a rush, glad to have it off
# their chest" and another "grudgingly, as if each word cost them something" reads as two people
# (slip-n-slide/2 under algorithm 20: Gardner, twice, at one scene). A teller's later clues keep
# the temper of their first (clues._clue): never eager after reluctant, nor reluctant after eager.
EAGER = re.compile(r"\bin a rush, glad\b|\bglad of a fresh pair\b|\bat the first kind word\b|\boffers it unasked\b|"
                   r"\bblurts it out\b|\bcannot help bragging\b|\bfor the pleasure of knowing\b|"
                   r"\bgives it away for nothing\b|\bthe moment the crew mention\b|\bwaiting for someone to tell it to\b|"
                   r"\bsays it all at once\b|\bwithout fuss\b|\bsays it plainly when asked plainly\b|"
                   r"\bsays it straight out\b|\bas if everyone knew\b|\bas a piece of gossip\b", re.I)
RELUCTANT = re.compile(GRUDGING.pattern + r"|\bneeds the question put\b|\banswers another question first\b|"
                       r"\bgives it up once\b|\bonly after a long look\b|\bonly once the crew\b|\bonly says it once\b|"
                       r"\bgoes quiet when asked\b|\bhaltingly\b|\bthe second time the crew ask\b|"
                       r"\bwill say it only away\b|\bgets it out in the end\b|\bwill talk once\b|"
                       r"\bgives it away in the way they refuse\b", re.I)


@lru_cache(maxsize=4096)  # (issue 15) every clue of every trip tests the same lines
def temper(form: str) -> str:
    """"eager", "reluctant" or "" (neither) for a clue form."""
    return "eager" if EAGER.search(form) else "reluctant" if RELUCTANT.search(form) else ""
