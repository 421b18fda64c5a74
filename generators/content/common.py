"""Shared helpers of the content generators: grammar calls with a trip's context,
weighted picks from data lists, names, and the Setting a node gives everything else.

Everything draws from the Stream it is given (never module-level random); each helper
takes its own child streams so that adding a field never reshuffles another.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from ..data import load
from ..errors import RetryExhausted
from ..memo import by_identity, keyed
from ..text.grammar import compiled, compiled_for, expand_compiled
from ..text.markov import name as markov_name
from ..text.markov import sentence as markov_sentence
from .name_near import too_near
from ..rng import Stream
from ..rules.tables import pick

# Mission types -> the slug used by grammar symbols (client_<slug>, what_<slug>, ...).
MISSION_SLUGS = {
    "Exploration": "exploration",
    "Emergency/Rescue": "rescue",
    "Sightseeing/Tourism": "tourism",
    "Surveying/Fact-Finding": "survey",
    "Acquisition/Trade": "trade",
    "Politics/Diplomacy": "diplomacy",
}

# The nine opposition types of the rules (Mission Aspects), in the rules' order.
OPPOSITIONS = (
    "Dangerous People", "Dangerous Environment", "Dangerous Object", "Monster/Enemy",
    "Rival DayTrippers", "Wildlife/Animals", "Technical Challenges",
    "Psychological Challenges", "Flux Storms",
)

NODE_TYPES = ("Multiversal Chao", "Unknown Planet", "Dream World", "Alternate Earth",
              "Time Travel", "Known Planet")


def slug(text: str) -> str:
    """'Monster/Enemy' -> 'monster_enemy' (grammar symbol names)."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


ARTICLES = ("The", "A", "An", "One", "Some", "Someone", "Three", "Two", "Forty")


def lower_first(text: str) -> str:
    """For use mid-sentence: lower-case a leading article ("The ridge" -> "the ridge");
    names and other words keep their capitals."""
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first in ARTICLES else text


_REACH: dict[tuple[int, str], tuple[dict, tuple, tuple[str, ...]]] = {}


def _reachable(grammar: str, symbol: str) -> tuple[str, ...]:
    """The caller parameters a symbol of a grammar can reach (per loaded grammar, so a
    pack that overrides the grammar gets its own answer)."""
    return _reach(compiled(f"grammars/{grammar}"), symbol)


def _reach(cg, symbol: str) -> tuple[str, ...]:
    # Keyed by the grammar's refs and params, which every view of it (grammar.compiled_for)
    # shares: the answer reads nothing else, and a memo of the views themselves kept
    # thousands of them alive in a big build's workers (issue 15).
    refs, params = cg.refs, cg.params
    hit = _REACH.get((id(refs), symbol))
    if hit is not None and hit[0] is refs and hit[1] is params:
        return hit[2]
    seen, todo, found = set(), [symbol], set()  # (not ``params``: the memo keeps that one)
    while todo:
        s = todo.pop()
        if s in seen:
            continue
        seen.add(s)
        if s in cg.params:
            found.add(s)
            continue
        todo.extend(cg.refs.get(s, ()))
    out = tuple(sorted(found))
    if len(_REACH) > 4096:
        _REACH.clear()
    _REACH[(id(refs), symbol)] = (refs, params, out)
    return out


# The trip's Deck (generators/text/deck.py) while content_for runs, so node
# details, places and people all deal from it without passing it through every context.
DECK: ContextVar = ContextVar("deck", default=None)

Value = Any  # a string, a list of strings, or a callable(stream) -> string


def gx(stream: Stream, grammar: str, symbol: str, ctx: Mapping[str, Value] | None = None) -> str:
    """Expand ``#symbol#`` of ``corpora/grammars/<grammar>.json`` with the trip's context.

    Only the parameters the symbol can reach are bound; a context value may be a
    callable, drawn (from its own child stream) only when needed."""
    ctx = ctx or {}
    cg = compiled_for(f"grammars/{grammar}", ctx.get("_world"))
    vars: dict[str, Any] = {}
    for p in _reach(cg, symbol):
        if p not in ctx:
            continue  # the grammar adapter raises a clear error if it is used
        v = ctx[p]
        if callable(v):
            v = v(stream.child("var", p))
        vars[p] = v
    return expand_compiled(stream.child("text"), cg, symbol, vars, ctx.get("_deck") or DECK.get())


