"""The maguffin's rows, one list for every format: the trip page's Markdown (and so the
markdown, reddit and bbcode posts, templates/trip.md.j2) and the plain text (render/trip.py)
print these rows and nothing else, so a row such as a trade job's cargo cannot be in one
format and missing from another."""

from __future__ import annotations

# who has the maguffin, by the world's maguffin_state; else by its kind
HELD_BY_STATE = {"hiding": "in the care of", "unwilling": "with"}
HELD_KINDS = ("person", "creature", "object", "substance", "")


def maguffin_rows(m: dict, world: dict | None) -> list[dict]:
    """[{label, text}] for a trip's maguffin (``DayTrip.maguffin``; ``world`` its fact
    sheet), in page order; the GM-only "what it really is" is not a row."""
    md = m.get("description") or {}
    rows = [("What the client wants", m["what"])]
    if m.get("cargo"):
        cargo = m["cargo"][:1].upper() + m["cargo"][1:]
        rows.append(("What the crew bring to trade",
                     f"{cargo}, the client's cargo, loaded in the lander before the slip"))
    if md or m.get("looks"):
        rows.append(("What it looks like", md["look"] if md else m["looks"]))
    rows.append(("Why", m["why"]))
    if m.get("where"):
        held = HELD_BY_STATE.get((world or {}).get("maguffin_state"),
                                 "held by" if m.get("kind", "") in HELD_KINDS else "kept by")
        rows.append(("Where it is", m["where"] + (f", {held} {m['held_by']}" if m.get("held_by") else "")))
    if md:
        rows += [("Size", md["size"]), ("How it travels" if md["carried"] else "How it comes home", md["carry"]),
                 ("What could go wrong", md["risk"])]
    return [{"label": k, "text": v} for k, v in rows]
