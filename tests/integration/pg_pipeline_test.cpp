// One pipelined connection shared by many coroutines of one thread: answers go to the
// right caller, an error stays with its statement, a lost or unreachable database is
// domain::unavailable_error and the connection comes back by itself.
#include "domain/rules/error.hpp"
#include "integration/test_database.hpp"
#include "persistence/postgres/pg_pipeline.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_future.hpp>
#include <gtest/gtest.h>
#include <pqxx/connection>
#include <pqxx/nontransaction>

#include <future>
#include <string>
#include <vector>

namespace marine::persistence {
namespace {

namespace asio = boost::asio;

std::string with_application_name(const std::string& url, const char* name)
{
  return url + (url.find('?') == std::string::npos ? "?" : "&") + "application_name=" + name;
}

pg_pipeline_options echo_options(std::string url)
{
  return {.url = std::move(url),
          .statements = {{"echo", "SELECT $1::int AS n, pg_backend_pid()"}, {"inverse", "SELECT 100 / $1::int"}},
          .setup = "SET plan_cache_mode = force_generic_plan"};
}

int first_int(const pg_result& r) { return std::stoi(PQgetvalue(r.get(), 0, 0)); }

asio::awaitable<int> echo(pg_pipeline& p, int n)
{
  const auto s = std::to_string(n);
  const char* params[] = {s.c_str()};
  co_return first_int(co_await p.exec("echo", params));
}

// Runs `task(pipeline)` on a fresh io_context with one pipeline and returns its value.
template <class Task>
auto on_pipeline(const pg_pipeline_options& options, Task task)
{
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), options);
  auto fut = asio::co_spawn(ioc, task(pipeline), asio::use_future);
  testing::run_until_ready(ioc, fut);
  return fut.get();
}

class pg_pipeline_test : public ::testing::Test {
 protected:
  testing::test_database db{false};
};

TEST_F(pg_pipeline_test, many_queries_in_flight_each_get_their_own_answer_on_one_connection)
{
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), echo_options(db.url()));
  std::vector<std::future<std::pair<int, std::string>>> answers;
  for (int i = 0; i < 300; ++i) {
    answers.push_back(asio::co_spawn(
        ioc,
        [&pipeline, i]() -> asio::awaitable<std::pair<int, std::string>> {
          const auto s = std::to_string(i);
          const char* params[] = {s.c_str()};
          const auto r = co_await pipeline.exec("echo", params);
          co_return std::pair{first_int(r), std::string(PQgetvalue(r.get(), 0, 1))};
        },
        asio::use_future));
  }
  for (const auto& a : answers) testing::run_until_ready(ioc, a);
  std::string backend;
  for (int i = 0; i < 300; ++i) {
    const auto [n, pid] = answers[static_cast<std::size_t>(i)].get();
    EXPECT_EQ(n, i);
    if (i == 0) backend = pid;
    EXPECT_EQ(pid, backend) << "every query went over the same connection";
  }
}

TEST_F(pg_pipeline_test, a_failing_statement_fails_alone)
{
  // All started in one turn of the event loop, so they go out as one batch with one sync
  // point: the failure aborts the statements after it, which are sent again and answer.
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), echo_options(db.url()));
  std::vector<std::future<int>> before, after;
  for (int i = 0; i < 20; ++i) before.push_back(asio::co_spawn(ioc, echo(pipeline, i), asio::use_future));
  auto failing = asio::co_spawn(
      ioc,
      [&pipeline]() -> asio::awaitable<int> {
        const char* params[] = {"0"};
        co_return first_int(co_await pipeline.exec("inverse", params));  // division by zero
      },
      asio::use_future);
  for (int i = 0; i < 20; ++i) after.push_back(asio::co_spawn(ioc, echo(pipeline, 100 + i), asio::use_future));
  testing::run_until_ready(ioc, failing);
  EXPECT_THROW(failing.get(), std::runtime_error);
  for (int i = 0; i < 20; ++i) {
    testing::run_until_ready(ioc, before[static_cast<std::size_t>(i)]);
    testing::run_until_ready(ioc, after[static_cast<std::size_t>(i)]);
    EXPECT_EQ(before[static_cast<std::size_t>(i)].get(), i);
    EXPECT_EQ(after[static_cast<std::size_t>(i)].get(), 100 + i);
  }
}

