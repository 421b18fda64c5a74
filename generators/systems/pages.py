"""One Markdown page per system for the site: the mapping, the reading, and DayTrippers vs
converted success chances at DL 2, 4, 6 and 8, with the worst gap stated.

``system_pages() -> {"systems/index.md": ..., "systems/<name>.md": ...}``; deterministic
(the same text for every run), built from the same tables and odds the converters use.
"""

from __future__ import annotations

from fractions import Fraction

from . import CONVERTED, chance, common, label, worst_gap
from .odds import daytrippers

SKILL_ROWS = (0, 1, 2)
WHY = {
    "pbta": "The source's own table, exactly.",
    "d20": "The source's own table, exactly.",
    "1-20": "The source's own table, exactly.",
    "1-100": "The source's own table, exactly.",
    "fudge": "This project's mapping on the system's own scale, chosen by a small optimiser (generators/systems/optimise.py) within that scale.",
    "subnet-d6": "This project's mapping on the system's own scale, chosen by a small optimiser (generators/systems/optimise.py) within that scale.",
    "yappy-d8": "This project's mapping on the system's own scale, chosen by a small optimiser (generators/systems/optimise.py) within that scale.",
}


def _reading(system: str) -> list[str]:
    from . import _module

    doc = (_module(system).__doc__ or "").strip()
    return [" ".join(p.split()) for p in doc.split("\n\n") if not p.startswith("Data:")]


def _mapping(system: str) -> list[str]:
    if system in ("fudge", "subnet-d6", "yappy-d8"):
        from . import _module

        m = _module(system).MAPPING
        show = {"fudge": lambda v: f"{_module('fudge').adjective(v)} ({v:+d})",
                "subnet-d6": lambda v: f"{v}D", "yappy-d8": lambda v: _module("yappy-d8").code(v)}[system]
        add = {"fudge": lambda v: f"+{v} steps", "subnet-d6": lambda v: f"+{v}D",
               "yappy-d8": lambda v: "+" + _module("yappy-d8").code(v)}[system]
        tgt = {"fudge": lambda v: f"{_module('fudge').adjective(v)} ({v:+d})",
               "subnet-d6": lambda v: "no roll" if v is None else f"TN {v} ({_module('subnet-d6').target_name(v)})",
               "yappy-d8": lambda v: "no roll" if v is None else str(v)}[system]
        lines = ["| Stat | Roll | | Skill level | Adds | | DL | Target |", "|--:|---|---|---|---|---|---|---|"]
        dls = list(common.GRID_DLS)
        for i, dl in enumerate(dls):
            stat = f"{i + 1} | {show(m.stat(i + 1))}" if i < 6 else " | "
            sk = (f"{i + 1} {common.labels('tables/convert_skill')[i + 1]} | {add(m.skill(i + 1))}"
                  if i < 6 else " | ")
            lines.append(f"| {stat} | | {sk} | | {dl} {common.dl_label(dl)} | {tgt(m.target(dl))} |")
        return lines
    cols = ("pbta", "d20", "1-20", "1-100")
    lines = ["| Stat | " + " | ".join(cols) + " |", "|--:|" + "--:|" * 4]
    for s in range(1, 7):
        lines.append(f"| {s} | " + " | ".join(str(common.table("tables/convert_stat", c)[s]) for c in cols) + " |")
    lines += ["", "| Skill | " + " | ".join(cols) + " |", "|---|" + "--:|" * 4]
    for s in range(1, 7):
        vals = [common.table("tables/convert_skill", c)[s] for c in cols]
        lines.append(f"| +{s} {common.labels('tables/convert_skill')[s]} | " +
                     " | ".join("use stat mod" if v is None else str(v) for v in vals) + " |")
    lines += ["", "| DL | " + " | ".join(cols) + " |", "|---|" + "--:|" * 4]
    for d in common.GRID_DLS:
        lines.append(f"| {d} {common.dl_label(d)} | " +
                     " | ".join(str(common.table("tables/convert_dl", c)[d]) for c in cols) + " |")
    return lines


