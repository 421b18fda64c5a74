"""A DayTrip's scene map: a small inline SVG of the scenes (the trip's locations) and the
paths between them, drawn by our code from the trip's `scenes` and `connections` (no
JavaScript, no external file). The layout is fixed by the scene order: scenes left to right
in a zigzag, the start on the left, the climax on the right; labels are escaped text
(generators.text.mdescape: no markup survives, and the entities are valid in SVG).
"""

from __future__ import annotations

from ..text.mdescape import escape

WIDTH, HEIGHT, PAD, R = 640, 190, 90, 16
LABEL = 24  # characters of a place name on the map (the full name is in the scene list)


def _short(name: str) -> str:
    return name if len(name) <= LABEL else name[: LABEL - 1].rstrip() + "\u2026"


def positions(n: int) -> list[tuple[int, int]]:
    """Centres of ``n`` scenes: evenly spaced across, alternately high and low."""
    step = (WIDTH - 2 * PAD) / max(1, n - 1)
    return [(round(PAD + i * step), 58 if i % 2 == 0 else 124) for i in range(n)]


def scene_map_svg(scenes: list[dict], connections: list[dict]) -> str:
    """One line of SVG markup (a raw HTML block for Markdown: no blank line inside)."""
    at = {sc["id"]: p for sc, p in zip(scenes, positions(len(scenes)))}
    parts = [f'<svg class="scene-map" role="img" viewBox="0 0 {WIDTH} {HEIGHT}" '
             f'width="{WIDTH}" height="{HEIGHT}" xmlns="http://www.w3.org/2000/svg">',
             f"<title>{escape('Scene map: ' + ', '.join(str(sc['number']) + ' ' + sc['place'] for sc in scenes))}</title>"]
    for c in connections:
        (x1, y1), (x2, y2) = at[c["from"]], at[c["to"]]
        parts.append(f'<line class="scene-link" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    for sc in scenes:
        x, y = at[sc["id"]]
        kind = "scene-node scene-" + sc["kind"]
        ly = y - R - 8 if y < HEIGHT / 2 else y + R + 16
        parts.append(f'<g class="{kind}"><circle cx="{x}" cy="{y}" r="{R}"/>'
                     f'<text class="scene-number" x="{x}" y="{y + 5}" text-anchor="middle">{sc["number"]}</text>'
                     f'<text class="scene-label" x="{x}" y="{ly}" text-anchor="middle">{escape(_short(sc["place"]))}</text></g>')
    parts.append("</svg>")
    return "".join(parts)
