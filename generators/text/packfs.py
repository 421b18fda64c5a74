"""Reading a pack's files by descriptor (see packs.py, "Containment"): folders opened with
``O_NOFOLLOW`` from the pack root's descriptor, files opened without following a link that
was not one when listed, and what was opened checked with ``fstat`` (a regular file of the
pack, by device and inode, within the size cap), never by its name a second time."""

from __future__ import annotations

import errno
import os
import stat

from ..errors import DataError


class PackError(DataError):
    """A pack folder or file is not acceptable (file: what is wrong)."""


def open_dir(name: str, dir_fd: int, shown: str) -> int | None:
    """Open a pack's sub-folder without following a symlink (None: it is not there)."""
    try:
        return os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=dir_fd)
    except FileNotFoundError:
        return None
    except OSError as e:
        if e.errno in (errno.ELOOP, errno.ENOTDIR):
            try:
                if stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode):
                    raise PackError(shown, None, "is a symlinked folder (not allowed in a pack)") from None
            except OSError:
                pass
            raise PackError(shown, None, "should be a folder") from None
        raise PackError(shown, None, f"cannot read: {e.strerror}") from None


def read_fd(entry: str, dir_fd: int, was_link: bool, name: str, limit: int, inside: set) -> str:
    """Open ``entry`` (never following a link that was not one when the folder was listed)
    and check what was opened, by its descriptor: a regular file of the pack (its device
    and inode are among the pack's own files) within the size cap. A name flipped to point
    elsewhere between the listing and the open is caught here, not by a second look."""
    flags = os.O_RDONLY | os.O_NONBLOCK | (0 if was_link else os.O_NOFOLLOW)
    try:
        fd = os.open(entry, flags, dir_fd=dir_fd)
    except OSError as e:
        if e.errno == errno.ELOOP:
            raise PackError(name, None, "changed into a symlink while the pack was read") from None
        raise PackError(name, None, f"cannot read: {e.strerror}") from None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise PackError(name, None, "is not a regular file")
        if (st.st_dev, st.st_ino) not in inside:
            raise PackError(name, None, "is a symlink to a file outside the pack")
        if st.st_size > limit:
            raise PackError(name, None, f"is larger than {limit} bytes")
        blob = f.read(limit + 1)
    if len(blob) > limit:
        raise PackError(name, None, f"is larger than {limit} bytes")
    try:
        return blob.decode("utf-8")
    except UnicodeDecodeError:
        raise PackError(name, None, "not UTF-8 text") from None
