"""The one seeded RNG, passed explicitly.

Every draw comes from a `Stream` derived from (algorithm version, seed, path):
``blake2b(f"{algorithm}:{seed}:{path}")`` seeds a private ``random.Random``; we only
call ``getrandbits`` on it (the draw CPython keeps stable across versions) and build
``below``/``d``/``choice``/``weighted`` on top, so a new CPython cannot reshuffle seeds.

A stream at one path never sees draws made at another: adding a table or a page uses
a new path and leaves every other value alone.

Dice can be injected (`ScriptedDice`) so the rules' worked examples replay exactly.
Every dice roll is recorded as a `Roll` in the stream's log, so a GM can audit a line.
"""

from __future__ import annotations

from _random import Random as _Random  # random.Random's C base: same seed(), same getrandbits()
from typing import Callable, Iterable, Protocol, Sequence, TypeVar

try:  # CPython's built-in BLAKE2: the same digests as hashlib's, without loading OpenSSL
    from _blake2 import blake2b as _blake2b  # (hashlib's import costs a fast start ~10 ms)
except ImportError:  # pragma: no cover - other Pythons
    from hashlib import blake2b as _blake2b

from . import ALGORITHM
from .errors import BadInput, DiceExhausted
from .record import Record

T = TypeVar("T")

MAX_SEED_LENGTH = 200


def _invisible(ch: str) -> bool:
    """Characters that print as nothing: controls, format characters (zero-width space,
    joiners, BOM), separators, combining marks on their own, private use and unassigned.
    (In ASCII those are the controls and the space: an ASCII seed, the usual kind, needs no
    unicodedata, which `daytrip roll`'s start-up would otherwise load.)"""
    if ch < "\x80":
        return ch <= " " or ch == "\x7f"
    import unicodedata

    return unicodedata.category(ch)[0] in "CZM" or ch in "\u3164\uffa0\u115f\u1160"


def normalize_seed(seed: str) -> str:
    """Strip surrounding whitespace and NFC-normalise; reject empty, invisible, over-long
    or not-UTF-8 seeds (a lone surrogate is what undecodable argv bytes become)."""
    if seed is None:
        raise BadInput("seed must not be empty")
    s = str(seed).strip()
    if not s.isascii():  # (NFC leaves ASCII as it is)
        import unicodedata

        s = unicodedata.normalize("NFC", s)
    if not s:
        raise BadInput("seed must not be empty (any text of 1-200 characters is accepted)")
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput("seed is not valid UTF-8 text (any text of 1-200 characters is accepted)") from None
    if all(_invisible(ch) for ch in s):
        raise BadInput("seed has no visible character (any text of 1-200 characters is accepted)")
    if len(s) > MAX_SEED_LENGTH:
        raise BadInput(
            f"seed is {len(s)} characters long; at most {MAX_SEED_LENGTH} are accepted"
        )
    return s


def derive_seed(seed: str, path: str, algorithm: int = ALGORITHM) -> int:
    """A 128-bit integer from (algorithm, seed, path); stable everywhere."""
    key = f"{algorithm}:{seed}:{path}".encode("utf-8")
    return int.from_bytes(_blake2b(key, digest_size=16).digest(), "big")


def _seeded(seed: str, path: str, algorithm: int) -> _Random:
    """``random.Random(derive_seed(...))`` without the Python-level wrapper: for an int seed
    ``random.Random.seed`` only calls the C ``seed``, and we only ever call getrandbits."""
    return _Random(derive_seed(seed, path, algorithm))


class Roll(Record):
    """One recorded dice roll: what was rolled, the faces, the total and what it decided.
    (A plain record, not a dataclass: see generators/record.py.)"""

    __slots__ = __match_args__ = ("expr", "faces", "total", "purpose", "result", "path")

    def __init__(self, expr: str, faces: list[int], total: int, purpose: str,
                 result: str = "", path: str = ""):
        self.expr = expr
        self.faces = faces
        self.total = total
        self.purpose = purpose
        self.result = result
        self.path = path

    def to_dict(self) -> dict:
        return {
            "expr": self.expr,
            "faces": list(self.faces),
            "total": self.total,
            "for": self.purpose,
            # never empty: a roll that decided nothing else decided its total
            "result": self.result or str(self.total),
            "path": self.path,
        }


class DiceSource(Protocol):
    def face(self, sides: int) -> int:  # pragma: no cover - protocol
        ...


class ScriptedDice:
    """Dice that come out in a fixed order (for worked examples and tests)."""

    def __init__(self, faces: Iterable[int]):
        self._faces = list(faces)
        self._i = 0

    def face(self, sides: int) -> int:
        if self._i >= len(self._faces):
            raise DiceExhausted(
                f"scripted dice ran out after {self._i} faces (asked for a d{sides})"
            )
        f = self._faces[self._i]
        self._i += 1
        if not 1 <= f <= sides:
            raise DiceExhausted(f"scripted face {f} is not on a d{sides}")
        return f

    @property
    def remaining(self) -> int:
        return len(self._faces) - self._i


