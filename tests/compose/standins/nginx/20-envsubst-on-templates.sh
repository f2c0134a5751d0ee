#!/bin/sh
# As the official image's script of the same name: /etc/nginx/templates/X.template becomes
# /etc/nginx/conf.d/X with the environment's variables filled in (only those whose names
# match NGINX_ENVSUBST_FILTER, when set; nginx's own $variables are left alone).
set -e
template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
filter=${NGINX_ENVSUBST_FILTER:-}
[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
    echo "$0: ERROR: $template_dir exists, but $output_dir is not writable" >&2
    exit 0
fi
# shellcheck disable=SC2016,SC2046 # literal ${NAME}s, one per matching name
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" </dev/null))
for template in "$template_dir"/*"$suffix"; do
    [ -f "$template" ] || continue
    name=$(basename "$template" "$suffix")
    envsubst "$defined_envs" <"$template" >"$output_dir/$name"
done
