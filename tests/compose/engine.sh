# shellcheck shell=bash
# The Docker engine for the compose suite (sourced by scripts/test after scripts/lib/common.sh).
#
# engine_start: use the engine DOCKER_HOST (or /var/run/docker.sock) names when it answers;
# otherwise, as root, start a dockerd of our own (Debian's docker.io, which scripts/bootstrap
# installs), with its own data root (kept between runs: it holds the build cache that makes a
# second run fast), exec root and socket, stopped again by engine_stop. Exports DOCKER_HOST.
# base_images_ensure: the base images of deploy/Dockerfile and docker-compose.yml, pulled
# from Docker Hub, or, where the Hub cannot be reached, test stand-ins built here under the
# same names (tests/compose/standins/README.md).

ENGINE_DIR=${COMPOSE_ENGINE_DIR:-/var/lib/marine-compose-engine}
ENGINE_RUN=/run/marine-compose-engine
ENGINE_PID=
ENGINE_NOT_RUN= # why the machine cannot run Docker, for the scripts that source this file

# engine_unavailable REASON: the machine cannot run Docker; the suite says so (not run).
engine_unavailable() {
    # shellcheck disable=SC2034 # read by the scripts that source this file
    ENGINE_NOT_RUN=$1
    return 1
}

engine_answers() { timeout 20 docker info >/dev/null 2>&1; }

# The builds need BuildKit. A docker client of 23 or later has it through the buildx plugin
# only; without that plugin, Debian's docker.io client (20.10, BuildKit built in) is put
# first in PATH, for us and for docker-compose (COMPOSE_DOCKER_CLI_BUILD runs `docker`).
engine_client_with_buildkit() {
    export DOCKER_BUILDKIT=1 COMPOSE_DOCKER_CLI_BUILD=1
    local major
    major=$(docker version -f '{{.Client.Version}}' 2>/dev/null | cut -d. -f1)
    if [ "${major:-0}" -lt 23 ] || docker buildx version >/dev/null 2>&1; then
        return 0
    fi
    [ -x /usr/bin/docker ] && [ "$(/usr/bin/docker version -f '{{.Client.Version}}' 2>/dev/null | cut -d. -f1)" -lt 23 ] ||
        engine_unavailable "the docker client has no buildx and no BuildKit of its own" || return 1
    mkdir -p "$ENGINE_RUN/bin"
    ln -sf /usr/bin/docker "$ENGINE_RUN/bin/docker"
    export PATH=$ENGINE_RUN/bin:$PATH
}

engine_start() {
    if [ -n "${DOCKER_HOST:-}" ] || [ -S /var/run/docker.sock ]; then
        if engine_answers; then
            say "engine: the one at ${DOCKER_HOST:-unix:///var/run/docker.sock}"
            engine_client_with_buildkit
            return
        fi
        [ -z "${DOCKER_HOST:-}" ] || engine_unavailable "DOCKER_HOST=$DOCKER_HOST does not answer" || return 1
    fi
    is_root || engine_unavailable "no Docker engine answers and only root can start one" || return 1
    command -v dockerd >/dev/null 2>&1 ||
        engine_unavailable "dockerd is not installed (scripts/bootstrap installs docker.io)" || return 1
    [ -d /sys/fs/cgroup ] || engine_unavailable "no cgroup file system" || return 1
    mkdir -p "$ENGINE_DIR/data" "$ENGINE_RUN"
    export DOCKER_HOST=unix://$ENGINE_RUN/docker.sock
    # one suite at a time uses this data root (a second checkout waits here)
    exec 8>"$ENGINE_DIR/lock"
    flock 8 || engine_unavailable "could not lock $ENGINE_DIR" || return 1
    # a dockerd that an interrupted run of ours left behind is stopped first
    local stale
    if stale=$(pidfile_process "$ENGINE_RUN/dockerd.pid" "$ENGINE_RUN"); then
        stop_pid "$stale" TERM 30
    fi
    # niced: builds and containers yield the CPU to the rest of the machine; without fd 8,
    # or the lock would live as long as dockerd
    {
        start_bg "$ENGINE_DIR/dockerd.log" nice -n 10 dockerd --data-root "$ENGINE_DIR/data" \
            --exec-root "$ENGINE_RUN/exec" --pidfile "$ENGINE_RUN/dockerd.pid" \
            -H "$DOCKER_HOST" --storage-driver overlay2
    } 8>&-
    ENGINE_PID=$BG_PID
    wait_for_line "$ENGINE_PID" "$ENGINE_DIR/dockerd.log" 'API listen on' 60 dockerd >/dev/null ||
        engine_unavailable "dockerd did not start ($ENGINE_DIR/dockerd.log)" || return 1
    engine_answers || engine_unavailable "dockerd started but does not answer" || return 1
    engine_client_with_buildkit || return 1
    say "engine: dockerd $(docker version -f '{{.Server.Version}}') of our own, data root $ENGINE_DIR/data"
}

engine_stop() {
    [ -n "$ENGINE_PID" ] || return 0
    stop_pid "$ENGINE_PID" TERM 60
    ENGINE_PID=
}

# The base images of the shipped files; where Docker Hub is out of reach, a stand-in replaces
# each (the stand-ins themselves start from debian:12, a debootstrap).
BASE_IMAGES=(debian:12-slim node:20-bookworm postgres:15)
STANDIN_LABEL=org.marine.test-standin

