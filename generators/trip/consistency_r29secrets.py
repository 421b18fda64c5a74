"""The consistency audit's round-29 rules on secrets: kept secret, and told only by those who
can know them (issue 10, cold readers of algorithm-26 trips). Registered in
generators/trip/consistency_r29.py; tests/test_r29_secrets.py feeds each rule a broken trip.

- ``secret-open``: an NPC's secret is not printed openly on the same page. Its own words (its
  first clause, names aside, five words or more) are in no place line, scene read-aloud or
  "what is here", event, start or NPC's public entry; and a secret of hiding something from
  everyone ("Has been hiding the survey officer from everyone, including the crew") is not kept
  by one the page names as its holder (the maguffin "held by" them, or their own want to keep
  it: hang audit/298 under algorithm 26).
- ``carrier-cannot-know``: a thing found at a scene that tells what a person is hiding is a
  thing made to carry words or a record (a letter, a note, a diary, a ledger, a list, a
  recording, a photograph), never an everyday object with a few words on it (a hat, a sandal,
  a comb, a spoon, a tag on a sack: corpora/trip/play_clues.json ``knows`` keeps ``secret`` off
  them); and the secret of someone who came to the node today (the rival crew's captain, a
  paying tourist) is not overheard from locals nor passed on by another NPC: nobody here has
  known them long enough (trip/clue_secret.py).
- ``era-local-knows-client``: the barn's client is known to the barn, the client's people and
  whoever has met them (an NPC's ``met_client`` fact); a secret that names the client is told
  only by its owner or one who met the client (never locals overheard or a thing at a scene,
  in another era or on another world), and a local who never met the client has no secret
  that names them ("Is paid by a rival of the client's" on a dream world, hang audit/230).
"""

from __future__ import annotations

import re

from .clue_kinds import carrier
from .clue_secret import arrived_today, owner
from .hazards import masked
from .knowing import names_client

RULES = ("secret-open", "carrier-cannot-know", "era-local-knows-client")

# words on a thing, and the things made to carry words or a record
WORDS = re.compile(r"\ba few words\b|\ba word or two\b|\bwords\b|\ba few lines\b", re.I)
RECORD = re.compile(r"\b(letters?|notes?|notebook|diary|ledger|log|lists?|messages?|recorders?|recording|"
                    r"photo(graph)?s?|postcard|receipt|bill of sale|playbill|notice|poster|newspaper|books?|"
                    r"bookmark|wax tablet|slate|envelope|map|reminder|sheet|pages?|ticket stub|scrap of paper|"
                    r"data card|file)\b", re.I)
HIDES = re.compile(r"\bhiding (.+?) from (?:everyone|the crew)\b", re.I)
KEEPS = re.compile(r"\b(keep|hold|hide)\b", re.I)
STOP = frozenset("the a an of to and in at on for with by from is are was it its their they them this that as be "
                 "who what or not but has have had one here there crew".split())


def _names(trip: dict) -> list[str]:
    out = [loc["name"] for loc in trip.get("locations") or []] + [n["name"] for n in trip.get("npcs") or []]
    out += [f["name"] for f in trip.get("factions") or []] + [r["name"] for r in trip.get("rivals") or []]
    m = trip.get("maguffin") or {}
    out += [trip.get("client") or ""] + [m.get(k) or "" for k in ("what", "short", "who")]
    out += list((trip.get("short_names") or {}).values())
    out += [d["text"] for d in (trip.get("node") or {}).get("details") or [] if d.get("label") == "Name"]
    return sorted({x for x in out if x and len(x) > 2}, key=lambda n: (-len(n), n))


def _plain(text: str, names: list[str]) -> str:
    """``text`` in lower case, names taken out, one space between words."""
    low = text.lower()
    for x in names:
        low = low.replace(x.lower(), " ~ ")
    return " ".join(re.findall(r"[a-z'~]+", low))


