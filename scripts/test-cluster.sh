#!/usr/bin/env bash
# Several built servers on one PostgreSQL with Redis, then PostgreSQL and Redis faults
# (scripts/test-cluster.ts). Needs Debian's redis-server (.ci/run installs it) and PostgreSQL 15's
# binaries (the faults start one of their own); the servers share TEST_PG_URL, or a throwaway
# PostgreSQL started here.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x "${REDIS_SERVER_BIN:-/usr/bin/redis-server}" ]; then
  echo "The cluster test needs Redis: 'sudo apt-get install -y redis-server' once." >&2
  exit 1
fi
# PostgreSQL 15's binaries in any case: the fault checks crash and restart a PostgreSQL of their own.
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "The cluster test needs PostgreSQL 15 ('sudo apt-get install -y postgresql-15')." >&2
  exit 1
fi
export PG_BIN
if [ -z "${TEST_PG_URL:-}" ]; then
  PG_DIR=$(mktemp -d /tmp/lb-cluster-pg.XXXXXX)
  PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
  [ "$(id -u)" = "0" ] && chown postgres "$PG_DIR"
  as_pg "$PG_BIN/initdb -D $PG_DIR/data -A trust -U postgres --no-sync" >/dev/null
  as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -o \"-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off\" -l $PG_DIR/log -w start" >/dev/null
  stop_pg() { as_pg "$PG_BIN/pg_ctl -D $PG_DIR/data -m fast stop" >/dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
  trap stop_pg EXIT
  export TEST_PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
fi
npm run build --workspace @lorrybazaar/server --silent
node --import tsx scripts/test-cluster.ts
