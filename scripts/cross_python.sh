#!/usr/bin/env bash
# Every Python 3.10-3.13 on this machine, each with its own fresh install: same tests, same bytes.
#
# For each pyenv Python 3.10-3.13 found (${PYENV_ROOT:-~/.pyenv}/versions/3.1[0-3]*):
#   1. a fresh venv (in a temporary folder) and `pip install -e '.[test]'`, so the dependency
#      versions are the ones a new user of that Python gets from pyproject.toml's bounds;
#   2. the tests marked ``cross`` (tests/conftest.py CROSS_PYTHON: the RNG, dice, data loading,
#      the tracery and markovify adapters, click's errors, files and processes, the JSON
#      contracts, the goldens), not slow, not browser. The rest of the suite is the same code
#      on the same bytes (step 3 and tests/test_golden.py show the trips are the same bytes on
#      each Python) and runs under the reference Python (.ci/run);
#   3. scripts/dump_outputs.py (a fixed set of `daytrip roll ...` commands) compared byte for
#      byte with the reference venv's output.
# Exits 1 if any install, test or comparison fails; 0 (with a note) if no other Python is found.
#
# Usage: scripts/cross_python.sh            (uses .venv/bin/python as the reference)
#        PYTHON=/path/to/python scripts/cross_python.sh
#        CROSS_PYTHON_TESTS=0 scripts/cross_python.sh   (installs and bytes only, no tests)
#        CROSS_PYTHON_TESTS=all scripts/cross_python.sh (also test the reference's own X.Y)
#        CROSS_PYTHON_TESTS=fast scripts/cross_python.sh (every test but slow, browser and the
#                                                         content audits, not only ``cross``)
# By default the tests are not run again under the reference venv's own Python X.Y: .ci/run
# runs the whole suite with that venv (itself a fresh install), and CI has 90 minutes on
# 2 cores (the CI of a7a1900e: the fast suite but the audits took 1,090 s on each of three
# Pythons beside the README's tests, and the whole run 5,333 s of the 5,400).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
ref_py=${PYTHON:-.venv/bin/python}
run_tests=${CROSS_PYTHON_TESTS:-1}
test_args=(-m "cross and not slow and not browser")
if [ "$run_tests" = fast ]; then
  test_args=(-m "not slow and not browser and not content")
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1

# Its own copy of the checkout (tracked and new files, no .venv, no site): the installs and
# tests here never write into the checkout, so .ci/run can run the README's tests beside it.
src="$tmp/src"
mkdir "$src"
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$src" 2>/dev/null || \
  tar --exclude=./.venv --exclude=./.git --exclude=./site -cf - . | tar -xf - -C "$src"

ref_minor=$("$ref_py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
PYTHONPATH=. "$ref_py" scripts/dump_outputs.py > "$tmp/ref.json"
echo "reference: $("$ref_py" --version 2>&1) ($(grep -c '"stdout"' "$tmp/ref.json") commands)"

pyenv_root=${PYENV_ROOT:-$HOME/.pyenv}
found=0
failed=0
for py in "$pyenv_root"/versions/3.1[0-3]*/bin/python; do
  [ -x "$py" ] || continue
  found=$((found + 1))
  ver=$("$py" --version 2>&1)
  venv="$tmp/venv-$found"
  start=$SECONDS
  if ! { "$py" -m venv "$venv" && "$venv/bin/python" -m pip install -q -e "$src[test]"; } \
      > "$tmp/install.txt" 2>&1; then
    failed=$((failed + 1))
    echo "INSTALL FAILED: $ver ($py)"
    grep -v '^WARNING: Location' "$tmp/install.txt" | tail -5 || true
    continue
  fi
  deps=$("$venv/bin/python" -m pip list 2>/dev/null | awk '$1 ~ /^(icepool|click|mkdocs|mkdocs-material|markovify|Jinja2)$/ {printf "%s %s, ", $1, $2}')
  echo "installed: $ver: ${deps%, } ($((SECONDS - start)) s)"
  minor=$("$venv/bin/python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  if [ "$run_tests" != all ] && [ "$minor" = "$ref_minor" ]; then
    echo "tests: $ver is the reference's Python $ref_minor (.ci/run tests it with .venv)"
  elif [ "$run_tests" != 0 ]; then
    start=$SECONDS
    if (cd "$src" && "$venv/bin/python" -m pytest -q -x -p no:cacheprovider "${test_args[@]}") \
        > "$tmp/tests.txt" 2>&1; then
      echo "tests passed: $ver ($(tail -1 "$tmp/tests.txt" | tr -d '='), $((SECONDS - start)) s)"
    else
      failed=$((failed + 1))
      echo "TESTS FAILED: $ver"
      tail -30 "$tmp/tests.txt" || true
    fi
  fi
  if (cd "$src" && "$venv/bin/python" -s scripts/dump_outputs.py) > "$tmp/out.json" 2> "$tmp/err.txt" \
      && cmp -s "$tmp/ref.json" "$tmp/out.json"; then
    echo "same bytes: $ver ($py)"
  else
    failed=$((failed + 1))
    echo "DIFFERENT:  $ver ($py)"
    head -5 "$tmp/err.txt" || true
    diff "$tmp/ref.json" "$tmp/out.json" | head -20 || true
  fi
  rm -rf "$venv"
done
if [ "$found" -eq 0 ]; then
  echo "no pyenv Python 3.10-3.13 found under $pyenv_root/versions; nothing to compare"
  exit 0
fi
if [ "$failed" -gt 0 ]; then
  echo "cross-Python check FAILED ($failed problem(s) over $found interpreters)" >&2
  exit 1
fi
echo "cross-Python check passed for $found interpreters (fresh install, cross tests, same bytes)"
