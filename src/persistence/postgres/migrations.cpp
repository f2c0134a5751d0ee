#include "persistence/postgres/migrations.hpp"

#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/transaction>

namespace marine::persistence {
namespace {

// Any fixed 64-bit key: "marine migrations".
constexpr long long migration_lock_key = 0x6d6172696e65;

}  // namespace

std::vector<std::string> apply_migrations(const std::string& database_url, const std::vector<migration>& migrations)
{
  pqxx::connection conn(database_url);
  // libpqxx allows one transaction object per connection at a time: hence the scopes.
  {
    pqxx::nontransaction session(conn);
    // Session-level lock: held across the per-migration transactions below, and
    // released by the server when the connection closes, even if we crash half-way.
    session.exec_params("SELECT pg_advisory_lock($1)", migration_lock_key);
    session.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  }

  std::vector<std::string> applied;
  for (const auto& m : migrations) {
    pqxx::work tx(conn);
    const std::string name(m.name);
    if (!tx.exec_params("SELECT 1 FROM schema_migrations WHERE name = $1", name).empty()) continue;
    tx.exec(std::string(m.sql));
    tx.exec_params("INSERT INTO schema_migrations (name) VALUES ($1)", name);
    tx.commit();
    applied.push_back(name);
  }

  {
    pqxx::nontransaction session(conn);
    session.exec_params("SELECT pg_advisory_unlock($1)", migration_lock_key);
  }
  return applied;
}

}  // namespace marine::persistence
