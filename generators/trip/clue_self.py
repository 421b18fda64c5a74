"""Who carries a clue, and whether they could know it and tell it that way (round 26, cold read
of algorithm-23 trips; audited by consistency_r26clues.py).

- A person telling their own secret tells it as theirs: they confess it, let it slip, whisper
  it, blurt it out; never sell it for the crew's help ("Christian's secret: ...; Christian, who
  wants the crew's word first that they will help with what they want"), never pass it on as a
  rumour, as gossip, as something they heard or were told in confidence, nor boast that they
  alone know it (``SECONDHAND``). trip/clues.py marks the clue's place ``own`` and ``_clue``
  keeps such lines off it; their want still prices it, by the lines that need "own: yes" (they
  own up to it once the crew have helped them, ``OWNS``), which nobody else's clue draws.
- A thing with no words of a person in it (tracks, scorch marks, a stash, a search, a hunch,
  the crew's instruments, pictures, a drone's log, a survey stake, a waymark, a camera's loop)
  shows where someone went, how a way is passed, who keeps a thing, what a rival crew did: never
  a person's private secret, what the client is not telling the crew, nor a warning of trouble
  still to come (``WORDLESS``; corpora/trip/play_clues.json ``knows`` keeps them off those facts).
- Someone only passing through (a traveller resting on the way, a herder bringing the animals
  through) has heard the road's news, never a local's private secret (``PASSING``).
"""

from __future__ import annotations

import re

from .clue_price import PRICED

# ways of telling a thing that fit another's secret, never one's own
SECONDHAND = re.compile(
    r"\bin return for news\b|\bfor a straight answer to a question of their own\b|"
    r"\bin exchange for the crew's honest opinion\b|\bas a swap for\b|\bin exchange for a favour\b|"
    r"\bas a warning, kindly meant\b|\bonly a rumour\b|\bas if it were a rumour\b|\brepeats what they heard\b|"
    r"\bnone of it is their doing\b|\bthrough what someone else once said\b|\btold it in confidence\b|"
    r"\bto settle an argument\b|\bto prove the crew wrong\b|\bgiving the crew directions\b|"
    r"\bshowing off how much they know\b|\bfor the pleasure of knowing\b|\bthe only one who knows\b|"
    r"\bbecause nobody else will\b|\bcorrecting someone else's account\b|\bassumes the crew know already\b|"
    r"\bas a piece of gossip\b|\bas if everyone knew\b|\bthinks it is worthless\b|"
    r"\barguing about it with everyone\b|\bcomes out polished\b|\bnobody will learn who told them\b|"
    r"\bnot to say where they heard it\b|\bas a riddle\b|\bthe crew's wrong guess\b|"
    r"\bunasked\b", re.I)  # (r37: a secret told unasked is no secret: "Lippoda's secret is told 'unasked'")

# a thing with no words of a person in it, by its opening (the carrier, without its place)
WORDLESS = re.compile(
    r"^(Tracks and signs|Scorch marks|A hidden stash|The crew's own hunch|The crew's own instruments|"
    r"A careful search|A pocket imager|A grounded drone|A survey stake|Scuffs and marks|A waymark|"
    r"Marks scratched into the rock|A cold camp|Fresh bootprints|Two sets of prints|A lean-to|"
    r"A trail of lost kit|Strips of orange marker tape|A pack lying|A scrap of cloth|A picture pressed|"
    r"A security recording|A long look|The lie of the land|A slow look|A careful sweep|A patient watch|"
    r"An hour flat on the ground|The crew's longest lens|A long wait in cover)\b")
# someone only passing through
PASSING = re.compile(r"\bon the way through\b|\bbringing the animals through\b", re.I)


def own_secret(fid: str, p: dict) -> bool:
    """Whether the clue at ``p`` (a place of trip/clues.py ``_places``) is its NPC telling
    their own secret (fact ``secret-npc-3`` or ``lies-npc-3`` told by npc-3)."""
    return fid.startswith(("secret-", "lies-")) and p.get("kind") == "npc" and p.get("at") == fid.split("-", 1)[1]


# the ways of owning up to one's own secret once the crew have helped (play_clues "own: yes")
OWNS = re.compile(r"\bowns up to it\b|\badmits it\b|\bconfides it\b")


def secondhand(line: str) -> bool:
    """Whether a way of telling fits only someone else's secret (``SECONDHAND``, or sold for the
    crew's help like any news: ``PRICED`` but for the ways of owning up, ``OWNS``)."""
    return SECONDHAND.search(line) is not None or (PRICED in line and not OWNS.search(line))


def mine(fid: str, p: dict) -> dict:
    """``p`` marked ``own`` when its NPC tells their own secret (``_clue`` reads it)."""
    return dict(p, own=True) if own_secret(fid, p) else p
