#!/bin/bash
# The official postgres image's start-up, in short (test stand-in, see the Dockerfile).
set -euo pipefail

if [ "${1:0:1}" = - ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ]; then exec "$@"; fi

if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA"
    chown postgres:postgres "$PGDATA"
    chmod 700 "$PGDATA"
    exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?the database is uninitialized and POSTGRES_PASSWORD is not set}"
    user=${POSTGRES_USER:-postgres}
    db=${POSTGRES_DB:-$user}
    initdb --username="$user" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") -D "$PGDATA" \
        --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.conf"
    printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
    # a server on the unix socket only while the database and the init scripts are made
    pg_ctl -D "$PGDATA" -w -o "-c listen_addresses=''" start >/dev/null
    if [ "$db" != postgres ]; then
        psql -v ON_ERROR_STOP=1 --username "$user" --dbname postgres -q \
            -c "CREATE DATABASE \"$db\"" >/dev/null
    fi
    for f in /docker-entrypoint-initdb.d/*; do
        # shellcheck disable=SC1090 # the init scripts of whoever runs the image
        case $f in
            *.sh) . "$f" ;;
            *.sql) psql -v ON_ERROR_STOP=1 --username "$user" --dbname "$db" -f "$f" ;;
            *) ;;
        esac
    done
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    echo 'PostgreSQL init process complete; ready for start up.'
fi
exec "$@"