def _odds_table(system: str) -> list[str]:
    lines = ["| Stat | Skill | " + " | ".join(f"DL {d}" for d in common.PAGE_DLS) + " |",
             "|--:|--:|" + "--:|" * len(common.PAGE_DLS)]
    for skill in SKILL_ROWS:
        for stat in common.GRID_STATS:
            cells = [f"{common.pct(daytrippers(stat, skill, d))} → {common.pct(chance(system, stat, skill, d))}"
                     for d in common.PAGE_DLS]
            lines.append(f"| {stat} | {skill} | " + " | ".join(cells) + " |")
    return lines


def _gap_lines(system: str) -> list[str]:
    grid = common.gap_grid(lambda n, s, d: chance(system, n, s, d))
    g, n, s, d, dt, cv = common.worst_gap(lambda n, s, d: chance(system, n, s, d))
    mean = sum((c[0] for c in grid), Fraction(0)) / len(grid)
    page = max(c[0] for c in grid if c[3] in common.PAGE_DLS and c[2] in SKILL_ROWS)
    return [f"**Worst gap: {float(worst_gap(system)) * 100:.1f} percentage points** over every stat 1-6, "
            f"skill level 0-6 and DL 1-10 ({len(grid)} rolls): at stat {n}, skill {s}, DL {d} DayTrippers "
            f"gives {common.pct(dt)} and {system} {common.pct(cv)}. Mean gap {float(mean) * 100:.1f} points; "
            f"worst in the table above {float(page) * 100:.1f} points."]


def system_page(system: str) -> str:
    lines = [f"# {label(system)}", "", WHY[system], "", "## Reading", ""]
    lines += [p + "\n" for p in _reading(system)]
    lines += ["## Mapping", ""] + _mapping(system) + [""]
    lines += ["## Odds: DayTrippers → " + system, "",
              "Success chances of the same task: DayTrippers (best of the stat's d6 + skill, "
              "YES, BUT or better) → the converted roll.", ""]
    lines += _odds_table(system) + [""] + _gap_lines(system)
    return "\n".join(lines).rstrip() + "\n"


def index_page() -> str:
    lines = ["# Other rule systems", "",
             "Every NPC stat block can be printed for a table that plays another system "
             "(`daytrip roll npc --system NAME`, repeatable, or `--system all`). The odds beside "
             "each block are exact. The gap is the largest difference, in percentage points, "
             "between a task's DayTrippers success chance and its converted chance, over every "
             "stat 1-6, skill level 0-6 and DL 1-10.", "",
             "| System | Mapping | Worst gap |", "|---|---|--:|"]
    for s in CONVERTED:
        kind = "source's table" if s in ("pbta", "d20", "1-20", "1-100") else "this project's"
        lines.append(f"| [{label(s)}]({s}.md) | {kind} | {float(worst_gap(s)) * 100:.1f} |")
    lines += ["",
              "The source's tables (PbtA, d20, 1-20, 1-100) are printed exactly as the DayTrippers "
              "Source Rules 3.0 give them (CC BY 3.0); their gaps are large because the tables "
              "map scores one-for-one and DayTrippers' best-of-N d6 cannot exceed 6 + bonus. "
              "Fudge, Subnet d6 and YAPPY d8 use this project's mappings on each system's own scale "
              "(a converted block stands beside a native character: an ordinary person is Fair in "
              "Fudge, 1 Subnet stat point, a Mundane 1d in YAPPY), searched to keep the worst gap as "
              "small as that scale allows, and keep the source's rule that a task above 6 + skill "
              "+ item is out of reach. Small summed pools cannot be as steady as best-of-N d6: "
              "that is the gap the own-scale blocks cost."]
    return "\n".join(lines) + "\n"


def system_pages() -> dict[str, str]:
    out = {"systems/index.md": index_page()}
    for s in CONVERTED:
        out[f"systems/{s}.md"] = system_page(s)
    return out
