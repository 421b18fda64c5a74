"""Rolling on the rule tables in corpora/tables (dice + lookup, recorded in the stream's log)."""

from __future__ import annotations

from bisect import bisect_right

from .. import audit
from ..data import Row, load
from ..rng import Roll, Stream




def roll_on(
    stream: Stream,
    key: str,
    purpose: str,
    *,
    dice: tuple[int, int] | None = None,
    modifier: int = 0,
) -> tuple[Row, Roll]:
    """Roll the table's dice (or ``dice`` to override, e.g. 1d8 for high weirdness) plus
    ``modifier`` and return the row the total lands on, with the recorded roll."""
    table = load(key)
    n, sides = dice or table.dice
    roll = stream.dice(n, sides, purpose, modifier=modifier)
    row = table.lookup(roll.total)
    roll.result = row.value
    if audit._active:  # the audit counts every row chosen (generators/audit.py)
        audit.row_fired("table", key, table.rows.index(row))
    return row, roll


def pick(stream: Stream, key: str, purpose: str | None = None) -> str:
    """Pick one value from a list file, exactly proportional to the weights."""
    lst = load(key)
    values, cum, total = lst.cumulative
    if total <= 0:
        value = stream.weighted(lst.weighted_items)  # raises as it always did
    else:
        # what Stream.weighted's scan finds: the first running total above the draw
        value = values[bisect_right(cum, stream.below(total))]
    if audit._active:
        audit.row_fired("list", key, lst.value_tuple.index(value))
    if purpose:
        stream.note(purpose, value)
    return value
