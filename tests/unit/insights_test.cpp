// Enquiry insights' rules (docs/insights.md): events validated and sourced, counted in
// memory per day in Asia/Dubai, sources capped per day, robots recognised, and the
// per-address rate limit.
#include "domain/rules/address_rate_limit.hpp"
#include "domain/insights/enquiry_tally.hpp"
#include "domain/insights/insights_service.hpp"
#include "domain/insights/source_gate.hpp"

#include <gtest/gtest.h>

#include <thread>

using namespace marine::domain;
using namespace std::chrono;

namespace {

system_clock::time_point utc(int y, unsigned m, unsigned d, int h, int min, int s)
{
  return sys_days(year_month_day(year(y), month(m), day(d))) + hours(h) + minutes(min) + seconds(s);
}

enquiry_event event(event_kind k, std::string product, std::string source = "direct")
{
  return {k, std::move(product), std::move(source)};
}

}  // namespace

TEST(insights_day, a_day_in_dubai_starts_at_20_00_utc_the_evening_before)
{
  EXPECT_EQ(iso_date(dubai_day(utc(2026, 3, 9, 19, 59, 59))), "2026-03-09");
  EXPECT_EQ(iso_date(dubai_day(utc(2026, 3, 9, 20, 0, 0))), "2026-03-10");
  EXPECT_EQ(iso_date(dubai_day(utc(2026, 3, 10, 0, 0, 0))), "2026-03-10");
  // The year turns at 20:00 UTC on 31 December; no daylight saving in March or October.
  EXPECT_EQ(iso_date(dubai_day(utc(2025, 12, 31, 20, 0, 0))), "2026-01-01");
  EXPECT_EQ(iso_date(dubai_day(utc(2026, 10, 25, 19, 59, 59))), "2026-10-25");
  EXPECT_EQ(iso_date(dubai_day(utc(2024, 2, 28, 20, 30, 0))), "2024-02-29");
}

TEST(insights_day, dates_parse_strictly)
{
  EXPECT_EQ(iso_date(*parse_iso_date("2026-11-25")), "2026-11-25");
  for (auto bad : {"2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026/01/01", "", "2026-01-01x", "1999-12-31"})
    EXPECT_FALSE(parse_iso_date(bad)) << bad;
}

TEST(insights_event, paths_products_and_sources)
{
  auto view = validated_event({.type = "view", .path = "/product/p_1"});
  ASSERT_TRUE(view);
  EXPECT_EQ(view->product_id, "p_1");
  EXPECT_EQ(view->source, "direct");

  auto tap = validated_event({.type = "whatsapp", .path = "/", .product_id = "p_2", .referrer_host = "WWW.Google.COM"});
  ASSERT_TRUE(tap);
  EXPECT_EQ(tap->kind, event_kind::whatsapp);
  EXPECT_EQ(tap->product_id, "p_2");
  EXPECT_EQ(tap->source, "google.com");

  auto utm = validated_event({.type = "view", .path = "/contact", .referrer_host = "instagram.com",
                              .utm_source = "IG Stories", .utm_medium = "social", .utm_campaign = "Eid/Sale"});
  ASSERT_TRUE(utm);
  EXPECT_EQ(utm->source, "ig-stories/social/eid-sale") << "utm wins over the referrer";
  auto long_utm = validated_event({.type = "view", .path = "/", .utm_source = std::string(100, 'a'),
                                   .utm_medium = std::string(100, 'b'), .utm_campaign = std::string(100, 'c')});
  ASSERT_TRUE(long_utm);
  EXPECT_LE(long_utm->source.size(), max_source_length);

  for (auto path : {"", "/admin", "/product/", "/product/a/b", "/category/other", "//", "/contact?x=1"})
    EXPECT_FALSE(validated_event({.type = "view", .path = path})) << path;
  EXPECT_FALSE(validated_event({.type = "click", .path = "/"}));
  EXPECT_FALSE(validated_event({.type = "view", .path = "/", .product_id = "p_1"})) << "a view's product is its page";
  EXPECT_FALSE(validated_event({.type = "call", .path = "/product/p_1", .product_id = "p_2"}));
  EXPECT_FALSE(validated_event({.type = "call", .path = "/", .referrer_host = "a b"}));
}

