"""Plain text for one DayTrip (`daytrip roll trip`).

The Markdown (the site's trip page and `daytrip roll trip --format markdown`) comes from
one Jinja2 template, templates/trip.md.j2 (generators.site.pages.trip_markdown); this module
is the CLI's plain-text renderer and imports neither jinja2 nor mkdocs. Sections that both
print come from one list of rows (render/maguffin.py for the maguffin), so they agree.
"""

from __future__ import annotations

from ..rules.tweaks import gm_note
from .clock import QUIET_TICK, split_when
from .maguffin import GIST_LABEL, TURNS_LABEL, maguffin_rows, really_label
from .names import named_once

STAT_ABBR = (("BRAINS", "BRA"), ("CHARM", "CHA"), ("GRACE", "GRA"), ("HEALTH", "HEA"),
             ("MIGHT", "MIG"), ("PSYCHE", "PSY"))

# a scene with no NPC of the trip's cast: its crowds and passers-by are the GM's to play
NOBODY_NAMED = "no named NPC (any bystanders are the GM's to play)"

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


def play_text(p: dict, players: bool = False) -> list[str]:
    """The strong start, scenes, clues, clock and endings as text lines (``players``: without
    the GM-only secrets and clues)."""
    names = {sc["id"]: f"{sc['number']} ({sc['place']})" for sc in p["scenes"]}
    out = ["", "STRONG START (read aloud)", f"  {p['start']['read_aloud']}", f"  {p['start']['then']}",
           "", "SCENES", "  Paths: " + "; ".join(f"{names[c['from']]} - {names[c['to']]} ({c['hours']} h on foot)"
                                                   for c in p["connections"])]
    for sc in p["scenes"]:
        ob = sc["obstacle"]
        lvl = " (a fixed DL: the Opposition Level is not added)" if ob["level"] else ""
        plus = " (the setback's +1 included)" if ob.get("setback_plus") else ""  # said where the DL is (r37, r38)
        out += [f"  Scene {sc['number']}: {sc['place']} ({sc['kind']})",
                f"    Read aloud: {sc['read_aloud']}",
                *([f"    What is here: {sc['gm']}"] if sc["gm"] else []),
                f"    Who: {mid_list(sc['here']) or NOBODY_NAMED}",
                f"    The crew want: {sc['want']}",
                f"    Obstacle ({ob['opposition']}): {ob['text']} Roll {ob['stat']} against DL {ob['dl']}{plus}{lvl}.",
                f"    Way round: {ob['way']}",
                *([f"    GM only, with the needed clue: {sc['with_clue']}"] if sc.get("with_clue") and not players else []),
                *([f"    GM only, {TURNS_LABEL}: {sc['turns_on']}"] if sc.get("turns_on") and not players else []),
                *([f"    Then, the last barrier: {sc['release']}"] if sc["release"] else []),
                *[f"    Creature: {note}" for note in sc["creatures"]],
                *[f"    Surrealism tweak: {note}" for note in sc.get("tweaks") or []],
                # the node's hook, slip, artifact and factions as this scene meets them (the
                # Markdown page prints them too; cold reads: "Hook: ..." and never seen again)
                *[f"    {th['label']}: {th['text']}" for th in sc.get("threads") or []],
                *([f"    GM only, Mission Surprise ({sc['surprise']['opposition']}): {sc['surprise']['text']} "
                   f"Roll {sc['surprise']['stat']} against DL {sc['surprise']['dl']}. Way round: "
                   f"{sc['surprise']['way']}"] if sc["surprise"] and not players else []),
                "    Leads to: " + ", ".join(names[x] for x in sc["leads_to"])]
    out += [] if players else ["", "SECRETS AND CLUES (GM only)"]
    for f in [] if players else p["clues"]:
        out.append(f"  - {'NEEDED: ' if f['needed'] else ''}{f['fact']}")
        out += [f"      {c['how']} ({clue_where(c)})" for c in f["clues"]]
    out += ["", f"THE CLOCK ({p['clock']['segments']} segments of {p['clock']['hours_per_segment']} hours)",
            f"  {p['clock']['how']}", f"  When the crew may leave: {p['clock']['leave']}"]
    when, ticks = split_when(p["clock"]["ticks"])
    out += [f"  When it happens: {when}"] if when else []
    for tick in ticks:
        out += [f"  Tick {tick['tick']} (hours {tick['hours']}, fires at hour {4 * tick['tick']}): {e['text']}"
                for e in tick["events"] or [{"text": QUIET_TICK}]]  # every tick printed (r26-cold b, d)
    out += ["", "ENDINGS"]
    for e in p["endings"]:
        out += [f"  {e['outcome'].upper()}: {e['when']}", f"    Bring home: {e['bring']}",
                f"    Pay: {e['pay']}", *([f"    Perks: {'; '.join(e['perks'])}"] if e["perks"] else []),
                f"    Fame: {e['fame']}", f"    XP: {e['xp']}",
                f"    Follows them home: {' '.join(e['follows'])}", f"    Client: {e['client']}"]
    return out


