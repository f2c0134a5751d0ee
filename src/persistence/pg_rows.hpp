#pragma once
// Helpers shared by the PostgreSQL repositories (persistence/ only).

#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/result>

#include <string>
#include <utility>

namespace marine::persistence {

// Times leave the database as ISO-8601 UTC with milliseconds, as the API shows them.
inline const std::string created_iso =
    R"(to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))";

// Single statements need no BEGIN/COMMIT round trips.
template <class... Args>
pqxx::result exec(pqxx::connection& c, const char* statement, Args&&... args)
{
  pqxx::nontransaction tx(c);
  return tx.exec_prepared(statement, std::forward<Args>(args)...);
}

}  // namespace marine::persistence
