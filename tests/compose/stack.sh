# shellcheck shell=bash
# The compose suite's run of the real stack (sourced by scripts/test, after
# scripts/lib/common.sh): engine, base images, `docker-compose build` of the shipped
# docker-compose.yml, then tests/compose/stack.test.mjs (up, checks, restart, database
# outage, down -v). Everything the run creates is removed again, except the images and the
# build cache, which make the next run fast.
# shellcheck source=tests/compose/engine.sh
. "$MARINE_ROOT/tests/compose/engine.sh"

# (docker-compose 1.x names the images marinestack_api and marinestack_web)
STACK_PROJECT=marinestack

# compose_stack TAP_LOG NOT_RUN_FILE: writes node's TAP report to TAP_LOG; when the machine
# cannot run Docker, writes the reason to NOT_RUN_FILE instead and returns 1.
compose_stack() {
    local tap_log=$1 not_run_file=$2 t0 rc=0
    if ! engine_start; then
        printf '%s\n' "${ENGINE_NOT_RUN:-the engine could not start}" >"$not_run_file"
        return 1
    fi
    at_exit engine_stop

    t0=$(now_s)
    base_images_ensure
    say "base images: $(elapsed "$t0")s"

    export COMPOSE_PROJECT_NAME=$STACK_PROJECT
    export ADMIN_PASSWORD ADMIN_USERNAME=admin WEB_PORT ALLOWED_ORIGINS METRICS_TOKEN
    ADMIN_PASSWORD="compose-$(head -c 12 /dev/urandom | base64 | tr '+/' 'xZ')"
    METRICS_TOKEN="metrics-$(head -c 18 /dev/urandom | base64 | tr '+/' 'xZ')"
    WEB_PORT=$(free_port)
    ALLOWED_ORIGINS=http://127.0.0.1:$WEB_PORT
    # what a killed run may have left (its containers restart with the engine), and whatever
    # happens below, nothing of the project stays behind
    docker-compose -f docker-compose.yml down -v --remove-orphans >/dev/null 2>&1 || true
    at_exit "docker-compose -f docker-compose.yml down -v --remove-orphans >/dev/null 2>&1"

    t0=$(now_s)
    docker-compose -f docker-compose.yml build || die "docker-compose build failed"
    say "build: $(elapsed "$t0")s"
    docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep "^$STACK_PROJECT" || true

    t0=$(now_s)
    node --test --test-reporter=tap tests/compose/stack.test.mjs </dev/null >"$tap_log" 2>&1 || rc=$?
    say "stack tests: $(elapsed "$t0")s"
    return "$rc"
}
