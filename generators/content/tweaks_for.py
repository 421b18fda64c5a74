"""The trip's surrealism tweaks (1d3+1), each aimed at this trip's own people, places and
maguffin (``_tweaks``): a person (and what of them the tweak takes over, ``touched``: their
manner and secret are drawn to fit it), a natural process at a place (``process_kind``) or a
machine there, the maguffin, or the crew's own lander (``lander_machines``). Split out of
content/__init__.py, which calls ``_tweaks`` from ``content_for``; the audit rules read
``touched`` and ``process_kind`` from here.

Paths: <tweaks>/count, <tweaks>/<k>/{kind,target/<attempt>/...,detail,manner,secret}.
"""

from __future__ import annotations

from ..facts_r28 import manner_symbol
from ..rng import Stream
from ..rules.tweaks import roll_tweak
from .cast_facts import STRANDED, masked, role_facts, tweak_facts
from .disguise import DISGUISE
from .manner_join import undoubled  # "names; names" (manner_join.py)
from .common import cap, distinct, distinct_manner, gx, lower_first, manner_parts, slug
from .places import machines_at, place_facts
from .fit_pick import one_fit
from .world import EARTH

THINGS = ("object", "substance")  # maguffins a constructed-world tweak can be aimed at


def process_kind(process: str) -> str:
    """The sort of natural process a tweak target is ("on" in lists/tweak_targets_natural)."""
    from ..data import load

    return (load("lists/tweak_targets_natural").fields_of(process) or {}).get("on", "force")


def process_moves(target: str) -> dict:
    """The facts ``tweak_acts`` and ``tweak_moves`` of a natural tweak's target ("Wind at the
    Humming Canyon": its list's "acts" and "moves"); both "no" for a machine or the maguffin
    (target ""), whose own lines say what it does."""
    from ..data import load

    f = load("lists/tweak_targets_natural").fields_of(target.split(" at ")[0]) or {} if target else {}
    return {"tweak_acts": f.get("acts", "no"), "tweak_moves": f.get("moves", "no")}


def process_reversal(target: str) -> str:
    """What a natural tweak's process looks like run backwards (its list's "reverse"): each
    process its own, since one written for another misfits (round 25, issue 10: fermentation
    that made "things get younger the longer they are left alone")."""
    from ..data import load

    return (load("lists/tweak_targets_natural").fields_of(target.split(" at ")[0]) or {})["reverse"]


def met_at(person: dict, locations: list[dict]) -> dict:
    """The fact ``met_at`` of a character tweak's person: "place" where they are found at one of
    the trip's places, "crew" where they travel with the crew (the tourists)."""
    return {"met_at": "place" if any(loc["name"] == person.get("where") for loc in locations) else "crew"}


def touched(tweak: str, detail: str) -> str:
    """What of a person a character tweak takes over (the ``tweaked`` fact their manner and
    secret are drawn for): their feelings (turned up or down), or what the tweak's line
    declares it takes (its ``"touches"`` in corpora/grammars/tweaks.json: voice, memory), or
    nothing."""
    if tweak == "emotions_turned_up_to_11_or_down_to_0":
        return "feeling"
    from ..data import load

    return load("grammars/tweaks").rule_touches.get(tweak, {}).get(detail.rstrip("."), "none")


def forgetful_of(tweaks: list[dict]) -> set[str]:
    """The names of the people a character tweak took the memory of (its line's ``"touches":
    "memory"``): they know nothing to tell or sell (trip/parts.forgetful reads a built trip)."""
    return {t.get("target", "").split(" (")[0] for t in tweaks
            if t.get("kind") == "character" and touched(slug(t.get("tweak", "")), t.get("detail", "")) == "memory"}


def lander_machines() -> list[str]:
    """What the crew's lander carries (corpora/lists/tweak_targets_constructed.json "lander")."""
    from ..data import load

    return [v for v, _, f in load("lists/tweak_targets_constructed").items if f.get("lander")]


