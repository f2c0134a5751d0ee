#pragma once
// The composition root (docs/architecture.md): configuration → database pool and read
// pipelines → repositories → services → route table → HTTP server. Nothing else builds
// long-lived objects.

#include "support/config.hpp"

namespace marine {

// Applies pending migrations, retrying while the database is still starting.
void migrate_with_retry(const config& cfg);

// Serves until SIGINT or SIGTERM; returns the process's exit status.
int serve(const config& cfg);

}  // namespace marine
