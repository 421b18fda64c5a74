"""Our English (generators/text/english.py) against inflect, a well-kept library, as an
oracle: plurals, a/an and -ing on a word list of the kinds of words our grammars and packs
use. Every disagreement must be listed below with the reason we differ (both forms are
standard, or inflect is wrong there); the list is checked too, so it cannot go stale."""

from __future__ import annotations

import pytest

from generators.text.english import a, ing, s

inflect = pytest.importorskip("inflect", reason="inflect is a test extra: pip install '.[test]'")
ENGINE = inflect.engine()

NOUNS = """
vertebra alga bacterium larva antenna nebula formula amoeba curriculum memorandum medium
stratum criterion phenomenon cactus fungus nucleus octopus virus bus lens atlas iris index
vertex apex crisis analysis thesis oasis diagnosis hypothesis axis wolf dwarf roof chief cliff
belief safe knife life leaf loaf thief half calf scarf hoof proof giraffe tomato potato hero
echo piano photo radio zoo studio kangaroo volcano torpedo cello memo halo ego tornado man
woman child person mouse goose tooth foot ox sheep deer fish moose series species aircraft
human German shaman talisman city key day toy boy spy fly lady baby army monkey valley
journey box fox tax quiz buzz bush church match stomach monarch epoch beach wish glass kiss
dress class alias canvas corps chassis swine bison salmon trout elk cod robot engine moon
planet portal dimension rift wormhole barn tractor scarecrow cow horse chicken pig farmer
pilot captain doctor scientist ghost ship crystal relic artifact map compass lantern device
weapon blaster suit helmet drone clone twin mirror clock door key gate bridge tower castle
temple ruin cave island desert forest swamp mountain river ocean storm comet star galaxy
nebula asteroid satellite station colony city village market tavern inn guild cult
""".split()

# word: (ours, inflect's) and why we keep ours
PLURAL_DIFFERENCES = {
    "larva": ("larvae", "larvas"),  # both standard; -ae is the usual scientific plural
    "antenna": ("antennae", "antennas"),  # both standard (insects' antennae)
    "cactus": ("cacti", "cactuses"),  # both standard
    "fungus": ("fungi", "funguses"),  # both standard; fungi is far more common
    "index": ("indices", "indexes"),  # both standard
    "vertex": ("vertices", "vertexes"),  # vertices is the usual plural
    "thief": ("thieves", "thiefs"),  # inflect is wrong here
    "hoof": ("hooves", "hoofs"),  # both standard
    "halo": ("halos", "haloes"),  # both standard
    "ego": ("egos", "egoes"),  # inflect is wrong here
    "monarch": ("monarchs", "monarches"),  # -ch said /k/: inflect is wrong here
    "epoch": ("epochs", "epoches"),  # -ch said /k/: inflect is wrong here
    "swine": ("swine", "swines"),  # swine is its own plural
    "bison": ("bison", "bisons"),  # usually its own plural
    "elk": ("elk", "elks"),  # both standard
    "nebula": ("nebulae", "nebulas"),  # both standard; astronomers say nebulae
    "curriculum": ("curricula", "curriculums"),  # both standard
    "memorandum": ("memoranda", "memorandums"),  # both standard
}

VERBS = """
quit quiz stop run panic picnic mimic sync arc visit open begin prefer offer travel cancel
model signal benefit target format program embed commit omit vomit limit edit exit admit
regret equip ship hop shop plan beg drag die lie tie see flee agree be make take bake age
rage ski echo veto play enjoy cry try fix mix box relax sew snow slip hide seek steal fight
flee hunt scan warp jump beam dock land crash repair hack bribe sneak climb swim dig
""".split()

# word: (ours, inflect's) and why
ING_DIFFERENCES = {
    "quit": ("quitting", "quiting"),  # inflect is wrong here (qu- acts as a consonant)
    "quiz": ("quizzing", "quizing"),  # inflect is wrong here
    "visit": ("visiting", "visitting"),  # stress on the first syllable: inflect is wrong
    "open": ("opening", "openning"),  # inflect is wrong here
    "prefer": ("preferring", "prefering"),  # stress on the last syllable: inflect is wrong
    "benefit": ("benefiting", "benefitting"),  # both seen; benefiting is the usual US form
    "target": ("targeting", "targetting"),  # inflect is wrong here
    "vomit": ("vomiting", "vomitting"),  # inflect is wrong here
    "limit": ("limiting", "limitting"),  # inflect is wrong here
    "edit": ("editing", "editting"),  # inflect is wrong here
    "exit": ("exiting", "exitting"),  # inflect is wrong here
    "equip": ("equipping", "equiping"),  # inflect is wrong here
}

ARTICLE_WORDS = NOUNS + """
hour honest heir herb unicorn union user euro ewe one one-off FBI UFO HTML NASA 8-ball 11th
18-wheeler X-ray MRI umbrella uncle apple orange idea elephant igloo ouija
""".split()

ARTICLE_DIFFERENCES = {
    "herb": ("an herb", "a herb"),  # US and UK: we write US English
    "8-ball": ("an 8-ball", "a 8-ball"),  # "eight": inflect is wrong here
    "ouija": ("a ouija", "an ouija"),  # said "wee-ja": inflect is wrong here
    "11th": ("an 11th", "a 11th"),  # "eleventh": inflect is wrong here
    "18-wheeler": ("an 18-wheeler", "a 18-wheeler"),  # "eighteen": inflect is wrong here
}


def _check(words, ours, theirs, differences):
    wrong, stale = [], []
    for w in dict.fromkeys(words):
        mine, oracle = ours(w), theirs(w)
        if w in differences:
            if (mine, oracle) != differences[w]:
                stale.append((w, mine, oracle, differences[w]))
        elif mine != oracle:
            wrong.append((w, mine, oracle))
    assert wrong == [], f"(word, ours, inflect's): {wrong}"
    assert stale == [], f"the differences list is out of date: {stale}"


def test_plurals_agree_with_inflect():
    _check(NOUNS, s, ENGINE.plural_noun, PLURAL_DIFFERENCES)


def test_participles_agree_with_inflect():
    _check(VERBS, ing, ENGINE.present_participle, ING_DIFFERENCES)


def test_articles_agree_with_inflect():
    _check(ARTICLE_WORDS, a, ENGINE.a, ARTICLE_DIFFERENCES)


@pytest.mark.parametrize("word, want", [
    ("quit", "quitting"), ("vertebra", "vertebrae"), ("alga", "algae"), ("bacterium", "bacteria"),
])
def test_the_words_the_issue_found(word, want):
    """issue 14: "quiting", "vertebras", "algas", "bacteriums"."""
    assert (ing if word == "quit" else s)(word) == want
