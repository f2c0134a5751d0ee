#include "persistence/change_listener.hpp"

#include "support/log.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>
#include <pqxx/notification>

namespace marine::persistence {
namespace {

class receiver final : public pqxx::notification_receiver {
 public:
  receiver(pqxx::connection& c, const change_listener_options& o)
      : pqxx::notification_receiver(c, domain::catalogue_change_channel), options_(o)
  {
  }
  void operator()(const std::string& payload, int) override
  {
    if (auto change = domain::decode_catalogue_change(payload))
      options_.on_change(*change);
    else
      log::warn("msg=unknown_catalogue_change payload={}", log::quote(payload));
  }

 private:
  const change_listener_options& options_;
};

// How often the thread looks up from waiting, to notice stop() and a closed connection.
constexpr long poll_microseconds = 200'000;

}  // namespace

void prepare_change_notification(pqxx::connection& c)
{
  c.prepare("catalogue_notify", std::string("SELECT pg_notify('") + domain::catalogue_change_channel + "', $1)");
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

void change_listener::set_listening(bool listening)
{
  {
    std::lock_guard lock(mutex_);
    listening_ = listening;
  }
  wake_.notify_all();
  (listening ? options_.on_ready : options_.on_lost)();
}

void change_listener::run()
{
  bool warned = false;
  while (!stopping_) {
    try {
      listen_once();
      warned = false;
    } catch (const std::exception& e) {
      if (!warned) log::warn("msg=change_listener_down error={}", log::quote(e.what()));
      warned = true;
    }
    pause(options_.retry_delay);
  }
}

void change_listener::listen_once()
{
  pqxx::connection conn(options_.url);
  pqxx::nontransaction(conn).exec("SET application_name = 'marine-change-listener'");
  receiver listening(conn, options_);  // issues LISTEN
  set_listening(true);
  log::info("msg=change_listener_ready");
  try {
    while (!stopping_) {
      conn.await_notification(0, poll_microseconds);
      if (!conn.is_open()) throw pqxx::broken_connection("the LISTEN connection closed");
    }
  } catch (...) {
    set_listening(false);
    throw;
  }
  set_listening(false);  // stopping: nothing is heard any more
}

void change_listener::pause(std::chrono::milliseconds delay)
{
  std::unique_lock lock(mutex_);
  wake_.wait_for(lock, delay, [this] { return stopping_.load(); });
}

}  // namespace marine::persistence
