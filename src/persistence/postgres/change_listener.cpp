#include "persistence/postgres/change_listener.hpp"

#include "persistence/postgres/pg_connect.hpp"
#include "persistence/postgres/pg_result.hpp"
#include "support/log.hpp"

#include <pqxx/except>

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>

namespace marine::persistence {
namespace {

using clock = std::chrono::steady_clock;

// How often the thread looks up from waiting, to notice stop().
constexpr auto poll_interval = std::chrono::milliseconds(200);

struct connection_lost : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void lost(PGconn* conn, std::string_view what)
{
  throw connection_lost(fmt::format("{}: {}", what, one_line(PQerrorMessage(conn))));
}

// Collects every result of the query sent last; false while some are still to come. A
// result with rows leaves its first value in `value` (the site's generation).
bool collect_results(PGconn* conn, std::optional<std::int64_t>* value = nullptr)
{
  while (PQisBusy(conn) == 0) {
    pg_result r(PQgetResult(conn));
    if (!r.get()) return true;
    const auto status = PQresultStatus(r.get());
    if (status != PGRES_COMMAND_OK && status != PGRES_EMPTY_QUERY && status != PGRES_TUPLES_OK)
      throw connection_lost(one_line(PQresultErrorMessage(r.get())));
    if (value && status == PGRES_TUPLES_OK && PQntuples(r.get()) == 1) {
      const std::string_view text(PQgetvalue(r.get(), 0, 0), static_cast<std::size_t>(PQgetlength(r.get(), 0, 0)));
      std::int64_t n = 0;
      if (std::from_chars(text.data(), text.data() + text.size(), n).ec == std::errc()) *value = n;
    }
  }
  return false;
}

}  // namespace

// The site's generation is raised in the writing transaction, whose row lock orders the
// writers as their commits are, and travels before the change in the payload (the
// separator is domain's).
void prepare_change_notification(pqxx::connection_base& c)
{
  c.prepare("catalogue_notify", fmt::format("WITH raised AS (UPDATE site_generation SET n = n + 1 RETURNING n) "
                                            "SELECT pg_notify('{}', raised.n::text || '{}' || $1) FROM raised",
                                            domain::catalogue_change_channel, domain::generation_separator));
}

change_listener::change_listener(change_listener_options options)
    : options_(std::move(options)), thread_([this] { run(); })
{
}

change_listener::~change_listener() { stop(); }

void change_listener::stop()
{
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

bool change_listener::wait_listening(std::chrono::milliseconds timeout)
{
  std::unique_lock lock(mutex_);
  return wake_.wait_for(lock, timeout, [this] { return listening_; });
}

void change_listener::set_listening(std::optional<std::int64_t> generation)
{
  {
    std::lock_guard lock(mutex_);
    listening_ = generation.has_value();
  }
  wake_.notify_all();
  if (generation)
    options_.on_ready(*generation);
  else
    options_.on_lost();
}

void change_listener::run()
{
  bool warned = false;
  while (!stopping_) {
    if (reconnect_.try_begin()) {
      try {
        listen_once();
        warned = false;
      } catch (const std::exception& e) {
        if (!warned) log::warn("msg=change_listener_down error={}", log::quote(e.what()));
        warned = true;
        reconnect_.failed();
      }
    }
    pause(std::max<clock::duration>(reconnect_.wait_time(), std::chrono::milliseconds(10)));
  }
}

// Connects, listens, and hands out notifications until the connection fails or stop().
void change_listener::listen_once()
{
  auto conn = connect_within(options_.url, options_.deadlines.connect);
  PGconn* c = conn.get();
  // LISTEN first, committed, then the generation: a write that committed before the read
  // is counted in it, one after it is heard (LISTEN takes effect once its own implicit
  // transaction commits, hence two queries).
  const auto listen = fmt::format("SET application_name = 'marine-change-listener'; LISTEN {}",
                                  domain::catalogue_change_channel);
  std::optional<std::int64_t> generation;
  for (const std::string& sql : {listen, std::string("SELECT n FROM site_generation")}) {
    if (PQsendQuery(c, sql.c_str()) != 1) lost(c, "LISTEN");
    for (const auto deadline = clock::now() + options_.deadlines.query;;) {
      if (!wait_socket(c, false, deadline)) throw connection_lost("LISTEN: no answer in time");
      if (PQconsumeInput(c) != 1) lost(c, "LISTEN");
      if (collect_results(c, &generation)) break;
    }
  }
  if (!generation) throw connection_lost("LISTEN: no site generation");
  if (PQsetnonblocking(c, 1) != 0) lost(c, "LISTEN");
  reconnect_.succeeded();
  set_listening(generation);
  log::info("msg=change_listener_ready");
  try {
    auto next_heartbeat = clock::now() + options_.heartbeat;
    std::optional<clock::time_point> heartbeat_due;  // an empty query awaits its answer until then
    while (!stopping_) {
      const auto now = clock::now();
      if (heartbeat_due && now >= *heartbeat_due) throw connection_lost("no answer to the heartbeat in time");
      if (!heartbeat_due && now >= next_heartbeat) {
        if (PQsendQuery(c, "") != 1 || PQflush(c) < 0) lost(c, "heartbeat");
        // Twice the query deadline: a slow answer under load must not cost the cache its
        // entries (they are dropped when the connection comes back); a dead connection is
        // still noticed within a few seconds.
        heartbeat_due = now + 2 * options_.deadlines.query;
      }
      const auto until = std::min(now + poll_interval, heartbeat_due ? *heartbeat_due : next_heartbeat);
      if (!wait_socket(c, false, until)) continue;
      if (PQconsumeInput(c) != 1) lost(c, "the LISTEN connection");
      while (pgNotify* n = PQnotifies(c)) {
        const std::string payload = n->extra;
        PQfreemem(n);
        if (auto change = domain::decode_catalogue_change(payload))
          options_.on_change(*change);
        else
          log::warn("msg=unknown_catalogue_change payload={}", log::quote(payload));
      }
      if (heartbeat_due && collect_results(c)) {
        heartbeat_due.reset();
        next_heartbeat = clock::now() + options_.heartbeat;
      }
      if (PQstatus(c) != CONNECTION_OK) lost(c, "the LISTEN connection");
    }
  } catch (...) {
    set_listening(std::nullopt);
    throw;
  }
  set_listening(std::nullopt);  // stopping: nothing is heard any more
}

void change_listener::pause(clock::duration delay)
{
  std::unique_lock lock(mutex_);
  wake_.wait_for(lock, delay, [this] { return stopping_.load(); });
}

}  // namespace marine::persistence
