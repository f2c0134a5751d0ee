#pragma once
// A fresh, migrated database per test suite on the disposable cluster named by
// TEST_DATABASE_URL (a superuser URL), dropped afterwards.

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/use_future.hpp>

#include <string>

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

// Runs a coroutine to completion on a private io_context and returns its value.
template <class T>
T run_sync(boost::asio::awaitable<T> task)
{
  boost::asio::io_context ioc;
  auto fut = boost::asio::co_spawn(ioc, std::move(task), boost::asio::use_future);
  ioc.run();
  return fut.get();
}

}  // namespace marine::testing
