"""MkDocs hook shipped in every campaign folder (mkdocs.yml lists it under ``hooks:``, so a
plain ``mkdocs build`` of the folder makes the same site): it keeps the search index small.

Material's search plugin puts every section's whole text in the index (about 13 KB per
DayTrip). What a GM searches for is names, places, maguffins and tags: those are in the
section titles (headings: trip titles, "NPC 2: Vera Kask"), in the first sentence of each
paragraph or list item ("The Giseldenia Wind Farm (Slip-in point)", "What the client wants:
the pilot of a ghost ship") and in the page's tags. So each entry keeps its title, and its
text becomes the first sentence of each block (at most ``BLOCK`` characters each, ``TOTAL``
in all, as plain text); the page's tags stay on its first entry only (the page is found by
tag either way). The pages themselves are not changed; only search/search_index.json (and the
offline plugin's search_index.js made from it) shrink.

``summarise(entry)`` is idempotent (a summary's summary is itself), so an entry may pass
through it twice. A read-aloud box's first sentence is kept whole, as a GM-only box's is: a
trip's "the job" names the client, the maguffin and the world.

Then, once the search plugin has written the index (``on_post_build``), each DayTrip page
becomes one entry (``fold_pages``): the browser builds its search index from every entry
(from disk, in a Blob worker started at load: ``write_inline_workers``), and lunr pays for each entry (and each of its fields) on top of its
words: a thousand trips' twenty sections each took seconds, and the trips' NPCs kept as
entries of their own (4,600 of 5,700 entries at 1,000 trips) still cost about a third of
the time to the first result. The trip's entry keeps its title, tags and summary, and gains
the names of its sections that name something (its scenes' places, its NPCs' names), the
line naming the maguffin, the GM-only text of them all (the maguffin's truth, the client's
secret) and each NPC's secret; searching a name lands on the trip, its result showing the
name, and the page highlights it (Material's search.highlight). Depends only on MkDocs and
Material.
"""

from __future__ import annotations

import re

from mkdocs.plugins import CombinedEvent, event_priority

BLOCK = 80  # characters kept of each paragraph, list item or table
TOTAL = 160  # characters of text kept per entry
PAGE = 1500  # characters of text kept per page (later sections keep their titles only)
SEP = " | "  # joins the blocks of a summary (and splits them again); ASCII: JSON keeps it short
MORE = "..."
GM = "GM only"  # the title of a GM-only box (templates/_gm.md.j2)
READ = "Read aloud"  # the title of a read-aloud box (its first sentence is kept whole too)
NAMING = ("What the client wants:",)  # lines that name the maguffin: kept whole, as GM-only
GM_BLOCK = 240  # characters kept of a GM-only box's first block

_TAG = re.compile(r"<[^>]*>")
_SENTENCE = re.compile(r"(?<=[.!?])\s")
_state = {"start": 0, "tags": None}


def _blocks(text: str) -> list[str]:
    out = []
    for part in _TAG.split(text):
        for piece in part.split(SEP.strip()):
            piece = " ".join(piece.split())
            if piece:
                out.append(piece)
    return out


def _cut(block: str, limit: int) -> str:
    block = _SENTENCE.split(block, 1)[0]
    if len(block) <= limit:
        return block
    head = block[: limit - len(MORE)]
    words = head.rsplit(" ", 1)[0] if " " in head else head
    return words.rstrip(" ,;:") + MORE  # at most ``limit`` characters: a second cut keeps it


def _in_gm_box(blocks: list[str], k: int, title: str = GM) -> bool:
    """A GM-only box's title, or the first block after it (``title``: another kind of box)."""
    return blocks[k].startswith(title) or (k > 0 and blocks[k - 1].startswith(title))


def summary(text: str) -> str:
    out, used, gm = [], 0, []
    blocks = _blocks(text)
    for k, block in enumerate(blocks):
        if _in_gm_box(blocks, k) or _in_gm_box(blocks, k, READ) or block.startswith(NAMING):
            # a GM-only box (its title, then its first block): kept whole-sentence for the
            # GM's search, outside the budget (the players' site has no such boxes); so is
            # a read-aloud box's
            gm.append(_cut(block, GM_BLOCK))
            continue
        block = _cut(block, BLOCK)
        if block == MORE or not block or used >= TOTAL:
            continue
        cost = len(block) + (len(SEP) if out else 0)
        if used + cost > TOTAL:
            used = TOTAL
            continue
        out.append(block)
        used += cost
    return SEP.join(out + gm)


def summarise(entry: dict) -> dict:
    """The entry with its text summarised (a new dict; keys in Material's order)."""
    new = dict(entry)
    new["text"] = summary(entry.get("text", ""))
    return new


def _gm_only(text: str) -> str:
    """A summary's GM-only boxes alone (title and first block) and lines naming the maguffin,
    for an entry past the page's budget: the GM still finds a secret by its words."""
    blocks = text.split(SEP)
    return SEP.join(b for k, b in enumerate(blocks)
                    if _in_gm_box(blocks, k) or b.startswith(NAMING))


def _bare(entry: dict) -> bool:
    """A section with no text left whose title names nothing ("Endings", "The clock"):
    every trip has one, a search for it finds a thousand, and each entry costs the
    browser time when search opens. Titles with a number or a colon ("NPC 2: Vera Kask",
    "Scene 1: The kitchen") are names and stay."""
    title = entry.get("title", "")
    return not entry["text"] and ":" not in title and not any(c.isdigit() for c in title)


