# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# The page renderer (frontend/server/render-server.mjs; docs/first-paint.md):
# start, wait, stop. It renders the public pages from the SPA's build (frontend/dist-server,
# made by `npm run build`). Requires common.sh.

RENDER_PID=
RENDER_URL=

# render_start PORT LOG [PIDFILE]: start the renderer on 127.0.0.1:PORT and wait for its
# `listening on` line. Sets RENDER_PID and RENDER_URL (for the API's RENDER_URL).
render_start() {
    local port=$1 log=$2 pidfile=${3:-}
    [ -f "$MARINE_ROOT/frontend/dist-server/entry-server.js" ] || die "frontend/dist-server is missing; run npm run build in frontend/"
    RENDER_HOST=127.0.0.1 RENDER_PORT=$port start_bg "$log" node "$MARINE_ROOT/frontend/server/render-server.mjs"
    RENDER_PID=$BG_PID
    at_exit "render_stop"
    [ -z "$pidfile" ] || printf '%s\n' "$RENDER_PID" >"$pidfile"
    wait_for_line "$RENDER_PID" "$log" 'listening on http://' 30 "the page renderer" >/dev/null || exit 1
    RENDER_URL=http://127.0.0.1:$port
}

# render_stop_stale PIDFILE: a renderer left running by an earlier run that was killed.
render_stop_stale() {
    local pid
    if pid=$(pidfile_process "$1" render-server.mjs); then
        note "stopping the page renderer (pid $pid) left over from an earlier run"
        stop_pid "$pid" TERM 10
    fi
    rm -f "$1"
}

# render_stop: SIGTERM; it closes its server and exits.
render_stop() {
    [ -n "$RENDER_PID" ] || return 0
    stop_pid "$RENDER_PID" TERM 10
    RENDER_PID=
}
