"""The client who posted the mission, as facts before words: who the client is (a person,
a group, a company, an institution, a government office: the world fact ``client``, rolled
before the maguffin's why and the client's secret), then its name, contact, manner, pay and
what it is not telling the crew; and whether the node's details say nobody can lie there
(the ``honest`` fact the cast's lines are drawn for).

Paths: <client>/{kind,culprit}, <client>/{name,contact,manner,hidden}.
"""

from __future__ import annotations

from ..errors import GrammarError
from ..needs import fits
from ..rng import Stream
from .common import DECK, MISSION_SLUGS, distinct_name, gx, gx_about, human_name, mission_family
from .client_motive import roll_motive
from .maguffin import pay_words


def _fits_seats(nd, facts: dict) -> bool:
    """``fits`` for a client's name before a tour's ``seats`` is rolled: the name fits with
    some way of getting a seat (rolled next, from what the name allows: roll_seats)."""
    from ..needs import VALUES

    if facts.get("mission") != "tourism" or facts.get("seats"):
        return fits(nd, facts)
    return any(fits(nd, dict(facts, seats=v)) for v in VALUES["seats"])


def client_kind(mission, s: Stream, facts: dict) -> str:
    """Who the client is (``world.client``: needs.VALUES["client"]), one fact rolled before
    the maguffin's why and the client's secret: a kind of client the mission's names
    (corpora/grammars/org.json ``client_<mission>``, each ``needs: client: <kind>``) have
    for this world, weighted by how many of them fit, so a name is as likely as before."""
    from ..data import load
    from ..needs import VALUES

    g = load("grammars/org")
    sym = f"client_{MISSION_SLUGS[mission.mission_type]}"
    weights = []
    for kind in VALUES["client"]:
        here = dict(facts, client=kind)
        # (the tie is rolled next, from the names of the kind: a name fits with any tie)
        n = sum(1 for nd in g.rule_needs.get(sym, ()) if nd and any(
                _fits_seats(nd, dict(here, client_tie=t)) for t in VALUES["client_tie"])
                and any(c[1] == "client" for c in nd if len(c) > 1))
        if n:
            weights.append((kind, n))
    if not weights:
        raise GrammarError(f"corpora/grammars/org.json: no {sym} fits this world")
    kind = s.weighted(weights)
    s.note("client kind", kind)
    return kind


def client_tie(mission, s: Stream, facts: dict) -> str:
    """How the client is tied to the job's people (``world.client_tie``), rolled with the
    client before the maguffin's why: a tie the mission's names of this kind declare
    (``needs: client_tie: kin``), weighted by how many declare it; "none" when no name does
    (a why that says "it is family" needs kin: cold read 9, a band manager's family)."""
    from ..data import load
    from ..needs import VALUES

    g = load("grammars/org")
    sym = f"client_{MISSION_SLUGS[mission.mission_type]}"
    weights = []
    for tie in VALUES["client_tie"]:
        n = sum(1 for nd in g.rule_needs.get(sym, ()) if nd and _fits_seats(nd, dict(facts, client_tie=tie))
                and any(c[1] == "client_tie" for c in nd if len(c) > 1))
        if n:
            weights.append((tie, n))
    if not weights:
        return "none"
    tie = s.weighted(weights)
    s.note("client tie", tie)
    return tie


