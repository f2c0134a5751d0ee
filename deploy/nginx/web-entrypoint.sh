#!/bin/sh
# The web image's entrypoint (deploy/Dockerfile): default.conf from its template, with
# ${CSP_API_ORIGIN} filled in (empty: the SPA calls its own origin) and nginx's own
# $variables left alone, then the command (nginx in the foreground).
set -eu
# shellcheck disable=SC2016 # the literal name envsubst is to replace
envsubst '${CSP_API_ORIGIN}' </etc/nginx/templates/default.conf.template >/etc/nginx/conf.d/default.conf
exec "$@"
