#!/usr/bin/env bash
# Runs the page's plain JavaScript unit tests (src/test/js/*.test.js) with Node's built-in test runner; no
# npm packages. Without node it skips with a message, except under CI=true, where that is a failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if ! command -v node >/dev/null; then
    if [[ "${CI:-}" == "true" ]]; then
        echo "js-test: node is required under CI=true to run the page's unit tests (apt-get install nodejs)" >&2
        exit 1
    fi
    echo "js-test: SKIPPED: node not found, the page's unit tests (src/test/js) are not run"
    exit 0
fi

echo "js-test: $(node --version), src/test/js"
cd "$here"
exec node --test --test-reporter=spec src/test/js/*.test.js
