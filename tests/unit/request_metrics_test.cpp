#include "api/http/request_id.hpp"
#include "api/http/request_metrics.hpp"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

namespace marine::api {
namespace {

using std::chrono::microseconds;

bool has_line(const std::string& text, const std::string& line)
{
  return text.find(line + "\n") != std::string::npos;
}

TEST(request_metrics, counts_by_route_and_status)
{
  request_metrics m;
  m.set_routes({"GET /api/products", "GET /api/products/:id"});
  m.record(0, 200, microseconds(100));
  m.record(0, 200, microseconds(100));
  m.record(1, 404, microseconds(100));
  m.record(m.unmatched(), 400, microseconds(100));
  m.record(1, 418, microseconds(100));  // not a known status: "other"
  const auto text = m.render();
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="GET /api/products",status="200"} 2)")) << text;
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="GET /api/products/:id",status="404"} 1)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="GET /api/products/:id",status="other"} 1)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="unmatched",status="400"} 1)"));
  EXPECT_TRUE(has_line(text, "# TYPE marine_http_requests_total counter"));
  // Series never seen are left out.
  EXPECT_EQ(text.find(R"(route="GET /api/products",status="404")"), std::string::npos);
}

TEST(request_metrics, histogram_buckets_are_cumulative_with_sum_and_count)
{
  request_metrics m;
  m.set_routes({"GET /r"});
  m.record(0, 200, microseconds(200));      // ≤ 0.00025
  m.record(0, 200, microseconds(3000));     // ≤ 0.005
  m.record(0, 200, std::chrono::seconds(9));  // +Inf only
  const auto text = m.render();
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_bucket{route="GET /r",le="0.00025"} 1)")) << text;
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_bucket{route="GET /r",le="0.0025"} 1)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_bucket{route="GET /r",le="0.005"} 2)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_bucket{route="GET /r",le="5"} 2)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_bucket{route="GET /r",le="+Inf"} 3)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_count{route="GET /r"} 3)"));
  EXPECT_TRUE(has_line(text, R"(marine_http_request_duration_seconds_sum{route="GET /r"} 9.0032)"));
}

TEST(request_metrics, counts_from_many_threads_add_up)
{
  request_metrics m;
  m.set_routes({"GET /r"});
  std::vector<std::thread> threads;
  for (int t = 0; t < 20; ++t)  // more threads than shards: shared shards still add up
    threads.emplace_back([&m] {
      for (int i = 0; i < 1000; ++i) {
        m.record(0, 200, microseconds(10));
        m.cache_hit();
      }
    });
  for (auto& t : threads) t.join();
  m.cache_miss();
  const auto text = m.render();
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="GET /r",status="200"} 20000)")) << text;
  EXPECT_TRUE(has_line(text, "marine_read_cache_hits_total 20000"));
  EXPECT_TRUE(has_line(text, "marine_read_cache_misses_total 1"));
}

TEST(request_metrics, samples_are_read_at_render_time_and_labels_escaped)
{
  request_metrics m;
  m.set_routes({R"(GET /a"b\c)"});
  m.record(0, 200, microseconds(1));
  double busy = 1;
  m.add_sample("marine_db_pool_busy", "gauge", "Busy workers.", [&busy] { return busy; });
  busy = 3;
  const auto text = m.render();
  EXPECT_TRUE(has_line(text, "# TYPE marine_db_pool_busy gauge"));
  EXPECT_TRUE(has_line(text, "marine_db_pool_busy 3"));
  EXPECT_TRUE(has_line(text, R"(marine_http_requests_total{route="GET /a\"b\\c",status="200"} 1)")) << text;
}

TEST(request_metrics, before_routes_are_set_nothing_is_recorded_and_nothing_breaks)
{
  request_metrics m;
  m.record(0, 200, microseconds(1));
  m.cache_hit();
  EXPECT_TRUE(has_line(m.render(), "marine_read_cache_hits_total 0"));
}

TEST(metrics_token, bearer_token_compared_exactly)
{
  EXPECT_TRUE(metrics_token_accepts("", ""));
  EXPECT_TRUE(metrics_token_accepts("", "Bearer anything"));
  const std::string token = "s3cret-token-0123456789";
  EXPECT_TRUE(metrics_token_accepts(token, "Bearer " + token));
  EXPECT_TRUE(metrics_token_accepts(token, "bearer " + token));
  EXPECT_FALSE(metrics_token_accepts(token, ""));
  EXPECT_FALSE(metrics_token_accepts(token, token));
  EXPECT_FALSE(metrics_token_accepts(token, "Bearer " + token + "x"));
  EXPECT_FALSE(metrics_token_accepts(token, "Bearer " + token.substr(1)));
  EXPECT_FALSE(metrics_token_accepts(token, "Basic " + token));
}

TEST(request_id, keeps_a_well_formed_incoming_id)
{
  EXPECT_EQ(request_id::from("abc-123_x.y:z").view(), "abc-123_x.y:z");
  const std::string longest(64, 'a');
  EXPECT_EQ(request_id::from(longest).view(), longest);
}

TEST(request_id, replaces_a_missing_or_unsafe_id)
{
  const std::string too_long(65, 'a');
  for (std::string_view bad : {std::string_view{}, std::string_view("a b"), std::string_view("x\r\nSet-Cookie: y"),
                               std::string_view("\"q\""), std::string_view(too_long)}) {
    const auto id = request_id::from(bad);
    EXPECT_EQ(id.view().size(), 24u) << bad;
    EXPECT_TRUE(request_id::well_formed(id.view()));
  }
}

TEST(request_id, new_ids_differ)
{
  const auto a = request_id::from({});
  const auto b = request_id::from({});
  EXPECT_NE(a.view(), b.view());
  EXPECT_EQ(a.view().substr(0, 8), b.view().substr(0, 8));  // the same process prefix
}

TEST(request_id, ends_a_header_block)
{
  auto id = request_id::from("r-1");
  EXPECT_EQ(id.header_end(), "X-Request-Id: r-1\r\n\r\n");
}

}  // namespace
}  // namespace marine::api
