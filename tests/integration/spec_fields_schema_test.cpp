// The database's specification constraints (db/migrations/0006_product_specs.sql) hold the
// table of tests/fixtures/spec_fields.json, which the server's field table and the SPA's are
// held to as well (unit/spec_fields_fixture_test.cpp, frontend/src/api/specs.test.ts): the
// keys and their kinds are read from the migrated schema's constraint definitions, and every
// bound, length, choice and category is tried on the real table (docs/product-specs.md).
#include "fixture_json.hpp"
#include "integration/test_database.hpp"
#include "persistence/postgres/constraint_name.hpp"

#include <boost/json/serialize.hpp>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <pqxx/connection>
#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

#include <cmath>
#include <map>
#include <regex>
#include <set>

namespace marine::persistence {
namespace {

using marine::testing::bound;
using marine::testing::str;

const boost::json::array& fixture_fields()
{
  static const auto doc = marine::testing::read_fixture("spec_fields.json");
  return doc.at("fields").as_array();
}

class spec_fields_schema : public ::testing::Test {
 protected:
  static void SetUpTestSuite()
  {
    db = new marine::testing::test_database();
    conn = new pqxx::connection(db->url());
  }
  static void TearDownTestSuite()
  {
    delete conn;
    delete db;
  }
  static marine::testing::test_database* db;
  static pqxx::connection* conn;

  // The definitions of the products_specs_* constraints, by name.
  static std::map<std::string, std::string> definitions()
  {
    pqxx::nontransaction tx(*conn);
    std::map<std::string, std::string> out;
    for (const auto& row : tx.exec("SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
                                   "WHERE conrelid = 'products'::regclass AND conname LIKE 'products_specs_%'"))
      out[row[0].c_str()] = row[1].c_str();
    return out;
  }

