// The desks in the settings' row (docs/desks.md): read as the seed desk until stored, stored
// once by the first start, replaced by a save that raises the site's generation and logs the
// change in its transaction, and bounded by the database itself (migration 0026).
#include "domain/settings/desk_rules.hpp"
#include "integration/test_database.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/settings/pg_settings_repository.hpp"

#include <gtest/gtest.h>
#include <pqxx/pqxx>

namespace marine::persistence {
namespace {

using namespace std::chrono;
using testing::run_sync_until_done;

class desk_repository_test : public ::testing::Test {
 protected:
  void SetUp() override
  {
    db = std::make_unique<testing::test_database>();
    pool = std::make_unique<db_pool>(db_pool_options{.url = db->url(), .on_connect = prepare_catalogue_statements, .workers = 1});
    reads = std::make_unique<pg_read_pipelines>(catalogue_read_options(db->url()));
    repo = std::make_unique<pg_settings_repository>(*pool, *reads);
  }

  std::vector<domain::desk> load() { return run_sync_until_done(repo->load_desks()); }
  std::string value(const std::string& sql)
  {
    pqxx::connection c(db->url());
    pqxx::nontransaction tx(c);
    const auto r = tx.exec(sql);
    return r[0][0].is_null() ? "NULL" : r[0][0].c_str();
  }

  std::unique_ptr<testing::test_database> db;
  std::unique_ptr<db_pool> pool;
  std::unique_ptr<pg_read_pipelines> reads;
  std::unique_ptr<pg_settings_repository> repo;
};

domain::site_settings blue_harbour()
{
  auto s = domain::placeholder_settings();
  s.company_name = "Blue Harbour «Marine»";
  s.whatsapp_number = "971501234567";
  return s;
}

std::vector<domain::desk> two_desks()
{
  domain::desk parts{.id = "parts", .name = "Parts \"&\" general", .name_ar = "قطع", .phone = "971501110000",
                     .email = "parts@example.com"};
  parts.agents = {{"Omar", "عمر", "971501110001", true}, {"Rashid", "", "971501110003", false}};
  parts.hours[4] = {{20 * 60, 24 * 60}};
  parts.hours[5] = {{0, 2 * 60}};
  domain::hours_exception ramadan{.from = sys_days(2027y / 2 / 8), .to = sys_days(2027y / 3 / 9), .name = "Ramadan",
                                  .name_ar = "رمضان"};
  ramadan.hours[0] = {{9 * 60, 15 * 60}};
  parts.exceptions = {ramadan, {.from = sys_days(2027y / 3 / 9), .to = sys_days(2027y / 3 / 12), .name = "Eid",
                                .name_ar = "عيد", .closed = true}};
  parts.categories = {domain::category::marine_spares, domain::category::vessel_sales_purchase};
  domain::desk charter{.id = "charter", .name = "Charter", .phone = "971502220000", .email = "charter@example.com"};
  charter.agents = {{"Khalid", "خالد", "971502220001", true}};
  charter.categories = {domain::category::vessel_chartering};
  return {parts, charter};
}

TEST_F(desk_repository_test, until_stored_the_seed_desk_of_the_stored_settings_is_read)
{
  run_sync_until_done(repo->seed(blue_harbour()));
  EXPECT_EQ(value("SELECT desks FROM site_settings"), "NULL");
  EXPECT_EQ(load(), std::vector{domain::seed_desk(blue_harbour())});
}

TEST_F(desk_repository_test, the_first_start_stores_the_seed_once_and_a_save_replaces_it)
{
  EXPECT_FALSE(run_sync_until_done(repo->seed_desks()));  // no settings row: nothing to make it from
  run_sync_until_done(repo->seed(blue_harbour()));
  EXPECT_TRUE(run_sync_until_done(repo->seed_desks()));
  EXPECT_EQ(value("SELECT desks -> 0 ->> 'id' FROM site_settings"), "general");
  EXPECT_EQ(load(), std::vector{domain::seed_desk(blue_harbour())});

  const auto generation = std::stoll(value("SELECT n FROM site_generation"));
  run_sync_until_done(repo->save_desks(two_desks(), std::nullopt));
  EXPECT_EQ(load(), two_desks());
  EXPECT_GT(std::stoll(value("SELECT n FROM site_generation")), generation);
  EXPECT_EQ(value("SELECT entity || ':' || entity_id FROM activity_log ORDER BY id DESC LIMIT 1"), "settings:desks");
  EXPECT_EQ(value("SELECT jsonb_array_length(changes -> 'desks' -> 'after') FROM activity_log ORDER BY id DESC LIMIT 1"), "2");
  EXPECT_FALSE(run_sync_until_done(repo->seed_desks()));  // a later start changes nothing
  EXPECT_EQ(load(), two_desks());
}

TEST_F(desk_repository_test, the_database_bounds_the_document)
{
  run_sync_until_done(repo->seed(blue_harbour()));
  for (const char* bad : {"'[]'", "'{}'", "'[1,2,3,4,5,6]'", "'\"desks\"'"})
    EXPECT_THROW(db->exec(std::string("UPDATE site_settings SET desks = ") + bad), pqxx::check_violation) << bad;
  EXPECT_NO_THROW(db->exec("UPDATE site_settings SET desks = '[1,2,3,4,5]'"));
}

TEST_F(desk_repository_test, a_hand_made_document_that_does_not_read_gives_the_seed_desk)
{
  run_sync_until_done(repo->seed(blue_harbour()));
  db->exec(R"(UPDATE site_settings SET desks = '[{"id": "parts", "name": 7}]')");
  EXPECT_EQ(load(), std::vector{domain::seed_desk(blue_harbour())});
}

}  // namespace
}  // namespace marine::persistence
