"""Every module-level memo dict the generator fills through ``by_identity`` (generators/memo.py)
is listed in site/release.py's MEMOS, so ``release_caches`` frees it before the site build.
Fails on the old code: review 12 finding 9, ``trip.scenes._MAY`` and ``trip.clue_fit._GUARDS``
were missing (and ``memo._VALUES``)."""

from __future__ import annotations

import re
from pathlib import Path

import generators
from generators.site.release import MEMOS

ROOT = Path(generators.__file__).parent


def test_every_by_identity_memo_is_released():
    listed = set(MEMOS)
    missing = []
    for path in sorted(ROOT.rglob("*.py")):
        src = path.read_text(encoding="utf-8")
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        own = set(re.findall(r"^(_\w+)\s*(?::[^=\n]+)?=\s*\{\}", src, re.M))
        for name in sorted(set(re.findall(r"\b(?:by_identity|keyed)\(\s*(_\w+)", src)) & own):
            if (module, name) not in listed:
                missing.append(f"{module}.{name}")
    assert not missing, missing
