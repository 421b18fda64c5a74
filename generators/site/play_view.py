"""The play layer of a trip page (start, scenes, clues, clock, endings) as the templates
need it: escaped text plus what links a clue to its scene or NPC, the scene map (SVG) and
the short lines of the cheat sheet. Used by generators/site/pages.py for both the site's
trip page and `daytrip roll trip --format markdown`."""

from __future__ import annotations

from ..text.mdescape import Escaped, escape

KIND_LABELS = {"arrival": "arrival", "lead": "a lead", "roleplay": "roleplay",
               # the setback is on every way to the climax, one DL harder (cold read 36-a: "labelled
               # setback, but sets nothing back"); its +1 is said once, where the DL is printed
               # (templates/trip.md.j2 and render/trip.py: round 37, "Setback 'DL takes +1' beside a printed
               # DL, with no word on whether it's included")
               "setback": "setback: every way to the climax passes here",
               "climax": "climax"}


def play_view(v: dict, raw, npc_anchor: dict[str, str]) -> None:
    """Add to the escaped trip view ``v``: scene titles, where each scene leads (names), each
    clue's place (a scene or an NPC, with the NPC's anchor), the scene map. ``raw`` is the
    DayTrip; ``npc_anchor`` maps npc keys to their heading anchors."""
    from ..render.scene_map import scene_map_svg

    scenes = {sc["id"]: sc for sc in v["scenes"]}
    names = {n["key"]: n["name"] for n in v["npcs"]}
    for sc in v["scenes"]:
        sc["title"] = Escaped(f"Scene {sc['number']}: {sc['place']}")
        sc["kind_label"] = KIND_LABELS[sc["kind"]]
        sc["kind_short"] = KIND_LABELS[sc["kind"]].split(":")[0]  # the cheat sheet's (one A4 side)
        hours = {c["to"] if c["from"] == sc["id"] else c["from"]: c["hours"] for c in v["connections"]
                 if sc["id"] in (c["from"], c["to"])}
        sc["leads"] = [Escaped(f"{scenes[x]['number']} ({scenes[x]['place']}, {_hours(hours[x])} on foot)")
                       for x in sc["leads_to"]]
        sc["leads_short"] = ", ".join(f"{scenes[x]['number']} ({hours[x]} h)" for x in sc["leads_to"])
        sc["here_links"] = [{"name": names[k], "anchor": npc_anchor[k]} for k in sc["npcs"]]
    for f in v["clues"]:
        for c in f["clues"]:
            sc = scenes[c["scene"]]
            barn = c.get("source") == "intel"  # learnt at the barn before the slip
            c["where"] = Escaped("at the barn, before the slip" if barn else f"scene {sc['number']}")
            c["short"] = Escaped("barn" if barn else f"{sc['number']}"
                                 + (f" ({names[c['at']]})" if c["kind"] == "npc" else ""))
            c["anchor"] = npc_anchor.get(c["at"], "")
        f["short_where"] = Escaped(("scene " if any(c["short"] != "barn" for c in f["clues"]) else "")
                                   + ", ".join(c["short"] for c in f["clues"]))
    v["links"] = [Escaped(f"{scenes[c['from']]['number']} \u2194 {scenes[c['to']]['number']} "
                          f"({_hours(c['hours'])})") for c in v["connections"]]
    v["scene_map"] = scene_map_svg(raw.play["scenes"], raw.play["connections"])
    v["sheet_npcs"] = [{"name": n["name"], "role": n["role"], "where": n["where"], "want": n["want"],
                        "best": n["best"]} for n in v["npcs"]]


def _hours(h: int) -> str:
    return f"{h} hour" + ("s" if h != 1 else "")


def sheet_title(title: str) -> str:
    return escape(f"Cheat sheet: {title}")
