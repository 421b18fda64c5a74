"""Round 38, wins: each rule of generators/trip/consistency_r38wins.py fires on a trip broken on
purpose (R38_WINS_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_WINS_BREAKS: dict = {}
