"""MkDocs hook of a DayTrip campaign (mkdocs.yml `hooks:`): search ignores accents, so
"Bronte" finds "Brontë" (and "Brontë" still does).

Material's search (lunr) matches words as written. After the search plugin writes
site/search/search_index.json, and before the offline plugin inlines it into
search_index.js, every page gets one more indexed field, "folded": its words that carry
accents, written without them. The text shown in results is unchanged. A plain
`mkdocs build` of the campaign folder runs this too (it ships in docs/assets/hooks/ and is
left out of the site by exclude_docs).
"""

from __future__ import annotations

import json
import os
import re
import unicodedata

from mkdocs.plugins import event_priority

_WORD = re.compile(r"\w+")


def fold(word: str) -> str:
    """The word without combining marks (Brontë -> Bronte, Némirovsky -> Nemirovsky)."""
    decomposed = unicodedata.normalize("NFKD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def folded_words(text: str) -> str:
    seen: dict[str, None] = {}
    for word in _WORD.findall(text):
        if not word.isascii():
            plain = fold(word)
            if plain != word:
                seen.setdefault(plain, None)
    return " ".join(seen)


@event_priority(-50)  # after the search plugin (0) writes the index, before offline (-100)
def on_post_build(config, **kwargs) -> None:
    path = os.path.join(config["site_dir"], "search", "search_index.json")
    if not os.path.isfile(path):
        return
    with open(path, encoding="utf-8") as f:
        index = json.load(f)
    for doc in index.get("docs", []):
        words = folded_words(f"{doc.get('title', '')} {doc.get('text', '')}")
        if words:  # most entries have no accented words: no empty field (as with "tags")
            doc["folded"] = words
        else:
            doc.pop("folded", None)
    index.setdefault("config", {}).setdefault("fields", {})["folded"] = {"boost": 1.0}
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(index, ensure_ascii=False, separators=(",", ":"), sort_keys=False))
