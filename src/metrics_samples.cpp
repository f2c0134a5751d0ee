#include "metrics_samples.hpp"

namespace marine {

void add_operational_samples(api::request_metrics& metrics, const persistence::db_pool& pool,
                             const api::public_read_cache* cache, const domain::insights_service& insights,
                             const api::event_fast_path& early_events)
{
  auto of_pool = [&pool](auto field) { return [&pool, field] { return static_cast<double>(pool.current_usage().*field); }; };
  using usage = persistence::db_pool::usage;
  metrics.add_sample("marine_db_pool_connections", "gauge", "Database connections (one per worker).", of_pool(&usage::workers));
  metrics.add_sample("marine_db_pool_busy", "gauge", "Database workers running a job now.", of_pool(&usage::busy));
  metrics.add_sample("marine_db_pool_queued", "gauge", "Database jobs waiting for a worker.", of_pool(&usage::queued));
  metrics.add_sample("marine_db_pool_refused_total", "counter", "Database jobs refused because the queue was full (503).",
                     of_pool(&usage::refused));
  metrics.add_sample("marine_db_pool_timed_out_total", "counter",
                     "Database jobs answered 503 at their deadline (DB_QUERY_TIMEOUT_MS).", of_pool(&usage::timed_out));
  metrics.add_sample("marine_insights_events_dropped_total", "counter", "Insights events not counted: the tally was full.",
                     [&insights] { return static_cast<double>(insights.events_dropped()); });
  metrics.add_sample("marine_insights_failed_batches_total", "counter", "Insights batches the database refused.",
                     [&insights] { return static_cast<double>(insights.failed_batches()); });
  metrics.add_sample("marine_events_fast_path_total", "counter", "Enquiry beacons answered before routing.",
                     [&early_events] { return static_cast<double>(early_events.answered()); });
  if (!cache) return;
  metrics.add_sample("marine_read_cache_entries", "gauge", "Responses held by the read cache.",
                     [cache] { return static_cast<double>(cache->store().size()); });
  metrics.add_sample("marine_read_cache_bytes", "gauge", "Bytes held by the read cache.",
                     [cache] { return static_cast<double>(cache->store().bytes()); });
  metrics.add_sample("marine_read_cache_evictions_total", "counter", "Entries dropped to make room (least used first).",
                     [cache] { return static_cast<double>(cache->store().evictions()); });
  metrics.add_sample("marine_read_cache_bypassed", "gauge", "1 while the cache is bypassed (change listener down).",
                     [cache] { return cache->store().bypassing() ? 1.0 : 0.0; });
}

}  // namespace marine
