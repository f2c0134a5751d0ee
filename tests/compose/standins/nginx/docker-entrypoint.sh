#!/bin/sh
# The official nginx image's entrypoint, in short (test stand-in, see the Dockerfile):
# for `nginx …`, run /docker-entrypoint.d/*.sh, then the command.
set -e
if [ "$1" = nginx ] || [ "$1" = nginx-debug ]; then
    for f in /docker-entrypoint.d/*.sh; do
        [ -x "$f" ] && "$f"
    done
fi
exec "$@"
