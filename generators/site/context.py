"""The parts of the campaign pages that are not DayTrips: other systems' stat blocks
(content tabs), the rules quick reference, the About page (credits, corpus and pack
sources) and the Help page (options read from the CLI itself). All text is escaped with
generators.text.mdescape before it reaches a template."""

from __future__ import annotations

import re

from ..data import all_keys, corpora_dir, load
from ..text.mdescape import escape


def check_systems(systems: tuple) -> tuple:
    """``--system`` names, validated by generators.systems (SYSTEMS order, 'all' allowed)."""
    if not systems:
        return ()
    from ..trip.base import _optional

    parse = _optional("systems", "parse_systems")
    if parse is None:
        from ..errors import BadInput

        raise BadInput("--system is not supported by this version yet (no generators.systems)")
    return tuple(parse(systems))


def all_systems(systems) -> bool:
    """Whether ``systems`` (names as given or parsed) is every system: `--system all`."""
    names = {str(s).strip().lower() for s in systems}
    if "all" in names:
        return True
    from ..systems import SYSTEMS

    return bool(names) and names >= set(SYSTEMS)


# Short tab labels: the same on every tab set of a page, so Material's linked tabs switch
# every NPC (and the difficulty block) to the system a GM picks once.
SHORT_LABELS = {"daytrippers": "DayTrippers", "pbta": "PbtA", "d20": "d20", "1-20": "1-20",
                "1-100": "1-100", "fudge": "Fudge", "subnet-d6": "Subnet d6", "yappy-d8": "YAPPY d8"}
# The idiom lines (generators.render.systems) that map DLs: the same for every NPC, so a
# trip page prints them once (systems_view), not in every stat block.
_DL_LINES = ("DL modifiers:", "DCs:", "DL scores:", "Difficulty by DL:", "TN by DL:", "Targets by DL:")


def short_label(system: str) -> str:
    from ..systems import label

    return SHORT_LABELS.get(system) or label(system)


def system_page(system: str) -> str:
    """The docs page documenting ``system`` (generators.systems.pages)."""
    return f"systems/{system}.md"


def _idiom_lines(system: str, conv: dict) -> list[str]:
    from ..render.systems import _lines

    return _lines(system, conv)


def _odds_line(conv: dict) -> str:
    """The best roll at DL 2/4/6/8: its converted chances and DayTrippers'. (Every roll's
    odds are in the JSON and `daytrip roll npc --system`; the grid on the system's page.)"""
    from ..systems.common import pct

    rows = [o for o in conv.get("odds") or [] if isinstance(o, dict) and o.get("converted")]
    rows.sort(key=lambda o: [-x for x in o["converted"]])  # stable: ties keep block order
    if not rows:
        return ""
    dls = "/".join(str(d) for d in rows[0].get("dls") or ())

    def cells(xs) -> str:
        return "/".join(pct(x).rstrip("%") for x in xs) + "%"

    o = rows[0]
    return f"Best odds, DL {dls}: {o['roll']} {cells(o['converted'])} (DayTrippers {cells(o['daytrippers'])})"


def conversion_view(system: str, conv: dict) -> dict:
    """One NPC's block in another system, compact: the block in the system's own idiom
    (generators.render.systems; weapons by their text), minus the DL mapping (printed once
    per page by `systems_view`), and the best roll's odds at DL 2, 4, 6 and 8. How to
    roll and the full odds are on the system's page."""
    lines = [x for x in _idiom_lines(system, conv) if not x.startswith(_DL_LINES)]
    odds = _odds_line(conv)
    if odds:
        lines.append(odds)
    return {"label": escape(short_label(system)), "system": system, "lines": [escape(x) for x in lines]}


def systems_view(sample: dict) -> list[dict]:
    """The trip page's difficulty block: for each converted system (in ``sample``, one NPC's
    conversions), its DL mapping line and the page that explains how to roll."""
    out = []
    for system, conv in sample.items():
        dl = [x for x in _idiom_lines(system, conv) if x.startswith(_DL_LINES)]
        out.append({"label": escape(short_label(system)), "system": system,
                    "name": escape(_full_label(system)), "lines": [escape(x) for x in dl],
                    "page": system_page(system)})
    return out


def _full_label(system: str) -> str:
    from ..systems import label

    return label(system)


# --- the static-ish pages ------------------------------------------------------------------------


def rules_context() -> dict:
    from ..rules.resolution import DIFFICULTY_LEVELS, OUTCOMES, success_chance
    from ..trip.daytrip import pct

    odds = [{"dice": n, "chances": [pct(success_chance(n, 0, dl)) for dl in range(1, 7)]}
            for n in range(1, 7)]
    return {"outcomes": OUTCOMES, "dls": sorted(DIFFICULTY_LEVELS.items()), "odds": odds,
            "odds_dls": list(range(1, 7))}


def about_context(packs: tuple) -> dict:
    files = []
    for key in all_keys():
        df = load(key)
        files.append({"name": f"corpora/{key}.json", "description": escape(df.description),
                      "source": escape(df.source), "licence": escape(df.licence)})
    sources_md = corpora_dir() / "SOURCES.md"
    sources = sources_md.read_text(encoding="utf-8") if sources_md.is_file() else ""
    credits = _sources_credits(sources)
    pack_files = []
    if packs:
        from ..trip.base import _optional

        active = _optional("text.packs", "active")
        for key, df in sorted((active() if active else {}).items()):
            pack_files.append({"name": escape(key), "description": escape(df.description),
                               "source": escape(df.source), "licence": escape(df.licence)})
    return {"files": files, "credits": credits,
            "packs": [escape(_pack_name(p)) for p in packs], "pack_files": pack_files}


_UNSAFE_MD = re.compile(r"<|\]\s*\(|\]\s*\[|\{[:#.]|^\s*(!!!|\?\?\?|===|--8<--|\[)", re.M)


def _sources_credits(text: str) -> str:
    """The credit list at the top of corpora/SOURCES.md (before its first table), as
    Markdown. It is the project's own writing, but it is only used verbatim if it holds no
    HTML, links, attribute lists or block syntax that could break the strict build;
    otherwise each paragraph is escaped to plain text."""
    body = []
    for line in text.splitlines()[1:] if text.startswith("#") else text.splitlines():
        if line.startswith("|") or line.startswith("#"):
            break
        body.append(line.rstrip())
    # Only the credit list: the paragraphs around it talk about the file itself.
    paras = [p for p in "\n".join(body).split("\n\n") if p.lstrip().startswith("- ")]
    prose = "\n\n".join(p.strip("\n") for p in paras)
    if not prose:
        return ""
    if _UNSAFE_MD.search(prose):
        return "\n\n".join(escape(p) for p in prose.split("\n\n") if p.strip())
    return prose


def _pack_name(path) -> str:
    """A pack's folder name (never the machine's absolute path, which would differ between
    machines and leak into a shared site)."""
    import os

    return os.path.basename(os.path.normpath(str(path))) or str(path)


def help_context(commands: list[dict] | None) -> dict:
    """The help page's command reference, escaped. ``commands`` is what the CLI says of its
    own options (`generators.cli.helpdoc.help_commands`; the site never imports the CLI):
    [{name, summary, options: [{names, help}]}]; None lists no commands."""
    return {"commands": [
        {"name": c["name"], "summary": escape(c["summary"]),
         "options": [{"names": escape(o["names"]), "help": escape(o["help"])} for o in c["options"]]}
        for c in commands or ()]}
