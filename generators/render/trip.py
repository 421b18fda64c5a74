"""Text and Markdown for one DayTrip (`daytrip roll trip`).

The site's pages come from templates/trip.md.j2 (Jinja2); this module is the CLI's plain
renderer and imports neither jinja2 nor mkdocs. Its Markdown (for a forum post) escapes every
generated string with generators.text.mdescape, like the site does.
"""

from __future__ import annotations

from ..text.mdescape import escape

STAT_ABBR = (("BRAINS", "BRA"), ("CHARM", "CHA"), ("GRACE", "GRA"), ("HEALTH", "HEA"),
             ("MIGHT", "MIG"), ("PSYCHE", "PSY"))


def _stats_line(n) -> str:
    return " ".join(f"{a} {n.stats[s]}" for s, a in STAT_ABBR)


def _skills(n) -> str:
    if not n.skills:
        return "none"
    return "; ".join(f"{s['name']} {s['level']:+d}" + (f" ({s['stat']})" if s["stat"] else "")
                     for s in n.skills)


def _items(n) -> str:
    return "; ".join(i["name"] for i in n.items) if n.items else "none"


def _move(o) -> str:
    roll = f"{o['dice']}d6" + (f"{o['modifier']:+d}" if o["modifier"] else "")
    ch = o["chances"]
    return f"{o['action']} {roll}: DL2 {ch['2']}, DL4 {ch['4']}, DL6 {ch['6']}"


def trip_text(t, players: bool = False) -> str:
    """The trip for a terminal; ``players`` leaves out every GM-only line and the roll log."""
    m = t.mission
    gm = not players
    out = [
        t.title.upper(),
        *([f"Trip code: {t.code}"] if getattr(t, "code", None) else []),
        "",
        f"  \"{t.teaser}\"",
        "",
        f"Mission:    {m.mission_label} (CL {m.clearance_level}, DL {m.job_dl} to get the job)",
        f"Goal:       {m.goal}",
        f"Client:     {t.client}",
        *(f"  {c['label']}{' (GM only)' if c['gm_only'] else ''}: {c['text']}" for c in t.client_details
          if gm or not c["gm_only"]),
        f"Node:       {m.node_type}, {m.slip_type} slip (node roll {m.node_roll}, mod {m.node_mod:+d})",
        f"            {t.node['summary']}",
        f"At the table: {t.node['at_table']}",
    ]
    out += [f"  {d['label']}: {d['text']}" for d in t.node["details"]]
    src = " (rolled for this trip)" if t.opposition_source == "rolled" else ""
    out.append(f"Opposition: {', '.join(t.opposition)}{src}")
    if t.complications:
        out.append(f"Complications: {', '.join(t.complications)}")
    for v in t.vectors:
        out.append(f"Vector:     {v['vector']} slipped: {v['distance']} [2d6={v['distance_roll']}]")
        out.append(f"            {v['reading']}")
    if t.aspects_view:
        out += ["", "MISSION ASPECTS"]
        out += [f"  {r['label']}: {r['text']}" for r in t.aspects_view["rows"]]
        if t.aspects_view["surprises"] and gm:
            out.append("  GM only, Mission Surprises: " + "; ".join(t.aspects_view["surprises"]))
    out += ["", "SURREALISM TWEAKS"]
    out += [f"  - {tw['target']}: {tw['tweak']}." + (f" {tw['detail']}" if tw["detail"] else "")
            + f" ({tw['rule']})" for tw in t.tweaks]
    out += ["", "THE MAGUFFIN",
            f"  What: {t.maguffin['what']}",
            f"  Why: {t.maguffin['why']}",
            *([f"  GM only, what it really is: {t.maguffin['really']}"] if gm else []),
            "", "LOCATIONS"]
    for loc in t.locations:
        out.append(f"  - {loc['name']}" + (f" ({loc['role']})" if loc["role"] else "") + f": {loc['text']}")
        if loc["sensory"]:
            out.append(f"      {loc['sensory']}")
        if loc["who"]:
            out.append(f"      Here: {', '.join(loc['who'])}")
    out += ["", "OBSTACLES"] + [f"  - {o}" for o in t.obstacles]
    out += ["", "EVENTS"] + [f"  {e['when']}: {e['text']}" for e in t.events]
    for head, entries in (("RIVAL CREWS", t.rivals), ("FACTIONS", t.factions)):
        if entries:
            out += ["", head]
            for r in entries:
                out.append(f"  - {r['name']}: " + "; ".join(f"{d['label']}: {d['text']}" for d in r["details"]))
    out += ["", "NPCS"]
    for n in t.npcs:
        cls = f", {n.cls}" if n.cls else ""
        out += [
            f"  {n.name}: {n.role}{cls} ({n.tier})",
            f"    Look: {n.look}  Manner: {n.manner}  Wants: {n.want}",
            *([f"    Found at: {n.where}"] if n.where else []),
            *([f"    GM only, secret: {n.secret}"] if gm else []),
            f"    {_stats_line(n)}",
            f"    Skills: {_skills(n)}",
            f"    Items: {_items(n)}",
        ]
        if n.fame:
            out.append(f"    Fame: {n.fame}")
        if n.rank:
            out.append(f"    Rank: {n.rank}")
        out.append(f"    Harm: {n.harm}")
        out += [f"    Odds: {_move(o)}" for o in n.odds]
        if n.conversions:
            from .systems import system_text

            for system, conv in n.conversions.items():
                out += ["    " + x for x in system_text(None, system, conv).splitlines()]
    if players:
        return "\n".join(out)
    out += ["", f"ROLL LOG ({len(t.rolls)} rolls)"]
    for r in t.rolls:
        faces = f" {r.faces}" if r.faces else ""
        total = f" = {r.total}" if r.expr != "choice" else ""
        res = f" -> {r.result}" if r.result else ""
        out.append(f"  {r.path}: {r.expr}{faces}{total} for {r.purpose}{res}")
    return "\n".join(out)


