#pragma once
// Charter blocks in PostgreSQL (migration 0015, docs/charter.md "No double booking"): the
// exclusion constraint refuses overlapping busy time of one vessel; each write first removes
// the vessel's expired options in its own transaction; times are Dubai's, converted here.

#include "domain/charter/charter_block.hpp"
#include "persistence/postgres/db_pool.hpp"

#include <pqxx/transaction_base>

namespace marine::persistence {

// Removes the vessel's expired options (each in the log, as freed by this write): every
// write of a vessel's blocks does this first, so an expired option never blocks.
void remove_expired_options(pqxx::transaction_base& tx, const std::string& product_id, const domain::acting& by);

class pg_charter_block_repository final : public domain::charter_block_repository {
 public:
  explicit pg_charter_block_repository(db_pool& pool) : pool_(pool) {}

  domain::awaitable<std::vector<domain::charter_block>> list(std::optional<std::string> product_id, std::string from,
                                                             std::string to) override;
  domain::awaitable<std::optional<domain::charter_block>> find(std::string product_id, std::string id) override;
  domain::awaitable<domain::block_outcome> insert(domain::block_write b, domain::acting by) override;
  domain::awaitable<domain::block_outcome> update(std::string id, domain::block_write b, domain::acting by) override;
  domain::awaitable<bool> remove(std::string product_id, std::string id, domain::acting by) override;
  domain::awaitable<bool> lead_exists(std::string ref) override;
  domain::awaitable<domain::month_busy> month(std::string product_id, std::string first_day) override;

 private:
  db_pool& pool_;
};

}  // namespace marine::persistence
