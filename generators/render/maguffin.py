"""The maguffin's rows, one list for every format: the trip page's Markdown (and so the
markdown, reddit and bbcode posts, templates/trip.md.j2) and the plain text (render/trip.py)
print these rows and nothing else, so a row such as a trade job's cargo cannot be in one
format and missing from another."""

from __future__ import annotations

from .keeper_words import held_words, where_label  # who has it, by its state, kind and form


def _words(m: dict) -> dict:
    """A person maguffin is "they", never "it" (issue 10): the rows' and the GM box's words. The
    look row is "What it is like": its pools (grammars/maguffin.json looks*) hold first
    impressions as well as looks ("There is a queue for it", "Everyone who has seen it describes
    it differently"), and a row labelled "What it looks like" promised a look they do not give
    (round 37, cold readers of algorithm-31 trips); a person's look lines are looks (the audit's
    ``look-not-looks``), so theirs stays "What they look like"."""
    if m.get("kind") == "person":
        return {"look": "What they look like", "where": "Where they are", "travel": "How they travel",
                "home": "How they come home", "really": "who they really are"}
    return {"look": "What it is like", "where": "Where it is", "travel": "How it travels",
            "home": "How it comes home", "really": "what it really is"}


# the GM-only box of a knowledge, event or view's central fact (its "gist": what the secret says,
# what the apology is for, what the view shows), under "what it really is"
GIST_LABEL = "the fact it turns on"
TURNS_LABEL = "what it turns on, here"  # the gist again at the climax (trip/gist_pay.py)


def really_label(m: dict) -> str:
    """The title of the GM-only box under the rows: "what it really is" or "who they really are"."""
    return _words(m)["really"]


def maguffin_rows(m: dict, world: dict | None) -> list[dict]:
    """[{label, text}] for a trip's maguffin (``DayTrip.maguffin``; ``world`` its fact
    sheet), in page order; the GM-only "what it really is" is not a row."""
    md = m.get("description") or {}
    w = _words(m)
    rows = [("What the client wants", m["what"])]
    if m.get("cargo"):
        cargo = m["cargo"][:1].upper() + m["cargo"][1:]
        rows.append(("What the crew bring to trade",
                     f"{cargo}, the client's cargo, loaded in the lander before the slip"))
    if md or m.get("looks"):
        rows.append((w["look"], md["look"] if md else m["looks"]))
    rows.append(("Why", m["why"]))
    if m.get("party"):  # a tourism job's paying tourists, counted and seated (trip/party.py party_row)
        rows.append(("The party", m["party"]))
    if m.get("where"):
        held = held_words(m.get("kind", ""), world)
        rows.append((where_label(m.get("kind", ""), m.get("form", ""), w["where"]), m["where"] + (f", {held} {m['held_by']}" if m.get("held_by") else "")))
    if md:
        rows += [("Size", md["size"]), (w["travel"] if md["carried"] else w["home"], md["carry"]),
                 ("What could go wrong", md["risk"])]
    return [{"label": k, "text": v} for k, v in rows]
