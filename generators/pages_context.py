"""The parts of the campaign pages that are not DayTrips: other systems' stat blocks
(content tabs), the rules quick reference, the About page (credits, corpus and pack
sources) and the Help page (options read from the CLI itself). All text is escaped with
generators.mdescape before it reaches a template."""

from __future__ import annotations

import re

from .data import all_keys, corpora_dir, load
from .mdescape import escape


def check_systems(systems: tuple) -> tuple:
    """``--system`` names, validated by generators.systems (SYSTEMS order, 'all' allowed)."""
    if not systems:
        return ()
    from .trip_base import _optional

    parse = _optional("systems", "parse_systems")
    if parse is None:
        from .errors import BadInput

        raise BadInput("--system is not supported by this version yet (no generators.systems)")
    return tuple(parse(systems))


def _pct_float(p) -> str:
    from fractions import Fraction

    from .trip import pct

    return pct(Fraction(str(p)))


def _skill_value(system: str, sk: dict) -> str:
    if "trait" in sk:
        return str(sk["trait"])
    if "total" in sk:
        return str(sk["total"])
    if "pool" in sk:
        return f"{sk['pool']}D"
    v = sk.get("roll", sk.get("value"))
    if isinstance(v, int) and system in ("pbta", "d20"):
        return f"{v:+d}"
    return str(v)


def conversion_view(system: str, conv: dict) -> dict:
    """One NPC's block in another system, as compact escaped tables and lines."""
    from .systems import label

    tables = []
    for key in ("stats", "attributes", "derived"):
        block = conv.get(key)
        if isinstance(block, dict) and block:
            tables.append({"head": [escape(k) for k in block], "row": [escape(v) for v in block.values()]})
    lines = []
    scalars = [(k, conv[k]) for k in ("hp", "wp", "rr", "defense", "initiative") if k in conv]
    if scalars:
        names = {"hp": "HP", "wp": "WP", "rr": "RR", "defense": "Defense", "initiative": "Initiative"}
        lines.append({"label": escape("Combat"), "text": escape(" / ".join(f"{names[k]} {v}" for k, v in scalars))})
    skills = [f"{sk.get('name')} {_skill_value(system, sk)}" for sk in conv.get("skills") or []
              if isinstance(sk, dict)]
    if skills:
        lines.append({"label": escape("Skills"), "text": escape("; ".join(skills))})
    weapons = conv.get("weapons")
    if isinstance(weapons, list) and weapons:
        text = "; ".join(w if isinstance(w, str) else " ".join(str(x) for x in w.values()) for w in weapons)
        lines.append({"label": escape("Weapons"), "text": escape(text)})
    diff = conv.get("difficulty")
    if isinstance(diff, dict) and diff:
        text = "; ".join(f"DL {k}: {v}" for k, v in diff.items() if str(k) in ("2", "4", "6", "8"))
        lines.append({"label": escape("Difficulty"), "text": escape(text)})
    try:
        from .render.systems import HOW
    except ImportError:  # pragma: no cover - the systems part ships both together
        HOW = {}
    if HOW.get(system):
        lines.append({"label": escape("How to roll"), "text": escape(HOW[system])})
    odds = []
    rows = [o for o in conv.get("odds") or [] if isinstance(o, dict) and o.get("dls")]
    rows.sort(key=lambda o: -(o.get("converted") or [0, 0])[min(1, len(o.get("converted") or [0]) - 1)])
    for o in rows[:2]:
        odds.append({"roll": escape(o.get("roll")), "cells": [
            escape(f"{_pct_float(c)} ({_pct_float(d)})")
            for c, d in zip(o.get("converted") or [], o.get("daytrippers") or [])]})
    dls = [escape(f"DL {d}") for d in (rows[0]["dls"] if rows else [])]
    return {"label": escape(label(system)), "tables": tables, "lines": lines, "odds": odds,
            "odds_dls": dls}


# --- the static-ish pages ------------------------------------------------------------------------


def rules_context() -> dict:
    from .resolution import DIFFICULTY_LEVELS, OUTCOMES, success_chance
    from .trip import pct

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
        from .trip_base import _optional

        active = _optional("packs", "active")
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


def help_context() -> dict:
    """The options of `daytrip build` and `daytrip roll trip`, read from the CLI itself."""
    import click

    from .cli import cli

    commands = []
    for path in (("build",), ("roll", "trip")):
        cmd = cli
        for part in path:
            cmd = getattr(cmd, "commands", {}).get(part)
            if cmd is None:
                break
        if cmd is None:
            continue
        options = []
        for p in cmd.params:
            if not isinstance(p, click.Option) or p.hidden:
                continue
            names = ", ".join(p.opts + p.secondary_opts)
            if not p.is_flag and p.metavar is None:
                names += f" {p.type.name.upper()}" if not isinstance(p.type, click.Choice) else \
                    " " + "|".join(p.type.choices)
            options.append({"names": escape(names), "help": escape(p.help or "")})
        options.append({"names": escape("-h, --help"), "help": escape("Show the command's help and exit.")})
        commands.append({"name": "daytrip " + " ".join(path),
                         "summary": escape((cmd.help or "").split("\n\n")[0]),
                         "options": options})
    return {"commands": commands}