TEST_F(pg_pipeline_test, statements_that_fail_again_after_their_retry_fail_alone_too)
{
  // Every other statement fails: each batch aborts some, their retries abort others.
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), echo_options(db.url()));
  std::vector<std::future<int>> answers;
  for (int i = 0; i < 40; ++i) {
    answers.push_back(asio::co_spawn(
        ioc,
        [&pipeline, i]() -> asio::awaitable<int> {
          const auto s = std::to_string(i % 2);  // 100 / 0 fails, 100 / 1 is 100
          const char* params[] = {s.c_str()};
          co_return first_int(co_await pipeline.exec("inverse", params));
        },
        asio::use_future));
  }
  for (int i = 0; i < 40; ++i) {
    auto& a = answers[static_cast<std::size_t>(i)];
    testing::run_until_ready(ioc, a);
    if (i % 2 == 0) {
      EXPECT_THROW(a.get(), std::runtime_error) << i;
    } else {
      // Aborted twice (once in its batch, once in the retry's) it is unavailable (503);
      // that must never turn into another statement's answer. How many are answered depends
      // on how the 40 fell into batches, which the machine's speed decides.
      try {
        EXPECT_EQ(a.get(), 100) << i;
      } catch (const domain::unavailable_error&) {
      }
    }
  }
  // After the storm the connection answers as before.
  auto after = asio::co_spawn(
      ioc,
      [&pipeline]() -> asio::awaitable<int> {
        const char* params[] = {"1"};
        co_return first_int(co_await pipeline.exec("inverse", params));
      },
      asio::use_future);
  testing::run_until_ready(ioc, after);
  EXPECT_EQ(after.get(), 100);
}

TEST_F(pg_pipeline_test, a_terminated_connection_is_unavailable_then_reconnects)
{
  const auto url = with_application_name(db.url(), "pipeline-test");
  auto options = echo_options(url);
  const auto outcome = on_pipeline(options, [&](pg_pipeline& p) -> asio::awaitable<std::vector<std::string>> {
    std::vector<std::string> seen;
    seen.push_back(std::to_string(co_await echo(p, 7)));
    {
      pqxx::connection admin(db.url());
      pqxx::nontransaction(admin).exec(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'pipeline-test'");
    }
    // The server's goodbye may arrive before or after the next query is sent: that query
    // fails as unavailable, or (if the loss was seen first) a new connection answers it.
    for (int attempt = 0; attempt < 3; ++attempt) {
      try {
        seen.push_back(std::to_string(co_await echo(p, 8)));
        break;
      } catch (const domain::unavailable_error&) {
        seen.push_back("unavailable");
      }
    }
    co_return seen;
  });
  ASSERT_GE(outcome.size(), 2u);
  EXPECT_EQ(outcome.front(), "7");
  EXPECT_EQ(outcome.back(), "8") << "reconnected without help";
  for (std::size_t i = 1; i + 1 < outcome.size(); ++i) EXPECT_EQ(outcome[i], "unavailable");
}

TEST_F(pg_pipeline_test, an_unreachable_database_is_unavailable_at_once_and_retried_later)
{
  // Port 1 on localhost: nothing listens there, the connect is refused.
  auto options = echo_options("postgresql://postgres@127.0.0.1:1/postgres?connect_timeout=2");
  const auto t0 = std::chrono::steady_clock::now();
  const auto outcome = on_pipeline(options, [](pg_pipeline& p) -> asio::awaitable<std::vector<bool>> {
    std::vector<bool> unavailable;
    for (int i = 0; i < 2; ++i) {
      try {
        co_await echo(p, 1);
        unavailable.push_back(false);
      } catch (const domain::unavailable_error&) {
        unavailable.push_back(true);
      }
    }
    co_return unavailable;
  });
  EXPECT_EQ(outcome, (std::vector<bool>{true, true}));
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(2));
}

