"""DayTrip content (generators/content): corpora, generators, renderers and CLI.

- 1,000 seeded trips (stratified: every node type x mission type, every vector x distance):
  no template residue, placeholder, empty field or doubled space in any text; >= 95%
  distinct NPC names, >= 90% distinct teasers; every rule of the content grammars fires;
  every output validates against generators/schema/content.schema.json; generated with
  module-level `random` patched to raise.
- Natural trips (rolled nodes, all weirdness options, with and without Mission Aspects).
- Shape: 4-6 locations (1d4+2, at least 4), 2-4 tweaks aimed at this trip's own people, places and
  maguffin, one obstacle per opposition type, events in time order from hour 0 to 23,
  node details per node type (planet profile, time and paradox, bifurcation, Barker's
  kinds, the Chao's flux table).
- Paths: each slot its own stream (changing the opposition leaves the node, places and
  names alone); same stream, same content, also in another process with another hash seed.
- Corpora: sources recorded for every file, text corpora of several hundred own sentences.
- CLI: `daytrip roll node|location|maguffin|teaser`, `daytrip audit`, errors exit 2.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from conftest import REPO, global_random_forbidden, run_cli

from generators import audit
from generators.text.coverage import build_report
from generators.rules.board import roll_mission
from generators.content import NODE_TYPES, OPPOSITIONS, content_for, force_node, stratify
from generators.content.common import MISSION_SLUGS
from generators.content.dreams import DREAM_KINDS, DREAMED_WRITER, DREAMER
from generators.content.nodes import STRAY
from generators.content.pieces import PIECES, roll_piece
from generators.content.world import facts_of
from generators.data import load
from generators.render.content import content_markdown, content_text
from generators.rng import Stream
from generators.schema import validator

CONTENT_GRAMMARS = ("chao", "dream", "events", "maguffin", "obstacles", "org", "people",
                    "places", "planet", "slips", "teaser", "time", "tweaks")
TEXT_CORPORA = ("barn_rumours", "field_logs")
RUNS = 1000
BAD = re.compile(r"#|\(\(|\)\)|\bNone\b|\bnull\b|\{\{|\}\}|\[[A-Za-z_]+:|  ")


def strings(x, path=""):
    if isinstance(x, dict):
        for k, v in x.items():
            yield from strings(v, f"{path}.{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from strings(v, f"{path}[{i}]")
    elif isinstance(x, str):
        yield path, x


def text_problems(d: dict) -> list[str]:
    out = []
    for path, v in strings(d):
        if path.startswith(".rolls") or path in (".seed", ".path", ".version"):
            continue
        if not v.strip():
            out.append(f"{path}: empty")
        elif v != v.strip():
            out.append(f"{path}: stray space {v!r}")
        elif BAD.search(v):
            out.append(f"{path}: residue {v!r}")
    return out


def content_at(seed: str, path: str, **kw):
    s = Stream(seed, path)
    m = roll_mission(s, kw.pop("weirdness", "typical"))
    return m, content_for(m, s.child("content"), **kw)


@pytest.fixture(scope="module")
def thousand():
    """1,000 stratified trips, recorded by the audit, with global random forbidden."""
    dicts = []
    with global_random_forbidden(), audit.recording() as rec:
        for i in range(1, RUNS + 1):
            s = Stream("content-quality", f"audit/{i}")
            m = stratify(roll_mission(s), s, i)
            dicts.append(content_for(m, s.child("content")).to_dict())
        report = build_report(rec)
    return dicts, report


# --- 1,000 trips ---------------------------------------------------------------------------


@pytest.mark.slow
def test_thousand_trips_have_no_residue_or_empty_fields(thousand):
    dicts, _ = thousand
    problems = [f"trip {i}: {p}" for i, d in enumerate(dicts, 1) for p in text_problems(d)]
    assert problems == [], problems[:20]
    for d in dicts:
        for key in ("node_details", "client", "maguffin"):
            assert d[key]
        for key in ("people", "locations", "obstacles", "events", "rivals"):
            assert d[key], key
        # tweaks wherever they are rolled; a realistic node (our Earth, an Alternate Earth) has none
        assert bool(d["tweaks"]) == (facts_of(d["world"])["realistic"] == "no"), d["path"]


@pytest.mark.slow
def test_thousand_trips_names_and_teasers_are_distinct(thousand):
    dicts, _ = thousand
    names = [p["name"] for d in dicts for p in d["people"]]
    teasers = [d["teaser"] for d in dicts]
    assert len(names) == 6 * RUNS
    assert len(set(names)) / len(names) >= 0.95
    assert len(set(teasers)) / len(teasers) >= 0.90
    for d in dicts:  # within a trip every person and every place is different
        assert len({p["name"] for p in d["people"]}) == len(d["people"])
        assert len({x["name"] for x in d["locations"]}) == len(d["locations"])


@pytest.mark.slow
def test_every_content_grammar_rule_fires_in_a_thousand_runs(thousand):
    """The audit over stratified runs: every rule of every content grammar fires (no
    exceptions to name). Stratifying node type, mission type, vector and distance puts most
    rules within reach ~10 times in the first 1,000; a line whose needs meet a rarer world (a
    cat-sized creature in a cage, a shelled beast, a festival in the far future) is looked for
    in 9,000 more runs of the same seed, and must be met there (round 40: a time trip days or
    months back draws grammars/time past_soon, nine lines, 17 times in 5,000 runs, so one of them
    can go unmet in 5,000 through no fault: runs 5,001-10,000 met it twice)."""
    _, report = thousand
    mine = {f"grammars/{g}" for g in CONTENT_GRAMMARS}
    lines = [ln for ln in report.lines if ln.kind == "rule" and ln.key in mine]
    assert {ln.key for ln in lines} == mine
    never = {(ln.key, ln.item) for ln in lines if ln.count == 0}
    if never:
        with global_random_forbidden(), audit.recording() as rec:
            for i in range(RUNS + 1, 10 * RUNS + 1):
                s = Stream("content-quality", f"audit/{i}")
                content_for(stratify(roll_mission(s), s, i), s.child("content"))
        more = build_report(rec)
        never -= {(ln.key, ln.item) for ln in more.lines if ln.kind == "rule" and ln.count}
    assert sorted(f"{k} {i}" for k, i in never) == [], sorted(f"{k} {i}" for k, i in never)
    # Markov chains made new text (fallbacks to corpus lines are rare)
    gen = {k: n for (k, e), n in report.markov.items() if e == "generated"}
    fall = {k: n for (k, e), n in report.markov.items() if e == "fallback"}
    for key in ("text/field_logs", "lists/minor_planets"):  # (barn rumours: whole sentences, round 17)
        assert gen.get(key, 0) > 10 * fall.get(key, 0)


@pytest.mark.slow
def test_thousand_trips_validate_against_the_schema(thousand):
    """Every 5th trip (5 is coprime to the 6 node types of the stratified runs, so every node
    type comes up ~33 times; validating all 1,000 costs 10 s for no new coverage)."""
    dicts, _ = thousand
    v = validator("content")
    assert {d["node_type"] for d in dicts[::5]} == set(NODE_TYPES)
    for d in dicts[::5]:
        v.validate(json.loads(json.dumps(d)))


def test_content_grammars_are_all_in_the_audit_list():
    have = sorted(p.stem for p in (REPO / "corpora" / "grammars").glob("*.json"))
    assert sorted(CONTENT_GRAMMARS) == have


# --- natural trips --------------------------------------------------------------------------


@pytest.mark.parametrize("weirdness", ["typical", "d6", "d8"])
def test_natural_trips_are_complete(weirdness):
    v = validator("content")
    for i in range(1, 61):
        m, c = content_at("natural", f"trip/{i}", weirdness=weirdness)
        d = c.to_dict()
        assert text_problems(d) == []
        v.validate(json.loads(json.dumps(d)))
        assert d["node_type"] == m.node_type and d["mission_type"] == m.mission_type


def test_trips_with_mission_aspects_use_their_opposition_and_complications():
    from generators.content.common import one_intel
    from generators.rules.aspects import attach_aspects

    for i in range(1, 41):
        s = Stream("aspects", f"trip/{i}")
        m = roll_mission(s)
        attach_aspects(m, s.child("aspects"), crew=3)
        d = content_for(m, s.child("content")).to_dict()
        assert d["opposition"] == [o for o in dict.fromkeys(m.aspects.oppositions)]
        # one intel level is kept (No, Scant or Bad Intel contradict each other: the first)
        assert d["complications"] == one_intel(list(dict.fromkeys(m.aspects.complications)))
        assert [o["opposition"] for o in d["obstacles"]] == d["opposition"]
        comps = [e["complication"] for e in d["events"] if e["kind"] == "complication"]
        assert sorted(comps) == sorted(d["complications"])
        assert text_problems(d) == []


# --- shape ----------------------------------------------------------------------------------


def test_counts_follow_the_dice():
    locs, tweaks = Counter(), Counter()
    for i in range(1, 241):
        _, c = content_at("counts", f"trip/{i}")
        locs[len(c.locations)] += 1
        if facts_of(c.world)["realistic"] == "yes":  # a real place played straight: no tweaks
            assert c.tweaks == []
        else:  # 1d3+1 wherever tweaks are rolled
            tweaks[len(c.tweaks)] += 1
        assert len(c.people) == 6
        assert 1 <= len(c.rivals) <= 2
    assert set(locs) == {4, 5, 6}  # 1d4+2, at least 4 (a 3 reads as 4: places.MIN_LOCATIONS)
    assert set(tweaks) == {2, 3, 4}  # 1d3+1
    # 1d4 and 1d3 are uniform: no count is wildly off (240 draws); four takes the 3s too
    assert min(locs.values()) > 30 and min(tweaks.values()) > 30 and locs[4] > max(locs[5], locs[6])


def test_tweaks_hit_this_trips_people_places_and_maguffin():
    for i in range(1, 81):
        _, c = content_at("tweaks", f"trip/{i}")
        people = {p["name"] for p in c.people}
        places = {x["name"][:1].lower() + x["name"][1:] for x in c.locations} | \
            {x["name"] for x in c.locations}
        kinds = [t["kind"] for t in c.tweaks]
        assert kinds[:3] == ["character", "natural", "constructed"][:len(kinds)]
        assert len({t["target"] for t in c.tweaks}) == len(c.tweaks)
        for t in c.tweaks:
            if t["kind"] == "character":
                assert any(t["target"].startswith(n + " (") for n in people), t
            elif t["target"].endswith("(the maguffin)"):
                # its short form: the full phrase is printed only in the teaser, its own block
                # and where to find it (the audit's maguffin-phrase-repeated)
                short = c.maguffin.get("short") or c.maguffin["what"]
                assert t["target"] == f"{short[:1].upper() + short[1:]} (the maguffin)"
            else:
                assert any(t["target"].endswith(" at " + p) for p in places), t
            assert t["text"] == f"{t['target']}: {t['tweak']}"


def test_obstacles_events_and_roles_follow_the_mission():
    for i in range(1, 121):
        opp = [OPPOSITIONS[i % 9], OPPOSITIONS[(i * 4) % 9]]
        m, c = content_at("shape", f"trip/{i}", opposition=opp)
        want = list(dict.fromkeys(opp))
        assert c.opposition == want
        assert [o["opposition"] for o in c.obstacles] == want
        for o in c.obstacles:
            assert 1 <= o["dl"] <= 10 and o["text"].startswith(f"{o['opposition']} (DL {o['dl']}): ")
        hours = [e["hour"] for e in c.events]
        assert hours == sorted(hours) and hours[0] == 0 and hours[-1] == 23
        assert len(set(hours)) == len(hours)
        assert c.events[0]["kind"] == "arrival" and c.events[-1]["kind"] == "departure"
        assert c.locations[0]["name"][:1].lower() + c.locations[0]["name"][1:] in c.events[0]["text"] \
            or c.locations[0]["name"] in c.events[0]["text"]
        if m.mission_type == "Exploration":
            assert "No Intel" in c.complications  # automatic for exploration (the rules)
        roles = [p["role"] for p in c.people]
        if "Rival DayTrippers" in want:
            assert "The rival crew's captain" in roles
            captain = next(p for p in c.people if p["role"] == "The rival crew's captain")
            assert captain["name"] == c.rivals[0]["captain"]
            assert c.rivals[0]["status"] == "On this node today"
        assert c.locations[1]["role"] == "Where the maguffin is"
        assert c.maguffin["where"] == c.locations[1]["name"]
        assert c.people[1]["where"] == c.locations[1]["name"]
        lead_at = 1 if m.mission_type == "Emergency/Rescue" else 0
        if m.mission_type == "Sightseeing/Tourism":  # the paying tourists travel with the crew
            assert c.people[0]["where"].startswith("Travelling with the crew")
        else:
            assert c.people[0]["where"] == c.locations[lead_at]["name"]
        for p in c.people[1 if m.mission_type == "Sightseeing/Tourism" else 0:]:
            assert p["name"] in next(x["who"] for x in c.locations if x["name"] == p["where"])


# The node's own key person (a Dream World's dreamer, the person a time node's history depends
# on) is met even beyond the caller's count (content/people.people_for: READER-H, a key local
# nobody meets), so they are the one person a trip may have past it.
KEY_ROLES = {DREAMER, DREAMED_WRITER, "The person history depends on"}


def _counted(people: list[dict], n: int) -> int:
    """The people a trip has of the caller's ``n``: any past ``n`` must be the node's key person."""
    assert len(people) <= n + 1 and all(p["role"] in KEY_ROLES for p in people[n:]), people[n:]
    return min(len(people), n)


def test_npc_count_is_the_callers():
    for seed in ("npcs", "npcs-2", "npcs-3"):
        for n in (1, 3, 6):
            _, c = content_at(seed, "trip/1", npc_count=n)
            assert _counted(c.people, n) == n
            assert text_problems(c.to_dict()) == []
        for n, want in ((0, 1), (9, 6)):  # clamped to the 1-6 personas a trip can use
            assert _counted(content_at(seed, "trip/1", npc_count=n)[1].people, want) == want
    with pytest.raises(AssertionError):  # the check itself: a person past the count who is not key
        _counted([{"role": "The local who knows the ground"}] * 2, 1)


def _forced(node: str, i: int, seed: str = "nodes"):
    s = Stream(seed, f"trip/{i}")
    m = force_node(roll_mission(s), s, node)
    return m, content_for(m, s.child("content"))


@pytest.mark.parametrize("node", ["Known Planet", "Unknown Planet"])
def test_planet_profiles(node):
    keys = ["size", "gravity", "atmosphere", "hydrosphere", "biosphere", "population",
            "technology", "law", "locals", "sky", "hook"]
    for i in range(1, 41):
        _, c = _forced(node, i)
        d = c.node_details
        for k in keys:
            assert d[k], k
        g = float(d["gravity"].split(" g")[0])
        size = d["size"].split(":")[0]
        f = next(f for v, _, f in load("lists/planet_size").items if v == size)
        assert f["g_lo"] / 100 <= g <= f["g_hi"] / 100
        assert ("barn_records" in d) == (node == "Known Planet")
        assert ("which_universe" in d) == (node == "Unknown Planet")
        if d["population"].startswith("Nobody"):
            assert c.factions == []


def test_time_travel_details():
    seen = Counter()
    for i in range(1, 121):
        _, c = _forced("Time Travel", i)
        d = c.node_details
        past = d["direction"] == "Into the past"
        seen[past] += 1
        assert d["distance"].endswith(" back" if past else " ahead")
        odds = re.search(r"\((\d) in 6\)", d["paradox_risk"])
        if odds:  # a roll that can miss: on 1d6, at most 5 of the 6 faces bring a sign
            risk = int(odds.group(1))
            assert 1 <= risk <= 5 and ("on a 1" if risk == 1 else f"on {risk} or less") in d["paradox_rule"]
        else:  # the top risk is no roll at all: a roll "on 6 or less" on 1d6 never misses
            assert "(every change)" in d["paradox_risk"] and "no roll" in d["paradox_rule"]
        assert d["era"] and d["key_local"]
        assert any(p["role"] == "The person history depends on" for p in c.people)
    assert seen[True] > 30 and seen[False] > 30


def test_alternate_earth_details_follow_the_vectors():
    for i in range(1, 41):
        m, c = _forced("Alternate Earth", i)
        d = c.node_details
        assert re.match(r"^\d{3,4}: ", d["bifurcation"]) and d["the_world_now"]
        slipped = sorted(k for k in d if k.endswith("_slipped"))
        assert slipped == sorted(f"{v.vector.lower()}_slipped" for v in m.vectors)
        for v in m.vectors:
            assert d[f"{v.vector.lower()}_slipped"].startswith(f"{v.distance}: ")


def test_dream_world_details_follow_barker():
    kinds = Counter()
    for i in range(1, 121):
        m, c = _forced("Dream World", i)
        d = c.node_details
        label = d["kind_of_world"].split(", by Dr. Barker's theory")[0]  # (and who he is: round 25)
        kind = next(k for k in DREAM_KINDS if k[1] == label[:1].lower() + label[1:])
        kinds[kind[0]] += 1
        if "the writer " not in d["dreamer"]:
            assert kind[3], "only widely-read writers have story worlds"
        assert d["what_it_is"] and len([k for k in d if k.endswith("_slipped")]) == len(m.vectors)
        # a readers' dream is theirs: the writer in it is as they imagine them (cold read 10)
        collective = kind[0] in ("impressions", "kindred")
        assert d["dreamer"].startswith("the readers of ") == collective
        assert d["dreamer"].split(" of ")[-1] in d["summary"]
        role = DREAMED_WRITER if collective else "The dreamer, as they appear in their own world"
        dreamer = next(p for p in c.people if p["role"] == role)
        if "the writer " in d["dreamer"]:  # the class is the dreamer's job
            assert dreamer["class"] == "Gonzo Writer"
    assert len(kinds) == len(DREAM_KINDS)


def test_chao_details_have_an_hourly_flux_table():
    for i in range(1, 31):
        _, c = _forced("Multiversal Chao", i)
        d = c.node_details
        table = d["flux_table"]
        assert [t.split(". ", 1)[0] for t in table] == [str(n) for n in range(1, 7)]
        row = int(re.search(r"flux table row (\d)\)$", d["fluxing_now"]).group(1))
        assert d["fluxing_now"].startswith(table[row - 1].split(". ", 1)[1])
        assert "1d6" in d["how_it_changes"]


# --- paths and determinism --------------------------------------------------------------------


def test_each_slot_has_its_own_stream():
    """A different opposition changes the obstacles and a role, nothing else upstream (not
    Monster/Enemy or Wildlife/Animals: a beast needs a living world, so since round 12 those
    keep the biosphere rich; nor Dangerous People or War Zone, which make a world not peaceable)."""
    for i in range(1, 31):
        _, a = content_at("paths", f"trip/{i}", opposition=["Flux Storms"])
        _, b = content_at("paths", f"trip/{i}", opposition=["Technical Challenges"])
        for key in ("node_details", "client", "maguffin", "teaser", "rivals", "factions"):
            assert getattr(a, key) == getattr(b, key), key
        assert [x["name"] for x in a.locations] == [x["name"] for x in b.locations]
        assert [p["name"] for p in a.people][:2] == [p["name"] for p in b.people][:2]
        assert a.obstacles != b.obstacles


def test_same_stream_same_content_without_global_random():
    with global_random_forbidden():
        for i in range(1, 25):
            _, a = content_at("same", f"trip/{i}")
            _, b = content_at("same", f"trip/{i}")
            assert a.to_dict() == b.to_dict()
            for kind in PIECES:
                assert roll_piece(Stream("same", f"{kind}/{i}"), kind).to_dict() == \
                    roll_piece(Stream("same", f"{kind}/{i}"), kind).to_dict()


def test_content_is_the_same_in_another_process():
    code = ("import json,sys\n"
            "from generators.rules.board import roll_mission\n"
            "from generators.content import content_for\n"
            "from generators.rng import Stream\n"
            "out=[]\n"
            "for i in range(1,6):\n"
            "    s=Stream('🌀 cross', f'trip/{i}'); m=roll_mission(s)\n"
            "    out.append(content_for(m, s.child('content')).to_dict())\n"
            "sys.stdout.write(json.dumps(out, ensure_ascii=False, sort_keys=True))\n")
    runs = []
    for hashseed in ("1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=hashseed, TZ="Pacific/Kiritimati", LC_ALL="C")
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, env=env,
                           cwd=str(REPO), timeout=120)
        assert p.returncode == 0, p.stderr.decode()
        runs.append(p.stdout.decode("utf-8"))
    assert runs[0] == runs[1]
    here = [content_at("🌀 cross", f"trip/{i}")[1].to_dict() for i in range(1, 6)]
    assert json.loads(runs[0]) == json.loads(json.dumps(here, ensure_ascii=False, sort_keys=True))


# --- corpora --------------------------------------------------------------------------------


def test_sources_md_lists_every_corpora_file():
    text = (REPO / "corpora" / "SOURCES.md").read_text(encoding="utf-8")
    pattern = r"^\| `([^`]+)` \| [^|]+ \| [^|]+ \| ([^|]+?) \| ([^|]+?) \|$"
    rows = {m[0]: (m[1], m[2]) for m in re.findall(pattern, text, re.M)}
    files = sorted(p.relative_to(REPO / "corpora").as_posix()
                   for p in (REPO / "corpora").rglob("*.json"))
    missing = [f for f in files if f not in rows]
    assert missing == [], f"corpora/SOURCES.md has no row for {missing}"
    for f, (source, licence) in rows.items():
        assert (REPO / "corpora" / f).is_file(), f"SOURCES.md lists a missing file {f}"
        assert source.strip() and licence.strip()
        d = load(f.removesuffix(".json"))
        assert licence.strip() == d.licence, f


def test_content_corpora_have_sources_and_params():
    for g in CONTENT_GRAMMARS:
        d = load(f"grammars/{g}")
        assert d.source and d.licence and d.description
        assert isinstance(d.raw.get("params", []), list)
    for key in ("lists/given_names", "lists/family_names", "lists/authors", "lists/minor_planets"):
        d = load(key)
        assert "dariusk/corpora" in d.source and d.licence == "CC0 1.0"


def test_text_corpora_are_several_hundred_own_sentences():
    for name in TEXT_CORPORA:
        d = load(f"text/{name}")
        assert d.licence == "CC BY 3.0" and "own writing" in d.source
        items = d.values
        assert len(items) >= 300
        assert len(set(items)) == len(items)
        for s in items:
            assert s[:1].isupper() and s[-1] in ".!?" and "#" not in s and '"' not in s


def test_barn_rumours_are_whole_sentences():
    """Round 17 (cold read 25): the Markov chain joined two rumours' clauses with "and" ("Dr.
    Barker gave a lecture on slip safety, and the barn cat knows"); each rumour is now one whole
    sentence of the corpus (the field logs stay Markov)."""
    corpus = set(load("text/barn_rumours").values)
    rumours = [content_at("markov", f"trip/{i}")[1].node_details["overheard_in_the_barn"]
               for i in range(1, 61)]
    assert all(r in corpus for r in rumours) and len(set(rumours)) >= 45


# --- renderers ------------------------------------------------------------------------------


def test_renderers_print_every_slot():
    for i in range(1, 21):
        _, c = content_at("render", f"trip/{i}")
        text = content_text(c)
        md = content_markdown(c)
        for out in (text, md):
            assert "None" not in out and "((" not in out
            assert c.people[0]["name"].split('"')[0].strip() in out or c.people[0]["name"] in out
        for section in ("BIG BOARD TEASER", "NODE:", "CLIENT:", "MAGUFFIN:", "LOCATIONS",
                        "PEOPLE", "RIVAL CREWS", "FACTIONS", "OBSTACLES", "TIMELINE"):
            assert section in text
        # a realistic node (our Earth, an Alternate Earth) has no tweaks, and no empty heading
        assert ("SURREALISM TWEAKS" in text) == bool(c.tweaks)
        for e in c.events:
            assert e["when"] in text


def test_markdown_escapes_generated_text():
    _, c = content_at("escape", "trip/1")
    c.people[0]["name"] = "<script>alert(1)</script> [x](javascript:evil)"
    c.teaser = "*bold* <img src=x onerror=alert(1)>"
    md = content_markdown(c)
    assert "<script>" not in md and "<img" not in md and "](javascript" not in md
    assert "&lt;script&gt;" in md


# --- CLI ------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", PIECES)
def test_roll_pieces_every_format(kind):
    v = validator(kind)
    for args in ([], ["--node-type", "Dream World"], ["--weirdness", "d8"]):
        one = run_cli(["roll", kind, "--seed", "pieces", *args, "--format", "json"])
        assert one.code == 0, one.err
        obj = json.loads(one.out)
        v.validate(obj)
        if args[:1] == ["--node-type"]:
            assert obj["node_type"] == "Dream World"
        many = run_cli(["roll", kind, "--seed", "pieces", *args, "--count", "3", "--format", "json"])
        items = json.loads(many.out)
        assert len(items) == 3 and items[0] == obj
        text = run_cli(["roll", kind, "--seed", "pieces", *args])
        assert text.code == 0 and "reproduce: daytrip roll " + kind in text.out
        md = run_cli(["roll", kind, "--seed", "pieces", *args, "--format", "markdown"])
        assert md.code == 0 and "*Seed `pieces`. Reproduce with:*" in md.out


def test_roll_node_type_is_case_insensitive_and_reproducible():
    a = run_cli(["roll", "node", "--seed", "n", "--node-type", "multiversal chao"])
    assert a.code == 0, a.err
    assert "NODE: Multiversal Chao" in a.out
    assert "--node-type 'Multiversal Chao'" in a.out
    b = run_cli(["roll", "node", "--seed", "n", "--node-type", "Multiversal Chao"])
    assert a.out == b.out


@pytest.mark.parametrize("args", [
    ["roll", "node", "--seed", "x", "--node-type", "Swamp"],
    ["roll", "teaser", "--seed", "x", "--count", "0"],
    ["roll", "location", "--seed", "", "--count", "2"],
    ["audit", "--runs", "0"],
    ["audit", "--runs", "many"],
])
def test_bad_input_is_one_line_and_exit_2(args):
    res = run_cli(args)
    assert res.code == 2
    lines = res.err_lines
    assert len(lines) == 1 and lines[0].startswith("Error: ") and "Traceback" not in res.err


def test_audit_command_reports_counts_and_never_fired():
    res = run_cli(["audit", "--runs", "12", "--seed", "cli-audit"])
    assert res.code == 0, res.err
    assert "Grammar rules: " in res.out and "Never fired: " in res.out
    assert re.search(r"^\s+\d+\s+grammars/teaser origin#\d$", res.out, re.M)
    assert "runs: 12  seed: cli-audit" in res.out
    js = run_cli(["audit", "--runs", "6", "--seed", "cli-audit", "--format", "json", "--never-only"])
    d = json.loads(js.out)
    assert d["runs"] == 6 and isinstance(d["never"], list) and d["lines"]
    short = run_cli(["audit", "--runs", "6", "--seed", "cli-audit", "--never-only"])
    assert "Never fired: " in short.out and "grammars/teaser origin#" not in short.out.split("Never fired")[0]


def test_roll_commands_do_not_import_the_site_stack():
    code = ("import sys\n"
            "from generators.cli import main\n"
            "try:\n"
            "    main(['roll', 'teaser', '--seed', 'imports'])\n"
            "except SystemExit:\n"
            "    pass\n"
            "bad = [m for m in ('mkdocs', 'jinja2') if m in sys.modules]\n"
            "sys.stderr.write(repr(bad))\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=str(REPO), timeout=60)
    assert p.stderr.decode().strip().endswith("[]"), p.stderr.decode()


def test_help_has_examples():
    for cmd in (["roll", "node"], ["roll", "location"], ["roll", "maguffin"], ["roll", "teaser"],
                ["audit"]):
        res = run_cli([*cmd, "--help"])
        assert res.code == 0 and "Example:" in res.out and "daytrip " + " ".join(cmd) in res.out


def test_mission_slugs_cover_the_mission_table():
    assert set(MISSION_SLUGS) == {r.value for r in load("tables/mission_types").rows}
    assert set(NODE_TYPES) == {r.value for r in load("tables/node_types").rows}
    from generators.cli.content import NODE_TYPES as CLI_NODES

    assert set(CLI_NODES) == set(NODE_TYPES)
    assert set(OPPOSITIONS) == set(load("lists/oppositions").values)


def test_pack_overrides_a_content_grammar_and_stays_text(tmp_path):
    pack = tmp_path / "mypack"
    (pack / "grammars").mkdir(parents=True)
    (pack / "grammars" / "teaser.json").write_text(json.dumps({
        "description": "a pack teaser", "source": "test", "licence": "CC0 1.0", "kind": "grammar",
        "params": ["world", "client", "maguffin", "pay", "node"],
        "rules": {"origin": ["<b>PACKED</b> #world#: #maguffin# \\[x\\](javascript:go). #pay#."]}}),
        encoding="utf-8")
    res = run_cli(["roll", "teaser", "--seed", "pk", "--pack", str(pack)])
    assert res.code == 0, res.err
    assert "<b>PACKED</b>" in res.out and f"--pack {pack}" in res.out
    md = run_cli(["roll", "teaser", "--seed", "pk", "--pack", str(pack), "--format", "markdown"])
    assert "&lt;b&gt;PACKED" in md.out and "<b>" not in md.out and "](javascript" not in md.out
    plain = run_cli(["roll", "teaser", "--seed", "pk"])
    assert "PACKED" not in plain.out  # the pack is gone once the command ends


def test_bad_node_type_names_what_is_accepted():
    res = run_cli(["roll", "node", "--seed", "x", "--node-type", "swamp"])
    assert res.code == 2
    assert res.err_lines == [
        "Error: Invalid value for '--node-type': 'swamp' is not a node type; accepted: "
        "Multiversal Chao, Unknown Planet, Dream World, Alternate Earth, Time Travel, Known Planet"]


def test_nodes_without_natives_have_visitors_not_locals():
    seen = 0
    for i in range(1, 400):
        s = Stream("empty", f"trip/{i}")
        m = force_node(roll_mission(s), s, ("Unknown Planet", "Time Travel")[i % 2])
        c = content_for(m, s.child("content"))
        d = c.node_details
        empty = d.get("population", "").startswith("Nobody") or \
            d.get("key_local", "").endswith(("time-lost DayTripper", STRAY))
        if not empty:
            continue
        seen += 1
        assert c.factions == []
        assert not any("local" in p["role"].lower() for p in c.people), [p["role"] for p in c.people]
        if m.node_type == "Unknown Planet":
            assert not any("the locals" in x["description"] for x in c.locations)
    assert seen >= 5