def roll_client(mission, s: Stream, world, facts: dict) -> None:
    """The client's facts, before any line about the client or the maguffin's why: who the
    client is (``world.client``, at ``<client>/kind``) and who has already wronged the
    maguffin: sold or promised it to someone else, or stranded the person to rescue
    (``world.culprit``: the client, its keeper or nobody, never both; at ``<client>/culprit``)."""
    dealt = dealt_client(mission, s, facts)
    if dealt is not None:  # the board's deal: the name first, its kind and tie from its needs
        world.extra["client_name"], world.client, world.client_tie, said = dealt
        s.note("client kind", world.client)
        s.note("client tie", world.client_tie)
    else:
        world.client = client_kind(mission, s.child("kind"), facts)
        world.client_tie = client_tie(mission, s.child("tie"), dict(facts, client=world.client))
    # a rescue's client owed money (the landlord owed three months' rent) pays to be paid, and
    # never stranded the one who owes it (round 36, cold read: the landlord "wants a crew on it"
    # beside "left behind on purpose, by the client"): someone else wronged them, or nobody
    owed = world.mission == "rescue" and world.client_tie == "money"
    world.culprit = s.child("culprit").choice(["keeper", "nobody"] if owed else ["client", "keeper", "nobody"])
    s.note("maguffin wronged by", world.culprit)
    roll_seats(mission, s.child("seats"), world)
    if world.mission == "rescue":  # one cause of the stranding: the culprit's, or nobody's
        world.stranded_by = world.culprit if world.culprit != "nobody" else \
            s.child("stranded").choice(["own", "barn", "chance"])
        s.note("stranded by", world.stranded_by)
    roll_motive(s, world)
    # one time in twelve the contact is an assistant acting alone (``<client>/contact``); a
    # client who is the missing person's kin speaks for themselves (cold read 18: "a mother
    # who has been sleeping in the barn's parking lot" and her assistant)
    world.contact = "assistant" if world.client_tie != "kin" and s.child("contact").below(12) == 0 \
        else "client"
    if dealt is not None and dealt[3]:  # the dealt name says who speaks for it ("will not give a name")
        world.contact = dealt[3]


def roll_seats(mission, s: Stream, world) -> None:
    """How a tour's tourists got their seats (``world.seats``: bought, gift or club), after the
    client and before any line about the seats: among the ways the client's name allows (its
    ``needs: seats: ...`` in corpora/grammars/org.json; the board's dealt name, else every
    name of the client's kind), so the name, the why, the client's secret and the tourists'
    secrets tell one story (r23-cold-h, r23-cold-i)."""
    from ..data import load
    from ..needs import VALUES

    if world.mission != "tourism":
        return
    g = load("grammars/org")
    sym = f"client_{MISSION_SLUGS[mission.mission_type]}"
    names, needs = g.rules.get(sym, []), g.rule_needs.get(sym, ())
    here = world.facts()
    said = world.extra.get("client_name")
    rows = [needs[j] if j < len(needs) else None for j, n in enumerate(names)
            if said is None or str(n) == said]
    ways = [v for v in VALUES["seats"] if any(fits(nd, dict(here, seats=v)) for nd in rows)]
    if not ways:
        raise GrammarError(f"corpora/grammars/org.json: no {sym} allows any seats for this client")
    world.seats = s.choice(ways)
    s.note("seats", world.seats)


def _said(needs, fact: str) -> str | None:
    """The one value a name's ``needs`` give ``fact`` (``client: person``), or None."""
    vals = [c[3] for c in needs or () if c[0] == "set" and c[1] == fact and c[2]]
    return next(iter(vals[0])) if len(vals) == 1 and len(vals[0]) == 1 else None


def dealt_client(mission, s: Stream, facts: dict) -> tuple[str, str, str, str | None] | None:
    """(name, kind, tie, contact) of the client this trip takes in its board's deal (content/board_deal.py:
    two trips of one board of the same mission type post different clients; cold read 26):
    the names of corpora/grammars/org.json ``client_<mission>`` that fit this world with the
    kind and tie their own ``needs`` say (a name without a tie: "none"). Each name is as likely
    as before (the kind was weighted by its fitting names, then a name of the kind drawn).
    ``contact``: the one its needs say (an anonymous name: "assistant"), else None.
    None outside a trip's content (no Deck: no trip path)."""
    from .. import audit
    from ..data import load
    from .board_deal import board_deal

    deck = DECK.get()
    if deck is None or not deck.root:
        return None
    g = load("grammars/org")
    sym = f"client_{MISSION_SLUGS[mission.mission_type]}"
    names, needs = g.rules.get(sym, []), g.rule_needs.get(sym, ())

    def ways(j):
        nd = needs[j] if j < len(needs) else None
        kind, tie = _said(nd, "client"), _said(nd, "client_tie") or "none"
        contact = _said(nd, "contact")  # a client who gives no name speaks through an assistant (r28)
        return (kind, tie, contact) if kind and _fits_seats(
            nd, dict(facts, client=kind, client_tie=tie, contact=contact or "client")) else None

    j = board_deal(s.seed, f"org/{sym}", len(names), ways, deck.root)
    if j is None:
        return None
    if audit._active:
        audit.rule_fired(g.key, sym, j)
    return (str(names[j]), *ways(j))


