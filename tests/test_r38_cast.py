"""Round 38, cast: each rule of generators/trip/consistency_r38cast.py fires on a trip broken on
purpose (R38_CAST_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_CAST_BREAKS: dict = {}
