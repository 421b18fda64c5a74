"""Does a Markov line read as one English sentence? A rule-based quality filter.

Two layers, both deterministic and free of any model download:

- ``surface_problem(text)``: checks on the sentence alone. It starts with a capital and ends
  with ``.``, ``!`` or ``?``; quotes and brackets balance; 5 to 40 words; no word twice in a
  row; it does not end on a determiner, preposition, conjunction, auxiliary or a verb that
  needs a clause after it ("The grad students say the slip engines."); it has a finite verb;
  and no clause is fused into another (two finite verb groups with no connective between
  them, as in "Nobody trusts a crew is not theirs.", unless the first is a verb of saying or
  knowing that takes a bare clause: "Dr. Barker says the machine is ...").
- ``seam_problem(tokens, corpus)``: checks on how a generated line was stitched from the
  corpus. A word-level chain of state size 2 joins two corpus sentences wherever they share
  two tokens; the filter finds those seams by aligning the line with the corpus and accepts
  a seam only at a clause boundary (a comma followed by a clause conjunction: ", and",
  ", but", ", because", ...). Only ", and" may join clauses of two sentences: a connective
  that claims a relation (", but", ", so", ", because", ", while") must have both its
  clauses from one sentence, since "The yellow lander came back upside down, but nobody
  owns a bird" claims a contrast nobody meant. After a seam no third-person pronoun may
  follow, since its referent was left behind in the other sentence, nor a clause that points
  back at its own sentence's first half ("Every lander has a name, and every name is a bad
  decision" cannot lend "every name is a bad decision" to another sentence).

A word-level "token" here is a word or a separate ``,``/``;``/final ``.!?`` (see
``tokenize``), so that ", and" is the same two-token state in every sentence.
The word classes below are closed classes plus the open-class verbs our corpora use; every
corpus sentence must pass ``surface_problem`` (tests/test_sentence_check.py checks it), so a
new corpus verb the lists miss shows up as a failing test, not as a silent pass.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from .english_words import (  # noqa: F401 (re-exported for tests and markov.py)
    DETERMINERS,
    PREPOSITIONS,
    CONJUNCTIONS,
    CLAUSE_SEAMS,
    NEUTRAL_SEAMS,
    AUXILIARIES,
    MODALS_AND_DO,
    SAY,
    IRREGULAR_PAST,
    NOUNY,
    PRESENT_3S,
    PRESENT_BASE,
    PRONOUNS_3,
    QUALIFIERS,
    SUBJECTS,
    ED_NOT_VERBS,
    ANAPHORS,
    NUMBERS,
    ADVERBS,
    DANGLING,
    JOINERS,
    AFTER_NOT_VERB,
    SAY_CLAUSE,
    CLOSED,
    MIN_WORDS,
    MAX_WORDS,
)

KNOWN_OPENER = 3
_PUNCT = {",", ";", ".", "!", "?"}


def tokenize(text: str) -> list[str]:
    """Words, with a trailing comma/semicolon and the final ``.!?`` as tokens of their own
    (an inner "Dr." keeps its full stop)."""
    out: list[str] = []
    parts = text.split()
    for i, w in enumerate(parts):
        tail = []
        while w and w[-1] in ",;" or (i == len(parts) - 1 and w and w[-1] in ".!?"):
            tail.insert(0, w[-1])
            w = w[:-1]
        if w:
            out.append(w)
        out.extend(tail)
    return out


_SPACE_PUNCT = re.compile(r" ([,;.!?])")
_QUOTES = re.compile(r"^[\"'(\u201c\u2018]+|[\"')\u201d\u2019:]+$")


def detokenize(tokens: list[str]) -> str:
    text = " ".join(tokens)
    return _SPACE_PUNCT.sub(r"\1", text)


@lru_cache(maxsize=65536)
def _bare(word: str) -> str:
    return _QUOTES.sub("", word).lower()


def _prev(words: list[str], i: int) -> str:
    """The word before ``words[i]``, skipping adverbs ("" at the start)."""
    j = i - 1
    while j >= 0 and (words[j] in ADVERBS or words[j].endswith("ly")):
        j -= 1
    return words[j] if j >= 0 else ""


def _is_prep(words: list[str], j: int) -> bool:
    """A preposition, not a noun that looks like one ("in the past")."""
    return j >= 0 and words[j] in PREPOSITIONS and not (j and words[j - 1] in DETERMINERS)


def _dangles(seg: list[str]) -> bool:
    """Does this clause end on a word that needs something after it? An auxiliary may end
    an elliptical clause ("than the crews do", "they should be", "what it was"), and a
    preposition may be stranded in a relative or infinitive ("what it left with")."""
    last, n = seg[-1], len(seg) - 1
    if last not in DANGLING or (n and seg[n - 1] in DETERMINERS):
        return False
    earlier = set(seg[:n])
    if last == "not" and n and seg[n - 1] in AUXILIARIES:
        last, n = seg[n - 1], n - 1  # "when the crew does not"
    if last in AUXILIARIES:
        ok = SUBJECTS | AUXILIARIES | {"not"}
        return not (earlier & (JOINERS | {"to"}) or _prev(seg, n) in ok)
    if last in PREPOSITIONS:
        return not (earlier & (JOINERS | {"to"}) or set(seg[1:n]) & (SUBJECTS - {"us", "it"}))
    if last in ("who", "whose", "what", "why", "how", "where", "when"):
        return _prev(seg, n) not in SAY
    return True


def _finite(words: list[str], i: int, level: int) -> bool:
    """Is ``words[i]`` a finite verb? Level 0 counts only the sure ones (auxiliaries, -s
    forms that are rarely nouns, any verb straight after a subject); level 1 adds past and
    plural present forms from the word lists (they may be participles or nouns); level 2 adds
    unlisted words that look like verbs where they stand ("the tarpaulin breathes")."""
    w, prev, raw = words[i], _prev(words, i), words[i - 1] if i else ""
    if w in AUXILIARIES and raw in ("that", "this", "there"):
        return w not in ("be", "been", "being")
    if prev in MODALS_AND_DO or prev in DETERMINERS or _is_prep(words, i - 1) \
            or (raw in DETERMINERS | AFTER_NOT_VERB and prev not in SUBJECTS
                and not (raw == "all" and i > 1 and words[i - 2] not in PREPOSITIONS | DETERMINERS)):
        return False
    if w in AUXILIARIES:
        return w not in ("be", "been", "being")
    if w in PRESENT_3S or (w in SAY and w.endswith("s")):
        return level > 0 or w not in NOUNY or prev in SUBJECTS
    past = w in IRREGULAR_PAST or w in SAY or (w.endswith("ed") and w not in ED_NOT_VERBS and len(w) > 3)
    if past or w in PRESENT_BASE:
        return level > 0 or prev in SUBJECTS
    if level > 1 and w not in CLOSED and not w[:1].isdigit():
        # an open-class word straight after a subject ("we all whistle"), or a bare -s form
        # straight after a noun ("the tarpaulin breathes")
        if prev in SUBJECTS and i and words[i - 1] not in PREPOSITIONS:
            return True
        if not prev or prev in CLOSED:
            return False
        if prev.endswith("s"):  # "the locals only use ..."
            return not w.endswith("s")
        return w.endswith("s") and not w.endswith(("ss", "'s"))
    return False


def _groups(words: list[str], level: int) -> list[int]:
    """The index of the first word of each finite verb group; an auxiliary with the adverbs
    and verb forms after it is one group ("has never been", "will not fly"). The first verb
    of a clause is read at level 1 at least: "The engineer found ..." is a main verb."""
    groups: list[int] = []
    in_group = False
    for i, w in enumerate(words):
        if in_group and (w in ADVERBS or w.endswith(("ly", "ing", "ed")) or w in PRESENT_BASE
                         or w in IRREGULAR_PAST or w in AUXILIARIES):
            continue
        in_group = False
        if _finite(words, i, level if groups else max(level, 1)):
            groups.append(i)
            in_group = w in AUXILIARIES
    return groups


def _segments(tokens: list[str]) -> list[list[str]]:
    segs: list[list[str]] = [[]]
    for t in tokens:
        if t in _PUNCT:
            segs.append([])
        else:
            segs[-1].append(_bare(t))
    return [s for s in segs if s]


def surface_problem(text: str) -> str | None:
    """Why ``text`` does not read as one English sentence, or None if it does."""
    if not text or text != text.strip() or "  " in text:
        return "stray spaces"
    if not text[0].isupper():
        return "does not start with a capital"
    if text[-1] not in ".!?":
        return "does not end with . ! or ?"
    if text.count('"') % 2 or text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return "unbalanced quotes or brackets"
    if text.count("\u201c") != text.count("\u201d"):
        return "unbalanced quotes"
    tokens = tokenize(text)
    words = [_bare(t) for t in tokens if t not in _PUNCT]
    if not MIN_WORDS <= len(words) <= MAX_WORDS:
        return f"{len(words)} words (wants {MIN_WORDS}-{MAX_WORDS})"
    if any(a == b for a, b in zip(words, words[1:])):
        return "a word twice in a row"
    if any(p in _PUNCT and q in _PUNCT for p, q in zip(tokens, tokens[1:])):
        return "two punctuation marks in a row"
    for seg in _segments(tokens):
        if _dangles(seg):
            return f'the clause ends on "{seg[-1]}"'
        if seg[0] in CLAUSE_SEAMS and seg is not _segments(tokens)[0] and not _groups(seg, 2):
            return f'"{seg[0]}" after a comma starts no clause'
    if not _groups(words, 2):
        return "no finite verb"
    for seg in _segments(tokens):
        groups = _groups(seg, 0)
        licences = sum(w in JOINERS or w in SAY for w in seg)
        licences += sum(1 for g in groups if g and _prev(seg, g) in SUBJECTS
                        and seg.index(_prev(seg, g)) > 0)
        if len(groups) > 1 + licences:
            return f'clauses fused: "{seg[groups[0]]}" ... "{seg[groups[1]]}" with nothing to join them'
        weak = _groups(seg, 1)
        for g in weak:
            if seg[g] in SAY_CLAUSE and g + 1 < len(seg) and seg[g + 1] in DETERMINERS | SUBJECTS \
                    and not any(h > g + 1 for h in weak):
                return f'"{seg[g]}" wants a clause after it'
    return None


def seams(tokens: list[str], corpus: "CorpusIndex") -> list[int] | None:
    """Token indices where the line leaves one corpus sentence for another (the first token
    taken from the new one); None if some three tokens in a row occur nowhere in the corpus."""
    pad = ["\x02", "\x02"] + tokens + ["\x03"]
    flat, at = corpus.flat, corpus.at
    live: list[int] = []  # where in ``flat`` the line could be, one corpus sentence each
    out: list[int] = []
    for i in range(2, len(pad)):
        tok = pad[i]  # (the corpus sentences end in None: a live place there goes nowhere)
        nxt = [g + 1 for g in live if flat[g + 1] == tok]
        if not nxt:
            nxt = at.get((pad[i - 2], pad[i - 1], tok))
            if not nxt:
                return None
            if i > 2:
                out.append(i - 2)
        live = nxt
    return out


class CorpusIndex:
    """The corpus sentences as padded token lists, with where each trigram occurs."""

    def __init__(self, sentences: tuple[str, ...]):
        self.padded = [["\x02", "\x02"] + tokenize(s) + ["\x03"] for s in sentences]
        self.trigrams: dict[tuple[str, str, str], list[tuple[int, int]]] = {}
        # what "the ..." may name without an introduction: what the corpus names with "the"
        # in at least KNOWN_OPENER sentences, the setting's standing cast and places ("the
        # locals", "the pilot", "the barn", "the Chao"); "the napkin" needs an introduction
        named = Counter(w for t in self.padded for w in {_head(t, i) for i, a in enumerate(t)
                                                         if a.lower() == "the"})
        self.known = frozenset(w for w, n in named.items() if n >= KNOWN_OPENER)
        for s, toks in enumerate(self.padded):
            for p in range(2, len(toks)):
                self.trigrams.setdefault((toks[p - 2], toks[p - 1], toks[p]), []).append((s, p))
        # the same, for ``seams``: the sentences end to end, each followed by None, and
        # where in that each trigram ends
        self.flat: list[str | None] = []
        self.at: dict[tuple[str, str, str], list[int]] = {}
        for toks in self.padded:
            base = len(self.flat)
            self.flat += toks
            self.flat.append(None)
            for p in range(2, len(toks)):
                self.at.setdefault((toks[p - 2], toks[p - 1], toks[p]), []).append(base + p)

    def token(self, s: int, p: int) -> str | None:
        toks = self.padded[s]
        return toks[p] if p < len(toks) else None


def _shared(tokens: list[str], i: int, corpus: CorpusIndex) -> list[str]:
    """The longest run of tokens before ``tokens[i]`` that some corpus sentence also has
    right before the same token (the context the line was joined on)."""
    pad = ["\x02", "\x02"] + tokens
    j = i + 2
    best: list[str] = []
    for s, p in corpus.trigrams.get((pad[j - 2], pad[j - 1], pad[j]), ()):
        n = 0
        while n < j and p - 1 - n >= 0 and corpus.padded[s][p - 1 - n] == pad[j - 1 - n]:
            n += 1
        if n > len(best):
            best = pad[j - n : j]
    return [t for t in best if t != "\x02"]


def _leans_back(part: list[str], seen: set[str], known: frozenset) -> str | None:
    """What in a clause joined on from another sentence points back at something that was
    left behind there (a pronoun, "one", "that is", "nobody will say whose", "all four",
    "the committee" when no committee was mentioned), or None."""
    words = [_bare(t) for t in part if t not in _PUNCT]
    back = [w for w in words if w in PRONOUNS_3]
    # "we drew one", "every one of the four", "we said yes", "the same", "... too."
    back += [w for w, nxt in zip(words, words[1:] + ["."])
             if w in ANAPHORS and (w != "one" or nxt == "." or nxt in PREPOSITIONS)
             and (w not in ("too", "either") or nxt == ".")]
    if back:
        return f'"{back[0]}" after a join has lost what it stood for'
    if words and words[0] in CLAUSE_SEAMS:
        words = words[1:]
    if len(words) > 1 and words[0] in ("that", "this") and words[1] in AUXILIARIES:
        return f'"{words[0]}" after a join points at something left behind'
    if words and words[-1] in ("who", "whose", "why", "which", "what", "where", "when", "how"):
        return f'"{words[-1]}" after a join asks about something left behind'
    if any(a == "all" and b in NUMBERS for a, b in zip(words, words[1:])):
        return "a count after a join has lost what it counted"
    for i, a in enumerate(words):
        b = _head(words, i)
        if a in ("the", "every") and b and b not in known and b not in seen:
            return f'"{a} {b}" after a join was never introduced'
    return None


def _head(tokens: list[str], i: int) -> str:
    """The word that a "the" at ``tokens[i]`` names, past "new", "old", "last" and the like
    ("the new car" names a car)."""
    j = i + 1
    while j < len(tokens) and _bare(tokens[j]) in QUALIFIERS:
        j += 1
    return _bare(tokens[j]) if j < len(tokens) else ""


def _relating(tokens: list[str], cut: list[int]) -> str | None:
    """A connective other than ", and" whose two clauses are not from one corpus sentence:
    some seam falls after the start of the clause before it and by the end of the one after."""
    joins = [j for j in range(len(tokens) - 1) if tokens[j] == "," and tokens[j + 1].lower() in CLAUSE_SEAMS]
    for n, j in enumerate(joins):
        word = tokens[j + 1].lower()
        if word in NEUTRAL_SEAMS:
            continue
        start = joins[n - 1] + 2 if n else 0
        end = joins[n + 1] if n + 1 < len(joins) else len(tokens)
        if any(start < i <= end for i in cut):
            return f'", {word}" joins clauses of two sentences'
    return None


def _points_back(tokens: list[str], i: int, end: int, corpus: CorpusIndex) -> str | None:
    """Does the clause joined on at ``tokens[i]`` name with "the" or "every" something that
    its own corpus sentence named in its first half (and the setting does not know)?"""
    j = max(j for j in range(i) if tokens[j] == ",")  # the joined clause: ", and ..."
    part = [_bare(t) for t in tokens[j + 2 : end]]
    heads = {_head(part, k) for k, w in enumerate(part) if w in ("the", "every", "each")}
    heads -= corpus.known | {""}
    if j + 2 >= len(tokens) or not heads:
        return None
    for s, p in corpus.trigrams.get((",", tokens[j + 1], tokens[j + 2]), ()):
        before = {_bare(t) for t in corpus.padded[s][2 : p - 2]}
        if heads & before:
            return f'"{sorted(heads & before)[0]}" after a join points back at its own sentence'
    return None


def seam_problem(tokens: list[str], corpus: CorpusIndex) -> str | None:
    """Why the stitching of ``tokens`` from ``corpus`` does not hold, or None if it does."""
    cut = seams(tokens, corpus)
    if cut is None:
        return "not made from this corpus"
    why = _relating(tokens, cut)
    if why:
        return why
    for n, i in enumerate(cut):
        ctx = _shared(tokens, i, corpus)
        at_clause = any(a == "," and b.lower() in CLAUSE_SEAMS for a, b in zip(ctx, ctx[1:])) \
            or (ctx[-1:] == [","] and tokens[i].lower() in CLAUSE_SEAMS)
        if not at_clause:
            return f'joined mid-clause after "{" ".join(ctx)}"'
        end = cut[n + 1] if n + 1 < len(cut) else len(tokens)
        why = _leans_back(tokens[i - 1 : end], {_bare(t) for t in tokens[: i - 2]}, corpus.known) \
            or _points_back(tokens, i, end, corpus)
        if why:
            return why
        start = max(j for j in range(i) if tokens[j] == ",") + 1  # the joined clause
        joined = [_bare(t) for t in tokens[start:end] if _bare(t) not in CLAUSE_SEAMS][:2]
        if len(joined) == 2 and joined == [_bare(t) for t in tokens[:2]]:
            return f'names "{" ".join(joined)}" twice, once on each side of the join'
    return None


def problem(text: str, corpus: CorpusIndex | None = None) -> str | None:
    """The first reason ``text`` fails the filter (surface, then seams), or None."""
    why = surface_problem(text)
    if why is None and corpus is not None:
        why = seam_problem(tokenize(text), corpus)
    return why
