#include "app.hpp"

#include "api/controllers/controllers.hpp"
#include "api/controllers/routes.hpp"
#include "api/http/event_fast_path.hpp"
#include "api/http/server.hpp"
#include "api/json/enquiry_json.hpp"
#include "domain/accounts/account_bootstrap.hpp"
#include "domain/settings/settings_validation.hpp"
#include "media/fs_media_store.hpp"
#include "media/vips_image_processor.hpp"
#include "metrics_samples.hpp"
#include "retention.hpp"
#include "staff_mail.hpp"
#include "persistence/change_listener.hpp"
#include "persistence/db_pool.hpp"
#include "persistence/migrations.hpp"
#include "persistence/pg_activity_repository.hpp"
#include "persistence/pg_auth_repository.hpp"
#include "persistence/pg_banner_repository.hpp"
#include "persistence/pg_catalogue_repository.hpp"
#include "persistence/pg_enquiry_repository.hpp"
#include "persistence/pg_insights_repository.hpp"
#include "persistence/pg_product_repository.hpp"
#include "persistence/pg_settings_repository.hpp"
#include "persistence/pg_user_repository.hpp"
#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_future.hpp>

#include <pqxx/except>

#include <sys/resource.h>

#include <cstdio>
#include <optional>
#include <thread>

namespace marine {
namespace {

void prepare_statements(pqxx::connection_base& c)
{
  persistence::prepare_catalogue_statements(c);
  persistence::pg_user_repository::prepare(c);
  persistence::pg_session_repository::prepare(c);
  persistence::pg_login_throttle_repository::prepare(c);
  persistence::pg_activity_repository::prepare(c);
  persistence::pg_insights_repository::prepare(c);
}

// The site settings' first values: the placeholders, with what the environment gives.
domain::site_settings settings_seed(const config& cfg)
{
  auto s = domain::placeholder_settings();
  const auto& seed = cfg.site_seed;
  for (auto [from, to] : {std::pair{&seed.company_name, &s.company_name}, {&seed.legal_entity, &s.legal_entity},
                          {&seed.phone, &s.phone}, {&seed.email, &s.email}, {&seed.address, &s.address}})
    if (*from) *to = **from;
  // WhatsApp goes to the phone number unless it has one of its own.
  s.whatsapp_number = seed.whatsapp_number.value_or(seed.phone.value_or(s.whatsapp_number));
  return s;
}

// Stores the settings' first values when the database has none (the first start).
void seed_settings(const config& cfg, persistence::pg_settings_repository& settings)
{
  auto seed = domain::validated_settings(settings_seed(cfg));
  if (!seed) {
    std::string problems;
    for (const auto& e : seed.error().errors) problems += " " + e.field + ": " + e.message + ";";
    throw std::runtime_error("the SITE_* variables give invalid settings:" + problems);
  }
  boost::asio::io_context ioc;
  auto stored = boost::asio::co_spawn(ioc, settings.seed(std::move(*seed)), boost::asio::use_future);
  ioc.run();
  if (stored.get()) log::info("msg=settings_seeded");
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

// The public read cache hears this process's writes from the services and the others'
// through the LISTEN connection, which it waits a little for, so that the first reads are
// cached too (before it, they simply go to the database).
void listen_for_changes(const config& cfg, const persistence::database_deadlines& deadlines,
                        api::public_read_cache& cache, domain::catalogue_change_sink& changes,
                        std::optional<persistence::change_listener>& listener)
{
  listener.emplace(persistence::change_listener_options{
      .url = cfg.database_url,
      .on_change = [&changes](const domain::catalogue_change& c) { changes.changed(c); },
      .on_ready = [&cache] { cache.listener_ready(); },
      .on_lost = [&cache] { cache.listener_lost(); },
      .deadlines = deadlines,
  });
  if (!listener->wait_listening(std::chrono::seconds(5))) log::warn("msg=read_cache_waiting_for_listener");
}

// Runs every context on a thread of its own (the first on this one) until all stop.
void run_io_threads(const api::io_contexts& contexts)
{
  // The other contexts have nothing to do until a connection comes: keep them running.
  std::vector<boost::asio::executor_work_guard<boost::asio::io_context::executor_type>> keep_running;
  for (auto* c : contexts) keep_running.push_back(boost::asio::make_work_guard(*c));
  std::vector<std::thread> threads;
  for (std::size_t i = 1; i < contexts.size(); ++i) threads.emplace_back([c = contexts[i]] { c->run(); });
  contexts.front()->run();
  for (auto& t : threads) t.join();
}

// What was counted since the last flush is written before the pool stops.
void flush_before_exit(domain::insights_service& insights)
{
  boost::asio::io_context ioc;
  auto done = boost::asio::co_spawn(ioc, insights.flush(), boost::asio::use_future);
  ioc.run();
  done.get();
}

}  // namespace

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
  persistence::pg_settings_repository settings_store(pool, reads);
  seed_settings(cfg, settings_store);
  // Kept only where changes are heard (the read cache's LISTEN), as the read cache is.
  std::optional<domain::search_summary_cache> search_summaries;
  if (cfg.cache_enabled) search_summaries.emplace();
  domain::catalogue_service catalogue(products, banners, search_summaries ? &*search_summaries : nullptr);
  domain::auth_service auth(users, sessions, throttle, hasher,
                            {.idle = std::chrono::seconds(cfg.session_idle_seconds),
                             .absolute = std::chrono::seconds(cfg.session_max_age_seconds)},
                            {.max_failures_per_username = static_cast<int>(cfg.login_max_failures),
                             .max_failures_per_address = static_cast<int>(cfg.login_max_failures_per_address)});
  domain::sub_user_service sub_users(users, hasher);
  api::cors_policy cors(cfg.allowed_origins);
  api::request_metrics metrics;

