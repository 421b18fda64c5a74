"""Round 38, source: each rule of generators/trip/consistency_r38source.py fires on a trip broken on
purpose (R38_SOURCE_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_SOURCE_BREAKS: dict = {}
