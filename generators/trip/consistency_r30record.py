"""The consistency audit's round-30 record rules (cold reads 44-46 of algorithm-26 trips: the
job itself unrunnable where the page puts it). Registered in generators/trip/consistency_r30.py;
tests/test_r30_record.py feeds each rule a broken trip.

- ``record-place-lacks``: a record of the tides is made where there is a tide to record: the
  climax's place is on a tidal shore (content/tide_shore.py ``on_shore``: a world of oceans and
  a place whose name puts it on the sea's edge), and that place shows the post the record is
  marked against (its description or what is here). Cold read: "high water, low water ...
  marked against the same post every quarter hour" at an inland bazaar and at a dream stage
  with no shore, water or post. Fix: the tide record (corpora/lists/maguffins.json) needs
  oceans, and its place is "The beach at the tide post", described as a beach with its post
  (grammars/places.json desc_place_tidepost, holds_survey).
- ``record-no-duration``: a record that takes hours (``maguffin_span: hours``) says how long
  and when, in numbers: the climax's want gives the hour it starts and the hour it is done, and
  a last barrier that charges "for the hours the crew need there" counts them. Cold read: no
  page said how long high to low water takes or when high water is, and the last barrier
  charged "for the hours the crew need there". Fix: the tide record is timed (``maguffin_time:
  tide``, trip/start.py maguffin_hours), and trip/play.py event_timing writes its hours into
  the want, the gist and the last barrier.
- ``maguffin-size-clash``: the maguffin's size is said one way: a record that takes hours is not
  "a minute of recording" or "over in minutes"; a sight that fills the sky or the view (bulk
  vast) is not "smaller than the photos", "smaller than anyone expects" or "easy to walk right
  past"; nothing is both smaller than expected and bigger than expected; and a sight "smaller
  than the photos" is not also wonderful "in a way no photograph catches". Cold read: a sunset
  "smaller than the photos" beside "wonderful in a way no photograph catches", a view from a
  summit "easy to walk right past", "a few pages of notes or a minute of recording" against
  hours of quarter-hour marks; and a sight over in under an hour (a sunset) is not one "the party
  will want an hour there" (r30-record's own read of hang audit/53). Fix: those lines of grammars/places.json tourism_catch,
  grammars/maguffin.json looks_tourism and trip/maguffin_handling.json need the bulk and span.
- ``maguffin-two-unruled``: a maguffin that "there are two of" (and is not a pair) says in the
  same line which one counts, or that both do. Cold read: "It is smaller than the photo, and
  there are two of them" with nothing following. Fix: that look of grammars/maguffin.json says
  which one the client wants.
"""

from __future__ import annotations

import re

from ..content.tide_shore import on_shore

RULES = ("record-place-lacks", "record-no-duration", "maguffin-size-clash", "maguffin-two-unruled")

TIDE = re.compile(r"\btides?\b|\bhigh water\b", re.I)
POST = re.compile(r"\b(tide post|post|pillar|stake|driftwood|pole)\b", re.I)
HOURS = re.compile(r"\bhour (\d+)\b")
NEED_THERE = re.compile(r"\bfor the (?:(\d+) )?hours the crew need\b")
# a size that says minutes, for a record that takes hours
MINUTES = re.compile(r"\b(a minute of recording|over in minutes|lasts minutes|ten minutes)\b", re.I)
# the maguffin said to be smaller than the photos or than expected, or easy to miss
SMALLER = re.compile(r"(?:^|[.:;,]\s+|\band\s+)(?:it|which) (?:is|looks) (smaller than (?:the|its) (?:photos?|pictures?|brochure)\b"
                     r"|smaller than anyone expect\w*|easy to walk right past)", re.I)
BIGGER = re.compile(r"\b(bigger than anyone expected|much bigger in person|bigger than (?:the|its) (?:photos?|brochure))\b",
                    re.I)
PHOTO_SMALL = re.compile(r"\bsmaller than (?:the|its) photos\b", re.I)
UNCAUGHT = re.compile(r"\bno photograph (?:catches|does it justice)\b", re.I)
# a stay an hour long, for a sight that is over in less
AN_HOUR_THERE = re.compile(r"\b(?:want|need|spend|stay) an hour there\b", re.I)
BRIEF = re.compile(r"\b(?:lasts (?:well )?under an hour|lasts less than an hour|under an hour, (?:at dusk|once it is dark))\b",
                   re.I)
