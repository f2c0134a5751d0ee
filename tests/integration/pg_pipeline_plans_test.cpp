// The read connections plan their prepared statements generically; a statement sent as
// planned_each_time (the search's shapes, docs/search.md) must be planned for its values all
// the same, and leave the connection's generic plans as they were, even when it fails.
#include "integration/test_database.hpp"
#include "persistence/postgres/pg_pipeline.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>
#include <gtest/gtest.h>

#include <future>
#include <string>
#include <vector>

namespace marine::persistence {
namespace {

namespace asio = boost::asio;

// The setting PostgreSQL reads when it chooses between a generic plan and one for the
// values (plancache.c's choose_custom_plan), as it is while the statement runs. (An EXPLAIN
// cannot show it: a utility statement's query is always planned with its values.)
constexpr const char* plan_mode = "SELECT current_setting('plan_cache_mode') WHERE $1::int IS NOT NULL";

pg_pipeline_options generic_options(std::string url)
{
  return {.url = std::move(url),
          .statements = {{"plan_mode", plan_mode}, {"pid", "SELECT pg_backend_pid()::text WHERE $1::int IS NOT NULL"}},
          .setup = "SET plan_cache_mode = force_generic_plan"};
}

asio::awaitable<std::string> mode_of(pg_pipeline& p, statement_kind kind)
{
  const char* params[] = {"3"};
  co_return PQgetvalue((co_await p.exec(kind == statement_kind::prepared ? "plan_mode" : plan_mode, params, kind)).get(), 0, 0);
}

TEST(pg_pipeline_plans, a_statement_planned_each_time_is_planned_for_its_values_and_the_others_stay_generic)
{
  testing::test_database db{false};
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), generic_options(db.url()));
  // One batch, the two kinds interleaved: each is planned as its kind asks.
  std::vector<std::pair<statement_kind, std::future<std::string>>> plans;
  for (int i = 0; i < 10; ++i) {
    const auto kind = i % 2 ? statement_kind::planned_each_time : statement_kind::prepared;
    plans.emplace_back(kind, asio::co_spawn(ioc, mode_of(pipeline, kind), asio::use_future));
  }
  for (auto& [kind, plan] : plans) {
    testing::run_until_ready(ioc, plan);
    EXPECT_EQ(plan.get(), kind == statement_kind::planned_each_time ? "force_custom_plan" : "force_generic_plan");
  }
}

TEST(pg_pipeline_plans, a_failing_statement_planned_each_time_leaves_the_connection_generic_and_in_use)
{
  testing::test_database db{false};
  asio::io_context ioc;
  pg_pipeline pipeline(ioc.get_executor(), generic_options(db.url()));
  const auto pid = [&pipeline]() -> asio::awaitable<std::string> {
    const char* params[] = {"1"};
    co_return PQgetvalue((co_await pipeline.exec("pid", params)).get(), 0, 0);
  };
  auto before = asio::co_spawn(ioc, pid(), asio::use_future);
  auto failing = asio::co_spawn(
      ioc,
      [&pipeline]() -> asio::awaitable<std::string> {
        const char* params[] = {"0"};
        co_return PQgetvalue((co_await pipeline.exec("SELECT (100 / $1::int)::text", params,
                                                     statement_kind::planned_each_time)).get(), 0, 0);
      },
      asio::use_future);
  auto plan_after = asio::co_spawn(ioc, mode_of(pipeline, statement_kind::prepared), asio::use_future);
  auto after = asio::co_spawn(ioc, pid(), asio::use_future);
  testing::run_until_ready(ioc, failing);
  EXPECT_THROW(failing.get(), std::runtime_error) << "division by zero";
  testing::run_until_ready(ioc, plan_after);
  EXPECT_EQ(plan_after.get(), "force_generic_plan") << "the switch back was not aborted";
  testing::run_until_ready(ioc, before);
  testing::run_until_ready(ioc, after);
  EXPECT_EQ(before.get(), after.get()) << "the same connection throughout";
}

}  // namespace
}  // namespace marine::persistence