def honest_node(details) -> str:
    """"yes" when the node's details say nobody there can lie (a behaviour slip; the
    ``honest`` lines of corpora/trip/play_clues.json), else "no": the ``honest`` fact the
    cast's lines are drawn for (nobody lies, or will lie, where nobody can)."""
    from ..data import load

    text = " ".join(str(v) for v in (details.values() if isinstance(details, dict) else details))
    forms = [v.lower() for v, _, f in load("trip/play_clues").items if f.get("use") == "honest"]
    return "yes" if any(x in text.lower() for x in forms) else "no"


def _shorts() -> dict[str, str]:
    """Every client name's short form (corpora/lists/client_short.json), checked against
    the names corpora/grammars/org.json can draw: a name without a short form (or a short
    form of no name) is a data error at load, not a full name pasted nine times on a page."""
    from ..data import load
    from ..errors import DataError

    if not _SHORT:
        rows = {v: str(f.get("short") or "") for v, _, f in load("lists/client_short").items}
        rules = load("grammars/org").rules
        names = {e for slug in MISSION_SLUGS.values() for e in rules.get(f"client_{slug}", [])}
        if names - set(rows) or set(rows) - names or not all(rows.values()):
            raise DataError("corpora/lists/client_short.json", None, f"client names without a short form "
                            f"{sorted(names - set(rows))}, short forms of no client {sorted(set(rows) - names)}")
        _SHORT.update(rows)
    return _SHORT


_SHORT: dict[str, str] = {}


def party_ages(client: str | None) -> list[str] | None:
    """The age bands of a tour party's paying tourists that ``client`` (its full or short name)
    says (corpora/lists/client_short.json ``party_ages``: a retirement community is old), or
    None."""
    from ..data import load

    said = (client or "").lower()
    for v, _, f in load("lists/client_short").items:
        if f.get("party_ages") and said in (v.lower(), str(f.get("short") or "").lower()):
            return list(f["party_ages"])
    return None


def short_name(name: str) -> str:
    """A client's short name ("the agency") for every mention after the first; a name the
    list does not know (a pack's or a hand-made trip's) is its own short name."""
    return _shorts().get(name, name) if name else name


def client_for(mission, s: Stream, ctx: dict, taken: set[str] | None = None,
               name: str | None = None) -> dict:
    """The client's lines; ``name``: the board's dealt name (dealt_client), else drawn."""
    slug = MISSION_SLUGS[mission.mission_type]
    name = name or gx(s.child("name"), "org", f"client_{slug}", ctx)
    contact = distinct_name(s.child("contact"), human_name, set() if taken is None else taken, "contact name")
    pay = (f"{mission.clearance_level}M per crewmember (CL {mission.clearance_level}), "
           f"{pay_words(ctx.get('_world'), 'terms')}")
    return {
        "name": name,
        "contact": contact,
        "contact_manner": gx(s.child("manner"), "org", "client_contact", ctx),
        "pays": pay,
        # an assistant acting alone: that is the secret (the fact, said)
        "not_telling": gx(s.child("hidden"), "org", "client_hidden_assistant", ctx)
        if (ctx.get("_world") or {}).get("contact") == "assistant" else
        gx_about(s.child("hidden"), "org", "client_hidden", mission_family(mission), ctx, one_in=2),
    }
