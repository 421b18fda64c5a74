"""English modifiers for grammars: a/an, plurals, past tense, -ing, possessive, capitals.

tracery 0.1.1's own modifiers give "a hour", "wolfs", and ``ed("play")`` returns None;
these replace them. Every function takes the text (and ignores nothing silently: a
modifier never returns an empty string or None) and is pure and deterministic.

Conventions (documented for grammar writers):
- ``a``: chooses the article by sound for the first word ("an hour", "a unicorn",
  "an FBI agent", "a one-off", "an 8-ball", "a UFO").
- ``s`` / ``plural``: pluralises the LAST word ("brass key" -> "brass keys",
  "wolf" -> "wolves", "mouse" -> "mice"); ``firstS`` pluralises the first word
  ("cup of tea" -> "cups of tea").
- ``ed`` and ``ing``: act on the FIRST word, so verb phrases work
  ("run away" -> "ran away", "stop the clock" -> "stopping the clock").
- ``possessive``: "James" -> "James's", "the dogs" -> "the dogs'", "children" ->
  "children's", "it" -> "its".
- ``capitalize`` upper-cases the first letter and leaves the rest alone;
  ``capitalizeAll`` does that for every word ("mcGuffin" keeps its inner capital).
"""

from __future__ import annotations

import re

_VOWELS = "aeiou"
_WORD_RE = re.compile(r"[A-Za-z0-9]")

# --- a / an ------------------------------------------------------------------------------

# Letters whose spoken name starts with a vowel sound (for acronyms and "X-ray").
_VOWEL_LETTER_NAMES = set("aefhilmnorsx")
# Words that start with a vowel letter but a consonant sound.
_CONSONANT_SOUND_PREFIXES = (
    "one-", "once", "eu", "ewe", "unanim", "uvul", "ouija",
)
_CONSONANT_SOUND_WORDS = {"one", "ones", "onesie", "eunuch", "unary", "unesco"}
# Words that start with a consonant letter but a vowel sound (silent h).
_SILENT_H_PREFIXES = ("hour", "honest", "honor", "honour", "heir", "herb")


def _first_word(text: str) -> str:
    m = re.search(r"[A-Za-z0-9][A-Za-z0-9'\-]*", text)
    return m.group(0) if m else ""


def _needs_an(text: str) -> bool:
    word = _first_word(text)
    if not word:
        return False
    head = word.split("-")[0]
    low = word.lower()
    if head[0].isdigit():
        digits = re.match(r"[0-9]+", head).group(0)
        if digits[0] == "8":
            return True
        # eleven, eighteen, eleven thousand, eighteen hundred (as commonly read)
        return digits[:2] in ("11", "18") and len(digits) in (2, 4, 5, 8)
    # Initialisms and single letters are read letter by letter: "an FBI agent", "a UFO",
    # "an HTML page"; a longer capitalised word is shouted, not spelled ("a HEALTH hazard").
    if len(head) == 1 or (
        head.isupper() and head.isalpha() and head not in _PRONOUNCED_ACRONYMS
        and (len(head) <= 4 or not re.search("[AEIOU]", head))
    ):
        return head[0].lower() in _VOWEL_LETTER_NAMES
    if low in _CONSONANT_SOUND_WORDS or low.startswith(_CONSONANT_SOUND_PREFIXES):
        return False
    if low.startswith(_SILENT_H_PREFIXES):
        return True
    if low.startswith("uni"):
        # unicorn, uniform, unique, unit, universe, union -> "a"; unimportant -> "an"
        return not (len(low) > 3 and low[3] in "cfoqstvl")
    if low[0] == "u" and len(low) > 2 and low[1] in "bfklrstvz" and low[2] in _VOWELS:
        return False  # usual, utopia, ukulele, uranium, user, ubiquitous
    return low[0] in _VOWELS


# Acronyms read as words, which follow the ordinary rule ("a NASA probe", "an OPEC state").
_PRONOUNCED_ACRONYMS = {"NASA", "NATO", "OPEC", "UNESCO", "UNICEF", "LASER", "RADAR", "SCUBA"}


def a(text: str, *params: str) -> str:
    """Prefix "a" or "an" by the sound of the first word."""
    return ("an " if _needs_an(text) else "a ") + text


# --- case helpers ------------------------------------------------------------------------


def _match_case(model: str, word: str) -> str:
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _split_last(text: str) -> tuple[str, str, str]:
    """(before, last word, trailing punctuation)."""
    m = re.search(r"([A-Za-z0-9][A-Za-z0-9'\-]*)([^A-Za-z0-9]*)$", text)
    if not m:
        return text, "", ""
    return text[: m.start(1)], m.group(1), m.group(2)