def mission_family(mission) -> str:
    """How the maguffin behaves in a sentence: people to rescue, sights to see, or a thing."""
    return {"Emergency/Rescue": "rescue", "Sightseeing/Tourism": "tourism"}.get(
        mission.mission_type, "thing")


def gx_about(stream: Stream, grammar: str, symbol: str, family: str, ctx: Mapping[str, Value],
             one_in: int = 3) -> str:
    """``symbol``, or one time in ``one_in`` its maguffin-specific variant
    ``<symbol>_<family>`` (a want or secret about the thing, the missing, the sight)."""
    if stream.child("about").below(one_in) == 0:
        symbol = f"{symbol}_{family}"
    return gx(stream, grammar, symbol, ctx)


def pick_item(stream: Stream, key: str, purpose: str | None = None) -> tuple[str, dict]:
    """A weighted pick from a list file, with the item's fields (audited as a list value)."""
    value = pick(stream, key, purpose)
    for v, _, fields in load(key).items:
        if v == value:
            return value, fields
    raise AssertionError("unreachable")  # pragma: no cover


def one_of(key: str) -> Callable[[Stream], str]:
    """A context value: one item of a (large, unweighted) list, drawn when needed."""
    return lambda s: s.choice(load(key).value_tuple)


def name_parts(name: str) -> set[str]:
    """A person's given and family name (first and last word; a dream epithet in quotes and a
    title left out; a robot's serial too): two people on one page never share either."""
    words = re.sub(r'"[^"]*"', " ", name).replace("Dr. ", " ").split()
    words = [w.split("-")[0] if re.fullmatch(r"[^-]+-\d+", w) else w for w in words]
    return {words[0], words[-1]} if words else set()


def distinct_name(stream: Stream, make: Callable[[Stream], str], taken: set[str], what: str,
                  tries: int = 12) -> str:
    """A name not in ``taken`` (the page's names so far) whose given and family name no name
    in ``taken`` has (cold read: "Yüksel Cussler" beside "Yüksel Sandburg", a rival captain
    "Darian Pirandello" beside the key local "Valentine Pirandello"), none near one ("Toyo" by
    "Tope") or a page label ("Site": content/name_near.py); added to ``taken``. When
    the tries run out, any name not taken whole (distinct)."""
    parts = set().union(*(name_parts(n) for n in taken)) if taken else set()
    for i in range(tries):
        v = make(stream if i == 0 else stream.child("retry", i))
        if v not in taken and not name_parts(v) & parts and not too_near(name_parts(v), parts):
            taken.add(v)
            return v
    return distinct(stream.child("whole"), make, taken, what)


def human_name(stream: Stream) -> str:
    given = stream.child("given").choice(load("lists/given_names").value_tuple)
    family = stream.child("family").choice(load("lists/family_names").value_tuple)
    return f"{given} {family}"


# our own English (its words are never an alien word: a people called "The State" reads as
# English, and "State Station", "Dune Field of State" as places named for a government)
ENGLISH_FROM = ("grammars/places", "grammars/planet", "grammars/people", "text/field_logs",
                "text/barn_rumours", "lists/occupations", "trip/class_occupations")
_english: list[frozenset[str]] = []


def english_words() -> frozenset[str]:
    """Every word (lower case) of the corpora in ENGLISH_FROM, loaded once."""
    if not _english:
        found: set[str] = set()
        def walk(x: Any) -> None:
            if isinstance(x, str):
                found.update(w.lower() for w in re.findall(r"[A-Za-z]+", x))
            elif isinstance(x, dict):
                for k in sorted(x):
                    walk(x[k])
            elif isinstance(x, list):
                for v in x:
                    walk(v)
        for key in ENGLISH_FROM:
            walk(load(key).raw)
        _english.append(frozenset(found))
    return _english[0]


def alien_word(stream: Stream) -> str:
    """A new alien-sounding word (character-level Markov over minor-planet names), never a
    word of our English (a few tries on child streams, then the last one)."""
    word = markov_name(stream, "lists/minor_planets", min_len=4, max_len=10)
    for i in range(8):
        if word.lower() not in english_words():
            break
        word = markov_name(stream.child("not-english", i), "lists/minor_planets", min_len=4, max_len=10)
    return word


