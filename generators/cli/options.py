"""Shared click option types and decorators: every bad value becomes one clear line."""

from __future__ import annotations

import re

import click

MAX_COUNT = 10_000
FORMATS = ("text", "markdown", "json", "jsonl")


class SeedType(click.ParamType):
    name = "seed"

    def convert(self, value, param, ctx):
        from ..errors import BadInput
        from ..rng import normalize_seed

        try:
            return normalize_seed(argv_text(value))
        except BadInput as e:
            self.fail(str(e), param, ctx)


def argv_text(value):
    """Command-line text as the UTF-8 the user typed, whatever the locale: under a Latin-1
    or ASCII locale Python decodes argv with that codec (``é`` arrives as ``Ã©`` or as
    surrogates), so get the bytes back and decode them as UTF-8. Bytes that are not UTF-8
    stay lone surrogates, which ``normalize_seed`` rejects with one line."""
    import os
    import sys

    if not isinstance(value, str) or sys.getfilesystemencoding().lower().replace("-", "") == "utf8":
        return value
    try:
        return os.fsencode(value).decode("utf-8", "surrogateescape")
    except UnicodeError:  # not from argv (a str the locale cannot encode): as given
        return value


class WholeNumber(click.ParamType):
    """An integer in [lo, hi]; the message says what is accepted."""

    name = "N"

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def convert(self, value, param, ctx):
        if isinstance(value, int) and not isinstance(value, bool):
            n = value
        else:
            text = str(value).strip()
            # ASCII digits only: str.isdigit() also accepts '¹' or '+-5', which int() rejects
            if not re.fullmatch(r"[+-]?[0-9]+", text) or len(text) > 12:
                self.fail(f"expected a whole number from {self.lo} to {self.hi}, got {value!r}", param, ctx)
            n = int(text)
        if not self.lo <= n <= self.hi:
            self.fail(f"expected a whole number from {self.lo} to {self.hi}, got {n}", param, ctx)
        return n


def seed_option(f):
    return click.option(
        "--seed", "-s", type=SeedType(), default=None,
        help="Any text of 1-200 characters (emoji fine). Omitted: a memorable seed is made and printed.",
    )(f)


def count_option(f):
    return click.option(
        "--count", "-n", type=WholeNumber(1, MAX_COUNT), default=None,
        help=f"Roll N independent results (1-{MAX_COUNT}); JSON becomes a list.",
    )(f)


def format_option(f):
    return click.option(
        "--format", "-f", "fmt", type=click.Choice(FORMATS), default="text", show_default=True,
        help="text for a terminal, markdown for a forum post, json or jsonl for tools.",
    )(f)


def weirdness_option(f):
    return click.option(
        "--weirdness", "-w", type=click.Choice(("typical", "d6", "d8")), default="typical",
        show_default=True, help="Node roll: 2d6 + mod (typical), or 1d6/1d8 + mod (high weirdness).",
    )(f)


def crew_option(f):
    return click.option(
        "--crew", type=WholeNumber(1, 99), default=2, show_default=True,
        help="Crew size, for base pay and fuel under Mission Aspects (only with --aspects; "
             "without it, pay and fuel are given for crews of 1-6).",
    )(f)


def system_option(what: str, gains: str):
    """--system NAME (repeatable, or all): ``what`` is what gets converted, ``gains`` what
    the JSON gains."""
    from ..systems import SYSTEMS  # a plain tuple; the converters load lazily

    return click.option(
        "--system", "systems", multiple=True, metavar="NAME",
        type=click.Choice(("all", *SYSTEMS), case_sensitive=False),
        help=f"Also give {what} in another rule system, with odds (repeatable; "
             f"all, {', '.join(SYSTEMS)}). {gains}",
    )


def pack_option(f):
    return click.option(
        "--pack", "packs", multiple=True, type=click.Path(exists=True, file_okay=False),
        help="A folder of grammars and word lists that adds to or overrides corpora/ (repeatable).",
    )(f)


def check_mission_type(mission_type: str | None, aspects: bool) -> str | None:
    """--mission-type NAME: needs --aspects; the canonical name, or a click error."""
    if mission_type is None:
        return None
    from ..errors import BadInput
    from ..rules.aspects import find_mission_type

    if not aspects:
        raise click.UsageError("--mission-type needs --aspects")
    try:
        return find_mission_type(mission_type)
    except BadInput as e:
        raise click.BadParameter(str(e), param_hint="'--mission-type'") from None
