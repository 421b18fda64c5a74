"""Secrets and clues of a DayTrip: 6-10 facts the crew can learn (up to 14 with the secrets of
everyone the crew meet at a scene: brief r22 promises), each placed at scenes or with NPCs (the
three-clue rule: every fact needed to finish the mission has at least three clues, at least one
reachable from the start before the climax).

Facts, in order: where the maguffin is (needed), how to get past the climax's obstacle (needed;
written as a fact, "How to get past the people guarding X: ...", never the obstacle's line pasted
in), what the maguffin really is, the client's hidden motive, who lies (an NPC's secret; on a world
where nobody can lie, who keeps quiet, and no clue asks to catch a lie), the Mission Complications
(an NPC they name at the NPC's own place), the rival crew's aim, then the secrets of the others met
at a scene (up to MAX_FACTS, which no audit trip reaches: a secret no clue, scene or ending touches
is a promise the trip never pays).

Each clue has a ``source`` that can know its fact (KNOWS; consistency_clues.py) and a form that
can carry it (trip/clue_source.py, round 38: no camera shows a price): a trace, the lander's sensors,
locals overheard, an NPC, or the barn's intel (noted at the start scene). The client's secret is
the barn's or one who met the client's; a rival crew that lands later is known at the slip-in
point from their landing hour. Nobody who causes the trouble is a clue to where the maguffin is
or how to get past it, and nothing at the maguffin's place tells where it is.

Paths: ``play/clues/<fact id>`` (where its clues go and how each is found, corpora/trip/play_clues.json)."""

from __future__ import annotations

import re

from ..content.cast_facts import BROKERS as DEALERS, barn_of, favour, role_facts
from ..content.places import GUIDE_ROLE
from ..rng import Stream
from .clue_early import AHEAD, WARNS, early_first, in_time, warned_at
from . import clue_fit, parts
from ..text.english import unstutter
from .base import _cap
from .clue_cast import _causers, _met_client, _moved, _teller, barrier_use, gadgets_dead, named_in  # noqa: F401 (tests)
from .clue_carry import at_spot, spots, stale, unwritten, unworn
from .clue_say import say_all
from .clue_source import fact_kind  # what a carrier can know (round 38)
from .clue_secret import arrived_today, owner, secret_rule, clue_tells  # who can know a secret (round 29)
from .way_seen import way_seen  # a look at the ground shows only a way that is seen (r28-cold-d)
from .know_fit import aside, far_from_home, heard, homebound  # who never leaves; who overheard a way past (r37)
from .clue_self import mine as own_mark, secondhand
from .clue_leads import lead_clues
from .clue_forms import HELD, Dealt, _barrier, _forms, _held, _secret_said, deal_form, honest, one_line  # noqa: F401 (tests)
from .clue_idle import NEEDED, fact_for, idle_cast, spare_secret
from .clue_lines import UNTRUE, _fitting  # noqa: F401 (UNTRUE: read by the audit)
from .clue_price import PRICED, foe_side, frank, knows_about, no_price, reaches, temper
from .clue_quiet import keeps_quiet, told_openly
from .teller_voice import told_voice, voice_of
from .knowing import blockers, home_only, home_today, names_client  # noqa: F401 (read here too)
from .scenes import campaign_deck, fill, lines, lower_first as lower

MIN_FACTS, MAX_FACTS, NEEDED_CLUES = 6, 14, 3
KNOWER = re.compile(r"^knows\b", re.I)  # a secret that says its NPC knows something
GUIDE = GUIDE_ROLE  # a role that is a guide: the one the content keeps out of obstacles
# a trade's go-between set the deal up: they know where the trader is (content/people.py)
BROKERS = ("The go-between who set up the trade", "The go-between, another visitor who knows the trader")

# What each source can know, by the kind of fact (consistency_clues.fact_kind): sensors find
# places; the client's secret is the barn's or one who met them's; late rivals, from their hour.
KNOWS = {"where": ("trace", "sensor", "overheard", "npc"), "motive": ("npc",), "booking": ("npc",),
         "rival": ("trace", "overheard", "npc"), "keeper": ("trace", "overheard", "npc")}
ANY = ("trace", "overheard", "npc")