def alien_name(stream: Stream) -> str:
    return f"{alien_word(stream.child('given'))} {alien_word(stream.child('family'))}"


def rumour(stream: Stream, corpus: str) -> str:
    """A new sentence from one of our text corpora (text/barn_rumours, text/field_logs)."""
    return markov_sentence(stream, f"text/{corpus}", max_chars=100, min_words=7)


def barn_rumour(stream: Stream, node_type: str | None = None) -> str:
    """One whole sentence of text/barn_rumours (cold read 25: the Markov chain joined two
    rumours' clauses with "and": "Dr. Barker gave a lecture on slip safety, and the barn cat
    knows"), dealt from the campaign's deck so trips in a row hear different ones. Dr. Barker
    only on a Dream World trip (whose page says who he is: BARKER). On a trip to
    ``node_type``, never one that names another kind of node (issue 10: "the smell has
    reached the Chao" on a Dream World trip reads as a clue about the wrong place)."""
    items = load("text/barn_rumours").value_tuple
    # never one that sees stars (the node's night may have none: starless-hearsay, as field_log);
    # remembered while the loaded tuple is the same (the filter was 5% of generation: issue 15)
    # the whole filter below is remembered per node type while the loaded tuple is the same
    # (issue 15: it tested every rumour on every trip)
    kept = keyed(_KEPT, items, node_type, lambda its: _rumours_for(its, node_type), 8)
    deck = DECK.get()
    if deck is None:
        return items[kept[stream.below(len(kept))]]
    return items[deck.deal("text/barn_rumours", "sentence", len(items), kept, stream.path)]


_STARLESS: dict = {}
_OTHER_NODES: dict = {}
_BARKER: dict = {}
_KEPT: dict = {}


def _rumours_for(items: tuple, node_type: str | None) -> tuple[int, ...]:
    """The indices of ``items`` barn_rumour may tell on a trip to ``node_type``."""
    kept = by_identity(_STARLESS, items, _starless, 8)
    if node_type != "Dream World":  # only a Dream World's page says who Dr. Barker is (BARKER)
        barker = by_identity(_BARKER, items, _barker, 8)
        kept = tuple(i for i in kept if i not in barker)
    if node_type:
        other = by_identity(_OTHER_NODES.setdefault(node_type, {}), items,
                            lambda its: frozenset(i for i, v in enumerate(its) if gossip_names_other(v, node_type)), 8)
        kept = tuple(i for i in kept if i not in other)
    return kept

# who Dr. Barker is, where a page names him (round 25: "by Dr. Barker's theory" read as a person
# the page never introduced): the barn's Dream World theorist, someone the crew will not meet.
# A Dream World's Kind of world says it (content/dreams.py), so only there does the barn's
# gossip name him (barn_rumour); the audit's unpaid-name (consistency_r25leftovers.py) reads it.
BARKER = "Dr. Barker: the Ziggurat's professor of SlipSpace Dynamics, back home; the crew will not meet him"


def _barker(items: tuple[str, ...]) -> frozenset:
    return frozenset(i for i, v in enumerate(items) if "Barker" in v)

# how barn gossip names a kind of node (common.NODE_TYPES); Time Travel is its past or future
GOSSIP_NODES = {
    "Multiversal Chao": re.compile(r"\bChao\b"),
    "Dream World": re.compile(r"\bDream World", re.I),
    "Alternate Earth": re.compile(r"\bAlternate Earth", re.I),
    "Known Planet": re.compile(r"\bKnown Planet"),
    "Unknown Planet": re.compile(r"\bUnknown Planet"),
    "Time Travel": re.compile(r"\b(?:from|to|into|in) the (?:past|future)\b", re.I),  # "Into the future" too
}


def gossip_names_other(text: str, node_type: str) -> str | None:
    """The other kind of node a line of barn gossip names (None: only this trip's, or none)."""
    for kind, rx in GOSSIP_NODES.items():
        if kind != node_type and rx.search(text):
            return kind
    return None


