#pragma once
// Reading the activity log (the administrator only; the API layer's route guard checks the
// role) and keeping it bounded.

#include "domain/activity/activity.hpp"
#include "domain/rules/error.hpp"
#include "domain/rules/query_parameters.hpp"

#include <string>
#include <utility>
#include <vector>

namespace marine::domain {

inline constexpr int max_activity_page = 100;
inline constexpr int default_retention_days = 365;

// The query's parameters (actor, action, entity, entityId, from, to, before, limit) as a
// filter, or invalid_input naming each parameter that is wrong (unknown or repeated ones too).
result<activity_filter> parse_activity_filter(const query_parameters& params);

class activity_service {
 public:
  explicit activity_service(activity_repository& log) : log_(log) {}

  boost::asio::awaitable<result<activity_page>> list(const query_parameters& params);
  boost::asio::awaitable<long long> remove_expired(int retention_days) { co_return co_await log_.remove_older_than(retention_days); }

 private:
  activity_repository& log_;
};

}  // namespace marine::domain
