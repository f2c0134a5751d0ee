#pragma once
// Helpers shared by the PostgreSQL repositories (persistence/ only).

#include "domain/catalogue/catalogue_change.hpp"
#include "persistence/postgres/pg_binary.hpp"
#include "persistence/postgres/pg_pipeline.hpp"

#include <pqxx/transaction_base>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::persistence {

// One row of a libpq result of the pipelined reads, which ask for binary results (see
// pg_binary.hpp). A text column's binary form is its text; numeric has no simple binary
// form, so the statements cast it to text.
class result_row {
 public:
  result_row(const PGresult* r, int row) : r_(r), row_(row) {}
  std::string_view view(int col) const
  {
    return {PQgetvalue(r_, row_, col), static_cast<std::size_t>(PQgetlength(r_, row_, col))};
  }
  std::string text(int col) const { return std::string(view(col)); }
  bool boolean(int col) const { return PQgetlength(r_, row_, col) == 1 && *PQgetvalue(r_, row_, col) != 0; }
  int integer(int col) const { return pg_binary::int4(view(col)); }
  std::string timestamp(int col) const { return pg_binary::timestamp_iso(view(col)); }
  std::vector<std::string> text_array(int col) const { return pg_binary::text_array(view(col)); }
  std::string_view jsonb(int col) const { return pg_binary::jsonb_text(view(col)); }

 private:
  const PGresult* r_;
  int row_;
};

// Every row of a result mapped by `from_row`.
template <class FromRow>
auto rows_of(const pg_result& r, FromRow from_row)
{
  std::vector<decltype(from_row(result_row(r.get(), 0)))> out;
  const int n = PQntuples(r.get());
  out.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) out.push_back(from_row(result_row(r.get(), i)));
  return out;
}

// SQL for `column` (a timestamptz) in the API's form: ISO-8601 UTC with milliseconds.
inline std::string iso_time_sql(std::string_view column)
{
  return "to_char(" + std::string(column) + R"( AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))";
}

// NOTIFY the other API processes (persistence/postgres/change_listener): delivered only if and
// when the transaction commits. The statement comes from prepare_change_notification.
inline void notify_change(pqxx::transaction_base& tx, domain::catalogue_change::subject what, const std::string& id)
{
  tx.exec_prepared("catalogue_notify", domain::encode({what, id}));
}

}  // namespace marine::persistence
