"""The slots of a DayTrip other than NPCs: the mission frame, opposition, client, node,
locations, maguffin, tweaks, obstacles, events, teaser. Each takes what generators.content
offers and falls back to structure-only text from corpora/trip/ (never None or empty).

Paths under the trip's stream: ``opposition`` (1d9, without aspects), ``content``
(generators.content), ``tweaks/count`` (1d3+1) and ``tweak/<k>`` (fallback tweaks).
"""

from __future__ import annotations

from . import base
from ..rules.board import Mission
from ..data import load
from ..errors import DaytripError
from ..rng import Stream
from .base import _a, _as_dict, _cap, _first, _inline, _text
from ..rules.tweaks import Tweak, roll_tweak


def _frame(mission: Mission) -> dict:
    for value, _, fields in load("trip/mission_frames").items:
        if value == mission.mission_type:
            return fields
    raise DaytripError(f"corpora/trip/mission_frames.json: no frame for {mission.mission_type!r}")


def _opposition_frames() -> dict[str, dict]:
    return {v: f for v, _, f in load("trip/opposition_frames").items}


def _node_notes(node_type: str) -> dict:
    for value, _, fields in load("trip/node_notes").items:
        if value == node_type:
            return fields
    raise DaytripError(f"corpora/trip/node_notes.json: no notes for {node_type!r}")


def vector_reading(vector: str, distance: str, node: str = "") -> str:
    """What a vector slipped by a distance means at the table, in plain words; the node's own
    line is read for its node type (a Dream World's strangeness, an Alternate Earth's history
    holds beside the slip: cold reads r27-cold-e, -f, -i)."""
    for value, _, f in load("trip/vector_readings").items:
        if f.get("vector") == vector and f.get("distance") == distance and f.get("node", node) == node:
            return value
    raise DaytripError(
        f"corpora/trip/vector_readings.json: no reading for {vector!r} at {distance!r} ({node!r})")


def _opposition(mission: Mission, aspects: dict | None, s: Stream) -> tuple[list[str], str]:
    if aspects:
        found = aspects.get("opposition") or aspects.get("oppositions") or []
        if isinstance(found, str):
            found = [found]
        names = []
        for o in found:
            name = _text(o if not isinstance(o, dict) else (o.get("type") or o.get("value") or o.get("name")))
            if name and name not in names:
                names.append(name)
        if names:
            return names, "aspects"
    types = load("trip/opposition_frames").values
    r = s.child("opposition").dice(1, len(types), "opposition type (for this trip)")
    r.result = types[r.total - 1]
    return [r.result], "rolled"


def _content(mission: Mission, s: Stream, opposition: list[str], count: int) -> tuple[dict, list]:
    """generators.content's TripContent as a dict (and its rolls), or ({}, [])."""
    content_for = base._optional("content", "content_for")
    if content_for is None:
        return {}, []
    c = content_for(mission, s.child("content"), opposition=list(opposition), npc_count=count)
    return _as_dict(c), list(getattr(c, "rolls", []) or [])


def _locations(content: dict, frame: dict) -> list[dict]:
    out = []
    for loc in content.get("locations") or []:
        d = _as_dict(loc) if not isinstance(loc, str) else {"name": loc}
        name = _first(d, "name", "title")
        text = _first(d, "description", "text", "detail") or _first(d, "sensory")
        if name and text:
            who = [_text(w) for w in d.get("who") or [] if _text(w)]
            loc_ = {"name": name, "role": _first(d, "role"), "text": text,
                    "sensory": _first(d, "sensory") if _first(d, "sensory") != text else "",
                    "who": who}
            if _first(d, "setting"):
                loc_["setting"] = _first(d, "setting")
            for k in ("din", "footing"):  # how loud it is, what it stands on (content/footing.py)
                if _first(d, k):
                    loc_[k] = _first(d, k)
            out.append(loc_)
    if len(out) >= 3:
        return out[:6]
    return [{"name": _cap(p["name"]), "role": "", "text": _cap(p["note"]) + ".", "sensory": "",
             "who": []} for p in frame["places"]]


