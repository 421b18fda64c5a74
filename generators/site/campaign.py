"""The campaign folder: `daytrip build` writes Markdown pages into ``docs/``, builds them
into ``site/`` with MkDocs (in-process, strict) and records everything in ``daytrip.lock``.

A campaign folder holds ``mkdocs.yml`` (a byte copy of the package's one site config),
``docs/``, ``site/`` and ``daytrip.lock``; zipped and moved it rebuilds with ``mkdocs build``.

The rules that keep a GM's work safe (the lock says which bytes the tool wrote):

- a file the tool wrote and nobody changed is regenerated (or removed if the new render
  no longer has it);
- a file whose bytes differ from the lock was edited: it is kept and reported; with
  ``force`` it is first copied to ``<name>.bak`` (``<name>.1.bak``... if that exists) and then
  overwritten;
- a file the lock does not list was not written by the tool: it is never deleted, and never
  overwritten without ``force`` (and then only after the ``.bak`` copy); in ``site/`` such files
  are carried over into each new build;
- a folder without a lock is used only if it holds none of ``docs/``, ``site/`` or a
  ``mkdocs.yml`` that differs from ours (anything else in it, a README or ``.git``, is never
  touched); otherwise the build refuses.

The HTML is built into ``.daytrip-tmp-XXXX/`` beside ``site/`` and swapped in at the end
(one atomic exchange on Linux), so an error, Ctrl-C or kill leaves the previous ``site/``
whole; temporary folders left by a killed build are removed by the next one. When nothing
changed (same tool, options and docs/, site/ complete) MkDocs is not run at all: the lock
records a digest of what site/ was built from, so a GM's edit or new page triggers it.
"""

from __future__ import annotations

import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from .. import ALGORITHM, __version__
from ..errors import BadInput
from .lock import DEFAULT_EPOCH, Lock, file_sha256, read_lock, sha256, write_atomic, write_lock
from .folder import (  # noqa: F401  (Busy and TMP_PREFIX are part of the API)
    TMP_PREFIX, Busy, FolderLock, backup_name, make_temp, remove_stale_temps, swap,
)
from .carry import carry_over
from .guard import check_out, check_paths
from .mkdocs_run import BuildFailed, build_html  # noqa: F401  (BuildFailed is part of the API)
from .outcache import site_digests
from .reuse import NeedsRender

OURS = ("mkdocs.yml", "docs", "site")
HOOK = "hooks/daytrip_search.py"  # the search-index hook mkdocs.yml names
TAGS_PAGE = "# Tags\n\nEvery DayTrip by node type, mission type and opposition.\n\n<!-- material/tags -->\n"


def campaign_files(pages: dict[str, str | bytes], consume: bool = False) -> dict[str, bytes]:
    """Every file of the campaign except ``site/`` and the lock, as {posix path: bytes}:
    the site config, the rendered pages, the site's assets and the tags index. ``consume``
    empties ``pages`` as it goes (each page's text is dropped once it is bytes: a large
    campaign is never held twice; a `Spill` of pages becomes the Spill of files, its page
    bytes left in its temporary file)."""
    from ..data import mkdocs_config_path, templates_dir
    from .spill import Spill

    docs = pages if consume else dict(pages)
    docs.setdefault("tags.md", TAGS_PAGE)
    if consume and isinstance(docs, Spill):  # the pages stay in their file: only renamed
        for rel in docs:
            _check_page_path(rel)
        files = docs.renamed("docs/")
    else:
        files = {}
        for rel in list(docs):
            _check_page_path(rel)
            text = docs.pop(rel) if consume else docs[rel]
            files[f"docs/{rel}"] = text if isinstance(text, bytes) else text.encode("utf-8")
    files["mkdocs.yml"] = mkdocs_config_path().read_bytes()
    files[HOOK] = (templates_dir() / HOOK).read_bytes()  # listed in mkdocs.yml's hooks:
    assets = templates_dir() / "assets"
    for p in sorted(assets.rglob("*")):
        if p.is_file():
            files[f"docs/assets/{p.relative_to(assets).as_posix()}"] = p.read_bytes()
    return files.sort() if isinstance(files, Spill) else dict(sorted(files.items()))


def _check_page_path(rel: str) -> None:
    if rel.startswith("/") or ".." in rel.split("/") or "\\" in rel:
        raise BadInput(f"page path {rel!r} must be a relative posix path inside docs/")


