// The settings' row: the first start seeds it once, a save replaces it and notifies the
// other processes in the same transaction, and the database holds the limits itself.
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/settings/settings_validation.hpp"
#include "integration/test_database.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/settings/pg_settings_repository.hpp"

#include <gtest/gtest.h>
#include <pqxx/pqxx>

namespace marine::persistence {
namespace {

using testing::run_sync_until_done;

class settings_repository_test : public ::testing::Test {
 protected:
  void SetUp() override
  {
    db = std::make_unique<testing::test_database>();
    pool = std::make_unique<db_pool>(db_pool_options{.url = db->url(), .on_connect = prepare_catalogue_statements, .workers = 1});
    reads = std::make_unique<pg_read_pipelines>(catalogue_read_options(db->url()));
    repo = std::make_unique<pg_settings_repository>(*pool, *reads);
  }

  domain::site_settings load() { return run_sync_until_done(repo->load()); }

  std::unique_ptr<testing::test_database> db;
  std::unique_ptr<db_pool> pool;
  std::unique_ptr<pg_read_pipelines> reads;
  std::unique_ptr<pg_settings_repository> repo;
};

domain::site_settings blue_harbour()
{
  auto s = domain::placeholder_settings();
  s.company_name = "Blue Harbour «Marine» ☂";
  s.phone = "971501234567";
  s.business_hours = {{"Monday", "9:00 AM-5:00 PM"}, {"Tuesday", "Closed \"for \\ now\""}};
  s.category_descriptions[2] = "Brokerage, second line.\nWith a break.";
  s.social.instagram = "https://instagram.com/blueharbour";
  s.prices_include_vat = true;
  return s;
}

TEST_F(settings_repository_test, without_a_row_the_placeholders_are_read)
{
  EXPECT_EQ(load(), domain::placeholder_settings());
}

TEST_F(settings_repository_test, the_seed_is_stored_once_and_a_save_replaces_every_field)
{
  EXPECT_TRUE(run_sync_until_done(repo->seed(blue_harbour())));
  EXPECT_EQ(load(), blue_harbour());
  EXPECT_FALSE(run_sync_until_done(repo->seed(domain::placeholder_settings())));  // a later start changes nothing
  EXPECT_EQ(load(), blue_harbour());
  run_sync_until_done(repo->save(domain::placeholder_settings(), std::nullopt));
  EXPECT_EQ(load(), domain::placeholder_settings());
}

TEST_F(settings_repository_test, a_save_notifies_the_other_processes_when_it_commits)
{
  pqxx::connection listener(db->url());
  std::string payload;
  struct receiver : pqxx::notification_receiver {
    receiver(pqxx::connection& c, std::string& out) : notification_receiver(c, "catalogue_changed"), out_(out) {}
    void operator()(const std::string& p, int) override { out_ = p; }
    std::string& out_;
  } r(listener, payload);
  run_sync_until_done(repo->save(blue_harbour(), std::nullopt));
  listener.await_notification(5, 0);
  // "<generation>|settings:": the site's data generation the save raised, then the subject.
  const auto change = domain::decode_catalogue_change(payload);
  ASSERT_TRUE(change.has_value()) << payload;
  EXPECT_EQ(change->what, domain::catalogue_change::subject::settings);
  EXPECT_TRUE(change->generation.has_value()) << payload;
}

TEST_F(settings_repository_test, the_database_refuses_what_validation_refuses)
{
  run_sync_until_done(repo->seed(domain::placeholder_settings()));
  for (const char* bad : {"phone = '0501234567'", "email = 'info@example'", "company_name = ''",
                          "business_hours = '[]'", "business_hours = '{}'", "credit_url = 'http://example.com'",
                          "instagram_url = 'javascript:alert(1)'", "hero_text = repeat('é', 501)"}) {
    EXPECT_THROW(db->exec(std::string("UPDATE site_settings SET ") + bad), pqxx::check_violation) << bad;
  }
  EXPECT_NO_THROW(db->exec("UPDATE site_settings SET hero_text = repeat('é', 500)"));  // characters, not bytes
  EXPECT_THROW(db->exec("INSERT INTO site_settings (id, company_name) VALUES (false, 'x')"), pqxx::sql_error);
}

}  // namespace
}  // namespace marine::persistence
