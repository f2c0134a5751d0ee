#pragma once
// The enquiry counts (migration 0005), written in batches and read for the report through
// the write pool: neither is on the public read path.

#include "domain/insights/insights_repository.hpp"
#include "persistence/postgres/db_pool.hpp"

namespace marine::persistence {

class pg_insights_repository final : public domain::insights_repository {
 public:
  explicit pg_insights_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& conn);

  boost::asio::awaitable<bool> add_counts(std::vector<domain::count_row> rows, std::size_t max_sources_per_day) override;
  boost::asio::awaitable<std::unordered_set<std::string>> product_ids() override;
  boost::asio::awaitable<domain::insights_rows> counts(domain::sys_days from, domain::sys_days to) override;
  boost::asio::awaitable<std::vector<domain::insights_detail_row>> detail(domain::sys_days from,
                                                                          domain::sys_days to) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
