#pragma once
// The steps serve() takes before and after it serves (app.cpp): migrations, the first
// settings and admin, the process limits, the change listener and the I/O threads.

#include "api/cache/public_read_cache.hpp"
#include "api/cache/site_generation.hpp"
#include "api/http/server.hpp"
#include "domain/accounts/password.hpp"
#include "domain/accounts/user_repository.hpp"
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/insights/insights_service.hpp"
#include "persistence/postgres/change_listener.hpp"
#include "persistence/postgres/database_deadlines.hpp"
#include "persistence/settings/pg_settings_repository.hpp"
#include "support/config.hpp"

#include <pqxx/connection>

#include <optional>

namespace marine {

// Prepares every pooled connection's statements when it connects.
void prepare_statements(pqxx::connection_base& c);

// Stores the settings' first values, and the first desk made from them, when the database
// has none (the first start).
void seed_settings(const config& cfg, persistence::pg_settings_repository& settings);

// Creates or updates the super-admin from ADMIN_USERNAME / ADMIN_PASSWORD before serving.
void bootstrap_admin(const config& cfg, domain::user_repository& users, domain::password_hasher& hasher);

// Raises the open-file soft limit to the hard limit.
void raise_file_limit();

// Starts the LISTEN connection that tells the read cache and the services of the other
// instances' writes, and keeps the site's generation.
void listen_for_changes(const config& cfg, const persistence::database_deadlines& deadlines,
                        api::public_read_cache& cache, domain::catalogue_change_sink& changes,
                        api::site_generation& generation, std::optional<persistence::change_listener>& listener);

// Runs every context on a thread of its own (the first on this one) until all stop.
void run_io_threads(const api::io_contexts& contexts);

// What was counted since the last flush is written before the pool stops.
void flush_before_exit(domain::insights_service& insights);

}  // namespace marine
