#pragma once
// Which rule of the schema a failed statement broke, by the constraint's name
// (PG_DIAG_CONSTRAINT_NAME), never by PostgreSQL's message text, which a trigger may word as
// it likes (docs/architecture.md, "Rules shared by several languages").
//
// libpqxx 6.4 keeps only the message text of an error: pqxx::sql_error has no field
// accessors, and the PGresult is freed before the exception is thrown. libpq writes the
// constraint's name into that text at verbose error verbosity only, as a line
// "CONSTRAINT NAME:  <name>" after the message, DETAIL, HINT and CONTEXT. The statements whose
// broken constraint matters run under verbose_errors. (libpq translates that label only when
// the program sets a message locale; the API never calls setlocale.)

#include <pqxx/connection_base>
#include <pqxx/except>

#include <string>

namespace marine::persistence {

// Verbose error messages on `c` while it lives; the connection's verbosity before, after.
class verbose_errors {
 public:
  explicit verbose_errors(pqxx::connection_base& c) noexcept : c_(c), before_(c.get_verbosity())
  {
    c_.set_verbosity(pqxx::connection_base::verbose);
  }
  ~verbose_errors() { c_.set_verbosity(before_); }
  verbose_errors(const verbose_errors&) = delete;
  verbose_errors& operator=(const verbose_errors&) = delete;

 private:
  pqxx::connection_base& c_;
  pqxx::connection_base::error_verbosity before_;
};

// The constraint an integrity violation (SQLSTATE class 23) raised under verbose_errors
// broke; "" for anything else.
std::string constraint_name(const pqxx::sql_error& e);

}  // namespace marine::persistence
