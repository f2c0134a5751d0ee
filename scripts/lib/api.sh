# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# The API binary (build/<preset>/marine-api): migrate, start, wait, stop.
# Configuration goes through the environment as the contract says. Requires common.sh.

API_PID=
API_URL=

# api_migrate BIN LOG: apply the migrations (DATABASE_URL from the environment).
api_migrate() {
    local bin=$1 log=$2
    if ! "$bin" migrate </dev/null >"$log" 2>&1; then
        show_tail "$log"
        die "$bin migrate failed"
    fi
}

# api_start BIN LOG [PIDFILE]: start `BIN` with the current environment, wait
# for its `listening on http://HOST:PORT` line (up to 60 s: the dev build has the
# sanitizers on). Sets API_PID and API_URL; records the PID in PIDFILE if given.
api_start() {
    local bin=$1 log=$2 pidfile=${3:-} line
    [ -x "$bin" ] || die "$bin is missing; build it first"
    start_bg "$log" "$bin"
    API_PID=$BG_PID
    at_exit "api_stop"
    [ -z "$pidfile" ] || printf '%s\n' "$API_PID" >"$pidfile"
    line=$(wait_for_line "$API_PID" "$log" 'listening on http://' 60 "the API ($bin)") || exit 1
    API_URL=$(printf '%s\n' "$line" | grep -oE 'http://[^[:space:]]+' | head -n1)
}

# api_stop_stale PIDFILE [ENV_SUBSTRING]: an API left running by an earlier run that
# was killed (recognised by its binary and, if given, a piece of its environment).
api_stop_stale() {
    local pid
    if pid=$(pidfile_process "$1" marine-api "${2:-}"); then
        note "stopping the API (pid $pid) left over from an earlier run"
        stop_pid "$pid" TERM 15
    fi
    rm -f "$1"
}

# api_stop: SIGTERM, which the API turns into a graceful stop.
api_stop() {
    [ -n "$API_PID" ] || return 0
    stop_pid "$API_PID" TERM 15
    API_PID=
}
