# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# nginx for local runs and e2e tests, rendered from deploy/nginx/local.conf.template,
# run as `nginx -p PREFIX` without touching /etc/nginx. Requires common.sh.

NGINX_TEMPLATE=$MARINE_ROOT/deploy/nginx/local.conf.template
# What the template's page locations include (relative to the configuration's directory).
NGINX_PAGE_PROXY=$MARINE_ROOT/deploy/nginx/marine-page-proxy.conf
# The server rules both configurations share (included by the template's server block).
NGINX_SITE_RULES=$MARINE_ROOT/deploy/nginx/marine-site.conf
NGINX_PID=

_sed_escape() { printf '%s' "$1" | sed -e 's/[\\|&]/\\&/g'; }

# _nobody_can_read PATH...: as root, whether the `nobody` user can read each PATH
# (and search every directory above it).
_nobody_can_read() {
    local p
    for p in "$@"; do
        runuser -u nobody -- test -r "$p" || return 1
    done
}

# nginx_render PREFIX WEB_PORT API_PORTS WEB_ROOT MEDIA_DIR PAGES_PORTS PAGES_DIR: write
# PREFIX/nginx.conf (and the marine-page-proxy.conf and marine-site.conf it includes).
# API_PORTS, PAGES_PORTS: one port, or several separated by spaces (one upstream server each).
# PAGES_DIR: where the page server keeps pages (PAGES_DIR/current is served).
# CSP_API_ORIGIN (optional): the API's origin when the SPA calls it across origins.
# NGINX_LIMIT_EXEMPT (optional): addresses or ranges the request limits leave alone,
# separated by spaces; default the loopback (set it empty to limit everyone).
# As root, workers run as `nobody` when nobody can read the site and the media;
# otherwise (say a checkout under /root, mode 700) they run as root, with a notice.
nginx_render() {
    local prefix=$1 web_port=$2 api_ports=$3 web_root=$4 media=$5 pages_ports=$6 pages_dir=$7
    local user_line servers='' page_servers='' port
    mkdir -p "$prefix/logs" "$prefix/temp"
    user_line='# (not root: workers run as the current user)'
    if is_root; then
        chmod 755 "$prefix" "$prefix/temp"
        if _nobody_can_read "$web_root/index.html" "$media/." "$prefix/temp/."; then
            user_line='user nobody nogroup;'
        else
            user_line='user root root;'
            note "note: the user nobody cannot read $web_root, $media or $prefix, so nginx workers run as root"
        fi
    fi
    for port in $api_ports; do
        [[ $port =~ ^[0-9]+$ ]] || die "nginx_render: bad API port '$port'"
        servers+="${servers:+\\n}        server 127.0.0.1:$port;"
    done
    [ -n "$servers" ] || die "nginx_render: no API port"
    for port in $pages_ports; do
        [[ $port =~ ^[0-9]+$ ]] || die "nginx_render: bad page server port '$port'"
        page_servers+="${page_servers:+\\n}        server 127.0.0.1:$port;"
    done
    [ -n "$page_servers" ] || die "nginx_render: no page server port"
    local exempt='' range
    for range in ${NGINX_LIMIT_EXEMPT-127.0.0.0/8 ::1}; do
        [[ $range =~ ^[0-9a-fA-F.:/]+$ ]] || die "nginx_render: bad NGINX_LIMIT_EXEMPT entry '$range'"
        exempt+="${exempt:+\\n}        $range 0;"
    done
    sed -e "s|@PREFIX@|$(_sed_escape "$prefix")|g" \
        -e "s|@USER_LINE@|$(_sed_escape "$user_line")|g" \
        -e "s|@WEB_PORT@|$web_port|g" \
        -e "s|@API_SERVERS@|$servers|g" \
        -e "s|@PAGES_SERVERS@|$page_servers|g" \
        -e "s|@PAGES_DIR@|$(_sed_escape "$pages_dir")|g" \
        -e "s|@WEB_ROOT@|$(_sed_escape "$web_root")|g" \
        -e "s|@MEDIA_DIR@|$(_sed_escape "$media")|g" \
        -e "s|@CSP_API_ORIGIN@|$(_sed_escape "${CSP_API_ORIGIN:-}")|g" \
        -e "s|@LIMIT_EXEMPT@|$exempt|g" \
        "$NGINX_TEMPLATE" >"$prefix/nginx.conf"
    cp "$NGINX_PAGE_PROXY" "$prefix/marine-page-proxy.conf"
    cp "$NGINX_SITE_RULES" "$prefix/marine-site.conf"
    if grep -q '@[A-Z_]*@' "$prefix/nginx.conf"; then
        die "unrendered placeholder in $prefix/nginx.conf"
    fi
}

# nginx_stop_stale PREFIX: a master left running by an earlier run that was killed.
nginx_stop_stale() {
    local pid
    if pid=$(pidfile_process "$1/nginx.pid" "$1/nginx.conf"); then
        note "stopping nginx (pid $pid) left over from an earlier run"
        stop_pid "$pid" QUIT 10
    fi
    rm -f "$1/nginx.pid"
}

# nginx_start PREFIX WEB_PORT: check the config, start nginx in the foreground mode
# as our child (so we own its PID), wait until WEB_PORT answers. Sets NGINX_PID.
nginx_start() {
    local prefix=$1 web_port=$2 log=$1/logs/nginx.out
    nginx_stop_stale "$prefix"
    require_port_free "$web_port" "the web port"
    if ! nginx -t -q -p "$prefix" -e "$prefix/logs/error.log" -c "$prefix/nginx.conf" >"$log" 2>&1; then
        show_tail "$log"
        die "nginx rejected $prefix/nginx.conf"
    fi
    start_bg "$log" nginx -p "$prefix" -e "$prefix/logs/error.log" -c "$prefix/nginx.conf" -g 'daemon off;'
    NGINX_PID=$BG_PID
    at_exit "nginx_stop"
    local deadline=$((SECONDS + 15))
    until ! port_is_free "$web_port"; do
        if ! kill -0 "$NGINX_PID" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
            show_tail "$log"
            show_tail "$prefix/logs/error.log"
            die "nginx did not start on 127.0.0.1:$web_port"
        fi
        sleep 0.1
    done
}

# nginx_stop: graceful (QUIT), as nginx documents.
nginx_stop() {
    [ -n "$NGINX_PID" ] || return 0
    stop_pid "$NGINX_PID" QUIT 10
    NGINX_PID=
}
