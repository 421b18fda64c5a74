"""User packs (``--pack DIR``): grammars, word lists and text corpora that add to or
override corpora/, in the same schema.

A pack is a folder::

    mypack/
      grammars/<name>.json   kind "grammar"  -> overrides/adds key grammars/<name>
      lists/<name>.json      kind "list"     -> lists/<name>
      text/<name>.json       kind "list"     -> text/<name> (Markov sentence corpora)

Anything else that is not JSON (README, LICENSE, .git) is ignored; JSON anywhere else is
an error. Rule tables cannot be overridden: they are the game's rules.

Containment (a pack is untrusted data):
- Nothing outside the pack folder is read. The folder is walked from its own descriptor:
  ``grammars/``, ``lists/`` and ``text/`` are opened with ``O_NOFOLLOW`` (a symlinked
  folder is rejected), each file with ``O_NOFOLLOW`` unless it was a symlink when listed,
  and what was opened is checked by its descriptor (``fstat``: a regular file whose device
  and inode are one of the pack's own files in those folders, within the size cap). So a
  symlink may point only at another file of the pack, and a name flipped between two
  targets while the pack loads cannot get an outside file read. Names are plain
  (``[a-z0-9][a-z0-9_-]*``; no ``..``).
- A hard link is a file of the pack like any other and is read (its bytes are validated
  like every file's): the file system cannot tell it from its other name, making one needs
  access to the file already (Linux's protected_hardlinks), and zip archives cannot hold one.
- Sizes are capped before anything is read (a list or text file 1 MB, a grammar 200 kB,
  grammars 400 kB and everything 3 MB per pack, 400 files), so loading the largest
  acceptable pack takes about a second; JSON nested too deeply or with absurd numbers is
  rejected, not crashed on.
- Every file is validated with the one schema (``file:line: what is wrong``); grammars get
  the full reference check, and recursion/fan-out bombs are rejected at load or stopped by
  the expansion budget (GrammarError) at run time.
- A grammar that overrides a built-in one must keep its entry points (the symbols callers
  expand) and may only use parameters the built-in one declares.
- Text is data: HTML, scripts and Markdown links in pack text are escaped by the renderers
  at render time. ``is_suspicious(text)`` flags such text; PackSet.warnings lists it.

Use::

    with use_packs(["mypack"]) as packs:   # generators.data.load consults packs first
        ...
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

from .. import data
from ..data import DataFile
from ..errors import DataError
from .packfs import PackError, open_dir, read_fd

FOLDERS = {"grammars": "grammar", "lists": "list", "text": "list"}
NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}\.json$")
MAX_FILE_BYTES = 1_000_000  # a word list or text corpus
MAX_GRAMMAR_BYTES = 200_000  # a grammar (checking costs more per byte than a list)
MAX_PACK_BYTES = 3_000_000
MAX_PACK_GRAMMAR_BYTES = 400_000
MAX_FILES = 400

_SUSPICIOUS = re.compile(
    r"<[A-Za-z!/?]|\]\s*\(|\bjavascript\s*:|\bdata\s*:\s*text/html|\{\{|\{%|\bon[a-z]+\s*=",
    re.IGNORECASE,
)


def is_suspicious(text: str) -> bool:
    """True if ``text`` looks like HTML, a script, a template tag or a Markdown link.
    It is still only data (renderers escape it); this is for warnings."""
    return bool(_SUSPICIOUS.search(text))


@dataclass
class Pack:
    root: Path
    label: str  # the folder as the user named it, for messages
    files: dict[str, DataFile] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # e.g. a plain Tracery grammar's


@dataclass
class PackSet:
    packs: list[Pack]
    files: dict[str, DataFile]  # key -> file; later packs override earlier ones
    warnings: list[str] = field(default_factory=list)

    @property
    def keys(self) -> list[str]:
        return sorted(self.files)


def _label(path: Path) -> str:
    s = str(path).rstrip("/\\")
    return s or "."


def _parse(text: str, name: str):
    try:
        return data.parse_json(text, name)
    except DataError as e:
        raise PackError(e.file, e.line, e.message) from None
    except RecursionError:
        raise PackError(name, None, "JSON nested too deeply") from None
    except ValueError as e:  # e.g. an integer with thousands of digits
        raise PackError(name, None, f"invalid JSON: {e}") from None


def _check_override(df: DataFile, key: str, name: str) -> None:
    """A pack grammar replacing a built-in one must keep its entry points and parameters."""
    from .grammar import check_grammar

    base_path = data.corpora_dir() / f"{key}.json"
    if df.kind != "grammar" or not base_path.is_file():
        return
    base = check_grammar(data.load_path(base_path, f"corpora/{key}.json", key))
    mine = check_grammar(df)
    missing = [s for s in base.roots() if s not in mine.rules]
    if missing:
        raise PackError(
            name, None,
            f"overrides corpora/{key}.json but lacks its symbol(s) {', '.join(missing)}",
        )
    extra = [p for p in mine.params if p not in base.params]
    if extra:
        raise PackError(
            name, None,
            f"uses parameter(s) {', '.join(extra)} that callers of {key} do not pass "
            f"(available: {', '.join(base.params) or 'none'})",
        )


@functools.lru_cache(maxsize=None)
def _builtin_shape(corpora: str, key: str):
    from .shapes import item_shape

    path = Path(corpora) / f"{key}.json"
    if not path.is_file():
        return None
    base = data.load_path(path, f"corpora/{key}.json", key)
    return item_shape(base) if base.kind == "list" else None


def _check_fields(df: DataFile, key: str) -> None:
    """A list that overrides a built-in one whose item fields the code reads keeps them."""
    from .shapes import check_items

    shape = _builtin_shape(str(data.corpora_dir()), key)
    if shape is not None:
        try:
            check_items(df, shape, f"corpora/{key}.json")
        except DataError as e:
            raise PackError(e.file, e.line, e.message) from None


def load_pack(folder: str | os.PathLike) -> Pack:
    """Read and validate one pack folder (PackError / DataError on the first problem)."""
    root = Path(folder)
    label = _label(root)
    try:  # the folder the user named may itself be a link: it is what they chose
        root_fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        raise PackError(label, None, "is not a folder") from None
    fds = [root_fd]
    try:
        return _load_from(root, label, root_fd, fds)
    finally:
        for fd in fds:
            os.close(fd)


def _load_from(root: Path, label: str, root_fd: int, fds: list[int]) -> Pack:
    pack = Pack(root, label)
    total = 0
    grammar_total = 0
    count = 0
    found: list[tuple[int, str, bool, str, str, str, str, int]] = []
    for entry in sorted(os.listdir(root_fd)):
        if entry in FOLDERS:
            continue  # opened below, without following links
        if entry.endswith(".json") or entry == "tables":
            raise PackError(
                f"{label}/{entry}", None,
                "is not read: a pack holds grammars/, lists/ and text/ folders of .json files",
            )
    subs: dict[str, tuple[int, list[str]]] = {}
    inside: set[tuple[int, int]] = set()  # (device, inode) of every regular file in the pack
    for folder_name in sorted(FOLDERS):
        sub_fd = open_dir(folder_name, root_fd, f"{label}/{folder_name}")
        if sub_fd is None:
            continue
        fds.append(sub_fd)
        entries = sorted(os.listdir(sub_fd))
        if len(entries) > MAX_FILES:
            raise PackError(f"{label}/{folder_name}", None, f"has more than {MAX_FILES} entries")
        subs[folder_name] = (sub_fd, entries)
        for entry in entries:
            try:
                st = os.stat(entry, dir_fd=sub_fd, follow_symlinks=False)
            except OSError:  # gone since the listing: the next loop says so if it matters
                continue
            if stat.S_ISREG(st.st_mode):
                inside.add((st.st_dev, st.st_ino))
    for folder_name, (sub_fd, entries) in sorted(subs.items()):
        kind = FOLDERS[folder_name]
        for entry in entries:
            name = f"{label}/{folder_name}/{entry}"
            try:
                lst = os.stat(entry, dir_fd=sub_fd, follow_symlinks=False)
                st = os.stat(entry, dir_fd=sub_fd) if stat.S_ISLNK(lst.st_mode) else lst
            except OSError as e:
                if isinstance(e, FileNotFoundError) and not entry.endswith(".json"):
                    continue  # a temporary file that came and went
                raise PackError(name, None, f"cannot read: {e.strerror} (a broken symlink?)") from None
            is_link = stat.S_ISLNK(lst.st_mode)
            if is_link:
                if stat.S_ISDIR(st.st_mode):
                    raise PackError(name, None, "is a symlinked folder (not allowed in a pack)")
                if (st.st_dev, st.st_ino) not in inside:
                    raise PackError(name, None, "is a symlink to a file outside the pack")
            if stat.S_ISDIR(st.st_mode):
                raise PackError(name, None, "is a folder; packs are one level deep")
            if not entry.endswith(".json"):
                continue
            if not NAME_RE.match(entry):
                raise PackError(
                    name, None,
                    "file names must be lowercase letters, digits, _ or - and end in .json",
                )
            if not stat.S_ISREG(st.st_mode):
                raise PackError(name, None, "is not a regular file")
            size = st.st_size
            limit = MAX_GRAMMAR_BYTES if kind == "grammar" else MAX_FILE_BYTES
            if size > limit:
                raise PackError(name, None, f"is larger than {limit} bytes")
            total += size
            count += 1
            if kind == "grammar":
                grammar_total += size
                if grammar_total > MAX_PACK_GRAMMAR_BYTES:
                    raise PackError(
                        label, None, f"holds more than {MAX_PACK_GRAMMAR_BYTES} bytes of grammars"
                    )
            if total > MAX_PACK_BYTES:
                raise PackError(label, None, f"holds more than {MAX_PACK_BYTES} bytes of data")
            if count > MAX_FILES:
                raise PackError(label, None, f"holds more than {MAX_FILES} files")
            found.append((sub_fd, entry, is_link, name, f"{folder_name}/{entry[:-5]}", folder_name,
                          kind, limit))
    # Only now, with every size known to be within bounds, read and validate.
    for sub_fd, entry, is_link, name, key, folder_name, kind, limit in found:
        text = read_fd(entry, sub_fd, is_link, name, limit, inside)
        df, notes = _load_file(text, name, key, kind)
        pack.notes.extend(notes)
        if kind != "grammar":
            _check_fields(df, key)
        pack.files[key] = df
    return pack


def _load_file(text: str, name: str, key: str, kind: str) -> tuple[DataFile, list[str]]:
    """One pack file's text (read from its descriptor), validated whole (every schema problem
    at once; a plain Tracery grammar is accepted with a note)."""
    from .pack_files import check_file

    raw = _parse(text, name)
    try:
        df, notes = check_file(raw, text, name, key, kind)
    except RecursionError:
        raise PackError(name, None, "nested too deeply") from None
    except (TypeError, AttributeError, ValueError) as e:  # a shape the schema code missed
        raise PackError(name, data.line_of(raw), f"malformed data file ({e})") from None
    if kind == "grammar":
        _check_override(df, key, name)
    return df, notes


def _texts(df: DataFile) -> Iterator[str]:
    if df.kind == "grammar":
        for rules in df.rules.values():
            yield from rules
    else:
        yield from df.values


def load_packs(dirs: Iterable[str | os.PathLike]) -> PackSet:
    """Load packs in order; a later pack's file overrides an earlier one's."""
    packs = [load_pack(d) for d in dirs]
    files: dict[str, DataFile] = {}
    warnings: list[str] = []
    for pack in packs:
        warnings.extend(pack.notes)
        for key in sorted(pack.files):
            df = pack.files[key]
            if key in files:
                warnings.append(f"{df.name}: overrides {files[key].name}")
            files[key] = df
            flagged = sum(1 for t in _texts(df) if is_suspicious(t))
            if flagged:
                warnings.append(
                    f"{df.name}: {flagged} item(s) look like HTML, script or link markup "
                    f"(kept as plain text; the site escapes them)"
                )
    return PackSet(packs, files, warnings)


def activate(packs: PackSet | None) -> None:
    """Make ``generators.data.load`` see these packs (None: corpora/ only)."""
    data._overlay.clear()
    if packs is not None:
        data._overlay.update(packs.files)
    data.load.cache_clear()


def active() -> dict[str, DataFile]:
    """The pack files load() currently sees (a copy)."""
    return dict(data._overlay)


@contextlib.contextmanager
def use_packs(dirs_or_packs: Iterable[str | os.PathLike] | PackSet | None) -> Iterator[PackSet | None]:
    """Within the block, generators.data.load() consults these packs before corpora/.
    None or no folders: nothing changes (whatever is active stays active)."""
    if isinstance(dirs_or_packs, PackSet):
        packs = dirs_or_packs
    else:
        dirs = list(dirs_or_packs or ())
        if not dirs:
            yield None
            return
        packs = load_packs(dirs)
    previous = active()
    activate(packs)
    try:
        yield packs
    finally:
        data._overlay.clear()
        data._overlay.update(previous)
        data.load.cache_clear()
