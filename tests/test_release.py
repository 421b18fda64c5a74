"""Letting go of the generator's caches before the HTML stage (generators/site/release.py)
changes no output: a render after the release is the same bytes as the one before it."""

from generators.site.pages import render_campaign
from generators.site.release import release_caches
from generators.text import grammar, markov


def test_a_render_after_the_release_is_the_same_bytes():
    first = render_campaign("release-check", missions=4)
    assert markov._cache and grammar._cache  # the render filled them
    release_caches()
    assert not markov._cache and not grammar._cache and not grammar._views
    assert render_campaign("release-check", missions=4) == first


def test_a_release_twice_or_before_any_render_is_harmless():
    release_caches()
    release_caches()
    assert render_campaign("release-check", missions=2) == render_campaign("release-check", missions=2)