def engines() -> dict[str, str]:
    from importlib.metadata import version

    return {name: version(name) for name in ("mkdocs", "mkdocs-material", "pymdown-extensions")}


# --- planning -------------------------------------------------------------------------------


@dataclass
class Plan:
    write: list[str] = field(default_factory=list)  # new or changed, unedited (or forced)
    unchanged: list[str] = field(default_factory=list)
    kept: list[tuple[str, str]] = field(default_factory=list)  # (path, why) left alone
    backup: list[str] = field(default_factory=list)  # edited/foreign: .bak, then overwrite
    remove: list[str] = field(default_factory=list)  # unedited, no longer rendered
    hashes: dict[str, str] = field(default_factory=dict)  # path -> hash of what we render
    seen: dict[str, str | None] = field(default_factory=dict)  # path -> hash on disk when planned

    @property
    def changes(self) -> bool:
        return bool(self.write or self.backup or self.remove)


FORCE_HINT = " (--force saves it as .bak, then overwrites it)"


def _why(lock: Lock | None, path: str, hint: str = FORCE_HINT) -> str:
    if lock is not None and lock.known(path):
        return "edited since the last build" + hint
    return "not written by daytrip" + hint


def plan(out: Path, files: dict[str, bytes], lock: Lock | None, force: bool,
         edited: dict[str, str] | None = None) -> Plan:
    """``edited``: {path: sha256 of what the tool writes there} for pages given by hash
    only (generators/site/reuse.py: the GM edited them, so they are kept)."""
    check_paths(out, [*files, *(lock.files if lock else ()), *(lock.pending if lock else ())])
    p = Plan()
    edited = edited or {}
    for rel in sorted([*files, *edited]):
        if rel in edited:
            target = out / rel
            have = file_sha256(target) if target.is_file() and not target.is_symlink() else None
            p.hashes[rel], p.seen[rel] = edited[rel], have
            if have == edited[rel]:
                p.unchanged.append(rel)
            elif have is None or force or lock is None or lock.owns(rel, have):
                raise NeedsRender(rel)  # no longer the GM's edit: its text is needed
            else:
                p.kept.append((rel, _why(lock, rel)))
            continue
        data = files[rel]
        digest = sha256(data)
        p.hashes[rel] = digest
        target = out / rel
        if not target.is_file():
            if os.path.lexists(target):
                raise BadInput(f"{target} is in the way: a page belongs there")
            p.write.append(rel)
            p.seen[rel] = None
            continue
        have = target.read_bytes()
        p.seen[rel] = sha256(have)
        if have == data:
            p.unchanged.append(rel)
        elif lock is not None and lock.owns(rel, sha256(have)):
            p.write.append(rel)
        elif force:
            p.backup.append(rel)
        else:
            p.kept.append((rel, _why(lock, rel)))
    if lock is not None:
        gone = sorted(set(lock.files) | set(lock.pending))
        for rel in gone:
            if rel in files or rel in p.hashes or rel.startswith("site/"):
                continue
            target = out / rel
            if target.is_file():
                p.seen[rel] = file_sha256(target)
                if lock.owns(rel, p.seen[rel]):
                    p.remove.append(rel)
                else:
                    p.kept.append((rel, "edited, and no longer part of the campaign"))
    return p


def check_folder(out: Path, lock: Lock | None, mkdocs_yml: bytes) -> None:
    """Refuse a folder that has campaign-like things in it but no lock (never clobber)."""
    if out.exists() and not out.is_dir():
        raise BadInput(f"--out {out} is a file; a campaign needs a folder")
    if lock is not None or not out.exists():
        return
    found = []
    for name in OURS:
        path = out / name
        if not path.exists():
            continue
        if name == "mkdocs.yml" and path.is_file() and path.read_bytes() == mkdocs_yml:
            continue  # our own config (a clone of this repository): adopt it
        found.append(name + ("/" if path.is_dir() else ""))
    if found:
        raise BadInput(
            f"{out} has {', '.join(found)} but no daytrip.lock, so daytrip did not make it; "
            "choose an empty or new folder with --out (nothing was written)"
        )


# --- the build ------------------------------------------------------------------------------


