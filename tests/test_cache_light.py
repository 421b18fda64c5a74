"""The page cache's light read (generators/site/htmlcache.py ``Cache.get(light=True)``): a
rebuild's parent process reads every page's record without decoding its HTML, and gets
exactly what reading it whole and dropping the HTML and search entries gives
(fastjobs._light), never a record the whole read would refuse."""

from __future__ import annotations

import json

from generators.site import htmlcache
from generators.site.fastjobs import _light

KEY = "ab" + "0" * 62


def _record(content: str) -> dict:
    return {"content": content, "toc": [{"level": 1, "id": "x", "name": "X", "children": []}],
            "title": "A \"quoted\",\"content\":\"title", "anchors": ["x"],
            "links": {"trips/a.md": {"b": True}},
            "search": {"key": "k", "entries": [{"location": "a.html", "title": "A", "text": "t"}]}}


def test_light_is_the_whole_record_lightened(tmp_path):
    cache = htmlcache.Cache(tmp_path)
    for content in ("<p>plain</p>", "", '<p>,"content":"x</p>\n', "<a href=\"tags/#/slug\">t</a>"):
        record = _record(content)
        assert cache.put(KEY, record)
        assert cache.get(KEY) == record
        assert cache.get(KEY, light=True) == _light(record, True)


def test_records_written_the_old_way_are_read_whole(tmp_path):
    cache = htmlcache.Cache(tmp_path)
    record = _record("<p>old</p>")
    path = tmp_path / KEY[:2] / f"{KEY}.json"
    path.parent.mkdir(parents=True)
    for text in (json.dumps(record), json.dumps(record, separators=(",", ":"), ensure_ascii=False)):
        path.write_text(text, "utf-8")
        assert cache.get(KEY, light=True) == _light(record, True)


def test_a_broken_record_is_a_miss_read_light_too(tmp_path):
    cache = htmlcache.Cache(tmp_path)
    cache.put(KEY, _record("<p>x</p>"))
    path = tmp_path / KEY[:2] / f"{KEY}.json"
    good = path.read_bytes()
    bad_search = good.replace(b'"entries":[', b'"entries":{"no":[').replace(b'}]},"content"', b'}]}},"content"')
    for data in (good[:-1], good[:40], b"", b"[]", bad_search, good.replace(b'"toc":[', b'"toc":{"a":[', 1)):
        path.write_bytes(data)
        assert cache.get(KEY, light=True) is None and cache.get(KEY) is None
