#pragma once
// A bounded pool of worker threads, each owning one PostgreSQL connection.
// libpqxx blocks, so coroutines hand it work with run() and are resumed on their own
// executor when it is done: an I/O thread never waits on the database.
// When every worker is busy, jobs wait in a bounded queue; past it they fail at once
// with unavailable_error (503) instead of piling up.

#include "domain/error.hpp"

#include <boost/asio/associated_executor.hpp>
#include <boost/asio/async_result.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <pqxx/connection>

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
  std::function<void(pqxx::connection&)> on_connect;
  std::size_t workers = 4;
  std::size_t queue_limit = 512;
};

class db_pool {
 public:
  explicit db_pool(db_pool_options options);
  ~db_pool();
  db_pool(const db_pool&) = delete;
  db_pool& operator=(const db_pool&) = delete;

  // Runs fn(pqxx::connection&) on a worker and returns its result to the awaiting
  // coroutine. A lost connection is re-opened by the next job; database failures
  // surface as domain::unavailable_error.
  template <class Fn>
  auto run(Fn fn) -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection&>>;

  void stop();

  // For the metrics: what the pool is doing now, and how many jobs it refused so far.
  struct usage {
    std::size_t workers = 0, busy = 0, queued = 0;
    std::uint64_t refused = 0;
  };
  usage current_usage() const;

 private:
  struct job {
    virtual ~job() = default;
    virtual void execute(pqxx::connection* conn, std::exception_ptr connect_error) = 0;
  };

  template <class Fn, class Handler>
  struct job_impl;

  void enqueue(std::unique_ptr<job> j);
  void worker_loop();

  db_pool_options options_;
  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::size_t busy_ = 0;        // under mutex_
  std::uint64_t refused_ = 0;   // under mutex_
  std::deque<std::unique_ptr<job>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

// Turns whatever libpqxx threw into the exception the rest of the program understands:
// lost connections and server shutdowns become domain::unavailable_error.
std::exception_ptr to_domain_error(std::exception_ptr error);

template <class Fn, class Handler>
struct db_pool::job_impl final : db_pool::job {
  using value_type = std::invoke_result_t<Fn&, pqxx::connection&>;
  Fn fn;
  Handler handler;

  job_impl(Fn f, Handler h) : fn(std::move(f)), handler(std::move(h)) {}

  void execute(pqxx::connection* conn, std::exception_ptr connect_error) override
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
auto db_pool::run(Fn fn) -> boost::asio::awaitable<std::invoke_result_t<Fn&, pqxx::connection&>>
{
  using value_type = std::invoke_result_t<Fn&, pqxx::connection&>;
  static_assert(!std::is_void_v<value_type>, "database jobs return a value");
  // A non-null exception_ptr is rethrown in the awaiting coroutine by use_awaitable.
  co_return co_await boost::asio::async_initiate<const boost::asio::use_awaitable_t<>,
                                                 void(std::exception_ptr, value_type)>(
      [this](auto handler, Fn f) {
        using handler_type = decltype(handler);
        enqueue(std::make_unique<job_impl<Fn, handler_type>>(std::move(f), std::move(handler)));
      },
      boost::asio::use_awaitable, std::move(fn));
}

}  // namespace marine::persistence
