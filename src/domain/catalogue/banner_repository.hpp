#pragma once
// What the banner use cases need from storage. Implemented in persistence/ over
// PostgreSQL (pg_banner_repository).

#include "domain/activity/activity.hpp"
#include "domain/catalogue/banner.hpp"
#include "domain/rules/awaitable.hpp"
#include "domain/rules/write_outcome.hpp"

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

class banner_repository {
 public:
  virtual ~banner_repository() = default;
  // Active banners by displayOrder.
  virtual awaitable<std::vector<banner>> active() = 0;
  // Every banner by displayOrder (the admin screen).
  virtual awaitable<std::vector<banner>> list() = 0;
  virtual awaitable<std::optional<banner>> find(std::string id) = 0;
  // limit_reached when the banner limit is reached (checked in the insert's own transaction).
  // Each write records its activity-log entry, by `by`, in its own transaction.
  virtual awaitable<insert_result<banner>> insert(banner b, std::optional<std::string> timestamp, acting by) = 0;
  virtual awaitable<write_outcome> update(banner b, acting by) = 0;
  virtual awaitable<write_outcome> remove(std::string id, acting by) = 0;
};

}  // namespace marine::domain
