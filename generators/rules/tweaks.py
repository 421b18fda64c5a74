"""Surrealism tweaks ("More Surrealism!"): a concrete target and what happens to it.

Paths: <tweak>/kind (only when no kind is given: one of the three lists, equally likely),
<tweak>/target, <tweak>/tweak. Within a list every tweak is equally likely (1/7, 1/7, 1/14).
A caller with a concrete target of its own (an NPC, a place, a thing of this trip) passes
``target`` and the list's generic targets are not drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..data import load
from ..errors import BadInput
from ..rng import Provenance, Roll, Stream

KINDS = ("natural", "constructed", "character")
KIND_LABELS = {"natural": "Natural world", "constructed": "Constructed world", "character": "Characters"}


def gm_note(kind: str, rule: str) -> str:
    """The table's own words for a tweak, exact (TABLES.md), as a note that says where they
    come from: a bare "(Alter their gender)" after the prose read as a leaked instruction
    (cold-dc3328). Not "GM note:", the words a GM's own edits start with."""
    label = KIND_LABELS.get(kind, "Surrealism")
    return f'Rolled on the {label} tweak table: "{rule.rstrip(".")}."'


@dataclass
class Tweak:
    seed: str
    version: str
    algorithm: int
    path: str
    kind: str
    target: str
    tweak: str
    rule: str
    rolls: list[Roll] = field(default_factory=list)

    @property
    def text(self) -> str:
        return f"{self.target}: {self.tweak}"

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "kind": self.kind, "target": self.target, "tweak": self.tweak,
            "rule": self.rule, "text": self.text, "rolls": [r.to_dict() for r in self.rolls],
        }


def roll_tweak(stream: Stream, kind: str | None = None, target: str | None = None) -> Tweak:
    if kind is not None and kind not in KINDS:
        raise BadInput(f"unknown tweak kind {kind!r}; accepted: {', '.join(KINDS)}")
    log: list[Roll] = []
    s = stream.with_log(log)
    if kind is None:
        r = s.child("kind").dice(1, 3, "tweak list (1 natural, 2 constructed, 3 character)")
        kind = KINDS[r.total - 1]
        r.result = kind
    if target is None:
        target = s.child("target").choice(load(f"lists/tweak_targets_{kind}").values)
        s.note(f"{kind} target", target)
    items = load(f"lists/tweaks_{kind}").items
    sides = len(items)
    r = s.child("tweak").dice(1, sides, f"{KIND_LABELS[kind].lower()} tweak")
    rule, _, fields = items[r.total - 1]
    r.result = rule
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return Tweak(prov.seed, prov.version, prov.algorithm, stream.path, kind, target,
                 fields["short"], rule, log)
