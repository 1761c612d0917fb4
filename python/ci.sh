#!/usr/bin/env bash
# The Python tests of tarock_env (stdlib unittest), the quick start of docs/env.md among them (run as written,
# without its apt-get line). Installs nothing: needs Debian's python3-jpype and
# python3-numpy and the project's jar (cli/target/tarock.jar, or TAROCK_JAR). Without JPype or numpy the
# tests are skipped with a message, except under CI=true, where that is an error; without python3-torch
# the learning example's tests and the quick start are skipped with a message.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python="${PYTHON:-/usr/bin/python3}"
if ! "$python" -c 'import jpype, numpy' 2>/dev/null; then
    if [[ "${CI:-}" == "true" ]]; then
        echo "python/ci.sh: CI=true but $python cannot import jpype and numpy (apt-get install python3-jpype python3-numpy)" >&2
        exit 1
    fi
    echo "python/ci.sh: skipped: $python cannot import jpype and numpy (apt-get install python3-jpype python3-numpy)"
    exit 0
fi
jar="${TAROCK_JAR:-$here/../cli/target/tarock.jar}"
if [[ ! -f "$jar" ]]; then
    "$here/../tarock" --version >/dev/null
fi
cd "$here"
exec "$python" -m unittest discover -s tests -t . -v
