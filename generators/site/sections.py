"""Two sections of the campaign site that are not DayTrips:

- ``systems_pages()``: systems/index.md and one page per converted rule system
  (generators.systems.pages: the mapping, the reading, DayTrippers vs converted odds at DL
  2/4/6/8 and the worst gap). Their text depends only on the systems code and its tables,
  but computing the exact odds grid takes seconds, so it is cached: in the process, and on
  disk under a key made of the tool version, the algorithm and the bytes of every file the
  pages are computed from (this module, generators/systems/*.py and the corpora tables and
  lists; ``$DAYTRIP_CACHE_DIR``, else ``$XDG_CACHE_HOME/daytrip`` or ``~/.cache/daytrip``). A
  cache that cannot be read or written is simply skipped; the pages are the same either way.
- ``crew_pages(seed, size)``: crew/index.md, pregenerated PCs (generators.rules.crew.roll_crew at
  ``crew/1``, 100 CP each) and their SlipShip (generators.rules.ship.roll_ship at ``ship/1``,
  capacity = the crew size): the same as ``daytrip roll crew --seed S --size N`` and
  ``daytrip roll ship --seed S --capacity N``. Every generated string is escaped
  (generators.text.mdescape, through generators.render.npc/party); each PC is a ``statblock``
  admonition, kept whole in print by the site's print CSS.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
from functools import lru_cache
from pathlib import Path

from .. import ALGORITHM, __version__

CREW_BUDGET = 100  # the rules' beginning character
CACHE_ENV = "DAYTRIP_CACHE_DIR"


# --- systems pages ---------------------------------------------------------------------------


def _cache_dir() -> Path:
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "daytrip"


def _sources_key() -> str:
    """A digest of everything the systems pages are computed from."""
    from .. import systems
    from ..data import corpora_dir

    h = hashlib.sha256(f"{__version__}\0{ALGORITHM}\0".encode())
    files = [Path(__file__)] + sorted(Path(systems.__file__).parent.glob("*.py"))
    for sub in ("tables", "lists"):
        files += sorted((corpora_dir() / sub).glob("*.json"))
    for f in files:
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:32]


def _read_cache(path: Path) -> dict[str, str] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and "systems/index.md" in data
            and all(isinstance(k, str) and isinstance(v, str) for k, v in data.items())):
        return None
    return data


def _write_cache(path: Path, pages: dict[str, str]) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(pages, sort_keys=True, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        try:
            tmp.unlink()
        except OSError:
            pass


def _with_title(text: str) -> str:
    """A page with a front-matter title (its first heading), like every page of the site."""
    from ..text.mdescape import yaml_str

    if text.startswith("---\n"):
        return text
    first = next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), "")
    return f"---\ntitle: {yaml_str(first or 'Other rule systems')}\n---\n\n" + text


def _no_raw_html(text: str) -> str:
    """The pages are the project's own Markdown, but their prose quotes formulas ("d20 <=
    10 + ..."): write ``<`` as a character reference outside code spans, so no page of the
    site has a raw ``<`` that could start HTML."""
    parts = text.split("`")
    return "`".join(p.replace("<", "&lt;") if i % 2 == 0 else p for i, p in enumerate(parts))


def _compute_systems_pages() -> dict[str, str]:
    from ..systems.pages import system_pages

    return {k: _with_title(_no_raw_html(v)) for k, v in sorted(system_pages().items())}


@lru_cache(maxsize=1)
def systems_pages() -> dict[str, str]:
    """{"systems/index.md": ..., "systems/<name>.md": ...} with front-matter titles
    (cached; see the module doc)."""
    try:
        path = _cache_dir() / f"systems-pages-{_sources_key()}.json"
    except OSError:
        return _compute_systems_pages()
    cached = _read_cache(path)
    if cached is not None:
        return cached
    pages = _compute_systems_pages()
    _write_cache(path, pages)
    return pages


# --- crew and ship ---------------------------------------------------------------------------


def _statblock(member_markdown: str) -> str:
    """generators.render.npc's block (``### Name`` then the body) as a heading plus a
    ``statblock`` admonition, so print keeps each PC whole. The name is already escaped."""
    head, _, body = member_markdown.partition("\n")
    name = head[4:] if head.startswith("### ") else head
    inner = "\n".join(("    " + line) if line else "" for line in body.strip("\n").split("\n"))
    return f"### {name}\n\n!!! statblock \"{name}\"\n\n{inner}"


def crew_pages(seed: str, size: int, budget: int = CREW_BUDGET) -> dict[str, str]:
    """{"crew/index.md": the Crew & Ship page} for a crew of ``size``."""
    from ..rules.crew import roll_crew
    from ..text.mdescape import escape, fence
    from ..render.npc import npc_markdown
    from ..render.party import budget_markdown, ship_markdown
    from ..rng import Stream

    crew = roll_crew(Stream(seed, "crew/1"), size, budget)
    ship = crew.ship  # bought with the crew's pooled CP
    q = shlex.quote(seed)
    cp = "" if budget == CREW_BUDGET else f" --cp {budget}"
    commands = fence(f"daytrip roll crew --seed {q} --size {size}{cp}")
    lines = ["---", "title: Crew and SlipShip", "---", "", "# Crew and SlipShip", "",
             f"Pregenerated PCs for a crew of {size} and their SlipShip, ready for a one-shot: "
             f"{budget} CP each with the Class Matters and Crew Designations rules, each PC's "
             "budget paying for their own stats, skills and gear and a share of the ship "
             "(itemised line by line under each PC), and a ship for "
             f"{size} with its CP cost, tonnage and power budget. The same seed prints "
             "them in a terminal:", "", commands, "",
             f"## Crew of {size}", "",
             f"*{budget} CP each, {crew.cp_total} CP in all, the SlipShip ({ship.cp_total} CP) "
             "included.*", ""]
    for m, b in zip(crew.members, crew.budgets):
        lines += [_statblock(npc_markdown(m)), ""]
        lines += budget_markdown(b) + [""]
    ship_md = ship_markdown(ship)
    lines.append(ship_md)
    lines += ["", f"*Crew and ship for the campaign seed {escape(seed)}; "
              "the [rules quick reference](../rules/index.md) has the power costs.*"]
    return {"crew/index.md": "\n".join(line.rstrip() for line in lines).rstrip() + "\n"}
