"""The consistency audit's round-19 clock rules (brief r19 clock; cold read 27, GMs reading
generated trips cold): the rival crew's goal and lander against what the clock has them do.
generators/trip/consistency.py runs them; tests/test_r19_clock.py feeds each a contradicting trip.

- ``rival-aim-fits-ticks``: the rival crew on the clock (the first of the trip's rivals) came
  either to race the crew for the maguffin or the job, or to watch them (the world fact
  ``rival_aim``; their Goal is drawn to fit it, corpora/grammars/org.json crew_goal), and their
  ticks say the same: a crew "hired by the client's rival to watch the PCs and report" do not
  bargain for the maguffin at tick 4 (cold read 27 g: about 25 such clashes over the audit's
  trips), and a crew who want the maguffin for a buyer do not stand by "to watch the crew, not
  to do the job". The rivals' own name is masked first ("The Bargain Wreckers").
- ``no-lander-beside-rivals``: a line that says there is no other lander near ("With no second
  lander to call on", the No Rescue Available tick) on a trip whose rivals have a lander on the
  node by then (cold read 27 g: beside the rivals' lander "within sight" at tick 2). The rivals
  are there from the start when ``rivals`` is here, else from their own tick's landing.
"""

from __future__ import annotations

import re

RULES = ("rival-aim-fits-ticks", "no-lander-beside-rivals")

# a Goal of a crew who came to watch the crew (grammars/org.json crew_goal, rival_aim: watch)
WATCH_GOAL = re.compile(r"\b(watch the PCs|film the PCs|good material|copy whatever the PCs|"
                        r"slip coordinates|client is a fraud|how the PCs work|where the PCs go|"
                        r"guidebook to this node|the job they bid for|shadow an older)\b", re.I)  # (r37 stock)
# a tick that has them compete for the maguffin or the job
COMPETE = re.compile(r"\b(bargain|haggling|make an offer|offer for|their own offer|offer to beat|"
                     r"outbid|make their own|record first|make (?:their|the) record|best ground|"
                     r"measurements the client wants|already sketching|sell (?:it|theirs)|better goods|"
                     r"bidding war|hire every guide|charging anyone|tourists of their own|own tour group|"
                     r"own party|whispering to|make theirs|go the other way|talk up their own offer|"
                     r"for their own client|second visitors)\b", re.I)
# a tick that has them only watch
WATCHING = re.compile(r"\b(not to do the job|not to take anything|only to see how|writing down where "
                      r"the crew go|follows the crew everywhere|settle in at a distance)\b", re.I)
NO_LANDER = re.compile(r"\b(no second lander|no other lander|no other craft|the only lander (?:on|here))\b", re.I)
LANDS = re.compile(r"\b(land|lander|slip in|arrive|come down)\b", re.I)


def _clock(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]


def _theirs(trip: dict, name: str, captain: str) -> list[tuple[int, str]]:
    """The rivals' ticks: the rival track, and the opposition's when its face is their captain."""
    return [(k, e["text"].replace(name, "The rivals")) for k, e in _clock(trip)
            if e.get("track") == "rival" or (captain and e.get("track") == "opp" and captain in e["text"])]


def check_r19clock(trip: dict, world: dict, every, bad) -> None:
    riv = (trip.get("rivals") or [{}])[0]
    details = {d["label"]: d["text"] for d in riv.get("details") or []}
    name, goal = riv.get("name") or "", details.get("Goal") or ""
    ticks = _theirs(trip, name, details.get("Captain") or "") if name else []
    watch = bool(WATCH_GOAL.search(goal))
    for k, t in ticks:
        m = COMPETE.search(t) if watch else WATCHING.search(t)
        if m:
            bad("rival-aim-fits-ticks", f"tick {k}: {m.group(0)!r}, and {name}'s goal is {goal!r}")
    landed = 0 if world.get("rivals") == "here" else min(
        (k for k, e in _clock(trip) if e.get("track") == "rival" and LANDS.search(e["text"])), default=None)
    if landed is None:
        return
    for k, e in _clock(trip):
        if k >= landed and (m := NO_LANDER.search(e["text"])):
            bad("no-lander-beside-rivals", f"tick {k}: {m.group(0)!r}, and {name} have a lander on the node "
                                           f"from {'the start' if not landed else f'tick {landed}'}")
    for where, t in every:
        if not where.startswith("clock") and (m := NO_LANDER.search(t)):
            bad("no-lander-beside-rivals", f"{where}: {m.group(0)!r}, and {name} have a lander on the node")
