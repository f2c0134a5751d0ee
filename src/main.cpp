// Composition root: configuration → database pool → repositories → services → routes →
// HTTP server. Nothing else constructs long-lived objects.

#include "api/controllers.hpp"
#include "api/http_server.hpp"
#include "domain/catalogue_service.hpp"
#include "persistence/db_pool.hpp"
#include "persistence/migrations.hpp"
#include "persistence/pg_catalogue_repository.hpp"
#include "support/config.hpp"
#include "support/log.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <pqxx/except>

#include <cstdio>
#include <iostream>
#include <thread>

namespace {

using namespace marine;

constexpr int exit_bad_usage = 2;
constexpr int exit_failure = 1;

// The database may still be starting (compose, systemd): retry for a while before giving up.
void migrate_with_retry(const config& cfg)
{
  using namespace std::chrono_literals;
  const auto deadline = std::chrono::steady_clock::now() + 30s;
  for (auto delay = 250ms;; delay = std::min(delay * 2, std::chrono::milliseconds(4000))) {
    try {
      for (const auto& name : persistence::apply_migrations(cfg.database_url)) log::info("msg=migration_applied name={}", name);
      return;
    } catch (const pqxx::broken_connection& e) {
      if (std::chrono::steady_clock::now() + delay > deadline) throw;
      log::warn("msg=database_not_ready retry_in_ms={}", delay.count());
      std::this_thread::sleep_for(delay);
    }
  }
}

int serve(const config& cfg)
{
  migrate_with_retry(cfg);

  persistence::db_pool pool({.url = cfg.database_url,
                             .on_connect = persistence::prepare_catalogue_statements,
                             .workers = cfg.db_pool_size});
  persistence::pg_product_repository products(pool);
  persistence::pg_banner_repository banners(pool);
  persistence::pg_health_probe health(pool);
  domain::catalogue_service catalogue(products, banners);

  api::router routes;
  api::add_catalogue_routes(routes, catalogue);
  api::add_health_routes(routes, health);
  api::cors_policy cors(cfg.allowed_origins);

  boost::asio::io_context ioc(static_cast<int>(cfg.io_threads));
  api::http_server server(ioc, routes, cors);
  const auto endpoint = server.listen(cfg.host, cfg.port);
  server.start();

  boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int signal) {
    if (ec) return;
    log::info("msg=shutting_down signal={}", signal);
    server.shutdown([&ioc] { ioc.stop(); });
  });

  // The one line scripts and tests wait for (with the real port when API_PORT=0).
  std::printf("listening on http://%s:%u\n", endpoint.address().to_string().c_str(), endpoint.port());
  std::fflush(stdout);
  log::info("msg=started address={} port={} io_threads={} db_pool={}", endpoint.address().to_string(),
            endpoint.port(), cfg.io_threads, cfg.db_pool_size);

  std::vector<std::thread> threads;
  for (unsigned i = 1; i < cfg.io_threads; ++i) threads.emplace_back([&ioc] { ioc.run(); });
  ioc.run();
  for (auto& t : threads) t.join();
  pool.stop();
  log::info("msg=stopped");
  return 0;
}

void usage(std::FILE* out)
{
  std::fputs(
      "usage: marine-api [serve|migrate]\n"
      "  serve    apply pending migrations, then serve the API (default)\n"
      "  migrate  apply pending migrations and exit\n"
      "Configuration comes from the environment; see README.md.\n",
      out);
}

}  // namespace

int main(int argc, char** argv)
{
  const std::string command = argc > 1 ? argv[1] : "serve";
  if (command == "-h" || command == "--help") {
    usage(stdout);
    return 0;
  }
  if (argc > 2 || (command != "serve" && command != "migrate")) {
    usage(stderr);
    return exit_bad_usage;
  }

  config cfg;
  try {
    cfg = load_config(process_environment());
  } catch (const config_error& e) {
    std::fprintf(stderr, "marine-api: configuration error: %s\n", e.what());
    return exit_bad_usage;
  }
  log::set_level(cfg.log_level);

  try {
    if (command == "migrate") {
      migrate_with_retry(cfg);
      return 0;
    }
    return serve(cfg);
  } catch (const pqxx::broken_connection& e) {
    std::fprintf(stderr, "marine-api: cannot reach the database (DATABASE_URL): %s\n", e.what());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "marine-api: %s\n", e.what());
  }
  return exit_failure;
}
