"""The campaign's Markdown pages: {path under docs/: text}, from a seed and options.

`render_campaign` rolls the Big Board at ``board/1`` (so ``daytrip roll board --seed S``
shows the same missions as the site), turns mission i (``board/1/mission/<i>``) into a
DayTrip and renders every page through the Jinja2 templates in ``templates/``
(StrictUndefined; no autoescape: every generated or pack-supplied string reaches a template
already escaped by `generators.text.mdescape.escape_tree`, so a template cannot forget it).

Pages (relative POSIX paths, keys sorted):
  index.md              the Big Board: seed, how to reproduce and share, a table of trips
  trips/index.md        every DayTrip with its teaser
  trips/trip-001.md     one page per DayTrip (3 digits, more when there are 1,000+ trips)
  trips/trip-001-sheet.md  its one-page cheat sheet (prints on one A4 side)
  npcs/index.md         the NPC roster, linking to the stat blocks on the trip pages
  npcs/trips-0001-0050.md ...  roster pages, when there are more than ROSTER_CHUNK trips
  rules/index.md        quick reference: resolution, DLs, odds, harm, healing, power
  systems/index.md      other rule systems: the worst conversion gap of each, linking
  systems/<name>.md     one page per system: mapping, reading, odds at DL 2/4/6/8
  crew/index.md         with crew_sheets: pregenerated PCs and their SlipShip
  tags.md               Material's tag index
  about.md              credits: the DayTrippers Source Rules (CC BY 3.0), every corpus file
  help.md               using the site and the command (options as the CLI passes them in
                        ``help_commands``, from generators.cli.helpdoc)

The output depends only on (seed, options, tool version, algorithm): same args, same bytes.
The non-trip pages' data (rules, about, help) and other systems' stat blocks come from
generators/site/context.py.
"""

from __future__ import annotations

from typing import Callable, Iterable

from .. import ALGORITHM, __version__
from ..text.mdescape import escape, fence  # noqa: F401 (fence: API)
from .sections import crew_pages, systems_pages
from .context import (  # noqa: F401 (API)
    about_context,
    check_systems,
    conversion_view,
    help_context,
    rules_context,
    systems_view,
)
from .tripview import (  # noqa: F401 (API: the trip page's view and template, and links)
    _rel,
    anchor,
    environment,
    full_stop,
    render_template,
    roll_log,
    sheet_page,
    trip_markdown,
    trip_markdown_page,
    trip_page,
    trip_view,
)

# The nav the site uses: section index pages only (a nav of every page is quadratic in MkDocs).
NAV_SECTIONS: tuple[tuple[str, str], ...] = (
    ("Big Board", "index.md"),
    ("DayTrips", "trips/index.md"),
    ("NPCs", "npcs/index.md"),
    ("Rules", "rules/index.md"),
    ("Systems", "systems/index.md"),
    ("Tags", "tags.md"),
    ("About", "about.md"),
    ("Help", "help.md"),
)


BOARD_ROWS = 50  # trips shown on the home page; the rest are on trips/index.md
PRINT_LIMIT = 100  # the print page (every trip on one page) for campaigns up to this size
ROSTER_CHUNK = 50  # trips per NPC roster page in big campaigns
ROSTER_FIELDS = ("name", "anchor", "role", "tier", "best")  # what templates/npcs.md.j2 reads


def build_command(seed: str, missions, weirdness, aspects, crew, packs, systems,
                  crew_sheets: bool = False, mission_type: str | None = None,
                  players: bool = False) -> str:
    import shlex

    parts = ["daytrip", "build", "--seed", shlex.quote(seed)]
    if missions is not None:
        parts += ["--missions", str(missions)]
    if weirdness != "typical":
        parts += ["--weirdness", weirdness]
    if aspects:
        parts += ["--aspects"]
    if aspects and mission_type:
        parts += ["--mission-type", shlex.quote(mission_type)]
    if crew_sheets:
        parts += ["--crew-sheets"]
    if aspects or crew_sheets:
        parts += ["--crew", str(crew)]
    for p in packs:
        parts += ["--pack", shlex.quote(str(p))]
    from .context import all_systems

    for s in ("all",) if all_systems(systems) else systems:
        parts += ["--system", shlex.quote(str(s))]
    if players:
        parts += ["--players"]
    return " ".join(parts)


# --- the campaign ----------------------------------------------------------------------------


