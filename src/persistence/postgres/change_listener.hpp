#pragma once
// The dedicated LISTEN connection (its own thread): other API processes' catalogue writes
// arrive as NOTIFY on domain::catalogue_change_channel, sent by the writing transaction
// and delivered only once it commits. If the connection is lost, notifications sent
// meanwhile are lost with it: on_lost says so at once, and on_ready is called again only
// once a new connection listens (the reader then starts from nothing).
//
// An idle connection to a host that went silent never reports an error by itself: every
// `heartbeat` the thread sends an empty query, and a connection that does not answer it
// within twice deadlines.query counts as lost. Connecting gives up after deadlines.connect, and
// reconnects follow a reconnect_backoff (docs/security.md, "Database outage").

#include "domain/catalogue/catalogue_change.hpp"
#include "persistence/postgres/database_deadlines.hpp"
#include "persistence/postgres/reconnect_backoff.hpp"

#include <pqxx/connection>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace marine::persistence {

struct change_listener_options {
  std::string url;
  std::function<void(const domain::catalogue_change&)> on_change;
  // Listening: every write from now on will be heard. Given the site's generation as the
  // database had it once LISTEN was in place (docs/architecture.md).
  std::function<void(std::int64_t generation)> on_ready;
  std::function<void()> on_lost;   // not listening any more
  database_deadlines deadlines;
  std::chrono::milliseconds heartbeat{1000};
};

class change_listener {
 public:
  explicit change_listener(change_listener_options options);
  ~change_listener();
  change_listener(const change_listener&) = delete;
  change_listener& operator=(const change_listener&) = delete;

  // Waits until the connection listens (true) or `timeout` passes (false).
  bool wait_listening(std::chrono::milliseconds timeout);
  void stop();

 private:
  void run();
  void listen_once();
  void pause(std::chrono::steady_clock::duration delay);
  void set_listening(std::optional<std::int64_t> generation);  // none: not listening

  change_listener_options options_;
  std::atomic<bool> stopping_{false};
  std::mutex mutex_;
  bool listening_ = false;
  std::condition_variable wake_;
  reconnect_backoff reconnect_;
  std::thread thread_;
};

// Registers the statement that the writing repositories use to notify.
void prepare_change_notification(pqxx::connection_base& conn);
}  // namespace marine::persistence
