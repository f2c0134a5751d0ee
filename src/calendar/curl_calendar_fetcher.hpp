#pragma once
// The server-side fetch of other channels' calendar feeds with libcurl, defended against SSRF
// (docs/security.md, "Calendar feeds (SSRF)"): every URL, the first and each redirect's, is
// checked by the address policy; every connection's actual peer address is checked before a
// byte is sent; redirects are followed here, not by curl, at most 3; 10 s in all; 2 MB at
// most, decoded; text/calendar or text/plain only. No proxy, cookies, netrc or auth.
// Each blocking call runs on `threads`, never on an I/O thread.

#include "calendar/address_policy.hpp"
#include "domain/charter/channel_calendar.hpp"

#include <boost/asio/thread_pool.hpp>

#include <chrono>
#include <string>
#include <vector>

namespace marine::calendar {

inline constexpr std::chrono::milliseconds fetch_time_limit{10'000};
inline constexpr int max_feed_redirects = 3;
inline constexpr std::string_view feed_user_agent = "MarineCalendarSync/1.0";

class curl_calendar_fetcher final : public domain::calendar_fetcher {
 public:
  // `allow_hosts`: CALENDAR_ALLOW_HOSTS, the hosts that may resolve to any address.
  curl_calendar_fetcher(boost::asio::thread_pool& threads, std::vector<std::string> allow_hosts);

  domain::awaitable<std::optional<std::string>> refusal(std::string url, bool allow_http) override;
  domain::awaitable<domain::fetch_answer> fetch(domain::fetch_request request) override;

 private:
  boost::asio::thread_pool& threads_;
  address_policy policy_;
};

}  // namespace marine::calendar
