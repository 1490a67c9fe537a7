#!/usr/bin/env bash
# Install Debian's Chromium for the Playwright e2e tests when it is missing (Playwright cannot
# download its own browser here). Runs apt as root, or through sudo when that is available.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  echo "chromium: $("$CHROMIUM" --version 2>/dev/null || echo present) at $CHROMIUM"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO=(sudo -n)
else
  echo "error: $CHROMIUM is missing and this user can neither run apt-get as root nor use sudo." >&2
  echo "       Install it with: apt-get install -y --no-install-recommends chromium" >&2
  exit 1
fi

echo "chromium: not found, installing Debian's chromium with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" apt-get install -y -q --no-install-recommends chromium </dev/null
"$CHROMIUM" --version
