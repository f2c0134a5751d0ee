#include "app.hpp"

#include "api/controllers/controllers.hpp"
#include "api/controllers/routes.hpp"
#include "api/http/event_fast_path.hpp"
#include "api/http/server.hpp"
#include "api/json/enquiry_json.hpp"
#include "calendar/curl_calendar_fetcher.hpp"
#include "calendar/libical_calendar_format.hpp"
#include "media/fs_media_store.hpp"
#include "media/vips_image_processor.hpp"
#include "metrics_samples.hpp"
#include "retention.hpp"
#include "staff_mail.hpp"
#include "startup.hpp"
#include "persistence/postgres/change_listener.hpp"
#include "persistence/postgres/db_pool.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/accounts/pg_auth_repository.hpp"
#include "persistence/catalogue/pg_banner_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/charter/pg_channel_calendar_store.hpp"
#include "persistence/charter/pg_charter_block_repository.hpp"
#include "persistence/enquiries/pg_enquiry_repository.hpp"
#include "persistence/enquiries/pg_parts_catalogue.hpp"
#include "persistence/insights/pg_insights_repository.hpp"
#include "persistence/enquiries/pg_lead_mail_repository.hpp"
#include "persistence/payments/pg_booking_repository.hpp"
#include "payments/stripe_gateway.hpp"
#include "persistence/catalogue/pg_product_import_repository.hpp"
#include "persistence/catalogue/pg_product_repository.hpp"
#include "persistence/settings/pg_settings_repository.hpp"
#include "domain/rules/site_clock.hpp"
#include "persistence/accounts/pg_user_repository.hpp"
#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/thread_pool.hpp>

#include <cstdio>
#include <optional>
#include <thread>

namespace marine {

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
  if (cfg.cache_enabled) changes.add(read_cache.emplace(cors, &metrics, cfg.read_cache_bytes));
  changes.add(insights);
  if (search_summaries) changes.add(*search_summaries);
  // Vouched for only while the changes are heard, which needs the read cache's LISTEN.
  api::site_generation generation;
  std::optional<persistence::change_listener> change_listener;
  if (read_cache) listen_for_changes(cfg, deadlines, *read_cache, changes, generation, change_listener);
  const api::site_generation* heard_generation = read_cache ? &generation : nullptr;
  // The site's own origins: an image URL on one of them is stored as its /uploads/ path.
  auto own_origins = cfg.allowed_origins;
  if (!cfg.site_url.empty()) own_origins.push_back(cfg.site_url);
  domain::product_service product_admin(products, changes, own_origins);
  persistence::pg_product_import_repository import_store(pool, reads);
  domain::product_import_service catalogue_io(products, import_store, changes, own_origins);
  domain::banner_service banner_admin(banners, changes);
  domain::settings_service settings(settings_store, changes);
  // The clock the desks' hours are read by (docs/desks.md, "The clock"): shifted only in tests;
  // the enquiries take it to mark a lead that came out of hours.
  const domain::site_clock desk_clock{std::chrono::seconds(cfg.now_offset_seconds)};
  if (cfg.now_offset_seconds != 0) log::warn("msg=desk_clock_shifted offset_seconds={}", cfg.now_offset_seconds);
  persistence::pg_activity_repository activity_log(pool);
  domain::activity_service activity(activity_log);
  persistence::pg_charter_block_repository charter_blocks(pool);
  domain::charter_service charters(products, charter_blocks, settings, changes);
  persistence::pg_enquiry_repository leads(pool);
  staff_mail mail(cfg, pool);
  domain::enquiry_service enquiries(
      leads, settings, api::enquiry_wordings_from_catalogues(),
      {.per_minute = cfg.enquiries_per_minute, .mail_staff = mail.enabled(), .site_url = cfg.site_url, .clock = desk_clock});
  persistence::pg_lead_mail_repository lead_mail_store(pool);
  domain::lead_mail_service lead_mail(lead_mail_store, settings, api::enquiry_wordings_from_catalogues(),
                                      {.site_url = cfg.site_url, .digest_every = std::chrono::seconds(cfg.lead_digest_seconds)});
  enquiries.use_charters(charters);
  persistence::pg_parts_catalogue parts(reads);
  domain::parts_match_service part_matches(parts, cfg.matches_per_minute);
  // Channel calendars (docs/charter.md): the feeds are fetched on threads of their own.
  boost::asio::thread_pool calendar_threads(2);
  persistence::pg_channel_calendar_store calendar_store(pool);
  const calendar::libical_calendar_format calendar_format;
  calendar::curl_calendar_fetcher calendar_fetcher(calendar_threads, cfg.calendar_allow_hosts);
  domain::channel_calendar_service calendars(products, calendar_store, calendar_format, calendar_fetcher, cpu_threads, settings,
                                             changes, {.site_url = cfg.site_url, .mail_staff = mail.enabled()});
  // Bookings with deposits (docs/payments.md): online payment only with both Stripe keys; its
  // requests run on threads of their own.
  boost::asio::thread_pool payment_threads(2);
  std::optional<payments::stripe_gateway> stripe;
  if (cfg.payments_online())
    stripe.emplace(payment_threads, cfg.stripe_api_base, cfg.stripe_secret_key, cfg.stripe_webhook_secret);
  persistence::pg_booking_repository booking_store(pool);
  domain::booking_service bookings(booking_store, settings, calendar_format, stripe ? &*stripe : nullptr,
                                   {.site_url = cfg.site_url, .balance_due_hours = static_cast<int>(cfg.balance_due_hours),
                                    .mail_staff = mail.enabled()});
  media::fs_media_store media_store(cfg.media_dir);
  media::vips_image_processor image_processor(cpu_threads);
  domain::upload_service uploads(media_store, image_processor);
  api::public_read_cache* cache = read_cache ? &*read_cache : nullptr;

