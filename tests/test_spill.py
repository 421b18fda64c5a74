"""The build's page store (generators/site/spill.py) gives back exactly what was put in."""

from generators.site.campaign import campaign_files
from generators.site.spill import SMALL, Spill


def test_spill_is_the_dict_it_replaces():
    d = {"b.md": b"x" * (SMALL + 5), "a.md": "short text", "c.md": b"tiny", "e.md": "\u2192" * 3000}
    s = Spill()
    for k, v in d.items():
        s[k] = v
    assert list(s) == list(d) and dict(s.items()) == d and len(s) == 4
    assert "b.md" in s and "z.md" not in s
    del s["c.md"]
    assert "c.md" not in s and s["b.md"] == d["b.md"]
    assert list(s.sort()) == ["a.md", "b.md", "e.md"]
    s.clear()
    assert len(s) == 0


def test_campaign_files_from_a_spill_are_the_same_bytes():
    pages = {"index.md": "# Board \u2192\n", "trips/trip-001.md": ("# Trip \u2026\n" * 400).encode(),
             "trips/trip-002.md": b"# small\n"}
    spill = Spill()
    for k, v in pages.items():
        spill[k] = v
    want = campaign_files(dict(pages))
    got = campaign_files(spill, consume=True)
    assert isinstance(got, Spill) and len(spill) == 0
    assert list(got) == list(want) and dict(got.items()) == want


def test_a_bad_page_path_is_refused_from_a_spill_too():
    import pytest

    from generators.errors import BadInput

    spill = Spill()
    spill["../x.md"] = b"y" * SMALL
    with pytest.raises(BadInput, match="relative posix path"):
        campaign_files(spill, consume=True)


def test_text_goes_to_disk_and_comes_back_as_text():
    s = Spill()
    long = "caf\u00e9 \u2192 " * SMALL
    s["a.md"] = long
    s.put_utf8("b.md", long.encode("utf-8"))
    assert s["a.md"] == long and s["b.md"] == long and "\u2192" in repr(s["a.md"])
    files = s.renamed("docs/")  # the build's files: UTF-8 bytes
    assert files["docs/a.md"] == long.encode("utf-8") == files["docs/b.md"]


def test_pickled_gives_back_what_went_in():
    from generators.site.spool import Pickled

    d = {"a.md": ("key", {"toc": [{"level": 1, "id": "x", "children": []}], "content": None}),
         "b.md": [{"location": "b.html#s", "title": "\u00c9t\u00e9", "text": "t" * 3000, "boost": 1.5}]}
    p = Pickled()
    for k, v in d.items():
        p[k] = v
    assert "a.md" in p and len(p) == 2 and p["b.md"] == d["b.md"]
    assert p.pop("a.md") == d["a.md"] and "a.md" not in p and p.pop("a.md", None) is None
    p.close()
    assert len(p) == 0


def test_streamed_search_index_is_materials_bytes(tmp_path):
    import json
    from pathlib import PurePath

    from generators.site.spool import SearchIndex

    config = {"lang": ["en"], "separator": "[\\s\\-]+", "pipeline": ["stemmer"], "fields": {}}
    pages = [[{"location": "index.html", "level": 1, "title": "Board \u2192", "text": "", "path": [],
               "tags": ["a"]}], [],
             [{"location": f"trips/trip-{i}.html#s", "level": 2, "title": "\"Q\" & <b>", "text": "x" * i,
               "path": ["Trips"], "boost": 1.0, "odd": PurePath("p")} for i in range(50)]]
    want = json.dumps({"config": config, "docs": [e for page in pages for e in page]},
                      separators=(",", ":"), default=str)
    path = tmp_path / "search_index.json"
    path.write_bytes(json.dumps({"config": config, "docs": []}, separators=(",", ":")).encode())
    index = SearchIndex()
    for page in pages:
        index.add(page)
    assert index.count == 51 and index.write(str(path))
    assert path.read_bytes() == want.encode("utf-8")
    path.write_text('{"config":{},"docs":[{"x":1}]}')  # Material wrote entries: not ours to touch
    assert not index.write(str(path))
    index.close()
