// Composition root: configuration → database pool → repositories → services → routes →
// HTTP server. Nothing else constructs long-lived objects.

#include "api/controllers.hpp"
#include "api/http_server.hpp"
#include "domain/account_bootstrap.hpp"
#include "domain/auth_service.hpp"
#include "domain/banner_service.hpp"
#include "domain/catalogue_service.hpp"
#include "domain/product_service.hpp"
#include "domain/sub_user_service.hpp"
#include "domain/upload_service.hpp"
#include "media/fs_media_store.hpp"
#include "media/vips_image_processor.hpp"
#include "persistence/change_listener.hpp"
#include "persistence/db_pool.hpp"
#include "persistence/migrations.hpp"
#include "persistence/pg_auth_repository.hpp"
#include "persistence/pg_catalogue_repository.hpp"
#include "persistence/pg_user_repository.hpp"
#include "support/config.hpp"
#include "support/log.hpp"

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_future.hpp>

#include <pqxx/except>

#include <csignal>
#include <sys/resource.h>

#include <cstdio>
#include <malloc.h>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
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

void prepare_statements(pqxx::connection_base& c)
{
  persistence::prepare_catalogue_statements(c);
  persistence::pg_user_repository::prepare(c);
  persistence::pg_session_repository::prepare(c);
  persistence::pg_login_throttle_repository::prepare(c);
}

// Creates or updates the super-admin from ADMIN_USERNAME / ADMIN_PASSWORD before serving.
void bootstrap_admin(const config& cfg, domain::user_repository& users, domain::password_hasher& hasher)
{
  if (!cfg.admin_password) {
    log::info("msg=admin_account_unmanaged reason=\"ADMIN_PASSWORD not set\"");
    return;
  }
  boost::asio::io_context ioc;
  auto done = boost::asio::co_spawn(ioc, domain::ensure_super_admin(users, hasher, cfg.admin_username, *cfg.admin_password),
                                    boost::asio::use_future);
  ioc.run();
  static constexpr const char* names[] = {"created", "updated", "unchanged"};
  log::info("msg=admin_account username={} outcome={}", cfg.admin_username, names[static_cast<int>(done.get())]);
}

// Gauges read when /metrics is asked: the database pool's use (a queue that grows means
// DB_POOL_SIZE or the database is the limit) and the read cache's size.
void add_pool_and_cache_samples(api::request_metrics& metrics, const persistence::db_pool& pool,
                                const api::public_read_cache* cache)
{
  auto of_pool = [&pool](auto field) { return [&pool, field] { return static_cast<double>(pool.current_usage().*field); }; };
  using usage = persistence::db_pool::usage;
  metrics.add_sample("marine_db_pool_connections", "gauge", "Database connections (one per worker).", of_pool(&usage::workers));
  metrics.add_sample("marine_db_pool_busy", "gauge", "Database workers running a job now.", of_pool(&usage::busy));
  metrics.add_sample("marine_db_pool_queued", "gauge", "Database jobs waiting for a worker.", of_pool(&usage::queued));
  metrics.add_sample("marine_db_pool_refused_total", "counter", "Database jobs refused because the queue was full (503).",
                     of_pool(&usage::refused));
  metrics.add_sample("marine_db_pool_timed_out_total", "counter",
                     "Database jobs answered 503 at their deadline (DB_QUERY_TIMEOUT_MS).", of_pool(&usage::timed_out));
  if (!cache) return;
  metrics.add_sample("marine_read_cache_entries", "gauge", "Responses held by the read cache.",
                     [cache] { return static_cast<double>(cache->store().size()); });
  metrics.add_sample("marine_read_cache_bytes", "gauge", "Bytes held by the read cache.",
                     [cache] { return static_cast<double>(cache->store().bytes()); });
  metrics.add_sample("marine_read_cache_bypassed", "gauge", "1 while the cache is bypassed (change listener down).",
                     [cache] { return cache->store().bypassing() ? 1.0 : 0.0; });
}

// Every connection is a file descriptor: the soft limit (often 1024) would cap the server
// far below MAX_CONNECTIONS, so it is raised to the hard limit.
void raise_file_limit()
{
  rlimit limit{};
  if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
    limit.rlim_cur = limit.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &limit);
  }
}

