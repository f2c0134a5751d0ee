#pragma once
// A bounded pool of worker threads, each owning one PostgreSQL connection.
// libpqxx blocks, so coroutines hand it work with run() and are resumed on their own
// executor when it is done: an I/O thread never waits on the database.
// When every worker is busy, jobs wait in a bounded queue; past it they fail at once
// with unavailable_error (503) instead of piling up.
//
// Deadlines (docs/security.md, "Database outage"): a connect attempt gives up after
// deadlines.connect; a job is answered unavailable once deadlines.query has passed since
// it was handed in, by a watchdog thread: a job still queued, or whose worker is still
// connecting, is dropped and never runs; a job whose statements are running has its
// connection shut down under it (shutdown(2): libpq's blocking wait returns at once), so
// its transaction fails and rolls back. PostgreSQL also ends a statement after that long
// (statement_timeout). After a failed connect, the workers' reconnects follow one
// reconnect_backoff and the jobs that find no connection meanwhile fail at once.

#include "domain/rules/error.hpp"
#include "persistence/postgres/database_deadlines.hpp"
#include "persistence/postgres/pg_connect.hpp"
#include "persistence/postgres/reconnect_backoff.hpp"

#include <boost/asio/associated_executor.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <pqxx/connection>

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

namespace marine::persistence {

struct db_pool_options {
  std::string url;
  // Runs on every new connection: registers the prepared statements.
  std::function<void(pqxx::connection_base&)> on_connect;
  std::size_t workers = 4;
  std::size_t queue_limit = 512;
  database_deadlines deadlines;
};

class db_pool {
 public:
  explicit db_pool(db_pool_options options);
  ~db_pool();
  db_pool(const db_pool&) = delete;
  db_pool& operator=(const db_pool&) = delete;

  // Runs fn(pqxx::connection_base&) on a worker and returns its result to the awaiting
  // coroutine. A lost connection is re-opened by the next job; database failures
  // surface as domain::unavailable_error.
  template <class Fn>
  auto run(Fn fn) -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection_base&>>;
  // The same with a deadline of its own (the catalogue import's one transaction,
  // docs/catalogue-io.md); fn sets a statement_timeout to match (SET LOCAL).
  template <class Fn>
  auto run(Fn fn, std::chrono::milliseconds budget)
      -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection_base&>>;

  void stop();

  // For the metrics: what the pool is doing now, how many jobs it refused (queue full) and
  // how many it answered unavailable at their deadline so far.
  struct usage {
    std::size_t workers = 0, busy = 0, queued = 0;
    std::uint64_t refused = 0, timed_out = 0;
  };
  usage current_usage() const;

 private:
  using clock = std::chrono::steady_clock;
  struct job {
    virtual ~job() = default;
    virtual void execute(pqxx::connection_base* conn, std::exception_ptr connect_error) = 0;
    clock::time_point deadline;
  };
  // What a worker is doing, for the watchdog (under mutex_).
  struct worker_slot {
    std::unique_ptr<job> connecting;  // taken, its worker still connecting: the watchdog may answer it
    clock::time_point busy_until = clock::time_point::max();  // deadline of what runs on the connection
    int socket = -1;    // a duplicate of the connection's socket, for shutdown(2)
    bool shut = false;  // shut down by the watchdog: the connection is dead
  };
  using connection_ptr = std::unique_ptr<pool_connection>;

  template <class Fn, class Handler>
  struct job_impl;

  void enqueue(std::unique_ptr<job> j, std::chrono::milliseconds budget = {});
  void worker_loop(worker_slot& slot);
  std::exception_ptr reconnect(worker_slot& slot, connection_ptr& conn);
  void drop(worker_slot& slot, connection_ptr& conn);
  void watchdog_loop();
  void watch_locked(clock::time_point deadline);

  db_pool_options options_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::condition_variable watchdog_wake_;
  clock::time_point watchdog_until_ = clock::time_point::max();  // under mutex_
  std::size_t busy_ = 0;         // under mutex_
  std::uint64_t refused_ = 0;    // under mutex_
  std::uint64_t timed_out_ = 0;  // under mutex_
  std::deque<std::unique_ptr<job>> queue_;
  bool stopping_ = false;
  std::vector<worker_slot> slots_;
  reconnect_backoff reconnect_;
  std::vector<std::thread> threads_;
  std::thread watchdog_;
};

// Turns whatever libpqxx threw into the exception the rest of the program understands:
// lost connections, server shutdowns and commits of unknown outcome become
// domain::unavailable_error.
std::exception_ptr to_domain_error(std::exception_ptr error);

template <class Fn, class Handler>
struct db_pool::job_impl final : db_pool::job {
  using value_type = std::invoke_result_t<Fn&, pqxx::connection_base&>;
  Fn fn;
  Handler handler;

  job_impl(Fn f, Handler h) : fn(std::move(f)), handler(std::move(h)) {}

  void execute(pqxx::connection_base* conn, std::exception_ptr connect_error) override
  {
    std::exception_ptr error = connect_error;
    value_type value{};
    if (!error) {
      try {
        value = fn(*conn);
      } catch (...) {
        error = to_domain_error(std::current_exception());
      }
    }
    auto ex = boost::asio::get_associated_executor(handler);
    boost::asio::post(ex, [h = std::move(handler), error, v = std::move(value)]() mutable {
      std::move(h)(error, std::move(v));
    });
  }
};

template <class Fn>
auto db_pool::run(Fn fn) -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection_base&>>
{
  co_return co_await run(std::move(fn), std::chrono::milliseconds{});
}

template <class Fn>
auto db_pool::run(Fn fn, std::chrono::milliseconds budget)
    -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection_base&>>
{
  using value_type = std::invoke_result_t<Fn&, pqxx::connection_base&>;
  static_assert(!std::is_void_v<value_type>, "database jobs return a value");
  // A non-null exception_ptr is rethrown in the awaiting coroutine by use_awaitable.
  co_return co_await boost::asio::async_initiate<const boost::asio::use_awaitable_t<>,
                                                 void(std::exception_ptr, value_type)>(
      [this, budget](auto handler, Fn f) {
        using handler_type = decltype(handler);
        enqueue(std::make_unique<job_impl<Fn, handler_type>>(std::move(f), std::move(handler)), budget);
      },
      boost::asio::use_awaitable, std::move(fn));
}

}  // namespace marine::persistence