def _places(scenes: list[dict], cast: list[dict], before_climax: bool,
            who: set[str] | None = None, only: list[dict] | None = None) -> list[dict]:
    """Where a clue can be: every scene (but the climax, for a clue that leads there) and
    every NPC who is at one of those scenes (only those in ``who``, when given: never the
    one who causes the trouble; only those who met the client); ``only``: these scenes."""
    pool = [sc for sc in (only or scenes) if not (before_climax and sc["kind"] == "climax")]
    ids = {sc["place"]: sc for sc in pool}
    out = [{"kind": "scene", "at": sc["id"], "scene": sc["id"], "place": sc["place"],
            "dead": gadgets_dead(sc)} for sc in pool]
    out += [{"kind": "npc", "at": n["key"], "scene": ids[n["where"]]["id"], "npc": n["name"],
             "against": no_price(n.get("want")) or n.get("reach") or foe_side(n.get("role")), "knows": knows_about(n.get("want")),
             "frank": frank(n.get("want"), n.get("role")), "favour": favour(n.get("want")),
             "barn": n.get("barn", "unknown"), "met_client": "yes" if n.get("met_client") else "no",
             "voice": voice_of(n.get("manner"), n.get("role")),  # never whispers if loud (trip/teller_voice.py)
             "quiet": keeps_quiet(n.get("secret")),  # paid to say nothing: tells nothing freely
             "broker": "yes" if n.get("role") in DEALERS else "no"}  # never lets it slip (r28 roles)
            for n in cast if n["where"] in ids and (who is None or n["name"] in who)]
    return out

def _place(s: Stream, pool: list[dict], k: int, start: str | None) -> list[dict]:
    """``k`` placements from ``pool`` (one at the start scene first when asked), distinct
    while the pool lasts."""
    order = s.child("where").shuffled(pool)
    if start:  # one at the start, then elsewhere first (stable sorts keep the shuffle)
        first = next((p for p in order if p["scene"] == start), None)
        if first is not None:
            order.remove(first)
            order.sort(key=lambda p: p["scene"] == start)
            order.insert(0, first)
    picks = order[:k]
    while len(picks) < k and order:  # a small trip: a second clue at the same place, found another way
        picks.append(order[len(picks) % len(order)])
    return picks

def _clue(s: Stream, p: dict, n: int, used: set[str], facts: dict, allowed, slots: dict,
          after: str = "", kind: str = "", mine: set | None = None, own: set | None = None,
          here: str = "", fact: str = "") -> dict:
    fact = fact or fact_kind("", "", kind)  # the table's kind of the fact (trip/clue_source.py)
    mine = set() if mine is None else mine
    own = set() if own is None else own  # this fact's own (place, form) pairs
    if "favour" in p:  # an NPC's own facts: whether what they want can be done there and then,
        # whether they know the barn (its gossip) and the client (their name), content/cast_facts.py
        facts = dict(facts, favour=p["favour"], barn=p["barn"], met_client=p["met_client"], own="yes" if p.get("own") else "no",
                     broker="no" if p.get("own") else p.get("broker", "no"))  # own secret: may slip
    use = p.get("use") or p["kind"]
    facts = at_spot(facts, p["scene"])  # the place's own setting and kind (trip/clue_carry.py)
    # no fitting line: those read without facts (nobody overheard where nobody is), then any of the
    # use: never an empty pool (round 19); round 38: first only forms that carry the fact (clue_source.py)
    alone, away = facts.get("people") == "none", p["scene"] != here
    strict = _fitting(_forms(use, facts, kind, away, fact), p, facts, allowed, after)
    fits = strict or [x for x in _fitting(_forms(use, None, kind, away, fact), p, facts, allowed, after)
            if not (alone and x[1] == "overheard")] \
        or _fitting(_forms(use, None, "", False, fact), p, facts, allowed, after) or _forms(use, None, "", False, fact) \
        or _fitting(_forms(use, None), p, facts, allowed, after) or _forms(use, None)
    fits = unworn(fits, used) or fits  # one thing of a kind a trip (no three bags dropped in a hurry)
    fits = unwritten(fits, used, own) or fits  # and no wall of paper (round 25, trip/clue_carry.py)
    forms = [x for x in fits if x[0] not in used] or [x for x in fits if (p["at"], x[0]) not in mine] \
        or [x for x in fits if (p["at"], x[0]) not in own] or fits
    if p["kind"] == "npc":  # a teller keeps the temper of their first clue (clue_price.temper)
        had = {temper(f) for at, f in mine if at == p["at"]} - {""}
        forms = [x for x in forms if not (had and temper(x[0]) and temper(x[0]) not in had)] or forms
        if p.get("quiet"):  # paid to say nothing: never "says it all at once" (trip/clue_quiet.py)
            forms = [x for x in forms if not told_openly(x[0])] or [x for x in fits if not told_openly(x[0])] or forms
        forms = [x for x in forms if told_voice(x[0]) in ("", p.get("voice") or told_voice(x[0]))] or forms
        if not any(at == p["at"] and PRICED in f for at, f in mine):  # their want, the price of one
            forms = [x for x in forms if PRICED in x[0]] or [  # clue (cold read r23: a want printed
                x for x in fits if PRICED in x[0] and (p["at"], x[0]) not in mine] or forms  # that never mattered)
        if p.get("own"):  # their own secret, told as theirs: never sold nor passed on (trip/clue_self.py)
            forms = [x for x in forms if not secondhand(x[0])] or [x for x in fits if not secondhand(x[0]) and PRICED in x[0]] \
                or [x for x in fits if not secondhand(x[0])] or forms
    form, src = deal_form(s, use, forms, used, n)
    used.add(form)
    mine.add((p["at"], form))
    own.add((p["at"], form))
    slots = {**slots, "place": parts.inline(p.get("place", "")), "npc": p.get("npc", "")}
    how = _cap(fill(form, slots)) + (after if src != "intel" else "")
    # loose: no line here fits both the world and the fact (clues_for tries another place first)
    return {"at": p["at"], "kind": p["kind"], "scene": p["scene"], "how": how, "source": src, "loose": not strict}

