// The binary decoding of the catalogue reads against PostgreSQL's own text output of the
// same values: times as the API showed them before (to_char with milliseconds, cut, not
// rounded), text arrays with what needs escaping in JSON or in PostgreSQL's array text.
#include "integration/test_database.hpp"
#include "persistence/postgres/pg_binary.hpp"

#include <gtest/gtest.h>
#include <libpq-fe.h>

#include <memory>
#include <string>
#include <vector>

namespace marine::persistence {
namespace {

struct connection_deleter {
  void operator()(PGconn* c) const { PQfinish(c); }
};
struct result_deleter {
  void operator()(PGresult* r) const { PQclear(r); }
};
using result = std::unique_ptr<PGresult, result_deleter>;

class pg_binary_test : public ::testing::Test {
 protected:
  testing::test_database db{false};
  std::unique_ptr<PGconn, connection_deleter> conn{PQconnectdb(db.url().c_str())};

  // Runs `sql` (no parameters) with results in binary (1) or text (0).
  result query(const std::string& sql, int format)
  {
    result r(PQexecParams(conn.get(), sql.c_str(), 0, nullptr, nullptr, nullptr, nullptr, format));
    EXPECT_EQ(PQresultStatus(r.get()), PGRES_TUPLES_OK) << PQerrorMessage(conn.get());
    return r;
  }
  static std::string_view value(const result& r, int row, int col)
  {
    return {PQgetvalue(r.get(), row, col), static_cast<std::size_t>(PQgetlength(r.get(), row, col))};
  }
};

TEST_F(pg_binary_test, timestamps_read_as_to_char_with_milliseconds_shows_them)
{
  ASSERT_EQ(PQstatus(conn.get()), CONNECTION_OK);
  // Around the epochs (1970, 2000), leap days, the end of a day and of a year, times
  // before 2000 (negative on the wire) and sub-millisecond parts that must be cut.
  const std::string values = R"(VALUES
      ('2000-01-01 00:00:00+00'), ('1999-12-31 23:59:59.999999+00'), ('1970-01-01 00:00:00+00'),
      ('1969-12-31 23:59:59.0005+00'), ('1900-02-28 12:00:00.001+00'), ('2024-02-29 23:59:59.9996+00'),
      ('2024-03-29 21:00:59.488+00'), ('2100-03-01 00:00:00.999+00'), ('2026-11-25 06:35:05.123456+04'),
      ('9999-12-31 23:59:59.999+00'), ('1600-02-29 01:02:03.004+00'))";
  const std::string from = "FROM (" + values + ") AS v(t)";
  auto binary = query("SELECT t::timestamptz " + from, 1);
  auto text = query(R"(SELECT to_char(t::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') )" + from, 0);
  ASSERT_EQ(PQntuples(binary.get()), 11);
  for (int i = 0; i < PQntuples(binary.get()); ++i)
    EXPECT_EQ(pg_binary::timestamp_iso(value(binary, i, 0)), value(text, i, 0)) << "row " << i;
}

TEST_F(pg_binary_test, infinite_timestamps_are_named)
{
  auto r = query("SELECT 'infinity'::timestamptz, '-infinity'::timestamptz", 1);
  EXPECT_EQ(pg_binary::timestamp_iso(value(r, 0, 0)), "infinity");
  EXPECT_EQ(pg_binary::timestamp_iso(value(r, 0, 1)), "-infinity");
}

TEST_F(pg_binary_test, text_arrays_keep_every_element_as_stored)
{
  auto r = query(R"(SELECT ARRAY[]::text[], ARRAY['/uploads/a.webp'], ARRAY['', 'with "quotes"', 'back\slash',
                     'comma, {brace}', 'Wärtsilä – 229 m²', E'tab\tnew\nline'], '[3:4]={x,y}'::text[])",
                 1);
  EXPECT_TRUE(pg_binary::text_array(value(r, 0, 0)).empty());
  EXPECT_EQ(pg_binary::text_array(value(r, 0, 1)), std::vector<std::string>{"/uploads/a.webp"});
  EXPECT_EQ(pg_binary::text_array(value(r, 0, 2)),
            (std::vector<std::string>{"", "with \"quotes\"", "back\\slash", "comma, {brace}", "Wärtsilä – 229 m²",
                                      "tab\tnew\nline"}));
  EXPECT_EQ(pg_binary::text_array(value(r, 0, 3)), (std::vector<std::string>{"x", "y"})) << "lower bound not 1";
}

TEST_F(pg_binary_test, malformed_values_are_refused_not_read_past_their_end)
{
  auto r = query("SELECT ARRAY['abc', 'defgh'], 42::int4, now()", 1);
  const auto array = value(r, 0, 0);
  for (std::size_t cut = 0; cut < array.size(); ++cut)
    EXPECT_THROW(pg_binary::text_array(array.substr(0, cut)), std::runtime_error) << "cut at " << cut;
  EXPECT_THROW(pg_binary::text_array(std::string(array) + "x"), std::runtime_error);
  auto two_dimensions = query("SELECT ARRAY[['a'], ['b']]", 1);
  EXPECT_THROW(pg_binary::text_array(value(two_dimensions, 0, 0)), std::runtime_error);
  auto with_null = query("SELECT ARRAY['a', NULL]", 1);
  EXPECT_THROW(pg_binary::text_array(value(with_null, 0, 0)), std::runtime_error);
  EXPECT_EQ(pg_binary::int4(value(r, 0, 1)), 42);
  EXPECT_THROW(pg_binary::int4(value(r, 0, 1).substr(0, 3)), std::runtime_error);
  EXPECT_THROW(pg_binary::timestamp_iso(value(r, 0, 2).substr(0, 7)), std::runtime_error);
}

}  // namespace
}  // namespace marine::persistence
