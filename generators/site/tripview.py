"""A DayTrip's page: the trip's data as the template's view (every string escaped, links,
anchors, the roll log), templates/trip.md.j2 rendered for the site, a terminal or a forum
post, the Jinja2 environment every page uses, and the links between pages."""

from __future__ import annotations

import html
import re
from functools import lru_cache

from ..data import templates_dir
from ..text.mdescape import Escaped, escape, escape_tree, fence, yaml_str
from ..render.clock import split_when
from ..render.maguffin import maguffin_rows, really_label
from ..render.names import named_once_md
from ..rules.tweaks import gm_note
from .context import conversion_view, systems_view


def trip_page(number: int, total: int) -> str:
    """``trips/trip-001.md``: three digits, or as many as the largest number needs."""
    width = max(3, len(str(total)))
    return f"trips/trip-{number:0{width}d}.md"


def sheet_page(number: int, total: int) -> str:
    """``trips/trip-001-sheet.md``: the trip's one-page cheat sheet."""
    return trip_page(number, total)[:-3] + "-sheet.md"


def trip_markdown(trip, players: bool = False) -> str:
    """One DayTrip as Markdown for `daytrip roll trip --format markdown`: the site's trip page
    (the same template) without its front matter, site links, scene map and roll log."""
    return trip_markdown_page(trip_view(trip, "trip.md"), None, None, players=players)


def anchor(heading_markdown: str) -> str:
    """The id Python-Markdown's toc gives a heading with this (escaped) Markdown text."""
    from markdown.extensions.toc import slugify

    return slugify(html.unescape(heading_markdown), "-")


def full_stop(text):
    """End a (possibly escaped) sentence with a full stop unless it already has one."""
    t = str(text).rstrip()
    if not t or t.endswith((".", "!", "?", "\u2026", ".)", ".&#41;")):
        return text
    # a closing quote ends the sentence only with its own stop inside ("He said 'go.'"); a
    # quoted word does not ("calls everyone 'captain'" needs its full stop, cold read 8)
    body = t[:-6] if t.endswith("&quot;") else t[:-1] if t.endswith(('"', "'")) else None
    if body is not None and (not body or body.endswith((".", "!", "?", "\u2026"))):
        return text
    return Escaped(t + ".") if isinstance(text, Escaped) else t + "."


def _fast_getattr(base):
    """jinja2's ``x.name`` (the attribute, else the item) without the AttributeError it
    raises and catches for each key of a plain dict, which is most of what the templates
    read: a plain dict's only attributes are dict's own."""
    dict_attrs = frozenset(dir(dict))

    def getattr(self, obj, attribute):
        if type(obj) is dict and attribute not in dict_attrs:
            try:
                return obj[attribute]
            except (TypeError, LookupError):
                return self.undefined(obj=obj, name=attribute)
        return base(self, obj, attribute)

    return getattr


@lru_cache(maxsize=1)
def environment():
    import jinja2

    class Environment(jinja2.Environment):
        getattr = _fast_getattr(jinja2.Environment.getattr)

    env = Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        auto_reload=False,
    )
    env.filters["md"] = escape
    env.filters["yaml"] = yaml_str
    env.filters["fence"] = fence
    env.filters["signed"] = lambda n: f"{n:+d}"
    env.filters["stop"] = full_stop
    from ..render.trip import mid_list  # "Taran Vonnegut and the cyclops" (cold read 38-a: "and The cyclops")
    env.filters["mid_list"] = mid_list
    env.filters["tweak_note"] = lambda t: gm_note(t["kind"] if "kind" in t else "", t["rule"])
    return env


def render_template(name: str, **context) -> str:
    """Render a template; ``players`` (drop GM-only text) and ``post`` (plain Markdown for a
    forum post instead of Material's admonitions and tabs) default to False."""
    context.setdefault("players", False)
    context.setdefault("post", False)
    text = environment().get_template(name).render(**context)
    # One trailing newline, no trailing spaces: stable bytes whatever the template does.
    lines = [line.rstrip() for line in text.strip("\n").split("\n")]
    out, blank = [], False
    for line in lines:
        if not line:
            if blank:
                continue
            blank = True
        else:
            blank = False
        out.append(line)
    return "\n".join(out) + "\n"


# --- views: escaped data plus links the templates need ------------------------------------------


