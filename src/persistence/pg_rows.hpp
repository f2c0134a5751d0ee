#pragma once
// Helpers shared by the PostgreSQL repositories (persistence/ only).

#include "domain/catalogue_change.hpp"
#include "persistence/pg_pipeline.hpp"

#include <pqxx/transaction_base>

#include <charconv>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace marine::persistence {

// Times leave the database as ISO-8601 UTC with milliseconds, as the API shows them.
inline const std::string created_iso =
    R"(to_char("timestamp" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))";

// One row of a libpq result (the pipelined reads), in text format.
class result_row {
 public:
  result_row(const PGresult* r, int row) : r_(r), row_(row) {}
  std::string_view view(int col) const
  {
    return {PQgetvalue(r_, row_, col), static_cast<std::size_t>(PQgetlength(r_, row_, col))};
  }
  std::string text(int col) const { return std::string(view(col)); }
  bool is_null(int col) const { return PQgetisnull(r_, row_, col) == 1; }
  bool boolean(int col) const { return view(col) == "t"; }
  int integer(int col) const
  {
    int v = 0;
    const auto s = view(col);
    std::from_chars(s.data(), s.data() + s.size(), v);
    return v;
  }

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

// NOTIFY the other API processes (persistence/change_listener): delivered only if and
// when the transaction commits. The statement comes from prepare_change_notification.
inline void notify_change(pqxx::transaction_base& tx, domain::catalogue_change::subject what, const std::string& id)
{
  tx.exec_prepared("catalogue_notify", domain::encode({what, id}));
}

}  // namespace marine::persistence
