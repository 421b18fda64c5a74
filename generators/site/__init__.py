"""site: the campaign as a MkDocs-Material site. Markdown pages from templates (pages, with
the non-trip pages' data in context and the systems and crew pages in sections), the campaign
folder and its lock (campaign, lock), MkDocs run in-process (mkdocs_run), on both cores and
with a never-stale page cache (fastbuild, its workers' jobs in fastjobs, htmlcache), and
forked workers for big campaigns (parallel); the build's pages wait on disk, not in memory
(spill), and the generator's caches are let go before MkDocs runs (release).

May import: trip and everything below it. Never the CLI: what the help page says of the
commands is passed in by the CLI (generators.cli.helpdoc).
"""
