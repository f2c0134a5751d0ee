#include "api/http/request_metrics.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace marine::api {
namespace {

constexpr std::size_t cells_per_line = 64 / sizeof(std::atomic<std::uint64_t>);
constexpr std::size_t hit_cell = 0;  // after the routes' cells: see set_routes
constexpr std::size_t miss_cell = 1;

// Each thread takes the next shard once; with fewer threads than shards (the I/O threads
// are few) no two threads share one.
std::size_t thread_shard_index() noexcept
{
  static std::atomic<std::size_t> next{0};
  thread_local const std::size_t mine = next.fetch_add(1, std::memory_order_relaxed);
  return mine;
}

void bump(std::atomic<std::uint64_t>& cell, std::uint64_t by = 1) noexcept { cell.fetch_add(by, std::memory_order_relaxed); }

// A label value in the exposition format: backslash, quote and newline escaped.
std::string label_value(std::string_view v)
{
  std::string out;
  for (char c : v) {
    if (c == '\\' || c == '"') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

}  // namespace

void request_metrics::set_routes(std::vector<std::string> labels)
{
  labels.emplace_back("unmatched");
  labels_ = std::move(labels);
  routes_ = labels_.size();
  const std::size_t used = routes_ * route_cells + 2;  // + cache hits and misses
  shard_stride_ = (used + cells_per_line - 1) / cells_per_line * cells_per_line + cells_per_line;
  cells_ = std::make_unique<std::atomic<std::uint64_t>[]>(shard_stride_ * shard_count);
}

std::atomic<std::uint64_t>* request_metrics::shard() const noexcept
{
  return cells_.get() + (thread_shard_index() % shard_count) * shard_stride_;
}

std::uint64_t request_metrics::total(std::size_t cell) const noexcept
{
  std::uint64_t sum = 0;
  for (std::size_t s = 0; s < shard_count; ++s) sum += cells_[s * shard_stride_ + cell].load(std::memory_order_relaxed);
  return sum;
}

void request_metrics::record(std::size_t route, unsigned status, std::chrono::steady_clock::duration took) noexcept
{
  if (!cells_) return;
  if (route >= routes_) route = routes_ - 1;
  auto* cells = shard() + route * route_cells;
  const auto known = std::find(std::begin(known_statuses), std::end(known_statuses), status);
  bump(cells[static_cast<std::size_t>(known - std::begin(known_statuses))]);
  const auto micros = static_cast<std::uint64_t>(std::max<std::int64_t>(
      0, std::chrono::duration_cast<std::chrono::microseconds>(took).count()));
  const auto bucket = std::lower_bound(std::begin(bucket_bounds_us), std::end(bucket_bounds_us), micros);
  bump(cells[statuses + static_cast<std::size_t>(bucket - std::begin(bucket_bounds_us))]);
  bump(cells[statuses + buckets], micros);
}

void request_metrics::cache_hit() noexcept
{
  if (cells_) bump(shard()[routes_ * route_cells + hit_cell]);
}

void request_metrics::cache_miss() noexcept
{
  if (cells_) bump(shard()[routes_ * route_cells + miss_cell]);
}

void request_metrics::add_sample(std::string name, std::string kind, std::string help, std::function<double()> read)
{
  samples_.push_back({std::move(name), std::move(kind), std::move(help), std::move(read)});
}

std::string request_metrics::render() const
{
  std::string out;
  out += "# HELP marine_http_requests_total HTTP requests answered, by route and status.\n"
         "# TYPE marine_http_requests_total counter\n";
  for (std::size_t r = 0; cells_ && r < routes_; ++r) {
    const auto route = label_value(labels_[r]);
    for (std::size_t s = 0; s < statuses; ++s) {
      const auto n = total(r * route_cells + s);
      if (n == 0) continue;
      const auto status = s < std::size(known_statuses) ? fmt::to_string(known_statuses[s]) : std::string("other");
      out += fmt::format("marine_http_requests_total{{route=\"{}\",status=\"{}\"}} {}\n", route, status, n);
    }
  }
  out += "# HELP marine_http_request_duration_seconds Time from a complete request head to the answer written.\n"
         "# TYPE marine_http_request_duration_seconds histogram\n";
  for (std::size_t r = 0; cells_ && r < routes_; ++r) {
    std::uint64_t cumulative = 0;
    std::string lines;
    const auto route = label_value(labels_[r]);
    for (std::size_t b = 0; b < buckets; ++b) {
      cumulative += total(r * route_cells + statuses + b);
      const auto le = b < std::size(bucket_bounds_us) ? fmt::format("{}", static_cast<double>(bucket_bounds_us[b]) / 1e6)
                                                      : std::string("+Inf");
      lines += fmt::format("marine_http_request_duration_seconds_bucket{{route=\"{}\",le=\"{}\"}} {}\n", route, le,
                           cumulative);
    }
    if (cumulative == 0) continue;
    out += lines;
    out += fmt::format("marine_http_request_duration_seconds_sum{{route=\"{}\"}} {}\n", route,
                       static_cast<double>(total(r * route_cells + statuses + buckets)) / 1e6);
    out += fmt::format("marine_http_request_duration_seconds_count{{route=\"{}\"}} {}\n", route, cumulative);
  }
  const auto base = routes_ * route_cells;
  out += fmt::format(
      "# HELP marine_read_cache_hits_total Public reads answered from the in-process cache.\n"
      "# TYPE marine_read_cache_hits_total counter\n"
      "marine_read_cache_hits_total {}\n"
      "# HELP marine_read_cache_misses_total Public reads that had to ask the database.\n"
      "# TYPE marine_read_cache_misses_total counter\n"
      "marine_read_cache_misses_total {}\n",
      cells_ ? total(base + hit_cell) : 0, cells_ ? total(base + miss_cell) : 0);
  for (const auto& s : samples_) {
    out += fmt::format("# HELP {} {}\n# TYPE {} {}\n{} {}\n", s.name, s.help, s.name, s.kind, s.name, s.read());
  }
  return out;
}

bool metrics_token_accepts(std::string_view token, std::string_view authorization_header) noexcept
{
  if (token.empty()) return true;
  constexpr std::string_view scheme = "Bearer ";
  if (authorization_header.size() < scheme.size()) return false;
  for (std::size_t i = 0; i < scheme.size(); ++i) {
    const char c = authorization_header[i];
    if ((c | 0x20) != (scheme[i] | 0x20)) return false;  // the scheme is case-insensitive
  }
  const auto given = authorization_header.substr(scheme.size());
  // Constant time in the token's content: every byte is compared whatever differs first.
  unsigned char diff = given.size() == token.size() ? 0 : 1;
  for (std::size_t i = 0; i < token.size(); ++i)
    diff |= static_cast<unsigned char>(token[i] ^ (i < given.size() ? given[i] : 0));
  return diff == 0;
}

}  // namespace marine::api