def _maguffin(content: dict, frame: dict) -> dict:
    raw = content.get("maguffin")
    d = _as_dict(raw) if not isinstance(raw, str) else {"what": raw}
    return {
        "what": _first(d, "what", "name", "value") or _cap(frame["maguffin"]),
        "why": _first(d, "why", "wants", "reason") or _cap(frame["why"]),
        "really": _first(d, "really", "truth", "secret") or _cap(frame["really"]),
        "looks": _first(d, "looks"),
        "where": _first(d, "where"),
        "held_by": _first(d, "held_by"),
        **{k: _first(d, k) for k in ("kind", "who", "short", "bulk", "form", "setting", "cargo", "gist") if _first(d, k)},
    }


def _tweak_targets(s: Stream, kind: str, npcs: list, locations: list[dict],
                   maguffin: dict, used: set[str]) -> str:
    """A concrete thing of this trip for a tweak of ``kind`` (distinct within the trip)."""
    if kind == "character":
        options = [f"{n.name} ({n.role})" for n in npcs]
    elif kind == "natural":
        process = s.child("process").choice(load("lists/tweak_targets_natural").value_tuple)
        options = [f"{process} at {_inline(loc['name'])}" for loc in locations]
    else:
        machine = s.child("machine").choice(load("lists/tweak_targets_constructed").value_tuple)
        options = [f"the {machine.lower()} at {_inline(loc['name'])}" for loc in locations]
        options.append(f"the maguffin ({maguffin['what'][:1].lower() + maguffin['what'][1:]})")
    free = [o for o in options if _cap(o) not in used] or options
    choice = s.child("target").choice(free)
    used.add(_cap(choice))
    return _cap(choice)


def _content_tweaks(content: dict) -> list[dict]:
    out = []
    for t in content.get("tweaks") or []:
        d = _as_dict(t)
        tw = {k: _first(d, k) for k in ("kind", "target", "tweak", "rule", "detail")}
        if tw["kind"] in ("natural", "constructed", "character") and tw["target"] and tw["tweak"] and tw["rule"]:
            tw["text"] = f"{tw['target']}: {tw['tweak']}"
            tw["path"] = _first(d, "path") or f"{content.get('path', 'content')}/tweaks"
            out.append(tw)
    return out if 2 <= len(out) <= 4 else []


def _tweak_dict(t: Tweak) -> dict:
    return {"kind": t.kind, "target": t.target, "tweak": t.tweak, "rule": t.rule,
            "detail": "", "text": t.text, "path": t.path}


def _roll_tweaks(s: Stream, npcs, locations, maguffin) -> list[Tweak]:
    r = s.child("tweaks", "count").dice(1, 3, "surrealism tweaks on this trip", modifier=1)
    r.result = f"{r.total} tweaks"
    used: set[str] = set()
    out = []
    kinds = ("natural", "constructed", "character")
    for k in range(1, r.total + 1):
        ts = s.child("tweak", k)
        kr = ts.child("kind").dice(1, 3, "tweak list (1 natural, 2 constructed, 3 character)")
        kind = kinds[kr.total - 1]
        kr.result = kind
        target = _tweak_targets(ts, kind, npcs, locations, maguffin, used)
        t = roll_tweak(ts, kind=kind, target=target)
        s.log.extend(t.rolls)
        out.append(t)
    return out


def _node(mission: Mission, content: dict) -> dict:
    notes = _node_notes(mission.node_type)
    details = []
    raw = content.get("node") or content.get("node_details")
    nd = _as_dict(raw) if raw is not None and not isinstance(raw, str) else {}
    if isinstance(raw, str) and _text(raw):
        details.append({"label": "Details", "text": _text(raw)})
    for key, value in nd.items():
        if isinstance(value, list):
            value = "; ".join(_text(v) for v in value if _text(v))
        t = _text(value)
        if t and key not in ("seed", "version", "algorithm", "path", "rolls", "kind", "node_type"):
            details.append({"label": _cap(str(key).replace("_", " ")), "text": t})
    return {
        "type": mission.node_type, "slip_type": mission.slip_type,
        "summary": notes["summary"], "slip": notes["slip"],
        # a Known Planet the barn has not mapped (No Intel, Scant Intel) has no maps to hand out;
        # a mapped one with No Intel has only maps too old to hand out (cold read 44: "The crew
        # has maps and reports" beside No Intel)
        "at_table": notes["unmapped"] if "unmapped" in notes and (content.get("world") or {}).get(
            "known") not in (None, "mapped") else notes["no_intel"] if "no_intel" in notes and "No Intel" in (
            content.get("complications") or ()) else notes["with_details"] if details else notes["at_table"],
        "details": details,
    }