int serve(const config& cfg)
{
  raise_file_limit();
  migrate_with_retry(cfg);

  const persistence::database_deadlines deadlines{.connect = std::chrono::milliseconds(cfg.db_connect_timeout_ms),
                                                  .query = std::chrono::milliseconds(cfg.db_query_timeout_ms)};
  persistence::db_pool pool(
      {.url = cfg.database_url, .on_connect = prepare_statements, .workers = cfg.db_pool_size, .deadlines = deadlines});
  // CPU-bound work (argon2id password hashing, image decoding) has its own threads, so the
  // I/O threads and the database workers never wait on it.
  boost::asio::thread_pool cpu_threads(std::max(1u, std::thread::hardware_concurrency()));
  domain::password_hasher hasher(cpu_threads);
  persistence::pg_user_repository users(pool);
  bootstrap_admin(cfg, users, hasher);

  // The catalogue's reads: one pipelined connection per I/O thread (pg_pipeline.hpp).
  persistence::pg_read_pipelines reads(persistence::catalogue_read_options(cfg.database_url, deadlines));
  persistence::pg_product_repository products(pool, reads);
  persistence::pg_banner_repository banners(pool, reads);
  persistence::pg_health_probe health(pool);
  persistence::pg_session_repository sessions(pool);
  persistence::pg_login_throttle_repository throttle(pool);
  domain::catalogue_service catalogue(products, banners);
  domain::auth_service auth(users, sessions, throttle, hasher,
                            {.idle = std::chrono::seconds(cfg.session_idle_seconds),
                             .absolute = std::chrono::seconds(cfg.session_max_age_seconds)},
                            {.max_failures_per_username = static_cast<int>(cfg.login_max_failures),
                             .max_failures_per_address = static_cast<int>(cfg.login_max_failures_per_address)});
  domain::sub_user_service sub_users(users, hasher);
  api::cors_policy cors(cfg.allowed_origins);
  api::request_metrics metrics;

  // The public read cache hears this process's writes from the services and the others'
  // through the LISTEN connection (declared after the cache: stopped before it goes).
  std::optional<api::public_read_cache> read_cache;
  domain::ignore_changes no_cache;
  domain::catalogue_change_sink& changes = cfg.cache_enabled ? read_cache.emplace(cors, &metrics) : static_cast<domain::catalogue_change_sink&>(no_cache);
  std::optional<persistence::change_listener> change_listener;
  if (read_cache) {
    change_listener.emplace(persistence::change_listener_options{
        .url = cfg.database_url,
        .on_change = [&read_cache](const domain::catalogue_change& c) { read_cache->changed(c); },
        .on_ready = [&read_cache] { read_cache->listener_ready(); },
        .on_lost = [&read_cache] { read_cache->listener_lost(); },
        .deadlines = deadlines,
    });
    // The cache serves only once other processes' writes can be heard: wait a little for
    // that, so the first reads are cached too (else they simply go to the database).
    if (!change_listener->wait_listening(std::chrono::seconds(5))) log::warn("msg=read_cache_waiting_for_listener");
  }
  domain::product_service product_admin(products, changes);
  domain::banner_service banner_admin(banners, changes);
  media::fs_media_store media_store(cfg.media_dir);
  media::vips_image_processor image_processor(cpu_threads);
  domain::upload_service uploads(media_store, image_processor);

  api::router routes;
  const api::auth_guard guard(auth);
  api::add_catalogue_routes(routes, catalogue, guard, read_cache ? &*read_cache : nullptr);
  api::add_auth_routes(routes, auth, guard, {.secure = cfg.cookie_secure, .same_site = cfg.cookie_same_site});
  api::add_sub_user_routes(routes, sub_users, guard);
  api::add_product_admin_routes(routes, product_admin, guard);
  api::add_banner_admin_routes(routes, banner_admin, guard);
  api::add_upload_routes(routes, uploads, guard);
  api::add_page_routes(routes, catalogue, {.url = cfg.site_url, .name = cfg.site_name, .phone = cfg.site_phone, .address = cfg.site_address}, cfg.spa_index);
  api::add_health_routes(routes, health);
  api::add_metrics_route(routes, metrics, cfg.metrics_token);
  api::add_media_routes(routes, cfg.media_dir);
  if (!api::install_default_media(cfg.media_dir)) log::warn("msg=placeholder_not_installed media_dir={}", log::quote(cfg.media_dir));
  metrics.set_routes(routes.labels());
  add_pool_and_cache_samples(metrics, pool, read_cache ? &*read_cache : nullptr);

  // One io_context per I/O thread (see api::io_contexts): each is run by one thread only.
  std::vector<std::unique_ptr<boost::asio::io_context>> io;
  api::io_contexts contexts;
  for (unsigned i = 0; i < std::max(1u, cfg.io_threads); ++i) {
    contexts.push_back(io.emplace_back(std::make_unique<boost::asio::io_context>(1)).get());
  }
  auto& ioc = *contexts.front();
  api::server_options options{.max_connections = cfg.max_connections,
                              .header_timeout = std::chrono::seconds(cfg.header_timeout_seconds),
                              .body_timeout = std::chrono::seconds(cfg.body_timeout_seconds),
                              .trust_proxy = cfg.trust_proxy,
                              .metrics = &metrics};
  if (read_cache) {
    options.prebuilt = [&read_cache](const api::request& head, api::prebuilt_answer& out) {
      return read_cache->answer_prebuilt(head, out);
    };
  }
  api::http_server server(contexts, routes, cors, std::move(options));
  const auto endpoint = server.listen(cfg.host, cfg.port);
  server.start();

  boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code& ec, int signal) {
    if (ec) return;
    log::info("msg=shutting_down signal={}", signal);
    server.shutdown([&contexts] {
      for (auto* c : contexts) c->stop();
    });
  });

  // The one line scripts and tests wait for (with the real port when API_PORT=0).
  std::printf("listening on http://%s:%u\n", endpoint.address().to_string().c_str(), endpoint.port());
  std::fflush(stdout);
  log::info("msg=started address={} port={} io_threads={} db_pool={} read_cache={}", endpoint.address().to_string(),
            endpoint.port(), cfg.io_threads, cfg.db_pool_size, cfg.cache_enabled ? "on" : "off");

  std::vector<std::thread> threads;
  // The other contexts have nothing to do until a connection comes: keep them running.
  std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> keep_running;
  for (auto* c : contexts) keep_running.push_back(boost::asio::make_work_guard(*c));
  for (std::size_t i = 1; i < contexts.size(); ++i) threads.emplace_back([c = contexts[i]] { c->run(); });
  ioc.run();
  for (auto& t : threads) t.join();
  if (change_listener) change_listener->stop();
  pool.stop();
  cpu_threads.join();
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

  // Each argon2id hash takes 19 MiB. With glibc's sliding mmap threshold that memory is
  // kept in the heap after the first hash and the process stays ~40 MiB larger for good;
  // a fixed threshold hands large blocks back to the system when they are freed.
  // (A fixed threshold also fixes the trim threshold, at 128 KiB: too low for answers of a
  // few hundred KiB, which would then fault their pages in anew on every request. Each
  // arena keeps up to that much, so the arenas are capped too: 2 cores, a few threads.)
  mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
  mallopt(M_TRIM_THRESHOLD, 2 * 1024 * 1024);
  mallopt(M_ARENA_MAX, 2);
  // sendfile(2) to a client that went away raises SIGPIPE (Asio's own writes pass
  // MSG_NOSIGNAL): the error code is enough.
  std::signal(SIGPIPE, SIG_IGN);

  // A database host that does not answer must not hold a worker for minutes: libpq
  // reads this unless DATABASE_URL sets connect_timeout itself.
  ::setenv("PGCONNECT_TIMEOUT", "5", 0);

  config cfg;
  try {
    cfg = load_config(process_environment());
  } catch (const config_error& e) {
    std::fprintf(stderr, "marine-api: configuration error: %s\n", e.what());
    return exit_bad_usage;
  }
  log::set_level(cfg.log_level);
  log::set_format(cfg.log_format);
  if (std::error_code ec; !std::filesystem::create_directories(cfg.media_dir, ec) && ec) {
    std::fprintf(stderr, "marine-api: configuration error: MEDIA_DIR '%s' cannot be created: %s\n",
                 cfg.media_dir.c_str(), ec.message().c_str());
    return exit_bad_usage;
  }

  if (command == "serve" && !media::initialise_vips(argv[0])) {
    std::fprintf(stderr, "marine-api: libvips cannot start\n");
    return exit_failure;
  }
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
