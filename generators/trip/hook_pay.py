"""What came of the node's Hook, said in the Success ending (round 29, brief r29 promises; cold
readers of algorithm-26 trips: "A local child went missing last night, and everyone who can
walk is out searching" met at a scene and never found, "The locals choose a new leader today"
and no leader ever chosen). The Hook already shows at a scene (trip/threads.py, a thread "The
hook"); that set a thing up and nothing paid it. Each hook line of corpora/trip/play_threads.json
now carries a ``pay``: what came of it after the crew left, told from the same scene's place
({place}), so the GM can close what the page opened. Audited by
generators/trip/consistency_r29promises.py (``promise-unpaid``).

No draw of the trip's stream is made here: the line is the hook's own."""

from __future__ import annotations

from . import parts
from .threads import HOOK, hook_line

LEAD = "GM, what came of the hook"


def hook_paid(trip, scenes: list[dict], endings: list[dict]) -> None:
    """Append the hook's payoff to the Success ending's follow-ups (nothing without a hook
    line, a pay of its own or a scene that shows it)."""
    hook = parts.node_detail(trip, "Hook")
    got = hook_line(hook, trip) if hook else None
    if not got or not got.get("pay"):
        return
    at = next((sc for sc in scenes if any(t.get("label") == HOOK for t in sc.get("threads") or ())), None)
    win = next((e for e in endings if e["outcome"] == "success"), None)
    if at is None or win is None:
        return
    pay = got["pay"].format(place=parts.inline(at["place"]))
    line = f"{LEAD}: {pay[:1].lower()}{pay[1:]}."
    win["follows"] = [f for f in win["follows"] if f != "Nothing follows them home this time."] + [line]
