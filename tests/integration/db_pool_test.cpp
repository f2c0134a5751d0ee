#include "integration/test_database.hpp"
#include "persistence/db_error.hpp"
#include "persistence/db_pool.hpp"

#include <gtest/gtest.h>
#include <pqxx/nontransaction>
#include <pqxx/result>


namespace marine::persistence {
namespace {

using testing::run_sync;

boost::asio::awaitable<int> query_int(db_pool& pool, std::string sql)
{
  co_return co_await pool.run([sql](pqxx::connection& c) {
    pqxx::nontransaction tx(c);
    return tx.exec(sql)[0][0].as<int>();
  });
}

TEST(db_pool, runs_queries_off_the_calling_thread)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 2});
  EXPECT_EQ(run_sync(query_int(pool, "SELECT 41 + 1")), 42);
}

TEST(db_pool, sql_errors_reach_the_awaiting_coroutine)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 1});
  EXPECT_THROW(run_sync(query_int(pool, "SELECT no_such_column FROM products")), database_error);
  EXPECT_EQ(run_sync(query_int(pool, "SELECT 1")), 1) << "the worker survives a failed job";
}

// What reaches the logs names the SQLSTATE and the constraint, never the failing row
// (PostgreSQL's DETAIL) or a value.
TEST(db_pool, a_broken_rule_is_described_without_the_row)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 1});
  {
    pqxx::connection c(db.url());
    pqxx::nontransaction tx(c);
    tx.exec("CREATE TABLE secrets (v text CONSTRAINT secrets_v_short CHECK (length(v) < 5))");
  }
  try {
    run_sync(query_int(pool, "INSERT INTO secrets VALUES ('$argon2id$v=19$hunter2') RETURNING 1"));
    FAIL() << "the insert broke the rule";
  } catch (const database_error& e) {
    EXPECT_STREQ(e.what(), "database error sqlstate=23514 constraint=secrets_v_short");
  }
  try {
    run_sync(query_int(pool, "SELECT 'hunter2-not-a-number'::int"));
    FAIL() << "the cast failed";
  } catch (const database_error& e) {
    EXPECT_STREQ(e.what(), "database error sqlstate=22P02");
  }
}

TEST(db_pool, unreachable_database_is_unavailable_not_a_crash)
{
  db_pool pool({.url = "postgresql://postgres@127.0.0.1:1/none?connect_timeout=2", .workers = 1});
  EXPECT_THROW(run_sync(query_int(pool, "SELECT 1")), domain::unavailable_error);
}

TEST(db_pool, a_terminated_connection_is_replaced_by_the_next_job)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 1});
  const int pid = run_sync(query_int(pool, "SELECT pg_backend_pid()"));
  {
    pqxx::connection admin(db.url());
    pqxx::nontransaction tx(admin);
    tx.exec("SELECT pg_terminate_backend(" + std::to_string(pid) + ")");
  }
  // The job that meets the dead connection fails as unavailable; the next one reconnects.
  EXPECT_THROW(run_sync(query_int(pool, "SELECT 1")), domain::unavailable_error);
  EXPECT_EQ(run_sync(query_int(pool, "SELECT 1")), 1);
}

TEST(db_pool, beyond_its_queue_limit_it_refuses_at_once)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 1, .queue_limit = 1});
  boost::asio::io_context ioc;
  std::atomic<int> ok{0}, refused{0};
  for (int i = 0; i < 6; ++i) {
    boost::asio::co_spawn(ioc, query_int(pool, "SELECT 1 FROM pg_sleep(0.2)"),
                          [&](std::exception_ptr e, int) {
                            if (!e) {
                              ++ok;
                              return;
                            }
                            try {
                              std::rethrow_exception(e);
                            } catch (const domain::unavailable_error&) {
                              ++refused;
                            }
                          });
  }
  ioc.run();
  EXPECT_GE(refused.load(), 1);
  EXPECT_GE(ok.load(), 1);
  EXPECT_EQ(ok.load() + refused.load(), 6);
}

}  // namespace
}  // namespace marine::persistence
