"""`daytrip export foundry DIR`: a campaign as Foundry VTT import files (v11/v12 shapes).

Written under ``DIR/foundry/`` (one document per file, as Foundry's "Import Data" takes them):

  journal/trip-001.json   a JournalEntry per DayTrip, one text page per section of the trip
                          (the trip page's own "## " sections, from templates/trip.md.j2 in
                          forum-post mode, as HTML); every GM-only block (the templates' gm
                          macro) becomes a ``<section class="secret">``, which Foundry shows
                          to the GM only
  tables/<table>.json     a RollTable per rules table of corpora/tables (formula, ranges)
  actors/trip-001-npc-1.json  an Actor per NPC, system-agnostic: type "npc", the stat block
                          as HTML in ``flags.daytrip-generator.statblock`` and its numbers in
                          ``flags.daytrip-generator.npc`` (no game system's ``system`` data)

Document ids are 16 characters of [A-Za-z0-9] from a hash of the trip code, so an export is
reproducible byte for byte. `check(kind, doc)` validates against generators/schema/
foundry-*.schema.json, which transcribe the document fields of Foundry's API documentation
(JournalEntryData/JournalEntryPageData, RollTableData/TableResultData, ActorData).
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from .post import _GM

FLAG = "daytrip-generator"
PAGE_FORMAT_HTML = 1  # CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML
OWNER_NONE, OWNER_OBSERVER = 0, 2  # CONST.DOCUMENT_OWNERSHIP_LEVELS
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def doc_id(*parts) -> str:
    """A Foundry-style 16-character id, the same for the same parts on every machine."""
    n = int.from_bytes(hashlib.blake2b("\0".join(map(str, parts)).encode(), digest_size=16).digest(), "big")
    out = []
    for _ in range(16):
        n, r = divmod(n, len(ALPHABET))
        out.append(ALPHABET[r])
    return "".join(out)


def _html(markdown_text: str) -> str:
    import markdown

    marked = _GM.sub(lambda m: f'<section class="secret" markdown="1">\n\n**GM only: {m["title"]}:**'
                               f'\n\n{m["body"]}\n\n</section>', markdown_text)
    return markdown.markdown(marked, extensions=["tables", "md_in_html"], output_format="html")


def journal(trip) -> dict:
    """A JournalEntry for one DayTrip: a page per "## " section of the trip's document."""
    from .post import trip_markdown_page_post

    page = trip_markdown_page_post(trip, players=False)
    parts = re.split(r"(?m)^## ", page)
    head, sections = parts[0], parts[1:]
    title = trip.title
    pages = [("Overview", re.sub(r"(?m)^# .*\n", "", head, count=1))]
    for s in sections:
        name, _, body = s.partition("\n")
        pages.append((name.strip(), body))
    entry = trip.code or trip.path
    return {
        "_id": doc_id("journal", entry), "name": title, "folder": None, "sort": trip.number or 0,
        "ownership": {"default": OWNER_OBSERVER},
        "flags": {FLAG: {"code": trip.code, "seed": trip.seed, "algorithm": trip.algorithm}},
        "pages": [{
            "_id": doc_id("page", entry, k), "name": re.sub(r"\\(.)", r"\1", name), "type": "text",
            "title": {"show": True, "level": 1},
            "text": {"content": _html(body), "format": PAGE_FORMAT_HTML},
            "sort": (k + 1) * 100000, "ownership": {"default": -1}, "flags": {},
        } for k, (name, body) in enumerate(pages) if body.strip()],
    }


def actors(trip) -> list[dict]:
    from .post import part_text

    out = []
    for k, npc in enumerate(trip.npcs, 1):
        entry = f"{trip.code or trip.path}/npc/{k}"
        block = _html(part_text(trip, "npc", k, "markdown"))
        out.append({
            "_id": doc_id("actor", entry), "name": npc.name, "type": "npc",
            "img": "icons/svg/mystery-man.svg", "folder": None, "sort": k,
            "system": {}, "items": [], "effects": [],
            "ownership": {"default": OWNER_NONE},
            "prototypeToken": {"name": npc.name, "actorLink": False},
            "flags": {FLAG: {"code": entry, "statblock": block, "npc": npc.to_dict()}},
        })
    return out


def roll_tables() -> list[dict]:
    """A RollTable per rules table (corpora/tables, the conversion tables left out)."""
    from ..data import load, templates_dir  # noqa: F401
    from ..data import corpora_dir

    out = []
    for path in sorted((corpora_dir() / "tables").glob("*.json")):
        if path.stem.startswith("convert"):
            continue
        t = load(f"tables/{path.stem}")
        n, sides = t.dice
        lo, hi = n, n * sides
        results = []
        for k, row in enumerate(t.rows):
            a = lo if row.min is None else max(lo, row.min)
            b = hi if row.max is None else min(hi, row.max)
            if a > b:
                continue
            results.append({"_id": doc_id("result", path.stem, k), "type": "text", "text": row.value,
                            "img": "icons/svg/d20-black.svg", "weight": b - a + 1, "range": [a, b],
                            "drawn": False, "flags": {}})
        out.append({"_id": doc_id("table", path.stem), "name": f"DayTrippers: {t.description}",
                    "description": f"{t.source} ({t.licence})", "img": "icons/svg/d20-grey.svg",
                    "formula": f"{n}d{sides}", "replacement": True, "displayRoll": True,
                    "folder": None, "sort": 0, "ownership": {"default": OWNER_OBSERVER},
                    "flags": {FLAG: {"table": t.key}}, "results": results})
    return out


def check(kind: str, doc: dict) -> None:
    """Validate a document against the shape Foundry documents (jsonschema, if installed)."""
    from ..schema import validate

    validate(f"foundry-{kind}", doc)


def write_export(trips, out: Path) -> dict[str, int]:
    """Write every document under ``out`` (validated first); returns counts per kind."""
    docs: dict[str, dict] = {}
    for trip in trips:
        width = 3
        stem = f"trip-{trip.number or 0:0{width}d}"
        docs[f"journal/{stem}.json"] = ("journal", journal(trip))
        for k, actor in enumerate(actors(trip), 1):
            docs[f"actors/{stem}-npc-{k}.json"] = ("actor", actor)
    for table in roll_tables():
        docs[f"tables/{table['flags'][FLAG]['table'].split('/')[-1]}.json"] = ("rolltable", table)
    counts = {"journal": 0, "actor": 0, "rolltable": 0}
    for rel, (kind, doc) in docs.items():
        check(kind, doc)
        counts[kind] += 1
    for rel, (kind, doc) in sorted(docs.items()):
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return counts
