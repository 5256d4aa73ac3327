#!/usr/bin/env bash
# Browser tests use Debian's Chromium; no test tool downloads a browser of its own.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package (and a CJK font)..."
if [ "$(id -u)" = "0" ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo -n"
else
  echo "Cannot install Chromium: not root and no passwordless sudo." >&2
  echo "Install it yourself:  sudo apt-get install -y chromium fonts-wqy-microhei" >&2
  echo "or point CHROMIUM_PATH at an existing Chromium binary, then run npm test again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get install -y --no-install-recommends chromium fonts-wqy-microhei; then
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends chromium fonts-wqy-microhei
fi
[ -x "$CHROMIUM" ] || { echo "Chromium still missing at $CHROMIUM after installing" >&2; exit 1; }