  // Whether the table takes a product of `category` with `specs` (a JSON object's text);
  // nothing is kept. Only a products_specs_* constraint's refusal counts: any other error fails.
  static bool accepts(const std::string& category, const std::string& specs)
  {
    const verbose_errors verbose(*conn);
    pqxx::work tx(*conn);
    try {
      tx.exec_params("INSERT INTO products (id, name, category, description, price, images, show_contact_for_pricing, "
                     "specs) VALUES ('probe', 'Probe vessel', $1, 'A probe of the spec constraints.', 1, '{}', false, "
                     "$2::jsonb)",
                     category, specs);
      return true;
    } catch (const pqxx::check_violation& e) {
      const auto name = constraint_name(e);
      EXPECT_TRUE(name.starts_with("products_specs_")) << "refused by " << name << ": " << specs;
      return false;
    }
  }
};

marine::testing::test_database* spec_fields_schema::db = nullptr;
pqxx::connection* spec_fields_schema::conn = nullptr;

// {"<key>": <value>} with the field its rule requires (onlyWith), unless `alone`.
std::string specs_with(const boost::json::object& f, const std::string& value, bool alone = false)
{
  std::string out = "{" + boost::json::serialize(f.at("key")) + ": " + value;
  if (f.contains("onlyWith") && !alone)
    out += ", " + boost::json::serialize(f.at("onlyWith").at("key")) + ": " + boost::json::serialize(f.at("onlyWith").at("value"));
  return out + "}";
}

std::string json_text(const std::string& s) { return boost::json::serialize(boost::json::string(s)); }

// A value the field takes.
std::string valid_value(const boost::json::object& f)
{
  const auto kind = str(f.at("kind"));
  if (kind == "text") return json_text("x");
  if (kind == "choice") return boost::json::serialize(f.at("choices").at(0));
  return fmt::format("{:.{}f}", bound(f, "min"), kind == "decimal" ? 2 : 0);
}

TEST_F(spec_fields_schema, the_constraints_name_the_fixture_keys_with_their_kinds)
{
  const auto defs = definitions();
  // Every key the schema knows (products_specs_keys lists them per category).
  std::set<std::string> schema_keys;
  const std::regex literal(R"('([A-Za-z0-9_]+)'::text)");
  const auto& keys_def = defs.at("products_specs_keys");
  for (std::sregex_iterator it(keys_def.begin(), keys_def.end(), literal), end; it != end; ++it)
    schema_keys.insert((*it)[1]);
  // The kind each key is checked as, by product_spec_{number,text,choice}_ok.
  std::map<std::string, std::string> schema_kinds;
  const std::regex check(R"(product_spec_(number|text|choice)_ok\(specs, '([A-Za-z0-9_]+)'::text)");
  for (const auto& [name, def] : defs)
    for (std::sregex_iterator it(def.begin(), def.end(), check), end; it != end; ++it)
      EXPECT_TRUE(schema_kinds.emplace((*it)[2], (*it)[1]).second) << "checked twice: " << (*it)[2];

  std::set<std::string> fixture_keys;
  std::map<std::string, std::string> fixture_kinds;
  for (const auto& v : fixture_fields()) {
    const auto key = str(v.at("key"));
    const auto kind = str(v.at("kind"));
    fixture_keys.insert(key);
    fixture_kinds[key] = kind == "whole" || kind == "decimal" ? "number" : kind;
  }
  EXPECT_EQ(schema_keys, fixture_keys);
  EXPECT_EQ(schema_kinds, fixture_kinds);
}

TEST_F(spec_fields_schema, each_field_is_taken_in_its_categories_only)
{
  for (const auto& v : fixture_fields()) {
    const auto& f = v.as_object();
    std::set<std::string> listed;
    for (const auto& c : f.at("categories").as_array()) listed.insert(str(c));
    for (const char* category : {"marine-spares", "vessel-chartering", "vessel-sales-purchase"})
      EXPECT_EQ(accepts(category, specs_with(f, valid_value(f), !listed.contains(category))), listed.contains(category))
          << str(f.at("key")) << " in " << category;
  }
}

TEST_F(spec_fields_schema, each_field_holds_its_range_length_and_choices)
{
  const int decimals = static_cast<int>(marine::testing::read_fixture("spec_fields.json").at("decimals").as_int64());
  for (const auto& v : fixture_fields()) {
    const auto& f = v.as_object();
    const auto category = str(f.at("categories").at(0));
    const auto kind = str(f.at("kind"));
    SCOPED_TRACE(str(f.at("key")));
    const auto takes = [&](const std::string& value) { return accepts(category, specs_with(f, value)); };
    if (kind == "text") {
      const auto n = static_cast<std::size_t>(f.at("maxLength").as_int64());
      EXPECT_TRUE(takes(json_text(std::string(n, 'x'))));
      EXPECT_FALSE(takes(json_text(std::string(n + 1, 'x'))));
      EXPECT_FALSE(takes("12"));
    } else if (kind == "choice") {
      for (const auto& c : f.at("choices").as_array()) EXPECT_TRUE(takes(boost::json::serialize(c))) << str(c);
      EXPECT_FALSE(takes(json_text("not a choice")));
    } else {
      const int places = kind == "decimal" ? decimals : 0;
      const double step = std::pow(10.0, -places);
      const double lo = bound(f, "min"), hi = bound(f, "max");
      const auto number = [&](double x, int p) { return fmt::format("{:.{}f}", x, p); };
      EXPECT_TRUE(takes(number(lo, places)));
      EXPECT_TRUE(takes(number(hi, places)));
      EXPECT_FALSE(takes(number(lo - step, places))) << number(lo - step, places);
      EXPECT_FALSE(takes(number(hi + step, places))) << number(hi + step, places);
      EXPECT_FALSE(takes(number(lo + step / 10, places + 1))) << "more decimals than " << places;
      EXPECT_FALSE(takes(json_text("12")));
      if (f.contains("onlyWith")) EXPECT_FALSE(accepts(category, specs_with(f, number(lo, places), true)));
    }
  }
}

}  // namespace
}  // namespace marine::persistence