def render_campaign(seed: str, *, missions: int | None = None, weirdness: str = "typical",
                    aspects: bool = False, crew: int = 2, packs: Iterable = (),
                    systems: Iterable = (), crew_sheets: bool = False,
                    progress: Callable[[int, int], None] | None = None,
                    help_commands: list[dict] | None = None,
                    mission_type: str | None = None, players: bool = False,
                    rerolls: dict | None = None, encoded: bool = False) -> dict[str, str]:
    """Every Markdown page of the campaign's docs/: {relative POSIX path: text}, keys sorted.

    ``crew_sheets`` adds crew/index.md: ``crew`` pregenerated PCs and their SlipShip.
    ``players`` makes the players' site: every GM-only block (the templates' ``gm`` macro),
    NPC secret, hidden motive, roll log and cheat sheet is left out of every page.
    ``rerolls`` ({part: counter}, from `daytrip reroll` via the lock) moves those parts' streams.
    ``progress(done, total)`` is called after each DayTrip is generated and rendered.
    ``mission_type`` (with ``aspects``): the Mission Type the players choose for every trip.
    ``encoded``: the DayTrip pages and sheets as UTF-8 bytes (what the build writes; a page
    with one character past Latin-1 takes two or four bytes a character as text), kept in
    a temporary file until they are asked for (a `generators.site.spill.Spill` mapping)."""
    from ..rules.board import check_weirdness
    from ..errors import BadInput
    from ..rng import normalize_seed

    seed = normalize_seed(seed)
    check_weirdness(weirdness)
    if missions is not None and (isinstance(missions, bool) or not isinstance(missions, int)
                                 or missions < 1):
        raise BadInput(f"missions must be a whole number of at least 1, got {missions!r}")
    if crew_sheets:
        from ..rules.crew import MAX_SIZE

        if isinstance(crew, bool) or not isinstance(crew, int) or not 1 <= crew <= MAX_SIZE:
            raise BadInput(f"--crew-sheets needs a crew of 1-{MAX_SIZE} (--crew), got {crew!r}")
    packs, systems = tuple(packs), tuple(systems)
    if mission_type:
        from ..rules.aspects import find_mission_type

        if not aspects:
            raise BadInput("--mission-type needs --aspects")
        mission_type = find_mission_type(mission_type)
    with _packs(packs):
        return _render(seed, missions, weirdness, aspects, crew, packs, systems, bool(crew_sheets),
                       progress, help_commands, mission_type, bool(players), dict(rerolls or {}),
                       encoded)


class _packs:
    """Activate user packs for the duration of a render (when the content part offers it)."""

    def __init__(self, packs: tuple):
        self.packs = packs
        self.ctx = None

    def __enter__(self):
        if not self.packs:
            return self
        from ..trip.base import _optional

        use = _optional("text.packs", "use_packs")
        if use is None:
            from ..errors import BadInput

            raise BadInput("--pack is not supported by this version yet (no generators.text.packs)")
        self.ctx = use(self.packs)
        self.ctx.__enter__()
        return self

    def __exit__(self, *exc):
        if self.ctx is not None:
            return self.ctx.__exit__(*exc)
        return False


