#!/usr/bin/env bash
# `npm test`: every check the project has, in order: Chromium for e2e (installed from Debian
# when missing), lint, typecheck, the three Vitest projects, the production build (web app and
# server bundle) and its dependency check, then the Playwright e2e suite against the real
# server. A failing step does not stop the later ones (one run reports everything); the script
# exits non-zero when any step failed. FAIL_FAST=1 stops at the first failure instead.
# Arguments pick steps (for local use), e.g. `bash scripts/test.sh build e2e`; none means all.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

ONLY=" $* "
STEPS=()
CURRENT=""
STARTED_ALL=$SECONDS

FAILED=()

summary() {
  local status=$?
  echo
  echo "== summary"
  if ((${#STEPS[@]})); then printf '   %s\n' "${STEPS[@]}"; fi
  if [ -n "$CURRENT" ]; then echo "   interrupted during: $CURRENT"; fi
  echo "   total $((SECONDS - STARTED_ALL))s"
  if ((${#FAILED[@]})); then
    echo "   FAILED: ${FAILED[*]}"
    [ "$status" -ne 0 ] || status=1
  elif [ "$status" -eq 0 ]; then
    echo "   all steps passed"
  fi
  exit "$status"
}
trap summary EXIT

step() {
  local name=$1
  shift
  if [ "$ONLY" != "  " ] && [[ "$ONLY" != *" $name "* ]]; then return 0; fi
  CURRENT=$name
  echo
  echo "== $name: $*"
  local started=$SECONDS status=0
  "$@" || status=$?
  CURRENT=""
  if [ "$status" -eq 0 ]; then
    STEPS+=("$(printf '%-10s %4ss  ok' "$name" $((SECONDS - started)))")
  else
    STEPS+=("$(printf '%-10s %4ss  FAILED (exit %s)' "$name" $((SECONDS - started)) "$status")")
    FAILED+=("$name")
    if [ "${FAIL_FAST:-0}" = 1 ]; then exit "$status"; fi
  fi
}

step chromium bash scripts/install-chromium.sh
step lint npm run --silent lint
step typecheck npm run --silent typecheck
step unit vitest run --project unit
step server vitest run --project server
step web vitest run --project web
step build npm run --silent build
# What the built server and pre-renderer load must be installed by `npm ci --omit=dev` (docs/production.md).
step deps node scripts/production-deps.mjs
step e2e playwright test
