#pragma once
// POST /api/events answered before routing when its small body came with the head: the
// beacon a page sends for a view or an enquiry tap costs about what a cached read does
// (docs/insights.md, "The hot path"). Only the plain success (and the opted-out 204) is
// answered here; errors, a product list to load, unusual framing go the long way. Its bytes
// are the route's own: made once, at start, by the route's response builder.

#include "api/http/cors.hpp"
#include "api/http/early_answer.hpp"
#include "api/http/router.hpp"
#include "domain/insights/insights_service.hpp"
#include "support/ip_ranges.hpp"

#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace marine::api {

class event_fast_path final : public early_answer {
 public:
  event_fast_path(domain::insights_service& insights, const cors_policy& cors,
                  const std::vector<ip_range>& trusted_proxies, const router& routes);

  std::optional<std::size_t> wanted_body(const request& head) const override;
  std::optional<std::string> try_answer(const request& head, std::string_view body, std::string_view peer) override;
  std::size_t route_index() const override { return route_index_; }
  // Beacons answered here (the rest went the long way): a metric.
  std::uint64_t answered() const { return answered_; }

 private:
  std::string answer(const request& head);

  domain::insights_service& insights_;
  // The answer's header block for a request without an allowed Origin, and for each allowed one.
  std::string head_without_origin_;
  std::vector<std::pair<std::string, std::string>> head_by_origin_;
  const cors_policy& cors_;
  const std::vector<ip_range>& trusted_proxies_;
  std::size_t route_index_ = 0;
  std::atomic<std::uint64_t> answered_ = 0;
};

}  // namespace marine::api
