"""The search index the browser loads: one entry per DayTrip page, its NPCs folded in
(templates/hooks/daytrip_search.py, ``fold_pages``), and still every name, place, maguffin,
tag and secret a GM searches for. (Search opening time: bench/build_bench.py --browser.)"""

from __future__ import annotations

import json
import re

import pytest

from conftest import shortened
from test_fastbuild import _hook

SEP = " | "


def _page(n: int, extra: list | None = None) -> list:
    base = f"trips/trip-{n:03d}.html"
    return [
        {"location": base, "title": f"Trip {n}: Rescue", "tags": ["Known Planet"],
         "text": "Mission: Rescue | Read aloud: the job | Gold Country wants the pilot of a "
                 "ghost ship, from Old Rome. | GM only: not telling the crew | They lie."},
        {"location": f"{base}#the-client", "title": "The client",
         "text": "Gold Country. | GM only: not telling the crew | They lie."},
        {"location": f"{base}#scene-1-the-kitchen", "title": "Scene 1: The kitchen",
         "text": "Scene 1, arrival."},
        {"location": f"{base}#the-maguffin", "title": "The maguffin",
         "text": "What the client wants: the pilot | GM only: what it really is | Bait."},
        {"location": f"{base}#npc-1-vera-kask", "title": "NPC 1: Vera Kask",
         "text": "GM only: Vera Kask's secret | Owes the pilot money.", "folded": "x"},
        *(extra or []),
    ]


def test_a_trip_page_and_its_npcs_fold_into_one_entry():
    hook = _hook()
    docs = [{"location": "index.html", "title": "The Big Board", "text": "Seed."},
            {"location": "index.html#x", "title": "X", "text": "y"},
            *_page(1), *_page(2)]
    out = hook.fold_pages(docs)
    assert [d["location"] for d in out] == [
        "index.html", "index.html#x", "trips/trip-001.html", "trips/trip-002.html"]
    page = out[2]
    assert page["title"] == "Trip 1: Rescue" and page["tags"] == ["Known Planet"]
    assert page["text"].split(SEP) == [
        "Gold Country wants the pilot of a ghost ship, from Old Rome.",  # the job
        "They lie.",  # the client's secret (once)
        "The kitchen",  # a scene's place
        "What the client wants: the pilot",  # the maguffin
        "Bait.",  # the maguffin's truth
        "Vera Kask",  # an NPC's name
        "Owes the pilot money."]  # and secret (without its GM-only box's title)
    assert hook.fold_pages(out) == out  # idempotent
    assert docs[2]["text"].startswith("Mission")  # the input is left as it was


def test_pages_that_are_not_trips_and_a_page_without_its_own_entry_stay():
    hook = _hook()
    docs = [{"location": "npcs/trips-1.html", "title": "NPCs", "text": "a"},
            {"location": "npcs/trips-1.html#scene-1-x", "title": "Scene 1: X", "text": "b"},
            {"location": "trips/trip-009.html#the-clock", "title": "The clock", "text": "c"}]
    assert hook.fold_pages(docs) == docs


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from generators.site.campaign import build_campaign
    from generators.site.pages import render_campaign

    out = tmp_path_factory.mktemp("search") / "campaign"
    pages = render_campaign("slip-n-slide", missions=4)
    build_campaign(out, pages, seed="slip-n-slide", options={"missions": 4})
    return out


def test_the_built_index_has_one_entry_per_trip_and_npc_and_finds_what_gms_search_for(built):
    from generators.trip.code import code_for, trip_for_code

    index = json.loads((built / "site" / "search" / "search_index.json").read_text("utf-8"))
    docs = index["docs"]
    trips = [d for d in docs if re.fullmatch(r"trips/trip-\d+\.html(#.*)?", d["location"])]
    pages = [d for d in trips if "#" not in d["location"]]
    assert len(pages) == 4
    assert all("#" not in d["location"] for d in trips)  # NPCs are in their trip's entry
    words = " ".join(f"{d['title']} {d['text']} {' '.join(d.get('tags', []))}" for d in docs)
    for n in range(1, 5):
        trip = trip_for_code(code_for("slip-n-slide", n))
        page = next(d for d in pages if d["location"].endswith(f"-{n:03d}.html"))
        # a page names a person in full once a section and short after (render/names.py): the
        # full name is searchable, and a secret is found in whichever form the page gives it
        said = shortened(trip, page["text"])
        for npc in trip.npcs:
            assert npc.name in page["text"]
            assert shortened(trip, " ".join(npc.secret.rstrip(".").split())) in said, npc.secret
        for scene in trip.play["scenes"]:  # the places
            assert scene["place"] and scene["place"] in page["text"]
        assert trip.maguffin["what"].lower() in page["text"].lower()  # the maguffin (the job)
        assert shortened(trip, trip.maguffin["really"].rstrip(".")) in said
        assert page.get("tags")
    # the JS the browser loads is the same index
    js = (built / "site" / "search" / "search_index.js").read_text("utf-8")
    assert json.loads(js[js.index("{"): js.rindex("}") + 1])["docs"] == docs