TWO = re.compile(r"\bthere are two of them\b", re.I)
RULING = re.compile(r"\b(wants the|only the one|the other (?:one )?is|both of them count|either will do|"
                    r"wants both)\b", re.I)
# the lines that speak of the maguffin itself (its block, the climax, the places)
MAGUFFIN_WHERE = re.compile(r"^(maguffin|scene|location)/")


def _climax(trip: dict) -> tuple[dict, dict]:
    sc = (trip.get("scenes") or [{}])[-1]
    loc = next((x for x in trip.get("locations") or [] if x.get("name") == sc.get("place")), {})
    return sc, loc


def _place(trip: dict, world: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    if not TIDE.search(m.get("what") or "") or world.get("maguffin_made") != "yes":
        return
    sc, loc = _climax(trip)
    name = sc.get("place") or ""
    if not on_shore(name, world.get("water")):
        bad("record-place-lacks", f"{m.get('what')!r} is made at {name!r}, which is not on a tidal shore "
                                  f"(water: {world.get('water')})")
    elif not POST.search(" ".join(str(x) for x in (loc.get("text"), sc.get("gm"), sc.get("read_aloud")) if x)):
        bad("record-place-lacks", f"{m.get('what')!r} is marked against a post, and {name!r} shows none")


def _duration(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin_span") != "hours" or world.get("maguffin_made") != "yes":
        return
    sc, _ = _climax(trip)
    want = sc.get("want") or ""
    if len(set(HOURS.findall(want))) < 2:
        bad("record-no-duration", f"{(trip.get('maguffin') or {}).get('short')!r} takes hours, and the climax's "
                                  f"want gives no hour it starts and ends: {want[:100]!r}")
    m = NEED_THERE.search(sc.get("release") or "")
    if m and not m.group(1):
        bad("record-no-duration", f"the last barrier charges {m.group(0)!r} and never says how many")


def _size(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    if world.get("maguffin") == "person":
        return
    size = ((m.get("description") or {}).get("size") or "")
    if world.get("maguffin_span") == "hours" and MINUTES.search(size):
        bad("maguffin-size-clash", f"size {MINUTES.search(size).group(0)!r}, and the record takes hours")
    lines = [(w, t) for w, t in every if MAGUFFIN_WHERE.search(w)] + _described(m)
    small = next(((w, h.group(1)) for w, t in lines for h in [SMALLER.search(t)] if h), None)
    big = next(((w, h.group(1)) for w, t in lines for h in [BIGGER.search(t)] if h), None)
    if small and world.get("maguffin_bulk") == "vast":
        bad("maguffin-size-clash", f"{small[0]}: {small[1]!r}, and {m.get('short')!r} fills the sky or the view")
    if small and big:
        bad("maguffin-size-clash", f"{small[0]}: {small[1]!r}, and {big[0]}: {big[1]!r}")
    stay = next((w for w, t in lines if AN_HOUR_THERE.search(t)), None)
    brief = next((w for w, t in lines if BRIEF.search(t)), None)
    if stay and brief:
        bad("maguffin-size-clash", f"{stay}: an hour there, and {brief}: over in under an hour")
    photo = next((w for w, t in lines if PHOTO_SMALL.search(t)), None)
    caught = next((w for w, t in lines if UNCAUGHT.search(t)), None)
    if photo and caught:
        bad("maguffin-size-clash", f"{photo}: 'smaller than the photos', and {caught}: no photograph catches it")


def _described(m: dict) -> list[tuple[str, str]]:
    """The maguffin's handling block (its look, size, carry and risk), which ``every`` leaves out."""
    return [(f"maguffin/description/{k}", v) for k, v in (m.get("description") or {}).items() if isinstance(v, str)]


def _two(trip: dict, world: dict, every, bad) -> None:
    if world.get("maguffin_number") == "pair":
        return
    said = set()  # (the look is printed twice: the maguffin's own and its block's)
    for where, text in list(every) + _described(trip.get("maguffin") or {}):
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            if TWO.search(sentence) and not RULING.search(sentence) and sentence not in said:
                said.add(sentence)
                bad("maguffin-two-unruled", f"{where}: {sentence[:100]!r}: which of the two counts?")


def check_r30record(trip: dict, world: dict, every, bad) -> None:
    _place(trip, world, bad)
    _duration(trip, world, bad)
    _size(trip, world, every, bad)
    _two(trip, world, every, bad)