def _intel(start: str, use: str) -> dict:  # a clue learnt at the barn before the slip (noted at the start scene)
    return {"kind": "scene", "at": start, "scene": start, "use": use}

def clues_for(trip, s: Stream, scenes: list[dict]) -> list[dict]:
    """[{id, fact, needed, clues: [{at, kind, scene, how, source}]}]."""
    m = parts.maguffin(trip)
    slots = {x["place"]: x for x in scenes}
    climax = scenes[-1]
    lost = parts.forgetful(trip)  # who has no memory to tell from
    world_facts = parts.facts(trip)
    cast = [dict(n, barn=barn_of(n["folk"], world_facts), reach=reaches(n.get("want"), m)) for n in parts.npcs(trip)
            if n["where"] in slots and not n["creature"] and n["name"] not in lost]
    facts: list[tuple[str, str, bool]] = []
    holder = m.get("held_by", "")
    what = m["what"] if parts.is_person(trip) else lower(m["what"])
    # a time or a sight is gone to, not found ("Where to find an afternoon in the garden")
    lead = "Where to go for" if parts.maguffin_kind(trip) in ("place", "event", "view") else "Where to find"
    if (trip.world or {}).get("maguffin_made") == "yes":  # nobody has it yet: it is made there
        lead = "Where to make"
    # a secret is learnt and a permission asked for, not found (cold read 25: "the local name")
    lead = {"secret": "Where to learn", "permission": "Where to ask for"}.get(
        (trip.world or {}).get("maguffin_form") if lead == "Where to find" else None, lead)
    where = parts.inline(climax["place"])
    asked = True  # whether finding it is a real question
    talks = next((c["text"] for c in trip.client_details if c["label"] == "The talks"), "")  # names it? (r31-a)
    if where.lower() in what.lower() or where.lower() in talks.lower():  # not "Where to go for the garden ...: the garden ..."
        # a way is known, not kept (cold read 23), nor "known to" a warden met only there (r28)
        where_fact = f"The way to {where}"
        # the job names the place, and on a map that is one line the way is the only path:
        # no needed clue hunt for it (cold read 25 a, j: "moot on a single path")
        asked = not one_line(scenes)
    else:
        where_fact = f"{lead} {what}: {where}" + (f", {_held(trip)} {holder}" if holder else "")
    facts.append(("where", where_fact + ".", asked))
    facts.append(("way", _barrier(trip, s.child("way", "shortcut"), climax["obstacle"],
                                  parts.inline(climax["place"]), climax["place"], scenes), True))
    short = m.get("who") or lower(m.get("short") or m["what"])  # the full phrase is said above
    facts.append(("truth", unstutter(f"The truth about {short}: {m['really']}"), False))
    c = parts.client(trip)
    if c["secret"]:
        facts.append(("motive", f"What the client is not telling the crew: {c['secret']}", False))
    person = parts.maguffin_person(trip)
    others = [n for n in cast if not person or n["key"] != person["key"]]
    no_lies = honest(trip)
    if others:
        liar = others[s.child("liar").below(len(others))]
        facts.append((f"lies-{liar['key']}", f"{liar['name']} "
                      + ("keeps quiet about something (nobody here can lie, but anyone can say nothing)"
                         if no_lies else "is hiding something") + f": {_secret_said(liar)}", False))
    places = [loc["name"] for loc in parts.locations(trip)]
    for comp in parts.complications(trip)[:2]:
        seen = next((e["text"] for e in trip.events if e["text"].startswith(comp + ":")), "")
        if any(x in seen for x in lines("clashes-travel")):
            seen = ""  # the paths say how long the walk is; the clock has this complication's tick
        facts.append((f"complication-{len(facts)}", _moved(seen, parts.npcs(trip), places)
                      or f"This job is {comp} (Mission Complication).", False))
    riv = parts.rivals(trip)
    if riv and riv[0]["goal"]:
        facts.append(("rival", f"{riv[0]['name']}: {riv[0]['goal']}.", False))
    # one whose secret says they know something is a source of it (round 15: "Knows one true thing about the tower" on a page where they told nothing): their secret is a fact
    for n in [n for n in cast if KNOWER.match(n.get("secret") or "")]:
        if not any(f[0] == f"lies-{n['key']}" for f in facts):
            facts.append((f"secret-{n['key']}", f"{n['name']}'s secret: {n['secret']}", False))
    # every secret of someone the crew meet is a fact while the page has room: a secret no
    # clue, scene or ending touches is a promise the trip never pays (brief r22 promises)
    for n in cast:
        if len(facts) >= MAX_FACTS:
            break
        if not any(f[0] in (f"lies-{n['key']}", f"secret-{n['key']}") for f in facts):
            facts.append((f"secret-{n['key']}", f"{n['name']}'s secret: {n['secret']}", False))
    for sc in scenes[:-1]:  # how past the other scenes' obstacles, while facts are few
        if len(facts) >= MIN_FACTS:
            break
        ob = sc["obstacle"]
        facts.append((f"way-{sc['id']}", f"Past the trouble at {parts.inline(sc['place'])}: "
                      f"{ob['way']}", False))
    facts = facts[:MAX_FACTS]
    start = scenes[0]["id"]
    facts_ = dict(parts.facts(trip), honest=no_lies, spots=spots(trip, scenes), way_seen=way_seen(facts))
    # who is at each scene: a clue heard from people needs someone there (needs "people: some")
    peopled = {sc["id"] for sc in scenes if any(n["where"] == sc["place"] for n in cast)}
    world = trip.world or {}
    tick = int(world.get("rivals_tick") or 0) if world.get("rivals") == "later" else 0
    fill_slots = {"client": parts.inline(c["short"]), "contact": c["contact"] or c["name"],
                  "rival": parts.inline(riv[0]["name"]) if riv else ""}
    out = []
    used: set[str] = Dealt(campaign_deck(s))  # the forms dealt so far, from the campaign's deck
    # (place, form) pairs told on this trip: the same line under two facts reads as a copy (cold read 8)
    mine: set = set()
    told: set[tuple[str, str]] = set()
    brokers = {n["name"] for n in cast if n["role"] in BROKERS}  # a go-between knows where the trader is (cold15)
    guides = {n["name"] for n in cast if GUIDE.search(n["role"])}  # they tell the way
    lead_ctx = None
    for fid, text, needed in facts:
        fs, told_here = s.child(fid), set()  # this fact's own (place, form) pairs
        kind = "secret" if fid.startswith(("lies-", "secret-")) else fid.split("-", 1)[0]
        sc = climax if fid == "way" else next((x for x in scenes if fid == f"way-{x['id']}"), None)
        trouble = _causers(trip, sc) if kind == "way" else _causers(trip, climax) if kind == "where" else set()
        who = {n["name"] for n in cast} - trouble
        only, after = None, ""
        if kind == "truth" and names_client(text, c["name"]):
            kind = "motive"  # the client's idea: as their secret
        # where the maguffin is, and who keeps it: tracks, scuffs and the lander's sensors
        # find a place, never a keeper's name (cold read 15: tracks that name who keeps a book)
        tells = "keeper" if kind == "where" and holder else clue_tells(kind, text, riv)  # (r34)
        allowed = KNOWS.get(tells, ANY)
        if kind == "motive":  # only someone who has met the client (their fact)
            who = {n["name"] for n in cast if _met_client(n, c)}
        elif tick and (kind == "rival" or riv and riv[0]["name"] in text):
            # their aim, or any fact that names them ("Bad Odds: Team Weasel and ... team up"):
            # known on the node near the slip-in point from the hour their tick fires (4 x tick,
            # the clock's hour for their landing), never before
            only, after = scenes[:1], f" (from hour {4 * tick}, once the rivals have landed)"
        # nor, for a needed fact, one whose secret keeps the crew away (after the motive's own
        # tellers are chosen: r10 review, the motive branch rebuilt ``who`` without this)
        who -= (blockers(cast) if needed else set()) | homebound(fid, text, cast, list(slots))  # (r37: never left)
        # the barn's own file, the briefing, a message from the client: only the barn and a
        # visitor from home know it, never a wall or a local (a client named for the barn,
        # "the Barn Safety Committee", is not the barn's file: any who met it may tell)
        barn = home_only(text, c["name"])
        if barn:  # only one who left the barn with the crew today (never a stranded DayTripper)
            who = {n["name"] for n in cast if n.get("folk") == "visitor" and home_today(n)} & who
        home = barn and kind == "complication"  # (a secret is also its own keeper's to tell)
        # "the client is wanted for fraud on three worlds": the barn, or one who met the client
        # (never a 1418 local, stop-4c1e27)
        met = kind == "complication" and not barn and names_client(text, c["name"])
        if met:  # (or the one the line says reveals it: "X shows the crew a wanted poster")
            who = {n["name"] for n in cast if _met_client(n, c) or n["name"] in text} & who
        # a complication is told before the climax, where it still matters (cold read 24: a tide learnt only at the
        # destination; 25 a: the Narrow Window told at the climax); where the maguffin is, never at its place (audit/524)
        who, people_only, unheard = secret_rule(fid, text, cast, c["name"], who)  # trip/clue_secret.py
        pool = _places(scenes, cast, before_climax=needed or kind in ("complication", "where"), who=who, only=only)
        # (but the one the complication names tells it wherever they are: it is theirs)
        full = _places(scenes, cast, before_climax=needed, who=who, only=only) if kind == "complication" else pool
        for p in pool:  # a long look from high ground: out of doors, at a way one path off
            p["high"] = clue_fit.high_ground(trip, scenes, p["scene"], sc if kind == "way" else None)
        if kind == "motive" or home or met or people_only:  # (a secret naming the client: people who met them)
            pool = [p for p in pool if p["kind"] == "npc"]
            full = [p for p in full if p["kind"] == "npc"]
        k = NEEDED_CLUES if needed else 1 + fs.child("count").below(2)
        if kind in ("motive", "rival") or home or met:  # the barn knows: a clue there first
            picks = [_intel(start, "intel:home" if home else
                            f"intel:{'rival' if kind == 'rival' else 'client'}")]
            own = _teller(trip, text, full, start) if met else None
            picks += [own] if own else []
            rest = [p for p in pool if p is not own]
            picks += _place(fs, rest, k - len(picks), None) if rest and k > len(picks) else []
        elif fid == "where" and world.get("mission") == "tourism":
            # a tour's "well-known and mapped destination" (the rules): the brochure says where
            # (and one at scene 1 as well: the barn is not scene 1, cold read 25)
            picks = [_intel(start, "intel:brochure")] + _place(fs, pool, k - 1, start)
        elif kind == "where" and (gb := next((p for p in pool if p["kind"] == "npc" and p["npc"] in brokers), None)):
            picks = [gb] + _place(fs, [p for p in pool if p is not gb], k - 1, start if needed else None)
        elif kind == "way" and (gds := [p for p in _places(scenes, cast, False, who=who & guides, only=only)
                                        if p["kind"] == "npc"]):
            # whoever's part is knowing the ground tells the way (brief r22 promises: "the local
            # who knows the ground" who never told the crew a way was a part never played); one
            # met only at the climax tells it there too, beside the clues before it
            early = [p for p in pool if p["kind"] == "npc" and p["npc"] in guides][:k]
            late = [p for p in gds if not any(q["kind"] == "npc" and q["npc"] == p["npc"] for q in pool)]
            picks = early + _place(fs, [p for p in pool if p not in early], k - len(early),
                                   start if needed else None) + late
        elif kind == "truth" and (own := next((p for p in pool if p.get("knows")), None)):
            picks = [own] + _place(fs, [p for p in pool if p is not own], k - 1, None)  # E-6
        elif kind == "secret" and (own := next((p for p in pool if p["kind"] == "npc" and p["at"] == fid.split("-", 1)[1]
                                                and KNOWER.match(re.sub(r"^\S+ (?=knows\b)", "",  # "Felio knows"
                                                                        text.split(": ", 1)[-1]))), None)):
            picks = [own] + _place(fs, [p for p in pool if p is not own], k - 1, None)  # the knower tells it
        elif kind == "complication" and (own := _teller(trip, text, full, start)):
            # "Destiny Stirling reveals that ...": the one the fact names is a source of it
            # (and, when they are at the climax, another before it)
            rest = [p for p in pool if p is not own]
            more = max(k - 1, int(own["scene"] == climax["id"])) if rest else 0
            picks = [own] + _place(fs, rest, more, None)
        else:
            picks = _place(fs, pool, k, start if needed else None)
        due = warned_at(text, scenes, WARNS + AHEAD) if kind == "complication" else None
        if due:  # told before the place (cold r22 a, d; r23: a War Zone, Bad Odds, a secret at risk)
            picks = early_first(picks, pool, scenes, due, text, lambda early: _place(fs.child("early"), early, 1, None)[0],
                                _intel(start, "intel:home"))
        got: list[dict] = []
        for i, p in enumerate(picks):  # a place whose every way is told already: another place
            spare = None  # else one not yet given for this fact
            for q in [p] + ([] if i == 0 and (p.get("npc") in brokers and kind == "where" or  # the go-between stays
                                              needed and start and p["scene"] == start) else  # a needed fact keeps scene 1
                            [x for x in pool if x is not p and (  # the go-between stays a source
                                # a warning's clue in time is swapped only for another in time
                                # while none is got yet (review r23: the early one went late)
                                not due or not in_time(p, scenes, due) or in_time(x, scenes, due)
                                or any(in_time(g, scenes, due) for g in got))]):
                cl = _clue(fs, own_mark(fid, q), i, used, *heard(facts_, allowed, aside(kind, q, sc, scenes), q["scene"] in peopled,
                                                                 unheard), fill_slots, after, tells, mine,
                         told_here, sc["id"] if sc and kind == "way" else "", fact_kind(fid, text, tells))
                worse = (98 if cl["loose"] else stale(cl, out, got)) if (cl["at"], cl["how"]) not in told else 99
                if not worse:  # a new kind of thing for the trip (round 25, trip/clue_carry.py)
                    break
                if (spare is None or worse < spare[0]) and not any((cl["at"], cl["how"]) == (x["at"], x["how"]) for x in got):
                    spare = (worse, cl)  # else the least worn, the first of those
            else:  # every way left repeats a carrier: a fact with its clue already lists fewer
                if spare and got and (not needed or len(got) >= 3) and (not due or any(in_time(g, scenes, due) for g in got)) \
                        and not (kind == "complication" and all(g["scene"] == climax["id"] for g in got)):
                    continue  # (a complication told only at the climax keeps a worn one before it)
                cl = spare[1] if spare else cl
            if any((cl["at"], cl["how"]) == (x["at"], x["how"]) for x in got):
                continue  # one place and one way only: a fact lists it once (fewer clues)
            told.add((cl["at"], cl["how"]))
            got.append(cl)
        if fid == "where":  # its lead-scene clues come last (below), after every fact's own
            lead_ctx = (fs, pool, dict(facts_), allowed, dict(fill_slots), after, tells, told_here, got)
        # (a clue learnt at the barn is noted at the start scene, but is not found there:
        # the page promises one at scene 1 itself, cold read 25)
        for q in ([] if not needed or any(x["scene"] == start and x["source"] != "intel" for x in got) else pool):
            if q["scene"] == start:  # a needed fact from the start: anyone or anything there
                cl = _clue(fs, own_mark(fid, q), len(got), used, *heard(facts_, allowed, aside(kind, q, sc, scenes), start in peopled),
                           fill_slots, after, tells, mine, told_here, sc["id"] if sc and kind == "way" else "", fact_kind(fid, text, tells))
                if (cl["at"], cl["how"]) not in told:
                    told.add((cl["at"], cl["how"]))
                    got.insert(0, cl)
                    break
        out.append({"id": fid, "fact": text if text.endswith((".", "!", "?")) else text + ".",
                    "needed": needed, "clues": got})
    if lead_ctx:
        lead_clues(_clue, out, scenes, peopled, used, mine, told, *lead_ctx)
    _idle_clues(trip, s, scenes, cast, out, facts_, fill_slots, used, mine, riv, c)
    [cl.pop("loose", None) for f in out for cl in f["clues"]]  # (round 38: a mark of the draw only)
    say_all(out)  # what each clue found at a scene tells (round 25, trip/clue_say.py)
    return out

