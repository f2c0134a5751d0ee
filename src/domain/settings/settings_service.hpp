#pragma once
// The site settings: read by anyone (pages, the SPA), changed by the administrator only
// (the API layer's route guard). A change is stored and announced (the read cache and the
// other API processes hear of it) before it is answered.

#include "domain/activity/activity.hpp"
#include "domain/catalogue/catalogue_change.hpp"
#include "domain/rules/error.hpp"
#include "domain/settings/desk.hpp"
#include "domain/settings/site_settings.hpp"

#include <boost/asio/awaitable.hpp>

namespace marine::domain {

class settings_repository {
 public:
  virtual ~settings_repository() = default;
  // The stored row; placeholder_settings() when none is stored yet.
  virtual boost::asio::awaitable<site_settings> load() = 0;
  // Stores the row, sends the change notification and records the activity-log entry (by
  // `by`), in one transaction.
  virtual boost::asio::awaitable<void> save(site_settings s, acting by) = 0;
  // The stored desks (docs/desks.md); the seed desk made from the settings when none are
  // stored yet.
  virtual boost::asio::awaitable<std::vector<desk>> load_desks() = 0;
  // Stores the desks as save() stores the row: with the change notification and the
  // activity-log entry ("settings", "desks"), in one transaction.
  virtual boost::asio::awaitable<void> save_desks(std::vector<desk> desks, acting by) = 0;
};

class settings_service {
 public:
  settings_service(settings_repository& settings, catalogue_change_sink& changes) : settings_(settings), changes_(changes) {}

  boost::asio::awaitable<site_settings> get();
  // The settings as stored, or invalid_input with every field error.
  boost::asio::awaitable<result<site_settings>> update(site_settings wanted, acting by);
  // The desks, the first being the general desk (docs/desks.md).
  boost::asio::awaitable<std::vector<desk>> desks();
  // The desks as stored, or invalid_input with every field error by path.
  boost::asio::awaitable<result<std::vector<desk>>> update_desks(std::vector<desk> wanted, acting by);

 private:
  settings_repository& settings_;
  catalogue_change_sink& changes_;
};

}  // namespace marine::domain
