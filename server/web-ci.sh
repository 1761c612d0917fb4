#!/usr/bin/env bash
# Installs what the browser tests need on Debian, as root: chromium and its chromedriver (the tests use
# /usr/bin/chromium and /usr/bin/chromedriver and never download a browser). Safe to run again.
set -euo pipefail

if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
    echo "web-ci: chromium and chromedriver are installed"
    exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends chromium chromium-driver fonts-dejavu-core
echo "web-ci: installed $(/usr/bin/chromium --version 2>/dev/null | head -1)"