def _idle_clues(trip, s, scenes, cast, out, facts_, fill_slots, used, mine, riv, c) -> None:
    """Each NPC with nothing else to do tells one fact they may know (trip/clue_idle.py)."""
    ids = {x["id"]: x for x in scenes}
    ok = (lambda f: not (names_client(f["fact"], c["name"]) or home_only(f["fact"], c["name"]) or riv and riv[0]["name"] in f["fact"] or arrived_today(owner(f["id"], cast))))
    places = [x["place"] for x in scenes]  # (no far fact for one who never leaves: r37, audit/648)
    for n in idle_cast(trip, scenes, cast, out):
        near = (lambda f, n=n: not far_from_home(n, f["id"], f["fact"], cast, places))
        f = fact_for(n, out, lambda sid: _causers(trip, ids.get(sid)) if sid in ids else set(), lambda f, near=near: ok(f) and near(f))
        if f is None and n["name"] not in blockers(cast):  # one more source of a needed fact
            f = fact_for(n, out, lambda sid: _causers(trip, scenes[-1]), near, kinds=NEEDED, needed=True)
        f = None if f and f["id"] == "where" and n["where"] == scenes[-1]["place"] else f  # (guide-at-goal)
        if f is None and n["where"] == scenes[-1]["place"] and n["name"] not in blockers(cast):
            # at the climax: how past its trouble, told there (never where it is: they are in it)
            f = fact_for(n, out, lambda sid: _causers(trip, scenes[-1]), near, kinds=("way",), needed=True)
        p = next((q for q in _places(scenes, cast, bool(f and f["needed"] and f["id"] == "where"),
                                     who={n["name"]}) if q["kind"] == "npc"), None)
        if f is None and p is not None and len(out) < MAX_FACTS:  # nothing else: another's secret
            f = spare_secret(n, cast, out, lambda f, near=near: ok(f) and near(f))
            out += [f] if f else []
        if f is None or p is None:
            continue
        kind = f["id"].split("-", 1)[0]
        tells = "secret" if kind in ("lies", "secret") else \
            "keeper" if kind == "where" and parts.maguffin(trip).get("held_by") else kind
        cl = _clue(s.child("idle", n["key"]), own_mark(f["id"], p), len(f["clues"]), used, dict(facts_, people="some"),
                   KNOWS.get(tells, ANY), fill_slots, "", tells, mine, set(),
                   (f["id"].split("-", 1)[1] if "-" in f["id"] else scenes[-1]["id"]) if kind == "way" else "",
                   fact_kind(f["id"], f["fact"], tells))
        f["clues"].append(cl)
