"""Typed errors. Everything the tool raises on purpose derives from DaytripError;
the CLI turns them into one-line messages and exit code 2 (click only at the edge)."""

from __future__ import annotations


class DaytripError(Exception):
    """Base class of every error this package raises on purpose."""


class BadInput(DaytripError):
    """A user-supplied value (seed, count, option) is not acceptable."""


class DataError(DaytripError):
    """A data file in corpora/ (or a pack) is malformed. Carries file:line."""

    def __init__(self, file: str, line: int | None, message: str):
        self.file = file
        self.line = line
        self.message = message
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {message}")


class DataProblems(DataError):
    """Several problems in one data file (a pack's grammar): every one, with its line.
    Its file, line and message are the first problem's; ``problems`` holds them all."""

    def __init__(self, problems: list[DataError]):
        first = problems[0]
        super().__init__(first.file, first.line, first.message)
        self.problems = list(problems)

    def lines(self) -> list[str]:
        return [" ".join(str(p).split()) for p in self.problems]


class GrammarError(DaytripError):
    """A grammar could not be expanded (unknown symbol or modifier, budget, depth)."""


class RetryExhausted(DaytripError):
    """A bounded retry loop ran out of attempts."""


class DiceExhausted(DaytripError):
    """A scripted dice source (tests, worked examples) ran out of faces."""
