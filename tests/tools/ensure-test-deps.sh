#!/usr/bin/env bash
# Makes sure the tests have what npm cannot install: a Chromium for the end-to-end tests, a
# Redis server for the shared rate-limit store test and PostgreSQL for the server articles' tests. Playwright cannot download its own browsers on
# machines without internet access, so on Debian both come from the distribution with apt-get.
set -euo pipefail

apt_packages=()

browser=""
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then
  browser="${CHROMIUM_PATH} (CHROMIUM_PATH)"
else
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then browser="$candidate"; break; fi
  done
  if [ -z "$browser" ] && compgen -G "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}/chromium*" > /dev/null; then
    browser="Playwright's own"
  fi
fi
[ -z "$browser" ] && apt_packages+=(chromium)
command -v redis-server > /dev/null || apt_packages+=(redis-server)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || apt_packages+=(postgresql)

if [ "${#apt_packages[@]}" -gt 0 ]; then
  if command -v apt-get > /dev/null; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing ${apt_packages[*]} with apt-get…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${apt_packages[@]}" > /dev/null
    # The Debian packages start Redis and PostgreSQL services; the tests start their own.
  elif [ -z "$browser" ]; then
    npx playwright install chromium
  fi
fi

# initdb refuses to run as root: the tests' PostgreSQL runs as this unprivileged user.
if [ "$(id -u)" -eq 0 ] && ! id tarot-test > /dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin tarot-test
fi

echo "Chromium: ${browser:-$(command -v chromium || echo "Playwright's own")}"
echo "Redis: $(command -v redis-server || echo 'missing (the shared rate-limit test needs redis-server)')"
echo "PostgreSQL: $(compgen -G '/usr/lib/postgresql/*/bin/initdb' | head -n 1 || echo 'missing (the server articles tests need it)')"
