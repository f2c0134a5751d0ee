#include "persistence/postgres/db_pool.hpp"

#include "persistence/postgres/db_error.hpp"

#include <pqxx/except>
#include <pqxx/nontransaction>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace marine::persistence {
db_pool::db_pool(db_pool_options options) : options_(std::move(options)), slots_(options_.workers)
{
  threads_.reserve(options_.workers);
  for (auto& slot : slots_) threads_.emplace_back([this, &slot] { worker_loop(slot); });
  watchdog_ = std::thread([this] { watchdog_loop(); });
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
  watchdog_wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  if (watchdog_.joinable()) watchdog_.join();
}

void db_pool::enqueue(std::unique_ptr<job> j, std::chrono::milliseconds budget)
{
  j->deadline = clock::now() + (budget.count() > 0 ? budget : options_.deadlines.query);
  {
    std::lock_guard lock(mutex_);
    if (!stopping_ && queue_.size() < options_.queue_limit) {
      watch_locked(j->deadline);
      queue_.push_back(std::move(j));
      ready_.notify_one();
      return;
    }
    ++refused_;
  }
  // Refused outside the lock: completing the job posts to the caller's executor.
  j->execute(nullptr, std::make_exception_ptr(domain::unavailable_error("Server is busy, please retry")));
}

void db_pool::worker_loop(worker_slot& slot)
{
  set_thread_connect_timeout(options_.deadlines.connect);
  connection_ptr conn;
  for (;;) {
    bool shut = false;
    {
      std::unique_lock lock(mutex_);
      ready_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to finish
      slot.connecting = std::move(queue_.front());
      queue_.pop_front();
      shut = slot.shut;
      ++busy_;
    }
    std::exception_ptr connect_error;
    if (!conn || !conn->is_open() || shut) connect_error = reconnect(slot, conn);
    std::unique_ptr<job> j;
    {
      std::lock_guard lock(mutex_);
      j = std::move(slot.connecting);  // null: the watchdog answered it meanwhile
      if (j && !connect_error && j->deadline <= clock::now()) {
        connect_error = database_unavailable();  // too late to start it
        ++timed_out_;
      }
      if (j && !connect_error) {
        slot.busy_until = j->deadline;
        watch_locked(j->deadline);
      }
    }
    if (j) j->execute(connect_error ? nullptr : conn.get(), connect_error);
    std::lock_guard lock(mutex_);
    slot.busy_until = clock::time_point::max();
    --busy_;
  }
}

// A new connection for this worker, with statement_timeout and the prepared statements;
// null, or the reason it could not be had.
std::exception_ptr db_pool::reconnect(worker_slot& slot, connection_ptr& conn)
{
  drop(slot, conn);
  if (!reconnect_.try_begin()) return database_unavailable();
  try {
    conn = std::make_unique<pool_connection>(options_.url);
    {
      std::lock_guard lock(mutex_);
      slot.socket = ::fcntl(conn->sock(), F_DUPFD_CLOEXEC, 0);
      slot.busy_until = clock::now() + options_.deadlines.query;
      watch_locked(slot.busy_until);
    }
    // No JIT (as the read connections, pg_catalogue_repository.cpp): compiling a plan costs
    // seconds where our statements take milliseconds.
    pqxx::nontransaction(*conn).exec("SET statement_timeout = " + std::to_string(options_.deadlines.query.count()) + "; SET jit = off");
    if (options_.on_connect) options_.on_connect(*conn);
    std::lock_guard lock(mutex_);
    slot.busy_until = clock::time_point::max();
    if (slot.shut) throw pqxx::broken_connection("connection set-up timed out");
  } catch (...) {
    reconnect_.failed();
    drop(slot, conn);
    return to_domain_error(std::current_exception());
  }
  reconnect_.succeeded();
  return nullptr;
}

void db_pool::drop(worker_slot& slot, connection_ptr& conn)
{
  {
    std::lock_guard lock(mutex_);
    if (slot.socket >= 0) ::close(slot.socket);
    slot.socket = -1;
    slot.shut = false;
    slot.busy_until = clock::time_point::max();
  }
  conn.reset();
}

// Wakes the watchdog if `deadline` comes before the time it sleeps until.
void db_pool::watch_locked(clock::time_point deadline)
{
  if (deadline >= watchdog_until_) return;
  watchdog_until_ = deadline;
  watchdog_wake_.notify_one();
}

void db_pool::watchdog_loop()
{
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    const auto now = clock::now();
    std::vector<std::unique_ptr<job>> late;
    while (!queue_.empty() && queue_.front()->deadline <= now) {
      late.push_back(std::move(queue_.front()));
      queue_.pop_front();
    }
    auto next = queue_.empty() ? clock::time_point::max() : queue_.front()->deadline;
    for (auto& slot : slots_) {
      if (slot.connecting && slot.connecting->deadline <= now) late.push_back(std::move(slot.connecting));
      if (slot.connecting) next = std::min(next, slot.connecting->deadline);
      if (slot.busy_until > now) {
        next = std::min(next, slot.busy_until);
      } else if (slot.socket >= 0 && !slot.shut) {
        ::shutdown(slot.socket, SHUT_RDWR);
        slot.shut = true;
      }
    }
    if (!late.empty()) {
      timed_out_ += late.size();
      lock.unlock();
      for (auto& j : late) j->execute(nullptr, database_unavailable());
      late.clear();
      lock.lock();
      continue;
    }
    watchdog_until_ = next;
    if (next == clock::time_point::max())
      watchdog_wake_.wait(lock);
    else
      watchdog_wake_.wait_until(lock, next);
  }
}

db_pool::usage db_pool::current_usage() const
{
  std::lock_guard lock(mutex_);
  return {.workers = options_.workers,
          .busy = busy_,
          .queued = queue_.size(),
          .refused = refused_,
          .timed_out = timed_out_};
}

std::exception_ptr to_domain_error(std::exception_ptr error)
{
  try {
    std::rethrow_exception(error);
  } catch (const pqxx::broken_connection&) {
    return database_unavailable();
  } catch (const pqxx::in_doubt_error&) {
    // The connection broke during COMMIT: the write may or may not be there; not acknowledged.
    return database_unavailable();
  } catch (const pqxx::sql_error& e) {
    // On to the API's barrier, which logs it: the SQLSTATE and constraint, never the row.
    return statement_failure(e.sqlstate(), describe_database_error(e));
  } catch (...) {
    return error;
  }
}

}  // namespace marine::persistence
