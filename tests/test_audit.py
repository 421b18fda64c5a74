"""`daytrip audit`: tables a trip never rolls by design are listed apart, with the reason
their data file gives, and never counted as "never fired"."""

from __future__ import annotations

from generators import audit
from generators.text.coverage import build_report
from generators.data import all_keys, load
from generators.rng import Stream
from generators.rules.tables import roll_on


def _skip_keys() -> list[str]:
    return [k for k in all_keys() if k.startswith("tables/") and load(k).raw.get("audit_skip")]


def test_lookup_tables_are_skipped_with_their_reason():
    keys = _skip_keys()
    assert "tables/convert_stat" in keys and "tables/ship_hull" in keys
    with audit.recording() as rec:
        pass
    report = build_report(rec)
    assert [k for k, _ in report.skipped] == keys
    assert all(why for _, why in report.skipped)
    never_keys = {ln.key for ln in report.never}
    assert not never_keys & set(keys)
    # the rolled tables are still in the universe and, with no runs, never fired
    assert "tables/mission_types" in never_keys
    text = report.to_text()
    assert f"Not rolled on trips, by design: {len(keys)} tables" in text
    assert "tables/ship_hull: rolled by `daytrip roll ship`" in text


def test_a_skipped_table_that_was_rolled_is_counted_after_all():
    with audit.recording() as rec:
        roll_on(Stream("audit", "t"), "tables/ship_hull", "hull bonus")
    report = build_report(rec)
    assert "tables/ship_hull" not in [k for k, _ in report.skipped]
    hull = [ln for ln in report.lines if ln.key == "tables/ship_hull"]
    assert len(hull) == len(load("tables/ship_hull").rows)
    assert sum(ln.count for ln in hull) == 1
