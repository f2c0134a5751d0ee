// A product's specifications in PostgreSQL (db/migrations/0006_product_specs.sql): the
// constraints hold the keys, types and ranges whatever client writes, and the repository
// reads back (through the binary pipelined reads) what it wrote.
#include "integration/test_database.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"

#include <gtest/gtest.h>
#include <pqxx/except>

namespace marine::persistence {
namespace {

using testing::run_sync_until_done;

class product_specs_store_test : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { db = new testing::test_database(); }
  static void TearDownTestSuite() { delete db; }
  static testing::test_database* db;

  // A product row of `category` with `specs` (jsonb text).
  static std::string product(const std::string& id, const std::string& category, const std::string& specs)
  {
    return "INSERT INTO products (id, name, category, description, price, specs) VALUES ('" + id + "', 'Listing', '" +
           category + "', 'A listing with specifications.', 100, '" + specs + "')";
  }
  static void refused(const std::string& id, const std::string& category, const std::string& specs)
  {
    EXPECT_THROW(db->exec(product(id, category, specs)), pqxx::check_violation) << category << " " << specs;
  }
};

testing::test_database* product_specs_store_test::db = nullptr;

TEST_F(product_specs_store_test, accepts_every_field_of_each_category_at_its_bounds)
{
  db->exec(product("v_low", "vessel-chartering",
                   R"({"vesselType": "crew boat", "lengthM": 0.5, "beamM": 0.5, "draftM": 0.5, "yearBuilt": 1900,
                       "builder": "B", "model": "M", "flag": "UAE", "guests": 1, "cabins": 0, "crew": 0,
                       "engines": "2 x MTU", "cruiseSpeedKn": 0.5, "location": "Dubai Marina", "rateBasis": "hour",
                       "minimumHours": 1})"));
  db->exec(product("v_high", "vessel-sales-purchase",
                   R"({"lengthM": 500, "beamM": 500.00, "draftM": 499.99, "guests": 2000, "cabins": 500, "crew": 500,
                       "cruiseSpeedKn": 100, "condition": "used", "engineHours": 200000})"));
  db->exec(product("s_ok", "marine-spares", R"({"brand": "Volvo Penta", "partNumber": "3582732", "condition": "new"})"));
  db->exec("INSERT INTO products (id, name, category, description, price) VALUES ('no_specs', 'Plain', "
           "'marine-spares', 'No specifications at all.', 1)");
}

TEST_F(product_specs_store_test, refuses_numbers_out_of_range_or_with_more_than_two_decimals)
{
  refused("n1", "vessel-chartering", R"({"lengthM": 0.49})");
  refused("n2", "vessel-chartering", R"({"lengthM": 500.01})");
  refused("n3", "vessel-chartering", R"({"beamM": 12.345})");
  refused("n4", "vessel-chartering", R"({"draftM": "3"})");
  refused("n5", "vessel-chartering", R"({"guests": 0})");
  refused("n6", "vessel-chartering", R"({"guests": 2001})");
  refused("n7", "vessel-chartering", R"({"guests": 2.5})");
  refused("n8", "vessel-chartering", R"({"cabins": -1})");
  refused("n9", "vessel-chartering", R"({"crew": 501})");
  refused("n10", "vessel-chartering", R"({"yearBuilt": 1899})");
  refused("n11", "vessel-chartering", R"({"yearBuilt": 3000})");
  refused("n12", "vessel-chartering", R"({"rateBasis": "hour", "minimumHours": 25})");
  refused("n13", "vessel-sales-purchase", R"({"engineHours": 200001})");
  refused("n14", "vessel-chartering", R"({"cruiseSpeedKn": 100.5})");
}

TEST_F(product_specs_store_test, refuses_unknown_keys_fields_of_other_categories_and_bad_choices_or_texts)
{
  refused("k1", "vessel-chartering", R"({"colour": "white"})");
  refused("k2", "marine-spares", R"({"lengthM": 12})");
  refused("k3", "vessel-sales-purchase", R"({"rateBasis": "day"})");
  refused("k4", "vessel-chartering", R"({"brand": "Volvo"})");
  refused("k5", "vessel-chartering", R"({"vesselType": "submarine"})");
  refused("k6", "vessel-chartering", R"({"rateBasis": "month"})");
  refused("k7", "marine-spares", R"({"condition": "refurbished"})");
  refused("k8", "vessel-chartering", R"({"builder": ""})");
  refused("k9", "vessel-chartering", R"({"builder": " Azimut"})");
  refused("k10", "marine-spares", R"({"partNumber": "12345678901234567890123456789012345678901234567890123456789012345"})");
  refused("k11", "marine-spares", R"({"brand": "two\nlines"})");
  refused("k12", "vessel-chartering", R"({"location": 12})");
  refused("k13", "vessel-chartering", R"([])");
  refused("k14", "vessel-chartering", R"({"rateBasis": "day", "minimumHours": 3})");
  refused("k15", "vessel-chartering", R"({"minimumHours": 3})");
  EXPECT_THROW(db->exec("INSERT INTO products (id, name, category, description, price, specs) VALUES ('k16', 'L', "
                        "'marine-spares', 'A listing with specifications.', 1, NULL)"),
               pqxx::not_null_violation);
}

TEST_F(product_specs_store_test, moving_a_product_to_a_category_its_specs_do_not_fit_is_refused)
{
  db->exec(product("m1", "vessel-chartering", R"({"rateBasis": "week"})"));
  EXPECT_THROW(db->exec("UPDATE products SET category = 'vessel-sales-purchase' WHERE id = 'm1'"), pqxx::check_violation);
}

TEST_F(product_specs_store_test, the_repository_writes_and_reads_back_every_kind_of_value)
{
  db_pool pool({.url = db->url(), .on_connect = prepare_catalogue_statements, .workers = 1});
  pg_read_pipelines reads(catalogue_read_options(db->url()));
  pg_product_repository repo(pool, reads);
  domain::product p{.id = "rt", .name = "Azimut 68", .category = "vessel-chartering",
                    .description = "Flybridge yacht for day charters.", .price = "2500.00"};
  p.specs.set("vesselType", std::string("yacht"));
  p.specs.set("lengthM", 2070LL);
  p.specs.set("beamM", 535LL);
  p.specs.set("guests", 12LL);
  p.specs.set("location", std::string("Dubai Harbour \"Pier 7\" – مرسى"));
  p.specs.set("rateBasis", std::string("hour"));
  p.specs.set("minimumHours", 3LL);
  const auto created = run_sync_until_done(repo.insert(p, std::nullopt, std::nullopt));
  ASSERT_EQ(created.outcome, domain::write_outcome::done);
  ASSERT_TRUE(created.created);
  EXPECT_EQ(created.created->specs, p.specs);  // the row RETURNING gives back
  auto stored = run_sync_until_done(repo.find("rt"));
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->specs, p.specs);

  p.specs.erase("lengthM");
  p.specs.set("cruiseSpeedKn", 2235LL);
  ASSERT_EQ(run_sync_until_done(repo.update(p, std::nullopt)), domain::write_outcome::done);
  stored = run_sync_until_done(repo.find("rt"));
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->specs, p.specs);
  EXPECT_FALSE(stored->specs.find("lengthM"));
  EXPECT_EQ(stored->specs.number("cruiseSpeedKn"), 2235);
}

}  // namespace
}  // namespace marine::persistence
