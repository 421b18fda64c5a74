#!/usr/bin/env bash
# Set up (or refresh) the project's environment in .venv; safe to run again.
#
#   scripts/setup.sh && .venv/bin/pytest -q
#
# Needs Debian's python3 with venv support and, for the browser test of the site,
# Debian's chromium: when they are missing and we are root (as in CI) they are installed
# with apt-get; otherwise the apt-get command to run is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "$@"
    return 0
  fi
  echo "setup: please run: sudo apt-get install $*" >&2
  return 1
}

missing=()
command -v python3 >/dev/null 2>&1 || missing+=(python3)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ]; then
  if ! apt_install "${missing[@]}"; then
    # Without chromium only the browser test is skipped; without python3/venv nothing works.
    if [ "${missing[*]}" != "chromium" ]; then exit 1; fi
  fi
fi

# A working .venv (recreated if it is broken, e.g. after a system Python upgrade).
if ! .venv/bin/python -c 'import sys' >/dev/null 2>&1; then
  rm -rf .venv
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[test]'
.venv/bin/daytrip --version
echo "setup: ready. Run the tests with: .venv/bin/pytest -q"