// Every query of `count` started at once: how many were unavailable, and how long the last took.
std::pair<int, std::chrono::steady_clock::duration> unavailable_together(const pg_pipeline_options& options, int count)
{
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), options);
  std::vector<std::future<bool>> outcomes;
  const auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < count; ++i) {
    outcomes.push_back(asio::co_spawn(
        ioc,
        [&pipeline]() -> asio::awaitable<bool> {
          try {
            co_await echo(pipeline, 1);
            co_return false;
          } catch (const domain::unavailable_error&) {
            co_return true;
          }
        },
        asio::use_future));
  }
  int unavailable = 0;
  for (auto& o : outcomes) {
    testing::run_until_ready(ioc, o);
    unavailable += o.get() ? 1 : 0;
  }
  return {unavailable, std::chrono::steady_clock::now() - t0};
}

// A database host whose connection never completes: the TCP handshake is done by the
// kernel, the startup packet is never answered.
TEST_F(pg_pipeline_test, a_connect_that_never_completes_is_abandoned_at_its_deadline_and_the_queries_behind_it_fail)
{
  testing::silent_listener silent;
  auto options = echo_options(silent.url());
  options.connect_timeout = std::chrono::milliseconds(300);
  options.query_timeout = std::chrono::seconds(60);  // far beyond the bound below: it is not what ends them
  const auto [unavailable, took] = unavailable_together(options, 5);
  EXPECT_EQ(unavailable, 5);
  EXPECT_LT(took, std::chrono::seconds(10)) << "a hang, not the connect deadline";
  EXPECT_GE(silent.accepted_connections(), 1) << "the attempt did reach the host";
  // Right after the abandoned attempt, the backoff answers at once without a new one.
  const auto [again, again_took] = unavailable_together(options, 3);
  EXPECT_EQ(again, 3);
  EXPECT_LT(again_took, std::chrono::seconds(10));
}

TEST_F(pg_pipeline_test, a_query_waits_for_a_connect_started_for_another_no_longer_than_its_own_deadline)
{
  testing::silent_listener silent;
  auto options = echo_options(silent.url());
  options.connect_timeout = std::chrono::seconds(60);
  options.query_timeout = std::chrono::milliseconds(300);
  const auto [unavailable, took] = unavailable_together(options, 5);
  EXPECT_EQ(unavailable, 5);
  EXPECT_LT(took, std::chrono::seconds(10)) << "a hang, not the query deadline";
}

TEST_F(pg_pipeline_test, a_statement_that_hangs_is_given_up_at_the_deadline_and_the_connection_replaced)
{
  auto options = echo_options(db.url());
  options.statements.push_back({"sleep", "SELECT pg_sleep($1::float)"});
  options.query_timeout = std::chrono::milliseconds(300);
  const auto outcome = on_pipeline(options, [](pg_pipeline& p) -> asio::awaitable<std::vector<std::string>> {
    std::vector<std::string> seen;
    const char* params[] = {"30"};
    try {
      co_await p.exec("sleep", params);
      seen.push_back("slept");
    } catch (const domain::unavailable_error&) {
      seen.push_back("unavailable");
    }
    // The backoff after the stuck connection: at most a second until a new one is tried.
    for (int attempt = 0; attempt < 50 && seen.back() != "7"; ++attempt) {
      try {
        seen.push_back(std::to_string(co_await echo(p, 7)));
        continue;
      } catch (const domain::unavailable_error&) {
      }
      asio::steady_timer pause(co_await asio::this_coro::executor, std::chrono::milliseconds(100));
      co_await pause.async_wait(asio::use_awaitable);
    }
    co_return seen;
  });
  EXPECT_EQ(outcome.front(), "unavailable");
  EXPECT_EQ(outcome.back(), "7") << "a new connection answers";
}

TEST_F(pg_pipeline_test, a_statement_that_cannot_be_prepared_makes_the_connection_unavailable)
{
  auto options = echo_options(db.url());
  options.statements.push_back({"broken", "SELECT * FROM no_such_table"});
  EXPECT_THROW(on_pipeline(options, [](pg_pipeline& p) { return echo(p, 1); }), domain::unavailable_error);
}

}  // namespace
}  // namespace marine::persistence
