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

FAKE_STRIPE_KEY=
FAKE_STRIPE_SECRET=
FAKE_STRIPE_BASE=

# fake_stripe_start LOG WEBHOOK_URL: the fake Stripe (tests/api/stripe-fake-serve.mjs) for a
# browser run, with fresh test keys: its hosted page takes the payment and it signs the webhook
# to WEBHOOK_URL with Stripe's library. Sets FAKE_STRIPE_KEY, FAKE_STRIPE_SECRET and
# FAKE_STRIPE_BASE (the STRIPE_* settings to give the API); stopped at exit.
fake_stripe_start() {
    local log=$1 webhook_url=$2 line
    FAKE_STRIPE_KEY="sk_test_$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    FAKE_STRIPE_SECRET="whsec_$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    ensure_node_modules tests/api
    STRIPE_SECRET_KEY=$FAKE_STRIPE_KEY STRIPE_WEBHOOK_SECRET=$FAKE_STRIPE_SECRET STRIPE_WEBHOOK_URL=$webhook_url \
        start_bg "$log" node "$MARINE_ROOT/tests/api/stripe-fake-serve.mjs"
    at_exit "stop_pid $BG_PID TERM 5"
    line=$(wait_for_line "$BG_PID" "$log" 'fake Stripe listening on http://' 30 "the fake Stripe") || exit 1
    FAKE_STRIPE_BASE=${line##* }
}
