"""`daytrip roll node|location|maguffin|teaser` and `daytrip audit`: DayTrip content one
piece at a time, and how often every table row and grammar rule fires."""

from __future__ import annotations

import sys

import click

from . import cli, roll
from .options import (
    MAX_COUNT, WholeNumber, count_option, format_option, pack_option, seed_option,
    weirdness_option,
)
from .rolls import run_roll

# The node types of corpora/tables/node_types.json (tests keep them equal); listed here so
# that --help and bad-value errors need no data loading.
NODE_TYPES = ("Multiversal Chao", "Unknown Planet", "Dream World", "Alternate Earth",
              "Time Travel", "Known Planet")


class NodeType(click.ParamType):
    """A node type, in any letter case; always given back in its canonical spelling."""

    name = "node type"

    def get_metavar(self, param, ctx=None):
        return '"NODE TYPE"'

    def convert(self, value, param, ctx):
        text = " ".join(str(value).split()).lower()
        for t in NODE_TYPES:
            if t.lower() == text:
                return t
        self.fail(f"{value!r} is not a node type; accepted: {', '.join(NODE_TYPES)}", param, ctx)


def node_type_option(f):
    return click.option(
        "--node-type", "node_type", type=NodeType(), default=None,
        help=f"Use this node type instead of rolling one: {', '.join(NODE_TYPES)} "
             "(any letter case).",
    )(f)


def _canonical(node_type: str | None) -> str | None:
    return node_type


def piece_options(f):
    """The options every content-piece command takes, in --help order."""
    for option in reversed((seed_option, count_option, node_type_option, weirdness_option,
                            pack_option, format_option)):
        f = option(f)
    return f


def _piece_command(kind: str, node_type, seed, count, weirdness, packs, fmt) -> None:
    from ..content.pieces import roll_piece
    from ..render import content as r

    text = {"node": r.node_roll_text, "location": r.location_roll_text,
            "maguffin": r.maguffin_roll_text, "teaser": r.teaser_text}[kind]
    md = {"node": r.node_roll_markdown, "location": r.location_roll_markdown,
          "maguffin": r.maguffin_roll_markdown, "teaser": r.teaser_markdown}[kind]
    nt = _canonical(node_type)

    def head_text(p) -> str:
        return f"{p.mission_type} / {p.node_type}: {p.world}\n{text(p)}" if kind != "node" else text(p)

    def head_md(p) -> str:
        return f"*{p.mission_type} / {p.node_type}: {p.world}*\n\n{md(p)}" if kind != "node" else md(p)

    run_roll(kind, seed, count, fmt,
             {"node_type": nt, "weirdness": None if weirdness == "typical" else weirdness},
             lambda s: roll_piece(s, kind, weirdness, nt), head_text, head_md, packs=tuple(packs))


@roll.command()
@piece_options
def node(seed, count, node_type, weirdness, packs, fmt):
    """Roll a node and its details: a planet profile (size, gravity, atmosphere, water,
    life, people, technology, law, hook), a time and its paradox risk, an Alternate Earth's
    bifurcation, whose Dream World it is, or what the Chao is doing this hour.

    \b
    Example:
        daytrip roll node --seed slip-n-slide
        daytrip roll node --seed slip-n-slide --node-type "Dream World" --count 3
    """
    _piece_command("node", node_type, seed, count, weirdness, packs, fmt)


@roll.command()
@piece_options
def location(seed, count, node_type, weirdness, packs, fmt):
    """Roll a location for a node: its name, what it is, and what it smells and sounds like.

    \b
    Example:
        daytrip roll location --seed slip-n-slide --node-type "Time Travel"
    """
    _piece_command("location", node_type, seed, count, weirdness, packs, fmt)


@roll.command()
@piece_options
def maguffin(seed, count, node_type, weirdness, packs, fmt):
    """Roll a maguffin: what the client wants, what it looks like, why they want it and
    what it really is.

    \b
    Example:
        daytrip roll maguffin --seed slip-n-slide --count 5
    """
    _piece_command("maguffin", node_type, seed, count, weirdness, packs, fmt)


@roll.command()
@piece_options
def teaser(seed, count, node_type, weirdness, packs, fmt):
    """Roll a Big Board teaser: the line a GM reads aloud to sell the job.

    \b
    Example:
        daytrip roll teaser --seed slip-n-slide --count 6
    """
    _piece_command("teaser", node_type, seed, count, weirdness, packs, fmt)