def _render(seed, missions, weirdness, aspects, crew, packs, systems, crew_sheets,
            progress, help_commands=None, mission_type=None, players=False,
            rerolls=None, encoded=False) -> dict[str, str]:
    from ..rules.board import roll_board
    from ..rng import Stream
    from ..trip.code import campaign_remap, code_for
    from .post import print_body
    from ..trip.daytrip import trip_from_mission
    from ..rules.board import job_odds
    from ..render.npc import percent as _pct

    systems = check_systems(systems)
    command = build_command(seed, missions, weirdness, aspects, crew, packs, systems, crew_sheets,
                            mission_type, players)
    root = Stream(seed, "board/1", remap=campaign_remap(rerolls) if rerolls else None)
    board = roll_board(root, weirdness, missions)
    total = len(board.missions)
    # encoded (the build): each DayTrip page goes to disk as it is made (.spill)
    pages: dict[str, str] = _spill() if encoded else {}
    rows = []
    roster = []
    def one(index, m):  # one DayTrip page; depends only on (i, m): safe in any process
        i = index + 1
        code = code_for(seed, i, weirdness=weirdness, aspects=aspects, crew=crew,
                        systems=systems, packs=packs, rerolls=rerolls, mission_type=mission_type)
        trip = trip_from_mission(m, root.child("mission", i), aspects=aspects, crew=crew,
                                 number=i, command=code.command(), systems=systems,
                                 code=str(code), mission_type=mission_type)
        page = trip_page(i, total)
        view = trip_view(trip, page)
        sheet = None if players else sheet_page(i, total)  # the sheet holds the clues
        text = trip_markdown_page(view, page, total, players=players)
        # the print page: the trip without its roll log (daytrip.css hides all that follows
        # a .no-print heading, which would hide the next trips too)
        printed = print_body(trip_markdown_page(view, None, None, players=players)) \
            if total <= PRINT_LIMIT else ""
        row = {
            "number": i, "page": page, "title": view["title"], "teaser": view["teaser"],
            "mission_type": view["mission_type"], "node_type": view["node"]["type"],
            "slip_type": view["node"]["slip_type"], "opposition": view["opposition"],
            "cl": view["clearance_level"], "job_dl": view["job_dl"],
            "job_odds": " / ".join(_pct(job_odds(view["job_dl"], charm)["chance"]) for charm in (1, 2, 3)),
            }
        sheet_text = render_template("trip_sheet.md.j2", trip=view, page=_rel(sheet, page)) \
            if sheet else ""
        # the roster's fields only: whole NPCs of every trip were 30 KB a trip in this process
        npcs = [{k: n[k] for k in ROSTER_FIELDS if k in n} for n in view["npcs"]]
        return page, text, row, npcs, printed, sheet, sheet_text

    from .parallel import ordered_map  # big campaigns: both cores, results in order

    printed = []
    for i, (page, text, row, npcs, body, sheet, sheet_text) in enumerate(
            ordered_map(one, board.missions), 1):
        pages[page] = text.encode("utf-8") if encoded else text
        printed.append(body)
        if sheet:
            pages[sheet] = sheet_text.encode("utf-8") if encoded else sheet_text
        rows.append(row)
        for npc in npcs:
            roster.append({"trip": i, "trip_page": page, "trip_title": row["title"], **npc})
        if progress is not None:
            progress(i, total)
    ctx = {
        "seed": escape(seed), "command_block": fence(command), "version": __version__,
        "algorithm": ALGORITHM, "count": total, "count_roll": board.count_roll,
        "weirdness": weirdness, "aspects": aspects, "crew": crew, "crew_sheets": crew_sheets,
        "systems": systems, "players": players,
    }
    pages["index.md"] = render_template(
        "index.md.j2", rows=rows[:BOARD_ROWS], more=max(0, total - BOARD_ROWS), **ctx)
    pages["trips/index.md"] = render_template(
        "trips_index.md.j2", rows=[{**r, "link": _rel("trips/index.md", r["page"])} for r in rows], **ctx)
    pages.update(_roster_pages(roster, total, ctx))
    pages["print/index.md"] = render_template(
        "print.md.j2", trips=printed if total <= PRINT_LIMIT else [], limit=PRINT_LIMIT, **ctx)
    pages["rules/index.md"] = render_template("rules.md.j2", **rules_context())
    pages["tags.md"] = render_template("tags.md.j2")
    pages["about.md"] = render_template("about.md.j2", **about_context(packs), **ctx)
    pages["help.md"] = render_template("help.md.j2", **help_context(help_commands), **ctx)
    # The systems pages are in every campaign, so the rules and help pages can link them.
    pages.update(systems_pages())
    if crew_sheets:
        pages.update(crew_pages(seed, crew))
    return pages.sort() if encoded else dict(sorted(pages.items()))


def _spill():
    from .spill import Spill

    return Spill()


def _roster_pages(roster: list[dict], total: int, ctx: dict) -> dict[str, str]:
    def entries(page: str, items: list[dict]) -> list[dict]:
        return [{**n, "link": f"{_rel(page, n['trip_page'])}#{n['anchor']}",
                 "trip_link": _rel(page, n["trip_page"])} for n in items]

    if total <= ROSTER_CHUNK:
        return {"npcs/index.md": render_template(
            "npcs.md.j2", npcs=entries("npcs/index.md", roster), chunks=[], **ctx)}
    out = {}
    chunks = []
    width = max(4, len(str(total)))
    for start in range(1, total + 1, ROSTER_CHUNK):
        end = min(total, start + ROSTER_CHUNK - 1)
        page = f"npcs/trips-{start:0{width}d}-{end:0{width}d}.md"
        items = [n for n in roster if start <= n["trip"] <= end]
        out[page] = render_template("npcs.md.j2", npcs=entries(page, items), chunks=[],
                                    first=start, last=end, **ctx)
        chunks.append({"first": start, "last": end, "link": _rel("npcs/index.md", page),
                       "count": len(items)})
    out["npcs/index.md"] = render_template("npcs.md.j2", npcs=[], chunks=chunks, **ctx)
    return out
