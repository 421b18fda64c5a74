"""Each system's stat block in its own idiom, with the exact odds beside DayTrippers'.

``systems_text(npc, systems)`` / ``systems_markdown(npc, systems)`` print the blocks of a
(duck-typed) NPC; ``with_systems(...)`` wraps the roll command's make/text/markdown so
that text and Markdown gain the blocks and JSON gains ``conversions``.
"""

from __future__ import annotations

from ..text.mdescape import escape
from ..systems import common

HOW = {
    "pbta": "Roll 2d6 + stat modifier + the DL's modifier: 7-9 a partial hit, 10+ a full hit; "
            "skills use their stat's modifier.",
    "d20": "Roll d20 + ability modifier + skill modifier (untrained -2) + item; meet the DC.",
    "1-20": "Roll d20 equal to or under 10 + (your score - the DL's score); "
            "a skill adds its score - 6, an item 2 a level.",
    "1-100": "Roll d100 equal to or under 50 + (your score - the DL's score); "
             "a skill adds its score - 30, an item 10 a level.",
    "fudge": "Roll 4dF + the trait; meet the difficulty. A DL above 6 + skill + item is out of reach. "
             "Each DL's word is the ladder step whose odds come closest (the rules: \"match up the "
             "DayTrippers DL with the analogous term\"), so two DLs can share a word: DL 4 and DL 5 are both Good.",
    "subnet-d6": "Roll the pool, sum it (Rule of One, Rule of Six Six Six); meet the TN. "
                 "A DL above 6 + skill + item is out of reach.",
    "yappy-d8": "Roll the d8s, add the pips (Crazy Eights, Wimpy Ones); meet the target. "
                "A DL above 6 + skill + item is out of reach.",
}


def _sign(v: int) -> str:
    return f"{v:+d}"


def _lines(system: str, c: dict) -> list[str]:
    """The block's body lines (plain text; the Markdown version escapes them)."""
    from ..systems import fudge, subnet

    st = common.STAT_NAMES
    if system == "pbta":
        out = ["Stats: " + ", ".join(f"{s} {_sign(c['stats'][s])}" for s in st)]
        if c["skills"]:
            out.append("Skills (use stat mod): " + ", ".join(
                f"{k['name']} {_sign(k['value'])}" + (" (with item)" if "item" in k["note"] else "")
                for k in c["skills"]))
        out.append("DL modifiers: " + ", ".join(f"{d} {_sign(v)}" for d, v in c["difficulty"].items()))
    elif system in ("d20", "1-20", "1-100"):
        if system == "d20":
            from ..systems.d20 import ability_mod

            out = ["Abilities: " + ", ".join(f"{s} {c['stats'][s]} ({_sign(ability_mod(c['stats'][s]))})" for s in st)]
            skills = [f"{k['name']} {_sign(k['value'])} (roll d20{_sign(k['roll'])})" for k in c["skills"]]
            dls = "DCs"
        else:
            out = ["Scores: " + ", ".join(f"{s} {c['stats'][s]}" for s in st)]
            skills = [f"{k['name']} {k['value']} (your score {k['roll']})" for k in c["skills"]]
            dls = "DL scores"
        if skills:
            out.append("Skills: " + ", ".join(skills))
        out.append(f"{dls}: " + ", ".join(f"{d} {v}" for d, v in c["difficulty"].items()))
    elif system == "fudge":
        out = ["Attributes: " + ", ".join(f"{s.title()} {c['attributes'][s]}" for s in st)]
        if c["skills"]:
            out.append("Skills: " + ", ".join(f"{k['name']} {k['trait']}" for k in c["skills"]))
        out.append("Difficulty by DL: " + ", ".join(f"{d} {v}" for d, v in c["difficulty"].items()))
    elif system == "subnet-d6":
        out = [f"HP: {c['hp']} WP: {c['wp']} / RR: {c['rr']} / Defense: {c['defense']} "
               f"Initiative: {c['initiative']}",
               "Stats: " + ", ".join(f"{k} {v}" for k, v in c["stats"].items()),
               "Stat rolls: " + ", ".join(f"{s} {c['stat_pools'][s]}D" for s in st)]
        if c["skills"]:
            out.append("Skills: " + ", ".join(f"{k['name']} {k['pool']}D" for k in c["skills"]))
        for w in c["weapons"]:
            out.append(w["text"])
        out.append("TN by DL: " + ", ".join(f"{d} {subnet.target_name(v)}" if v is None else
                                            f"{d} {v} ({subnet.target_name(v)})" for d, v in c["difficulty"].items()))
    elif system == "yappy-d8":
        out = ["  ".join(f"{k} {v}" for k, v in c["stats"].items()) + "  /  " +
               "  ".join(f"{k} {v}" for k, v in c["derived"].items()),
               "Stat rolls: " + ", ".join(f"{s} {c['stat_rolls'][s]}" for s in st)]
        if c["skills"]:
            out.append("Skills: " + ", ".join(f"{k['name']} ({k['stat']}) {'' if k['adds'].startswith('-') else '+'}"
                                              f"{k['adds']} = {k['total']}" for k in c["skills"]))
        out.append("Targets by DL: " + ", ".join(f"{d} {'no roll' if v is None else v}"
                                                 for d, v in c["difficulty"].items()) +
                   f" (8s explode up to {c['explode_depth']} times)")
    else:  # pragma: no cover - guarded by parse_systems
        raise KeyError(system)
    return out


