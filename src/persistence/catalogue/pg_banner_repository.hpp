#pragma once
// The banners' PostgreSQL repository: one method per query, SQL as named prepared
// statements, rows mapped to domain entities here and nowhere else.

#include "domain/catalogue/banner_repository.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_banner_repository final : public domain::banner_repository {
 public:
  // Writes go through the pool, reads through the pipelines (which must hold read_statements()).
  pg_banner_repository(db_pool& pool, pg_read_pipelines& reads) : pool_(pool), reads_(reads) {}
  static void prepare(pqxx::connection_base& conn);  // the write statements
  static std::vector<prepared_statement> read_statements();

  domain::awaitable<std::vector<domain::banner>> active() override;
  domain::awaitable<std::vector<domain::banner>> list() override;
  domain::awaitable<std::optional<domain::banner>> find(std::string id) override;
  domain::awaitable<domain::insert_result<domain::banner>> insert(domain::banner b, std::optional<std::string> timestamp,
                                                                  domain::acting by) override;
  domain::awaitable<domain::write_outcome> update(domain::banner b, domain::acting by) override;
  domain::awaitable<domain::write_outcome> remove(std::string id, domain::acting by) override;

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
