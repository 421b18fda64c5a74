"""A person named in full once per section of a trip page, then by their short name.

Cold read (issue 10): one NPC's full name ("Wisdom 'Old Salt' Mumford"-like) printed a dozen
times on one page, five times in one scene's last-barrier line ("Michele Capote keeps the only
way in ... talk Michele Capote round ... opposed by Michele Capote's BRAINS ..."); a GM writes
the full name once and the short one after. ``short_names`` is the trip's mapping (full name ->
short: the first name, or a title with the surname), stored in the trip's JSON as
``short_names`` (generators/trip/daytrip.py) so the audit reads the page as printed;
``named_once`` (plain text lines) and ``named_once_md`` (a Markdown page) apply it per section.
The audit rule ``name-full-again`` (generators/trip/consistency_r25campaign.py) checks it.

A name with no short form is printed in full every time: one word ("Mosley", "Clauke-95"),
a creature or thing ("The dune-burrower"), or a short form two people (or a person and a place,
a faction, a crew or the client) would share: the short name must say who it is."""

from __future__ import annotations

import re

TITLES = frozenset({"Captain", "Doctor", "Dr", "Dr.", "Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.",
                    "Sister", "Brother", "Father", "Mother", "Lady", "Lord", "Sergeant",
                    "Professor", "Aunt", "Uncle", "Old", "Granny", "Grandpa", "Sir", "Dame"})


def short_form(name: str) -> str | None:
    """The short name a GM would use after the first mention, or None (the name is short
    already, or is no person's given name: "The dune-burrower")."""
    words = name.split()
    if len(words) < 2 or words[0] in ("The", "the", "A", "An"):
        return None
    if words[0] in TITLES:  # "Captain Ana Ruiz" -> "Captain Ruiz"
        return f"{words[0]} {words[-1]}" if len(words) > 2 else None
    first = words[0]
    if not re.fullmatch(r"[A-Z][\w'\-]*", first):
        return None
    return first


def given_name(name: str) -> str:
    """What a line calls a person by in a sentence about them: their given name (the first word,
    when it is a given name's shape), else the whole name ("St. Vincent Millay", not "St.";
    "Mosley"; "Dr. Ana Ruiz")."""
    first = name.split(" ", 1)[0]
    if first in TITLES or first == name or not re.fullmatch(r"[A-Z][\w'\-]*", first):
        return name
    return first


def short_names(people: list[str], others: list[str]) -> dict[str, str]:
    """{full name: short name} for the trip's ``people`` (its NPCs and the client's contact),
    leaving out every short form that two of them share or that another name on the page
    (``others``: places, factions, crews, the client, the node) holds as a word."""
    full = sorted({p for p in people if p})
    cand = {p: short_form(p) for p in full}
    counts: dict[str, int] = {}
    for s in cand.values():
        if s:
            counts[s] = counts.get(s, 0) + 1
    taken = {w for o in others for w in re.findall(r"[\w'\-]+", o or "")}
    out = {}
    for p, s in cand.items():
        if not s or counts[s] > 1 or s in full or s in taken:
            continue
        out[p] = s
    return out


def _once(text: str, shorts: dict[str, str], seen: set[str], order: list[str] | None = None) -> str:
    """``text`` with every full name already in ``seen`` (or met earlier in it) shortened
    (``order``: ``shorts`` longest first, sorted once by a caller with many lines)."""
    for full in order if order is not None else sorted(shorts, key=len, reverse=True):
        if full not in text:
            continue
        parts = _split_whole(text, full)
        if len(parts) == 1:
            continue
        out = [parts[0]]
        for piece in parts[1:]:
            out.append(shorts[full] if full in seen else full)
            seen.add(full)
            out.append(piece)
        text = "".join(out)
    return text


def _split_whole(text: str, full: str) -> list[str]:
    r"""``re.split(r"(?<![\w])" + re.escape(full) + r"(?![\w])", text)`` by str.find: each
    page's names made new patterns that pushed every other out of re's cache (issue 15)."""
    if not full:
        return re.split(r"(?<![\w])(?![\w])", text)
    out, start, n, size = [], 0, len(full), len(text)
    at = text.find(full)
    while at >= 0:
        end = at + n
        if (at == 0 or not _word(text[at - 1])) and (end == size or not _word(text[end])):
            out.append(text[start:at])
            start = end
            at = text.find(full, end)
        else:
            at = text.find(full, at + 1)
    out.append(text[start:])
    return out


def _word(ch: str) -> bool:
    r"""Whether ``ch`` is a regular expression's ``\w`` (a str pattern's: Unicode)."""
    return ch.isalnum() or ch == "_"


# plain text: a section starts at a heading (a line at the margin); a scene, an ending and an
# NPC's entry are sections of their own, as the Markdown page's ### headings make them
_SUB = {"SCENES": re.compile(r"  Scene \d+:"), "ENDINGS": re.compile(r"  [A-Z]+:"),
        "NPCS": re.compile(r"  \S")}


def sections(lines: list[str]) -> list[int]:
    """The section each plain-text page line is in (a number; -1: the roll log, as rolled)."""
    out, k, head = [], 0, ""
    for line in lines:
        if line[:1] not in ("", " "):
            head, k = line.split(" (")[0], k + 1
        elif head in _SUB and _SUB[head].match(line):
            k += 1
        out.append(-1 if head.startswith("ROLL LOG") else k)
    return out


def named_once(lines: list[str], shorts: dict[str, str]) -> list[str]:
    """Plain-text page lines with each person's full name printed once per section."""
    if not shorts:
        return lines
    out, seen, last = [], set(), None
    order = sorted(shorts, key=len, reverse=True)
    for line, k in zip(lines, sections(lines)):
        if k != last:
            seen, last = set(), k
        out.append(line if k < 0 else _once(line, shorts, seen, order))
    return out


def named_once_md(page: str, shorts: dict[str, str]) -> str:
    """A Markdown trip page with each person's full name printed once per section (each
    heading starts one; headings, code blocks and front matter are left as they are, a
    heading's name counting as the section's first mention)."""
    if not shorts:
        return page
    from ..text.mdescape import escape

    esc = {str(escape(f)): str(escape(s)) for f, s in shorts.items()}
    order = sorted(esc, key=len, reverse=True)  # once a page, not once a line (issue 15)
    lines = page.split("\n")
    out, seen, fenced, front = [], set(), False, lines[:1] == ["---"]
    for i, line in enumerate(lines):
        if front:
            front = not (i > 0 and line == "---")
            out.append(line)
            continue
        if line.startswith("```"):
            fenced = not fenced
        if fenced or line.startswith("```"):
            out.append(line)
            continue
        if line.lstrip().startswith("#"):  # a heading (a stat block's, inside a box, too)
            seen = {f for f in esc if f in line} if not line.startswith(" ") else seen | {
                f for f in esc if f in line}
            out.append(line)
            continue
        out.append(_once(line, esc, seen, order))
    return "\n".join(out)