def _one_line(text) -> str:
    return " ".join(str(text).split())


def roll_log(trip) -> str:
    """The roll log as a fenced code block: one line per roll or choice. Code blocks show
    their text literally (Markdown escapes it), so the text is not escaped here; `fence`
    makes sure no line can close the block early."""
    prefix = trip.path + "/"
    lines = []
    for r in trip.rolls:
        where = r.path[len(prefix):] if r.path.startswith(prefix) else r.path
        dice = "" if r.expr == "choice" else f"{r.expr} ({', '.join(map(str, r.faces))}) = {r.total}, "
        result = f": {r.result}" if r.result else ""
        lines.append(_one_line(f"{where or 'mission'}: {dice}{r.purpose}{result}"))
    return fence("\n".join(lines) or "(no rolls)", "text")


def trip_view(trip, page: str) -> dict:
    """The trip's data, every string escaped, plus page links and NPC anchors."""
    d = trip.to_dict()
    d.pop("rolls")  # shown as a code block (roll_log), never as Markdown text
    d.pop("aspects")  # the page shows aspects_view; the raw negotiation data is for JSON
    d["maguffin_rows"] = maguffin_rows(d["maguffin"], d.get("world"))  # as the plain text has them
    d["maguffin_really"] = really_label(d["maguffin"])
    v = escape_tree(d)
    v["short_names_raw"] = d.get("short_names") or {}  # unescaped: named_once_md escapes both
    v["page"] = page
    v["command_block"] = fence(trip.command)
    for npc in v["npcs"]:
        npc["heading"] = Escaped(f"{npc['key'].replace('npc-', 'NPC ')}: {npc['name']}")
        npc["anchor"] = anchor(npc["heading"])
        npc["best"] = npc["odds"][0] if npc["odds"] else None
    for npc, raw in zip(v["npcs"], trip.npcs):
        npc["systems"] = [conversion_view(k, c) for k, c in raw.conversions.items()]
    sample = next((raw.conversions for raw in trip.npcs if raw.conversions), {})
    v["systems"] = [{**s, "link": _rel(page, s["page"])} for s in systems_view(sample)]
    from .play_view import play_view

    play_view(v, trip, {n["key"]: n["anchor"] for n in v["npcs"]})
    v["clock"]["when"], v["clock"]["ticks"] = split_when(v["clock"]["ticks"])
    v["roll_log"] = roll_log(trip)
    v["roll_count"] = len(trip.rolls)
    v["tags"] = [yaml_str(t) for t in trip.tags]
    v["title_yaml"] = yaml_str(trip.title)
    return v


def trip_markdown_page(view: dict, page: str | None, total: int | None, *, players: bool = False,
                       post: bool = False) -> str:
    """A trip's page from templates/trip.md.j2. ``page``/``total`` give the site's links
    (its page and the campaign's size); None for a page on its own (``daytrip roll trip
    CODE``, the print page, a forum post): the site's page without its front matter, site
    links, scene map, reproduce section and roll log. A site page links its cheat sheet, except
    in the players' edition (the sheet holds the clues)."""
    i = view["number"] or 0
    links = {"home": "", "roster": "", "rules": "", "prev": "", "next": ""}
    if page is not None and total is not None:
        links = {"home": _rel(page, "index.md"), "roster": _rel(page, "npcs/index.md"),
                 "rules": _rel(page, "rules/index.md"),
                 "prev": _rel(page, trip_page(i - 1, total)) if i > 1 else "",
                 "next": _rel(page, trip_page(i + 1, total)) if i < total else ""}
    standalone = page is None or total is None or post
    sheet = "" if standalone or players else _rel(page, sheet_page(i, total))
    page_md = render_template("trip.md.j2", trip=view, number=i, players=players, post=post,
                              standalone=standalone, sheet=sheet, **links)
    return named_once_md(page_md, view.get("short_names_raw") or {})  # (render/names.py)


def _rel(from_page: str, to_page: str) -> str:
    """A relative link between two docs pages (POSIX paths from the docs root): the bare
    name within one folder, else up to the root and down again."""
    src_dir, _, _ = from_page.rpartition("/")
    dst_dir, _, name = to_page.rpartition("/")
    if src_dir == dst_dir:
        return name
    return "../" * from_page.count("/") + to_page
