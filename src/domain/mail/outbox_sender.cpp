#include "domain/mail/outbox_sender.hpp"

#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <algorithm>
#include <exception>

namespace marine::domain {
namespace {

constexpr int batch = 20;

}  // namespace

std::chrono::seconds outbox_sender::backoff(int attempts) noexcept
{
  const int doublings = std::clamp(attempts, 0, 7);  // 5 s · 2^7 = 640 s
  return std::min(std::chrono::seconds(5 << doublings), std::chrono::seconds(600));
}

awaitable<int> outbox_sender::send_due()
{
  int sent = 0;
  for (;;) {
    const auto due = co_await outbox_.take_due(batch, lease);
    for (const auto& q : due) {
      if (const auto error = co_await transport_.send(q.mail)) {
        ++failed_;
        co_await outbox_.mark_failed(q.id, error->substr(0, 300), backoff(q.attempts));
      } else {
        ++sent_;
        ++sent;
        co_await outbox_.mark_sent(q.id);
      }
    }
    if (static_cast<int>(due.size()) < batch) co_return sent;
  }
}

double outbox_sender::oldest_age_seconds() const noexcept
{
  const double since = oldest_since_.load();
  if (since == 0) return 0;
  const std::chrono::duration<double> now = std::chrono::system_clock::now().time_since_epoch();
  return std::max(0.0, now.count() - since);
}

awaitable<void> outbox_sender::run(std::chrono::milliseconds poll)
{
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    try {
      co_await send_due();
      const auto state = co_await outbox_.state();
      const std::chrono::duration<double> now = std::chrono::system_clock::now().time_since_epoch();
      pending_ = state.pending;
      oldest_since_ = state.oldest_seconds ? now.count() - *state.oldest_seconds : 0.0;
    } catch (const std::exception&) {
      // The database is away: the mail waits in the outbox until it is back.
    }
    timer.expires_after(poll);
    co_await timer.async_wait(boost::asio::use_awaitable);
  }
}

}  // namespace marine::domain
