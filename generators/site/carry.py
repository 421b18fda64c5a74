"""Carrying what the GM put in ``site/`` into each new build: files daytrip did not write
(or that were edited since), symlinks (copied as links, never followed) and empty folders.
A GM file where the new build has one of its own is kept over it, or with ``force`` saved
beside it as ``<name>.bak`` (numbered, never over an earlier backup, the old site/'s
backups included). Everything carried over is reported."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from .folder import backup_name
from .lock import Lock, file_sha256


def carry_over(out: Path, tmp: Path, old: Lock | None, new: dict, force: bool, report, why, hint: str) -> None:
    """What the GM put in the old site/ survives: files the tool did not write (or that were
    edited), symlinks (as links, never followed) and empty folders."""
    site = out / "site"
    if not site.is_dir():
        return

    def taken(bak: Path) -> bool:  # a backup name the old site/ already uses
        return os.path.lexists(site / bak.relative_to(tmp))

    for folder, dirs, names in os.walk(site):
        for name in sorted(dirs) + sorted(names):
            p = Path(folder) / name
            rel = "site/" + p.relative_to(site).as_posix()
            dest = tmp / p.relative_to(site)
            if p.is_symlink():
                target = os.readlink(p)
                if os.path.lexists(dest):
                    dest = backup_name(dest, taken)
                dest.parent.mkdir(parents=True, exist_ok=True)
                os.symlink(target, dest)
                where = "" if dest.name == name else f" as {dest.name} (the new site has a {name})"
                report.site_kept.append((rel, f"your symlink to {target}, carried over{where}"))
            elif p.is_dir():
                if not any(p.iterdir()) and not dest.exists():
                    dest.mkdir(parents=True)
                    report.site_kept.append((rel, "your empty folder, carried over"))
            elif not p.is_file():
                report.site_kept.append((rel, "not a file, folder or symlink: not carried over"))
            else:
                _carry_file(p, rel, tmp, old, new, force, report, taken, why, hint)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samestat(os.lstat(a), os.lstat(b))
    except OSError:
        return False


def _carry_file(p: Path, rel: str, tmp: Path, old, new: dict, force: bool, report, taken, why, hint) -> None:
    dest = tmp / rel[len("site/"):]
    if rel in new and _same_file(p, dest):  # linked into the new site: new[rel] is its digest
        return
    digest = file_sha256(p)
    if (old is not None and old.owns(rel, digest)) or new.get(rel) == digest:
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    if rel in new and force:
        bak = backup_name(dest, taken)
        shutil.copy2(p, bak)
        report.site_backups.append((rel, "site/" + bak.relative_to(tmp).as_posix()))
    else:
        shutil.copy2(p, dest)
        report.site_kept.append((rel, why(old, rel, hint if rel in new else ", carried over into the new site/")))