def mid_list(names: list[str]) -> str:
    """Names joined with commas and "and" before the last, a creature's "The" lower-case after the
    first ("Mietti Peters and the dune-burrower"; cold read 25; cold read 41: "The ghost, Edgar
    Cather" read as if Edgar were the ghost)."""
    return and_join([n if i == 0 or not n.startswith("The ") else "t" + n[1:] for i, n in enumerate(names)])


def and_join(names: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


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
    out += ["", "SURREALISM TWEAKS"] if t.tweaks else []  # a realistic node has none (no empty heading)
    # the detail says what is strange; the table's words only in the "Rolled on" note (cold 25)
    out += [f"  - {tw['target']}: " + (tw["detail"] or f"{tw['tweak']}.")
            + f" ({gm_note(tw.get('kind', ''), tw['rule'])})" for tw in t.tweaks]
    out += ["", "THE MAGUFFIN",
            *(f"  {r['label']}: {r['text']}" for r in maguffin_rows(t.maguffin, t.world)),
            *([f"  GM only, {really_label(t.maguffin)}: {t.maguffin['really']}"] if gm else []),
            *([f"  GM only, {GIST_LABEL}: {t.maguffin['gist']}"] if gm and t.maguffin.get("gist") else []),
            "", "LOCATIONS"]
    for loc in t.locations:
        out.append(f"  - {loc['name']}" + (f" ({loc['role']})" if loc["role"] else "") + f": {loc['text']}")
        if loc["sensory"]:
            out.append(f"      {loc['sensory']}")
        if loc["who"]:
            out.append(f"      Here: {mid_list(loc['who'])}")
    out += play_text(t.play, players)
    for head, entries in (("RIVAL CREWS", t.rivals), ("FACTIONS", t.factions)):
        if entries:
            out += ["", head]
            for r in entries:
                out.append(f"  - {r['name']}: " + "; ".join(f"{d['label']}: {d['text']}" for d in r["details"]))
    out += ["", "NPCS"]
    if any(n.source == "npc" for n in t.npcs):  # (cold read r24 looked for class boosts)
        out.append("(Stat blocks are bought with CP from 1 in every stat, as the rules build crewmembers: "
                   "no class boosts, Class Matters being the PCs' optional rule.)")  # unindented: no NPC head
    for n in t.npcs:
        cls = f", {n.cls}" if n.cls else ""
        out += [
            f"  {n.name}: {n.role}{cls} ({n.tier})",
            f"    Look: {n.look}  Manner: {n.manner}  Wants: {n.want}",
            *([f"    Found at: {n.where}"] if n.where else []),
            *([f"    What helping them buys: {n.trade}"] if gm and getattr(n, "trade", "") else []),
            *([f"    GM only, secret: {n.secret}"] if gm else []),
            f"    {_stats_line(n)}",
            f"    Skills: {_skills(n)}",
            f"    {'Natural weapons' if n.source == 'creature' else 'Items'}: {_items(n)}",
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
    out = named_once(out, t.short_names())  # a full name once per section (render/names.py)
    if players:
        return "\n".join(out)
    out += ["", f"ROLL LOG ({len(t.rolls)} rolls)"]
    for r in t.rolls:
        faces = f" {r.faces}" if r.faces else ""
        total = f" = {r.total}" if r.expr != "choice" else ""
        res = f" -> {r.result}" if r.result else ""
        out.append(f"  {r.path}: {r.expr}{faces}{total} for {r.purpose}{res}")
    return "\n".join(out)


def clue_where(c: dict) -> str:
    """Where a clue is found: intel is learnt at the barn before the slip (the barn is at
    home, never a scene on the node); any other clue at its scene."""
    return BARN if c.get("source") == "intel" else f"scene {c['scene'].split('-')[1]}"


BARN = "at the barn, before the slip"