def trip_markdown(t) -> str:
    """A forum-post Markdown DayTrip: every generated string escaped."""
    e = escape
    m = t.mission
    out = [
        f"## {e(t.title)}",
        "",
        f"> {e(t.teaser)}",
        "",
        *([f"- **Trip code:** {e(t.code)}"] if getattr(t, "code", None) else []),
        f"- **Mission:** {e(m.mission_label)} (CL {m.clearance_level}, DL {m.job_dl} to get the job)",
        f"- **Goal:** {e(m.goal)}",
        f"- **Client:** {e(t.client)}",
        f"- **Node:** {e(m.node_type)}, {e(m.slip_type)} slip. {e(t.node['summary'])} "
        f"*At the table:* {e(t.node['at_table'])}",
    ]
    out += [f"- **{e(d['label'])}:** {e(d['text'])}" for d in t.node["details"]]
    out.append(f"- **Opposition:** {e(', '.join(t.opposition))}")
    out += [f"- **Vector:** {e(v['vector'])}, {e(v['distance'])}: {e(v['reading'])}" for v in t.vectors]
    if t.aspects_view:
        out += ["", "### Mission Aspects", ""]
        out += [f"- **{e(r['label'])}:** {e(r['text'])}" for r in t.aspects_view["rows"]]
        if t.aspects_view["surprises"]:
            out.append(f"- **GM only, Mission Surprises:** {e('; '.join(t.aspects_view['surprises']))}")
    out += ["", "### Surrealism tweaks", ""]
    out += [f"- **{e(tw['target'])}:** {e(tw['tweak'])}." + (f" {e(tw['detail'])}" if tw["detail"] else "")
            for tw in t.tweaks]
    out += ["", "### The maguffin", "",
            f"- **What:** {e(t.maguffin['what'])}",
            f"- **Why:** {e(t.maguffin['why'])}",
            f"- **GM only, what it really is:** {e(t.maguffin['really'])}",
            "", "### Locations", ""]
    out += [f"- **{e(loc['name'])}:** {e(loc['text'])}" for loc in t.locations]
    out += ["", "### Obstacles", ""] + [f"- {e(o)}" for o in t.obstacles]
    out += ["", "### Events", ""] + [f"- **{e(ev['when'])}:** {e(ev['text'])}" for ev in t.events]
    for head, entries in (("Rival crews", t.rivals), ("Factions", t.factions)):
        if entries:
            out += ["", f"### {head}", ""]
            out += [f"- **{e(r['name'])}:** " + "; ".join(f"{e(d['label'])}: {e(d['text'])}" for d in r["details"])
                    for r in entries]
    out += ["", "### NPCs"]
    for n in t.npcs:
        out += [
            "",
            f"**{e(n.name)}**, {e(n.role)} ({e(n.tier)}). {e(n.look)} {e(n.manner)} "
            f"*Wants:* {e(n.want)} *Secret (GM only):* {e(n.secret)}",
            "",
            "| BRAINS | CHARM | GRACE | HEALTH | MIGHT | PSYCHE |",
            "|:-:|:-:|:-:|:-:|:-:|:-:|",
            "| " + " | ".join(str(n.stats[s]) for s, _ in STAT_ABBR) + " |",
            "",
            f"*Skills:* {e(_skills(n))}. *Items:* {e(_items(n))}. "
            f"*Odds:* {e('; '.join(_move(o) for o in n.odds))}",
        ]
        if n.conversions:
            from .systems import system_markdown

            for system, conv in n.conversions.items():
                out += ["", system_markdown(None, system, conv).replace("#### ", "##### ", 1)]
    return "\n".join(out)
