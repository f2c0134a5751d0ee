# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# Shared helpers for scripts/run, scripts/test and benchmarks/: messages, free ports,
# process supervision (start in background, wait until ready, stop on exit).
# Source it from a script that has `set -euo pipefail`.

MARINE_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
export MARINE_ROOT

say() { printf '%s\n' "$*"; }
note() { printf '%s\n' "$*" >&2; }
die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# show_tail FILE [LINES]: the end of a log, framed, on stderr.
show_tail() {
    local file=$1 lines=${2:-40}
    [ -s "$file" ] || {
        note "  ($file is empty)"
        return 0
    }
    note "--- last $lines lines of $file ---"
    tail -n "$lines" "$file" >&2
    note "--- end of $file ---"
}

# show_failures FILE: each failed test's report in a log (TAP "not ok" blocks, Playwright's
# and vitest's numbered failures, ctest's failed output), at most 40 lines each and 400 in
# all, on stderr; so a CI log that keeps only the end still names what failed and why.
show_failures() {
    local file=$1
    [ -s "$file" ] || return 0
    note "--- failures in $file ---"
    awk '
        function start() { left = 40 }
        /^[[:space:]]*not ok [0-9]+/ || /^[[:space:]]+[0-9]+\) / || /^ FAIL / || /\*\*\*Failed|Failed  / { start() }
        left > 0 && shown < 400 { print; left--; shown++ }
    ' "$file" >&2
    note "--- end of failures in $file ---"
}

# now_s: seconds since the epoch with millisecond precision.
now_s() { date +%s.%3N; }
# elapsed START: seconds since START (from now_s), one decimal.
elapsed() { awk -v a="$1" -v b="$(now_s)" 'BEGIN { printf "%.1f", b - a }'; }

# port_is_free PORT: nothing accepts connections on 127.0.0.1:PORT.
port_is_free() {
    ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# free_port: a port in 20000..32767 (below Linux's ephemeral range, so outgoing
# connections do not take it meanwhile) that nothing listens on.
free_port() {
    local i port
    for i in $(seq 1 200); do
        port=$((20000 + (RANDOM % 12768)))
        if port_is_free "$port"; then
            printf '%s\n' "$port"
            return 0
        fi
    done
    die "no free TCP port found after $i tries"
}

# require_port_free PORT WHAT
require_port_free() {
    port_is_free "$1" || die "port $1 ($2) is already in use on 127.0.0.1; choose another one"
}

# --- clean-up stack ------------------------------------------------------------
# at_exit 'command ...' pushes a command; they run in reverse order on EXIT,
# and INT/TERM turn into an exit (130/143) so the same clean-up runs.
_MARINE_CLEANUP=()
at_exit() { _MARINE_CLEANUP+=("$1"); }
_marine_run_cleanup() {
    local status=$? i
    trap - EXIT INT TERM HUP
    for ((i = ${#_MARINE_CLEANUP[@]} - 1; i >= 0; i--)); do
        eval "${_MARINE_CLEANUP[i]}" || true
    done
    exit "$status"
}
trap _marine_run_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# --- processes -----------------------------------------------------------------
# start_bg LOG CMD...: start CMD in the background, stdout and stderr to LOG.
# Sets BG_PID. Stdin is /dev/null so a child never steals the terminal, and the child
# gets its own session (setsid; it execs in place, so BG_PID is the command itself):
# Ctrl-C then reaches this script only, which stops its children in order.
BG_PID=
start_bg() {
    local log=$1
    shift
    : >"$log"
    setsid "$@" </dev/null >>"$log" 2>&1 &
    BG_PID=$!
}

# wait_for_line PID LOG PATTERN TIMEOUT WHAT: wait until LOG has a line matching
# the extended regex PATTERN; fail (with the log's tail) if PID exits or time runs out.
# Prints the matching line.
wait_for_line() {
    local pid=$1 log=$2 pattern=$3 timeout=$4 what=$5 deadline line
    deadline=$((SECONDS + timeout))
    while :; do
        line=$(grep -E -m1 -- "$pattern" "$log" 2>/dev/null || true)
        if [ -n "$line" ]; then
            printf '%s\n' "$line"
            return 0
        fi
        if ! kill -0 "$pid" 2>/dev/null; then
            local status=0
            wait "$pid" 2>/dev/null || status=$?
            note "error: $what exited (status $status) before it was ready"
            show_tail "$log"
            return 1
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            note "error: $what was not ready after ${timeout}s"
            show_tail "$log"
            return 1
        fi
        sleep 0.1
    done
}

# wait_for_http URL TIMEOUT WHAT [PID]: wait until URL answers 2xx.
wait_for_http() {
    local url=$1 timeout=$2 what=$3 pid=${4:-} deadline
    deadline=$((SECONDS + timeout))
    until curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null; do
        if [ -n "$pid" ] && ! kill -0 "$pid" 2>/dev/null; then
            note "error: $what exited before $url answered"
            return 1
        fi
        if [ "$SECONDS" -ge "$deadline" ]; then
            note "error: $what did not answer $url within ${timeout}s"
            return 1
        fi
        sleep 0.2
    done
}

# stop_pid PID [SIGNAL] [TIMEOUT]: signal a process, wait for it, SIGKILL after TIMEOUT s.
# Works for children (reaped with wait) and for other processes (polled).
stop_pid() {
    local pid=$1 sig=${2:-TERM} timeout=${3:-15} i
    [ -n "$pid" ] || return 0
    kill -0 "$pid" 2>/dev/null || {
        wait "$pid" 2>/dev/null || true
        return 0
    }
    kill "-$sig" "$pid" 2>/dev/null || true
    for ((i = 0; i < timeout * 10; i++)); do
        # a child that exited stays a zombie until reaped: check its state
        if ! kill -0 "$pid" 2>/dev/null || [ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" = Z ]; then
            wait "$pid" 2>/dev/null || true
            return 0
        fi
        sleep 0.1
    done
    note "warning: pid $pid did not stop after ${timeout}s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}

# pidfile_process PIDFILE CMD_SUBSTRING [ENV_SUBSTRING]: print the PID recorded in
# PIDFILE if that process is alive, its command line contains CMD_SUBSTRING and (if
# given) its environment contains ENV_SUBSTRING, so a recycled PID that now belongs to
# something else, another copy's server say, is never touched.
pidfile_process() {
    local file=$1 match=$2 env_match=${3:-} pid
    [ -s "$file" ] || return 1
    pid=$(head -n1 "$file" | tr -dc '0-9')
    [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
    tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$match" || return 1
    if [ -n "$env_match" ]; then
        tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qF -- "$env_match" || return 1
    fi
    printf '%s\n' "$pid"
}

# ensure_node_modules DIR: npm install when node_modules is missing or older than
# package-lock.json (npm ci does not work here, see TOOLCHAIN.md).
ensure_node_modules() {
    local dir=$1 log
    [ -f "$dir/package.json" ] || die "$dir/package.json is missing"
    if [ -d "$dir/node_modules" ] && { [ ! -f "$dir/package-lock.json" ] ||
        [ ! "$dir/package-lock.json" -nt "$dir/node_modules" ]; }; then
        return 0
    fi
    log=$(mktemp)
    note "npm install in ${dir#"$MARINE_ROOT"/} ..."
    if ! (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund) >"$log" 2>&1; then
        show_tail "$log"
        rm -f "$log"
        die "npm install failed in $dir"
    fi
    rm -f "$log"
    [ ! -d "$dir/node_modules" ] || touch "$dir/node_modules"
}
