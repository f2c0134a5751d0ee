#pragma once
// What the catalogue use cases need from storage. Implemented in persistence/ over
// PostgreSQL; the methods are awaitable so no I/O thread ever waits on the database.

#include "domain/activity.hpp"
#include "domain/banner.hpp"
#include "domain/category.hpp"
#include "domain/product.hpp"
#include "domain/write_outcome.hpp"

#include <boost/asio/awaitable.hpp>

#include <optional>
#include <string>
#include <vector>

namespace marine::domain {

template <class T>
using awaitable = boost::asio::awaitable<T>;

enum class visibility { visible_only, all };

class product_repository {
 public:
  virtual ~product_repository() = default;
  // Newest first.
  virtual awaitable<std::vector<product>> list(visibility v) = 0;
  virtual awaitable<std::vector<product>> recent(int limit) = 0;
  virtual awaitable<std::vector<product>> in_category(category c) = 0;
  virtual awaitable<std::optional<product>> find(std::string id) = 0;
  // `timestamp` (ISO-8601) keeps an imported product's creation time; otherwise now.
  // Each write records its activity-log entry, by `by`, in its own transaction.
  virtual awaitable<insert_result<product>> insert(product p, std::optional<std::string> timestamp, acting by) = 0;
  virtual awaitable<write_outcome> update(product p, acting by) = 0;
  virtual awaitable<write_outcome> remove(std::string id, acting by) = 0;
};

class banner_repository {
 public:
  virtual ~banner_repository() = default;
  // Active banners by displayOrder.
  virtual awaitable<std::vector<banner>> active() = 0;
  // Every banner by displayOrder (the admin screen).
  virtual awaitable<std::vector<banner>> list() = 0;
  virtual awaitable<std::optional<banner>> find(std::string id) = 0;
  // limit_reached when 3 banners exist (checked in the insert's own transaction).
  // Each write records its activity-log entry, by `by`, in its own transaction.
  virtual awaitable<insert_result<banner>> insert(banner b, std::optional<std::string> timestamp, acting by) = 0;
  virtual awaitable<write_outcome> update(banner b, acting by) = 0;
  virtual awaitable<write_outcome> remove(std::string id, acting by) = 0;
};

class health_probe {
 public:
  virtual ~health_probe() = default;
  virtual awaitable<bool> database_ready() = 0;
};

}  // namespace marine::domain
