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

  boost::asio::awaitable<std::vector<domain::desk>> load_desks() override;
  boost::asio::awaitable<void> save_desks(std::vector<domain::desk> desks, domain::acting by) override;
  // Stores the seed desk made from the stored settings unless desks are stored already
  // (the first start, docs/desks.md); true if it stored it.
  boost::asio::awaitable<bool> seed_desks();

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
