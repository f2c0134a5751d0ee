#pragma once
// The one route table: {method, path pattern} → handler. Patterns are '/'-separated
// segments; ':name' captures one decoded segment and a final '*name' captures the
// remaining segments (at least one), joined by '/' (a trailing slash stays: "a/"). An
// unknown path is 404, a known path with another method 405 (with the methods it does
// allow).

#include "api/http/request_context.hpp"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace marine::api {

using handler = std::function<awaitable<response>(request_context&)>;

inline constexpr std::size_t default_body_limit = 64 * 1024;  // JSON bodies

struct route {
  http::verb method;
  std::vector<std::string> segments;  // "api", "products", ":id"
  handler fn;
  std::size_t body_limit = default_body_limit;
  // The handler reads the body itself through request_context::body (uploads); otherwise
  // the server reads it whole into the request before the handler runs.
  bool streamed = false;
  std::size_t index = 0;  // position in the table: the metrics' route label (labels())
};

struct route_match {
  enum class outcome { found, not_found, method_not_allowed } result = outcome::not_found;
  const route* matched = nullptr;
  std::vector<std::pair<std::string, std::string>> params;
  std::string allow;  // for 405: "GET, HEAD"
};

class router {
 public:
  void add(http::verb method, std::string_view pattern, handler fn, std::size_t body_limit = default_body_limit);
  void add_streamed(http::verb method, std::string_view pattern, handler fn, std::size_t body_limit);

  // `segments` are the decoded path segments of the request target.
  // HEAD is answered by the GET route.
  route_match match(http::verb method, const std::vector<std::string>& segments) const;

  // "GET /api/products/:id", by route index: the route label of /metrics.
  std::vector<std::string> labels() const;

 private:
  std::vector<route> routes_;
};

// Splits a pattern such as "/api/products/:id" into its segments.
std::vector<std::string> split_pattern(std::string_view pattern);

}  // namespace marine::api
