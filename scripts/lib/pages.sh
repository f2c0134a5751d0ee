# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# The page server (frontend/server/page-server.mjs; docs/first-paint.md): start, wait, stop.
# It renders the public pages from the SPA's build (frontend/dist and dist-server, made by
# `npm run build`), with the data it asks the API for. Requires common.sh.

PAGES_PID=

# pages_start PORT LOG API_URL PAGES_DIR SITE_URL [PIDFILE]: start the page server on
# 127.0.0.1:PORT against the API at API_URL, keeping pages in PAGES_DIR for nginx, and wait for
# its `listening on` line. Sets PAGES_PID.
pages_start() {
    local port=$1 log=$2 api_url=$3 dir=$4 site_url=$5 pidfile=${6:-}
    [ -f "$MARINE_ROOT/frontend/dist-server/entry-server.js" ] || die "frontend/dist-server is missing; run npm run build in frontend/"
    mkdir -p "$dir"
    PAGES_HOST=127.0.0.1 PAGES_PORT=$port API_URL=$api_url PAGES_DIR=$dir SITE_URL=$site_url \
        start_bg "$log" node "$MARINE_ROOT/frontend/server/page-server.mjs"
    PAGES_PID=$BG_PID
    at_exit "pages_stop"
    [ -z "$pidfile" ] || printf '%s\n' "$PAGES_PID" >"$pidfile"
    wait_for_line "$PAGES_PID" "$log" 'listening on http://' 30 "the page server" >/dev/null || exit 1
}

# pages_stop_stale PIDFILE: a page server left running by an earlier run that was killed.
pages_stop_stale() {
    local pid
    if pid=$(pidfile_process "$1" page-server.mjs); then
        note "stopping the page server (pid $pid) left over from an earlier run"
        stop_pid "$pid" TERM 10
    fi
    rm -f "$1"
}

# pages_stop: SIGTERM; it closes its server and exits.
pages_stop() {
    [ -n "$PAGES_PID" ] || return 0
    stop_pid "$PAGES_PID" TERM 10
    PAGES_PID=
}
