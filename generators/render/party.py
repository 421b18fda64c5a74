"""Text and Markdown for pregenerated crew and SlipShips (JSON is the to_dict())."""

from __future__ import annotations

from ..text.mdescape import escape
from . import npc as npc_render


def _crew_head(c) -> str:
    bits = [f"{c.cp_budget} CP each, {c.cp_total} CP in all"]
    if c.ship is not None:
        bits.append(f"the SlipShip ({c.ship.cp_total} CP) and {c.hired} hired crew paid from the same CP")
    rules = "Class Matters and Crew Designations rules" + (", Not Legendary Yet" if c.not_legendary else "")
    return f"{'; '.join(bits)} ({rules})"


def budget_text(b) -> list[str]:
    w = max(len(what) for what, _ in b.lines)
    out = [f"  Budget ({b.total} CP), line by line:"]
    out += [f"    {what:<{w}}  {cp:>4}" for what, cp in b.lines]
    out.append(f"    {'Total':<{w}}  {sum(cp for _, cp in b.lines):>4}")
    return out


def budget_markdown(b) -> list[str]:
    out = [f"**Budget ({b.total} CP), line by line**", "", "| What | CP |", "|---|--:|"]
    out += [f"| {escape(what)} | {cp} |" for what, cp in b.lines]
    out.append(f"| **Total** | **{sum(cp for _, cp in b.lines)}** |")
    return out


def crew_text(c) -> str:
    lines = [f"CREW OF {len(c.members)}: {_crew_head(c)}", ""]
    budgets = c.budgets or [None] * len(c.members)
    for i, (m, b) in enumerate(zip(c.members, budgets), 1):
        lines.append(f"{i}. " + npc_render.npc_text(m))
        if b is not None:
            lines += budget_text(b)
        lines.append("")
    if c.ship is not None:
        lines.append(ship_text(c.ship))
    return "\n".join(lines).rstrip()


def crew_markdown(c) -> str:
    lines = [f"## Crew of {len(c.members)}", "", f"*{escape(_crew_head(c))}.*", ""]
    budgets = c.budgets or [None] * len(c.members)
    for m, b in zip(c.members, budgets):
        lines.append(npc_render.npc_markdown(m))
        lines.append("")
        if b is not None:
            lines += budget_markdown(b) + [""]
    if c.ship is not None:
        lines.append(ship_markdown(c.ship))
    return "\n".join(lines).rstrip()


def _ship_head(s) -> str:
    return (f"Capacity {s.capacity}, Outer Hull +{s.hull_bonus}: tonnage (2 + {s.hull_bonus}) x {s.capacity} "
            f"= {s.tonnage} t; power {s.mw_per_hour} MW per hour (1 MW x {s.tonnage} t)")


def ship_text(s) -> str:
    w = max(len(c.name) for c in s.components)
    lines = [f"SLIPSHIP: {_ship_head(s)}", "", "  Components (CP):"]
    for c in s.components:
        tag = "core" if c.core else "    "
        lines.append(f"    {tag}  {c.name:<{w}}  {c.cp:>5}   {c.detail}")
    lines.append(f"          {'Total':<{w}}  {s.cp_total:>5}")
    lines += ["", "  Power budget from the burn list (MW):"]
    pw = max(len(p.what) for p in s.power)
    for p in s.power:
        lines.append(f"    {p.what:<{pw}}  {p.uses:>3} x {p.mw_each:<4} = {p.mw:>5}   {p.detail}")
    lines.append(f"    {'Total: the Powersource carries':<{pw}}  {'':>3}   {'':<4}   {s.day_mw:>5} MW")
    if s.cargo_full:
        lines.append("  Cargo holds come home full: x2 fuel for slipping and maneuvering.")
    return "\n".join(lines)


def ship_markdown(s) -> str:
    lines = ["## SlipShip", "", f"*{escape(_ship_head(s))}.*", "",
             "| Component | CP | How |", "|---|--:|---|"]
    for c in s.components:
        lines.append(f"| {escape(c.name)}{' (core)' if c.core else ''} | {c.cp} | {escape(c.detail)} |")
    lines += [f"| **Total** | **{s.cp_total}** | |", "", "**Power budget (the burn list)**", "",
              "| Action | Uses | MW each | MW | How |", "|---|--:|--:|--:|---|"]
    for p in s.power:
        lines.append(f"| {escape(p.what)} | {p.uses} | {p.mw_each} | {p.mw} | {escape(p.detail)} |")
    lines.append(f"| **Total (the Powersource)** | | | **{s.day_mw}** | |")
    return "\n".join(lines)