def summarise_page(entries: list) -> list:
    """Summarise one page's entries; only the first keeps the page's tags, once the page
    has used ``PAGE`` characters of text the rest keep their titles only, and sections
    left with a bare title (``_bare``) are dropped (never the page's own entry)."""
    out, used = [], 0
    for i, entry in enumerate(entries):
        e = summarise(entry)
        if i:
            e.pop("tags", None)
        if used + len(e["text"]) > PAGE:
            e["text"] = _gm_only(e["text"])
        used += len(e["text"])
        if i and _bare(e):
            continue
        out.append(e)
    return out


def _index(config):
    plugin = config.plugins.get("material/search") or config.plugins.get("search")
    return getattr(plugin, "search_index", None)


@event_priority(10)  # before the search plugin (0) indexes the page
def _before(context, *, page, config, nav):
    index = _index(config)
    _state["start"] = len(index.entries) if index is not None else 0
    return context


@event_priority(-10)  # after it: summarise what it added for this page
def _after(context, *, page, config, nav):
    index = _index(config)
    if index is not None:
        start = _state["start"]
        index.entries[start:] = summarise_page(index.entries[start:])
    return context


on_page_context = CombinedEvent(_before, _after)


# --- one entry per DayTrip page, after the search plugin wrote the index ---

TRIP_PAGE = re.compile(r"^trips/trip-[^#]*$")  # a DayTrip page's own location
NPC = re.compile(r"^NPC \d+: ")  # an NPC's stat block: its name, and its secret (no GM-only title)


def _named(title: str) -> str:
    """What a section title names ("Scene 3: The Whispering Stage" -> "The Whispering
    Stage"), or "" for a title that names nothing ("The clock")."""
    if ":" not in title and not any(c.isdigit() for c in title):
        return ""
    return title.split(": ", 1)[-1]


def _boxed(text: str, title: str = GM) -> list[str]:
    """The text of a summary's boxes of one kind (GM-only, read-aloud), without their titles."""
    blocks = text.split(SEP) if text else []
    return [b for k, b in enumerate(blocks)
            if k and blocks[k - 1].startswith(title) and not b.startswith(title)]


def fold_trip(entries: list) -> list:
    """One DayTrip page's entries (its own first) -> one entry, holding the names and
    GM-only text of its sections and its NPCs' names and secrets. Idempotent."""
    page = dict(entries[0])
    text = page.get("text", "")
    # the page's read-aloud boxes ("the job": client, maguffin, world) and secrets; the rest
    # of its summary (mission type, goal) is in its title and tags or the same on every trip
    parts = (_boxed(text, READ) + _boxed(text)) or [text]
    for entry in entries[1:]:
        title, text = entry.get("title", ""), entry.get("text", "")
        parts.append(_named(title))
        if NPC.match(title):  # its summary is its secret (the players' site has none)
            parts += [b for b in (text.split(SEP) if text else []) if not b.startswith(GM)]
            continue
        parts += [b for b in text.split(SEP) if b.startswith(NAMING)] + _boxed(text)
    page["text"] = SEP.join(dict.fromkeys(p for p in parts if p))
    return [page]


def fold_pages(docs: list) -> list:
    """Every DayTrip page's entries folded (``fold_trip``); other pages' entries as they are."""
    out, k = [], 0
    while k < len(docs):
        page = docs[k]["location"].split("#", 1)[0]
        j = k + 1
        while j < len(docs) and docs[j]["location"].split("#", 1)[0] == page:
            j += 1
        group = docs[k:j]
        if TRIP_PAGE.match(page) and "#" not in group[0]["location"]:
            group = fold_trip(group)
        out += group
        k = j
    return out


# --- Material's search worker as a string, for a Blob worker on file:// ---

WORKER = re.compile(r"^search\.[0-9a-f]+\.min\.js$")  # Material's worker (assets/javascripts/workers/)
INLINE = "__daytrip_search_worker"  # the global that assets/javascripts/search-worker.js reads
_MAP = re.compile(r"\s*//# sourceMappingURL=\S*\s*$")


def inline_worker(source: str) -> str:
    """A script holding the worker's code as a string (its source map comment left out: a
    Blob has no folder to find the map in)."""
    import json

    return f"var {INLINE} = {json.dumps(_MAP.sub('', source))};\n"


def write_inline_workers(site_dir: str) -> None:
    """Beside each of Material's search workers (search.HASH.min.js), search.HASH.min.inline.js:
    assets/javascripts/search-worker.js loads it with a script tag and runs the code as a Blob
    worker, a real thread, on a site opened from disk (a browser refuses a worker script from a
    file:// URL; without this, the iframe-worker shim runs search on the page's own thread)."""
    import os

    folder = os.path.join(site_dir, "assets", "javascripts", "workers")
    if not os.path.isdir(folder):
        return
    for name in sorted(os.listdir(folder)):
        if WORKER.match(name):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = inline_worker(f.read())
            with open(os.path.join(folder, name[:-3] + ".inline.js"), "w", encoding="utf-8") as f:
                f.write(text)


@event_priority(-40)  # after the search plugin (0) writes the index, before the accent fold
def on_post_build(config, **kwargs) -> None:  # (-50, docs/assets/hooks) and offline (-100)
    import json
    import os

    write_inline_workers(config["site_dir"])
    path = os.path.join(config["site_dir"], "search", "search_index.json")
    if not os.path.isfile(path):
        return
    with open(path, encoding="utf-8") as f:
        index = json.load(f)
    index["docs"] = fold_pages(index.get("docs", []))
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(index, ensure_ascii=False, separators=(",", ":"), sort_keys=False))
