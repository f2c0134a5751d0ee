#pragma once
// What /metrics shows besides the requests: gauges and counters read when it is asked.

#include "api/cache/public_read_cache.hpp"
#include "api/http/event_fast_path.hpp"
#include "api/http/request_metrics.hpp"
#include "domain/insights/insights_service.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine {

// The database pool's use (a queue that grows means DB_POOL_SIZE or the database is the
// limit), the read cache's size (`cache` null: none), and the enquiry insights' counters.
void add_operational_samples(api::request_metrics& metrics, const persistence::db_pool& pool,
                             const api::public_read_cache* cache, const domain::insights_service& insights,
                             const api::event_fast_path& early_events);

}  // namespace marine
