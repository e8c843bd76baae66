#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium to drive. Playwright cannot download its own
# browsers on machines without internet access, so on Debian we install the distribution's Chromium.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  echo "Chromium: ${CHROMIUM_PATH} (CHROMIUM_PATH)"
  exit 0
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then
    echo "Chromium: $candidate"
    exit 0
  fi
done
if compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" > /dev/null; then
  echo "Chromium: Playwright's own"
  exit 0
fi
if command -v apt-get > /dev/null; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing Debian's chromium with apt-get…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium > /dev/null
  echo "Chromium: $(command -v chromium)"
else
  npx playwright install chromium
fi
