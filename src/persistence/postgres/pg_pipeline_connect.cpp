// pg_pipeline: opening the connection, and the deadlines (see pg_pipeline.hpp).
#include "persistence/postgres/pg_pipeline.hpp"

#include "persistence/postgres/db_error.hpp"
#include "persistence/postgres/pg_connect.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <fmt/format.h>

#include <algorithm>

namespace marine::persistence {
namespace asio = boost::asio;

// Each set-up statement has a sync point of its own, so that a failure is its own.
bool pg_pipeline::send_setup()
{
  if (!options_.setup.empty()) {
    if (PQsendQueryParams(conn_, options_.setup.c_str(), 0, nullptr, nullptr, nullptr, nullptr, 0) != 1) return false;
    in_flight_.push_back({});
    if (!sync()) return false;
  }
  for (const auto& s : options_.statements) {
    if (PQsendPrepare(conn_, s.name.c_str(), s.sql.c_str(), 0, nullptr) != 1) return false;
    in_flight_.push_back({});
    if (!sync()) return false;
  }
  return true;
}

void pg_pipeline::start_connect()
{
  state_ = state::connecting;
  connect_deadline_ = clock::now() + options_.connect_timeout;
  watch(connect_deadline_);
  asio::co_spawn(executor_, connect(generation_), asio::detached);
}

asio::awaitable<void> pg_pipeline::connect(unsigned generation)
{
  conn_ = PQconnectStart(options_.url.c_str());
  if (!conn_ || PQstatus(conn_) == CONNECTION_BAD)
    co_return connect_failed(conn_ ? one_line(PQerrorMessage(conn_)) : "out of memory");
  PostgresPollingStatusType poll = PGRES_POLLING_WRITING;
  while (poll != PGRES_POLLING_OK) {
    const int fd = PQsocket(conn_);
    if (poll == PGRES_POLLING_FAILED || fd < 0) co_return connect_failed(one_line(PQerrorMessage(conn_)));
    // libpq may move to another socket (the next address of a host name) while connecting.
    if (!socket_ || socket_->native_handle() != fd) {
      if (socket_) socket_->release();
      socket_.emplace(executor_, fd);
    }
    boost::system::error_code ec;
    co_await socket_->async_wait(poll == PGRES_POLLING_READING ? asio::posix::stream_descriptor::wait_read
                                                               : asio::posix::stream_descriptor::wait_write,
                                 asio::redirect_error(asio::use_awaitable, ec));
    if (generation != generation_) co_return;  // closed meanwhile, or past the connect deadline
    poll = PQconnectPoll(conn_);
  }
  if (PQsetnonblocking(conn_, 1) != 0 || PQenterPipelineMode(conn_) != 1 || !send_setup())
    co_return connect_failed(one_line(PQerrorMessage(conn_)));
  connected();
}

// Queries fail at once until the backoff allows the next attempt (reconnect_backoff.hpp).
void pg_pipeline::connect_failed(const std::string& why)
{
  reconnect_->failed();
  fail(why);
}

void pg_pipeline::connected()
{
  reconnect_->succeeded();
  state_ = state::ready;
  flush();
  if (state_ != state::ready) return;
  asio::co_spawn(executor_, read_loop(generation_), asio::detached);
  auto waiting = std::move(waiting_);
  waiting_.clear();
  for (auto& w : waiting) asio::post(executor_, [h = std::move(w.ready)]() mutable { std::move(h)(nullptr); });
}

// Arms the timer if `deadline` comes before the one it is armed for. Deadlines are added
// in about the order they fall due, so under load this rarely re-arms.
void pg_pipeline::watch(clock::time_point deadline)
{
  if (deadline >= timer_at_) return;
  timer_at_ = deadline;
  deadline_timer_.expires_at(deadline);
  deadline_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;  // re-armed, or the pipeline is gone
    timer_at_ = clock::time_point::max();
    on_deadline();
  });
}

void pg_pipeline::on_deadline()
{
  const auto now = clock::now();
  if (state_ == state::connecting && now >= connect_deadline_)
    return connect_failed(fmt::format("connect timed out after {} ms", options_.connect_timeout.count()));
  // A query that waited for the connection this long gives up (the attempt goes on for the others).
  while (!waiting_.empty() && waiting_.front().deadline <= now) {
    asio::post(executor_, [h = std::move(waiting_.front().ready)]() mutable {
      std::move(h)(database_unavailable());
    });
    waiting_.pop_front();
  }
  auto next = state_ == state::connecting ? connect_deadline_ : clock::time_point::max();
  if (!waiting_.empty()) next = std::min(next, waiting_.front().deadline);
  for (const auto& q : in_flight_) {
    if (!q.done) continue;
    if (q.deadline <= now) {
      // Answers come in order: nothing behind this one will come either.
      reconnect_->failed();
      return fail(fmt::format("no answer within {} ms", options_.query_timeout.count()));
    }
    next = std::min(next, q.deadline);
  }
  watch(next);
}

}  // namespace marine::persistence
