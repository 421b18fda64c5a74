"""Round 41's secrets fact (merged by generators/facts_r41.py into facts.VALUES): its values, who
sets it and what reads it."""

from __future__ import annotations

from .facts_r40stock import extra_facts as _earlier, wars_of  # noqa: F401 (content/world.py reads wars_of through here; r40stock chains the rounds before)

FACTS: dict[str, tuple[str, ...]] = {
    # of one person (content/stay_fact.py ``stay_of``, set by content/cast_facts.py person_facts from
    # their role before any line about them): ``new`` for one here today or lately (someone stranded
    # by another lander who wants a ride home, a paying tourist, the rival crew's captain, the
    # stranded DayTripper a rescue came for unless their truth says years, a visitor on a first
    # visit), ``long`` for anyone else. The secrets of grammars/people.json that need a long stay
    # ("Moved the viewing spot last year", "Has never actually seen #maguffin#, only sold tickets to
    # it", "Once led tours here", skimming "for years") need ``stay: long``. Round 41, cold reads
    # cold40-a-cinder-7 (Brianna "left behind when it slipped home" yet "Moved the viewing spot last
    # year") and cold40-b-gull-14 (Soma, stranded, "only sold tickets to it"); the audit's
    # ``secret-newcomer-long`` (trip/consistency_r41secrets.py).
    "stay": ("long", "new"),
    # of the world (content/earlier_crew.py ``earlier_crew_for``, rolled in content/nodes.py beside
    # ``before``, kept in World.extra): the fate of the crew sent before this one, ONE fact every
    # line about it reads. ``none`` nobody was sent before; ``lost`` a crew went (or came) and never
    # came home; ``cheated`` a crew took the money and never went. On a rescue one in three each
    # (``before`` is always lost there: the stranded DayTripper); elsewhere ``lost`` where
    # ``before`` is. grammars/org.json client_hidden_rescue ("took the money and never went":
    # cheated; "never came home": lost; "the first anyone has sent": none), grammars/people.json
    # "Knows what became of the last rescue crew sent here" and "came to fetch someone else home"
    # (lost) and trip/play_endings.json "someone else was sent before them, and never came home"
    # (lost) need it. Round 41, cold read cold40-b-hazel-2: the earlier crew "never went", "never
    # came home" and "turn up at the barn the same evening" (trip/consistency_r41secrets.py
    # ``earlier-crew-fate``).
    "earlier_crew": ("none", "lost", "cheated"),
}

# The round-41 world facts kept in the trip JSON's ``world`` beside World's own fields
# (content/world.py is at its line limit): World keeps them in ``extra``.
EXTRA_41_SECRETS: tuple[str, ...] = ("earlier_crew",)


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): every earlier round's
    and this one's (content/world.py reads them through this)."""
    return {**_earlier(d), **{k: d[k] for k in EXTRA_41_SECRETS if d and d.get(k) is not None}}