def _starless(items: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(i for i, v in enumerate(items) if not HEARSAY_STARS.search(v))


HEARSAY_STARS = re.compile(r"\b(stars?|starlight|starlit|starry|constellations?|star charts?|Milky Way)\b|"
                           r"\bday is only \w+ hours long", re.I)


def field_log(s: Stream) -> str:
    """An old field log for a Dream World or the Chao: never one that says how long the day
    is (the strong start reads a day length off the node's lines, and these nodes may have no
    night or no day at all: a dream standing still, the Chao's thinning light) or that sees
    stars (their night may have none: "the stars come out before sunset" under the Chao's
    starless dark, hang audit/162)."""
    log = rumour(s, "field_logs")
    for i in range(1, 12):
        if not re.search(r"\bday is only \w+ hours long|\b(stars?|starlight|starlit|constellations?)\b", log,
                         re.I):
            break
        log = rumour(s.child("retry", i), "field_logs")
    return log


def distinct(stream: Stream, make: Callable[[Stream], str], taken: set[str], what: str,
             tries: int = 12, strict: bool = True, key: Callable[[str], str] | None = None) -> str:
    """``make`` on child streams until it gives something not in ``taken``; bounded.
    When the tries run out: RetryExhausted if ``strict``, else the last value (a repeat).
    ``key``: compare (and keep in ``taken``) this form of each value instead."""
    v = ""
    for i in range(tries):
        v = make(stream if i == 0 else stream.child("retry", i))
        k = key(v) if key else v
        if k not in taken:
            taken.add(k)
            return v
    if not strict:
        return v
    raise RetryExhausted(f"no distinct {what} in {tries} tries at {stream.path}")



MANNER_CUT = re.compile(r"; |, (?=talks )| and ")


def manner_parts(manner: str) -> set[str]:
    """The habits a manner is made of ("Bored to the bone and sketches the crew while they
    talk": two), lower-cased: two people of a page never share one (cold read: two robots who
    both "sketch the crew while they talk", with different adjectives)."""
    return {p.strip().lower() for p in MANNER_CUT.split(manner) if p.strip()}


def distinct_draw(stream: Stream, make: Callable[[Stream], str], taken: set[str],
                  parts: Callable[[str], set[str] | frozenset[str]], tries: int) -> str:
    """``make`` on child streams until a line shares no part (``parts``) with ``taken`` (the
    page's parts so far, updated); after ``tries``, the last one."""
    v = ""
    for i in range(tries):
        v = make(stream if i == 0 else stream.child("retry", i))
        if not parts(v) & taken:
            break
    taken |= parts(v)
    return v


def distinct_manner(stream: Stream, make: Callable[[Stream], str], taken: set[str],
                    tries: int = 12) -> str:
    """A manner that shares no habit with the page's manners so far (``distinct_draw``)."""
    return distinct_draw(stream, make, taken, manner_parts, tries)

@dataclass
class Setting:
    """What a node tells the rest of the trip: what to call the world, how its people
    are named, which grammar family its places come from."""

    node_type: str
    family: str  # planet | past | future | alternate | dream | chao
    world: str  # as used mid-sentence: "Irmina IV", "Sacramento in 1852", "Borges's Unconscious"
    natives: str  # human | alien | dream | chao | none
    species: str = ""  # the alien locals' name, for planets
    key_person: dict | None = None  # a person the node itself names (a dreamer, an ancestor)
    extra: dict = field(default_factory=dict)
    facts: Any = None  # the World fact sheet (generators/content/world.py)
    # what its own people call the place ("Sacramento", "the Valley"), for the names they give
    # things (a local group); the world's label ("Sacramento, 16 days ago") when unset
    home: str = ""


def one_intel(cs: list[str]) -> list[str]:
    """One intel level (No, Scant or Bad Intel: what the crew are told), the first."""
    first = next((c for c in cs if c.endswith(" Intel")), None)
    return [c for c in cs if not c.endswith(" Intel") or c == first]


def campaign_card(stream: Stream, ctx: Mapping[str, Value], key: str, n: int, k: int,
                  per_trip: int) -> int:
    """Card ``k`` (0-based, fewer than ``per_trip``) of trip ``index``'s own run of a
    campaign-wide shuffle of ``n`` (keyed by the seed and ``key``): trip i deals cards
    ``per_trip * i + k``, so ``n // per_trip`` trips in a row never deal the same card (a
    rival's ship name in ten trips). Without a campaign deck (a lone roll) it is drawn
    from ``stream``."""
    from ..text.deck import _shuffle

    deck = ctx.get("_deck") or DECK.get()
    if deck is None:
        return stream.below(n)
    return _shuffle(deck.seed, f"campaign/{key}", n)[(per_trip * deck.index + k) % n]
