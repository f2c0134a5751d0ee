// The banners_limit trigger (db/migrations/0001_init.sql) holds the limit of
// tests/fixtures/banner_limit.json, which the server's and the SPA's constants are held to as
// well (unit/banner_rules_test.cpp, frontend/src/config/site.test.ts), and it is known by its
// constraint's name, the way the repository recognises it (persistence/postgres/constraint_name.hpp).
#include "fixture_json.hpp"
#include "integration/test_database.hpp"
#include "persistence/postgres/constraint_name.hpp"

#include <gtest/gtest.h>
#include <pqxx/connection>
#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/transaction>

#include <atomic>
#include <thread>
#include <vector>

namespace marine::persistence {
namespace {

const boost::json::object& limit_fixture()
{
  static const auto doc = marine::testing::read_fixture("banner_limit.json");
  return doc.as_object();
}

int max_banners() { return static_cast<int>(limit_fixture().at("maxBanners").as_int64()); }

void insert_banner(pqxx::connection& c, const std::string& id)
{
  pqxx::work tx(c);
  tx.exec_params("INSERT INTO banners (id, title, description, button_text) VALUES ($1, 'T', 'D', 'Learn More')", id);
  tx.commit();
}

TEST(banner_limit, the_trigger_refuses_the_banner_past_the_limit_by_the_constraint_name)
{
  testing::test_database db;
  pqxx::connection c(db.url());
  for (int i = 0; i < max_banners(); ++i) EXPECT_NO_THROW(insert_banner(c, "banner_" + std::to_string(i)));
  try {
    const verbose_errors verbose(c);
    insert_banner(c, "banner_past_the_limit");
    ADD_FAILURE() << "a banner past the limit was taken";
  } catch (const pqxx::check_violation& e) {
    EXPECT_EQ(constraint_name(e), marine::testing::str(limit_fixture().at("constraint")));
  }
  // libpqxx 6 keeps only the message text, which names the constraint at verbose verbosity only.
  try {
    insert_banner(c, "banner_past_the_limit");
    ADD_FAILURE() << "a banner past the limit was taken";
  } catch (const pqxx::check_violation& e) {
    EXPECT_EQ(constraint_name(e), "");
  }
  pqxx::nontransaction tx(c);
  EXPECT_EQ(tx.exec("SELECT count(*) FROM banners")[0][0].as<int>(), max_banners());
}

TEST(banner_limit, concurrent_inserts_never_pass_the_limit)
{
  testing::test_database db;
  const int attempts = max_banners() + 5;
  std::atomic<int> created{0}, refused{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < attempts; ++i) {
    threads.emplace_back([&, i] {
      try {
        pqxx::connection c(db.url());
        insert_banner(c, "banner_" + std::to_string(i));
        ++created;
      } catch (const pqxx::check_violation&) {
        ++refused;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(created.load(), max_banners());
  EXPECT_EQ(refused.load(), attempts - max_banners());
  pqxx::connection c(db.url());
  pqxx::nontransaction tx(c);
  EXPECT_EQ(tx.exec("SELECT count(*) FROM banners")[0][0].as<int>(), max_banners());
}

}  // namespace
}  // namespace marine::persistence
