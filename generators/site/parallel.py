"""Both cores for big campaigns: ``ordered_map`` runs a job per item in forked worker
processes and gives the results back in item order.

Every DayTrip depends only on its own stream path (never on what was generated before it,
or in which process), so the pages are the same bytes whatever the number of workers;
tests/test_perf_equivalence.py builds a campaign with 1 and 2 workers and compares them.

- Workers are forked (``multiprocessing``'s "fork" context) after the parent has set up
  everything the job needs (the rolled Big Board, active packs, loaded data) and has run the
  first chunk itself (so caches are warm in every worker); nothing is pickled on the way in
  but two integers per chunk; results come back pickled, in order.
- Only for ``min_items`` items or more (start-up costs ~50 ms), only where fork exists
  (Linux; elsewhere, and with one CPU, the loop runs in this process), and never while an
  audit is recording (its counters live in this process).
- A chunk that fails in a worker is run again here, so the error raised is the very one the
  sequential loop raises (typed, with its message), not a pickled copy.
- ``DAYTRIP_WORKERS=N`` (or ``workers(N)`` in tests) sets the number of worker processes;
  1 runs everything in this process.

Imported lazily by the build (``daytrip roll`` never imports multiprocessing).
"""

from __future__ import annotations

import contextlib
import os
from typing import Callable, Iterator, Sequence, TypeVar

T = TypeVar("T")
R = TypeVar("R")

MIN_ITEMS = 200  # fewer items than this: one process
MAX_WORKERS = 4  # by default (each worker holds its own caches: mind the memory)
CHUNK = 10  # items per task: small enough to balance the load and show progress

_override: int | None = None
_job: tuple[Callable, Sequence] | None = None  # inherited by forked workers


def worker_count() -> int:
    """Worker processes to use: DAYTRIP_WORKERS, else the CPUs this process may run on
    (at most MAX_WORKERS)."""
    if _override is not None:
        return _override
    env = os.environ.get("DAYTRIP_WORKERS", "").strip()
    if env.isdigit() and int(env) >= 1:
        return int(env)
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, MAX_WORKERS))


@contextlib.contextmanager
def workers(n: int) -> Iterator[None]:
    """Use ``n`` worker processes inside the block (tests: 1 against 2)."""
    global _override
    saved, _override = _override, n
    try:
        yield
    finally:
        _override = saved


def _can_fork() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def _auditing() -> bool:
    from .. import audit

    return bool(audit._active)


def ordered_map(fn: Callable[[int, T], R], items: Sequence[T], *,
                min_items: int | None = None, chunk: int = CHUNK,
                first_here: bool = True) -> Iterator[R]:
    """``fn(index, item)`` for every item, yielded in order; in forked workers when there
    are at least ``min_items`` items and more than one worker. ``first_here``: run the
    first chunk in this process before forking (warm caches for the workers); without it
    every item runs in a worker (for jobs whose side effects must not happen here)."""
    n = len(items)
    count = min(worker_count(), max(1, n // chunk))
    if count <= 1 or n < (MIN_ITEMS if min_items is None else min_items) or _auditing() or not _can_fork():
        for i, item in enumerate(items):
            yield fn(i, item)
        return
    yield from _forked(fn, items, count, chunk, first_here)


def _forked(fn, items, count: int, size: int = CHUNK, first_here: bool = True) -> Iterator:
    import multiprocessing

    global _job
    if _job is not None:  # nested use: stay in this process
        for i, item in enumerate(items):
            yield fn(i, item)
        return
    chunks = [(a, min(len(items), a + size)) for a in range(0, len(items), size)]
    # The first chunk here, before forking: the workers then start with this process's warm
    # caches (data files, parsed grammars, Markov models, compiled templates).
    if first_here:
        a, b = chunks.pop(0)
        for i in range(a, b):
            yield fn(i, items[i])
    _job = (fn, items)
    try:
        pool = multiprocessing.get_context("fork").Pool(count)
    except OSError:
        _job = None
        for i, item in enumerate(items):
            yield fn(i, item)
        return
    try:
        for (a, b), result in zip(chunks, pool.imap(_run_chunk, chunks)):
            if result is None:  # failed in the worker: fail here the same way
                result = [fn(i, items[i]) for i in range(a, b)]
            yield from result
        pool.close()
    finally:
        _job = None
        pool.terminate()
        pool.join()


def _run_chunk(bounds: tuple[int, int]) -> list | None:
    fn, items = _job
    try:
        return [fn(i, items[i]) for i in range(*bounds)]
    except Exception:
        return None
