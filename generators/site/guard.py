"""What a campaign folder may be, and where a build may write: checked before anything is
written, so that a refused folder is left exactly as it was.

A campaign folder (and its lock) may come from anyone, so it is data, never instructions:

- ``--out`` is never the filesystem root, nor the project's own folders (the package,
  ``corpora/``, ``templates/``): a build there would break every later build;
- ``site`` must be a real folder or absent. A ``site`` that is a symlink (to a web root,
  say) is refused and the link kept: the build swaps a whole new folder into place, which
  would replace the link, not fill its target. Remove the link, build, and point the web
  server at the campaign's ``site/`` (or copy it). A ``site`` that is a file is refused;
  nothing is moved aside;
- every path the tool writes or removes (from the new render or from the lock) must stay
  inside the folder once symlinks are followed (``docs`` linked to somewhere else is
  refused), and its folders must be folders (``docs`` replaced by a file is refused).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

from ..errors import BadInput


def source_folders() -> list[Path]:
    """The project's own folders, which are never a campaign."""
    from .. import data

    pkg = Path(data.__file__).resolve().parent  # holds _data/ when installed from a wheel
    return [pkg, data.corpora_dir().resolve(), data.templates_dir().resolve()]


def check_out(out: Path) -> None:
    """Refuse folders that are never a campaign folder, and a ``site`` that is not a folder."""
    real = Path(os.path.realpath(out))
    if real == Path(real.anchor):
        raise BadInput(f"--out {out} is the filesystem root; choose a folder for the campaign")
    for src in source_folders():
        if real == src or src in real.parents:
            raise BadInput(f"--out {out} is inside the project's own {src.name}/ folder, which is "
                           "not a campaign; choose another folder")
    if out.exists() and not out.is_dir():
        raise BadInput(f"--out {out} is a file; a campaign needs a folder")
    site = out / "site"
    if site.is_symlink():
        raise BadInput(
            f"{site} is a symlink to {os.readlink(site)}; daytrip builds site/ as a new folder "
            "and would replace the link, so it stops here and keeps it: remove the link, build, "
            "then point your web server at site/ (nothing was written)")
    if site.exists() and not site.is_dir():
        raise BadInput(f"{site} is a file, not a folder; move it away to build here (nothing was written)")


class _Real:
    """``os.path.realpath(out/rel)`` for many ``rel``, each folder resolved once (a campaign
    has thousands of paths in a few folders): realpath(a/b) is realpath(realpath(a)/b), and
    a name that is not a symlink resolves to itself."""

    def __init__(self, out: Path):
        self.root = os.path.realpath(out)
        self.dirs: dict[str, str] = {"": self.root}

    def __call__(self, rel: str) -> str:
        parent, name = os.path.split(rel)
        if name in ("", ".", "..") or os.path.isabs(rel):
            return os.path.realpath(os.path.join(self.root, rel))
        base = self.dirs.get(parent)
        if base is None:
            base = self.dirs[parent] = self(parent)
        path = os.path.join(base, name)
        return os.path.realpath(path) if os.path.islink(path) else path

    def inside(self, rel: str) -> bool:
        """As ``lock.inside(out, rel)``."""
        real = self(rel)
        return real == self.root or real.startswith(self.root.rstrip(os.sep) + os.sep)


def check_paths(out: Path, rels: Iterable[str]) -> None:
    """Every path stays inside ``out`` (symlinks followed) and its folders are folders."""
    seen: set[str] = set()
    real = _Real(out)
    for rel in rels:
        if not real.inside(rel):
            raise BadInput(f"{out / rel} leads outside the campaign folder (a symlink?); "
                           "daytrip writes only inside it (nothing was written)")
        parent = os.path.dirname(rel)
        while parent and parent not in seen:
            seen.add(parent)
            path = out / parent
            if os.path.lexists(path) and not path.is_dir():
                raise BadInput(f"{path} is a file where daytrip needs a folder; move it away "
                               "(nothing was written)")
            parent = os.path.dirname(parent)
