#include "persistence/postgres/change_listener.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"
#include "persistence/postgres/pg_rows.hpp"
#include "persistence/settings/pg_settings_repository.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/result>
#include <pqxx/transaction>

namespace marine::persistence {

domain::awaitable<bool> pg_health_probe::database_ready()
{
  co_return co_await pool_.run([](pqxx::connection_base& c) {
    pqxx::nontransaction tx(c);
    return tx.exec("SELECT 1").size() == 1;
  });
}

namespace {
const char* const plan_cache_setting = "SET plan_cache_mode = force_generic_plan";

// The read connections' settings, in one statement (the pipeline's set-up is one):
// - generic plans, as prepare_catalogue_statements explains;
// - random_page_cost for data in memory: the catalogue is small and stays in shared
//   buffers, and with the default (4, a spinning disk's) PostgreSQL read a whole list by a
//   sequential scan and a sort rather than along the index that has it in order. The sort
//   was 3.5 times slower for 285 products and allocated 255 kB per read, which the
//   backend's malloc gave back to the kernel each time (brk: TLB flushes on every core).
// - statement_timeout: the server gives up on a statement when we do (a read we stopped
//   waiting for must not hold a backend or a lock for long).
// - the search's typing distance (docs/search.md): a word similarity of 0.5 rather than
//   pg_trgm's 0.6, at which two swapped letters ('lifebouy' for 'lifebuoy', 0.56) missed.
// - no JIT: our reads take milliseconds, and a plan the planner costs high (the chain of
//   superseded numbers' recursive query, docs/parts-lists.md) spent 1.8 s compiling it for
//   a lookup that runs in 0.9 ms, past the read deadline.
std::string read_settings(std::chrono::milliseconds query_timeout)
{
  return "SELECT set_config('plan_cache_mode', 'force_generic_plan', false), set_config('jit', 'off', false), "
         "set_config('random_page_cost', '1.1', "
         "false), set_config('pg_trgm.word_similarity_threshold', '0.5', false), set_config('statement_timeout', '" +
         std::to_string(query_timeout.count()) + "', false)";
}
}  // namespace

pg_pipeline_options catalogue_read_options(std::string url, database_deadlines deadlines)
{
  auto statements = pg_product_repository::read_statements();
  for (auto& s : pg_banner_repository::read_statements()) statements.push_back(std::move(s));
  for (auto& s : pg_settings_repository::read_statements()) statements.push_back(std::move(s));
  return {.url = std::move(url),
          .statements = std::move(statements),
          .setup = read_settings(deadlines.query),
          .binary_results = true,
          .connect_timeout = deadlines.connect,
          .query_timeout = deadlines.query,
          .reconnect = std::make_shared<reconnect_backoff>()};
}

void prepare_catalogue_statements(pqxx::connection_base& c)
{
  // Our statements are short lookups along indexes whose best plan does not depend on the
  // parameter values. Left to choose, PostgreSQL plans many of them anew on every execution
  // (a custom plan for `LIMIT $1` looks cheaper than the generic one): most of a small read's
  // time in the database went to the planner.
  pqxx::nontransaction(c).exec(plan_cache_setting);
  pg_product_repository::prepare(c);
  pg_banner_repository::prepare(c);
  pg_settings_repository::prepare(c);
  prepare_change_notification(c);
}

}  // namespace marine::persistence

