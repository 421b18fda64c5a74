"""Round 38, stock: each rule of generators/trip/consistency_r38stock.py fires on a trip broken on
purpose (R38_STOCK_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_STOCK_BREAKS: dict = {}
