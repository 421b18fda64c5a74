"""Text and Markdown for DayTrip content (generators.content.TripContent) and for each
piece `daytrip roll` can make on its own: node details, a location, the maguffin, a teaser.

Text wraps for a terminal; Markdown escapes every generated string (generators.text.mdescape)
so nothing a grammar or a pack produces can become markup.
"""

from __future__ import annotations

import textwrap

from .keeper_words import held_words
from ..text.english import a
from ..text.mdescape import escape

WIDTH = 96


def _label(key: str) -> str:
    return key.replace("_", " ").capitalize()


def _wrap(text: str, indent: str = "  ", first: str | None = None) -> list[str]:
    first = indent if first is None else first
    return textwrap.wrap(text, WIDTH, initial_indent=first, subsequent_indent=indent + "  ",
                         break_long_words=False, break_on_hyphens=False) or [first.rstrip()]


def _field(label: str, text: str, indent: str = "  ") -> list[str]:
    return _wrap(f"{label}: {text}", indent)


# --- pieces: text ------------------------------------------------------------------------


def node_lines(d: dict) -> list[str]:
    head = f"NODE: {d['node_type']}"
    if d.get("name"):
        head += f", {d['name']}"
    out = [head]
    for key, value in d.items():
        if key in ("node_type", "name"):
            continue
        if isinstance(value, list):
            out.append(f"  {_label(key)}:")
            for v in value:
                out += _wrap(v, "    ")
        else:
            out += _field(_label(key), value)
    return out


def location_lines(loc: dict, number: int | None = None) -> list[str]:
    head = f"{number}. " if number else ""
    out = _wrap(f"{head}{loc['name']} ({loc['role']})", "  ")
    out += _wrap(loc["description"], "     ")
    out += _field("Sensory", loc["sensory"], "     ")
    if loc.get("who"):
        out += _field("Who is here", "; ".join(loc["who"]), "     ")
    return out


def maguffin_lines(m: dict) -> list[str]:
    out = [f"MAGUFFIN: {m['what']}"]
    out += _field("Looks", m["looks"])
    out += _field("Why the client wants it", m["why"])
    out += _field("What it really is", m["really"])
    if m.get("gist"):  # a knowledge, event or view: the fact it turns on
        out += _field("The fact it turns on", m["gist"])
    if m.get("where"):
        where = m["where"] + (f", {held_words(m.get('kind', ''), {'maguffin_form': m.get('form')})} {m['held_by']}" if m.get("held_by") else "")
        out += _field("Where", where)
    return out


def person_lines(p: dict, number: int | None = None) -> list[str]:
    head = f"{number}. " if number else ""
    out = _wrap(f"{head}{p['name']}: {p['role']} ({p['tier']})", "  ")
    for key in ("look", "manner", "want", "secret", "where"):
        if p.get(key):
            label = {"want": "Wants", "where": "Found at"}.get(key, key.capitalize())
            out += _field(label, p[key], "     ")
    return out


def teaser_text(t) -> str:
    text = t if isinstance(t, str) else t.teaser
    return "\n".join(_wrap(text, "", ""))


# --- the whole trip: text -------------------------------------------------------------------


def content_text(c) -> str:
    d = c.to_dict() if hasattr(c, "to_dict") else c
    out = ["BIG BOARD TEASER", *_wrap(d["teaser"]), ""]
    out += [f"{d['mission_type']} to {a(d['node_type'])} node",
            f"  Opposition: {'; '.join(d['opposition'])}",
            f"  Complications: {'; '.join(d['complications']) or 'none'}", ""]
    out += node_lines(d["node_details"]) + [""]
    cl = d["client"]
    out += [f"CLIENT: {cl['name']}"]
    out += _field("Contact", f"{cl['contact']}. {cl['contact_manner']}")
    out += _field("Pays", cl["pays"])
    out += _field("Not telling the crew", cl["not_telling"]) + [""]
    out += maguffin_lines(d["maguffin"]) + [""]
    out += ["LOCATIONS"]
    for i, loc in enumerate(d["locations"], 1):
        out += location_lines(loc, i)
    out += ["", "PEOPLE (most important first)"]
    for i, p in enumerate(d["people"], 1):
        out += person_lines(p, i)
    out += ["", "RIVAL CREWS"]
    for r in d["rivals"]:
        out += _wrap(f"{r['name']}, captain {r['captain']}, flying {r['ship']}. {r['status']}.")
        out += _field("Gimmick", r["gimmick"], "     ") + _field("Goal", r["goal"], "     ")
    out += ["", "FACTIONS"]
    if not d["factions"]:
        out.append("  Nobody here is organised enough to count as a faction.")
    for f in d["factions"]:
        out += _wrap(f"{f['name']}. Wants {f['want'][:1].lower()}{f['want'][1:]}. "
                     f"Method: {f['method'][:1].lower()}{f['method'][1:]}. "
                     f"To the crew: {f['attitude'][:1].lower()}{f['attitude'][1:]}.")
    out += ["", "OBSTACLES"]
    for o in d["obstacles"]:
        out += _wrap(o["text"])
    out += ["", "TIMELINE (the one-day window)"]
    for e in d["events"]:
        out += _wrap(e["text"], "           ", f"  {e['when']:<9}")
    out += ["", "SURREALISM TWEAKS"] if d["tweaks"] else []
    for t in d["tweaks"]:
        out += _wrap(f"{t['text']}. {t['detail']}")
    return "\n".join(out)


