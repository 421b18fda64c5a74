"""The play layer's text as (where, text) pairs, for the audit rules that read it.

Its own module so that consistency and the rule modules it imports can both read it
without an import circle."""

from __future__ import annotations


def play_texts(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the play layer: the strong start, scenes, clues, clock and endings
    (they quote the locations' lines, so they are checked for facts, not for repeats)."""
    out = []
    st = trip.get("start") or {}
    out += [("start", st.get("read_aloud", "")), ("start/then", st.get("then", ""))]
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        out += [(f"scene/{sc['number']}/{k}", sc.get(k) or "") for k in ("read_aloud", "gm", "want")]
        out += [(f"scene/{sc['number']}/obstacle", ob.get("text", "")),
                (f"scene/{sc['number']}/way", ob.get("way", "")),
                (f"scene/{sc['number']}/release", sc.get("release") or "")]
    for c in trip.get("clues") or []:
        out.append((f"clue/{c['id']}", c["fact"]))
        out += [(f"clue/{c['id']}/{i}", x["how"]) for i, x in enumerate(c["clues"], 1)]
    for t in (trip.get("clock") or {}).get("ticks") or []:
        out += [(f"clock/{t['tick']}", e["text"]) for e in t["events"]]
    for e in trip.get("endings") or []:
        for k in ("when", "bring", "client"):
            out.append((f"ending/{e['outcome']}/{k}", e.get(k) or ""))
        out += [(f"ending/{e['outcome']}/follows", f) for f in e.get("follows") or []]
    return [(w, t) for w, t in out if t]
