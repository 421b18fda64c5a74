"""`daytrip reroll DIR PART` and `daytrip rename DIR OLD NEW`.

- a reroll changes only the named part: every other file's hash is unchanged (the trip's
  page, the NPC roster and the print page, which show it, are the only files that change),
  the other NPCs, places and events of the trip stay, and the trip's references to a
  rerolled NPC's name follow it;
- GM edits elsewhere are kept; --check writes nothing and exits 1;
- the lock records the reroll: the campaign rebuilt from seed + lock in a fresh folder is
  the same, byte for byte, and the trip's code (with +r-...) reproduces the rerolled trip.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from conftest import run_cli

from generators import ALGORITHM
from generators.site.pages import trip_markdown_page, trip_view
from generators.trip.code import parse_code, trip_for_code

SEED = "slip-n-slide"
SHOWN = {"docs/npcs/index.md", "docs/print/index.md"}


def hashes(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name != "daytrip.lock"
            and ".daytrip-cache" not in p.relative_to(folder).parts}  # the cache is not the campaign


def npc_names(page: str) -> list[str]:
    return [ln.split(": ", 1)[1] for ln in page.splitlines() if ln.startswith("### NPC ")]


@pytest.fixture()
def camp(tmp_path) -> Path:
    out = tmp_path / "camp"
    r = run_cli(["build", "--seed", SEED, "--missions", "3", "--no-html", "--out", str(out)])
    assert r.code == 0, r.err
    return out


def test_reroll_an_npc_changes_only_that_npc(camp, tmp_path):
    page = camp / "docs/trips/trip-002.md"
    before_text = page.read_text(encoding="utf-8")
    names = npc_names(before_text)
    edited = camp / "docs/trips/trip-001.md"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nMy own note.\n", encoding="utf-8")
    before = hashes(camp)

    r = run_cli(["reroll", str(camp), "trip/2/npc/2", "--check"])
    assert r.code == 1 and "docs/trips/trip-002.md" in r.out
    assert hashes(camp) == before  # --check wrote nothing

    r = run_cli(["reroll", str(camp), "trip/2/npc/2"])
    assert r.code == 0, r.err
    after = hashes(camp)
    changed = {p for p in before if before[p] != after.get(p)}
    assert changed == {"docs/trips/trip-002.md", "docs/trips/trip-002-sheet.md"} | SHOWN
    assert edited.read_text(encoding="utf-8").endswith("My own note.\n")  # the GM's edit stays
    text = page.read_text(encoding="utf-8")
    new = npc_names(text)
    assert new[0] == names[0] and new[2:] == names[2:] and new[1] != names[1]
    assert names[1] not in text  # every mention of the old NPC follows the new one
    assert text.count(new[1]) >= before_text.count(names[1]) - 1
    lock = json.loads((camp / "daytrip.lock").read_text(encoding="utf-8"))
    assert lock["options"]["rerolls"] == {"trip/2/npc/2": 1}

    # the code on the page reproduces the rerolled trip
    code = parse_code(f"{SEED}/2+r-npc-2-1@{ALGORITHM}")
    assert str(code) in text
    trip = trip_for_code(code)
    assert trip_markdown_page(trip_view(trip, "trips/trip-002.md"), "trips/trip-002.md", 3) == text

    # seed + lock in a fresh folder give the same campaign, byte for byte
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    shutil.copy(camp / "daytrip.lock", fresh / "daytrip.lock")
    r = run_cli(["build", "--out", str(fresh), "--no-html"])
    assert r.code == 0, r.err
    again = hashes(fresh)
    mine = ("docs/trips/trip-001.md", "docs/trips/trip-001-sheet.md")  # the trip and its sheet
    assert {p: h for p, h in again.items() if p not in mine} == \
        {p: h for p, h in after.items() if p not in mine}

    # rerolling it again moves it on; the counter counts
    assert run_cli(["reroll", str(camp), "trip/2/npc/2"]).code == 0
    lock = json.loads((camp / "daytrip.lock").read_text(encoding="utf-8"))
    assert lock["options"]["rerolls"] == {"trip/2/npc/2": 2}


def test_reroll_a_location_and_a_whole_trip(camp):
    before = hashes(camp)
    text = (camp / "docs/trips/trip-003.md").read_text(encoding="utf-8")
    assert run_cli(["reroll", str(camp), "trip/3/location/2"]).code == 0
    after = hashes(camp)
    assert {p for p in before if before[p] != after[p]} <= {"docs/trips/trip-003.md", "docs/trips/trip-003-sheet.md"} | SHOWN
    assert (camp / "docs/trips/trip-003.md").read_text(encoding="utf-8") != text
    assert npc_names((camp / "docs/trips/trip-003.md").read_text(encoding="utf-8")) == npc_names(text)
    r = run_cli(["reroll", str(camp), "trip/1"])
    assert r.code == 0, r.err
    final = hashes(camp)
    assert {p for p in after if after[p] != final[p]} <= {"docs/trips/trip-001.md", "docs/index.md",
                                                         "docs/trips/trip-001-sheet.md",
                                                         "docs/trips/index.md"} | SHOWN


@pytest.mark.parametrize("part, message", [("trip/9", "3 DayTrips"), ("trip/1/npc/99", "NPCs"),
                                           ("trip/x", "expected trip/N"), ("npc/3", "expected trip/N")])
def test_a_bad_part_is_one_line_exit_2(camp, part, message):
    r = run_cli(["reroll", str(camp), part])
    assert r.code == 2 and message.lower() in r.err.lower() and len(r.err.strip().splitlines()) == 1


def test_rename_an_npc_everywhere(camp):
    text = (camp / "docs/trips/trip-002.md").read_text(encoding="utf-8")
    old = npc_names(text)[0]
    r = run_cli(["rename", str(camp), old, "Zed Quartermaine"])
    assert r.code == 0, r.err
    for p in (camp / "docs").rglob("*.md"):
        assert old not in p.read_text(encoding="utf-8"), p
    roster = (camp / "docs/npcs/index.md").read_text(encoding="utf-8")
    assert "[Zed Quartermaine](../trips/trip-002.md#npc-1-zed-quartermaine)" in roster
    r = run_cli(["build", "--out", str(camp), "--no-html"])
    assert r.code == 0 and "kept docs/trips/trip-002.md" in r.err  # now the GM's edit
    assert run_cli(["rename", str(camp), "Nobody At All", "X"]).code == 2
