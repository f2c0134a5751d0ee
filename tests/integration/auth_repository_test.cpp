#include "integration/test_database.hpp"
#include "persistence/accounts/pg_auth_repository.hpp"
#include "persistence/accounts/pg_user_repository.hpp"

#include <gtest/gtest.h>

#include <pqxx/nontransaction>
#include <pqxx/result>

namespace marine::persistence {
namespace {

using testing::run_sync;

void prepare_all(pqxx::connection_base& c)
{
  pg_user_repository::prepare(c);
  pg_session_repository::prepare(c);
  pg_login_throttle_repository::prepare(c);
}

class auth_repository_test : public ::testing::Test {
 protected:
  testing::test_database db;
  db_pool pool{{.url = db.url(), .on_connect = prepare_all, .workers = 1}};
  pg_login_throttle_repository throttle{pool};
  pg_session_repository sessions{pool};
};

TEST_F(auth_repository_test, lockout_starts_at_the_limit_and_doubles)
{
  const std::vector<domain::throttle_key> keys = {{"user:sam", 3}};
  const domain::throttle_policy policy{.first_lockout = std::chrono::seconds(30)};
  EXPECT_EQ(run_sync(throttle.record_failure(keys, policy, "sam")), 1);
  EXPECT_EQ(run_sync(throttle.record_failure(keys, policy, "sam")), 2);
  EXPECT_EQ(run_sync(throttle.locked_for(keys)), 0) << "below the limit: not locked";
  EXPECT_EQ(run_sync(throttle.record_failure(keys, policy, "sam")), 3);
  const int first = run_sync(throttle.locked_for(keys));
  EXPECT_GE(first, 29);
  EXPECT_LE(first, 30);
  run_sync(throttle.record_failure(keys, policy, "sam"));
  EXPECT_GE(run_sync(throttle.locked_for(keys)), 59);
  EXPECT_EQ(run_sync(throttle.locked_for({{"user:other", 3}})), 0) << "keys are independent";
  EXPECT_TRUE(run_sync(throttle.clear("user:sam")));
  EXPECT_EQ(run_sync(throttle.locked_for(keys)), 0);
}

TEST_F(auth_repository_test, lockouts_are_capped)
{
  const std::vector<domain::throttle_key> keys = {{"addr:10.0.0.1", 1}};
  const domain::throttle_policy policy{.first_lockout = std::chrono::seconds(30), .max_lockout = std::chrono::seconds(90)};
  for (int i = 0; i < 10; ++i) run_sync(throttle.record_failure(keys, policy, "sam"));
  EXPECT_LE(run_sync(throttle.locked_for(keys)), 90);
  EXPECT_GE(run_sync(throttle.locked_for(keys)), 89);
}

TEST_F(auth_repository_test, failures_outside_the_window_start_a_new_count)
{
  const std::vector<domain::throttle_key> keys = {{"user:old", 5}};
  const domain::throttle_policy policy{.window = std::chrono::seconds(60)};
  run_sync(throttle.record_failure(keys, policy, "sam"));
  run_sync(throttle.record_failure(keys, policy, "sam"));
  db.exec("UPDATE login_throttle SET window_start = now() - interval '2 minutes'");
  EXPECT_EQ(run_sync(throttle.record_failure(keys, policy, "sam")), 1);
}

TEST_F(auth_repository_test, a_session_resolves_to_its_active_user_until_it_ends)
{
  db.exec("INSERT INTO users (id, name, username, password_hash, role) VALUES "
          "('u1', 'Sam Crew', 'sam', '$argon2id$v=19$m=19456,t=2,p=1$x$y', 'sub_user')");
  const auto digest = *domain::session_token_digest(domain::new_session_token());
  const domain::session_policy policy{};
  run_sync(sessions.create(digest, {"u1", "sam", domain::role::sub_user}, policy));
  auto u = run_sync(sessions.resolve(digest, policy));
  ASSERT_TRUE(u);
  EXPECT_EQ(u->username, "sam");
  EXPECT_EQ(u->who, domain::role::sub_user);

  db.exec("UPDATE users SET is_active = false");
  EXPECT_FALSE(run_sync(sessions.resolve(digest, policy))) << "an inactive account has no live session";
  db.exec("UPDATE users SET is_active = true");
  db.exec("UPDATE sessions SET last_seen_at = now() - interval '3 hours'");
  EXPECT_FALSE(run_sync(sessions.resolve(digest, policy))) << "idle too long";
  db.exec("UPDATE sessions SET created_at = now() - interval '13 hours', last_seen_at = now(), "
          "expires_at = now() - interval '1 second'");
  EXPECT_FALSE(run_sync(sessions.resolve(digest, policy))) << "past its absolute expiry";
  db.exec("UPDATE sessions SET expires_at = now() + interval '1 hour'");
  EXPECT_TRUE(run_sync(sessions.resolve(digest, policy)));
  EXPECT_TRUE(run_sync(sessions.remove(digest)));
  EXPECT_FALSE(run_sync(sessions.resolve(digest, policy)));
}

TEST_F(auth_repository_test, only_the_token_hash_is_stored)
{
  db.exec("INSERT INTO users (id, name, username, password_hash, role) VALUES "
          "('u1', 'Sam Crew', 'sam', '$argon2id$v=19$m=19456,t=2,p=1$x$y', 'sub_user')");
  const auto token = domain::new_session_token();
  run_sync(sessions.create(*domain::session_token_digest(token), {"u1", "sam", domain::role::sub_user}, {}));
  pqxx::connection c(db.url());
  pqxx::nontransaction tx(c);
  const auto stored = tx.exec("SELECT encode(token_hash, 'escape') FROM sessions")[0][0].as<std::string>();
  EXPECT_EQ(stored.find(token), std::string::npos);
  EXPECT_EQ(tx.exec("SELECT octet_length(token_hash) FROM sessions")[0][0].as<int>(), 32);
}

}  // namespace
}  // namespace marine::persistence