def _split_first(text: str) -> tuple[str, str, str]:
    """(leading punctuation, first word, rest)."""
    m = re.search(r"[A-Za-z0-9][A-Za-z0-9'\-]*", text)
    if not m:
        return "", text, ""
    return text[: m.start()], m.group(0), text[m.end():]


# --- plurals -----------------------------------------------------------------------------

_PLURAL_IRREGULAR = {
    "man": "men", "woman": "women", "child": "children", "mouse": "mice", "louse": "lice",
    "goose": "geese", "tooth": "teeth", "foot": "feet", "person": "people", "ox": "oxen",
    "die": "dice", "cactus": "cacti", "fungus": "fungi", "nucleus": "nuclei",
    "radius": "radii", "alumnus": "alumni", "stimulus": "stimuli", "phenomenon": "phenomena",
    "criterion": "criteria", "datum": "data", "matrix": "matrices", "vertex": "vertices",
    "vortex": "vortices", "index": "indices", "appendix": "appendices", "ovum": "ova",
    "larva": "larvae", "antenna": "antennae", "formula": "formulas", "genus": "genera",
    "corpus": "corpora", "opus": "opera", "quiz": "quizzes", "wolf": "wolves",
    "leaf": "leaves", "loaf": "loaves", "half": "halves", "calf": "calves", "elf": "elves",
    "shelf": "shelves", "self": "selves", "thief": "thieves", "knife": "knives",
    "wife": "wives", "life": "lives", "sheaf": "sheaves", "scarf": "scarves",
    "dwarf": "dwarves", "wharf": "wharves", "hoof": "hooves", "midwife": "midwives",
    "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
    "veto": "vetoes", "torpedo": "torpedoes", "volcano": "volcanoes",
    "mosquito": "mosquitoes", "domino": "dominoes", "tornado": "tornadoes",
    "embargo": "embargoes", "buffalo": "buffaloes", "cargo": "cargoes",
    "vertebra": "vertebrae", "alga": "algae", "nebula": "nebulae", "bacterium": "bacteria",
    "stratum": "strata", "memorandum": "memoranda", "curriculum": "curricula",
    "axis": "axes", "thief": "thieves",
}
_PLURAL_SAME = {
    "fish", "sheep", "deer", "moose", "series", "species", "aircraft", "spacecraft",
    "hovercraft", "watercraft", "offspring", "equipment", "information", "news",
    "luggage", "furniture", "software", "hardware", "bison", "salmon", "trout", "swine",
    "headquarters", "scissors", "trousers", "pants", "police", "cattle", "gear", "evidence",
    "advice", "data", "media", "staff", "chaos", "jeans", "shrimp", "squid", "elk",
    "corps", "chassis", "cod", "machinery", "rendezvous", "mathematics", "physics",
}
_MAN_NOT_MEN = {"human", "shaman", "talisman", "german", "caiman", "ottoman", "doberman",
                "walkman", "desman", "roman"}
_CH_HARD = {"stomach", "monarch", "epoch", "loch", "tech", "patriarch", "matriarch",
            "oligarch", "czech", "eunuch", "triptych", "mach"}


def _plural_word(word: str) -> str:
    low = word.lower()
    if word.isupper() and len(word) > 1 and word.isalpha():
        return word + "s"  # NPCs, UFOs
    if low in _PLURAL_SAME or low.endswith(("craft", "fish", "sheep", "deer")):
        return word
    for sing, plur in _PLURAL_IRREGULAR.items():
        if low == sing:
            return _match_case(word, plur)
    for suffix in ("woman", "man", "child", "mouse", "tooth", "foot", "knife", "wife",
                   "wolf", "leaf", "life", "person"):
        if low.endswith(suffix) and low != suffix:
            if suffix == "man" and low in _MAN_NOT_MEN:
                break
            stem = word[: len(word) - len(suffix)]
            return stem + _match_case(word[len(stem):], _PLURAL_IRREGULAR[suffix])
    if low.endswith("sis"):
        return word[:-2] + "es"  # crisis -> crises
    if low.endswith(("s", "x", "z", "sh")) or (low.endswith("ch") and low not in _CH_HARD):
        if low.endswith("z") and not low.endswith("zz") and len(low) > 2 \
                and low[-2] in _VOWELS and low[-3] not in _VOWELS:
            return word + "zes"  # quiz-like: whiz -> whizzes
        return word + "es"
    if low.endswith("y") and len(low) > 1 and low[-2] not in _VOWELS:
        return word[:-1] + "ies"
    return word + "s"


def s(text: str, *params: str) -> str:
    """Pluralise the last word of ``text``."""
    before, word, tail = _split_last(text)
    if not word:
        return text
    return before + _plural_word(word) + tail


