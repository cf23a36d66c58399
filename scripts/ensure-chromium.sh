#!/usr/bin/env bash
# Browser tests run in Debian's Chromium (Playwright cannot download browsers here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Browser tests need /usr/bin/chromium: run 'sudo apt-get install -y chromium' once." >&2
  exit 1
fi
