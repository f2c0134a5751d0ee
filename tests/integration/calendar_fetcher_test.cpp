// The SSRF-defended fetch of calendar feeds (calendar/curl_calendar_fetcher.hpp,
// docs/security.md "Calendar feeds (SSRF)") against a real HTTP server on 127.0.0.1.
// `feeds.localhost` is allow-listed (curl resolves *.localhost to loopback by itself);
// `localhost` and every other name are not. No database needed.
#include "calendar/curl_calendar_fetcher.hpp"
#include "integration/feed_server.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/asio/use_future.hpp>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

namespace marine::calendar {
namespace {

using namespace std::chrono_literals;
using outcome = domain::fetch_answer::outcome;
using steady = std::chrono::steady_clock;

const std::string inside = "The address points inside our network";

template <class T>
T run_sync(boost::asio::awaitable<T> task)
{
  boost::asio::io_context io;
  auto result = boost::asio::co_spawn(io, std::move(task), boost::asio::use_future);
  io.run();
  return result.get();
}

class calendar_fetcher_test : public ::testing::Test {
 protected:
  std::string url(std::string_view path, std::string_view host = "feeds.localhost") const
  {
    return fmt::format("http://{}:{}{}", host, server.port(), path);
  }
  domain::fetch_answer fetch(std::string address, bool allow_http = true, std::optional<std::string> etag = {})
  {
    return run_sync(fetcher.fetch(
        {.url = std::move(address), .allow_http = allow_http, .etag = std::move(etag), .last_modified = {}}));
  }
  std::optional<std::string> refusal(std::string address, bool allow_http = true)
  {
    return run_sync(fetcher.refusal(std::move(address), allow_http));
  }

