#!/usr/bin/env bash
# The crash bench: kills a table server with SIGKILL again and again on one embedded store while people play at
# a human pace (HaltingServer, the servers' bots at the default card delay), then starts a server on what is
# left and checks that it holds every action that was acknowledged (KillLoopCheck).
# Usage: server/kill-loop.sh [KILLS [TABLES [DATA_DIR]]]   (defaults 12, 6, a new temporary directory)
set -euo pipefail
cd "$(dirname "$0")/.."
kills=${1:-12}
tables=${2:-6}
data=${3:-$(mktemp -d)}
mkdir -p "$data"
java="$(.mvn/find-jdk)/bin/java"
./mvnw -q -pl server -am test-compile dependency:build-classpath -Dmdep.outputFile=target/kill-loop.classpath \
    >/dev/null
cp="server/target/test-classes:server/target/classes:$(cat server/target/kill-loop.classpath)"
said="$data/said.txt"
: > "$said"
for i in $(seq 1 "$kills"); do
    "$java" -cp "$cp" org.tarock.server.wire.HaltingServer "$data" - 1000000 "$tables" "$i" 800 > "$data/run-$i.log" 2>&1 &
    pid=$!
    sleep $((18 + RANDOM % 10))
    kill -9 "$pid"
    wait "$pid" 2>/dev/null || true
    grep -E '^(TABLE|ACK) ' "$data/run-$i.log" >> "$said" || true
done
"$java" -cp "$cp" org.tarock.server.wire.KillLoopCheck "$data" "$said" 2>/dev/null | tail -n 1