TEST(insights_robots, crawlers_previewers_libraries_and_headless_browsers)
{
  for (auto ua : {"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
                  "Mozilla/5.0 (compatible; bingbot/2.0)", "facebookexternalhit/1.1", "WhatsApp/2.23.20.0 A",
                  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
                  "curl/8.5.0", "python-requests/2.31", "Mozilla/5.0 ... Chrome-Lighthouse", ""})
    EXPECT_TRUE(is_automated_agent(ua)) << ua;
  for (auto ua : {"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                  "Version/17.5 Mobile/15E148 Safari/604.1",
                  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile "
                  "Safari/537.36",
                  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0"})
    EXPECT_FALSE(is_automated_agent(ua)) << ua;
}

TEST(insights_tally, counts_by_day_product_kind_and_source_and_empties_on_take)
{
  enquiry_tally tally;
  const auto d1 = dubai_day(utc(2026, 5, 1, 10, 0, 0)), d2 = dubai_day(utc(2026, 5, 1, 20, 0, 0));
  tally.add(d1, event(event_kind::call, "p1"));
  tally.add(d1, event(event_kind::call, "p1"));
  tally.add(d2, event(event_kind::call, "p1"));
  tally.add(d1, event(event_kind::whatsapp, "p1"));
  tally.add(d1, event(event_kind::call, "p1", "google.com"));
  const auto rows = tally.take();
  ASSERT_EQ(rows.size(), 4u);
  std::int64_t total = 0;
  for (const auto& r : rows) total += r.count;
  EXPECT_EQ(total, 5);
  EXPECT_EQ(rows.front().count, 2) << iso_date(rows.front().key.day);
  EXPECT_TRUE(tally.take().empty());
}

TEST(insights_tally, a_flood_of_keys_is_bounded)
{
  enquiry_tally tally(100);
  const auto d = dubai_day(utc(2026, 5, 1, 10, 0, 0));
  for (int i = 0; i < 1000; ++i) tally.add(d, event(event_kind::view, "", "spam" + std::to_string(i) + ".example"));
  for (int i = 0; i < 1000; ++i) tally.add(d, event(event_kind::view, "p" + std::to_string(i)));
  const auto rows = tally.take();
  EXPECT_LE(rows.size(), 110u);
  std::int64_t counted = 0;
  for (const auto& r : rows) counted += r.count;
  EXPECT_EQ(counted + static_cast<std::int64_t>(tally.dropped()), 2000);
  EXPECT_GT(tally.dropped(), 0u);
}

TEST(insights_tally, the_sources_of_a_day_are_capped_and_the_rest_merged_into_other)
{
  const auto d = dubai_day(utc(2026, 5, 1, 10, 0, 0));
  std::vector<count_row> rows;
  for (int i = 0; i < 5; ++i) rows.push_back({{d, "", event_kind::view, "s" + std::to_string(i)}, 1});
  rows.push_back({{d, "", event_kind::view, "known"}, 3});
  int asked = 0;
  const auto capped = cap_sources_per_day(rows, 3, [&asked](sys_days) {
    ++asked;
    return std::set<std::string>{"known", "s0"};
  });
  EXPECT_EQ(asked, 1) << "one look-up per day";
  std::map<std::string, std::int64_t> by_source;
  for (const auto& r : capped) by_source[r.key.source] += r.count;
  EXPECT_EQ(by_source, (std::map<std::string, std::int64_t>{{"known", 3}, {"other", 3}, {"s0", 1}, {"s1", 1}}));
}

TEST(insights_rate_limit, an_address_gets_its_burst_then_refills_over_the_minute)
{
  address_rate_limit limit(3);
  const auto t0 = address_rate_limit::clock::time_point{} + hours(1);
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(limit.allow("203.0.113.1", t0));
  EXPECT_FALSE(limit.allow("203.0.113.1", t0));
  EXPECT_TRUE(limit.allow("203.0.113.2", t0)) << "another address has its own bucket";
  EXPECT_FALSE(limit.allow("203.0.113.1", t0 + seconds(10)));
  EXPECT_TRUE(limit.allow("203.0.113.1", t0 + seconds(21))) << "one token per 20 s at 3 a minute";
  limit.forget_idle(t0 + minutes(2));
  EXPECT_EQ(limit.addresses(), 0u) << "full buckets are forgotten";
}

TEST(insights_rate_limit, the_number_of_addresses_held_is_bounded)
{
  address_rate_limit limit(2, 10);
  const auto t0 = address_rate_limit::clock::time_point{} + hours(1);
  for (int i = 0; i < 10; ++i) EXPECT_TRUE(limit.allow("a" + std::to_string(i), t0));
  EXPECT_FALSE(limit.allow("new", t0)) << "full, and no bucket has refilled";
  EXPECT_TRUE(limit.allow("new", t0 + minutes(1))) << "the refilled ones are swept";
  EXPECT_LE(limit.addresses(), 10u);
}

TEST(insights_rate_limit, is_safe_from_several_threads)
{
  address_rate_limit limit(1000);
  std::atomic<int> allowed = 0;
  const auto now = address_rate_limit::clock::now();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 500; ++i) allowed += limit.allow("x", now) ? 1 : 0;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(allowed.load(), 1000);
}

TEST(insights_report, ranges_and_filled_days)
{
  EXPECT_TRUE(parse_report_range("2025-01-01", "2026-02-04")) << "400 days";
  EXPECT_EQ(parse_report_range("2025-01-01", "2026-02-05").error().message, "The range must not be over 400 days");
  EXPECT_EQ(parse_report_range("2026-02-02", "2026-02-01").error().message, "from must not be after to");
  EXPECT_FALSE(parse_report_range("", "2026-02-01"));

  const auto from = *parse_iso_date("2026-02-01"), to = *parse_iso_date("2026-02-03");
  insights_rows rows;
  rows.by_day = {{to, {1, 2, 3, 4}}, {from, {10, 0, 0, 0}}};
  rows.by_product = {{"quiet", "Quiet", "marine-spares", {50, 0, 0, 0}}, {"busy", "Busy", "marine-spares", {5, 1, 1, 0}}};
  const auto r = build_report(from, to, rows);
  ASSERT_EQ(r.by_day.size(), 3u);
  EXPECT_EQ(r.by_day[1].counts, (kind_counts{0, 0, 0, 0}));
  EXPECT_EQ(r.totals, (kind_counts{11, 2, 3, 4}));
  EXPECT_EQ(r.by_product.front().product_id, "busy") << "most enquiries first";
}

// Leads join the product rows by id; a listing with leads and no events gets a row of its own.
TEST(insights_report, leads_join_the_products_rows)
{
  const auto day = *parse_iso_date("2026-11-27");
  insights_rows rows;
  rows.by_product = {{"clicked", "Clicked", "marine-spares", {9, 0, 1, 0}}};
  rows.leads = {3, 2, 1};
  rows.leads_by_product = {{"listed", "Listed", "marine-spares", {}, {2, 1, 0}},
                           {"clicked", "Clicked", "marine-spares", {}, {1, 1, 1}}};
  const auto r = build_report(day, day, rows);
  EXPECT_EQ(r.leads, (lead_counts{3, 2, 1}));
  ASSERT_EQ(r.by_product.size(), 2u);
  EXPECT_EQ(r.by_product[0].product_id, "clicked");
  EXPECT_EQ(r.by_product[0].counts, (kind_counts{9, 0, 1, 0}));
  EXPECT_EQ(r.by_product[0].leads, (lead_counts{1, 1, 1}));
  EXPECT_EQ(r.by_product[1].product_id, "listed");
  EXPECT_EQ(r.by_product[1].leads, (lead_counts{2, 1, 0}));
}

// Per-client limits count networks: an IPv4 address, an IPv6 /64.
TEST(insights_sources, network_of)
{
  EXPECT_EQ(network_of("198.51.100.7"), "198.51.100.7");
  EXPECT_EQ(network_of("::ffff:198.51.100.7"), "198.51.100.7");
  EXPECT_EQ(network_of("2001:db8:1:2::1"), network_of("2001:db8:1:2:ffff:ffff:ffff:ffff"));
  EXPECT_NE(network_of("2001:db8:1:2::1"), network_of("2001:db8:1:3::1"));
  EXPECT_EQ(network_of("not an address"), "not an address");
}

// One network brings at most a few new sources a day; known ones count from anyone.
TEST(insights_sources, one_network_cannot_take_the_days_sources)
{
  const auto day = *parse_iso_date("2026-11-27");
  source_gate gate(2);
  EXPECT_EQ(gate.admit(day, "junk1", "198.51.100.7"), "junk1");
  EXPECT_EQ(gate.admit(day, "junk2", "198.51.100.7"), "junk2");
  EXPECT_EQ(gate.admit(day, "junk3", "198.51.100.7"), "other");
  EXPECT_EQ(gate.admit(day, "junk1", "198.51.100.7"), "junk1") << "a source the day has is counted";
  EXPECT_EQ(gate.admit(day, "newsletter", "203.0.113.5"), "newsletter");
  EXPECT_EQ(gate.admit(day, "junk1", "203.0.113.5"), "junk1");
  EXPECT_EQ(gate.admit(day, "direct", "198.51.100.7"), "direct");
  EXPECT_EQ(gate.admit(day, "x6a", "2001:db8::1"), "x6a");
  EXPECT_EQ(gate.admit(day, "x6b", "2001:db8::2"), "x6b");
  EXPECT_EQ(gate.admit(day, "x6c", "2001:db8::3"), "other") << "one /64";
  EXPECT_EQ(gate.admit(day + days(1), "junk3", "198.51.100.7"), "junk3") << "a new day starts afresh";

  source_gate small(5, 2);
  EXPECT_EQ(small.admit(day, "a", "192.0.2.1"), "a");
  EXPECT_EQ(small.admit(day, "b", "192.0.2.2"), "b");
  EXPECT_EQ(small.admit(day, "c", "192.0.2.3"), "other") << "the day's sources are bounded in memory";
}
