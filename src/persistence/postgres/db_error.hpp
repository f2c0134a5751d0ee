#pragma once
// What a failed statement may say in our logs (docs/security.md, "Row data in logs"): its
// SQLSTATE and, when it broke a rule of the schema, the constraint's name. Never
// PostgreSQL's message text or DETAIL: they quote the failing row ("Failing row contains
// (…, $argon2id$…)") or the value that did not parse.

#include <libpq-fe.h>
#include <pqxx/except>

#include <exception>
#include <stdexcept>
#include <string>
#include <string_view>

namespace marine::persistence {

// "database error sqlstate=23514 constraint=users_name_check"
std::string describe_database_error(std::string_view sqlstate, std::string_view constraint);
std::string describe_database_error(const pqxx::sql_error& e);
std::string describe_database_error(const PGresult* r);

// A failed statement as it travels up to the API's exception barrier: only the description.
class database_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The one rule for both database paths (docs/architecture.md): the server shutting down,
// refusing connections or cancelling a statement past statement_timeout (SQLSTATE classes
// 57 and 08) means "unavailable", a 503 the client may retry; a data exception (class 22: a
// value out of PostgreSQL's range) is the client's, a 400; anything else is a bug or a
// broken schema, a 500.
bool means_unavailable(std::string_view sqlstate) noexcept;
bool means_bad_value(std::string_view sqlstate) noexcept;
// domain::unavailable_error, as both paths hand it to their callers.
std::exception_ptr database_unavailable();
// What a statement that failed with `sqlstate` becomes: unavailable, an invalid-input
// failure (domain::failure_error), or a database_error carrying only `description`.
std::exception_ptr statement_failure(std::string_view sqlstate, std::string description);

}  // namespace marine::persistence
