"""The two nodes that are not places in any one universe: a Dream World (whose dream, an
author, a scientist or an ordinary Californian; which kind of world by Dr. Barker's theory;
the veil, what it obeys, each slipped vector made concrete) and the Multiversal Chao (what is
fluxing right now, the d6 flux table rolled every hour). Split out of content/nodes.py, which
calls ``_dream`` and ``_chao`` from ``node_details``.

Paths: <stream>/<field> for every field (as content/nodes.py).
"""

from __future__ import annotations

from ..data import load
from ..rng import Stream
from ..text.english import possessive
from .common import BARKER, Setting, alien_word, cap, field_log, gx, human_name, one_of
from .people import key_local_job, key_tier
from .sky_slip import _slips, slip_look, slip_sky
from .visits import roll_belief
from .world import EARTH, World, finish

# Dr. Barker's kinds of Dream World: (key, world label, personal?) - personal kinds exist
# for every mind; the story kinds only for people whose works were widely read.
DREAMED_WRITER = "The writer, as their dreamers imagine them"  # a readers' or imitators' dream
DREAM_KINDS = (
    ("dream", "a single dream", "Dream", True),
    ("all_dreams", "the sum of all the dreams", "Dreams", True),
    ("conscious", "the conscious experience", "Waking Life", True),
    ("unconscious", "the unconscious", "Unconscious", True),
    ("unfinished", "an unfinished idea", "Unfinished Idea", True),
    ("story", "one of the stories", "Story", False),
    ("all_stories", "the sum of all the stories", "Collected Stories", False),
    ("impressions", "the sum of all readers' impressions of the stories", "Readers' Dream", False),
    ("kindred", "readers' impressions of stories like those", "Imitators' Dream", False),
)


DREAMER = "The dreamer, as they appear in their own world"


def _dreamer(s: Stream) -> tuple[str, str, bool, str, str]:
    """(full description, short name, famous writer?, name as a person, NPC class) of a
    dreamer. An ordinary person's job is drawn with its class (corpora/trip/class_occupations.json,
    a job of Sacramento in 2017): the dream line's job and their NPC card agree (cold read: "an
    insulation worker in Galt" whose card says Amateur Explorer)."""
    r = s.child("kind").dice(1, 6, "dreamer (1-3 author, 4 scientist, 5-6 ordinary person)")
    if r.total <= 3:
        name = s.child("who").choice(load("lists/authors").value_tuple)
        r.result = "author"
        return f"the writer {name}", name, True, name, "Gonzo Writer"
    if r.total == 4:
        name = s.child("who").choice(load("lists/scientists").value_tuple)
        r.result = "scientist"
        return name, name.split()[-1], False, name, "Physicist"
    r.result = "ordinary person"
    person = human_name(s.child("who"))
    cls, job = key_local_job(s.child("job"), EARTH, DREAMER)
    plain = gx(s.child("what"), "dream", "dreamer_plain", {"occupation": job})
    return f"{person}, {plain}", person.split()[0], False, person, cls


def _dream(mission, s: Stream) -> tuple[dict, Setting]:
    full, short, famous, person, cls = _dreamer(s.child("dreamer"))
    kinds = [k for k in DREAM_KINDS if famous or k[3]]
    key, label, title, _ = s.child("kind").choice(kinds)
    s.note("dream world kind (Barker)", label)
    # a readers' dream is theirs, the writer as they imagine them; the class: the dreamer's job (cold read 10)
    dreamer = {"impressions": f"the readers of {full}",
               "kindred": f"the readers of stories like those of {full}"}.get(key, full)
    role = DREAMER if dreamer == full else DREAMED_WRITER
    ctx = {"dreamer": full, "dreamer_short": short, "object": one_of("lists/household_objects"),
           "animal": one_of("lists/animals")}
    world = f"{possessive(short)} {title}"
    d = {
        "summary": f"A Dream World: {label} of {full}", "name": world, "dreamer": dreamer,
        "kind_of_world": f"{cap(label)}, by Dr. Barker's theory ({BARKER})",
        "what_it_is": gx(s.child("which"), "dream", f"kind_{key}", ctx),
        **_slips(mission, s, None),  # drawn below, once the dream's facts are known
        "the_veil": gx(s.child("veil"), "dream", "veiled", ctx),
        "worth_bringing_back": gx(s.child("artifact"), "dream", "artifact", ctx),
        "from_an_old_field_log": field_log(s.child("log")),
    }
    w = World(mission.node_type, "dream", tech="strange", inhabitants="many", meets_visitors=True,
              natives="dream", air="breathable", water="lakes", law="lax",
              law_text="Whatever the dreamer believes is fair", dreamer=dreamer, life="strange",
              dream_obeys=gx(s.child("obeys"), "dream", "obeys", ctx),
              # one dream in three stands still at one time of day, before its sky is drawn
              stuck=s.child("stuck").choice(("no", "no", "no", "no", "afternoon", "evening")))
    finish(w, s.child("world"))
    roll_belief(w, s.child("belief"))  # what the dream's people believe of visitors, before the slips
    d.update(_slips(mission, s, {"_world": w.facts()}))  # no sunset where there is no night
    slip_sky(w, d.get("appearance_slipped", ""))  # a slipped sky is the dream's one sky
    slip_look(w, d.get("appearance_slipped", ""))  # a slip of the locals' looks: theirs (r40)
    d["what_the_dream_obeys"] = w.dream_obeys
    d["sky"] = w.sky[:1].upper() + w.sky[1:]
    return d, Setting(mission.node_type, "dream", world, "dream", facts=w,
                      key_person={"name": person, "role": role, "note": full, "class": cls,
                                  "tier": key_tier(cls)})


CHAO_KINDS = ("gravity", "time", "light", "matter", "mind", "space")


def _chao(mission, s: Stream) -> tuple[dict, Setting]:
    world = f"the Chao, {alien_word(s.child('drift'))} Drift"
    ctx = {"object": one_of("lists/household_objects"), "animal": one_of("lists/animals"),
           "material": one_of("lists/fictional_materials"), "color": one_of("lists/crayola_colors")}
    table = [gx(s.child("flux", k), "chao", f"flux_{k}", ctx) for k in CHAO_KINDS]
    r = s.child("now").dice(1, 6, "the flux right now")
    r.result = CHAO_KINDS[r.total - 1]
    d = {
        "summary": "The Multiversal Chao: the laws of physics flux from hour to hour",
        "name": world,
        "fluxing_now": f"{table[r.total - 1]} (flux table row {r.total})",
        "how_it_changes": gx(s.child("hourly"), "chao", "hourly", ctx),
        "flux_table": [f"{i}. {t}" for i, t in enumerate(table, 1)],
        "the_one_fixed_point": gx(s.child("stable"), "chao", "stable_rule", ctx),
        "drifting_past": cap(gx(s.child("debris"), "chao", "debris", ctx)),
        "from_an_old_field_log": field_log(s.child("log")),
    }
    w = World(mission.node_type, "chao", tech="strange", inhabitants="few", meets_visitors=True,
              natives="chao", air="thin", water="strange", law="none",
              law_text="Nothing that lasts longer than the flux", flux=table[r.total - 1],
              life="strange")
    w.climate = "shifting"
    finish(w, s.child("world"))
    d["sky"] = w.sky[:1].upper() + w.sky[1:]
    return d, Setting(mission.node_type, "chao", world, "chao", facts=w)
