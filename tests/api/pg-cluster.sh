#!/usr/bin/env bash
# A PostgreSQL cluster of its own for the fault tests, which stop and start it while the
# API runs (the suite's shared cluster must stay up).
#   pg-cluster.sh create DIR   initdb + start on a free port; prints the superuser URL (TCP,
#                              on PG_LISTEN, default 127.0.0.1)
#   pg-cluster.sh socket-url DIR  the same database through the unix socket (as scripts/run)
#   pg-cluster.sh stop DIR     immediate shutdown (like a crash: no goodbye to clients)
#   pg-cluster.sh stop-fast DIR   clean shutdown (pg_ctl -m fast: the socket file goes)
#   pg-cluster.sh kill9 DIR    kill -9 of the postmaster and its children (the socket file stays)
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
        -o "-p $(cat "$dir/port") -k '$dir/sock' -c listen_addresses=$(cat "$dir/listen") -c fsync=off -c max_connections=50 $PG_LOG_OPTIONS" \
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
        echo "${PG_LISTEN:-127.0.0.1}" >"$dir/listen"
        start
        printf 'postgresql://postgres@%s:%s/postgres\n' "$(cat "$dir/listen")" "$(cat "$dir/port")"
        ;;
    socket-url) printf 'postgresql://postgres@/postgres?host=%s/sock&port=%s\n' "$dir" "$(cat "$dir/port")" ;;
    stop) pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null ;;
    stop-fast) pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null ;;
    kill9)
        postmaster=$(head -n1 "$dir/data/postmaster.pid")
        children=$(pgrep -P "$postmaster" || true)
        # shellcheck disable=SC2086
        kill -9 "$postmaster" $children
        # gone once the processes are: wait for that, not longer
        for _ in $(seq 100); do kill -0 "$postmaster" 2>/dev/null || break; sleep 0.05; done
        ;;
    start) start ;;
    destroy)
        pg_as "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
        rm -rf "$dir"
        ;;
    *) die "usage: $0 create|stop|start|destroy DIR" ;;
esac
