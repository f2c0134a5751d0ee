#include "domain/rules/error.hpp"
#include "integration/test_database.hpp"
#include "persistence/postgres/db_error.hpp"
#include "persistence/postgres/db_pool.hpp"

#include <gtest/gtest.h>
#include <pqxx/nontransaction>
#include <pqxx/result>

#include <chrono>


namespace marine::persistence {
namespace {

using testing::run_sync;

boost::asio::awaitable<int> query_int(db_pool& pool, std::string sql)
{
  co_return co_await pool.run([sql](pqxx::connection_base& c) {
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
}

// A value PostgreSQL refuses (SQLSTATE class 22: a year 0, a malformed number) is the
// client's to mend: invalid input (a 400), never a 500, and saying nothing of the value.
TEST(db_pool, a_refused_value_is_invalid_input)
{
  testing::test_database db;
  db_pool pool({.url = db.url(), .workers = 1});
  for (const auto* sql : {"SELECT 'hunter2-not-a-number'::int", "SELECT extract(year FROM '0000-01-01'::date)::int",
                          "SELECT 99999999999::int"}) {
    try {
      run_sync(query_int(pool, sql));
      ADD_FAILURE() << sql << ": PostgreSQL refused it";
    } catch (const domain::failure_error& e) {
      EXPECT_EQ(e.get().code, domain::error_code::invalid_input) << sql;
      EXPECT_EQ(std::string(e.what()).find("hunter2"), std::string::npos);
    }
  }
  EXPECT_EQ(run_sync(query_int(pool, "SELECT 1")), 1) << "the worker survives";
}

TEST(db_pool, unreachable_database_is_unavailable_not_a_crash)
{
  db_pool pool({.url = "postgresql://postgres@127.0.0.1:1/none?connect_timeout=2", .workers = 1});
  EXPECT_THROW(run_sync(query_int(pool, "SELECT 1")), domain::unavailable_error);
}

TEST(db_pool, a_connect_that_never_completes_is_given_up_at_its_deadline)
{
  testing::silent_listener silent;
  db_pool pool({.url = silent.url(), .workers = 2, .deadlines = {.connect = std::chrono::milliseconds(300),
                                                                 .query = std::chrono::seconds(60)}});
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_THROW(run_sync(query_int(pool, "SELECT 1")), domain::unavailable_error);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(10)) << "a hang, not the connect deadline";
  EXPECT_GE(silent.accepted_connections(), 1);
}

TEST(db_pool, a_job_waits_for_a_connect_no_longer_than_its_own_deadline)
{
  testing::silent_listener silent;
  // (The pool's destructor waits for the worker's attempt: a connect deadline of a few seconds.)
  db_pool pool({.url = silent.url(), .workers = 1, .deadlines = {.connect = std::chrono::seconds(5),
                                                                 .query = std::chrono::milliseconds(300)}});
  const auto t0 = std::chrono::steady_clock::now();
  EXPECT_THROW(run_sync(query_int(pool, "SELECT 1")), domain::unavailable_error);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(4)) << "answered by the connect, not the job's deadline";
  EXPECT_EQ(pool.current_usage().timed_out, 1u);
}

TEST(db_pool, a_statement_that_hangs_is_given_up_at_the_deadline_and_the_next_job_gets_a_new_connection)
{
  testing::test_database db;
  // A second, not less: the first and the last job connect, which takes hundreds of ms on a
  // loaded machine under the sanitizers, and a connect inside a job counts against its deadline.
  db_pool pool({.url = db.url(), .workers = 1, .deadlines = {.query = std::chrono::seconds(1)}});
  const int pid = run_sync(query_int(pool, "SELECT pg_backend_pid()"));
  // Not statement_timeout (the server's, the same second): the session turns it off first.
  EXPECT_THROW(run_sync(query_int(pool, "SET statement_timeout = 0; SELECT 1 FROM pg_sleep(30)")),
               domain::unavailable_error);
  EXPECT_NE(run_sync(query_int(pool, "SELECT pg_backend_pid()")), pid) << "the stuck connection was dropped";
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