@dataclass
class Report:
    out: Path
    plan: Plan
    pages: int = 0
    trips: int = 0
    html: bool = False
    site_changes: bool = False
    site_current: bool = False  # site/ was up to date, so MkDocs did not run
    site_kept: list[tuple[str, str]] = field(default_factory=list)
    site_backups: list[str] = field(default_factory=list)
    backups: list[tuple[str, str]] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # saved by someone while the build ran: kept
    kept_links: list[str] = field(default_factory=list)  # MkDocs's notes on kept pages' broken links
    seconds: float = 0.0

    @property
    def changes(self) -> bool:
        return self.plan.changes or self.site_changes


def new_lock(seed: str, options: dict, old: Lock | None) -> Lock:
    return Lock(
        seed=seed, options=options, version=__version__, algorithm=ALGORITHM,
        source_date_epoch=old.source_date_epoch if old else DEFAULT_EPOCH, engines=engines(),
    )


def site_inputs(out: Path) -> str:
    """One SHA-256 over every file MkDocs reads (mkdocs.yml and all of docs/, the GM's
    edits and additions included), as they are on disk now."""
    import hashlib

    h = hashlib.sha256()
    paths = [out / "mkdocs.yml", out / HOOK] + sorted(p for p in (out / "docs").rglob("*") if p.is_file())
    for p in paths:
        if p.is_file():
            h.update(f"{p.relative_to(out).as_posix()}\0{file_sha256(p)}\n".encode("utf-8"))
    return h.hexdigest()


def site_is_current(out: Path, old: Lock | None, lock: Lock, seen: dict | None = None) -> bool:
    """Would a rebuild of ``site/`` give what is there? It is reproducible, so yes when the
    tool and options are the same, MkDocs's inputs (docs/, mkdocs.yml: their digest kept in
    ``seen["inputs"]`` for the build) are what the site was built from, and its files are there."""
    if old is None or old.pending or not old.site_inputs:
        return False
    same = (old.seed, old.options, old.version, old.algorithm, old.source_date_epoch, old.engines) == (
        lock.seed, lock.options, lock.version, lock.algorithm, lock.source_date_epoch, lock.engines)
    site = [rel for rel in old.files if rel.startswith("site/")]
    if not (same and bool(site) and all((out / rel).is_file() for rel in site)):
        return False
    return (seen if seen is not None else {}).setdefault("inputs", site_inputs(out)) == old.site_inputs


def build_campaign(
    out: Path,
    pages: dict[str, str],
    *,
    seed: str,
    options: dict,
    force: bool = False,
    check: bool = False,
    html: bool = True,
    on_page: Callable[[], None] | None = None,
    consume: bool = False,
    edited: dict[str, str] | None = None,
) -> Report:
    """Write the campaign folder (or, with ``check``, only say what would change).

    With ``consume``, ``pages`` is emptied once its files are written, so that a large
    campaign's Markdown is not held in memory during the HTML build. ``edited``: pages
    given by the hash the tool would write, not by text (generators/site/reuse.py); raises
    reuse.NeedsRender if one of them is no longer the GM's edit (render, then call again)."""
    start = time.perf_counter()
    out = Path(os.path.abspath(out))  # MkDocs resolves relative paths against mkdocs.yml's folder
    check_out(out)
    trips = sum(1 for f in [*pages, *(r[len("docs/"):] for r in edited or ())]
                if f.startswith("trips/trip-") and not f.endswith("-sheet.md"))
    files = campaign_files(pages, consume=consume)
    old = read_lock(out) if out.is_dir() else None
    check_folder(out, old, files["mkdocs.yml"])
    lock = new_lock(seed, options, old)
    report = Report(out=out, plan=Plan(), html=html, trips=trips,
                    pages=sum(1 for f in [*files, *(edited or ())] if f.startswith("docs/") and f.endswith(".md")))
    if check:
        report.plan = plan(out, files, old, force, edited)
        report.site_changes = html and (report.plan.changes or not site_is_current(out, old, lock))
        return report
    out.mkdir(parents=True, exist_ok=True)
    with FolderLock(out):
        report.stale = remove_stale_temps(out)
        old = read_lock(out)  # re-read under the folder lock
        p = report.plan = plan(out, files, old, force, edited)
        staging = make_temp(out)
        try:
            _write_docs(out, files, p, old, lock, report, staging)
            files.clear()  # written: free the bytes before MkDocs needs the memory
            # Nothing changed and site/ is whole: a rebuild would give the same bytes (it is
            # reproducible), so skip it. --force always rebuilds.
            seen: dict = {}  # the inputs' digest, if site_is_current computed it
            report.site_current = html and not force and not p.changes and site_is_current(out, old, lock, seen)
            if html and not report.site_current:
                _build_site(out, old, lock, force, report, staging, on_page, seen.get("inputs"))
            elif old is not None:  # site/ is left as it was, and so are its lock entries
                lock.files.update({k: v for k, v in old.files.items() if k.startswith("site/")})
                lock.site_inputs = old.site_inputs
            lock.pending = {}
            write_lock(out, lock, staging)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    report.seconds = time.perf_counter() - start
    return report


