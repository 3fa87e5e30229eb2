#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests, independent of any system cluster.
#
#   scripts/pg.sh start   initialises a cluster in a temporary folder, starts it on a free loopback port, creates the
#                         database `casino` and prints its URL (postgres://postgres@127.0.0.1:PORT/casino) on stdout,
#                         so `DATABASE_URL=$(scripts/pg.sh start)` works. If one is already running, prints its URL.
#   scripts/pg.sh stop    stops it and deletes the folder.
#
# It uses the newest /usr/lib/postgresql/*/bin (PG_BIN overrides). Run as root, it runs the server as the `postgres`
# user (initdb refuses root). It listens on 127.0.0.1 only, with its socket in its own folder, so a cluster that
# Debian's package may have started on 5432 is neither used nor disturbed. The state file (PG_SH_STATE, default
# ${TMPDIR:-/tmp}/casino-pg-sh.state) remembers the folder between start and stop.
set -euo pipefail

state=${PG_SH_STATE:-${TMPDIR:-/tmp}/casino-pg-sh.state}
log() { echo "pg.sh: $*" >&2; }

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] || { log "no PostgreSQL found under /usr/lib/postgresql/*/bin (apt-get install postgresql)"; exit 1; }
  echo "$dir"
}

# Runs a command as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

url_for() { echo "postgres://postgres@127.0.0.1:$1/casino"; }

running() {
  [ -f "$state" ] || return 1
  local dir port
  read -r dir port < "$state"
  [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status > /dev/null 2>&1
}

start() {
  if running; then
    local dir port
    read -r dir port < "$state"
    log "already running in $dir"
    url_for "$port"
    return
  fi
  local dir port attempt
  dir=$(mktemp -d "${TMPDIR:-/tmp}/casino-pg.XXXXXX")
  chmod 755 "$dir"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale > "$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; rm -rf "$dir"; exit 1; }
  for attempt in 1 2 3; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start > /dev/null; then
      echo "$dir $port" > "$state"
      as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres casino
      log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running in $dir: DATABASE_URL=$(url_for "$port")"
      url_for "$port"
      return
    fi
    log "could not start on port $port (attempt $attempt)"
  done
  cat "$dir/server.log" >&2
  rm -rf "$dir"
  exit 1
}

stop() {
  if [ ! -f "$state" ]; then log "nothing to stop"; return; fi
  local dir port
  read -r dir port < "$state"
  if [ -f "$dir/data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop > /dev/null || true; fi
  case "$dir" in "${TMPDIR:-/tmp}"/casino-pg.*) rm -rf "$dir" ;; *) log "not deleting unexpected folder $dir" ;; esac
  rm -f "$state"
  log "stopped"
}

bin=$(find_bin)
case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
