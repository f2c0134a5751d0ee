#include "startup.hpp"
#include "app.hpp"

#include "domain/accounts/account_bootstrap.hpp"
#include "domain/settings/settings_validation.hpp"
#include "persistence/postgres/migrations.hpp"
#include "persistence/activity/pg_activity_repository.hpp"
#include "persistence/accounts/pg_auth_repository.hpp"
#include "persistence/catalogue/pg_catalogue_repository.hpp"
#include "persistence/enquiries/pg_enquiry_repository.hpp"
#include "persistence/insights/pg_insights_repository.hpp"
#include "persistence/accounts/pg_user_repository.hpp"
#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include <pqxx/except>

#include <sys/resource.h>

#include <thread>

namespace marine {
namespace {

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

}  // namespace

void prepare_statements(pqxx::connection_base& c)
{
  persistence::prepare_catalogue_statements(c);
  persistence::pg_user_repository::prepare(c);
  persistence::pg_session_repository::prepare(c);
  persistence::pg_login_throttle_repository::prepare(c);
  persistence::pg_activity_repository::prepare(c);
  persistence::pg_insights_repository::prepare(c);
  persistence::pg_enquiry_repository::prepare(c);
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
  // docs/desks.md, "First start": one desk made from the settings, so that nothing changes
  // for the owner until they add desks.
  ioc.restart();
  auto desks = boost::asio::co_spawn(ioc, settings.seed_desks(), boost::asio::use_future);
  ioc.run();
  if (desks.get()) log::info("msg=desks_seeded");
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
// cached too (before it, they simply go to the database). The site's generation moves only
// after the cache has dropped what a change made stale, and stops being vouched for before
// the cache is bypassed (docs/operations.md, "The site's data generation").
void listen_for_changes(const config& cfg, const persistence::database_deadlines& deadlines,
                        api::public_read_cache& cache, domain::catalogue_change_sink& changes,
                        api::site_generation& generation, std::optional<persistence::change_listener>& listener)
{
  listener.emplace(persistence::change_listener_options{
      .url = cfg.database_url,
      .on_change =
          [&changes, &generation](const domain::catalogue_change& c) {
            changes.changed(c);
            if (c.generation) generation.raise_to(*c.generation);
          },
      .on_ready =
          [&cache, &generation](std::int64_t n) {
            cache.listener_ready();
            generation.listening_from(n);
          },
      .on_lost =
          [&cache, &generation] {
            generation.not_listening();
            cache.listener_lost();
          },
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

}  // namespace marine
