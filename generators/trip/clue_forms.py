"""The lines a clue is made of (split from clues.py, which stays under 400 lines): the ways a
clue is found (``_forms``), the climax's needed way past (``_barrier``), a secret said with its
subject, whether nobody here can lie, who holds the maguffin, and whether the map is one line."""

from __future__ import annotations

from ..render.keeper_words import BY_STATE, held_words
from ..render.names import given_name
from ..content.places import place_facts
from ..data import load
from ..memo import keyed
from ..rng import Stream
from . import clue_fit, parts, pools
from .clue_cast import barrier_use
from .clue_source import carries
from .climax_place import only_way, round_about
from .scenes import fill, lower_first as lower
from .way_gain import gains
from .way_fear import fear_hold
from .way_kind import barrier_kind
from .way_pass import passing
from .way_trick import fresh

# a person who hides or will not leave is not held (render/keeper_words.py: the clue and the row)
HELD = BY_STATE


def _held(trip) -> str:
    """Who has the maguffin, in words fit for its kind (render/keeper_words.py)."""
    return held_words(parts.maguffin_kind(trip), trip.world)


def _forms(use: str, facts: dict | None = None, kind: str = "", away: bool = False,
           fact: str = "") -> list[tuple[str, str]]:
    """(line, source) of the ways a clue is found for ``use`` that fit the world and, for a
    fact of ``kind``, can tell it (a line's ``knows``: tracks show where someone went, not
    what the client thinks; ``away``: the clue is not at the fact's own scene, so no line
    whose ``here`` names the kind); for a fact of table kind ``fact``, only a thing whose form
    can carry it (trip/clue_source.py, round 38: no security recording shows a person's price)."""
    lst = load("trip/play_clues")
    idx = pools.indices(lst, facts, (("use", use),))  # one tuple per (list, fitting set, use)
    return list(keyed(_FORMS, idx, (kind, away, fact), lambda ix: tuple(
        (v, f.get("source") or "npc") for v, _, f in (lst.items[i] for i in ix)
        if (not (kind and f.get("knows")) or kind in f["knows"].split("|"))
        and not (away and kind in (f.get("here") or "").split("|"))
        and carries(v, f.get("source") or "npc", fact, away)), 1024))


# (issue 15) _forms' answer per fitting tuple of pools.indices and (kind, away): the same
# lines are filtered on every clue of every trip; deal_form's whole use, per loaded list
_FORMS: dict = {}
_EVERY: dict = {}


def _every(items, use: str) -> tuple[tuple, dict]:
    """Every (line, source) of ``use`` in the loaded list's order, and each line's place in it."""
    def build(its):
        every = [(v, f.get("source") or "npc") for v, _, f in its if f.get("use") == use]
        return every, {v: i for i, (v, _) in enumerate(every)}
    return keyed(_EVERY, items, use, build, 64)


class Dealt(set):
    """The clue forms a trip has used so far (a set), with the campaign's deck they are dealt
    from (trip/scenes.py campaign_deck): trips in a row start on different lines, and a line
    comes round again in a trip only when every one that fits has been dealt (cold read 27:
    the same few ways to find a clue on every page)."""

    def __init__(self, deck=None):
        super().__init__()
        self.deck = deck


def deal_form(s: Stream, use: str, forms: list[tuple[str, str]], used: set, n: int) -> tuple[str, str]:
    """One (line, source) of ``forms`` (the fitting lines of ``use``): from the deck of a
    ``Dealt`` record, else drawn."""
    deck = getattr(used, "deck", None)
    if deck is None:
        return forms[s.child("how", n).below(len(forms))]
    every, at = _every(load("trip/play_clues").items, use)
    kept = tuple(sorted({at[v] for v, _ in forms}))
    return every[deck.deal("trip/play_clues", use, len(every), kept, s.path)]


def honest(trip) -> bool:
    """Whether nobody on this world can lie (a slipped behaviour or a tweak says so)."""
    text = " ".join([d["text"] for d in trip.node["details"]]
                    + [f"{t.get('detail', '')} {t.get('text', '')}" for t in trip.tweaks]).lower()
    return any(v.lower() in text for v, _ in _forms("honest"))


def _secret_said(n: dict) -> str:
    """A person's secret as a sentence with its subject, their given name ("Mietti was the one
    who told the client"; cold read 25: "is hiding something: was the one who told the client").
    A secret that is no predicate ("How to get past it: ...") or a name with no given name ("The
    yeti") stays as it is."""
    secret = n["secret"]
    if n["name"].startswith("The ") or secret.startswith("How ") or not secret[:1].isupper():
        return lower(secret)
    # the given name, never a first word that is none ("St." of the writer St. Vincent Millay,
    # review of algorithm-30 trips: "is hiding something: St. is writing everything the crew say")
    return f"{given_name(n['name'])} {lower(secret)}"


def _barrier(trip, s: Stream, ob: dict, place: str, where: str = "", scenes: list | None = None) -> str:
    """The needed fact of how to get past the climax's obstacle: what it is and a way past
    that the scene does not print (its ``shortcut:`` lines), so the crew need the clue (cold
    reads: the fact only repeated the scene's way round, and nobody needed it); the way fits
    the place's own facts (a far wall at a building, a far bank by water: cold read 13)."""
    beast = any(n["creature"] and n["where"] == where for n in parts.npcs(trip))
    use = barrier_use(ob, beast)
    f, loc = parts.facts(trip), next((x for x in trip.locations if x["name"] == where), None)
    f = clue_fit.way_facts(place_facts(f, loc) if f and loc else f, ob)  # guarded: only a watch's lines
    f = {**f, "barrier_kind": barrier_kind(ob),  # a way written for its kind of trouble (trip/way_kind.py)
         "fear_hold": fear_hold(ob),  # "say their fears out loud" only where it feeds on fear (trip/way_fear.py)
         "passing": passing(ob)}  # no "down its middle" for a ticking device (trip/way_pass.py, round 35)
    lead = _forms(use, f) or _forms("barrier:any")
    # only a way that saves something over the printed way round (trip/way_gain.py: not a
    # sure hour beside a way round of an hour, not an easier roll where the way round has none)
    own = _forms(use.replace("barrier:", "shortcut:"), f)
    any_gain = [] if use in ("barrier:traps", "barrier:thing") else [  # traps need a way that deals with them
        w for w in _forms("shortcut:any", f) if gains(ob["way"], w[0])]
    ways = [w for w in own if gains(ob["way"], w[0])] or any_gain or own or _forms("shortcut:any", f)
    elsewhere = [(sc.get("obstacle") or {}).get("way") or "" for sc in scenes or () if sc.get("obstacle") is not ob]
    ways = fresh(ways, elsewhere) or fresh(any_gain, elsewhere) or ways  # (trip/way_trick.py; audit/923: still a gain)
    if only_way(ob["text"]):  # no longer way round past the only way (consistency_r30climax.py)
        ways = [w for w in ways if not round_about(w[0])] or ways
    way = ways[s.below(len(ways))][0]
    return f"{fill(lead[0][0], {'place': place})}: {way}"


def one_line(scenes: list[dict]) -> bool:
    """Whether the scenes' map is a single line (no scene meets more than two others, and
    no loop): then the way from the start to the climax is the only path there is."""
    ends = [len(sc.get("leads_to") or ()) for sc in scenes]
    return all(n <= 2 for n in ends) and sum(ends) == 2 * (len(scenes) - 1)