class Stream:
    """A private, path-addressed random stream. Never touches module-level `random`.

    The generator is seeded on the first draw (many streams only derive children), so
    creating a stream costs no hashing; the draws are the same either way."""

    __slots__ = ("seed", "path", "algorithm", "_rand", "_dice", "log", "remap")

    def __init__(
        self,
        seed: str,
        path: str,
        *,
        algorithm: int = ALGORITHM,
        dice: DiceSource | None = None,
        log: list[Roll] | None = None,
        remap: dict[str, int] | None = None,
    ):
        # remap: {path: n} of rerolled parts (`daytrip reroll`): a child stream created at
        # such a path draws from ``path/reroll/n`` instead, so only that part changes.
        self.seed = seed
        self.path = f"{path}/reroll/{remap[path]}" if remap and path in remap else path
        self.algorithm = algorithm
        self._rand = None  # seeded on first use (_gen)
        self._dice = dice
        self.log: list[Roll] = [] if log is None else log
        self.remap = remap

    # -- derivation -------------------------------------------------------------
    def child(self, *parts: object, log: list[Roll] | None = None) -> "Stream":
        """A new stream at ``path/part/...``; shares this stream's roll log and dice source
        unless a log is given."""
        sub = str(parts[0]) if len(parts) == 1 else "/".join(map(str, parts))
        new = _new_stream(Stream)
        new.seed = self.seed
        new.path = f"{self.path}/{sub}" if self.path else sub
        remap = new.remap = self.remap
        if remap and new.path in remap:
            new.path = f"{new.path}/reroll/{remap[new.path]}"
        new.algorithm = self.algorithm
        new._rand = None
        new._dice = self._dice
        new.log = self.log if log is None else log
        return new

    def with_log(self, log: list[Roll]) -> "Stream":
        """A fresh stream at this same path (its draws start over), recording into ``log``."""
        new = Stream(self.seed, self.path, algorithm=self.algorithm, dice=self._dice, log=log)
        new.remap = self.remap  # (the path is already remapped)
        return new

    # -- primitive draws (all built on getrandbits) ------------------------------
    def _gen(self) -> _Random:
        rand = self._rand
        if rand is None:
            rand = self._rand = _seeded(self.seed, self.path, self.algorithm)
        return rand

    def bits(self, k: int) -> int:
        return (self._rand or self._gen()).getrandbits(k)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling on getrandbits."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        if n == 1:
            return 0
        getrandbits = (self._rand or self._gen()).getrandbits
        k = (n - 1).bit_length()
        while True:
            r = getrandbits(k)
            if r < n:
                return r

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        return (self._rand or self._gen()).getrandbits(53) / 9007199254740992.0

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.below(hi - lo + 1)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice() from an empty sequence")
        return seq[self.below(len(seq))]

    def weighted(self, items: Sequence[tuple[T, int]]) -> T:
        """Pick from (value, integer weight) pairs, exactly proportional to the weights."""
        total = sum(w for _, w in items)
        if total <= 0:
            raise ValueError("weighted() needs a positive total weight")
        r = self.below(total)
        for value, w in items:
            if r < w:
                return value
            r -= w
        raise AssertionError("unreachable")  # pragma: no cover

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """k distinct elements in draw order (partial Fisher-Yates on a copy)."""
        pool = list(seq)
        if k > len(pool):
            raise ValueError("sample larger than population")
        out = []
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
            out.append(pool[i])
        return out

    def shuffled(self, seq: Sequence[T]) -> list[T]:
        return self.sample(seq, len(seq))

    # -- dice ----------------------------------------------------------------------
    def face(self, sides: int) -> int:
        """One die face: from the injected dice source if any, else this stream."""
        if self._dice is not None:
            return self._dice.face(sides)
        return 1 + self.below(sides)

    def dice(
        self,
        n: int,
        sides: int,
        purpose: str,
        *,
        keep_best: bool = False,
        modifier: int = 0,
        describe: Callable[[int], str] | None = None,
    ) -> Roll:
        """Roll ``n``d``sides`` (sum, or best-of when ``keep_best``) plus a modifier,
        record it in the log and return the Roll."""
        if n < 1:
            raise ValueError("dice() needs at least one die")
        faces = [self.face(sides) for _ in range(n)]
        base = max(faces) if keep_best else sum(faces)
        total = base + modifier
        expr = f"{n}d{sides}" + ("kh1" if keep_best and n > 1 else "")
        if modifier:
            expr += f"{modifier:+d}"
        roll = Roll(expr, faces, total, purpose, describe(total) if describe else "", self.path)
        self.log.append(roll)
        return roll

    def note(self, purpose: str, result: str) -> None:
        """Record a decision that is not a die roll (a policy choice), for the audit log."""
        self.log.append(Roll("choice", [], 0, purpose, result, self.path))


_new_stream = object.__new__


def make_stream(seed: str, path: str, **kw) -> Stream:
    """Normalise the seed and return the stream at ``path``."""
    return Stream(normalize_seed(seed), path, **kw)


class Provenance(Record):
    """What every result carries: seed, tool version and algorithm."""

    __match_args__ = ("seed", "version", "algorithm")

    def __init__(self, seed: str, version: str = "", algorithm: int = ALGORITHM):
        self.seed = seed
        if not version:
            from . import __version__

            version = __version__
        self.version = version
        self.algorithm = algorithm
