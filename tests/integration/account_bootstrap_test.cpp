#include "domain/accounts/account_bootstrap.hpp"
#include "integration/test_database.hpp"
#include "persistence/accounts/pg_user_repository.hpp"

#include <gtest/gtest.h>
#include <pqxx/nontransaction>
#include <pqxx/result>

namespace marine::persistence {
namespace {

using domain::bootstrap_outcome;
using testing::run_sync;

class account_bootstrap_test : public ::testing::Test {
 protected:
  testing::test_database db;
  db_pool pool{{.url = db.url(), .on_connect = pg_user_repository::prepare, .workers = 1}};
  boost::asio::thread_pool hashing{1};
  // A cheap cost keeps the test fast; production uses the OWASP minimum (unit-tested).
  domain::password_hasher hasher{hashing, {.memory_kib = 1024, .iterations = 1, .parallelism = 1}};
  pg_user_repository users{pool};

  int count(const std::string& sql)
  {
    pqxx::connection c(db.url());
    pqxx::nontransaction tx(c);
    return tx.exec(sql)[0][0].as<int>();
  }
};

TEST_F(account_bootstrap_test, creates_then_leaves_alone_then_updates_a_changed_password)
{
  EXPECT_EQ(run_sync(domain::ensure_super_admin(users, hasher, "admin", "first-password")), bootstrap_outcome::created);
  EXPECT_EQ(run_sync(domain::ensure_super_admin(users, hasher, "admin", "first-password")), bootstrap_outcome::unchanged);
  EXPECT_EQ(run_sync(domain::ensure_super_admin(users, hasher, "admin", "second-password")), bootstrap_outcome::updated);
  auto u = run_sync(users.find_by_username("ADMIN"));
  ASSERT_TRUE(u) << "found whatever the case";
  EXPECT_TRUE(domain::verify_password("second-password", u->password_hash));
  EXPECT_EQ(u->who, domain::role::admin);
  EXPECT_EQ(count("SELECT count(*) FROM users"), 1);
}

TEST_F(account_bootstrap_test, a_password_change_ends_the_accounts_sessions)
{
  run_sync(domain::ensure_super_admin(users, hasher, "admin", "first-password"));
  db.exec("INSERT INTO sessions (token_hash, user_id, expires_at) "
          "SELECT sha256('tok'), id, now() + interval '1 day' FROM users");
  run_sync(domain::ensure_super_admin(users, hasher, "admin", "other-password"));
  EXPECT_EQ(count("SELECT count(*) FROM sessions"), 0);
}

TEST_F(account_bootstrap_test, a_demoted_or_deactivated_admin_is_restored)
{
  run_sync(domain::ensure_super_admin(users, hasher, "admin", "first-password"));
  db.exec("UPDATE users SET role = 'sub_user', is_active = false");
  EXPECT_EQ(run_sync(domain::ensure_super_admin(users, hasher, "admin", "first-password")), bootstrap_outcome::updated);
  EXPECT_EQ(count("SELECT count(*) FROM users WHERE role = 'admin' AND is_active"), 1);
}

}  // namespace
}  // namespace marine::persistence
