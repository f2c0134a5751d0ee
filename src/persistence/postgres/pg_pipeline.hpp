#pragma once
// One PostgreSQL connection in libpq's pipeline mode, owned by one I/O thread's executor.
//
// The public catalogue reads are single prepared statements. Through db_pool each costs
// two thread hand-offs (I/O thread -> worker -> I/O thread) and a blocking round trip per
// request. Here the I/O thread sends the query itself, without waiting for the answers to
// earlier ones: the queries of every request in flight on this thread share the
// connection, and the answers come back in order to the coroutines that asked. Nothing
// here locks: only this executor's thread ever touches the connection.
//
// The statements of one turn of the event loop go out as one batch with one sync point
// at its end: one write from us, and one implicit transaction, one "ready for query" and
// one write from the server for the whole batch (a sync point per statement cost the
// server a transaction and a send(2) per statement). The price: a statement that fails
// aborts the statements after it in its batch. Those were read-only and never ran, so
// they are sent again, once; only the failing statement reports its error.
//
// The connection is opened on first use and after a failure, without blocking the thread
// (PQconnectStart/PQconnectPoll). A lost connection fails the queries in flight with
// domain::unavailable_error (503); the next query reconnects when the shared
// reconnect_backoff allows, and fails at once while it does not.
//
// Deadlines (docs/security.md, "Database outage"): a connect attempt is abandoned after
// connect_timeout; a query waits at most query_timeout in all, for the connection (an
// attempt started for another query included) and for its answer. Answers come in order,
// so a query past its deadline means the connection is stuck (a statement that hangs, a
// host that went silent): it is dropped, and the queries behind it fail at once.

#include <boost/asio/any_completion_handler.hpp>
#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>
#include <boost/asio/steady_timer.hpp>

#include "persistence/postgres/database_deadlines.hpp"
#include "persistence/postgres/pg_result.hpp"
#include "persistence/postgres/reconnect_backoff.hpp"

#include <libpq-fe.h>

#include <chrono>
#include <deque>
#include <exception>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace marine::persistence {

struct prepared_statement {
  std::string name;
  std::string sql;
};

struct pg_pipeline_options {
  std::string url;
  // Prepared on every new connection, after `setup` (a parameterless statement, e.g. SET).
  std::vector<prepared_statement> statements;
  std::string setup;
  // Results in PostgreSQL's binary format (persistence/postgres/pg_binary.hpp) instead of text.
  bool binary_results = false;
  std::chrono::milliseconds connect_timeout{500};  // one connection attempt
  std::chrono::milliseconds query_timeout{800};    // a query's whole wait, from exec() to its answer
  // Shared by the pipelines of one database (null: one of its own).
  std::shared_ptr<reconnect_backoff> reconnect;
};

// What exec's `statement` is: a prepared statement's name (planned once, generically, on the
// read connections), or SQL text planned for its parameters each time: the search's shapes,
// where a generic plan cannot tell an unused filter ('' = '') from a used one.
enum class statement_kind { prepared, planned_each_time };

class pg_pipeline {
 public:
  pg_pipeline(boost::asio::any_io_executor executor, pg_pipeline_options options);
  ~pg_pipeline();
  pg_pipeline(const pg_pipeline&) = delete;
  pg_pipeline& operator=(const pg_pipeline&) = delete;

  // Executes a prepared statement with text parameters (NUL-terminated; only read during
  // the call) and returns its rows. Must be awaited on this pipeline's executor.
  // Errors: domain::unavailable_error when the database cannot be reached or went away,
  // std::runtime_error for any other database error.
  boost::asio::awaitable<pg_result> exec(const char* statement, std::span<const char* const> params,
                                         statement_kind kind = statement_kind::prepared);

  // Drops the connection and every query in flight without completing them (shutdown).
  void close();

 private:
  using clock = std::chrono::steady_clock;
  using handler = boost::asio::any_completion_handler<void(std::exception_ptr, pg_result)>;
  using ready_handler = boost::asio::any_completion_handler<void(std::exception_ptr)>;
  struct in_flight {
    handler done;       // empty for the statements sent while connecting and for sync points
    bool sync = false;  // a sync point, not a statement
    pg_result result;
    std::exception_ptr error;
    clock::time_point deadline = clock::time_point::max();
  };
  struct waiter {
    ready_handler ready;
    clock::time_point deadline;
  };

  boost::asio::awaitable<pg_result> send_and_wait(const char* statement, std::span<const char* const> params,
                                                  statement_kind kind, clock::time_point deadline);
  void start_connect();
  boost::asio::awaitable<void> connect(unsigned generation);
  boost::asio::awaitable<void> read_loop(unsigned generation);
  boost::asio::awaitable<void> flush_loop(unsigned generation);
  bool send(const char* statement, std::span<const char* const> params, statement_kind kind);
  bool sync();
  bool send_plan_mode(bool custom);
  bool send_setup();
  void schedule_flush();
  void flush();
  void drain();
  void connected();
  void fail(const std::string& why);
  void connect_failed(const std::string& why);
  void reset_connection();
  void watch(clock::time_point deadline);
  void on_deadline();

  boost::asio::any_io_executor executor_;
  const pg_pipeline_options options_;
  PGconn* conn_ = nullptr;
  std::optional<boost::asio::posix::stream_descriptor> socket_;
  enum class state { closed, connecting, ready } state_ = state::closed;
  // Bumped whenever the connection is dropped: coroutines of an older connection stop.
  unsigned generation_ = 0;
  bool flushing_ = false;         // a flush_loop waits for the socket to take more
  bool flush_scheduled_ = false;  // a flush is posted
  std::shared_ptr<reconnect_backoff> reconnect_;
  clock::time_point connect_deadline_{};
  // One timer for every deadline: armed for the earliest (timer_at_), re-armed when it fires.
  boost::asio::steady_timer deadline_timer_;
  clock::time_point timer_at_ = clock::time_point::max();
  std::deque<in_flight> in_flight_;
  std::deque<waiter> waiting_;
};

}  // namespace marine::persistence
