#include "persistence/db_pool.hpp"

#include "persistence/db_error.hpp"

#include <pqxx/except>

#include <fmt/format.h>

namespace marine::persistence {

db_pool::db_pool(db_pool_options options) : options_(std::move(options))
{
  threads_.reserve(options_.workers);
  for (std::size_t i = 0; i < options_.workers; ++i) threads_.emplace_back([this] { worker_loop(); });
}

db_pool::~db_pool() { stop(); }

void db_pool::stop()
{
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    stopping_ = true;
  }
  ready_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void db_pool::enqueue(std::unique_ptr<job> j)
{
  {
    std::lock_guard lock(mutex_);
    if (!stopping_ && queue_.size() < options_.queue_limit) {
      queue_.push_back(std::move(j));
      ready_.notify_one();
      return;
    }
    ++refused_;
  }
  // Refused outside the lock: completing the job posts to the caller's executor.
  j->execute(nullptr, std::make_exception_ptr(domain::unavailable_error("Server is busy, please retry")));
}

void db_pool::worker_loop()
{
  std::unique_ptr<pqxx::connection> conn;
  for (;;) {
    std::unique_ptr<job> j;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to finish
      j = std::move(queue_.front());
      queue_.pop_front();
      ++busy_;
    }
    std::exception_ptr connect_error;
    if (!conn || !conn->is_open()) {
      conn.reset();
      try {
        conn = std::make_unique<pqxx::connection>(options_.url);
        if (options_.on_connect) options_.on_connect(*conn);
      } catch (...) {
        connect_error = to_domain_error(std::current_exception());
      }
    }
    j->execute(conn.get(), connect_error);
    std::lock_guard lock(mutex_);
    --busy_;
  }
}

db_pool::usage db_pool::current_usage() const
{
  std::lock_guard lock(mutex_);
  return {.workers = options_.workers, .busy = busy_, .queued = queue_.size(), .refused = refused_};
}

std::exception_ptr to_domain_error(std::exception_ptr error)
{
  try {
    std::rethrow_exception(error);
  } catch (const pqxx::broken_connection&) {
    return std::make_exception_ptr(domain::unavailable_error("Database unavailable"));
  } catch (const pqxx::sql_error& e) {
    // The server is shutting down or refusing connections: class 57 and 08 states.
    const std::string& state = e.sqlstate();
    if (state.starts_with("57") || state.starts_with("08"))
      return std::make_exception_ptr(domain::unavailable_error("Database unavailable"));
    // On to the API's barrier, which logs it: the SQLSTATE and constraint, never the row.
    return std::make_exception_ptr(database_error(describe_database_error(e)));
  } catch (...) {
    return error;
  }
}

}  // namespace marine::persistence