plural = s


def _on_first_word(text: str, change) -> str:
    """``text`` with its first word passed through ``change`` (unchanged if it has none)."""
    lead, word, rest = _split_first(text)
    if not word:
        return text
    return lead + change(word) + rest


def firstS(text: str, *params: str) -> str:
    """Pluralise the first word ("cup of tea" -> "cups of tea")."""
    return _on_first_word(text, _plural_word)


# --- verbs -------------------------------------------------------------------------------

_PAST_IRREGULAR = {
    "be": "was", "am": "was", "is": "was", "are": "were", "go": "went", "run": "ran",
    "see": "saw", "eat": "ate", "come": "came", "take": "took", "give": "gave",
    "make": "made", "find": "found", "think": "thought", "bring": "brought", "buy": "bought",
    "catch": "caught", "teach": "taught", "fight": "fought", "seek": "sought", "sell": "sold",
    "tell": "told", "hold": "held", "stand": "stood", "understand": "understood",
    "know": "knew", "grow": "grew", "throw": "threw", "fly": "flew", "draw": "drew",
    "blow": "blew", "drink": "drank", "sing": "sang", "swim": "swam", "ring": "rang",
    "sink": "sank", "begin": "began", "write": "wrote", "ride": "rode", "drive": "drove",
    "rise": "rose", "arise": "arose", "speak": "spoke", "break": "broke", "choose": "chose",
    "freeze": "froze", "steal": "stole", "wake": "woke", "awake": "awoke", "wear": "wore",
    "tear": "tore", "bear": "bore", "swear": "swore", "get": "got", "forget": "forgot",
    "shoot": "shot", "lose": "lost", "send": "sent", "spend": "spent", "build": "built",
    "lend": "lent", "bend": "bent", "feel": "felt", "keep": "kept", "sleep": "slept",
    "sweep": "swept", "weep": "wept", "creep": "crept", "kneel": "knelt", "leave": "left",
    "meet": "met", "lead": "led", "mislead": "misled", "feed": "fed", "bleed": "bled", "flee": "fled",
    "say": "said", "pay": "paid", "lay": "laid", "hear": "heard", "sit": "sat",
    "spit": "spat", "win": "won", "dig": "dug", "stick": "stuck", "strike": "struck",
    "hang": "hung", "swing": "swung", "sting": "stung", "cling": "clung", "fling": "flung",
    "spin": "spun", "have": "had", "has": "had", "do": "did", "undo": "undid",
    "fall": "fell", "hide": "hid", "bite": "bit", "light": "lit", "slide": "slid",
    "shine": "shone", "become": "became", "overcome": "overcame", "forgive": "forgave",
    "mean": "meant", "deal": "dealt", "shake": "shook", "mistake": "mistook",
    "tread": "trod", "weave": "wove", "wind": "wound", "grind": "ground", "bind": "bound",
    "slay": "slew", "forsake": "forsook", "sew": "sewed", "fit": "fit",
    "put": "put", "cut": "cut", "hit": "hit", "set": "set", "let": "let", "shut": "shut",
    "hurt": "hurt", "cost": "cost", "quit": "quit", "spread": "spread", "burst": "burst",
    "cast": "cast", "split": "split", "bet": "bet", "bid": "bid", "read": "read",
    "broadcast": "broadcast", "upset": "upset", "beat": "beat", "shed": "shed",
    "slit": "slit", "thrust": "thrust", "sneak": "snuck", "dive": "dove", "lie": "lied",
    "foresee": "foresaw", "withdraw": "withdrew", "outrun": "outran", "rewrite": "rewrote",
}
# Multi-syllable verbs stressed on the last syllable double the final consonant.
_DOUBLE_FINAL = {
    "admit", "commit", "submit", "permit", "omit", "emit", "transmit", "prefer", "refer",
    "defer", "confer", "infer", "transfer", "deter", "occur", "recur", "incur", "regret",
    "control", "patrol", "compel", "propel", "repel", "expel", "rebel", "equip", "abet",
    "acquit", "forbid", "upset", "outwit", "allot", "begin", "embed", "format", "program",
}
# ... and words ending in one of these (autocommit, overcontrol); not emit/omit (vomit).
_DOUBLE_SUFFIXES = tuple(w for w in _DOUBLE_FINAL if len(w) >= 5)


