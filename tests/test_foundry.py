"""`daytrip export foundry DIR`: Foundry VTT import files that match the document shapes
of Foundry's API documentation (generators/schema/foundry-*.schema.json), with every
GM-only block inside a <section class="secret"> (Foundry shows those to the GM only)."""

from __future__ import annotations

import json
from html.parser import HTMLParser

from conftest import run_cli

from generators.schema import validator
from generators.trip.code import code_for, trip_for_code


class _Secrets(HTMLParser):
    def __init__(self):
        super().__init__()
        self.depth = 0
        self.inside: list[str] = []
        self.outside: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "section" and ("class", "secret") in attrs or self.depth and tag == "section":
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "section" and self.depth:
            self.depth -= 1

    def handle_data(self, data):
        (self.inside if self.depth else self.outside).append(data)


def test_export_writes_documents_in_foundrys_shapes(tmp_path):
    out = tmp_path / "c"
    assert run_cli(["build", "--seed", "slip-n-slide", "--missions", "2", "--no-html",
                    "--out", str(out)]).code == 0
    r = run_cli(["export", "foundry", str(out)])
    assert r.code == 0, r.err
    root = out / "foundry"
    journals = sorted((root / "journal").glob("*.json"))
    tables = sorted((root / "tables").glob("*.json"))
    actors = sorted((root / "actors").glob("*.json"))
    assert len(journals) == 2 and tables and actors
    for kind, files in (("journal", journals), ("rolltable", tables), ("actor", actors)):
        v = validator(f"foundry-{kind}")
        ids = set()
        for f in files:
            doc = json.loads(f.read_text(encoding="utf-8"))
            v.validate(doc)
            assert doc["_id"] not in ids
            ids.add(doc["_id"])
            for res in doc.get("results", []):
                assert res["range"][0] <= res["range"][1]
    # one page per section of the trip; the GM-only text only inside secret sections
    trip = trip_for_code(code_for("slip-n-slide", 1))
    doc = json.loads(journals[0].read_text(encoding="utf-8"))
    names = [p["name"] for p in doc["pages"]]
    assert {"The maguffin", "NPCs", "Scenes"} <= set(names)
    parser = _Secrets()
    for p in doc["pages"]:
        parser.feed(p["text"]["content"])
    inside, outside = " ".join(parser.inside), " ".join(parser.outside)
    for secret in [n.secret.rstrip(".") for n in trip.npcs] + [trip.maguffin["really"].rstrip(".")]:
        assert secret in inside and secret not in outside, secret
    # the export is reproducible: the same bytes again
    before = {f: f.read_bytes() for f in root.rglob("*.json")}
    assert run_cli(["export", "foundry", str(out)]).code == 0
    assert before == {f: f.read_bytes() for f in root.rglob("*.json")}


def test_export_of_a_folder_without_a_lock_is_one_line_exit_2(tmp_path):
    r = run_cli(["export", "foundry", str(tmp_path)])
    assert r.code == 2 and "daytrip.lock" in r.err
