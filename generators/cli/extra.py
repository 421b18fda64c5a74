"""Registers the command modules that other parts of the tool add (each owns its file)."""

from __future__ import annotations

import importlib

# Each module adds commands to `cli` or `roll` when imported; a missing module is a
# part not yet built, never an error at start-up.
for _name in ("npc", "content", "build", "party", "trip", "serve", "share", "reroll"):
    try:
        importlib.import_module(f"{__package__}.{_name}")
    except ModuleNotFoundError as e:  # pragma: no cover - only while a part is missing
        if e.name != f"{__package__}.{_name}":
            raise
