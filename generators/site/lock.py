"""`daytrip.lock`: what `daytrip build` made in a campaign folder, so that it can tell the
GM's edits from its own files.

It records the seed, the options, the tool version and algorithm, the fixed build date
(``source_date_epoch``) and the SHA-256 of every file the tool wrote (``mkdocs.yml``,
``docs/...``, ``site/...``; never the lock itself). A file whose bytes no longer match its
recorded hash was edited by someone; a file with no entry was not written by the tool.

While a build is under way the lock may also hold ``pending``: for each path about to be
written, the hash it will have. A build that is killed halfway then leaves a lock that
still recognises every file it wrote, old or new, so nothing is mistaken for a GM edit.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import BadInput

LOCK_NAME = "daytrip.lock"
LOCK_FORMAT = 1
MAX_LOCK_BYTES = 64_000_000  # a 10000-mission campaign's lock is about 10 MB
# The build date of every site (the sitemap's lastmod and its gzip header), fixed so that
# the same seed gives the same bytes anywhere: 2026-01-01T00:00:00Z. A campaign keeps the
# value its lock records; edit it there to date a site differently.
DEFAULT_EPOCH = 1_767_225_600
MIN_EPOCH = 315_532_800  # 1980-01-01: zip files cannot hold earlier dates
MAX_EPOCH = 4_102_444_800  # 2100-01-01: later dates do not fit a zip file's year either
TOP_FILES = ("mkdocs.yml", "hooks/daytrip_search.py")  # the only files a lock may name...
TOP = ("docs/", "site/")  # ...and the folders below which it may name files
_HEX64 = frozenset("0123456789abcdef")


def check_rel(rel: object) -> str:
    """A path from a lock, refused unless it is a plain relative posix path to
    ``mkdocs.yml``, the search hook, or below ``docs/`` or ``site/``: no ``..``, no absolute path, no empty
    or ``.`` part, no backslash or NUL. (Symlinks on disk are checked by ``inside``.)"""
    if not isinstance(rel, str) or not rel or len(rel) > 4096:
        raise ValueError(f"path {rel!r} is not a relative path")
    parts = rel.split("/")
    if (rel.startswith("/") or "\\" in rel or "\0" in rel or any(p in ("", ".", "..") for p in parts)
            or not (rel in TOP_FILES or rel.startswith(TOP))):
        raise ValueError(f"path {rel!r} is not mkdocs.yml, {TOP_FILES[1]} or inside docs/ or site/")
    try:
        rel.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"path {rel!r} is not UTF-8") from None
    return rel


def inside(out: Path, rel: str) -> bool:
    """True if ``out/rel`` (following any symlinks on the way) stays inside ``out``."""
    root = os.path.realpath(out)
    real = os.path.realpath(os.path.join(root, rel))
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def _digest(value: object) -> str:
    if not isinstance(value, str) or len(value) != 64 or not set(value) <= _HEX64:
        raise ValueError(f"{value!r} is not a SHA-256 hex digest")
    return value


def _int(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what} must be a whole number, got {value!r}")
    return value


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


@dataclass
class Lock:
    seed: str
    options: dict
    version: str
    algorithm: int
    source_date_epoch: int = DEFAULT_EPOCH
    engines: dict = field(default_factory=dict)  # {"mkdocs": "1.6.1", "mkdocs-material": ...}
    site_inputs: str = ""  # sha256 over docs/ and mkdocs.yml as they were when site/ was built
    files: dict[str, str] = field(default_factory=dict)  # posix path -> sha256
    pending: dict[str, list[str]] = field(default_factory=dict)

    def known(self, path: str) -> bool:
        return path in self.files or path in self.pending

    def owns(self, path: str, digest: str) -> bool:
        """True if the tool wrote exactly these bytes at ``path`` (so nobody edited it)."""
        return self.files.get(path) == digest or digest in self.pending.get(path, ())

    def to_json(self) -> str:
        data = {
            "daytrip_lock": LOCK_FORMAT,
            "tool": "daytrip-generator",
            "version": self.version,
            "algorithm": self.algorithm,
            "seed": self.seed,
            "options": self.options,
            "source_date_epoch": self.source_date_epoch,
            "engines": dict(sorted(self.engines.items())),
            "site_inputs": self.site_inputs,
        }
        # "files" and "pending" last, written as json.dumps(indent=1) writes them (its
        # pure-Python indenting encoder took a tenth of a second per write of a 1,000-trip
        # lock, and a build writes it three times): the same bytes
        enc = json.encoder.encode_basestring

        def block(items, value) -> str:
            body = ",\n".join(f"  {enc(k)}: {value(v)}" for k, v in items)
            return f"{{\n{body}\n }}" if body else "{}"

        def digests(v) -> str:
            return "[\n" + ",\n".join(f"   {enc(x)}" for x in v) + "\n  ]" if v else "[]"

        text = json.dumps(data, ensure_ascii=False, indent=1)[:-2]  # without its "\n}"
        text += ',\n "files": ' + block(sorted(self.files.items()), enc)
        if self.pending:
            text += ',\n "pending": ' + block(((k, sorted(set(v))) for k, v in sorted(self.pending.items())), digests)
        return text + "\n}\n"

    @classmethod
    def from_json(cls, text: str, where: str = LOCK_NAME) -> "Lock":
        def bad(why: str) -> BadInput:
            return BadInput(f"{where} is not a valid daytrip lock ({why}); move it away to start afresh")

        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise bad(f"invalid JSON at line {e.lineno}") from None
        except (ValueError, RecursionError) as e:  # a number with thousands of digits, deep nesting
            raise bad(f"invalid JSON: {type(e).__name__}") from None
        if not isinstance(data, dict) or data.get("daytrip_lock") != LOCK_FORMAT:
            raise bad(f'expected "daytrip_lock": {LOCK_FORMAT}')
        try:
            files = data["files"]
            pending = data.get("pending", {})
            for name, value, kind in (("seed", data["seed"], str), ("options", data["options"], dict),
                                      ("version", data["version"], str), ("files", files, dict),
                                      ("pending", pending, dict),
                                      ("engines", data.get("engines", {}), dict),
                                      ("site_inputs", data.get("site_inputs", ""), str)):
                if not isinstance(value, kind):
                    raise ValueError(f'"{name}" must be a JSON {kind.__name__.replace("dict", "object")}')
            lock = cls(
                seed=data["seed"],
                options=dict(data["options"]),
                version=data["version"],
                algorithm=_int(data["algorithm"], '"algorithm"'),
                source_date_epoch=_int(data["source_date_epoch"], '"source_date_epoch"'),
                engines={str(k): str(v) for k, v in data.get("engines", {}).items()},
                site_inputs=data.get("site_inputs", ""),
                files={check_rel(k): _digest(v) for k, v in files.items()},
                pending={check_rel(k): [_digest(x) for x in _list(v)] for k, v in pending.items()},
            )
        except KeyError as e:
            raise bad(f"missing field {e}") from None
        except (TypeError, ValueError, AttributeError) as e:
            raise bad(f"malformed field: {e}") from None
        if not MIN_EPOCH <= lock.source_date_epoch <= MAX_EPOCH:
            raise bad(f"source_date_epoch must be from {MIN_EPOCH} (1980-01-01) to {MAX_EPOCH} (2100-01-01)")
        return lock


def _list(value: object) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{value!r} is not a list of digests")
    return value


def read_lock(folder: Path) -> Lock | None:
    path = folder / LOCK_NAME
    if not path.exists():
        return None
    try:
        if path.is_symlink() or not path.is_file():
            raise BadInput(f"{path} is not a plain file; move it away to start afresh")
        if path.stat().st_size > MAX_LOCK_BYTES:
            raise BadInput(f"{path} is larger than {MAX_LOCK_BYTES} bytes; move it away to start afresh")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(f"cannot read {path}: {e}") from None
    return Lock.from_json(text, str(path))


def write_atomic(path: Path, data: bytes, staging: Path | None = None) -> None:
    """Write ``data`` to ``path`` so that a reader (or a crash) sees the old or the new
    bytes, never a mix: write a temporary file (in ``staging`` or beside it), then rename."""
    tmp = (staging or path.parent) / f".{path.name}.{os.getpid()}.part"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def write_lock(folder: Path, lock: Lock, staging: Path | None = None) -> None:
    write_atomic(folder / LOCK_NAME, lock.to_json().encode("utf-8"), staging)
