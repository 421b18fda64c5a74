"""text: words from data. The tracery adapter (grammar, grammar_engine, grammar_check; deck), the
markovify adapter (markov) and its sentence filter (sentence_check, english_words),
English modifiers (english), Markdown escaping and fences
(mdescape), user packs of grammars, lists and corpora (packs), and the audit report over
them (coverage).

May import: the top-level modules (rng, data, errors, memo, audit). Nothing of the game's
rules, the trip, the site or the CLI.
"""
