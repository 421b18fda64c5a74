"""Round 38, scene: each rule of generators/trip/consistency_r38scene.py fires on a trip broken on
purpose (R38_SCENE_BREAKS), and over the audit trips the generator keeps to it."""

from __future__ import annotations

R38_SCENE_BREAKS: dict = {}
