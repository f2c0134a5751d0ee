#!/usr/bin/env bash
# A PostgreSQL cluster of its own for the fault tests, which stop and start it while the
# API runs (the suite's shared cluster must stay up).
#   pg-cluster.sh create DIR   initdb + start on a free port; prints the superuser URL
#   pg-cluster.sh stop DIR     immediate shutdown (like a crash: no goodbye to clients)
#   pg-cluster.sh start DIR    start again on the same port
#   pg-cluster.sh destroy DIR  stop and delete
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=scripts/lib/common.sh
. "$root/scripts/lib/common.sh"
# shellcheck source=scripts/lib/pg.sh
. "$root/scripts/lib/pg.sh"

command=$1 dir=$2
start() {
    pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-p $(cat "$dir/port") -k '$dir/sock' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50 $PG_LOG_OPTIONS" \
        start >/dev/null
}
case $command in
    create)
        mkdir -p "$dir"
        chmod 755 "$dir"
        pg_own "$dir/data" "$dir/sock"
        : >"$dir/server.log"
        is_root && chown postgres:postgres "$dir/server.log"
        pg_as "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
            --no-instructions >"$dir/initdb.log" 2>&1
        free_port >"$dir/port"
        start
        printf 'postgresql://postgres@127.0.0.1:%s/postgres\n' "$(cat "$dir/port")"
        ;;
    stop) pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null ;;
    start) start ;;
    destroy)
        pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
        rm -rf "$dir"
        ;;
    *) die "usage: $0 create|stop|start|destroy DIR" ;;
esac
