"""JSON Schemas of the tool's JSON outputs (shipped inside the package, so they work from
a wheel): ``load_schema("mission")`` reads ``generators/schema/mission.schema.json``.

Schemas refer to each other by ``$id`` (``https://daytrip-generator.invalid/schema/<kind>.schema.json``);
``validator(kind)`` (needs the optional ``jsonschema`` package) resolves those references
from the shipped files, never from the network.
"""

from __future__ import annotations

import os
from functools import lru_cache

# The shipped schema files sit next to this module (in a checkout and in an installed wheel);
# plain os.path keeps importlib.resources (and its tempfile/zipfile imports) off the fast
# `daytrip roll` start-up.
_HERE = os.path.dirname(os.path.abspath(__file__))
_SUFFIX = ".schema.json"

BASE_URI = "https://daytrip-generator.invalid/schema/"


def available() -> list[str]:
    """Every output kind that has a schema, sorted."""
    return sorted(name[: -len(_SUFFIX)] for name in os.listdir(_HERE) if name.endswith(_SUFFIX))


def has_schema(kind: str) -> bool:
    """Whether ``kind`` has a shipped schema (one stat, not a directory listing)."""
    return os.path.isfile(os.path.join(_HERE, kind + _SUFFIX))


@lru_cache(maxsize=None)
def _text(kind: str) -> str:
    if not has_schema(kind):
        raise KeyError(f"no schema for {kind!r}; available: {', '.join(available())}")
    with open(os.path.join(_HERE, kind + _SUFFIX), encoding="utf-8") as f:
        return f.read()


def load_schema(kind: str) -> dict:
    """The schema for ``kind`` (board, mission, dreamworld, tweak, ...) as a fresh dict."""
    import json

    return json.loads(_text(kind))


def validator(kind: str):
    """A jsonschema validator for ``kind`` with every shipped schema registered for $ref."""
    import jsonschema
    from referencing import Registry, Resource

    registry = Registry().with_resources(
        (BASE_URI + f"{k}.schema.json", Resource.from_contents(load_schema(k)))
        for k in available()
    )
    schema = load_schema(kind)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, registry=registry, format_checker=cls.FORMAT_CHECKER)


def validate(kind: str, instance) -> None:
    """Raise jsonschema.ValidationError if ``instance`` does not match ``kind``'s schema."""
    validator(kind).validate(instance)
