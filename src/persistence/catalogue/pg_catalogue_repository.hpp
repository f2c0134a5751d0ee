#pragma once
// What the catalogue's repositories share: the database's health, the write statements'
// registration and the pipelined reads' connection settings.

#include "domain/rules/health_probe.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_health_probe final : public domain::health_probe {
 public:
  explicit pg_health_probe(db_pool& pool) : pool_(pool) {}
  domain::awaitable<bool> database_ready() override;

 private:
  db_pool& pool_;
};

// Registers the product and banner repositories' write statements on a new pool connection.
void prepare_catalogue_statements(pqxx::connection_base& conn);

// The pipelined reads' connection settings: the read statements, generic plans and the
// deadlines; the pipelines of every I/O thread share one reconnect_backoff.
pg_pipeline_options catalogue_read_options(std::string url, database_deadlines deadlines = {});

}  // namespace marine::persistence