def open_lines(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the page's open lines a secret must stay out of."""
    out = [(f"location/{x['name']}", f"{x.get('text', '')} {x.get('sensory') or ''}") for x in trip.get("locations") or []]
    out += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    st = trip.get("start") or {}
    out += [("start", st.get("read_aloud") or "")]
    for sc in trip.get("scenes") or []:
        out += [(f"scene/{sc['number']}/{k}", sc.get(k) or "") for k in ("read_aloud", "gm")]
    out += [(f"npc/{n['name']}", " ".join(n.get(k) or "" for k in ("role", "look", "manner", "want")))
            for n in trip.get("npcs") or []]
    return [(w, t) for w, t in out if t.strip()]


def _clause(secret: str) -> str:
    """A secret's first clause (before ", and" or a semicolon)."""
    return re.split(r", and |; |: ", secret)[0]


def _secret_open(trip: dict, bad) -> None:
    names = _names(trip)
    lines = [(w, _plain(t, names)) for w, t in open_lines(trip)]
    m = trip.get("maguffin") or {}
    held = (m.get("held_by") or "").split(" (")[0]
    things = [x.lower() for x in (m.get("what"), m.get("short"), m.get("who")) if x]
    for n in trip.get("npcs") or []:
        secret = n.get("secret") or ""
        said = _plain(_clause(secret), names)
        words = said.split()
        if len(words) >= 5 and len(set(words) - STOP - {"~"}) >= 3:
            for where, text in lines:
                if f" {said} " in f" {text} ":
                    bad("secret-open", f"npc/{n['name']}: their secret {secret[:60]!r} is open in {where}")
        if hid := HIDES.search(secret):
            x = hid.group(1).lower()
            if held == n["name"] and any(x in t or t in x for t in things):
                bad("secret-open", f"npc/{n['name']}: hides {x!r} from everyone, and the maguffin is held by them")
            elif KEEPS.search(n.get("want") or "") and x in (n.get("want") or "").lower():
                bad("secret-open", f"npc/{n['name']}: hides {x!r} from everyone, and wants openly to keep it")


def check_r29secrets(trip: dict, world: dict, every, bad) -> None:
    _secret_open(trip, bad)
    npcs = [n for n in trip.get("npcs") or [] if not n.get("creature") and n.get("source") != "creature"]
    client = trip.get("client") or ""
    by_key = {n.get("key"): n for n in npcs}
    # a place named for the client ("the Company's Victory Museum") is no word of the client (audit/573)
    spots = [x.get("name") or "" for x in trip.get("locations") or []]
    unplaced = (lambda t: masked(t or "", spots))  # (trip/hazards.py)
    for f in trip.get("clues") or []:
        n = owner(f["id"], npcs)
        if n is None:
            continue
        about_client = names_client(unplaced(f["fact"]), client)
        for x in f.get("clues") or []:
            src, teller = x.get("source"), by_key.get(x.get("at"))
            if src == "trace" and WORDS.search(carrier(x["how"])) and not RECORD.search(carrier(x["how"])):
                bad("carrier-cannot-know", f"clue/{f['id']}: {carrier(x['how'])[:60]!r} is no thing to tell "
                                           f"what {n['name']} is hiding")
            if arrived_today(n) and (src == "overheard" or src == "npc" and teller is not n):
                who = "locals overheard" if src == "overheard" else teller and teller["name"]
                bad("carrier-cannot-know", f"clue/{f['id']}: {who} cannot know the secret of {n['name']} "
                                           f"({n['role']}), here since today")
            if about_client and src != "intel" and not (src == "npc" and teller is not None and (
                    teller is n or teller.get("met_client"))):
                bad("era-local-knows-client", f"clue/{f['id']}: {carrier(x['how'])[:50]!r} cannot know "
                                              f"the client, whom {n['name']}'s secret names")
    for n in npcs:
        if n.get("folk") == "local" and not n.get("met_client") and names_client(unplaced(n.get("secret")), client):
            bad("era-local-knows-client", f"npc/{n['name']}: a local who never met the client has a secret "
                                          f"that names them: {n['secret'][:60]!r}")