def _cell(dt: float, cv: float) -> str:
    return f"{common.pct(dt)} -> {common.pct(cv)}"


def system_text(npc, system: str, conv: dict | None = None) -> str:
    from ..systems import convert, label

    if system == "daytrippers":
        return "DayTrippers: the block above (best of N d6 + bonus vs DL)."
    c = conv or convert(npc, system)
    lines = [f"{label(system)}:"] + [f"  {x}" for x in _lines(system, c)] + [f"  {HOW[system]}"]
    rows = c["odds"]
    head = f"Odds, DayTrippers -> {system}"
    w = max([len(r["roll"]) + 2 for r in rows + c.get("combat", [])] + [len(head)]) + 2
    lines.append(f"  {head:<{w}}" + "".join(f"{'DL ' + str(d):<14}" for d in common.PAGE_DLS))
    for r in rows + c.get("combat", []):
        lines.append(f"    {r['roll']:<{w - 2}}" + "".join(
            f"{_cell(a, b):<14}" for a, b in zip(r["daytrippers"], r["converted"])))
    return "\n".join(x.rstrip() for x in lines)


def system_markdown(npc, system: str, conv: dict | None = None) -> str:
    from ..systems import convert, label

    if system == "daytrippers":
        return "#### DayTrippers\n\nThe block above (best of N d6 + bonus vs DL)."
    c = conv or convert(npc, system)
    lines = [f"#### {escape(label(system))}", ""] + [f"- {escape(x)}" for x in _lines(system, c)]
    lines += [f"- {escape(HOW[system])}", "",
              "| Roll (DayTrippers → " + escape(system) + ") | " +
              " | ".join(f"DL {d}" for d in common.PAGE_DLS) + " |",
              "|---|" + "--:|" * len(common.PAGE_DLS)]
    for r in c["odds"] + c.get("combat", []):
        lines.append(f"| {escape(r['roll'])} | " + " | ".join(
            f"{common.pct(a)} → {common.pct(b)}" for a, b in zip(r["daytrippers"], r["converted"])) + " |")
    return "\n".join(lines)


def systems_text(npc, systems, convs: dict | None = None) -> str:
    convs = convs or {}
    return "\n\n".join(system_text(npc, s, convs.get(s)) for s in systems)


def systems_markdown(npc, systems, convs: dict | None = None) -> str:
    convs = convs or {}
    return "\n\n".join(system_markdown(npc, s, convs.get(s)) for s in systems)


class WithSystems:
    """An NPC plus its conversions: JSON gains ``conversions``; attributes pass through."""

    def __init__(self, npc, systems):
        from ..systems import conversions

        self.npc = npc
        self.systems = tuple(systems)
        self.conversions = conversions(npc, self.systems)

    def __getattr__(self, name):
        return getattr(self.npc, name)

    def to_dict(self) -> dict:
        return {**self.npc.to_dict(), "conversions": self.conversions}


def with_systems(systems, make, text, markdown):
    """Wrap a roll command's (make, text, markdown) to add the systems' blocks."""
    from ..systems import parse_systems

    wanted = parse_systems(systems)

    def make2(stream):
        return WithSystems(make(stream), wanted)

    def text2(w):
        return text(w.npc) + "\n\n" + systems_text(w.npc, w.systems, w.conversions)

    def markdown2(w):
        return markdown(w.npc) + "\n\n" + systems_markdown(w.npc, w.systems, w.conversions)

    return make2, text2, markdown2
