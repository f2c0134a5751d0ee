#pragma once
// The catalogue's PostgreSQL repositories: one method per query, SQL as named
// prepared statements, rows mapped to domain entities here and nowhere else.

#include "domain/catalogue_repository.hpp"
#include "persistence/db_pool.hpp"
#include "persistence/pg_read_pipelines.hpp"

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
  domain::awaitable<domain::insert_result<domain::product>> insert(domain::product p, std::optional<std::string> timestamp,
                                                                   domain::acting by) override;
  domain::awaitable<domain::write_outcome> update(domain::product p, domain::acting by) override;
  domain::awaitable<domain::write_outcome> remove(std::string id, domain::acting by) override;

 private:
  db_pool& pool_;
  pg_read_pipelines& reads_;
};

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

class pg_health_probe final : public domain::health_probe {
 public:
  explicit pg_health_probe(db_pool& pool) : pool_(pool) {}
  domain::awaitable<bool> database_ready() override;

 private:
  db_pool& pool_;
};

// Registers the write statements of this file on a new pool connection.
void prepare_catalogue_statements(pqxx::connection_base& conn);

// The pipelined reads' connection settings: the read statements, generic plans and the
// deadlines; the pipelines of every I/O thread share one reconnect_backoff.
pg_pipeline_options catalogue_read_options(std::string url, database_deadlines deadlines = {});

}  // namespace marine::persistence