def _events(content: dict, locations, opposition, maguffin, aspects) -> list[dict]:
    out = []
    for e in content.get("events") or []:
        d = _as_dict(e) if not isinstance(e, str) else {"text": e}
        text = _first(d, "text", "event", "description")
        when = _first(d, "when", "time", "hour")
        if text:
            out.append({"when": when or f"Event {len(out) + 1}", "text": text})
    if len(out) >= 3:
        return out
    land = locations[0]["name"]
    goal = locations[min(1, len(locations) - 1)]["name"]
    ofr = _opposition_frames()
    first_obstacle = ofr.get(opposition[0], {}).get("obstacle", "trouble arrives") if opposition else "trouble arrives"
    return [
        {"when": "Hour 0", "text": f"The ship slips in at {_inline(land)}. Suits on; the one-day clock starts."},
        {"when": "Hours 1-4", "text": f"First sign of the opposition: {first_obstacle}."},
        {"when": "Hours 5-12", "text": f"The crew reaches {_inline(goal)} and finds the maguffin is not where the client said."},
        {"when": "Hours 13-20", "text": f"The truth comes out: {maguffin['really'][:1].lower() + maguffin['really'][1:]}."},
        {"when": "Hours 21-24", "text": "The slip window closes at hour 24. The return slip burns 1 MW per ton; anyone not aboard is stranded."},
    ]


def _obstacles(content: dict, opposition: list[str]) -> list[str]:
    out = [_text(o if isinstance(o, str) else _first(_as_dict(o), "text", "description", "name"))
           for o in content.get("obstacles") or []]
    out = [o for o in out if o]
    if out:
        return out
    ofr = _opposition_frames()
    return [f"{o}: {ofr[o]['obstacle']}." if o in ofr else o for o in opposition]


_CLIENT_LABELS = (("contact", "Contact", False), ("contact_manner", "Manner", False),
                  ("pays", "Pays", False), ("not_telling", "Not telling the crew", True))


def _client(content: dict, frame: dict) -> tuple[str, list[dict]]:
    raw = content.get("client")
    d = _as_dict(raw) if not isinstance(raw, str) else {"name": raw}
    name = _first(d, "name") or frame["client"]
    details = [{"label": label, "text": _first(d, key), "gm_only": gm}
               for key, label, gm in _CLIENT_LABELS if _first(d, key)]
    return _cap(name), details


def talks_line(talks: dict, maguffin: dict) -> str:
    """The client's "The talks" line: the two parties, the question and who speaks for the
    other side, where (world.talks: generators/content/talks.py). The client's name ends its
    sentence, so a long one ("The United Nations Standing Committee on Things That Are Not
    Countries") reads as well as a short one."""
    client, side = talks["parties"]
    out = f"Across the table from {side}, the crew speak for {_inline(client)}. The question: {talks['question']}."
    if talks.get("negotiator"):
        out += f" {talks['negotiator']} speaks for {side}, at {_inline(maguffin.get('where') or '')}."
    return out


def _entries(items) -> list[dict]:
    """Rivals and factions: a name and labelled details, in the content's own key order."""
    out = []
    for it in items or []:
        d = _as_dict(it)
        name = _first(d, "name")
        if not name:
            continue
        details = [{"label": _cap(str(k).replace("_", " ")), "text": _text(v)}
                   for k, v in d.items() if k != "name" and _text(v)]
        out.append({"name": name, "details": details})
    return out


def _teaser(content: dict, mission: Mission, frame: dict, client: str, maguffin: dict) -> str:
    t = _first(content, "teaser")
    if t:
        return t
    phrase = _node_notes(mission.node_type)["phrase"]
    what = maguffin["what"][:1].lower() + maguffin["what"][1:]
    why = maguffin["why"][:1].lower() + maguffin["why"][1:]
    return (f"{_cap(client)} posts {_a(mission.mission_label)} job {phrase}. At stake: {what}, "
            f"because {why}. CL {mission.clearance_level}; DL {mission.job_dl} to get the job.")
