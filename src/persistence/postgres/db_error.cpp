#include "persistence/postgres/db_error.hpp"

#include "domain/rules/error.hpp"
#include "support/log.hpp"

namespace marine::persistence {
namespace {

// Only the characters of an SQLSTATE or an identifier we named: nothing else gets through.
std::string identifier(std::string_view text)
{
  std::string out;
  for (char c : text.substr(0, 63)) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (ok) out += c;
  }
  return out;
}

}  // namespace

std::string describe_database_error(std::string_view sqlstate, std::string_view constraint)
{
  std::string out = "database error sqlstate=" + (sqlstate.empty() ? std::string("unknown") : identifier(sqlstate));
  if (!constraint.empty()) out += " constraint=" + identifier(constraint);
  return out;
}

std::string describe_database_error(const pqxx::sql_error& e)
{
  // libpqxx 6 keeps only the message text: the constraint is the quoted name after
  // 'constraint' on its first line, as the server words it (lc_messages C).
  std::string_view first_line(e.what());
  first_line = first_line.substr(0, first_line.find('\n'));
  std::string_view constraint;
  const bool broke_a_rule = e.sqlstate().starts_with("23");  // class 23: integrity constraint violation
  constexpr std::string_view marker = "constraint \"";
  if (const auto at = first_line.find(marker); broke_a_rule && at != std::string_view::npos) {
    constraint = first_line.substr(at + marker.size());
    constraint = constraint.substr(0, constraint.find('"'));
  }
  return describe_database_error(e.sqlstate(), constraint);
}

std::string describe_database_error(const PGresult* r)
{
  const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
  const char* constraint = r ? PQresultErrorField(r, PG_DIAG_CONSTRAINT_NAME) : nullptr;
  return describe_database_error(state ? state : "", constraint ? constraint : "");
}

bool means_unavailable(std::string_view sqlstate) noexcept
{
  return sqlstate.starts_with("57") || sqlstate.starts_with("08");
}

bool means_bad_value(std::string_view sqlstate) noexcept { return sqlstate.starts_with("22"); }

std::exception_ptr database_unavailable()
{
  return std::make_exception_ptr(domain::unavailable_error("Database unavailable"));
}

std::exception_ptr statement_failure(std::string_view sqlstate, std::string description)
{
  if (means_unavailable(sqlstate)) return database_unavailable();
  // Class 22 (data exception: a date out of range, a number too large) is a value the
  // domain's rules let through: the client's to mend, so 400, never 500. Logged, so that
  // the rule missing in the domain gets noticed (docs/security.md, "Database errors").
  if (means_bad_value(sqlstate)) {
    log::warn("msg=database_refused_value {}", description);
    return std::make_exception_ptr(domain::failure_error(domain::invalid_input("A value is out of range or malformed")));
  }
  return std::make_exception_ptr(database_error(std::move(description)));
}

}  // namespace marine::persistence