@cli.command()
@click.option("--runs", "-n", type=WholeNumber(1, MAX_COUNT), default=1000, show_default=True,
              help=f"How many seeded trips to generate (1-{MAX_COUNT}).")
@seed_option
@weirdness_option
@click.option("--rolled-nodes", is_flag=True,
              help="Roll node and mission types as the Big Board would (rare ones stay rare). "
                   "Default: run i uses node type i mod 6 and mission type (i div 6) mod 6, so "
                   "every kind of content is exercised.")
@click.option("--never-only", is_flag=True, help="Print only the summary and what never fired.")
@click.option("--consistency", is_flag=True,
              help="Instead of coverage, check each trip's text against its own fact sheet "
                   "(sky and climate, air and water, life, inhabitants, tech and era words, "
                   "indoor and outdoor places, maguffin, cast, clues, rivals, repeats and "
                   "doubled phrases) and print every violation with its trip path; exit 1 if any.")
@pack_option
@click.option("--format", "-f", "fmt", type=click.Choice(("text", "json")), default="text",
              show_default=True, help="text for a terminal, json for tools.")
def audit(runs, seed, weirdness, rolled_nodes, never_only, consistency, packs, fmt):
    """Generate N seeded DayTrips and print how often every table row and grammar rule
    fired, then list any that never fired (rules of grammars no trip uses included).

    \b
    Example:
        daytrip audit --runs 1000
        daytrip audit --runs 200 --seed slip-n-slide --never-only
        daytrip audit --runs 500 --rolled-nodes --format json
        daytrip audit --consistency --runs 1000
    """
    if consistency:
        from .consistency import consistency_audit

        consistency_audit(runs, seed, weirdness, rolled_nodes, packs, fmt)
        return
    from .. import audit as _audit
    from ..text.coverage import build_report
    from ..rules.board import roll_mission
    from ..content import content_for, stratify
    from ..text.packs import use_packs
    from ..rng import Stream
    from .output import resolve_seed, to_json

    seed, made = resolve_seed(seed)
    if made:
        click.echo(f"seed: {seed}  (made for you; pass --seed to choose one)", err=True)
    trip_from_mission = _trip_builder()
    show = sys.stderr.isatty()
    with use_packs(packs or None), _audit.recording() as rec:
        with click.progressbar(range(1, runs + 1), label="trips", file=sys.stderr,
                               show_pos=True) if show else _Quiet(range(1, runs + 1)) as bar:
            for i in bar:
                s = Stream(seed, f"audit/{i}")
                m = roll_mission(s, weirdness)
                if not rolled_nodes:
                    stratify(m, s, i)
                if trip_from_mission is not None:
                    trip_from_mission(m, s)
                else:
                    content_for(m, s.child("content"))
        report = build_report(rec)
    if fmt == "json":
        from ..schema import BASE_URI

        d = {"$schema": f"{BASE_URI}audit.schema.json", "runs": runs, "seed": seed,
             **report.to_dict()}
        click.echo(to_json(d))
        return
    if never_only:
        lines = []
        for kind, title in (("row", "Table rows"), ("rule", "Grammar rules"), ("value", "List values")):
            fired, total = report.coverage(kind)
            if total:
                lines.append(f"{title}: {fired}/{total} fired")
        lines += report.skipped_lines()
        never = report.never
        lines.append(f"Never fired: {len(never)}")
        lines += [f"  {ln.key} {ln.item}" for ln in never]
        body = "\n".join(lines)
    else:
        body = report.to_text()
    click.echo(f"{body}\n\nruns: {runs}  seed: {seed}")


class _Quiet:
    """A stand-in for click.progressbar when stderr is not a terminal."""

    def __init__(self, it):
        self.it = it

    def __enter__(self):
        return self.it

    def __exit__(self, *exc):
        return False


def _trip_builder():
    """The whole DayTrip builder (generators.trip.daytrip) when it exists, so the audit covers
    NPCs, aspects and the trip's own data too; else content only."""
    try:
        from ..trip.daytrip import trip_from_mission
    except ImportError:  # pragma: no cover - only while the site part is missing
        return None
    return trip_from_mission
