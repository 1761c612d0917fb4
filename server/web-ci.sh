#!/usr/bin/env bash
# Installs what the browser tests need on Debian, as root: chromium and its chromedriver (the tests use
# /usr/bin/chromium and /usr/bin/chromedriver and never download a browser), and axe-core from npm for the
# accessibility checks, into server/target/axe (outside the sources; the tests inject it into the page).
# Safe to run again.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
    echo "web-ci: chromium and chromedriver are installed"
else
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q
    apt-get install -y -q --no-install-recommends chromium chromium-driver fonts-dejavu-core
    echo "web-ci: installed $(/usr/bin/chromium --version 2>/dev/null | head -1)"
fi

axe="$here/target/axe/node_modules/axe-core/axe.min.js"
if [[ -f "$axe" ]]; then
    echo "web-ci: axe-core is installed"
else
    if ! command -v npm >/dev/null; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y -q --no-install-recommends npm
    fi
    npm install --prefix "$here/target/axe" --no-audit --no-fund axe-core@4
    echo "web-ci: installed axe-core into $here/target/axe"
fi
