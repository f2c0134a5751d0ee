#pragma once
// The counters behind GET /metrics (Prometheus text format 0.0.4): requests by route and
// status, a latency histogram by route, read-cache hits and misses, and gauges read when
// the page is asked for (database pool, cache size).
//
// Recording must not slow the hot path (a cached read is ~30 µs of work): no lock, no
// allocation, and no cache line shared between I/O threads. Each thread counts into a
// shard of its own (relaxed atomics, so /metrics can read them while they move); the page
// adds the shards up.

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace marine::api {

class request_metrics {
 public:
  // Route labels ("GET /api/products/:id") by route index (router::labels()); recording
  // starts once they are set, before the server starts. The last index counts requests
  // that matched no route (unknown paths, malformed requests).
  void set_routes(std::vector<std::string> labels);
  std::size_t unmatched() const noexcept { return routes_ - 1; }

  void record(std::size_t route, unsigned status, std::chrono::steady_clock::duration took) noexcept;
  void cache_hit() noexcept;
  void cache_miss() noexcept;

  // A value read when /metrics is rendered (kind: "gauge" or "counter").
  void add_sample(std::string name, std::string kind, std::string help, std::function<double()> read);

  std::string render() const;

  // Upper bounds of the latency buckets, in microseconds (+Inf after the last).
  static constexpr std::uint64_t bucket_bounds_us[] = {250,   500,    1000,   2500,   5000,    10000,   25000,
                                                       50000, 100000, 250000, 500000, 1000000, 2500000, 5000000};
  // The statuses counted one by one; any other is counted as status="other".
  static constexpr unsigned known_statuses[] = {200, 201, 204, 206, 301, 302, 304, 400, 401, 403, 404,
                                                405, 409, 411, 413, 415, 416, 429, 431, 500, 503};

 private:
  static constexpr std::size_t buckets = std::size(bucket_bounds_us) + 1;
  static constexpr std::size_t statuses = std::size(known_statuses) + 1;
  // Cells of one route in a shard: statuses, buckets, the sum of durations.
  static constexpr std::size_t route_cells = statuses + buckets + 1;
  static constexpr std::size_t shard_count = 16;

  std::atomic<std::uint64_t>* shard() const noexcept;
  std::uint64_t total(std::size_t cell) const noexcept;

  std::vector<std::string> labels_;
  std::size_t routes_ = 0;
  std::size_t shard_stride_ = 0;  // cells per shard, a whole number of cache lines apart
  std::unique_ptr<std::atomic<std::uint64_t>[]> cells_;

  struct sample {
    std::string name, kind, help;
    std::function<double()> read;
  };
  std::vector<sample> samples_;
};

// Bearer-token check of the /metrics route, in constant time. An empty `token` lets
// everyone in (the page is then kept off the public origin by nginx; see README).
bool metrics_token_accepts(std::string_view token, std::string_view authorization_header) noexcept;

}  // namespace marine::api