  testing::feed_server server;
  boost::asio::thread_pool threads{2};
  curl_calendar_fetcher fetcher{threads, {"feeds.localhost"}};
};

TEST_F(calendar_fetcher_test, a_feed_then_not_modified_on_its_etag)
{
  EXPECT_EQ(refusal(url("/feed.ics")), std::nullopt);
  const auto first = fetch(url("/feed.ics"));
  ASSERT_EQ(first.what, outcome::fetched) << first.error;
  EXPECT_EQ(first.body, testing::feed_text);
  EXPECT_EQ(first.etag, "\"v1\"");
  EXPECT_EQ(first.last_modified, "Sun, 06 Dec 2026 10:00:00 GMT");
  const auto head = server.heads().at(0);
  EXPECT_NE(head.find("User-Agent: MarineCalendarSync/1.0\r\n"), std::string::npos) << head;
  EXPECT_NE(head.find("Accept: text/calendar, text/plain;q=0.9\r\n"), std::string::npos) << head;

  const auto second = fetch(url("/feed.ics"), true, first.etag);
  EXPECT_EQ(second.what, outcome::not_modified) << second.error;
  EXPECT_TRUE(second.body.empty());
  EXPECT_NE(server.heads().at(1).find("If-None-Match: \"v1\"\r\n"), std::string::npos);

  const auto plain = fetch(url("/plain.ics"));
  EXPECT_EQ(plain.what, outcome::fetched) << "text/plain, in any case: " << plain.error;
}

TEST_F(calendar_fetcher_test, a_redirect_into_our_network_is_never_followed)
{
  for (auto path : {"/to-internal", "/to-internal-https"}) {
    const auto answer = fetch(url(path));
    EXPECT_EQ(answer.what, outcome::failed) << path;
    EXPECT_EQ(answer.error, inside) << path;
  }
  // http on a redirect is for the original host only.
  const auto to_localhost = fetch(url("/to-localhost"));
  EXPECT_EQ(to_localhost.what, outcome::failed);
  EXPECT_EQ(to_localhost.error, "The calendar redirected to an http:// address");
  EXPECT_TRUE(server.saw("/to-internal"));
  EXPECT_FALSE(server.saw("/internal")) << "the server was asked for /internal";
}

TEST_F(calendar_fetcher_test, local_addresses_are_refused_without_a_connection)
{
  const auto port = server.port();
  // localhost and other.localhost are names: refused at the connection, by the peer's address.
  const std::vector<std::string> addresses{
      url("/feed.ics", "127.0.0.1"),      url("/feed.ics", "localhost"),
      url("/feed.ics", "other.localhost"), url("/feed.ics", "[::1]"),
      url("/feed.ics", "[::ffff:127.0.0.1]"), url("/feed.ics", "0.0.0.0"),
      fmt::format("http://10.0.0.1:{}/feed.ics", port), "http://169.254.169.254/latest/meta-data/",
      "https://[fd00:ec2::254]/latest/meta-data/", "https://100.100.100.200/latest/meta-data/"};
  for (const auto& address : addresses) {
    EXPECT_EQ(refusal(address), "This address points inside our network") << address;
    const auto start = steady::now();
    const auto answer = fetch(address);
    EXPECT_LT(steady::now() - start, 2s) << address << ": refused before any connection, not timed out";
    EXPECT_EQ(answer.what, outcome::failed) << address;
    EXPECT_EQ(answer.error, inside) << address;
  }
  EXPECT_TRUE(server.heads().empty()) << "no request reached the server";
}

TEST_F(calendar_fetcher_test, an_endless_or_huge_calendar_is_cut_at_2_mb)
{
  for (auto path : {"/endless", "/huge", "/gzip-bomb"}) {
    const auto start = steady::now();
    const auto answer = fetch(url(path));
    EXPECT_EQ(answer.what, outcome::failed) << path;
    EXPECT_EQ(answer.error, "The calendar is larger than 2 MB") << path;
    EXPECT_TRUE(answer.body.empty()) << path;
    EXPECT_LT(steady::now() - start, 9s) << path << ": cut by size, not by the time limit";
  }
}

TEST_F(calendar_fetcher_test, a_slow_drip_is_cut_at_10_seconds_in_all)
{
  const auto start = steady::now();
  const auto answer = fetch(url("/drip"));
  const auto took = steady::now() - start;
  EXPECT_EQ(answer.what, outcome::failed);
  EXPECT_EQ(answer.error, "The calendar took longer than 10 seconds");
  EXPECT_GE(took, 9500ms);
  EXPECT_LT(took, 15s) << "an answer, not a hang";
}

TEST_F(calendar_fetcher_test, the_10_seconds_are_for_all_redirects_together)
{
  // Four answers of 4 s each: every one within 10 s, the whole not.
  const auto start = steady::now();
  const auto answer = fetch(url("/slow-hop/3"));
  const auto took = steady::now() - start;
  EXPECT_EQ(answer.what, outcome::failed);
  EXPECT_EQ(answer.error, "The calendar took longer than 10 seconds");
  EXPECT_GE(took, 9500ms);
  EXPECT_LT(took, 11500ms) << "cut at 10 s, not after the hop that passed them";
}

TEST_F(calendar_fetcher_test, only_a_calendar_is_taken)
{
  for (auto path : {"/html", "/no-type"}) {
    const auto answer = fetch(url(path));
    EXPECT_EQ(answer.what, outcome::failed) << path;
    EXPECT_EQ(answer.error, "The address did not answer with a calendar") << path;
    EXPECT_TRUE(answer.body.empty()) << path;
  }
  EXPECT_EQ(fetch(url("/missing")).error, "The calendar answered 404");
}

TEST_F(calendar_fetcher_test, at_most_3_redirects)
{
  const auto three = fetch(url("/hop/3"));
  EXPECT_EQ(three.what, outcome::fetched) << three.error;
  EXPECT_EQ(three.body, testing::feed_text);
  const auto four = fetch(url("/hop/4"));
  EXPECT_EQ(four.what, outcome::failed);
  EXPECT_EQ(four.error, "The calendar redirected more than 3 times");
  std::size_t last_hops = 0;
  for (const auto& head : server.heads()) last_hops += head.starts_with("GET /hop/0 ") ? 1 : 0;
  EXPECT_EQ(last_hops, 1u) << "the fourth redirect was not followed";
  EXPECT_EQ(server.heads().size(), 4u + 4u);
}

TEST_F(calendar_fetcher_test, http_only_when_allowed)
{
  EXPECT_EQ(refusal(url("/feed.ics"), false), "Use an https:// address, or allow http for this host");
  const auto answer = fetch(url("/feed.ics"), false);
  EXPECT_EQ(answer.what, outcome::failed);
  EXPECT_EQ(answer.error, "Use an https:// address, or allow http for this host");
  EXPECT_TRUE(server.heads().empty());
}

TEST_F(calendar_fetcher_test, an_unknown_host_is_named_so)
{
  EXPECT_EQ(refusal("https://calendar.invalid/feed.ics"), "This host cannot be found");
  EXPECT_EQ(fetch("https://calendar.invalid/feed.ics").error, "This host cannot be found");
}

TEST_F(calendar_fetcher_test, an_error_never_holds_the_url)
{
  const std::string secret = "private-5f2a9c1e";
  for (auto path : {"/missing", "/html", "/to-internal", "/hop/4"}) {
    const auto answer = fetch(url(fmt::format("{}?token={}", path, secret)));
    EXPECT_EQ(answer.what, outcome::failed) << path;
    EXPECT_EQ(answer.error.find(secret), std::string::npos) << answer.error;
    EXPECT_EQ(answer.error.find("feeds.localhost"), std::string::npos) << answer.error;
  }
}

}  // namespace
}  // namespace marine::calendar
