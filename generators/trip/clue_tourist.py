"""A paying tourist's secret, and how the crew learn it (round 30, cold reads 44-46: "Has been
here before, on a trip they thought nobody knew about" and "Plans to stay behind, and has
packed for it", with no clue anywhere). A tourist travels with the crew from the barn and is met
at no scene, so trip/clues.py (which draws clues at the scenes' places) gives their secret
none; here it becomes a fact of Secrets and clues with one tell the crew meet on the way, noted
at the start scene: a thing of theirs (a bag far heavier than a day needs), or, for a secret
that names the client, the tourist owning up (only they can tell it: trip/clue_secret.py).
The tells are corpora/trip/tourist_tells.json, one per secret; the audit rule is
``secret-no-clue`` (trip/consistency_r30setups.py)."""

from __future__ import annotations

import functools
import re

from ..data import load
from ..errors import GrammarError
from . import parts
from .knowing import home_today


@functools.lru_cache(maxsize=1)
def _tells() -> tuple:
    """(pattern, tell, source) for each secret of corpora/trip/tourist_tells.json (a ``#slot#``
    matches any words)."""
    out = []
    for value, _, f in load("trip/tourist_tells").items:
        bits = re.split(r"#\w+(?:\.\w+)*#", value)
        out.append((re.compile("^" + "(.+?)".join(re.escape(x) for x in bits) + r"\.?$"), f["tell"], f["source"]))
    return tuple(out)


def tell_for(secret: str) -> tuple[str, str]:
    """(tell, source) for a tourist's secret; a secret with no row is an error."""
    for pat, tell, src in _tells():
        if pat.match(secret.strip()):
            return tell, src
    raise GrammarError(f"corpora/trip/tourist_tells.json: no row for the tourist's secret {secret!r}")


def tourist_secrets(trip, scenes: list[dict], clues: list[dict]) -> None:
    """Add to ``clues`` the secret of each tourist no fact tells yet, with its tell."""
    have = {f["id"] for f in clues}
    start = scenes[0]
    lost = parts.forgetful(trip)  # a tourist a tweak took the memory of tells nothing, owns up to
    # nothing (slip-n-slide audit/374, 480, 485 of algorithm 28: tweak-person-knows)
    for n in parts.npcs(trip):
        secret = (n.get("secret") or "").strip()
        if not secret or not home_today(n) or {f"lies-{n['key']}", f"secret-{n['key']}"} & have \
                or n["name"] in lost:
            continue
        tell, src = tell_for(secret)
        how = tell.format(name=n["name"], place=parts.inline(start["place"]))
        at = n["key"] if src == "npc" else start["id"]
        fact = f"{n['name']}'s secret: {secret}"
        clues.append({"id": f"secret-{n['key']}", "fact": fact if fact.endswith((".", "!", "?")) else fact + ".",
                      "needed": False, "clues": [{"at": at, "kind": "npc" if src == "npc" else "scene",
                                                  "scene": start["id"], "how": how[0].upper() + how[1:],
                                                  "source": src}]})
