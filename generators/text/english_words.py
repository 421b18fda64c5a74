"""Word classes for the sentence filter (sentence_check.py): English closed classes, plus the
open-class verbs our text corpora use. tests/test_sentence_check.py runs every corpus sentence
through the filter, so a corpus verb missing here shows up as a failing test."""

from __future__ import annotations

DETERMINERS = frozenset(
    "a an the this that these those every each some any no my your his her its our their "
    "another either neither whose".split()
)
PREPOSITIONS = frozenset(
    "of in on at to from with by for into onto over under through about after before behind "
    "between like than as without across against along among around beneath beside near off "
    "out past since toward towards upon within during inside outside".split()
)
CONJUNCTIONS = frozenset(
    "and but or nor so because if when while until unless although though where whereas "
    "who whom which that whenever wherever once before after since".split()
)
CLAUSE_SEAMS = frozenset("and but so because while until although though when".split())
# the one connective that claims no relation between its clauses: only here may a Markov line
# go on with a clause of another corpus sentence ("..., but nobody owns a bird" joined to a
# lander that came back upside down claims a contrast that is not there)
NEUTRAL_SEAMS = frozenset({"and"})
AUXILIARIES = frozenset(
    "is are was were am be been being has have had does do did will would can could shall "
    "should may might must isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't "
    "didn't won't wouldn't can't couldn't shouldn't mustn't".split()
)
MODALS_AND_DO = frozenset(
    "will would can could shall should may might must does do did won't wouldn't can't "
    "couldn't shouldn't doesn't don't didn't mustn't to".split()
)
# verbs that take a bare clause ("says the engines are ...") and so may stand before another
# finite verb without a connective, but never end a sentence.
SAY = frozenset(
    "say says said swear swears swore think thinks thought know knows knew bet bets claim "
    "claims claimed insist insists insisted reckon reckons believe believes believed suspect "
    "suspects suspected promise promises promised dreamed dreamt admit admits admitted "
    "guess guesses wish wishes hope hopes figure figures tell tells told".split()
)
IRREGULAR_PAST = frozenset(
    "came went found met saw left took sent sang got gave made told ran began became brought "
    "bought caught fell felt flew forgot grew held hid kept knew lay led lost meant paid put "
    "rang rose sat shook slept sold spoke stood stole stuck swam threw understood woke wore "
    "won wrote ate drank drove broke chose froze hung spent struck tore built dug fed fought "
    "heard said taught thought shone sank spun burnt dreamt learnt wept slept crept swept".split()
)
PRESENT_3S = frozenset(
    "asks believes bites blames brings calls carries changes checks claims closes comes "
    "contains costs draws dreams eats ends explains fails flashes follows forgets gives glows "
    "goes governs happens hums hurts insists keeps knows leaks leaves lets lies likes lives "
    "makes matters moves needs opens pays pours prints refuses remembers resets runs says sells "
    "sets shows sighs sings sits sleeps slips smells smiles sneezes speaks squeaks stops "
    "swears switches takes talks tastes tries trusts wants washes watches wins works writes "
    "paints promises votes sees means seems feels looks turns grows falls waits hangs reads "
    "listens answers points arrives begins belongs breaks burns counts cries dances dies "
    "drinks drives finds flies hides holds hopes kills lands laughs lights loves meets owns "
    "plays rains rings rises sends serves shines sounds stands stays steals tells wakes walks "
    "wears whispers gets buys brings sells".split()
)
# present forms that are as often plural nouns ("the barn lights", "the costs"): counted as a
# verb only when nothing else in the sentence is one
NOUNY = frozenset(
    "lights leaves lies sets runs costs ends changes works checks dreams calls prints points "
    "counts plays rings sounds stands stops slips smells tastes shows watches wants needs "
    "matters lands signs names maps paints votes promises hopes bites blames draws falls turns "
    "looks answers walks drinks flies hides holds kills laughs loves wins wakes wears whispers "
    "washes switches flashes sighs smiles squeaks hums leaks tries dances cries claims "
    "lives files spells".split()
)
# plural/first-person present forms, counted as finite only straight after a subject
PRESENT_BASE = frozenset(
    "ask believe bite bring call carry change check come contain cost draw dream eat end "
    "explain fail follow forget give glow go hum hurt keep know leave let lie like live make "
    "matter move need open pay pour refuse remember run say sell sing sit sleep slip smell "
    "smile speak stop swear take talk taste try trust want wash watch win work write paint "
    "see mean seem feel look turn grow fall wait hang read listen answer point arrive begin "
    "belong burn count cry dance die drink drive find fly hide hold hope land laugh love meet "
    "own play ring rise send serve shine sound stand stay steal tell wake walk wear whisper "
    "worship vote leave bet get put dress build haggle bury wind tip trade pray keep hate "
    "know agree sniff whistle spend set".split()
)
SUBJECTS = frozenset(
    "i we you they he she it people nobody everybody somebody everyone someone else us".split()
)
ED_NOT_VERBS = frozenset(
    "red bed shed need seed speed hundred sacred wicked naked rugged ragged crooked "
    "half-baked half-collapsed unanswered unopened unfinished upholstered tired crowded "
    "haunted veiled bottled furnished frightened horrified pleased shocked worried annoyed "
    "offended related conscious".split()
)
PRONOUNS_3 = frozenset(
    "it its itself they them their theirs themselves he him his himself she her hers herself"
    .split()
)
# words that point back at something said before ("we drew one", "we said yes", "the same")
ANAPHORS = frozenset("one yes same too either such both mine yours ours theirs".split())
NUMBERS = frozenset("two three four five six seven eight nine ten dozen hundred".split())
ADVERBS = frozenset(
    "not never always still also just only once already ever really definitely even all both "
    "very almost quite rather sometimes often usually nearly simply slowly quietly".split()
)
# words a sentence or clause may not end on ("It came back with." but not "came back out.")
DANGLING = (DETERMINERS | PREPOSITIONS | CONJUNCTIONS | AUXILIARIES | frozenset("not very".split())) - frozenset(
    "out off on in inside behind before since over after once".split()
)
JOINERS = CONJUNCTIONS | frozenset("what how why whoever whatever as than".split())
AFTER_NOT_VERB = frozenset("all both many few more most several".split())
SAY_CLAUSE = frozenset(
    "say says said swear swears swore claim claims claimed insist insists insisted reckon "
    "reckons think thinks thought bet bets".split()
)
CLOSED = DETERMINERS | PREPOSITIONS | CONJUNCTIONS | AUXILIARIES | ADVERBS | SUBJECTS | PRONOUNS_3
MIN_WORDS = 5
MAX_WORDS = 40
# words between "the" and what it names ("the new car", "the last crew", "the whole barn")
QUALIFIERS = frozenset(
    "new old last first second third next whole same other only best worst little big "
    "very real own".split()
)
