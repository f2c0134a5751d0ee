# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# PostgreSQL 15 clusters for scripts/run (durable, project-local) and for tests and
# benchmarks (disposable). Root cannot run postgres: as root the server runs as the
# `postgres` user through runuser; as any other user it runs as that user.
# Requires common.sh.

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

# Every cluster we start logs errors without the failing row (docs/security.md, "Row data
# in logs"): terse drops the DETAIL ("Failing row contains (...)"), HINT and CONTEXT lines;
# panic keeps the statement out of the log for errors.
PG_LOG_OPTIONS="-c log_error_verbosity=terse -c log_min_error_statement=panic"

# pg_as CMD...: run a PostgreSQL server program as the cluster's owner.
pg_as() {
    if is_root; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

# pg_own DIR...: make directories owned by the cluster's owner (and private).
pg_own() {
    mkdir -p "$@"
    if is_root; then
        chown postgres:postgres "$@"
    fi
    chmod 700 "$@"
}

_pg_check_reachable() {
    local dir=$1 d='' part blocked=$1
    is_root || return 0
    runuser -u postgres -- test -w "$dir" && return 0
    # name the first directory on the way that the postgres user cannot search
    local IFS=/
    for part in ${dir#/}; do
        d=$d/$part
        if ! runuser -u postgres -- test -x "$d"; then
            blocked=$d
            break
        fi
    done
    die "the postgres user cannot reach $dir ($blocked is not searchable by others). Either choose a DATA_DIR elsewhere, e.g. DATA_DIR=/var/lib/marine scripts/run, or allow traversal: chmod o+x $blocked"
}

# pg_local_start DATA_DIR: the durable local cluster of scripts/run.
# Cluster in DATA_DIR/pg, unix socket only (listen_addresses='') in DATA_DIR/pgsock,
# fsync on. Initialises it when missing; adopts it when it already runs (a previous
# run that was killed); a stale postmaster.pid after a crash is handled by pg_ctl,
# and the server replays its WAL on start. Sets PG_LOCAL_URL_BASE (no database name
# yet: append /DBNAME?host=...) through pg_local_url.
pg_local_start() {
    local data=$1 pgdata sock log status=0
    pgdata=$data/pg
    sock=$data/pgsock
    log=$data/logs/postgresql.log
    mkdir -p "$data/logs"
    pg_own "$sock"
    [ -d "$pgdata" ] || pg_own "$pgdata"
    _pg_check_reachable "$sock"
    if is_root; then
        touch "$log"
        chown postgres:postgres "$log"
    fi
    if [ ! -f "$pgdata/PG_VERSION" ]; then
        local initlog
        initlog=$data/logs/initdb.log
        if ! pg_as "$PG_BIN/initdb" -D "$pgdata" -U postgres -A trust -E UTF8 \
            --locale=C.UTF-8 --no-instructions >"$initlog" 2>&1; then
            show_tail "$initlog"
            die "initdb failed for $pgdata"
        fi
        # Settings that belong to the cluster whatever starts it. The socket directory
        # is given at start (-k) so that a moved DATA_DIR still works.
        cat >>"$pgdata/postgresql.conf" <<'CONF'

# --- marine local run (scripts/run) ---
listen_addresses = ''
port = 5432
fsync = on
synchronous_commit = on
full_page_writes = on
CONF
    fi
    pg_as "$PG_BIN/pg_ctl" -D "$pgdata" status >/dev/null 2>&1 || status=$?
    if [ "$status" -eq 0 ]; then
        note "PostgreSQL is already running in $pgdata (left over from an earlier run); using it"
        return 0
    fi
    if ! pg_as "$PG_BIN/pg_ctl" -D "$pgdata" -l "$log" -w -t 120 \
        -o "-k '$sock' -c listen_addresses='' $PG_LOG_OPTIONS" start >/dev/null 2>&1; then
        show_tail "$log"
        die "PostgreSQL did not start (data directory $pgdata)"
    fi
}

# pg_local_url DATA_DIR DBNAME: libpq URI of a database in the local cluster.
pg_local_url() {
    printf 'postgresql://postgres@/%s?host=%s&port=5432\n' "$2" "$1/pgsock"
}

# pg_local_stop DATA_DIR: fast shutdown (clean, durable).
pg_local_stop() {
    local pgdata=$1/pg
    pg_as "$PG_BIN/pg_ctl" -D "$pgdata" status >/dev/null 2>&1 || return 0
    pg_as "$PG_BIN/pg_ctl" -D "$pgdata" -m fast -w -t 60 stop >/dev/null 2>&1 ||
        note "warning: PostgreSQL in $pgdata did not stop cleanly (see $1/logs/postgresql.log)"
}

# pg_temp_start: a disposable cluster in a new directory under /tmp, TCP on
# 127.0.0.1 and a free port, fsync off. Stopped and deleted at exit.
# Sets PG_TEMP_DIR, PG_TEMP_PORT and PG_TEMP_URL (superuser, database postgres).
PG_TEMP_DIR=
PG_TEMP_PORT=
PG_TEMP_URL=
pg_temp_start() {
    local log tries
    PG_TEMP_DIR=$(mktemp -d /tmp/marine-pg.XXXXXX)
    at_exit "pg_temp_stop"
    chmod 755 "$PG_TEMP_DIR"
    pg_own "$PG_TEMP_DIR/data" "$PG_TEMP_DIR/sock"
    log=$PG_TEMP_DIR/server.log
    : >"$log"
    is_root && chown postgres:postgres "$log"
    if ! pg_as "$PG_BIN/initdb" -D "$PG_TEMP_DIR/data" -U postgres -A trust -E UTF8 \
        --locale=C.UTF-8 --no-sync --no-instructions >"$PG_TEMP_DIR/initdb.log" 2>&1; then
        show_tail "$PG_TEMP_DIR/initdb.log"
        die "initdb failed for the disposable cluster"
    fi
    for tries in 1 2 3; do
        PG_TEMP_PORT=$(free_port)
        if pg_as "$PG_BIN/pg_ctl" -D "$PG_TEMP_DIR/data" -l "$log" -w -t 30 \
            -o "-p $PG_TEMP_PORT -k '$PG_TEMP_DIR/sock' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 $PG_LOG_OPTIONS" \
            start >/dev/null 2>&1; then
            PG_TEMP_URL="postgresql://postgres@127.0.0.1:$PG_TEMP_PORT/postgres"
            return 0
        fi
        note "PostgreSQL did not start on port $PG_TEMP_PORT (try $tries)"
    done
    show_tail "$log"
    die "could not start a disposable PostgreSQL cluster"
}

pg_temp_stop() {
    [ -n "$PG_TEMP_DIR" ] || return 0
    if [ -f "$PG_TEMP_DIR/data/postmaster.pid" ]; then
        pg_as "$PG_BIN/pg_ctl" -D "$PG_TEMP_DIR/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
    fi
    rm -rf "$PG_TEMP_DIR"
    PG_TEMP_DIR=
}

# pg_temp_url DBNAME: URI of a database in the disposable cluster.
pg_temp_url() {
    printf 'postgresql://postgres@127.0.0.1:%s/%s\n' "$PG_TEMP_PORT" "$1"
}

# psql_q URL ARGS...: psql without .psqlrc, quiet, stopping at the first error.
psql_q() {
    local url=$1
    shift
    psql -X -q -v ON_ERROR_STOP=1 -d "$url" "$@"
}

# db_exists URL(of maintenance db) NAME
db_exists() {
    [ "$(psql_q "$1" -tAc "SELECT 1 FROM pg_database WHERE datname = '$2'")" = 1 ]
}
