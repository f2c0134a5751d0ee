#pragma once
// The activity log's table (migration 0004): entries written by the other repositories in
// their own transactions (record_activity), read by the administrator, pruned daily.

#include "domain/activity/activity.hpp"
#include "persistence/postgres/db_pool.hpp"

#include <pqxx/transaction_base>

#include <optional>
#include <string>

namespace marine::persistence {

class pg_activity_repository final : public domain::activity_repository {
 public:
  explicit pg_activity_repository(db_pool& pool) : pool_(pool) {}
  static void prepare(pqxx::connection_base& conn);

  boost::asio::awaitable<std::vector<domain::activity_entry>> list(domain::activity_filter filter) override;
  boost::asio::awaitable<long long> remove_older_than(int days) override;

 private:
  db_pool& pool_;
};

// What one entry says besides its actor. `before` and `after` are the entity's snapshots
// (activity_snapshot in the migration, as JSON text; none for a creation's before or a
// deletion's after): the entry keeps the fields that differ. `extra` is merged into the
// changes as it is (a password's {"password": {"changed": true}}).
struct activity_record {
  std::string action;
  std::string entity;
  std::optional<std::string> entity_id;
  std::optional<std::string> before = std::nullopt;
  std::optional<std::string> after = std::nullopt;
  std::string extra = "{}";
};

// The columns that name an entry's actor (actor_id, actor_username, actor_role); none for the
// system. For a statement that writes many entries at once (the import).
struct activity_actor {
  std::optional<std::string> id, username, role;
};
activity_actor activity_actor_of(const domain::acting& by);

// Writes the entry in `tx`: it commits or rolls back with the change. An update that
// changed nothing is not recorded.
void record_activity(pqxx::transaction_base& tx, const domain::acting& by, const activity_record& entry);

}  // namespace marine::persistence
