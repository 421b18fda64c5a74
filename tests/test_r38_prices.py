"""Round 38, prices: each rule of generators/trip/consistency_r38prices.py fires on a trip broken on
purpose (R38_PRICES_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_PRICES_BREAKS: dict = {}