def _write_docs(out, files, p: Plan, old, lock: Lock, report: Report, staging: Path) -> None:
    # First the lock learns the new hashes (as pending), then the files change: a kill
    # in between leaves every file recognisable as the tool's.
    lock.files = dict(p.hashes)
    if old is not None:
        lock.files.update({k: v for k, v in old.files.items() if k.startswith("site/")})
    lock.pending = {}
    if old is not None:
        for rel in set(old.files) | set(old.pending):
            keep = [h for h in [old.files.get(rel), *old.pending.get(rel, ())] if h]
            lock.pending[rel] = sorted(set(keep) | ({p.hashes[rel]} if rel in p.hashes else set()))
    write_lock(out, lock, staging)
    for rel in list(p.backup):
        if not _unchanged(out, rel, p, report):
            continue
        target = out / rel
        bak = backup_name(target)
        shutil.copy2(target, bak)
        report.backups.append((rel, bak.relative_to(out).as_posix()))
    for rel in p.write + p.backup:
        if not _unchanged(out, rel, p, report):
            continue
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, files[rel], staging)
    for rel in p.remove:
        if _unchanged(out, rel, p, report):
            (out / rel).unlink()
            _prune_empty(out, (out / rel).parent)


def _unchanged(out: Path, rel: str, p: Plan, report: Report) -> bool:
    """Is ``rel`` still what the plan read? A GM who saves a page while the build runs keeps
    it: the lock gets the new render's hash, so the next build sees an edit and keeps it too."""
    target = out / rel
    now = file_sha256(target) if target.is_file() else None
    if now == p.seen.get(rel):
        return True
    report.changed.append(rel)
    if rel in p.backup:
        p.backup.remove(rel)
    if rel in p.write:
        p.write.remove(rel)
    return False


def _prune_empty(out: Path, folder: Path) -> None:
    stop = {out.resolve(), (out / "docs").resolve()}
    while folder.resolve() not in stop and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


def _not_ours(out: Path, p: Plan) -> frozenset[str]:
    """The docs/ pages this build did not write: the GM's kept edits and own pages. Their
    broken links are reported, not fatal: a later build may no longer make a page they
    link to, and the GM's work must not stop every build."""
    ours = {rel[len("docs/"):] for rel in p.write + p.unchanged + p.backup if rel.startswith("docs/")}
    docs = out / "docs"
    return frozenset(rel for rel in (q.relative_to(docs).as_posix() for q in docs.rglob("*.md"))
                     if rel not in ours)


def _build_site(out, old, lock: Lock, force, report: Report, staging: Path, on_page, inputs=None) -> None:
    tmp = make_temp(out)
    try:
        lock.site_inputs = inputs or site_inputs(out)
        previous = out / "site" if (out / "site").is_dir() and not (out / "site").is_symlink() else None
        placed: dict = {}  # pages linked from the previous site: their digests are known
        report.kept_links = build_html(out / "mkdocs.yml", tmp, lock.source_date_epoch,
                                       on_page=on_page, lenient=_not_ours(out, report.plan),
                                       previous=None if force else previous, placed=placed)
        new = site_digests(tmp, placed)
        carry_over(out, tmp, old, new, force, report, _why, FORCE_HINT)
        lock.files = {k: v for k, v in lock.files.items() if not k.startswith("site/")}
        lock.files.update(new)
        for rel, digest in new.items():
            lock.pending.setdefault(rel, [])
            lock.pending[rel] = sorted(set(lock.pending[rel]) | {digest})
        write_lock(out, lock, staging)
        report.site_changes = True
        swap(tmp, out / "site")
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
