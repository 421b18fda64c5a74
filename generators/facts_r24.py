"""The world facts round 24 added to ``facts.VALUES`` (algorithm-22 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other."""

from __future__ import annotations

ROUND_24: dict[str, tuple[str, ...]] = {
    # of one faction's scene line (trip/threads.py, trip/faction_asks.py): what the faction's Want
    # asks of the crew (round 24 cold reads: "a crew who lend a hand" asked of a faction that
    # wanted only the crew's names), and whether the scene is the landing (where the crew have
    # met nobody yet) or later
    "ask": ("names", "talk", "lander", "pay", "errand", "bar", "own", "other"),
    "moment": ("landing", "later"),
    # why that crew race or watch, the one purpose their Goal, their captain's Want and secret
    # and every clock tick about them declare (content/__init__.py rolls it with rival_aim):
    # "prize" (they want the maguffin, or what it fetches, for themselves), "spoil" (they are
    # here to make the crew fail), "beat" (they do the same job and mean to finish first),
    # "watch" (rival_aim watch). Round 24, issue 10: "sent to stop anyone taking" it beside a
    # want about racing, a secret about something else and a tick where they come to bargain.
    "rival_why": ("prize", "spoil", "beat", "watch"),
    # that person's bearing, rolled before their manner (content/cast_facts.py person_facts):
    # showy (theatrical, talks very loudly) or withdrawn (talks mostly to themselves, keeps an
    # arm's length) or neither, and quick (brisk, talks very fast) or slow (sleepy, long
    # pauses) or neither; a manner's lines of one kind need it, so no manner says both
    # (cold read r24: "Theatrical; talks mostly to themselves"). A loud role is showy.
    "tone": ("showy", "withdrawn", "even"),
    # whether that person's stat block or job asks a sound body (agile: dancing, athletics,
    # fighting, a job on their feet) or a steady hand (steady: surgery, sculpture, a gun, fine
    # repairs): set once the stat block is rolled (trip/npc_body.py), so their look is never
    # "stiff in every joint" on a dancer or "a tremor in the left hand" on a surgeon (cold
    # read r24); unset (neither) while content draws the first look
    "agile": ("yes", "no"),
    "steady": ("yes", "no"),
    "pace": ("quick", "slow", "even"),
    # what a substance maguffin is carried in, rolled once (corpora/lists/maguffins.json
    # "holder", content/maguffin.py): a jar, a flask, the tubes of the lander's sample case, a
    # sack, a crate, a barrel, or none: one piece (a soil core); none for every other maguffin.
    # Every line that names a container needs it (cold read, issue 10: "a jar of spice" beside
    # "a dropped case or a split sack")
    "maguffin_holder": ("jar", "flask", "tubes", "sack", "crate", "barrel", "piece", "none"),
}
