"""The players' site (`daytrip build --players`): no GM-only text anywhere.

Every GM-only text of a campaign with Mission Aspects (the client's hidden motive, every
NPC's secret, what the maguffin really is, the Mission Surprises, the roll log) is looked for
in every HTML page and in search/search_index.json of the players' site (and found in none),
and in the GM's site (found, and searchable: the GM-only blocks are in the GM's index).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from generators.site.campaign import build_campaign
from generators.site.pages import render_campaign
from generators.trip.code import code_for, trip_for_code

pytestmark = pytest.mark.slow
SEED = "slip-n-slide"
MISSIONS = 4


def secrets() -> list[str]:
    out = []
    for i in range(1, MISSIONS + 1):
        trip = trip_for_code(code_for(SEED, i, aspects=True, crew=3))
        out += [c["text"] for c in trip.client_details if c["gm_only"]]
        out += [n.secret for n in trip.npcs]
        out.append(trip.maguffin["really"])
        out += (trip.aspects_view or {}).get("surprises", [])
        out.append(f"under {trip.path}")  # the roll log's heading names the trip's stream
    # a surprise of one trip that is another trip's public row word for word ("Opposition:
    # Flux Storms": a GM's surprise on one trip, the players' pick on trip 4), or one of the
    # row's picks ("Opposition: Monster/Enemy", trip 1's surprise, in trip 4's public
    # "Opposition: Monster/Enemy; Dangerous People", algorithm 12) gives nothing away
    # (algorithm 17: trip 3's hidden "Complication: Narrow Window of Opportunity" is trip 1's own
    # public complication, which its negotiation log prints as "GM adds Complication: ...")
    public = {f"{label}: {part}" for i in range(1, MISSIONS + 1)
              for r in (trip_for_code(code_for(SEED, i, aspects=True, crew=3)).aspects_view
                        or {}).get("rows", []) for part in (r["text"], *r["text"].split("; "))
              for label in {r["label"], r["label"].removesuffix("s")}}
    return [s.rstrip(".") for s in out if s and s not in public]


def _text(raw: str) -> str:
    """Page or index text as a reader sees it: tags out, entities decoded, one space."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", raw)).split())


@pytest.fixture(scope="module")
def sites(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("players")
    out = {}
    for name, players in (("gm", False), ("players", True)):
        pages = render_campaign(SEED, missions=MISSIONS, aspects=True, crew=3, players=players)
        options = {"missions": MISSIONS, "aspects": True, "crew": 3, **({"players": True} if players else {})}
        build_campaign(root / name, pages, seed=SEED, options=options)
        out[name] = root / name / "site"
    return out


def _corpus(site: Path) -> dict[str, str]:
    files = {p.relative_to(site).as_posix(): p for p in sorted(site.rglob("*.html"))}
    files["search/search_index.json"] = site / "search" / "search_index.json"
    return {k: _text(p.read_text(encoding="utf-8")) for k, p in files.items()}


def _unlogged(text: str, needle: str) -> str:
    """``text`` without the aspects negotiation log's public mentions of a complication ("GM adds
    Complication: Stealth Required ... player removes Complication: Stealth Required", trip 2 of
    algorithm 32), which is public wherever another trip hides the same complication."""
    return text.replace(f"adds {needle}", "").replace(f"removes {needle}", "")


def test_the_players_site_has_no_gm_only_text_anywhere(sites):
    found = []
    corpus = _corpus(sites["players"])
    for secret in secrets():
        needle = " ".join(secret.split())
        found += [f"{where}: {secret}" for where, text in corpus.items() if needle in _unlogged(text, needle)]
    assert not found, found[:10]
    assert "GM only" not in " ".join(corpus.values())
    for i in range(1, MISSIONS + 1):  # each trip's own page keeps its own surprises, all of them
        page = next(t for w, t in corpus.items() if w in (f"trips/trip-{i:03d}.html",
                                                        f"trips/trip-{i:03d}/index.html"))
        view = trip_for_code(code_for(SEED, i, aspects=True, crew=3)).aspects_view or {}
        assert not [x for x in view.get("surprises", []) if " ".join(x.split()) in page], i


def test_the_gm_site_keeps_gm_only_text_and_its_search_finds_it(sites):
    corpus = _corpus(sites["gm"])
    index = corpus["search/search_index.json"]
    trip = trip_for_code(code_for(SEED, 1, aspects=True, crew=3))
    for secret in [n.secret.rstrip(".") for n in trip.npcs] + [trip.maguffin["really"].rstrip(".")]:
        needle = " ".join(secret.split())
        assert needle in corpus["trips/trip-001/index.html" if "trips/trip-001/index.html" in corpus
                                else "trips/trip-001.html"], secret
        assert needle in index, secret


def test_the_players_search_index_still_has_the_trips(sites):
    data = json.loads((sites["players"] / "search" / "search_index.json").read_text(encoding="utf-8"))
    titles = {d["title"] for d in data["docs"]}
    trip = trip_for_code(code_for(SEED, 2, aspects=True, crew=3))
    assert any(trip.npcs[0].name in _text(d["text"]) or trip.npcs[0].name in d["title"]
               for d in data["docs"]), titles
