"""The campaign folder on disk: one build at a time (an advisory lock on the folder), backup
names that never overwrite an earlier backup, temporary build folders (ours only, by prefix)
and the atomic swap of a freshly built site/ into place."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Callable

from ..errors import DaytripError

TMP_PREFIX = ".daytrip-tmp-"


class Busy(DaytripError):
    """Another `daytrip build` is writing the same campaign folder."""


# --- what the tool writes -----------------------------------------------------------------


def backup_name(path: Path, taken: Callable[[Path], bool] = lambda p: False) -> Path:
    """``x.md.bak``, or ``x.md.1.bak``, ``x.md.2.bak``... if that exists (or ``taken``
    says it will: the old site/'s backups are carried into the new one)."""
    cand = path.with_name(path.name + ".bak")
    n = 1
    while os.path.lexists(cand) or taken(cand):
        cand = path.with_name(f"{path.name}.{n}.bak")
        n += 1
    return cand


class FolderLock:
    """An exclusive advisory lock on the campaign folder itself (no extra file)."""

    def __init__(self, out: Path):
        self.out = out
        self.fd: int | None = None

    def __enter__(self):
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX
            return self
        self.fd = os.open(self.out, os.O_RDONLY)
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(self.fd)
            self.fd = None
            raise Busy(f"another daytrip build is writing {self.out}; wait for it to finish") from None
        return self

    def __exit__(self, *exc):
        if self.fd is not None:
            os.close(self.fd)  # closing releases the flock


def remove_stale_temps(out: Path) -> list[str]:
    """Temporary folders a killed build left behind (only ours: the prefix is ours)."""
    gone = []
    for p in sorted(out.glob(TMP_PREFIX + "*")):
        if p.is_dir() and not p.is_symlink():
            shutil.rmtree(p, ignore_errors=True)
            gone.append(p.name)
    return gone


def make_temp(out: Path) -> Path:
    tmp = Path(tempfile.mkdtemp(prefix=TMP_PREFIX, dir=out))
    mask = os.umask(0)
    os.umask(mask)
    os.chmod(tmp, 0o777 & ~mask)  # mkdtemp makes 0700; site/ should look like any folder
    return tmp


def swap(tmp: Path, site: Path) -> None:
    """Put ``tmp`` where ``site`` is; the old site ends up in ``tmp`` (then removed)."""
    if not site.exists():
        os.rename(tmp, site)
        return
    if not exchange(tmp, site):
        old = tmp.with_name(tmp.name + "-old")
        os.rename(site, old)
        os.rename(tmp, site)
        os.rename(old, tmp)
    shutil.rmtree(tmp, ignore_errors=True)


def exchange(a: Path, b: Path) -> bool:
    """Atomically exchange two folders (Linux renameat2 RENAME_EXCHANGE); False if unsupported."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    AT_FDCWD, RENAME_EXCHANGE = -100, 2
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    rc = fn(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE)
    return rc == 0
