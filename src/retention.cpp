#include "retention.hpp"

#include "support/log.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/this_coro.hpp>
#include <boost/asio/use_awaitable.hpp>

#include <chrono>
#include <exception>

namespace marine {
namespace {

boost::asio::awaitable<void> remove_daily(std::string what, expired_removal remove, int retention_days)
{
  boost::asio::steady_timer timer(co_await boost::asio::this_coro::executor);
  for (;;) {
    try {
      if (const auto removed = co_await remove(retention_days); removed > 0)
        log::info("msg=expired_removed what={} removed={} retention_days={}", what, removed, retention_days);
    } catch (const std::exception&) {
      // A database outage: the next day's run catches up.
      log::warn("msg=expired_removal_failed what={}", what);
    }
    timer.expires_after(std::chrono::hours(24));
    co_await timer.async_wait(boost::asio::use_awaitable);
  }
}

}  // namespace

void remove_expired_daily(boost::asio::io_context& io, std::string what, expired_removal remove, int retention_days)
{
  boost::asio::co_spawn(io, remove_daily(std::move(what), std::move(remove), retention_days), boost::asio::detached);
}

}  // namespace marine
