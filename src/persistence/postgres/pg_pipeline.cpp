#include "persistence/postgres/pg_pipeline.hpp"

#include "persistence/postgres/pg_connect.hpp"
#include "persistence/postgres/db_error.hpp"
#include "support/log.hpp"

#include <boost/asio/async_result.hpp>
#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <stdexcept>

namespace marine::persistence {
namespace asio = boost::asio;

namespace {

// A statement that did not run because an earlier one of its batch failed.
struct aborted_by_batch {};

std::exception_ptr error_of(const PGresult* r)
{
  const char* state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
  return statement_failure(state ? state : "", describe_database_error(r));
}

}  // namespace

pg_pipeline::pg_pipeline(asio::any_io_executor executor, pg_pipeline_options options)
    : executor_(std::move(executor)),
      options_(std::move(options)),
      reconnect_(options_.reconnect ? options_.reconnect : std::make_shared<reconnect_backoff>()),
      deadline_timer_(executor_)
{
}

pg_pipeline::~pg_pipeline() { close(); }

void pg_pipeline::close()
{
  if (state_ == state::connecting) reconnect_->abandoned();
  deadline_timer_.cancel();
  timer_at_ = clock::time_point::max();
  in_flight_.clear();
  waiting_.clear();
  reset_connection();
}

void pg_pipeline::reset_connection()
{
  ++generation_;
  if (socket_) {
    // libpq owns the descriptor: asio forgets it (cancelling its waits), PQfinish closes it.
    socket_->release();
    socket_.reset();
  }
  if (conn_) PQfinish(conn_);
  conn_ = nullptr;
  flushing_ = false;
  flush_scheduled_ = false;
  state_ = state::closed;
}

// The connection is gone: every query in flight and every coroutine waiting for the
// connection learns it now.
void pg_pipeline::fail(const std::string& why)
{
  // A lost connection is news; failed reconnects during an outage are not (db_pool and
  // /readyz say that already).
  if (state_ == state::ready) log::warn("msg=db_pipeline_lost error={}", log::quote(why));
  else log::debug("msg=db_pipeline_connect_failed error={}", log::quote(why));
  reset_connection();
  auto in_flight = std::move(in_flight_);
  in_flight_.clear();
  auto waiting = std::move(waiting_);
  waiting_.clear();
  for (auto& q : in_flight) {
    if (q.done) asio::post(executor_, [h = std::move(q.done)]() mutable { std::move(h)(database_unavailable(), pg_result{}); });
  }
  for (auto& w : waiting) asio::post(executor_, [h = std::move(w.ready)]() mutable { std::move(h)(database_unavailable()); });
}

asio::awaitable<pg_result> pg_pipeline::exec(const char* statement, std::span<const char* const> params,
                                             statement_kind kind)
{
  // One deadline for the whole query, its resending included.
  const auto deadline = clock::now() + options_.query_timeout;
  // Aborted by another statement of its batch (see pg_pipeline.hpp): it never ran, so it
  // is sent once more. `params` is still the caller's: it lives until this coroutine ends.
  for (int attempt = 1;; ++attempt) {
    try {
      co_return co_await send_and_wait(statement, params, kind, deadline);
    } catch (const aborted_by_batch&) {
      if (attempt == 2) std::rethrow_exception(database_unavailable());
    }
  }
}

asio::awaitable<pg_result> pg_pipeline::send_and_wait(const char* statement, std::span<const char* const> params,
                                                      statement_kind kind, clock::time_point deadline)
{
  if (state_ != state::ready) {
    const bool start = state_ == state::closed;
    if (start && !reconnect_->try_begin()) std::rethrow_exception(database_unavailable());
    // Registered before the attempt starts: a connect that fails at once (a unix socket
    // that is gone) completes inside start_connect(), and must find this query waiting.
    co_await asio::async_initiate<const asio::use_awaitable_t<>, void(std::exception_ptr)>(
        [this, deadline, start](auto h) {
          waiting_.push_back({std::move(h), deadline});
          watch(deadline);
          if (start) start_connect();
        },
        asio::use_awaitable);
    if (state_ != state::ready) std::rethrow_exception(database_unavailable());
  }
  // Sent inside the initiation, so the query's place in in_flight_ is its place on the wire.
  co_return co_await asio::async_initiate<const asio::use_awaitable_t<>, void(std::exception_ptr, pg_result)>(
      [this, statement, params, kind, deadline](auto h) {
        const bool custom = kind == statement_kind::planned_each_time;
        if (state_ != state::ready || (custom && !send_plan_mode(true)) || !send(statement, params, kind)) {
          if (state_ == state::ready) fail(one_line(PQerrorMessage(conn_)));
          asio::post(executor_, [h = std::move(h)]() mutable { std::move(h)(database_unavailable(), pg_result{}); });
          return;
        }
        in_flight_.push_back({.done = std::move(h), .deadline = deadline});
        if (custom && !send_plan_mode(false)) return fail(one_line(PQerrorMessage(conn_)));
        watch(deadline);
        schedule_flush();
      },
      asio::use_awaitable);
}

// The read connections plan generically (catalogue_read_options), and PostgreSQL applies
// that to unnamed statements too: a statement planned each time is preceded by a switch to
// custom plans and followed by the switch back. Each switch opens a sync segment of its own,
// so that a statement failing before it (or this one failing: a deadline) aborts neither.
bool pg_pipeline::send_plan_mode(bool custom)
{
  if (!in_flight_.empty() && !in_flight_.back().sync && !sync()) return false;
  const char* sql = custom ? "SET plan_cache_mode = force_custom_plan" : "SET plan_cache_mode = force_generic_plan";
  if (PQsendQueryParams(conn_, sql, 0, nullptr, nullptr, nullptr, nullptr, 0) != 1) return false;
  in_flight_.push_back({});
  return true;
}

// Queued in libpq's output buffer only: flush() ends the batch with a sync point and sends it.
bool pg_pipeline::send(const char* statement, std::span<const char* const> params, statement_kind kind)
{
  const int n = static_cast<int>(params.size());
  const int binary = options_.binary_results ? 1 : 0;
  if (kind == statement_kind::planned_each_time)
    return PQsendQueryParams(conn_, statement, n, nullptr, params.data(), nullptr, nullptr, binary) == 1;
  return PQsendQueryPrepared(conn_, statement, n, params.data(), nullptr, nullptr, binary) == 1;
}

bool pg_pipeline::sync()
{
  if (PQpipelineSync(conn_) != 1) return false;
  in_flight_.push_back({.sync = true});
  return true;
}

// The queries of every request handled in this turn of the event loop go out together, in
// one write, once the handlers that are ready now have run.
void pg_pipeline::schedule_flush()
{
  if (flush_scheduled_) return;
  flush_scheduled_ = true;
  asio::post(executor_, [this, generation = generation_] {
    if (generation != generation_) return;
    flush_scheduled_ = false;
    flush();
  });
}

void pg_pipeline::flush()
{
  // Statements sent since the last sync point (the newest entry is one) end the batch.
  const bool unsynced = !in_flight_.empty() && !in_flight_.back().sync;
  if (unsynced && !sync()) return fail(one_line(PQerrorMessage(conn_)));
  if (flushing_) return;
  const int r = PQflush(conn_);
  if (r < 0) return fail(one_line(PQerrorMessage(conn_)));
  // Unable to write everything, libpq reads what the server sent meanwhile (so neither side
  // waits for the other): answers may now be in its buffer, and no readiness event will
  // announce them.
  drain();
  if (r == 1 && state_ == state::ready) {
    // The socket buffer is full: the rest goes out when it can take more.
    flushing_ = true;
    asio::co_spawn(executor_, flush_loop(generation_), asio::detached);
  }
}

asio::awaitable<void> pg_pipeline::flush_loop(unsigned generation)
{
  while (generation == generation_ && flushing_) {
    boost::system::error_code ec;
    co_await socket_->async_wait(asio::posix::stream_descriptor::wait_write, asio::redirect_error(asio::use_awaitable, ec));
    if (generation != generation_) co_return;
    if (ec) co_return fail(ec.message());
    const int r = PQflush(conn_);
    if (r < 0) co_return fail(one_line(PQerrorMessage(conn_)));
    if (r == 0) flushing_ = false;
    drain();  // see flush()
  }
}

// Always waiting for input while connected: answers, and the end of the connection (the
// server's shutdown) even when idle, so the next query does not go to a dead socket.
asio::awaitable<void> pg_pipeline::read_loop(unsigned generation)
{
  // Asio's epoll reactor is edge-triggered and a wait is never tried speculatively: input
  // that arrived before the first wait was queued (the set-up answers, while this
  // coroutine was being started) would not wake it. So read first, then wait. Later
  // iterations need no such read: between a read and the next wait this thread does not
  // return to the reactor, so a new arrival is still pending in epoll when the wait is queued.
  for (bool waited = false;; waited = true) {
    if (waited) {
      boost::system::error_code ec;
      co_await socket_->async_wait(asio::posix::stream_descriptor::wait_read,
                                   asio::redirect_error(asio::use_awaitable, ec));
      if (generation != generation_) co_return;
      if (ec) co_return fail(ec.message());
    }
    if (PQconsumeInput(conn_) != 1) co_return fail(one_line(PQerrorMessage(conn_)));
    drain();
    if (generation != generation_) co_return;
    // libpq may have held back output until it could read (see PQflush).
    if (flushing_) {
      const int r = PQflush(conn_);
      if (r < 0) co_return fail(one_line(PQerrorMessage(conn_)));
      if (r == 0) flushing_ = false;
      drain();
    }
  }
}

// Hands out every complete answer. Per statement libpq gives its result (or
// PGRES_PIPELINE_ABORTED), then NULL, which completes it; per sync point it gives
// PGRES_PIPELINE_SYNC.
void pg_pipeline::drain()
{
  while (!in_flight_.empty() && PQisBusy(conn_) == 0) {
    pg_result r(PQgetResult(conn_));
    auto& front = in_flight_.front();
    if (front.sync) {
      if (!r) continue;
      if (PQresultStatus(r.get()) != PGRES_PIPELINE_SYNC) return fail("unexpected result at a sync point");
      in_flight_.pop_front();
      continue;
    }
    if (!r) {
      auto q = std::move(front);
      in_flight_.pop_front();
      if (!q.done) {
        // A set-up statement failed: nothing prepared can be trusted.
        if (q.error) return fail("connection set-up failed");
        continue;
      }
      asio::post(executor_, [h = std::move(q.done), e = q.error, res = std::move(q.result)]() mutable {
        std::move(h)(e, std::move(res));
      });
      continue;
    }
    switch (PQresultStatus(r.get())) {
      case PGRES_TUPLES_OK:
      case PGRES_COMMAND_OK:
        front.result = std::move(r);
        break;
      case PGRES_PIPELINE_ABORTED:
        front.error = std::make_exception_ptr(aborted_by_batch{});
        break;
      default:
        front.error = error_of(r.get());
        if (!front.done) log::error("msg=db_pipeline_setup_failed error={}", log::quote(describe_database_error(r.get())));
        break;
    }
  }
}

}  // namespace marine::persistence
