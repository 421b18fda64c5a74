"""Round 38, world: each rule of generators/trip/consistency_r38world.py fires on a trip broken on
purpose (R38_WORLD_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_WORLD_BREAKS: dict = {}
