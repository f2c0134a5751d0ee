#pragma once
// Helpers shared by the PostgreSQL repositories (persistence/ only).

#include "domain/catalogue_change.hpp"

#include <pqxx/connection>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction_base>

#include <string>
#include <utility>

namespace marine::persistence {

// Times leave the database as ISO-8601 UTC with milliseconds, as the API shows them.
inline const std::string created_iso =
    R"(to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))";

// A text column as a string: its length is known, so no strlen per field of a long list.
inline std::string text(const pqxx::field& f) { return {f.c_str(), f.size()}; }

// Single statements need no BEGIN/COMMIT round trips.
template <class... Args>
pqxx::result exec(pqxx::connection& c, const char* statement, Args&&... args)
{
  pqxx::nontransaction tx(c);
  return tx.exec_prepared(statement, std::forward<Args>(args)...);
}

// NOTIFY the other API processes (persistence/change_listener): delivered only if and
// when the transaction commits. The statement comes from prepare_change_notification.
inline void notify_change(pqxx::transaction_base& tx, domain::catalogue_change::subject what, const std::string& id)
{
  tx.exec_prepared("catalogue_notify", domain::encode({what, id}));
}

}  // namespace marine::persistence
