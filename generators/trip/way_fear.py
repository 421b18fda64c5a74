"""Whether the climax's obstacle works on the crew's fear (the fact ``fear_hold``,
generators/facts_r30.py), so the needed way past "it fastens on whatever the crew fear most,
and a crew who say their fears out loud ... give it nothing to fasten on" is told only where there
is an "it" that feeds on fear: a dread over the place, a voice of someone lost, the crew's own name
called from further in, sounds that follow them, the feeling of having failed here, laughter
at them. Not for minutes that go missing, a doubt about the job, a quarrel or a sleepiness (cold
reads 33: cold33-a-halyard-41, cold33-a-quillwort-7). Audited by consistency_r33clues.py."""

from __future__ import annotations

import re

FEAR = re.compile(r"\b(dread|in the voice of someone they lost|their own name called|small sounds follow the crew|"
                  r"already failed|laughing at them)\b", re.I)


def fear_hold(ob: dict | None) -> str:
    """"yes" when the obstacle ``ob`` (a scene's ``obstacle``) works on the crew's fear, else "no"."""
    return "yes" if FEAR.search((ob or {}).get("text") or "") else "no"
