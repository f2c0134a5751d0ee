#pragma once
// The products' PostgreSQL repository: one method per query, SQL as named prepared
// statements, rows mapped to domain entities here and nowhere else.

#include "domain/catalogue/product_repository.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/postgres/pg_read_pipelines.hpp"

namespace marine::persistence {

class pg_product_repository final : public domain::product_repository {
 public:
  // Writes go through the pool, reads through the pipelines (which must hold read_statements()).
  pg_product_repository(db_pool& pool, pg_read_pipelines& reads) : pool_(pool), reads_(reads) {}
  static void prepare(pqxx::connection_base& conn);  // the write statements
  static std::vector<prepared_statement> read_statements();

  domain::awaitable<std::vector<domain::product>> list(domain::visibility v) override;
  domain::awaitable<std::vector<domain::product>> recent(int limit) override;
  domain::awaitable<std::vector<domain::product>> in_category(domain::category c) override;
  domain::awaitable<std::optional<domain::product>> find(std::string id) override;
  domain::awaitable<domain::search_page> search(domain::search_request request,
                                                 std::optional<domain::search_summary> kept) override;
  domain::awaitable<std::vector<domain::code_resolution>> resolve_codes(std::vector<std::string> codes) override;
  domain::awaitable<domain::insert_result<domain::product>> insert(domain::product p, std::optional<std::string> timestamp,
                                                                   domain::acting by) override;
  domain::awaitable<domain::write_outcome> update(domain::product p, domain::acting by) override;
  domain::awaitable<domain::write_outcome> remove(std::string id, domain::acting by) override;

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

}  // namespace marine::persistence
