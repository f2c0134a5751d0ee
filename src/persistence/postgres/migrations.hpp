#pragma once
// Schema migrations: db/migrations/NNNN_name.sql, embedded at build time, applied in
// order, each exactly once and in its own transaction, under an advisory lock so that
// several API instances starting together do not race.

#include <string>
#include <string_view>
#include <vector>

namespace marine::persistence {

struct migration {
  std::string_view name;  // file name without .sql, e.g. "0001_init"
  std::string_view sql;
};

const std::vector<migration>& embedded_migrations();

// Applies what is missing; returns the names applied by this call.
std::vector<std::string> apply_migrations(const std::string& database_url,
                                          const std::vector<migration>& migrations = embedded_migrations());

}  // namespace marine::persistence
