"""Round 17, machine-made lines and small facts bugs (cold read 25, readers F and G; generators/
trip/consistency.py runs these; tests/test_r17_wording.py feeds each a trip that breaks it).

- ``tweak-line-table-words``: a scene's surrealism tweak line says the tweak table's words
  ("Gravity here: works on different elements or objects."; "Dreaming here: controlled by a
  machine or a system."), or is built as "<thing> here: ..." with no sentence of its own. The
  scene says what is strange in a sentence (trip/scene_view.py tweak_said) and the tweak's
  detail shows it; the table's words stay in the GM's tweak list, in its "Rolled on" note.
- ``bare-skin-sealed-suit``: a line of the clock or a scene's obstacle speaks of bare fingers,
  hands or skin in the open where the air is toxic or there is none, so everybody outside is
  sealed in a suit ("The cold bites harder: bare fingers fumble" under a vacuum: cold-79851e).
  The lines need "air: breathable|thin" (corpora/trip/play_clock.json, play_obstacles.json).
- ``talks-party-fits-world``: the other side of a diplomacy job's talks (``world.talks``) is a
  row of corpora/lists/talks_sides.json whose needs the world does not meet ("the local
  council" on a world whose law is "none": cold-79851e).
- ``roll-log-scene-dl``: a DL a scene prints (its obstacle's, its hidden surprise's) has no
  entry in the GM's roll log (``rolls``) that gives it, at ``.../scenes/<n>/dl``; or the log
  has the content's "obstacle DL (X): CL + 1d3 - 1" roll for an obstacle no scene prints,
  not marked set aside, with why (trip/dl_log.py).
- ``read-aloud-rule``: a read-aloud box (the slip-in, a scene's, the job's ad) states a rule, a
  stat's roll or a DL ("Beta-stage disorientation: after any shock, a PSYCHE roll (DL 4) ...":
  a Dream World's veil). Rules are the GM's (trip/parts.py leaves such a node detail out).
- ``faction-named-for-place``: a faction's name is one of the trip's place names, or stacks
  "of the" ("The Syndicate of the Radio Tower of the Church of the Second Coming", "The Guild
  of the Zeppelin Yard of the Commission"), and then it sat at another scene. Faction names
  no longer draw a place (corpora/grammars/org.json faction_name).
- ``machine-line-r17``: small compositions a reader catches at once: a secret with no subject
  ("Mietti Peters is hiding something: was the one who told the client": trip/clues.py says
  the given name), a crayon's name as a paint ("a lander called Loose Change, painted Outer
  Space"), a sound overhead ("Overhead: a full moon and the sound of frogs"), a client's own
  clause not closed ("The Davis Honeymooners' Club, who saved three years for the trip is
  paying": corpora/grammars/teaser.json client_subj), a place's look with no subject after the
  hour ("It is night here. Grand, powered by a huge clanking steam engine": trip/start.py).
"""

from __future__ import annotations

import re

from ..content.world import facts_of
from ..data import load
from ..needs import fits
from .dl_log import CONTENT_DL, UNUSED
from .parts import RULE_IN_PROSE

RULES = ("tweak-line-table-words", "bare-skin-sealed-suit", "talks-party-fits-world", "roll-log-scene-dl",
         "read-aloud-rule", "faction-named-for-place", "machine-line-r17")

# "<thing> here: ..." as the line's opening, before any sentence has a subject and a verb
HERE_COLON = re.compile(r"^[^.:]{1,80}? here: ")
BARE = re.compile(r"\bbare (?:fingers|hands|skin|feet|faces?)\b", re.I)
SEALED = ("toxic", "vacuum")
MACHINE = (
    (re.compile(r"\b(?:is hiding something|keeps quiet about something[^:]*): (?:has|is|was|knows|owes|lost|once|"
                r"swapped|broke|sold|thinks|keeps|set|told|opened|buried|cannot|dreams|took|promised|hid|"
                r"cheated|lied|reads|moved|burned|started|brought|still|met|booked|can|means|sent|wrote|"
                r"plans|came|made|signed)\b"), "a secret with no subject"),
    (re.compile(r"\blander called [^,.;]+, painted [A-Z]"), "a crayon's name as a paint"),
    (re.compile(r"\bOverhead: [^.;]*\bthe sound of\b"), "a sound overhead"),
    (re.compile(r", (?:who|which|whose) [^,.;:]+ (?:is paying|wants|needs|has posted|has a job|is looking|"
                r"will pay)\b"), "a name's own clause not closed before its verb"),
    (re.compile(r"\bIt is (?:night|day|always [a-z]+) here\. (?!Somewhere|Everywhere|Nearby|Here|There)"
                r"[A-Z][a-z]+(?:,| and [a-z]+[,;]|;)"), "a look with no subject ('It is night here. "
                                                                 "Grand, powered by ...')"),
)


