#pragma once
// The site settings' row (migration 0003): read through the pipelines like the
// catalogue, written through the pool with the change notification in one transaction.

#include "domain/settings/settings_service.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_settings_repository final : public domain::settings_repository {
 public:
  pg_settings_repository(db_pool& pool, pg_read_pipelines& reads) : pool_(pool), reads_(reads) {}
  static void prepare(pqxx::connection_base& conn);  // the write statements
  static std::vector<prepared_statement> read_statements();

  boost::asio::awaitable<domain::site_settings> load() override;
  boost::asio::awaitable<void> save(domain::site_settings s, domain::acting by) override;
  // Stores `initial` unless a row exists already (the first start); true if it stored it.
  boost::asio::awaitable<bool> seed(domain::site_settings initial);

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