  // Every write is told to the read cache and to the insights (which count visible
  // products only), this process's through the services, the others' through the listener,
  // which is declared after both: stopped before they go.
  persistence::pg_insights_repository insights_store(pool);
  domain::insights_service insights(insights_store, {.events_per_minute = cfg.insights_events_per_minute});
  std::optional<api::public_read_cache> read_cache;
  domain::change_fanout changes;
  if (cfg.cache_enabled) changes.add(read_cache.emplace(cors, &metrics));
  changes.add(insights);
  if (search_summaries) changes.add(*search_summaries);
  std::optional<persistence::change_listener> change_listener;
  if (read_cache) listen_for_changes(cfg, deadlines, *read_cache, changes, change_listener);
  // The site's own origins: an image URL on one of them is stored as its /uploads/ path.
  auto own_origins = cfg.allowed_origins;
  if (!cfg.site_url.empty()) own_origins.push_back(cfg.site_url);
  domain::product_service product_admin(products, changes, std::move(own_origins));
  domain::banner_service banner_admin(banners, changes);
  domain::settings_service settings(settings_store, changes);
  persistence::pg_activity_repository activity_log(pool);
  domain::activity_service activity(activity_log);
  persistence::pg_enquiry_repository leads(pool);
  staff_mail mail(cfg, pool);
  domain::enquiry_service enquiries(
      leads, settings, api::enquiry_wordings_from_catalogues(),
      {.per_minute = cfg.enquiries_per_minute, .mail_staff = mail.enabled(), .site_url = cfg.site_url});
  media::fs_media_store media_store(cfg.media_dir);
  media::vips_image_processor image_processor(cpu_threads);
  domain::upload_service uploads(media_store, image_processor);
  api::public_read_cache* cache = read_cache ? &*read_cache : nullptr;

  const api::router routes = api::build_routes(
      {catalogue, auth, sub_users, product_admin, banner_admin, uploads, settings, activity, insights, enquiries, health, metrics,
       cache, mail.sender()},
      {.cookies = {.secure = cfg.cookie_secure, .same_site = cfg.cookie_same_site},
       .site_url = cfg.site_url,
       .spa_index = cfg.spa_index,
       .render_url = cfg.render_url,
       .render_deadline = std::chrono::milliseconds(cfg.render_timeout_ms ? cfg.render_timeout_ms : cfg.db_query_timeout_ms),
       .metrics_token = cfg.metrics_token,
       .media_dir = cfg.media_dir});
  if (!api::install_default_media(cfg.media_dir)) log::warn("msg=placeholder_not_installed media_dir={}", log::quote(cfg.media_dir));
  metrics.set_routes(routes.labels());
  api::event_fast_path early_events(insights, cors, cfg.trusted_proxies, routes);
  add_operational_samples(metrics, pool, cache, insights, early_events);

  // One io_context per I/O thread (see api::io_contexts): each is run by one thread only.
  std::vector<std::unique_ptr<boost::asio::io_context>> io;
  api::io_contexts contexts;
  for (unsigned i = 0; i < std::max(1u, cfg.io_threads); ++i) {
    contexts.push_back(io.emplace_back(std::make_unique<boost::asio::io_context>(1)).get());
  }
  api::http_server server(contexts, routes, cors,
                          {.max_connections = cfg.max_connections,
                           .header_timeout = std::chrono::seconds(cfg.header_timeout_seconds),
                           .body_timeout = std::chrono::seconds(cfg.body_timeout_seconds),
                           .trusted_proxies = cfg.trusted_proxies,
                           .read_cache = cache,
                           .early = &early_events,
                           .metrics = &metrics});
  const auto endpoint = server.listen(cfg.host, cfg.port);
  server.start();
  remove_expired_daily(*contexts.front(), "activity_log", [&activity](int days) { return activity.remove_expired(days); },
                       static_cast<int>(cfg.activity_retention_days));
  remove_expired_daily(*contexts.front(), "leads", [&enquiries](int days) { return enquiries.remove_older_than(days); },
                       static_cast<int>(cfg.lead_retention_days));

  mail.start(*contexts.front(), metrics);
  // Enquiry counts go to the database in one batch a second, off the requests' path.
  boost::asio::co_spawn(*contexts.front(), insights.flush_every(std::chrono::seconds(1)), boost::asio::detached);

  boost::asio::signal_set signals(*contexts.front(), SIGINT, SIGTERM);
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

  run_io_threads(contexts);
  flush_before_exit(insights);
  if (change_listener) change_listener->stop();
  pool.stop();
  cpu_threads.join();
  log::info("msg=stopped");
  return 0;
}

}  // namespace marine