def _tweaks(s: Stream, people: list[dict], locations: list[dict], maguffin: dict,
            ctx: dict, tellers: set[str] = frozenset()) -> list[dict]:
    """2-4 tweaks aimed at this trip's own people, places and maguffin. ``tellers``: who tells
    the crew something in an event (content/places.tellers): their memory is not taken."""

    r = s.child("count").dice(1, 3, "surrealism tweaks (1d3+1)", modifier=1)
    r.result = f"{r.total} tweaks"
    kinds = ["character", "natural", "constructed"]
    out, used = [], set()
    for k in range(1, r.total + 1):
        ts = s.child(k)
        if k <= 3:
            kind = kinds[k - 1]
        else:
            kr = ts.child("kind").dice(1, 3, "tweak list (1 natural, 2 constructed, 3 character)")
            kind = ("natural", "constructed", "character")[kr.total - 1]
            kr.result = kind
        person = place = None
        on = "machine"
        if kind == "character" and not _people_free(people, used):
            # everyone a character tweak can take is taken already (CI of a7a1900e: a trip of
            # tests/test_trip.py aimed two of its four tweaks at the one person a tweak can take)
            kind = "natural"
            kr.result = "character: nobody left to take, so natural"
        for attempt in range(8):
            cs = ts.child("target", attempt)
            if kind == "character":
                # a character tweak is a person's (cold read 23: an animal's two halves "say so,
                # loudly"): a creature only on a page with nobody else. Never the rescue's
                # stranded DayTripper, who carries the maguffin's truth and a secret already:
                # one twist a person (cold read 27: all three on 13 of 72 rescues)
                # nor someone in disguise, whose secret is who they really are (slip-n-slide audit/564)
                person = cs.choice(_people_pool(people))
                target = _person_target(person)
            elif kind == "natural":
                place = cs.choice(locations)
                process = one_fit("lists/tweak_targets_natural",  # one that can be at that place
                                  place_facts(ctx["_world"], place))(cs.child("process"))
                target = f"{process} at {lower_first(place['name'])}"
                on = process_kind(process)
            else:
                place = cs.choice(locations)
                # (not one the crew make there: a soil core not yet drilled is not "shy" or
                # "lonely" when they land; round 35, cold35-a-duskmoor-8)
                if cs.child("maguffin").below(3) == 0 and maguffin.get("kind") in THINGS \
                        and ctx["_world"].get("maguffin_made") != "yes":
                    # the short form: the full phrase is for the teaser, its block and where
                    target = f"{cap(maguffin.get('short') or maguffin['what'])} (the maguffin)"
                    on = "maguffin"
                else:
                    on = "machine"  # (not the maguffin an earlier attempt drew and found taken)
                    # a machine that can be at the place (indoors, not in a ruin, ...) and is
                    # not tweaked already; none left anywhere, or nobody lives here to build
                    # machines: the crew's own lander, at the slip-in
                    free = [] if ctx["_world"].get("inhabitants") == "nobody" else [
                        (p, ms) for p in locations
                        if (ms := [m for m in machines_at(ctx["_world"], p)
                                   if _machine_target(m, p) not in used])]
                    if not free:
                        place = locations[0]
                        machine = cs.child("machine").choice(lander_machines())
                        target = f"The lander's {machine.lower()} at {lower_first(place['name'])}"
                    else:
                        place, ms = next(((p, ms) for p, ms in free if p is place), None) or \
                            cs.child("where").choice(free)
                        target = _machine_target(cs.child("machine").choice(ms), place)
            if target not in used:
                break
        if kind == "character" and target in used:  # eight draws of the taken one: a free one
            person = ts.child("target", "free").choice(_people_free(people, used))
            target = _person_target(person)
        used.add(target)
        t = roll_tweak(ts, kind, target=target)
        s.log.extend(t.rolls)
        tctx = dict(ctx)
        if kind != "character":  # the detail fits what the tweak acts on (and how it can change)
            tctx["_world"] = {**ctx["_world"], "tweak_on": on, **process_moves(target if kind == "natural" else ""),
                              "tweak_lander": "yes" if target.startswith("The lander's ") else "no"}
            if kind == "natural":  # what the crew see when it runs backwards: its own (round 25)
                tctx["reversal"] = process_reversal(target)
        elif person is not None:  # no memory taken from one who sells what they know
            tctx["_world"] = {**ctx["_world"], **tweak_facts(person, ctx.get("_jobbed") or ()),
                              "honest": ctx.get("_honest", "no"),
                              # (nor from the rivals' captain: their secret is the rivals' purpose, r24)
                              **({"recalls": "yes"} if person["name"] in tellers
                                 or person.get("role") == "The rival crew's captain" else {}),
                              **met_at(person, locations)}
            home = next((loc for loc in locations if loc["name"] == person.get("where")), None)
            if home is not None:  # a painting they are inside is at their own place (round 25)
                place = home
        if person is not None:
            tctx["npc"] = person["name"]
        if place is not None:
            tctx["place"] = lower_first(place["name"])
        # no detail twice on a trip (slip-n-slide trip 101: magnetism and hair growth at the highest
        # peak both "governed by a ring of standing stones", scripts/variety.py, round 27)
        detail = distinct(ts.child("detail"), lambda x: gx(x, "tweaks", slug(t.tweak), tctx),
                          {o["detail"].rstrip(".") for o in out}, "tweak detail", strict=False,
                          key=lambda v: v.rstrip("."))
        if person is not None and (on := touched(slug(t.tweak), detail)) != "none":
            # the tweak is the fact: the person's manner shows no feeling (or voice) it took
            pw = EARTH if person.get("folk") == "visitor" else dict(ctx["_world"], body=person.get("body"))
            taken = {h for p in people if p is not person  # (and a rerolled one's original's)
                     for m in (p["manner"], p.get("_was", "")) for h in manner_parts(m)}
            hurt = "yes" if person.get("role") == STRANDED and ctx["_world"].get("maguffin_state") == "hurt" else "no"
            person["manner"] = distinct_manner(ts.child("manner"), undoubled(lambda x: gx(
                x, "people", manner_symbol(pw), dict(ctx, _world=dict(pw, folk=person.get("folk"), tweaked=on,
                                                             # a visitor's habits are home's, but the mask
                                                             # is this air's (audit/647 of algorithm 32:
                                                             # gum offered through a mask under thin air)
                                                             masked=masked(person.get("folk") or "local", ctx["_world"]),
                                                             voice=role_facts(person.get("role") or "")["voice"],
                                                             hurt=hurt)))),
                taken)  # no habit shared on a page (nor "never sits down" of one who is hurt)
        if person is not None and on == "memory" and not person.get("creature"):
            # a secret they cannot remember is no secret of theirs: one that does not rest on
            # their memory (cold read 9: "no memories before this morning" beside "once stole
            # from the market, and regrets it every day"); they remember no client either.
            # A creature's secret is how to get past it: it stays.
            held = {p["secret"] for p in people if p is not person}
            person["secret"] = distinct(ts.child("secret"), lambda x: gx(
                x, "people", "secret_forgotten", tctx), held, "secret", strict=False)
            person["met_client"] = False
        out.append({"kind": t.kind, "target": t.target, "tweak": t.tweak, "rule": t.rule,
                    "text": t.text, "detail": f"{detail}."})
    return out


def _person_target(person: dict) -> str:
    return f"{person['name']} ({lower_first(person['role'])})"


def _people_free(people: list[dict], used: set[str]) -> list[dict]:
    """Who a character tweak can be aimed at: people, not creatures (a creature only on a page
    with nobody else), never the rescue's stranded DayTripper nor someone in disguise where
    anyone else will do; and nobody a tweak of this trip is aimed at already."""
    return [p for p in _people_pool(people) if _person_target(p) not in used]


def _people_pool(people: list[dict]) -> list[dict]:
    """The node's own people first: a visitor from home (a tourist of the party, a rival's
    captain) only where nobody local is left (cold read r33: a tourist from Sacramento who
    "wear[s] a crown nobody else can see" on a charted world of our own universe)."""
    folk = [p for p in people if not p.get("creature")]
    free = [p for p in folk if p.get("role") not in (STRANDED, DISGUISE)]
    return [p for p in free if p.get("folk") != "visitor"] or free or folk or people


def _machine_target(machine: str, place: dict) -> str:
    return f"The {machine.lower()} at {lower_first(place['name'])}"
