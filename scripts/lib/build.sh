# shellcheck shell=bash disable=SC2034  # globals are read by the sourcing scripts
# Builds shared by scripts/run, scripts/test and benchmarks/. Requires common.sh.

# build_preset PRESET LOG: configure and build a CMake preset, quietly.
# (The project's cmake/ccache.cmake puts ccache in front of the compiler when installed.)
build_preset() {
    local preset=$1 log=$2
    if ! { cmake --preset "$preset" && cmake --build --preset "$preset"; } \
        </dev/null >"$log" 2>&1; then
        show_tail "$log" 60
        note "error: the $preset build failed (full log: $log)"
        return 1
    fi
}

# build_frontend LOG: `npm run build` in frontend/ (the SPA in dist/, the page renderer's
# bundle in dist-server/), skipped when both are there and dist/ is newer than every source file.
build_frontend() {
    local log=$1 fe=$MARINE_ROOT/frontend
    if [ -f "$fe/dist/index.html" ] && [ -f "$fe/dist-server/entry-server.js" ] &&
        [ -z "$(find "$fe/src" "$fe/public" "$fe/index.html" "$fe/package.json" "$fe"/vite.config.* \
            -newer "$fe/dist/index.html" -print -quit 2>/dev/null)" ]; then
        return 0
    fi
    ensure_node_modules "$fe"
    if ! (cd "$fe" && npm run build) </dev/null >"$log" 2>&1; then
        show_tail "$log" 60
        note "error: the frontend build failed (full log: $log)"
        return 1
    fi
    # nginx workers run as nobody: the site must be world-readable
    chmod -R a+rX "$fe/dist"
}
