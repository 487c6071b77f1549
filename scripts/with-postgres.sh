#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server:
#   scripts/with-postgres.sh npx vitest run --project api
# initdb in a temp dir, start on a free local port, run the command with DATABASE_URL set, then
# stop the server and delete the dir (also on failure or Ctrl-C). The command's exit code is kept.
# Needs PostgreSQL's server binaries (Debian: apt-get install postgresql; PG_BIN overrides the
# folder). As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 64
fi

find_pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  local latest
  latest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$latest" ]; then echo "$latest"; return; fi
  if command -v pg_config >/dev/null 2>&1; then pg_config --bindir; return; fi
  dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/initdb)"
}
PG_BIN=$(find_pg_bin)
if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  echo "PostgreSQL server binaries not found (looked in $PG_BIN): apt-get install -y postgresql, or set PG_BIN" >&2
  exit 69
fi

port_is_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=${PG_TEST_PORT:-54329}
while ! port_is_free "$PORT"; do PORT=$((PORT + 1)); done

WORK_DIR=$(mktemp -d /tmp/galant-pg.XXXXXX)
# Owner of the cluster: postgres when we are root, ourselves otherwise.
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$WORK_DIR"
  as_owner() { runuser -u postgres -- "$@"; }
else
  as_owner() { "$@"; }
fi

stop_server() {
  if [ -f "$WORK_DIR/data/postmaster.pid" ]; then
    as_owner "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK_DIR"
}
trap stop_server EXIT
trap 'exit 130' INT TERM

as_owner "$PG_BIN/initdb" -D "$WORK_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$WORK_DIR/initdb.log" 2>&1 \
  || { cat "$WORK_DIR/initdb.log" >&2; exit 1; }
# Durability off: this cluster lives for one run. Socket in the work dir: no clash with a system server.
as_owner "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -l "$WORK_DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$WORK_DIR/server.log" >&2; exit 1; }

VERSION=$("$PG_BIN/postgres" --version)
echo "with-postgres: $VERSION on 127.0.0.1:$PORT" >&2

set +e
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
STATUS=$?
set -e
exit "$STATUS"
