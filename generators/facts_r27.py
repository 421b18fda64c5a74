"""The world facts round 27 added to ``facts.VALUES`` (algorithm-25 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r26 import ROUNDS as EARLIER, r26_facts

ROUND_27: dict[str, tuple[str, ...]] = {
    # what the Big Board's ad says of receipts and fuel (trip/pay_extras.py ad_facts, read from the ad as
    # printed, for the endings): "no receipts" (then no ending's client asks for receipts: the client
    # lines of corpora/trip/play_endings.json that do need ``receipts != no``), and "the client pays
    # for fuel at cost" (then no ending bills the crew for the fuel: ``fuel_paid != client``). Cold
    # reads r26-cold-b, -d, -e: receipts and pay extras promised and never in the endings.
    "receipts": ("no", "any"),
    "fuel_paid": ("client", "crew"),
    # how many the maguffin is (corpora/lists/maguffins.json "number"; content/maguffin_facts.py):
    # a breeding pair is two beasts, "them" in every line, so its lines that call it "it" ("It
    # hides when watched, so nobody has seen it clearly") need ``maguffin_number != pair`` (cold
    # read r26-cold-b: "it" beside the locals who race them)
    "maguffin_number": ("one", "pair"),
    # what the maguffin is like to hold (maguffins.json "shape"; an object is rigid unless it says
    # soft): a bolt of cloth never "looks exactly like a tea cup", has a hinge and a lid or is
    # fragile and breaks (``maguffin_shape != soft``; cold read, r26 trips)
    "maguffin_shape": ("rigid", "soft", "none"),
    # whether a scene lies on a shortest walk from the landing to the goal (trip/scene_paths.py
    # short_way, set by trip/scenes.py on each scene's facts): the want lines of
    # corpora/trip/play_lines.json that ask for "a shorter way" or "the quickest way" to the goal
    # need ``short_way: yes`` (round 27, cold read of algorithm-24 trips: a scene whose goal is
    # "a shorter way" that is in fact the longer way)
    "short_way": ("yes", "no"),
    # what a rescue's stranded person wears, read from the maguffin's look (content/stranded_dress.py):
    # the stranded NPC's look lines (grammars/people.json look, lost_garment) need it, so the page
    # never has them "still in their survival suit" and "in the barn's grey expedition coveralls"
    # (cold read r27-cold-e)
    "stranded_dress": ("suit", "clothes", "open"),
    # a rescue's person "left the barn last week" (their twist of years here, content/maguffin.py): no
    # rival then "came for the same thing last month" (grammars/org.json crew_goal; r27-cold-h)
    "stranded_years": ("yes", "no"),
    # of the clock's wildlife creature (trip/clock.py, trip/lair_fit.py): "ground" when it keeps to
    # its own ground (its want, or a scene's way round "it keeps to its ground"), and then only
    # corpora/trip/play_clock.json's lines that need ``beast_range: ground`` meet it, at its own
    # place, never at the lander or between places (cold read r27-cold-c: a lynx that keeps to its
    # ground tearing at the hatch seals)
    "beast_range": ("roams", "ground"),
}
# The round-27 facts kept in a World's ``extra`` (and the trip JSON's ``world``) beside round 26's
EXTRA_27: tuple[str, ...] = ("maguffin_number", "maguffin_shape", "stranded_years")


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): round 26's and 27's
    (content/world.py reads them through this)."""
    return {**r26_facts(d), **{k: d[k] for k in EXTRA_27 if d and d.get(k) is not None}}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_27}
