"""What the site's help page says of the commands: the options of `daytrip build`,
`daytrip roll trip` and the sharing commands (verify, schema, pdf, export foundry, reroll,
rename), read from the CLI itself (the site layer is handed this data; it never
imports the CLI)."""

from __future__ import annotations

import click


def help_commands() -> list[dict]:
    """[{name, summary, options: [{names, help}]}], plain text (the site escapes it)."""
    from . import _load_extras, cli

    _load_extras()  # build and the other lazily imported commands
    commands = []
    for path in (("build",), ("roll", "trip"), ("verify",), ("schema",), ("pdf",),
                 ("export", "foundry"), ("reroll",), ("rename",)):
        cmd = cli
        for part in path:
            cmd = getattr(cmd, "commands", {}).get(part)
            if cmd is None:
                break
        if cmd is None:
            continue
        options = []
        for p in cmd.params:
            if not isinstance(p, click.Option) or p.hidden:
                continue
            names = ", ".join(p.opts + p.secondary_opts)
            if not p.is_flag and p.metavar:
                names += f" {p.metavar}"
            elif not p.is_flag:
                names += f" {p.type.name.upper()}" if not isinstance(p.type, click.Choice) else \
                    " " + "|".join(p.type.choices)
            options.append({"names": names, "help": p.help or ""})
        options.append({"names": "-h, --help", "help": "Show the command's help and exit."})
        commands.append({"name": "daytrip " + " ".join(path),
                         "summary": (cmd.help or "").split("\n\n")[0],
                         "options": options})
    return commands