# --- Markdown -------------------------------------------------------------------------------


def _md_field(label: str, text: str) -> str:
    return f"- **{label}:** {escape(text)}"


def node_markdown_lines(d: dict) -> list[str]:
    head = f"**Node: {escape(d['node_type'])}"
    head += f", {escape(d['name'])}**" if d.get("name") else "**"
    out = [head, ""]
    for key, value in d.items():
        if key in ("node_type", "name"):
            continue
        if isinstance(value, list):
            out.append(f"- **{_label(key)}:**")
            out += [f"    {i}. {escape(v.split('. ', 1)[-1])}" for i, v in enumerate(value, 1)]
        else:
            out.append(_md_field(_label(key), value))
    return out


def location_markdown(loc: dict, number: int | None = None) -> str:
    head = f"{number}. " if number else "- "
    line = f"{head}**{escape(loc['name'])}** *({escape(loc['role'])})*: {escape(loc['description'])} " \
           f"*{escape(loc['sensory'])}*"
    if loc.get("who"):
        line += f" Here: {escape('; '.join(loc['who']))}."
    return line


def maguffin_markdown(m: dict) -> str:
    out = [f"**Maguffin: {escape(m['what'])}**", "", _md_field("Looks", m["looks"]),
           _md_field("Why the client wants it", m["why"]),
           _md_field("What it really is", m["really"])]
    if m.get("where"):
        where = m["where"] + (f", {held_words(m.get('kind', ''), {'maguffin_form': m.get('form')})} {m['held_by']}" if m.get("held_by") else "")
        out.append(_md_field("Where", where))
    return "\n".join(out)


def teaser_markdown(t) -> str:
    text = t if isinstance(t, str) else t.teaser
    return f"> {escape(text)}"


def content_markdown(c) -> str:
    d = c.to_dict() if hasattr(c, "to_dict") else c
    out = [teaser_markdown(d["teaser"]), "",
           f"**{escape(d['mission_type'])}** to {a(d['node_type']).split(' ')[0]} "
           f"**{escape(d['node_type'])}** node. "
           f"Opposition: {escape('; '.join(d['opposition']))}. "
           f"Complications: {escape('; '.join(d['complications']) or 'none')}.", ""]
    out += ["### The node", ""] + node_markdown_lines(d["node_details"]) + [""]
    cl = d["client"]
    out += ["### The client", "", f"**{escape(cl['name'])}**", "",
            _md_field("Contact", f"{cl['contact']}. {cl['contact_manner']}"),
            _md_field("Pays", cl["pays"]), _md_field("Not telling the crew", cl["not_telling"]), ""]
    out += ["### The maguffin", "", maguffin_markdown(d["maguffin"]), ""]
    out += ["### Locations", ""] + [location_markdown(x, i) for i, x in enumerate(d["locations"], 1)]
    out += ["", "### People", ""]
    for i, p in enumerate(d["people"], 1):
        out.append(f"{i}. **{escape(p['name'])}**, {escape(p['role'])} ({escape(p['tier'])}). "
                   f"*Look:* {escape(p['look'])}. *Manner:* {escape(p['manner'])}. "
                   f"*Wants:* {escape(p['want'])}. *Secret:* {escape(p['secret'])}. "
                   f"*Found at:* {escape(p.get('where', ''))}.")
    out += ["", "### Rival crews", ""]
    out += [f"- **{escape(r['name'])}**, captain {escape(r['captain'])}, flying {escape(r['ship'])}. "
            f"{escape(r['status'])}. {escape(r['gimmick'])}. {escape(r['goal'])}." for r in d["rivals"]]
    out += ["", "### Factions", ""]
    out += [f"- **{escape(f['name'])}**: wants {escape(f['want'])}; method: {escape(f['method'])}; "
            f"to the crew: {escape(f['attitude'])}." for f in d["factions"]] \
        or ["- Nobody here is organised enough to count as a faction."]
    out += ["", "### Obstacles", ""] + [f"- {escape(o['text'])}" for o in d["obstacles"]]
    out += ["", "### Timeline", ""]
    out += [f"- **{escape(e['when'])}:** {escape(e['text'])}" for e in d["events"]]
    out += ["", "### Surrealism tweaks", ""] if d["tweaks"] else []
    out += [f"- **{escape(t['target'])}:** {escape(t['tweak'])}. {escape(t['detail'])}"
            for t in d["tweaks"]]
    return "\n".join(out)


# --- roll pieces (objects with to_dict) -----------------------------------------------------


def node_roll_text(r) -> str:
    return "\n".join(node_lines(r.details))


def node_roll_markdown(r) -> str:
    return "\n".join(node_markdown_lines(r.details))


def location_roll_text(r) -> str:
    return "\n".join(line[2:] if line.startswith("  ") else line for line in location_lines(r.location))


def location_roll_markdown(r) -> str:
    return location_markdown(r.location)


def maguffin_roll_text(r) -> str:
    lines = maguffin_lines(r.maguffin)
    if r.maguffin.get("client"):
        lines += _field("Client", r.maguffin["client"])
    return "\n".join(lines)


def maguffin_roll_markdown(r) -> str:
    md = maguffin_markdown(r.maguffin)
    if r.maguffin.get("client"):
        md += "\n" + _md_field("Client", r.maguffin["client"])
    return md
