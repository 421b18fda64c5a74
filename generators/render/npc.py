"""Text and Markdown NPC stat blocks (JSON is NPC.to_dict(), with the full odds)."""

from __future__ import annotations

from fractions import Fraction

from ..rules.cp import STATS, level_names
from ..text.mdescape import escape

TABLE_DLS = (2, 4, 6, 8)
HOW = ("Roll the d6 shown, keep the highest die, add the bonus: equal to the DL is YES, BUT; "
       "1 over is YES; 2+ over is YES, AND; 1 under is NO, BUT; 2+ under is NO, AND.")


def percent(p: Fraction) -> str:
    """A chance as a whole percent that never rounds a possibility away."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    if p < Fraction(1, 200):
        return "<1%"
    if p > Fraction(199, 200):
        return ">99%"
    return f"{int(p * 100 + Fraction(1, 2))}%"


def stats_line(stats: dict[str, int]) -> str:
    """The compact listing: raised stats only, the rest are 1 ("GRACE 3, MIGHT 2 (others 1)")."""
    raised = [f"{s} {stats[s]}" for s in STATS if stats[s] != 1]
    if not raised:
        return "all stats 1"
    return ", ".join(raised) + (" (others 1)" if len(raised) < len(STATS) else "")


def _who(n) -> str:
    bits = [f"{n.tier} ({n.cp_budget} CP)", n.cls]
    if n.designation:
        bits.append(f"crew designation {n.designation}")
    return ", ".join(bits)


def _standing(n) -> str:
    out = []
    if n.rank:
        out.append(f"Rank {n.rank.level}: {n.rank.title} ({n.rank.track})")
    if n.fame:
        out.append(f"Fame {n.fame} ({level_names('fame')[n.fame - 1]})")
    b = n.boosts
    if b:
        # A skill boosted twice (e.g. Special Forces' hand weapon and fighting style on the
        # same Fighting/Weapon skill) reads as one +2, not as two +1s.
        counts = {k: b.skills.count(k) for k in dict.fromkeys(b.skills)}
        boosts = ", ".join([f"{b.choice} +1", *(f"{k} +{n}" for k, n in counts.items()),
                            *(["Fame +1"] if b.fame else [])])
        out.append(f"Class Matters: {boosts}")
        if b.debt_megas is not None:
            out.append(f"in debt for {b.debt_megas} Megas ({b.debt})")
        elif b.debt:
            out.append(f"in debt: {b.debt}")
    return "; ".join(out)


def _items(n) -> tuple[str, str]:
    own = [i.label for i in n.items if i.skill is not None or i.kind in ("suit", "armor")]
    spare = [i.label for i in n.items if i.skill is None and i.kind not in ("suit", "armor")]
    return ", ".join(own), ", ".join(spare)


def _harm(n) -> str:
    h = n.harm
    return (f"{len(h.hits)} hits, {h.status}. Each hit is -1 to a stat; three stats at 0 = dead "
            f"(at least {h.hits_to_kill} hits from here).")


def combat_lines(n) -> list[str]:
    """The COMBAT lines of a stat block, plain text (odds at the table's DLs)."""
    c = n.combat()
    out = []
    for r in [*c.attacks, c.defend]:
        cells = ", ".join(f"DL {d} {percent(r.success(d))}" for d in TABLE_DLS)
        out.append(f"{r.name}: roll {r.roll} ({r.parts}); {cells}")
    armour = f"armour +{c.armor}" if c.armor else "no armour"
    out.append(f"Busy doing something else: attacks need DL {c.dl_when_busy} (1 + Armor Bonus; {armour}). "
               f"A rules' Goon (GRACE 1, Firearms +1) hits {percent(c.goon_hits())} against the "
               f"defending roll, {percent(c.goon_hits(2))} behind full cover, "
               f"{percent(c.goon_hits_busy())} when busy.")
    out.append(f"Damage: each hit (a YES) is -1 to one stat; wounded for 2 hits or more, -1 on "
               f"every roll; dead at three stats 0 ({c.hits_to_kill} hits from here).")
    return out


def _spend(n) -> str:
    return f"{n.cp_spent} of {n.cp_budget}: " + ", ".join(f"{p.what} ({p.cp})" for p in n.spend)


def npc_text(n) -> str:
    lines = [f"{n.name.upper()}  -  {_who(n)}"]
    if _standing(n):
        lines.append(f"  {_standing(n)}")
    lines.append("  " + "  ".join(f"{s} {n.stats[s]}" for s in STATS))
    odds = n.odds()
    w = max(len(o.name) for o in odds)
    lines.append(f"  {'Roll':<{w}}  {'dice':<6} " + " ".join(f"{'DL' + str(d):>5}" for d in TABLE_DLS) + "   from")
    for o in odds:
        cells = " ".join(f"{percent(o.success(d)):>5}" for d in TABLE_DLS)
        lines.append(f"  {o.name:<{w}}  {o.roll:<6} {cells}   {o.parts if o.kind != 'stat' else ''}".rstrip())
    own, spare = _items(n)
    if own:
        lines.append(f"  Items: {own}")
    if spare:
        lines.append(f"  Spare gear: {spare}")
    lines.append(f"  Harm: {_harm(n)}")
    lines.append("  Combat:")
    lines += [f"    {x}" for x in combat_lines(n)]
    lines.append(f"  CP: {_spend(n)}")
    lines.append(f"  {HOW}")
    return "\n".join(lines)


def npc_markdown(n) -> str:
    """A forum-ready block: no HTML, every generated string escaped."""
    who = _who(n)
    head = f"*{escape(who[0].upper() + who[1:])}.*"
    if _standing(n):
        head += f" {escape(_standing(n))}."
    lines = [f"### {escape(n.name)}", "", head, "",
             "| " + " | ".join(STATS) + " |", "|" + ":-:|" * len(STATS),
             "| " + " | ".join(str(n.stats[s]) for s in STATS) + " |", "",
             "| Roll | Dice | " + " | ".join(f"DL {d}" for d in TABLE_DLS) + " | From |",
             "|---|---|" + "--:|" * len(TABLE_DLS) + "---|"]
    for o in n.odds():
        cells = " | ".join(percent(o.success(d)) for d in TABLE_DLS)
        label = escape(o.name) if o.kind == "stat" else f"**{escape(o.name)}**"
        parts = "" if o.kind == "stat" else escape(o.parts)
        lines.append(f"| {label} | roll: {o.roll} | {cells} | {parts} |")
    own, spare = _items(n)
    lines.append("")
    if own:
        lines.append(f"- **Items:** {escape(own)}")
    if spare:
        lines.append(f"- **Spare gear:** {escape(spare)}")
    lines.append(f"- **Harm:** {escape(_harm(n))}")
    lines.append("- **Combat:**")
    lines += [f"    - {escape(x)}" for x in combat_lines(n)]
    lines.append(f"- **CP:** {escape(_spend(n))}")
    lines.append(f"- *{escape(HOW)}*")
    return "\n".join(lines)
