#pragma once
// What a failed statement may say in our logs (docs/security.md, "Row data in logs"): its
// SQLSTATE and, when it broke a rule of the schema, the constraint's name. Never
// PostgreSQL's message text or DETAIL: they quote the failing row ("Failing row contains
// (…, $argon2id$…)") or the value that did not parse.

#include <libpq-fe.h>
#include <pqxx/except>

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

}  // namespace marine::persistence
