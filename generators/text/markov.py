"""The markovify adapter: sentences and names from corpora/, walked with our RNG.

markovify counts the transitions (``markovify.Chain(...).model``); we freeze each state's
followers in sorted order with cumulative weights and walk them with ``stream.below``,
because markovify's own walk calls the global ``random.random`` (and a subclass does not
survive ``compile()``). So output depends only on the stream and the corpus, never on
dict/set order, the hash seed or the Python version.

- ``sentence(stream, "text/rumours")``: a word-level chain (state size 2) over a text
  corpus: a kind "list" data file ``corpora/text/<name>.json`` whose items are sentences.
  Generated sentences must be new (no run of ``min(15, 70% of its words) + 1`` words
  copied from the corpus), fit ``max_chars``, have at least ``min_words`` words and
  balanced quotes/brackets.
- ``name(stream, "lists/names_people")``: a character-level chain (state size 3) over a
  name list, with a novelty filter (never a name from the list itself, case-insensitive).

Both try a bounded number of walks (``tries``); if none passes, they fall back to a real
corpus sentence/name chosen by the stream (deterministic, reported to the audit as a
"fallback", and visible as ``MarkovText.fallback``), or raise RetryExhausted with
``fallback=False``. They never return an empty string.

Models are built on first use and cached in-process per loaded data file (so packs that
override a corpus get their own model). Building takes milliseconds for corpora of a few
thousand lines, so there is no on-disk cache.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

import markovify

from .. import audit as _audit
from ..data import DataFile, load
from ..errors import DataError, RetryExhausted
from ..rng import Stream
from . import sentence_check

BEGIN = markovify.chain.BEGIN
END = markovify.chain.END
WORD_STATE = 6  # the longest context a sentence walk follows inside a clause
CLAUSE_STATE = 2  # the context at a neutral clause boundary: ", and"
SENTENCE_TRIES = 200  # walks per sentence; 1 in 8 to 17 passes the filter (see sentence_check)
CHAR_STATE = 3
MAX_OVERLAP_RATIO = 0.7
MAX_OVERLAP_TOTAL = 15


@dataclass
class MarkovText:
    text: str
    fallback: bool  # True when no walk passed and a corpus item was used instead
    tries: int  # walks made


@dataclass
class _Model:
    key: str
    name: str
    state_size: int
    table: dict  # state tuple -> (choices tuple sorted, cumulative weights tuple)
    training: tuple[str, ...]  # the corpus items, in file order
    lower: dict = field(default_factory=dict)  # order -> table, for orders below state_size
    training_words: tuple[tuple[str, ...], ...] = ()
    folded: frozenset = frozenset()  # casefolded training items (names)
    index: sentence_check.CorpusIndex | None = None  # where each trigram occurs (sentences)
    _grams: dict = field(default_factory=dict)  # n -> set of word n-grams (membership only)
    _fits: dict = field(default_factory=dict)  # max_chars -> the corpus items a fallback may use

    def grams(self, n: int) -> set:
        g = self._grams.get(n)
        if g is None:
            g = set()
            for words in self.training_words:
                for i in range(len(words) - n + 1):
                    g.add(words[i : i + n])
            self._grams[n] = g
        return g


def _freeze(chain_model: dict) -> dict:
    table = {}
    for state, followers in chain_model.items():
        items = sorted(followers.items())
        choices = tuple(w for w, _ in items)
        cum, total = [], 0
        for _, c in items:
            total += c
            cum.append(total)
        table[state] = (choices, tuple(cum))
    return table


def _walk(model: _Model, stream: Stream, max_steps: int) -> list[str] | None:
    """One run of the chain; None if it runs past max_steps.

    A name walks one fixed order. A sentence walks a variable order: the longest context
    (up to ``state_size`` tokens) that the corpus has, except straight after a clause
    boundary ", and", where it looks at those two tokens only; so sentences are joined at
    ", and" (and, rarely, after ``state_size`` shared words), never after two words
    mid-clause, and a connective that claims a relation (", but", ", so", ", because")
    keeps the context of the clause before it, so both halves come from one sentence. After a boundary the context starts at its comma:
    reaching back past it would tie the new clause to whichever corpus line happened to end
    its first clause the same way ("the mauve lander, and the" -> "mauve lander wants to be
    teal"), and a few such pairs would then fill most of the output."""
    if not model.lower:
        return _walk_fixed(model, stream, max_steps)
    k = model.state_size
    seq = [BEGIN] * k
    seam = 0  # where the current clause's ", and" starts; the context never reaches back past it
    for _ in range(max_steps + 1):
        if seq[-2] == "," and seq[-1] in sentence_check.NEUTRAL_SEAMS:
            seam = len(seq) - CLAUSE_STATE
            choices, cum = model.lower[CLAUSE_STATE][tuple(seq[-CLAUSE_STATE:])]
        else:
            order = min(k, len(seq) - seam)
            while tuple(seq[-order:]) not in (model.table if order == k else model.lower[order]):
                order -= 1
            table = model.table if order == k else model.lower[order]
            choices, cum = table[tuple(seq[-order:])]
        token = choices[bisect.bisect_right(cum, stream.below(cum[-1]))]
        if token == END:
            return seq[k:]
        seq.append(token)
    return None


def _walk_fixed(model: _Model, stream: Stream, max_steps: int) -> list[str] | None:
    state = (BEGIN,) * model.state_size
    out: list[str] = []
    for _ in range(max_steps + 1):
        choices, cum = model.table[state]
        r = stream.below(cum[-1])
        token = choices[bisect.bisect_right(cum, r)]
        if token == END:
            return out
        out.append(token)
        state = state[1:] + (token,)
    return None


_cache: dict[tuple[str, int], tuple[DataFile, _Model]] = {}


def _source(key: str) -> DataFile:
    df = load(key)
    if df.kind != "list":
        raise DataError(df.name, None, f'a Markov corpus must be a "list" file, not "{df.kind}"')
    return df


def _model(key: str, kind: str) -> _Model:
    df = _source(key)
    hit = _cache.get((kind, id(df)))
    if hit is not None and hit[0] is df:
        return hit[1]
    values = tuple(df.values)
    if kind == "words":
        words = tuple(tuple(sentence_check.tokenize(v)) for v in values)
        runs = [list(w) for w in words]
        lower = {n: _freeze(markovify.Chain(runs, n).model) for n in range(CLAUSE_STATE, WORD_STATE)}
        chain = markovify.Chain(runs, WORD_STATE)
        m = _Model(key, df.name, WORD_STATE, _freeze(chain.model), values, lower=lower,
                   training_words=words, index=sentence_check.CorpusIndex(values))
    else:
        chain = markovify.Chain([list(v) for v in values], CHAR_STATE)
        m = _Model(key, df.name, CHAR_STATE, _freeze(chain.model), values,
                   folded=frozenset(v.casefold() for v in values))
    if len(_cache) > 256:
        _cache.clear()
    _cache[(kind, id(df))] = (df, m)
    return m


def _balanced(text: str) -> bool:
    if text.count('"') % 2 or text.count("(") != text.count(")"):
        return False
    return text.count("[") == text.count("]") and text.count("\u201c") == text.count("\u201d")


def _novel(model: _Model, words: list[str]) -> bool:
    n = min(MAX_OVERLAP_TOTAL, round(MAX_OVERLAP_RATIO * len(words)))
    grams = model.grams(n + 1)
    return not any(tuple(words[i : i + n + 1]) in grams for i in range(max(len(words) - n, 1)))


def _fallback(model: _Model, stream: Stream, fits, what: str, tries: int) -> str:
    pool = [v for v in model.training if fits(v)]
    if not pool:
        raise RetryExhausted(f"{model.name}: no {what} fits, and no corpus item fits either")
    _audit.markov_event(model.key, "fallback")
    return stream.choice(pool)


def generate_sentence(
    stream: Stream,
    corpus_key: str,
    *,
    max_chars: int = 200,
    min_words: int = 4,
    tries: int = SENTENCE_TRIES,
    fallback: bool = True,
) -> MarkovText:
    """A new sentence from a text corpus, with how it was made."""
    if tries < 1 or max_chars < 1:
        raise ValueError("tries and max_chars must be positive")
    model = _model(corpus_key, "words")
    max_steps = max_chars // 2 + 2
    for t in range(1, tries + 1):
        words = _walk(model, stream, max_steps)
        if not words or len(words) < min_words:
            continue
        text = sentence_check.detokenize(words)
        if len(text) > max_chars or not _balanced(text) or not _novel(model, words):
            continue
        if sentence_check.problem(text, model.index) is not None:
            continue
        _audit.markov_event(model.key, "generated")
        return MarkovText(text, False, t)
    if not fallback:
        raise RetryExhausted(
            f"{model.name}: no new sentence of {min_words}+ words and at most {max_chars} "
            f"characters in {tries} tries"
        )
    pool = model._fits.get(max_chars)
    if pool is None:  # the filter is a pure function of the item: checked once per corpus
        pool = model._fits[max_chars] = frozenset(
            v for v in model.training
            if len(v) <= max_chars and sentence_check.surface_problem(v) is None)
    return MarkovText(_fallback(model, stream, pool.__contains__, "sentence", tries), True, tries)


def sentence(stream: Stream, corpus_key: str, max_chars: int = 200, tries: int = SENTENCE_TRIES, **kw) -> str:
    """A new sentence (never empty) from ``corpora/<corpus_key>.json``."""
    return generate_sentence(stream, corpus_key, max_chars=max_chars, tries=tries, **kw).text


def generate_name(
    stream: Stream,
    corpus_key: str,
    *,
    min_len: int = 3,
    max_len: int = 14,
    tries: int = 100,
    fallback: bool = True,
) -> MarkovText:
    """A new name from a name list, with how it was made."""
    if tries < 1 or min_len < 1 or max_len < min_len:
        raise ValueError("need tries >= 1 and 1 <= min_len <= max_len")
    model = _model(corpus_key, "chars")
    for t in range(1, tries + 1):
        chars = _walk(model, stream, max_len)
        if chars is None or not min_len <= len(chars) <= max_len:
            continue
        text = "".join(chars)
        if text.casefold() in model.folded or text != text.strip() or "  " in text:
            continue
        if not _balanced(text):
            continue
        _audit.markov_event(model.key, "generated")
        return MarkovText(text, False, t)
    if not fallback:
        raise RetryExhausted(
            f"{model.name}: no new name of {min_len}-{max_len} characters in {tries} tries"
        )
    fits = lambda v: min_len <= len(v) <= max_len  # noqa: E731
    return MarkovText(_fallback(model, stream, fits, "name", tries), True, tries)


def name(stream: Stream, corpus_key: str, min_len: int = 3, max_len: int = 14, **kw) -> str:
    """A new name (never empty, never one of the training names unless it fell back)."""
    return generate_name(stream, corpus_key, min_len=min_len, max_len=max_len, **kw).text
