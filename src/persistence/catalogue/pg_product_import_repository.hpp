#pragma once
// The catalogue import's session, its staged rows and its one writing transaction
// (migration 0016, docs/catalogue-io.md).
#include "domain/catalogue/product_import.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_product_import_repository final : public domain::product_import_repository {
 public:
  pg_product_import_repository(db_pool& pool, pg_read_pipelines& reads) : pool_(pool), reads_(reads) {}
  domain::awaitable<domain::import_outcome> begin(std::string session, domain::acting by, int idle_minutes) override;
  domain::awaitable<domain::import_outcome> stage(std::string session, std::vector<std::pair<long long, std::string>> rows,
                                                  std::size_t bytes, std::size_t max_rows, std::size_t max_bytes) override;
  domain::awaitable<std::optional<std::vector<std::string>>> staged(std::string session) override;
  domain::awaitable<domain::import_outcome> commit(std::string session, std::vector<domain::import_write> writes,
                                                   std::string label, domain::acting by) override;
  domain::awaitable<void> close(std::string session) override;
  domain::awaitable<std::vector<domain::product>> page_after(std::string after_id, int limit) override;

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