def _double_final(low: str) -> bool:
    """stop -> stopp-, plan -> plann-, quit -> quitt-, but open -> open-, visit -> visit-."""
    if low in _DOUBLE_FINAL or low.endswith(_DOUBLE_SUFFIXES):
        return True
    if len(low) < 3 or low[-1] in "wxy" + _VOWELS:
        return False
    after_qu = low[-3] == "u" and len(low) > 3 and low[-4] == "q"  # quit, squat, quiz: u is w
    if not (low[-2] in _VOWELS and (low[-3] not in _VOWELS or after_qu)):
        return False
    vowel_groups = re.findall(r"[aeiouy]+", low)
    if low.startswith("qu"):
        vowel_groups = re.findall(r"[aeiouy]+", low[2:])
    return len(vowel_groups) == 1


def _past_word(word: str) -> str:
    low = word.lower()
    if low in _PAST_IRREGULAR:
        return _match_case(word, _PAST_IRREGULAR[low])
    if low.endswith("e"):
        return word + "d"
    if low.endswith("y") and len(low) > 1 and low[-2] not in _VOWELS:
        return word[:-1] + "ied"
    if low.endswith("ic"):
        return word + "ked"  # panic -> panicked (but sync -> synced, arc -> arced)
    if _double_final(low):
        return word + word[-1] + "ed"
    return word + "ed"


def ed(text: str, *params: str) -> str:
    """Past tense of the first word ("play" -> "played", "run away" -> "ran away")."""
    return _on_first_word(text, _past_word)


def _ing_word(word: str) -> str:
    low = word.lower()
    if low in ("be", "see", "flee", "free", "agree", "dye", "eye", "hoe", "toe", "shoe", "canoe"):
        return word + "ing"
    if low.endswith("ie"):
        return word[:-2] + "ying"  # die -> dying
    if low.endswith("ee") or low.endswith("oe") or low.endswith("ye"):
        return word + "ing"
    if low.endswith("e") and len(low) > 2:
        return word[:-1] + "ing"  # make -> making
    if low.endswith("ic"):
        return word + "king"  # panic -> panicking (but sync -> syncing)
    if _double_final(low):
        return word + word[-1] + "ing"
    return word + "ing"


def ing(text: str, *params: str) -> str:
    """Present participle of the first word ("run" -> "running", "make" -> "making")."""
    return _on_first_word(text, _ing_word)


# --- possessive and capitals -------------------------------------------------------------

_PRONOUN_POSSESSIVE = {"i": "my", "you": "your", "he": "his", "she": "her", "it": "its",
                       "we": "our", "they": "their", "who": "whose", "me": "my",
                       "him": "his", "them": "their", "us": "our"}


def possessive(text: str, *params: str) -> str:
    """"James" -> "James's", "the dogs" -> "the dogs'", "children" -> "children's"."""
    before, word, tail = _split_last(text)
    if not word or tail:
        return text + "'s"
    low = word.lower()
    if low in _PRONOUN_POSSESSIVE and " " not in text.strip():
        return before + _match_case(word, _PRONOUN_POSSESSIVE[low])
    if low.endswith("s") and word[:1].islower() and not low.endswith(("ss", "us", "is")):
        return before + word + "'"  # a plural noun
    return before + word + "'s"


def capitalize(text: str, *params: str) -> str:
    """Upper-case the first letter; leave everything else alone."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1:]
        if ch.isdigit():
            return text
    return text


def capitalizeAll(text: str, *params: str) -> str:
    """Upper-case the first letter of every space-separated word."""
    return " ".join(capitalize(w) if w else w for w in text.split(" "))


def uppercase(text: str, *params: str) -> str:
    return text.upper()


def lowercase(text: str, *params: str) -> str:
    return text.lower()


MODIFIERS = {
    "a": a,
    "s": s,
    "plural": plural,
    "firstS": firstS,
    "ed": ed,
    "ing": ing,
    "possessive": possessive,
    "capitalize": capitalize,
    "capitalizeAll": capitalizeAll,
    "uppercase": uppercase,
    "lowercase": lowercase,
}


_STUTTER = re.compile(r"\b((?:\w+ ){2,5})\1", re.I)


_WORDS = re.compile(r"\w+")
_eq = tuple.__eq__


def unstutter(text: str) -> str:
    """A phrase of two to five words printed twice in a row, once: a template's own words
    met again at the start of what fills it ("the truth about" + "the truth about the
    colony" -> "the truth about the colony"). Single words are left alone ("very very")."""
    if text.isascii():  # (issue 15) no two words in a row met again 2 to 5 words on: no stutter
        w = _WORDS.findall(text.lower())
        pairs = list(zip(w, w[1:]))
        if not any(any(map(_eq, pairs, pairs[k:])) for k in (2, 3, 4, 5)):
            return text
    return _STUTTER.sub(lambda m: m.group(0) if m.group(1).lower().strip() in IDIOMS
                        else m.group(1), text)


# Doubled on purpose: "over and over and over", "round and round and round".
IDIOMS = ("over and", "again and", "round and", "on and", "more and", "by")