  const api::router routes = api::build_routes(
      {catalogue, auth, sub_users, product_admin, banner_admin, uploads, settings, activity, insights, enquiries, lead_mail,
       charters, health, metrics, cache, heard_generation, mail.sender(), &catalogue_io, &calendars, &bookings, &part_matches},
      {.cookies = {.secure = cfg.cookie_secure, .same_site = cfg.cookie_same_site},
       .site_url = cfg.site_url,
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
                           .generation = heard_generation,
                           .early = &early_events,
                           .metrics = &metrics});
  const auto endpoint = server.listen(cfg.host, cfg.port);
  server.start();
  remove_expired_daily(*contexts.front(), "activity_log", [&activity](int days) { return activity.remove_expired(days); },
                       static_cast<int>(cfg.activity_retention_days));
  remove_expired_daily(*contexts.front(), "leads", [&enquiries](int days) { return enquiries.remove_older_than(days); },
                       static_cast<int>(cfg.lead_retention_days));

  mail.start(*contexts.front(), metrics);
  if (mail.enabled())
    boost::asio::co_spawn(*contexts.front(), lead_mail.run_digests(std::min(std::chrono::seconds(60), std::chrono::seconds(cfg.lead_digest_seconds))),
                          boost::asio::detached);
  // A round of the channel calendars when one is due: each instance asks once a minute at most.
  const std::chrono::seconds calendar_every(cfg.calendar_sync_seconds);
  boost::asio::co_spawn(*contexts.front(), calendars.run(calendar_every, std::min(std::chrono::seconds(60), calendar_every)),
                        boost::asio::detached);
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
  log::info("msg=started address={} port={} io_threads={} db_pool={} read_cache={} payments={}", endpoint.address().to_string(),
            endpoint.port(), cfg.io_threads, cfg.db_pool_size, cfg.cache_enabled ? "on" : "off", stripe ? "online" : "off");

  run_io_threads(contexts);
  flush_before_exit(insights);
  if (change_listener) change_listener->stop();
  pool.stop();
  calendar_threads.join();
  payment_threads.join();
  cpu_threads.join();
  log::info("msg=stopped");
  return 0;
}

}  // namespace marine