def _tweaks(trip: dict, bad) -> None:
    shorts = [t.get("tweak") or "" for t in trip.get("tweaks") or [] if t.get("tweak")]
    rules = [(t.get("rule") or "").rstrip(".") for t in trip.get("tweaks") or [] if t.get("rule")]
    for sc in trip.get("scenes") or []:
        for line in sc.get("tweaks") or []:
            low = line.lower()
            said = next((w for w in shorts + rules if w and w.lower() in low), "")
            if said or HERE_COLON.match(line):
                bad("tweak-line-table-words",
                    f"scene/{sc.get('number')}: {line[:70]!r}: " + (f"the table's words {said!r}" if said
                                                                   else "'<thing> here:' and no sentence"))


def _suits(trip: dict, world: dict, bad) -> None:
    if world.get("air") not in SEALED:
        return
    lines = [(f"clock/tick {t.get('tick')}", e.get("text") or "")
             for t in (trip.get("clock") or {}).get("ticks") or [] for e in t.get("events") or []]
    lines += [(f"scene/{sc.get('number')}", str(sc.get("obstacle") or "")) for sc in trip.get("scenes") or []]
    lines += [("obstacles", str(o)) for o in trip.get("obstacles") or []]
    for where, text in lines:
        m = BARE.search(text)
        if m:
            bad("bare-skin-sealed-suit", f"{where}: {m.group(0)!r} where the air is {world.get('air')} "
                                         f"and everybody outside is sealed in a suit")


def _talks(world: dict, bad) -> None:
    parties = ((world.get("talks") or {}).get("parties")) or []
    side = parties[1] if len(parties) > 1 else None
    if not side:
        return
    row = next((f for v, _, f in load("lists/talks_sides").items if v == side), None)
    if row is not None and not fits(row.get("_needs"), facts_of(world)):
        bad("talks-party-fits-world", f"world.talks: {side!r} where the world does not meet its "
                                      f"needs (law {world.get('law')!r})")


def _dls(trip: dict, bad) -> None:
    rolls = trip.get("rolls") or []
    logged = {(r.get("path") or "").split("/play/")[-1]: r.get("result") for r in rolls}
    purposes = [r.get("for") or "" for r in rolls]
    for sc in trip.get("scenes") or []:
        for key, where in (("obstacle", "dl"), ("surprise", "surprise/dl")):
            ob = sc.get(key)
            if isinstance(ob, dict) and ob.get("dl") is not None:
                got = logged.get(f"scenes/{sc.get('number')}/{where}")
                if got != f"DL {ob['dl']}":
                    bad("roll-log-scene-dl", f"scene/{sc.get('number')}: its {key} prints DL {ob['dl']}, "
                                             f"and the roll log has {got!r} for it")
    for r in rolls:
        m = CONTENT_DL.match(r.get("for") or "")
        if m and UNUSED not in (r.get("result") or "") and \
                not any(f"the content's obstacle DL ({m.group(1)})" in p for p in purposes):
            bad("roll-log-scene-dl", f"rolls: {r.get('for')!r} = {r.get('result')!r}, and no scene prints it")


def _read_aloud(trip: dict, bad) -> None:
    boxes = [("start", (trip.get("start") or {}).get("read_aloud") or ""), ("teaser", trip.get("teaser") or "")]
    boxes += [(f"scene/{sc.get('number')}", sc.get("read_aloud") or "") for sc in trip.get("scenes") or []]
    for where, text in boxes:
        m = RULE_IN_PROSE.search(text)
        if m:
            bad("read-aloud-rule", f"{where}: {text[max(0, m.start() - 50):m.end() + 10]!r}: a rule read aloud")


def _factions(trip: dict, bad) -> None:
    places = [re.sub(r"^the ", "", loc.get("name") or "", flags=re.I).lower() for loc in trip.get("locations") or []]
    for f in trip.get("factions") or []:
        name = f.get("name") or ""
        hit = next((p for p in places if p and p in name.lower()), "")
        if hit or name.count(" of the ") >= 2:
            bad("faction-named-for-place", f"faction {name!r}: " + (f"named for the place {hit!r}" if hit
                                                                    else '"of the" stacked'))


def _machine(trip: dict, every, bad) -> None:
    texts = list(every) + [(f"clue/{f.get('id')}", f.get("fact") or "") for f in trip.get("clues") or []]
    texts += [(f"rival/{r.get('name')}", d.get("text") or "") for r in trip.get("rivals") or []
              for d in r.get("details") or []]
    texts += [("start", (trip.get("start") or {}).get("read_aloud") or "")]
    texts += [(f"scene/{sc.get('number')}", sc.get("read_aloud") or "") for sc in trip.get("scenes") or []]
    for where, text in texts:
        for pat, why in MACHINE:
            if why.startswith("a name's own clause") and where != "teaser":
                continue  # the ad's client only (", who has it and wants" in a way round is fine)
            m = pat.search(text or "")
            if m:
                bad("machine-line-r17", f"{where}: {m.group(0)!r}: {why}")


def check_r17wording(trip: dict, world: dict, every, bad) -> None:
    _tweaks(trip, bad)
    _suits(trip, world, bad)
    _talks(world, bad)
    _dls(trip, bad)
    _read_aloud(trip, bad)
    _factions(trip, bad)
    _machine(trip, every, bad)
