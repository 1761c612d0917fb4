#!/usr/bin/env bash
# Installs and starts a local PostgreSQL server for the server module's persistence tests, then prints
# the line to export. Idempotent; run as root on Debian. Usage in .ci/run:
#   eval "$(server/ci-postgres.sh)"     # exports TAROCK_TEST_PG_URL
set -euo pipefail

DB=tarock_test
ROLE=tarock
PASSWORD=tarock

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

VERSION=$(ls /usr/lib/postgresql | sort -V | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION main"; then
  pg_createcluster "$VERSION" main >&2
fi
# Loopback only: the tests connect over TCP to 127.0.0.1.
sed -i "s/^#\?listen_addresses.*/listen_addresses = '127.0.0.1'/" "/etc/postgresql/$VERSION/main/postgresql.conf"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1==v && $2=="main" {print $4}' | grep -q online; then
  pg_ctlcluster "$VERSION" main start >&2
fi

psql_admin() { su postgres -c "psql -v ON_ERROR_STOP=1 -qtAX $*"; }
for _ in $(seq 1 30); do
  if psql_admin "-c 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done
if [ "$(psql_admin "-c \"select 1 from pg_roles where rolname = '$ROLE'\"")" != "1" ]; then
  psql_admin "-c \"create role $ROLE login password '$PASSWORD'\"" >&2
fi
if [ "$(psql_admin "-c \"select 1 from pg_database where datname = '$DB'\"")" != "1" ]; then
  psql_admin "-c \"create database $DB owner $ROLE\"" >&2
fi

echo "export TAROCK_TEST_PG_URL='jdbc:postgresql://127.0.0.1:5432/$DB?user=$ROLE&password=$PASSWORD'"
