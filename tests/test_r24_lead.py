"""Round 24, the lead's fixes from cold read 34 (seeds r24-cold-a..j, algorithm 22 with the
round's branches merged): a place's sound said "somewhere" twice; a keeper whose Want is to keep
the maguffin was offered help with it for a DL off; a War Zone's "at hour 5" inside a tick that
fires at hour 8."""

from __future__ import annotations

from types import SimpleNamespace

from audit_trips import audit_trip
from generators.data import load
from generators.trip.event_window import hour_of, on_ticks
from generators.trip.want_trade import AGAINST_LINE, against_job, trade_for


def test_no_sound_says_somewhere_itself():
    """Every sense line puts its #sound# after "Somewhere," or "somewhere" (grammars/places.json
    sense), so a sound that says it too reads "Somewhere, a radio plays somewhere" (cold read
    34, r24-cold-a)."""
    g = load("grammars/places")
    assert not [s for s in g.rules["sound"] if "somewhere" in str(s).lower()]


def test_a_want_against_the_job_is_no_lever():
    """Cold read 34 (r24-cold-e, f, i): "Wants: To keep the egg here, whatever the crew offer for
    it" beside "Help with their want, and they see the crew through ... -1 DL"."""
    scenes = [{"number": 1, "place": "the Egg Hollow", "npcs": ["npc-1"], "obstacle": {"dl": 3}}]
    keeper = SimpleNamespace(key="npc-1", role="The keeper", where="", want="To keep the egg here, whatever the crew offer for it")
    friend = SimpleNamespace(key="npc-1", role="The keeper", where="", want="To be thanked, in public")
    captor = SimpleNamespace(key="npc-1", role="The one keeping the missing DayTripper", where="",
                             want="To sell the last tourist back to their barn")
    assert against_job(keeper, "creature") and against_job(captor, "person") and not against_job(friend, "creature")
    assert trade_for(keeper, scenes, "creature") == AGAINST_LINE == trade_for(captor, scenes, "person")
    assert trade_for(friend, scenes, "creature").startswith("Help with their want")
    # a mine that is surveyed where it stands is not taken away (review: seed 7's warden, "To keep
    # the mine exactly where it is", was told to be got past)
    warden = SimpleNamespace(key="npc-1", role="The warden of the site", where="", want="To keep the mine exactly where it is")
    assert not against_job(warden, "place") and trade_for(warden, scenes, "place").startswith("Help")
    # a truth the crew came to learn, kept from them (cold read 35, r24-final-i)
    hider = SimpleNamespace(key="npc-1", role="The local authority", where="",
                            want="To keep the truth about the valley a secret from anyone from off the node")
    assert against_job(hider, "knowledge")
    for i in range(1, 41):  # and on the audit trips: no keeper of a carried maguffin is offered help
        t = audit_trip(i, "hang")
        for n in t["npcs"]:
            if n.get("trade") and n["want"].startswith("To keep") and " here" in n["want"] \
                    and t["world"].get("maguffin") in ("person", "creature", "object", "substance"):
                assert n["trade"] == AGAINST_LINE, (i, n["want"], n["trade"])


def test_a_war_zone_happens_when_its_tick_fires():
    """The clock's ticks list what happens when they fire (the end of their four hours): a War
    Zone at hour 5 moves to hour 4, or to hour 8 when 4 is taken (and 8 is well before the hour
    to start back), else shares hour 4."""
    def events(*taken):
        return [{"when": "Hour 5", "text": "War Zone: fighting breaks out"}] + \
               [{"when": f"Hour {h}", "text": "A market day"} for h in taken]
    ev = events()
    on_ticks(ev, [], [], 20)
    assert hour_of(ev[0]) == 4
    ev = events(4)
    on_ticks(ev, [], [], 20)
    assert [hour_of(e) for e in ev if e["text"].startswith("War")] == [8]
    ev = events(8, 4)
    on_ticks(ev, [], [], 20)
    # both ends taken: it shares the tick before's end rather than stay between tick ends, where
    # its tick would fire after the hour it names (round 32, cold read 31: tick 4 at hour 16, "At
    # hour 15 the war turns to shooting"; trip/event_window.py on_ticks)
    assert [hour_of(e) for e in ev if e["text"].startswith("War")] == [4]


def test_an_arrival_is_not_the_rival_crew():
    """Review of round 24: "rival" in "the crew's arrival" kept a street singer's song off every
    hour before the rival crew land (event_window, content/places.py) and the audit's
    rival-arrival read it as the rivals; "the rivals" still counts."""
    from generators.trip.event_window import _allowed

    song = {"text": "A street singer sings about the crew's arrival"}
    assert _allowed(song, 3, [], 8)
    assert not _allowed({"text": "The rivals set up camp"}, 3, [], 8)


def test_the_longest_place_name_wins_a_tie():
    """Review of round 24: "the Mill" and "the Mill Pond" both start where the line names the
    pond; the pond is the place it names."""
    from generators.trip.clock_fit import first_named

    assert first_named("Trouble at the Mill Pond today", ["the Mill", "the Mill Pond"]) == "the Mill Pond"