image_present() { docker image inspect "$1" >/dev/null 2>&1; }

base_images_ensure() {
    local image missing=()
    for image in "${BASE_IMAGES[@]}"; do
        image_present "$image" || missing+=("$image")
    done
    [ "${#missing[@]}" -gt 0 ] || return 0
    if timeout 60 docker pull -q "${missing[0]}" >/dev/null 2>&1; then
        for image in "${missing[@]:1}"; do
            say "pulling $image"
            docker pull -q "$image" >/dev/null
        done
        return 0
    fi
    say "Docker Hub cannot be reached: building test stand-ins for ${missing[*]}"
    image_present debian:12 || standin_debian debian:12
    image_present debian:12-slim || docker tag debian:12 debian:12-slim
    image_present postgres:15 || standin_build postgres:15 "$MARINE_ROOT/tests/compose/standins/postgres"
    image_present node:20-bookworm || standin_node
}

# apt_mirror SUITE: the URI this machine's own apt sources fetch SUITE from (bookworm,
# bookworm-security), in deb822 (/etc/apt/sources.list.d/*.sources) or one-line form
# (sources.list); nothing when none does. The repository names no package host: whatever
# mirror the machine uses, the stand-ins use too.
apt_mirror() {
    local suite=$1 f
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        awk -v suite="$suite" '
            function flush() { if (uri != "" && (" " suites " ") ~ (" " suite " ")) { print uri; found = 1; exit } uri = ""; suites = "" }
            /^[ \t]*#/ { next }
            /^[ \t]*$/ { flush(); next }
            tolower($1) == "uris:" { uri = $2 }
            tolower($1) == "suites:" { suites = ""; for (i = 2; i <= NF; i++) suites = suites " " $i }
            END { if (!found) flush() }' "$f"
    done | head -n1 | grep . && return 0
    [ -f /etc/apt/sources.list ] || return 0
    # deb [options] URI SUITE COMPONENTS...
    sed -e 's/\[[^]]*\]//' /etc/apt/sources.list |
        awk -v suite="$suite" '$1 == "deb" && $3 == suite { print $2; exit }'
}

# standin_debian NAME: Debian 12 from debootstrap (minbase), with apt sources like the
# official image's, on this machine's own mirror, imported as NAME.
standin_debian() {
    local name=$1 work t0 archive security
    t0=$(now_s)
    archive=$(apt_mirror bookworm)
    [ -n "$archive" ] || die "no Debian bookworm mirror in this machine's apt sources"
    security=$(apt_mirror bookworm-security)
    work=$(mktemp -d /var/tmp/marine-rootfs.XXXXXX)
    # debootstrap mounts /proc and /sys inside; never delete through a mount left behind
    at_exit "umount -R '$work/rootfs/proc' '$work/rootfs/sys' 2>/dev/null; rm -rf --one-file-system '$work'"
    debootstrap --variant=minbase bookworm "$work/rootfs" "$archive" \
        >"$work/debootstrap.log" 2>&1 || {
        show_tail "$work/debootstrap.log"
        die "debootstrap failed"
    }
    rm -f "$work/rootfs/etc/apt/sources.list"
    {
        printf 'Types: deb\nURIs: %s\nSuites: bookworm bookworm-updates\nComponents: main\n' "$archive"
        printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        if [ -n "$security" ]; then
            printf '\nTypes: deb\nURIs: %s\nSuites: bookworm-security\nComponents: main\n' "$security"
            printf 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n'
        fi
    } >"$work/rootfs/etc/apt/sources.list.d/debian.sources"
    rm -rf "$work/rootfs/var/cache/apt/archives/"*.deb "$work/rootfs/var/lib/apt/lists/"*
    tar -C "$work/rootfs" --numeric-owner -c . | docker import \
        --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change "LABEL $STANDIN_LABEL=debootstrap" --change 'CMD ["bash"]' - "$name" >/dev/null
    umount -R "$work/rootfs/proc" "$work/rootfs/sys" 2>/dev/null || true
    rm -rf --one-file-system "$work"
    say "stand-in $name: $(elapsed "$t0")s"
}

# standin_build NAME DIR
standin_build() {
    local name=$1 dir=$2 t0
    t0=$(now_s)
    docker build -q --label "$STANDIN_LABEL=1" -t "$name" "$dir" >/dev/null
    say "stand-in $name: $(elapsed "$t0")s"
}

# node:20-bookworm: Debian 12's nodejs is 18, so this machine's Node 20 and npm are copied in,
# with its CA bundle (see the Dockerfile).
standin_node() {
    local ctx npm_dir
    [ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] || die "the node:20-bookworm stand-in needs this machine's node to be 20"
    npm_dir=$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)
    ctx=$(mktemp -d /var/tmp/marine-node.XXXXXX)
    at_exit "rm -rf '$ctx'"
    cp "$MARINE_ROOT/tests/compose/standins/node/Dockerfile" "$ctx/"
    cp "$(readlink -f "$(command -v node)")" "$ctx/node"
    cp -R "$npm_dir" "$ctx/npm"
    cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
    standin_build node:20-bookworm "$ctx"
    rm -rf "$ctx"
}
