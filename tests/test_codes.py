"""Trip codes (generators/trip/code.py): `daytrip roll trip CODE` gives a campaign's trip.

- every trip of a 20-trip campaign (with aspects, d8 weirdness and a system, so the code
  must carry options) is reproduced from the code on its page alone: the site's page,
  re-rendered from the code's trip, is byte for byte the page the campaign wrote, and the
  CLI's JSON for the code is that trip's JSON;
- a code from another algorithm is refused with one line naming the release that has it;
- codes parse from the right (seeds may hold '/', '+' and '@'), and round-trip;
- a part's code prints that part as the trip has it (`roll npc CODE/npc/K`).
"""

from __future__ import annotations

import html
import json
import re

import pytest
from conftest import run_cli

from generators import ALGORITHM
from generators.errors import BadInput
from generators.site.pages import render_campaign, trip_markdown_page, trip_page, trip_view
from generators.site.context import check_systems
from generators.trip.code import code_for, parse_code, trip_for_code

SEED = "slip-n-slide"
TOTAL = 20
CODE_LINE = re.compile(r"^- \*\*Trip code:\*\* (.+)$", re.M)


def _unescape(md: str) -> str:
    """The page's (Markdown-escaped) code back to plain text, as a reader copies it."""
    return html.unescape(re.sub(r"\\(.)", r"\1", md))


@pytest.fixture(scope="module")
def campaign():
    return render_campaign(SEED, missions=TOTAL, weirdness="d8", aspects=True, crew=3,
                           systems=("fudge",))


def test_every_trip_of_a_20_trip_campaign_comes_back_from_its_code(campaign):
    seen = set()
    for i in range(1, TOTAL + 1):
        page = trip_page(i, TOTAL)
        text = campaign[page]
        codes = CODE_LINE.findall(text)
        assert len(codes) == 1, page
        code = _unescape(codes[0])
        assert code == f"{SEED}/{i}+d8+a3+s-fudge@{ALGORITHM}"
        assert f"daytrip roll trip {code}" in text  # the page's reproduce command
        tc = parse_code(code)
        trip = trip_for_code(tc, check_systems(tc.systems))
        assert trip_markdown_page(trip_view(trip, page), page, TOTAL) == text, page
        # the CLI's JSON is that same trip, byte for byte
        r = run_cli(["roll", "trip", code, "--format", "json"])
        assert r.code == 0, r.err
        want = {"$schema": "https://daytrip-generator.invalid/schema/trip.schema.json",
                **trip.to_dict()}
        assert r.out == json.dumps(want, ensure_ascii=False, indent=2) + "\n"
        assert json.loads(r.out)["code"] == code
        seen.add(trip.title)
    assert len(seen) == TOTAL  # twenty different trips, not one trip twenty times


def test_the_cli_markdown_is_the_site_page_without_the_sites_parts(campaign):
    """The page on its own (roll trip CODE --format markdown) is the site's page less what
    only a site has: front matter, links, the scene map, the reproduce section and roll log."""
    code = f"{SEED}/2+d8+a3+s-fudge@{ALGORITHM}"
    tc = parse_code(code)
    trip = trip_for_code(tc, check_systems(tc.systems))
    alone = trip_markdown_page(trip_view(trip, "trips/trip-002.md"), None, None)
    site = campaign["trips/trip-002.md"]
    unlink = lambda text: re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # noqa: E731
    site_lines = unlink(site).split("\n")
    only_alone = [ln for ln in unlink(alone).split("\n") if ln not in site_lines]
    # the one sentence that drops its link's words on its own: "...DayTrippers' (rules)."
    assert [ln for ln in only_alone if "DLs as printed" not in ln] == []
    assert len(alone) < len(site) and "## Roll log" in site and "## Roll log" not in alone
    assert site.startswith("---\n") and not alone.startswith("---\n")


def test_a_code_of_another_algorithm_names_the_release_that_has_it():
    r = run_cli(["roll", "trip", f"{SEED}/2@1"])
    assert r.code == 2 and r.out == ""
    assert "algorithm 1" in r.err and "pip install daytrip-generator==0.1.0" in r.err
    assert len(r.err.strip().splitlines()) == 1


@pytest.mark.parametrize("text", ["a/b/3@2", "x+y@z/12+d6+a4@2", "🦑/1", "a/b/2@2/npc/3"])
def test_codes_parse_from_the_right_and_round_trip(text):
    tc = parse_code(text)
    assert parse_code(str(tc)) == tc
    if text == "a/b/2@2/npc/3":
        assert (tc.seed, tc.number, tc.part, tc.index) == ("a/b", 2, "npc", 3)
    if text == "x+y@z/12+d6+a4@2":
        assert (tc.seed, tc.number, tc.weirdness, tc.aspects, tc.crew) == ("x+y@z", 12, "d6", True, 4)


@pytest.mark.parametrize("bad", ["slip-n-slide", "slip-n-slide/0", "s/2+zz", "s/2@2/npc/x", "s/2/ship/1"])
def test_a_bad_code_is_one_line_saying_what_is_accepted(bad):
    with pytest.raises(BadInput, match="SEED/N|unknown"):
        parse_code(bad)
    r = run_cli(["roll", "trip", bad])
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1


def test_a_code_with_seed_options_is_refused():
    r = run_cli(["roll", "trip", f"{SEED}/1", "--seed", "x"])
    assert r.code == 2 and "leave out --seed" in r.err


def test_a_bare_roll_trip_stays_as_it_was():
    r = run_cli(["roll", "trip", "--seed", SEED, "--format", "json"])
    assert r.code == 0
    d = json.loads(r.out)
    assert d["path"] == "trip/1" and d["code"] is None


def test_a_part_code_prints_that_part_as_the_trip_has_it():
    tc = parse_code(f"{SEED}/3")
    trip = trip_for_code(tc)
    r = run_cli(["roll", "npc", f"{SEED}/3@{ALGORITHM}/npc/2", "--format", "json"])
    assert r.code == 0, r.err
    d = json.loads(r.out)
    assert d["name"] == trip.npcs[1].name and d["secret"] == trip.npcs[1].secret
    r = run_cli(["roll", "npc", f"{SEED}/3/npc/2", "--players"])
    assert r.code == 0 and trip.npcs[1].name in r.out and trip.npcs[1].secret not in r.out


def test_code_for_names_every_system_as_all():
    from generators.systems import SYSTEMS

    assert str(code_for("s", 1, systems=SYSTEMS)) == f"s/1+s-all@{ALGORITHM}"
