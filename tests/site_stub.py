"""A small stand-in for `generators.site.pages.render_campaign`, for the site tests.

It returns the same shape ({path under docs/: Markdown}) and page set (index.md,
trips/index.md, trips/trip-NNN.md, npcs/index.md, rules/index.md, about.md, help.md),
with the Markdown features the real pages use (front-matter tags, tables, admonitions,
details, tabs, cross-page anchors), so site.py can be tested on its own and quickly.
Deterministic: the same arguments give the same pages. ``inject`` puts a string into
every text slot (for the escape tests, together with ``escape``)."""

from __future__ import annotations

import hashlib
import html


def escape(text: str) -> str:
    """What a renderer must do to untrusted text before it reaches Markdown."""
    out = html.escape(text, quote=True)
    for ch in "\\`*_{}[]()#+!|<>":
        out = out.replace(ch, "\\" + ch) if ch not in "<>" else out
    return out


def _n(seed: str, *parts) -> int:
    key = ":".join([seed, *map(str, parts)]).encode()
    return int.from_bytes(hashlib.sha256(key).digest()[:4], "big")


def render_stub(seed, *, missions=None, weirdness="typical", aspects=False, crew=2,
                packs=(), systems=(), crew_sheets=False, progress=None, help_commands=None,
                inject: str | None = None, players: bool = False,
                rerolls: dict | None = None, encoded: bool = False) -> dict[str, str]:
    n = missions if missions is not None else 1 + _n(seed, "count") % 6
    text = (lambda s: escape(inject)) if inject is not None else (lambda s: s)
    pages: dict[str, str] = {}
    board = ["# The Big Board", "", f"Seed `{seed}`.", "",
             "| # | Mission | Node |", "| --- | --- | --- |"]
    roster = ["# NPCs", ""]
    trips = ["# DayTrips", ""]
    for i in range(1, n + 1):
        name = f"trip-{i:03d}"
        node = ("Dream World", "Alternate Earth", "Time Travel")[_n(seed, i, "node") % 3]
        board.append(f"| {i} | [{text('Rescue')} #{i}](trips/{name}.md) | {node} |")
        trips.append(f"- [DayTrip {i}]({name}.md)")
        npcs = [f"npc-{i}-{k}" for k in range(1, 4)]
        body = [
            "---", "tags:", f"  - {node}", "  - Rescue", "---", "",
            f"# DayTrip {i}: {text('The slip at the edge of the pond')}", "",
            "!!! quote \"Read aloud\"", f"    {text('Fog rolls over the boardwalk.')}", "",
            "=== \"Node\"", "", f"    {node}, distance {_n(seed, i, 'd') % 12 + 1}", "",
            "=== \"Vectors\"", "", f"    {text('Physical: the tides obey a machine.')}", "",
            "## NPCs", "",
        ]
        for npc in npcs:
            roster.append(f"## {npc} {{#{npc}}}" if False else f"## {npc.upper()}")
            roster += ["", f"From [DayTrip {i}](../trips/{name}.md). {text('A nervous clerk.')}", ""]
            body += [f"!!! statblock \"{npc.upper()}\"", "",
                     f"    | Skill | Dice |", "    | --- | --- |",
                     f"    | Shoot | {_n(seed, npc) % 4 + 1}d6 |", "",
                     f"    See the [roster](../npcs/index.md#{npc}).", ""]
        body += ["??? note \"Roll log\"", "", "    " + " ".join(
            f"2d6={_n(seed, i, k) % 11 + 2}" for k in range(40)), ""]
        pages[f"trips/{name}.md"] = "\n".join(body)
        if progress is not None:
            progress(i, n)
    pages["index.md"] = "\n".join(board) + "\n"
    pages["trips/index.md"] = "\n".join(trips) + "\n"
    pages["npcs/index.md"] = "\n".join(roster) + "\n"
    pages["rules/index.md"] = "# Rules\n\n| Margin | Outcome |\n| --- | --- |\n| 0 | Success |\n"
    pages["about.md"] = "# About\n\nDayTrippers Source Rules, CC BY 3.0.\n"
    pages["help.md"] = "# Help\n\nRebuild with `daytrip build`.\n"
    pages["systems/index.md"] = "# Other rule systems\n\nFudge, Subnet d6, YAPPY d8.\n"
    return dict(sorted(pages.items()))
