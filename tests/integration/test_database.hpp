#pragma once
// A fresh, migrated database per test suite on the disposable cluster named by
// TEST_DATABASE_URL (a superuser URL), dropped afterwards.

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/use_future.hpp>

#include <atomic>
#include <chrono>
#include <future>
#include <string>
#include <thread>
#include <vector>

namespace marine::testing {

class test_database {
 public:
  // Creates the database; `migrate` applies the embedded migrations.
  explicit test_database(bool migrate = true);
  ~test_database();
  test_database(const test_database&) = delete;
  test_database& operator=(const test_database&) = delete;

  const std::string& url() const { return url_; }
  // Runs one SQL string in its own transaction (test set-up).
  void exec(const std::string& sql) const;

 private:
  std::string admin_url_;
  std::string name_;
  std::string url_;
};

// A "database host" on 127.0.0.1 that accepts TCP connections and never says a word: a
// PostgreSQL connect to it never completes (as to a host that went silent).
class silent_listener {
 public:
  silent_listener();
  ~silent_listener();
  silent_listener(const silent_listener&) = delete;
  silent_listener& operator=(const silent_listener&) = delete;

  std::string url() const;
  int accepted_connections() const { return accepted_.load(); }

 private:
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<int> accepted_{0};
  std::vector<int> held_;
  std::thread thread_;
};

// Runs a coroutine to completion on a private io_context, and everything it started
// there (work handed to other threads included), and returns its value.
template <class T>
T run_sync(boost::asio::awaitable<T> task)
{
  boost::asio::io_context ioc;
  auto fut = boost::asio::co_spawn(ioc, std::move(task), boost::asio::use_future);
  ioc.run();
  return fut.get();
}

// Runs the io_context until `fut` is ready: for code that reads through a pipelined
// connection (persistence/postgres/pg_pipeline), which keeps waiting for input, so ioc.run() would
// never return. The work guard keeps run_one() waiting meanwhile.
template <class Future>
void run_until_ready(boost::asio::io_context& ioc, const Future& fut)
{
  const auto guard = boost::asio::make_work_guard(ioc);
  while (fut.wait_for(std::chrono::seconds(0)) != std::future_status::ready) ioc.run_one();
}

// run_sync for tasks that read through pg_read_pipelines: returns once the task is done
// (the pipeline closes with the io_context).
template <class T>
T run_sync_until_done(boost::asio::awaitable<T> task)
{
  boost::asio::io_context ioc;
  auto fut = boost::asio::co_spawn(ioc, std::move(task), boost::asio::use_future);
  run_until_ready(ioc, fut);
  return fut.get();
}

}  // namespace marine::testing
